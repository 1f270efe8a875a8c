import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { schemaFiles } from './schema-set.ts';
import { pageBlockTypes } from './page-block-types.ts';
import { named, resolvedType } from '../../model/schema-keywords.ts';

/**
 * TypeScript types generated from schemas/ (json-schema-to-typescript): one type per block, the site,
 * the page, the industry section, the catalogue list and every collection's items. They describe the
 * data after validation and resolution, as the code receives it:
 * - a property with a default is always present (ajv fills it in);
 * - x-icon and x-logo names are SVG data (IconData), x-code text is highlighted code (HighlightedCode),
 *   an x-image path or { src, alt } is ImageData (its size read from the file);
 * - x-ref ids are the collection's item, x-collection names the collection's items.
 */
export const GENERATED_FILE = 'src/model/schema-types.generated.ts';

type Node = { [key: string]: unknown };

const BANNER = `/* Generated from schemas/ by \`npm run schema-types\` (src/config/schemas/type-generator.ts): do not edit.
 * npm test fails when this file and the schemas disagree. */
import type { HighlightedCode, IconData, ImageData } from './values.ts';`;

export async function generateSchemaTypes(schemasDir: string): Promise<string> {
  const schemas = schemaFiles(schemasDir);
  const raw = new Map(schemas.files.filter((file) => file.endsWith('.schema.json')).map((file) => [file, schemas.raw(file) as Node]));
  const definitions: Record<string, Node> = {};

  /** The combined schema's name for a file (and a $defs entry of it). */
  const keyOf = (file: string, definition?: string) => {
    const base = file.replace(/\.schema\.json$/, '');
    return definition ? `${base === 'defs' ? '' : `${base}-`}${definition}` : base;
  };
  const rewrite = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!node || typeof node !== 'object') return node;
    const source = node as Node;
    const description = typeof source.description === 'string' ? { description: source.description } : {};
    // a value a keyword resolves (src/model/schema-keywords.ts) has the type of what it becomes
    const resolved = resolvedType(source);
    if (resolved) {
      const collection = named(source, resolved.keyword) ?? '';
      const tsType = resolved.becomes === 'the named collection item' ? itemTypeName(collection) : resolved.becomes === 'the named collection items' ? `${itemTypeName(collection)}[]` : resolved.becomes;
      return { tsType, ...description };
    }
    // a reference with only a description beside it is the referenced type (one name, not a copy per use)
    if (typeof source.$ref === 'string' && Object.keys(source).length > 1 && Object.keys(source).every((key) => ['$ref', 'description', 'title'].includes(key))) {
      return rewrite({ $ref: source.$ref }, file) as Node;
    }
    const result: Node = {};
    for (const [key, value] of Object.entries(source)) {
      if (key.startsWith('x-') || ['defaultSnippets', 'patternErrorMessage', 'discriminator', '$schema', '$id', '$defs', 'examples', 'not'].includes(key)) continue;
      // "one of these fields is required": a rule for the validator, not a shape for TypeScript
      if ((key === 'anyOf' || key === 'oneOf') && (value as Node[]).every((option) => Object.keys(option).every((k) => k === 'required'))) continue;
      if (key === '$ref' && typeof value === 'string') {
        const [target, pointer] = value.split('#');
        const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
        const definition = pointer?.match(/^\/\$defs\/([^/]+)$/)?.[1];
        if (pointer && !definition) throw new Error(`${file}: unsupported $ref ${value}`);
        result.$ref = `#/$defs/${keyOf(targetFile, definition)}`;
        continue;
      }
      result[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Node).map(([name, property]) => [name, rewrite(property, file)])) : rewrite(value, file);
    }
    // after validation every property with a default is there
    const properties = result.properties as Record<string, Node> | undefined;
    if (properties) {
      const withDefaults = Object.entries(properties).filter(([, property]) => property.default !== undefined).map(([name]) => name);
      if (withDefaults.length > 0) result.required = [...new Set([...((result.required as string[] | undefined) ?? []), ...withDefaults])];
    }
    return result;
  };

  for (const [file, schema] of raw) {
    for (const [name, definition] of Object.entries((schema.$defs ?? {}) as Record<string, Node>)) definitions[keyOf(file, name)] = rewrite(definition, file) as Node;
    if (file === 'defs.schema.json') continue; // only its $defs are types
    const rewritten = rewrite(schema, file) as Node;
    definitions[keyOf(file)] = { ...rewritten, title: typeNameOf(file) };
    if (file.startsWith('collections/')) {
      const name = file.slice('collections/'.length, -'.schema.json'.length);
      definitions[`${keyOf(file)}-item`] = { ...(rewritten.items as Node), title: itemTypeName(name) };
      definitions[keyOf(file)] = { ...rewritten, items: { $ref: `#/$defs/${keyOf(file)}-item` }, title: typeNameOf(file) };
    }
  }

  const combined = { title: 'SchemaTypes', type: 'object', additionalProperties: false, properties: {}, $defs: definitions } as JSONSchema;
  const output = await compile(combined, 'SchemaTypes', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    maxItems: 2, // a pair stays a pair ([from, to]); longer bounds are the validator's business
    declareExternallyReferenced: true,
    format: true,
    style: { singleQuote: true, printWidth: 140 },
    customName: (schema, definitionKey) => (typeof schema.title === 'string' ? undefined : definitionKey ? pascal(definitionKey) : undefined),
  });
  // the combined root only gathers the definitions
  return output.replace(/\nexport interface SchemaTypes \{\}\n/, '\n') + pageBlockTypes(schemasDir, typeNameOf);
}

/** `blocks/hero.schema.json` → HeroBlock, `site.schema.json` → SiteConfig, `collections/tools.schema.json` → Tools. */
function typeNameOf(file: string): string {
  const base = path.posix.basename(file, '.schema.json');
  if (file.startsWith('blocks/')) return `${pascal(base)}Block`;
  if (base === 'site') return 'SiteConfig';
  if (base === 'industry') return 'IndustrySection';
  return pascal(base);
}

function itemTypeName(collection: string): string {
  return `${pascal(collection)}Item`;
}

function pascal(name: string): string {
  return name.replace(/(^|[-_:\s/])([a-z0-9])/gi, (_, _sep: string, letter: string) => letter.toUpperCase());
}
