import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaDefault, schemaFiles } from '../../src/config/schemas/schema-set.ts';
import { loadSchemas, schemaCompilations, type ValidationContext } from '../../src/config/schemas/validator.ts';

/** src/config/schemas/schema-set.ts: schemas/ read once, for the validator, the editor and the type generator. */
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function schemasCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

describe('the schema set', () => {
  it('reads a directory once, and again (with a new compiled validator) once a file changes', () => {
    const dir = schemasCopy();
    const first = schemaFiles(dir);
    expect(schemaFiles(dir)).toBe(first);
    expect(loadSchemas(dir)).toBe(loadSchemas(dir));
    const compiled = loadSchemas(dir);
    const file = path.join(dir, 'collections/tools.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...schema, 'x-key': 'name' }, null, 2));
    const second = schemaFiles(dir);
    expect(second).not.toBe(first);
    expect(second.collections().get('tools')).toBe('name');
    expect(first.collections().get('tools')).toBe('id');
    expect(loadSchemas(dir)).not.toBe(compiled);
  });

  it("keeps ajv's code for the schemas: another copy of the same schemas is not compiled again and finds the same mistakes; a changed schema is", () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'schema-code-'));
    copies.push(cache);
    const before = process.env.SITE_CONFIG_CACHE;
    process.env.SITE_CONFIG_CACHE = cache;
    try {
      const context: ValidationContext = { routes: new Set(['/', '/contact']), anchors: new Map(), collections: new Map(), publicDir: cache, language: 'en' };
      const page = () => ({ route: '/x', blocks: [{ type: 'hero', title: '', actions: [{ label: 'Talk to us', to: '/nowhere', style: 'loud' }], extra: 1 }, { type: 'cta' }] });
      const mistakes = (dir: string) => loadSchemas(dir).validate('page.schema.json', page(), context).errors.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message }));
      // schemas no run compiled before (the code outlives a run, in memory too): a description of their own
      const copy = (properties: Record<string, unknown> = {}) => {
        const dir = schemasCopy();
        const file = path.join(dir, 'blocks/hero.schema.json');
        const hero = JSON.parse(readFileSync(file, 'utf8')) as { description: string; properties: Record<string, unknown> };
        writeFileSync(file, JSON.stringify({ ...hero, description: `${hero.description} (${run})`, properties: { ...hero.properties, ...properties } }));
        return dir;
      };
      const run = randomBytes(8).toString('hex');
      const compilations = schemaCompilations.count;
      const first = mistakes(copy());
      expect(schemaCompilations.count).toBe(compilations + 1);
      expect(first.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(expect.arrayContaining(['/blocks/0/title minLength', '/blocks/0/actions/0/to x-link', '/blocks/0 additionalProperties']));
      expect(mistakes(copy())).toEqual(first);
      expect(schemaCompilations.count).toBe(compilations + 1);

      const now = mistakes(copy({ extra: { type: 'integer', description: 'A field the test adds.' } }));
      expect(schemaCompilations.count).toBe(compilations + 2);
      expect(now.map((e) => `${e.instancePath} ${e.keyword}`)).not.toContain('/blocks/0 additionalProperties');
    } finally {
      if (before === undefined) delete process.env.SITE_CONFIG_CACHE;
      else process.env.SITE_CONFIG_CACHE = before;
    }
  });

  it('lists every file, the collections with their key field and the block types with what the pipeline reads', () => {
    const schemas = schemaFiles(SCHEMAS_DIR);
    expect(schemas.files).toContain('page.schema.json');
    expect(schemas.files).toContain('blocks/hero.schema.json');
    expect([...schemas.files]).toEqual([...schemas.files].sort());
    expect(schemas.collections().get('category-styles')).toBe('name');
    expect(schemas.collections().get('tools')).toBe('id');
    expect(schemas.blockTypes().get('hero')).toMatchObject({ headline: true });
    expect(schemas.blockTypes().get('industry-categories')).toMatchObject({ headline: false, shows: 'industry' });
    expect(schemas.blockTypes().get('prose')?.anchors).toContainEqual(['id']);
  });

  it('dereferences a schema once and hands out copies', () => {
    const schemas = schemaFiles(SCHEMAS_DIR);
    const page = schemas.dereferenced('page.schema.json')!;
    expect(JSON.stringify(page)).not.toContain('$ref');
    expect(page.$defs).toBeUndefined();
    (page.properties as Record<string, unknown>).route = 'changed';
    expect((schemas.dereferenced('page.schema.json')!.properties as Record<string, { type?: string }>).route.type).toBe('string');
    expect(schemas.dereferenced('collections/nothing.schema.json')).toBeUndefined();
  });

  it('finds the schema of a value along the data, a block by its type', () => {
    const schemas = schemaFiles(SCHEMAS_DIR);
    const page = { route: '/', blocks: [{ type: 'hero', title: 'Hi' }] };
    expect(schemas.schemaAt('page.schema.json', page, ['blocks', 0])?.properties).toHaveProperty('title');
    expect(schemas.schemaAt('page.schema.json', page, ['blocks', 0, 'title'])?.type).toBe('string');
    expect(schemas.schemaAt('page.schema.json', page, ['nothing', 'here'])).toBeUndefined();
  });

  it('reads the default a schema declares', () => {
    expect(schemaDefault(SCHEMAS_DIR, 'site.schema.json', ['data', 'airtable', 'tokenEnv'])).toBe('AIRTABLE_TOKEN');
    expect(() => schemaDefault(SCHEMAS_DIR, 'site.schema.json', ['data', 'nothing'])).toThrow('declares no property data.nothing');
  });
});
