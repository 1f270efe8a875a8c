import path from 'node:path';
import { schemaFiles } from './schema-set.ts';

/**
 * The part of src/model/schema-types.generated.ts that ties block types together: the map from each
 * type page.schema.json lists to its generated type (the registry is checked against it by tsc), the
 * union of page blocks, and a check that fails to compile, naming the type, when a schema in
 * schemas/blocks/ is missing from page.schema.json's list.
 */
export function pageBlockTypes(schemasDir: string, typeNameOf: (file: string) => string): string {
  const files = schemaFiles(schemasDir);
  const page = files.raw('page.schema.json') as unknown as { properties: { blocks: { items: { oneOf: { $ref: string }[] } } } };
  const listed = page.properties.blocks.items.oneOf.map((option) => path.posix.basename(option.$ref, '.schema.json'));
  const schemas = [...files.blockTypes().keys()].sort();
  const quote = (type: string) => `'${type}'`;
  const key = (type: string) => (/^[a-z][a-zA-Z0-9]*$/.test(type) ? type : quote(type));
  return [
    '',
    '/** Each block type page.schema.json lists, with its type; src/blocks/registry.tsx has an entry for each (checked by tsc). */',
    'export interface PageBlockTypes {',
    ...listed.map((type) => `  ${key(type)}: ${typeNameOf(`blocks/${type}.schema.json`)};`),
    '}',
    '',
    '/** A block of a page, as its schema describes it. */',
    'export type PageBlock = PageBlockTypes[keyof PageBlockTypes];',
    '',
    '/** Every schema of schemas/blocks/ is listed in page.schema.json: one that is not fails to compile here, named. */',
    `export type EveryBlockSchemaIsListed = Listed<Exclude<${schemas.map(quote).join(' | ') || 'never'}, keyof PageBlockTypes>>;`,
    'type Listed<Missing extends never> = Missing;',
    '',
  ].join('\n');
}
