import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfData } from '../../src/config/yaml/data-copy.ts';
import { parseWithLines } from '../../src/config/yaml/layout.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

/** copyOfData (src/config/yaml/data-copy.ts) stands in for structuredClone on the site's data: the same copy, never the same objects. */
function siteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** Every object and array in a value. */
function containers(value: unknown): object[] {
  if (value === null || typeof value !== 'object') return [];
  return [value, ...Object.values(value).flatMap(containers)];
}

describe('copyOfData', () => {
  it("copies every file of the site as structuredClone does, sharing no object with the original", () => {
    const files = [path.join(PROJECT_ROOT, 'site.config.yaml'), ...siteFiles(path.join(PROJECT_ROOT, 'pages')), ...siteFiles(path.join(PROJECT_ROOT, 'content'))];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const data = parseWithLines(readFileSync(file, 'utf8')).doc.toJS({ maxAliasCount: 100 }) as unknown;
      const copy = copyOfData(data);
      expect(copy, file).toStrictEqual(structuredClone(data));
      const originals = new Set(containers(data));
      expect(containers(copy).filter((object) => originals.has(object)), file).toEqual([]);
    }
  });

  it('keeps a field named __proto__ as data, and copies what is not plain data (a date) as structuredClone does', () => {
    const data = JSON.parse('{ "__proto__": { "polluted": true }, "list": [1, "two", null, { "three": 3 }] }') as Record<string, unknown>;
    const copy = copyOfData(data);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ polluted: true });
    expect(copy.list).toEqual(data.list);
    expect(copy.list).not.toBe(data.list);

    const when = { at: new Date(Date.UTC(2026, 11, 1)) };
    const copied = copyOfData(when);
    expect(copied.at).toBeInstanceOf(Date);
    expect(copied.at.getTime()).toBe(when.at.getTime());
    expect(copied.at).not.toBe(when.at);
  });
});
