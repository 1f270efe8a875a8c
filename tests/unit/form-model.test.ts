import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { openYamlDocument, type FieldPath } from '../../src/editor-form/document.ts';

/** src/editor-form: the model under the form of issue 30 (one document, two views). */
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
