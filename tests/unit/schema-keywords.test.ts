import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../src/config/schemas/validator.ts';
import { describeField } from '../../src/editor/form/fields.ts';
import { completionOf, controlOf, resolvedType, SCHEMA_KEYWORDS } from '../../src/model/schema-keywords.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';

/** The project's schema keywords, one table (src/model/schema-keywords.ts) read by the validator, the type generator, the form and completion. */
function keywordsUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const walk = (node: unknown, file: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, file));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) used.set(key, [...(used.get(key) ?? []), file]);
      walk(value, file);
    }
  };
  for (const file of readdirSync(SCHEMAS_DIR, { recursive: true }) as string[]) {
    if (file.endsWith('.json')) walk(JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')), file);
  }
  return used;
}

describe('the table of schema keywords', () => {
  const used = keywordsUsed();

  it('names every x- keyword the schemas use, and only keywords they use', () => {
    expect([...used.keys()].filter((keyword) => !(keyword in SCHEMA_KEYWORDS))).toEqual([]);
    expect(Object.keys(SCHEMA_KEYWORDS).filter((keyword) => !used.has(keyword))).toEqual([]);
  });

  it('is what the validator implements: the schemas compile, every check keyword has its check', () => {
    expect(() => loadSchemas(SCHEMAS_DIR)).not.toThrow();
  });

  it('decides what the form draws, what completion offers and what the types say', () => {
    expect(controlOf({ type: 'string', 'x-ref': 'technologies' })).toEqual({ keyword: 'x-ref', control: 'ref' });
    expect(describeField({ type: 'string', 'x-ref': 'technologies' }, 'technology', true)).toMatchObject({ kind: 'ref', collection: 'technologies' });
    expect(describeField({ type: 'string', 'x-video': 'background' }, 'video', false)).toMatchObject({ kind: 'asset', media: 'video' });
    expect(describeField({ type: 'string', 'x-code': 'python' }, 'code', true)).toMatchObject({ kind: 'longText', code: 'python' });
    expect(describeField({ type: 'string', 'x-duration': 'days, weeks or months' }, 'goLive', true)).toMatchObject({ kind: 'duration', format: 'days, weeks or months' });
    expect(completionOf({ type: 'string', 'x-icon': true })).toEqual({ keyword: 'x-icon', completes: 'icon names' });
    expect(completionOf({ type: 'string', 'x-local-ref': 'industry/categories/id' })).toEqual({ keyword: 'x-local-ref', completes: 'the ids of this file' });
    expect(resolvedType({ type: 'string', 'x-logo': true })).toEqual({ keyword: 'x-logo', becomes: 'IconData' });
    expect(resolvedType({ type: 'string', 'x-collection': 'demo-videos' })).toEqual({ keyword: 'x-collection', becomes: 'the named collection items' });
    expect(resolvedType({ type: 'string', 'x-color': true })).toBeUndefined();
  });
});

describe('a text’s length, as the schemas’ minLength and maxLength count it', () => {
  const schemas = loadSchemas(SCHEMAS_DIR);
  const context = { routes: new Set<string>(), anchors: new Map(), collections: new Map(), publicDir: SCHEMAS_DIR, language: 'en' };
  // a counter's prefix is at most three characters
  const tooLong = (prefix: string) => schemas.validate('blocks/counter.schema.json', { type: 'counter', prefix }, context).errors.some((error) => error.keyword === 'maxLength');

  it('counts characters, not UTF-16 units: an emoji or a letter outside the first plane is one', () => {
    expect(tooLong('+++')).toBe(false);
    expect(tooLong('++++')).toBe(true);
    expect(tooLong('🚀🚀')).toBe(false); // four units, two characters
    expect(tooLong('🚀+𝔸')).toBe(false); // five units, three characters
    expect(tooLong('🚀🚀🚀🚀')).toBe(true);
    expect(tooLong('مئة')).toBe(false);
    expect(tooLong('\uD83D+')).toBe(false); // a lone half of a pair counts as one, as before
  });
});
