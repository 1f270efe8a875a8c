import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaFiles, type SchemaNode } from '../../src/config/schemas/schema-set.ts';
import { openYamlDocument, type FieldPath } from '../../src/editor/form/document.ts';
import { describeField, fieldAt, fillPlaceholders, humanise, type ChoiceField, type Field, type ListField, type ObjectField } from '../../src/editor/form/fields.ts';

/** src/editor/form: the model under the form of issue 30 (one document, two views). */
const ROOT = path.resolve(__dirname, '../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return yamlFiles(file);
    return entry.name.endsWith('.yaml') ? [file] : [];
  });
}

const SITE_FILES = ['site.config.yaml', ...yamlFiles('pages'), ...yamlFiles('content')].sort();

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** The lines that differ between two texts: the stretch between their common first and last lines (0-based, end excluded). */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  return { oldFrom: head, oldTo: a.length - tail, newFrom: head, newTo: b.length - tail };
}

/** The first string value of a map, walking the document in order, and its path. */
function firstStringLeaf(node: unknown, at: FieldPath = []): { path: FieldPath; node: Node } | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (isScalar(pair.value) && typeof pair.value.value === 'string') return { path: [...at, key], node: pair.value };
      const found = firstStringLeaf(pair.value, [...at, key]);
      if (found) return found;
    }
  }
  if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      const found = firstStringLeaf(item, [...at, index]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every string value of maps and lists, in document order. */
function stringLeaves(node: unknown, at: FieldPath = []): { path: FieldPath; node: Node }[] {
  if (isScalar(node) && typeof node.value === 'string') return [{ path: at, node }];
  if (isMap(node)) return node.items.flatMap((pair) => stringLeaves(pair.value, [...at, isScalar(pair.key) ? String(pair.key.value) : '']));
  if (isSeq(node)) return node.items.flatMap((item, index) => stringLeaves(item, [...at, index]));
  return [];
}

/** The first list of two items or more written in block style, and its path. */
function firstBlockList(node: unknown, at: FieldPath = []): FieldPath | undefined {
  if (isSeq(node) && !node.flow && node.items.length >= 2) return at;
  const children: [string | number, unknown][] = isMap(node) ? node.items.map((pair) => [isScalar(pair.key) ? String(pair.key.value) : '', pair.value]) : isSeq(node) ? node.items.map((item, index) => [index, item]) : [];
  for (const [key, child] of children) {
    const found = firstBlockList(child, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/** The lines (0-based, end excluded) a node's source occupies. */
function linesOf(text: string, node: Node) {
  const counter = new LineCounter();
  parseDocument(text, { lineCounter: counter });
  const [start, end] = node.range!;
  const last = text[end - 1] === '\n' ? end - 1 : end;
  return { from: counter.linePos(start).line - 1, to: counter.linePos(Math.max(start, last)).line };
}

function commentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim().startsWith('#'));
}

describe('document: a change touches only its lines', () => {
  it('finds every YAML file of the site', () => {
    expect(SITE_FILES.length).toBeGreaterThan(30);
  });

  for (const file of SITE_FILES) {
    it(`${file}: changing one text field changes only its line(s) and keeps every comment`, () => {
      const before = read(file);
      const editor = openYamlDocument(before);
      const leaf = firstStringLeaf(editor.document().contents);
      expect(leaf, 'a string value').toBeDefined();
      const value = `${String(editor.getField(leaf!.path))} (edited)`;
      editor.setField(leaf!.path, value);
      const after = editor.text();
      expect(editor.rewrites).toBe(0);
      expect(openYamlDocument(after).getField(leaf!.path)).toBe(value);
      const changed = changedLines(before, after);
      const field = linesOf(before, leaf!.node);
      expect(changed.oldFrom).toBeGreaterThanOrEqual(field.from);
      expect(changed.oldTo).toBeLessThanOrEqual(field.to);
      for (const comment of commentLines(before)) expect(after).toContain(comment);
    });
  }
});

/** The lines of `text` without those of `from` to `to` (0-based, end excluded). */
function withoutLines(text: string, from: number, to: number): string {
  const lines = text.split('\n');
  lines.splice(from, to - from);
  return lines.join('\n');
}

describe('document: more changes on every file', () => {
  for (const file of SITE_FILES) {
    it(`${file}: 25 text values, each changed on its own lines; a list item moved and back, removed and added back`, () => {
      const original = read(file);
      const editor = openYamlDocument(original);
      const leaves = stringLeaves(editor.document().contents);
      const step = Math.max(1, Math.floor(leaves.length / 25));
      for (const leaf of leaves.filter((_, index) => index % step === 0).slice(0, 25)) {
        const before = editor.text();
        const node = editor.document().getIn(leaf.path, true) as Node;
        editor.setField(leaf.path, `${String(editor.getField(leaf.path))}: changed, with "quotes" and # a hash`);
        const changed = changedLines(before, editor.text());
        const lines = linesOf(before, node);
        expect(changed.oldFrom).toBeGreaterThanOrEqual(lines.from);
        expect(changed.oldTo).toBeLessThanOrEqual(lines.to);
      }
      expect(editor.rewrites).toBe(0);
      const list = firstBlockList(editor.document().contents);
      if (!list) return;
      const before = editor.text();
      editor.moveItem(list, 0, 1);
      editor.moveItem(list, 1, 0);
      expect(editor.text()).toBe(before);
      const removed = editor.removeItem(list, 1);
      editor.addItem(list, removed, 1);
      expect(editor.getField(list)).toEqual(openYamlDocument(before).getField(list));
      expect(editor.rewrites).toBe(0);
    });
  }
});

describe('document: list items', () => {
  const file = 'pages/industries/banking.yaml';
  const useCases = ['industry', 'useCases'];
  const snippet = (schemaFiles(SCHEMAS_DIR).raw('industry.schema.json') as SchemaNode).properties!.useCases.items!.defaultSnippets as { body: unknown }[];

  it('adds a use case from the schema snippet: only new lines, between two items', () => {
    const before = read(file);
    const editor = openYamlDocument(before);
    const value = { ...(fillPlaceholders(snippet[0].body) as object), id: 'new-agent', title: 'New agent', categories: 'operations' };
    editor.addItem(useCases, value, 1);
    const after = editor.text();
    expect(editor.rewrites).toBe(0);
    expect(editor.getField([...useCases, 1])).toEqual(value);
    const changed = changedLines(before, after);
    expect(changed.oldTo - changed.oldFrom).toBe(0); // nothing removed or rewritten
    expect(after.split('\n').slice(changed.newFrom, changed.newTo).join('\n')).toMatch(/^ {4}- id: new-agent\n {6}title: New agent/);
    expect(withoutLines(after, changed.newFrom, changed.newTo)).toBe(before);
  });

  it('adds a use case at the end, and a technology to a flow list on its own line', () => {
    const before = read(file);
    const editor = openYamlDocument(before);
    const count = (editor.getField(useCases) as unknown[]).length;
    editor.addItem([...useCases, 0, 'technologies'], 'rag');
    const technologies = changedLines(before, editor.text());
    expect(technologies.oldTo - technologies.oldFrom).toBeLessThanOrEqual(1);
    const middle = editor.text();
    editor.addItem(useCases, { id: 'last', title: 'Last' });
    const added = changedLines(middle, editor.text());
    expect(added.oldTo).toBe(added.oldFrom);
    expect(editor.getField([...useCases, count])).toEqual({ id: 'last', title: 'Last' });
    expect(editor.rewrites).toBe(0);
  });

  it('removes a use case: only its lines go, and its value comes back for undo', () => {
    const before = read(file);
    const editor = openYamlDocument(before);
    const second = editor.getField([...useCases, 1]);
    const node = editor.document().getIn([...useCases, 1], true) as Node;
    const removed = editor.removeItem(useCases, 1);
    expect(removed).toEqual(second);
    expect(editor.rewrites).toBe(0);
    const lines = linesOf(before, node);
    const changed = changedLines(before, editor.text());
    expect(changed.newTo).toBe(changed.newFrom); // nothing added
    expect(changed.oldTo - changed.oldFrom).toBe(lines.to - lines.from);
    expect(withoutLines(before, lines.from, lines.to)).toBe(editor.text());
    editor.addItem(useCases, removed, 1);
    expect(editor.getField([...useCases, 1])).toEqual(second);
  });

  it('moves a use case: its lines, byte for byte, and nothing else', () => {
    const before = read(file);
    const editor = openYamlDocument(before);
    const values = editor.getField(useCases) as unknown[];
    const node = editor.document().getIn([...useCases, 0], true) as Node;
    const lines = linesOf(before, node);
    editor.moveItem(useCases, 0, 2);
    expect(editor.rewrites).toBe(0);
    expect(editor.getField(useCases)).toEqual([values[1], values[2], values[0], ...values.slice(3)]);
    const after = editor.text();
    const block = before.split('\n').slice(lines.from, lines.to).join('\n');
    expect(after).toContain(block);
    const start = after.split('\n').indexOf(before.split('\n')[lines.from]);
    expect(withoutLines(after, start, start + lines.to - lines.from)).toBe(withoutLines(before, lines.from, lines.to));
    editor.moveItem(useCases, 2, 0);
    expect(editor.text()).toBe(before);
  });

  it('removes a property and sets a new one at the end of its map', () => {
    const before = read(file);
    const editor = openYamlDocument(before);
    editor.setField(['industry', 'statusChip'], 'always');
    const added = changedLines(before, editor.text());
    expect(added.oldTo).toBe(added.oldFrom);
    expect(added.newTo - added.newFrom).toBe(1);
    expect(editor.removeField(['industry', 'statusChip'])).toBe('always');
    expect(editor.text()).toBe(before);
  });

  it('a change it cannot splice rewrites the file rather than lose it, and says so', () => {
    const editor = openYamlDocument('# only key\na: 1\n');
    expect(editor.removeField(['a'])).toBe(1);
    expect(editor.getField([])).toEqual({});
    expect(editor.rewrites).toBe(1);
  });

  it('a field emptied ("") and typed again is written plain, as before it was emptied', () => {
    const editor = openYamlDocument('icon: eye\nname: "quoted"\n');
    editor.setField(['icon'], '');
    expect(editor.text()).toBe('icon: ""\nname: "quoted"\n');
    editor.setField(['icon'], 'shield-check');
    editor.setField(['name'], 'still quoted');
    expect(editor.text()).toBe('icon: shield-check\nname: "still quoted"\n');
  });

  it('a text in the YAML view is what the form reads next', () => {
    const editor = openYamlDocument('title: A\n');
    editor.setText('# note\ntitle: B\n');
    editor.setField(['title'], 'C');
    expect(editor.text()).toBe('# note\ntitle: C\n');
  });
});

describe('fields: the form read from the schemas', () => {
  const schemas = schemaFiles(SCHEMAS_DIR);
  const page = describeField(schemas.dereferenced('page.schema.json') as SchemaNode) as ObjectField;
  const child = (field: Field | undefined, name: string) => (field as ObjectField).fields.find((f) => f.name === name);

  it('humanises property names', () => {
    expect(humanise('scrollCue')).toBe('Scroll cue');
    expect(humanise('introOncePerSession')).toBe('Intro once per session');
    expect(humanise('youtube-id')).toBe('Youtube id');
  });

  it('the page: route, title, index and its blocks as a choice over the block types with their templates', () => {
    expect(page.kind).toBe('object');
    expect(child(page, 'title')).toMatchObject({ kind: 'text', label: 'Title', maxLength: 70 });
    expect(child(page, 'index')).toMatchObject({ kind: 'boolean', default: true, required: false });
    const blocks = child(page, 'blocks') as ListField;
    expect(blocks).toMatchObject({ kind: 'list', required: true, minItems: 1 });
    const choice = blocks.item as ChoiceField;
    expect(choice.kind).toBe('choice');
    expect(choice.tag).toBe('type');
    const types = choice.options.map((option) => option.value);
    expect(types).toEqual(expect.arrayContaining(['hero', 'page-header', 'card-grid', 'industry-categories', 'cta']));
    expect(types).toHaveLength(schemas.files.filter((f) => f.startsWith('blocks/')).length);
    const hero = choice.options.find((option) => option.value === 'hero')!;
    expect(hero.templates[0].value).toEqual({ type: 'hero', title: '', subtitle: '', actions: [{ label: '', to: '/contact' }] });
    // each block type's template is named for a person by the type's title, as the Add list shows it
    expect(blocks.templates.map((t) => t.label)).toEqual(expect.arrayContaining(['Hero (top of the page)', 'Categories and use cases']));
    expect(hero.label).toBe('Hero (top of the page)');
  });

  it('a hero block: title text, height enum, background video asset, actions list', () => {
    const hero = fieldAt(page, ['blocks', 0], () => 'hero') as ObjectField;
    expect(hero.kind).toBe('object');
    expect(child(hero, 'title')).toMatchObject({ kind: 'text', required: true, help: "The page's main heading (there is one per page)." });
    expect(child(hero, 'description')).toMatchObject({ kind: 'longText' });
    expect(child(hero, 'scrollCue')).toMatchObject({ kind: 'text', label: 'Scroll cue', required: false });
    expect(child(hero, 'height')).toMatchObject({ kind: 'enum', default: 'tall', options: [{ value: 'auto' }, { value: 'tall' }, { value: 'screen' }] });
    expect(child(child(hero, 'background'), 'video')).toMatchObject({ kind: 'asset', media: 'video' });
    expect(child(child(hero, 'background'), 'poster')).toMatchObject({ kind: 'asset', media: 'image' });
    const actions = child(hero, 'actions') as ListField;
    expect(actions).toMatchObject({ kind: 'list', maxItems: 3 });
    expect(child(actions.item, 'style')).toMatchObject({ kind: 'enum', options: [{ value: 'primary' }, { value: 'secondary' }] });
    expect(actions.templates[0]).toMatchObject({ label: 'Button', value: { label: '', to: '/contact' } });
  });

  it('the industry: categories list, use cases with technologies from the collection and categories from the same file', () => {
    const industry = child(page, 'industry') as ObjectField;
    const categories = child(industry, 'categories') as ListField;
    expect(categories).toMatchObject({ kind: 'list', minItems: 1, required: true });
    expect(categories.templates[0].value).toEqual({ id: '', name: '', description: '' });
    expect(child(categories.item, 'id')).toMatchObject({ kind: 'text', required: true, pattern: '^[a-z0-9][a-z0-9-]*$' });
    const useCase = (child(industry, 'useCases') as ListField).item;
    expect(child(useCase, 'technologies')).toMatchObject({ kind: 'list', maxItems: 4, item: { kind: 'ref', collection: 'technologies' } });
    expect(child(useCase, 'categories')).toMatchObject({ kind: 'list', single: true, item: { kind: 'ref', localPath: ['industry', 'categories', 'id'] } });
    expect(child(industry, 'stages')).toMatchObject({ kind: 'enum', options: [{ value: 1 }, { value: 2 }], default: 1 });
    expect(child(industry, 'skeletons')).toMatchObject({ kind: 'number', integer: true, minimum: 0, maximum: 6 });
  });

  it('icons, colours, durations, YouTube ids, code and collection names', () => {
    const cardGrid = fieldAt(page, ['blocks', 0], () => 'card-grid');
    expect(fieldAt(cardGrid!, ['cards', 0, 'icon'])).toMatchObject({ kind: 'icon', label: 'Icon' });
    const styles = describeField(schemas.dereferenced('collections/category-styles.schema.json') as SchemaNode) as ListField;
    expect(fieldAt(styles, [0, 'gradient'])).toMatchObject({ kind: 'list', minItems: 2, maxItems: 2, item: { kind: 'color' } });
    const guardrails = describeField(schemas.dereferenced('collections/guardrail-videos.schema.json') as SchemaNode) as ListField;
    expect(fieldAt(guardrails, [0, 'duration'])).toMatchObject({ kind: 'duration', format: 'minutes:seconds' });
    expect(fieldAt(guardrails, [0, 'youtubeId'])).toMatchObject({ kind: 'youtube' });
    const codeTabs = fieldAt(page, ['blocks', 0], () => 'code-tabs') as ObjectField;
    expect(JSON.stringify(codeTabs)).toContain('"kind":"longText","code":"python"');
    expect(fieldAt(page, ['blocks', 0, 'videos'], () => 'video-library')).toMatchObject({ kind: 'ref', collection: 'guardrail-videos', collectionName: true });
  });

  it('describes every schema file without failing', () => {
    for (const file of schemas.files) expect(describeField(schemas.dereferenced(file) as SchemaNode).label).toBeDefined();
  });
});
