// @vitest-environment jsdom
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaCompletion, type Schema } from '../../src/editor/client/schema-assist.ts';
import { dereferencedSchema } from '../../src/editor/server/site-facts.ts';

/** The browser editor's completion, from the schemas: what it offers where the cursor (|) is. */
const facts = {
  icons: ['shield-check', 'shield-alert', 'rocket'],
  collections: { technologies: ['llm', 'rag', 'nlp'], tools: ['slack'] },
  labels: { technologies: { llm: 'Large Language Models', rag: 'Retrieval-Augmented Generation' } },
};

function completions(schemaFile: string, text: string) {
  const pos = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', '') });
  const schema = dereferencedSchema(SCHEMAS_DIR, schemaFile) as Schema;
  const result = schemaCompletion(() => schema, () => facts)(new CompletionContext(state, pos, true)) as CompletionResult | null;
  return result?.options ?? [];
}

const offered = (schemaFile: string, text: string): string[] => completions(schemaFile, text).map((o) => o.label);

describe('completion in the browser editor', () => {
  it('field names of a guardrail video, without those already written', () => {
    expect(offered('collections/guardrail-videos.schema.json', '- id: a\n  title: A\n  |')).toEqual(['description', 'category', 'icon', 'duration', 'youtubeId', 'thumbnail']);
  });

  it('icon names, and enum values', () => {
    expect(offered('collections/guardrail-videos.schema.json', '- id: a\n  icon: sh|')).toEqual(facts.icons);
    expect(offered('catalogue-list.schema.json', 'category: X\nrows:\n  - id: a\n    complexity: |')).toEqual(['Low', 'Medium', 'High']);
  });

  it('block types, and the fields of the chosen type', () => {
    expect(offered('page.schema.json', 'route: /x\nblocks:\n  - type: |')).toContain('video-library');
    expect(offered('page.schema.json', 'route: /x\nblocks:\n  - type: hero\n    |')).toContain('subtitle');
  });

  it('technology ids and the category ids of the same file in a use case', () => {
    const page = 'industry:\n  categories:\n    - id: lending\n      name: Lending\n    - id: risk\n  useCases:\n    - id: a\n      technologies: [llm, |]\n      categories: ';
    expect(offered('page.schema.json', page)).toEqual(facts.collections.technologies);
    // each id with the name people know it by
    expect(completions('page.schema.json', page).map((o) => o.detail)).toEqual(['Large Language Models', 'Retrieval-Augmented Generation', undefined]);
    expect(offered('page.schema.json', `${page.replace('|', '')}|`)).toEqual(['lending', 'risk']);
  });
});
