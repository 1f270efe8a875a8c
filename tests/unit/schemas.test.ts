import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry.tsx';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';

type Schema = Record<string, unknown>;
const files = (readdirSync(SCHEMAS_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).map((f) => f.split(path.sep).join('/'));
const read = (file: string) => JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as Schema;

/** Every object schema (with `properties`) inside a schema, with its JSON path. */
function objectSchemas(node: unknown, at = '#'): { at: string; schema: Schema }[] {
  if (!node || typeof node !== 'object') return [];
  const found: { at: string; schema: Schema }[] = [];
  const schema = node as Schema;
  if (schema.properties && typeof schema.properties === 'object') found.push({ at, schema });
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'defaultSnippets' || key === 'enum' || key === 'const') continue;
    if (Array.isArray(value)) value.forEach((v, i) => found.push(...objectSchemas(v, `${at}/${key}/${i}`)));
    else if (value && typeof value === 'object') found.push(...objectSchemas(value, `${at}/${key}`));
  }
  return found;
}

describe('schemas', () => {
  it('every file is a JSON Schema 2020-12, as its own schema says (the validator does not check them at each start)', () => {
    const ajv = new Ajv2020();
    for (const file of files) expect(ajv.validateSchema(read(file)), `${file}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    expect(ajv.validateSchema({ type: 'strnig' })).toBe(false);
  });

  it.each(files)('%s: every property has a description and every required field exists', (file) => {
    const missing: string[] = [];
    for (const { at, schema } of objectSchemas(read(file))) {
      const properties = schema.properties as Record<string, Schema | boolean>;
      for (const [name, property] of Object.entries(properties)) {
        if (typeof property !== 'object' || typeof property.description !== 'string' || property.description.length < 8) {
          // a bare $ref to a described definition counts as described
          const target = typeof property === 'object' && typeof property.$ref === 'string' ? property.$ref : undefined;
          if (!target || !describedDefinition(file, target)) missing.push(`${at}/properties/${name}`);
        }
      }
      for (const name of (schema.required as string[] | undefined) ?? []) expect(properties, `${file} ${at}`).toHaveProperty(name);
    }
    expect(missing).toEqual([]);
  });

  it('each block schema has a defaultSnippets skeleton and a "type" constant matching its file name', () => {
    for (const file of files.filter((f) => f.startsWith('blocks/'))) {
      const schema = read(file);
      expect(schema.defaultSnippets, file).toBeInstanceOf(Array);
      expect((schema.properties as { type: { const: string } }).type.const).toBe(path.basename(file, '.schema.json'));
    }
  });

  it('the registry, the block schemas and the page schema list the same block types', () => {
    const schemaTypes = files.filter((f) => f.startsWith('blocks/')).map((f) => path.basename(f, '.schema.json')).sort();
    const pageUnion = ((read('page.schema.json').properties as Schema).blocks as { items: { oneOf: { $ref: string }[] } }).items.oneOf
      .map((s) => path.basename(s.$ref, '.schema.json'))
      .sort();
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes);
    expect(pageUnion).toEqual(schemaTypes);
  });

  it('.vscode/settings.json maps the schemas onto the YAML files', () => {
    const settings = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, '../.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string | string[]> };
    const mapping = settings['yaml.schemas'];
    expect(mapping['./schemas/site.schema.json']).toContain('site.config.yaml');
    expect(mapping['./schemas/page.schema.json']).toContain('pages/**/*.yaml');
    for (const collection of files.filter((f) => f.startsWith('collections/'))) {
      expect(mapping[`./schemas/${collection}`]).toContain(`content/${path.basename(collection, '.schema.json')}.yaml`);
    }
  });
});

function describedDefinition(file: string, ref: string): boolean {
  const [target, pointer = ''] = ref.split('#');
  const schema = target ? read(path.posix.join(path.posix.dirname(file), target)) : read(file);
  const node = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((n, key) => (n as Schema | undefined)?.[key], schema) as Schema | undefined;
  return typeof node?.description === 'string';
}
