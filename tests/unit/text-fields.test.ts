import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemaFiles, type SchemaNode } from '../../src/config/schemas/schema-set.ts';
import { contradictions, isText, statedKind, stringFields, textPaths, type DataPath } from '../../src/config/schemas/text-fields.ts';
import { loadSchemas } from '../../src/config/schemas/validator.ts';
import { schemaFileFor } from '../../src/editor/server/site-facts.ts';
import { PROJECT_ROOT, SCHEMAS_DIR, SITE_FILE } from '../../src/paths.ts';

/**
 * The texts of the site, marked once in the schemas ("x-text": true, src/model/schema-keywords.ts): what a
 * translation file gives in its language. Every string of the shipped site is either a text or says in its
 * schema what else it is, and textPaths (src/config/schemas/text-fields.ts) lists the texts of a file.
 */

/** A translation file (pages/about.fr.yaml): only texts, not validated against the source's schema. */
const TRANSLATION = /\.[a-z]{2}(-[A-Z]{2})?\.ya?ml$/;

/** The YAML files of the shipped site and their schemas: site.config.yaml, pages/, content/ (not the .tsv lists). */
function siteFiles(): { file: string; schemaFile: string; data: unknown }[] {
  const under = (dir: string) =>
    (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[]).map((name) => `${dir}/${name.split(path.sep).join('/')}`);
  return [SITE_FILE, ...under('pages'), ...under('content')]
    .filter((file) => /\.ya?ml$/.test(file) && !TRANSLATION.test(file))
    .sort()
    .map((file) => {
      const schemaFile = schemaFileFor(file);
      if (!schemaFile) throw new Error(`no schema for ${file}`);
      return { file, schemaFile, data: parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as unknown };
    });
}

/** Every schema node of every file, as written ($defs included) and with its $refs followed, with where it is. */
function schemaNodes(): { at: string; node: SchemaNode; parent?: SchemaNode; name?: string; underText: boolean }[] {
  const files = schemaFiles(SCHEMAS_DIR);
  const nodes: ReturnType<typeof schemaNodes> = [];
  const walk = (node: unknown, at: string, underText: boolean, parent?: SchemaNode, name?: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`, underText, parent));
    if (!node || typeof node !== 'object') return;
    const schema = node as SchemaNode;
    nodes.push({ at, node: schema, parent, name, underText });
    for (const [key, value] of Object.entries(schema)) {
      if (['enum', 'const', 'default', 'defaultSnippets', 'examples'].includes(key)) continue;
      if (key === 'properties') {
        for (const [property, child] of Object.entries(value as Record<string, unknown>)) walk(child, `${at}/properties/${property}`, underText || isText(schema), schema, property);
      } else walk(value, `${at}/${key}`, underText || isText(schema), schema);
    }
  };
  for (const file of files.files) {
    walk(files.raw(file), `${file}#`, false);
    walk(files.dereferenced(file), `${file} (dereferenced)#`, false);
  }
  return nodes;
}

const where = (file: string, at: DataPath) => `${file}: ${at.join('.')}`;

describe('the texts of the site', () => {
  const files = siteFiles();
  const schemas = loadSchemas(SCHEMAS_DIR);
  const fields = files.map(({ file, schemaFile, data }) => ({ file, fields: stringFields(schemas, schemaFile, data) }));

  it('are every string whose schema does not say what else it is: each string of the shipped site is one or the other', () => {
    expect(files.map(({ file }) => file)).toEqual(expect.arrayContaining([SITE_FILE, 'pages/home.yaml', 'pages/industries/banking.yaml', 'content/tools.yaml', 'content/catalogue/hr.yaml']));
    const unstated = fields.flatMap(({ file, fields }) => fields.filter((field) => field.kind === 'unstated').map((field) => where(file, field.path)));
    expect(unstated, 'strings whose schema says neither "x-text": true nor what else they are (x-text: false, an x- keyword, enum, const, format, pattern)').toEqual([]);
    const kinds = fields.flatMap(({ fields }) => fields.map((field) => field.kind));
    expect(kinds.filter((kind) => kind === 'text').length).toBeGreaterThan(1000);
    expect(kinds.filter((kind) => kind === 'value').length).toBeGreaterThan(1000);
  });

  it('are marked in the schemas without contradiction: no text is also a route, a link, an id, an icon, a media file or one of a list', () => {
    const contradicted = schemaNodes().flatMap(({ at, node }) => (contradictions(node).length > 0 ? [`${at}: x-text with ${contradictions(node).join(', ')}`] : []));
    expect(contradicted).toEqual([]);
    expect(contradictions({ type: 'string', 'x-text': true, 'x-route': true })).toEqual(['x-route']);
    expect(contradictions({ type: 'string', 'x-text': true, enum: ['a', 'b'] })).toEqual(['enum']);
    expect(contradictions({ type: 'object', 'x-text': true, 'x-plural': true })).toEqual([]);
  });

  it('are marked in every schema: each string a schema declares is a text or says what else it is', () => {
    const unstated = schemaNodes().flatMap(({ at, node, parent, name, underText }) => {
      const types = [node.type].flat();
      if (!types.includes('string') || underText || isText(node) || statedKind(node) || node.$ref !== undefined) return []; // a $ref: seen dereferenced
      if (node.items && (isText(node.items) || statedKind(node.items))) return []; // one item for a list of them (categories: loans)
      if (name !== undefined && (parent?.discriminator as { propertyName?: string } | undefined)?.propertyName === name) return []; // a union's tag: each branch's const
      return [at];
    });
    expect(unstated).toEqual([]);
    // a pattern asking for a {placeholder} (Slide {n} of {total}, © {year} {brand}) is a message's: a text, not a value of a form
    const messages = schemaNodes().filter(({ node }) => typeof node.pattern === 'string' && /\\\{\w+\\\}/.test(node.pattern));
    expect(messages.length).toBeGreaterThanOrEqual(7);
    expect(messages.filter(({ node }) => !isText(node)).map(({ at }) => at)).toEqual([]);
  });

  it('give a counted message whole: the object is the text, its plural forms are not marked', () => {
    expect(schemaNodes().filter(({ node, underText }) => underText && isText(node)).map(({ at }) => at)).toEqual([]);
    const site = files.find(({ file }) => file === SITE_FILE)!;
    const paths = textPaths(schemas, site.schemaFile, site.data);
    expect(paths).toContainEqual(['forms', 'contact', 'text', 'tooLong']);
    expect(paths).toContainEqual(['industryPages', 'categoryDialogIntro']);
    expect(paths).not.toContainEqual(['forms', 'contact', 'text', 'tooLong', 'one']);
    expect(paths.filter((p) => p[p.length - 1] === 'other')).toEqual([]);
  });
});

describe('textPaths', () => {
  const schemas = loadSchemas(SCHEMAS_DIR);
  const read = (file: string) => parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as Record<string, any>;

  it('lists the texts of an industry page: titles, names and sentences, not its route, ids and references', () => {
    const banking = read('pages/industries/banking.yaml');
    const paths = textPaths(schemas, 'page.schema.json', banking);
    expect(paths).toContainEqual(['title']);
    expect(paths).toContainEqual(['description']);
    expect(paths).not.toContainEqual(['route']);
    expect(paths).toContainEqual(['industry', 'name']);
    expect(paths).toContainEqual(['industry', 'categories', 0, 'name']);
    expect(paths).not.toContainEqual(['industry', 'categories', 0, 'id']);
    expect(paths).not.toContainEqual(['industry', 'key']);
    expect(paths).toContainEqual(['industry', 'useCases', 0, 'title']);
    expect(paths).toContainEqual(['industry', 'useCases', 0, 'advantage']);
    expect(paths).not.toContainEqual(['industry', 'useCases', 0, 'id']);
    expect(paths.filter((p) => p[2] === 'useCases' && (p[4] === 'technologies' || p[4] === 'categories'))).toEqual([]);
    expect(banking.industry.useCases[0].technologies.length).toBeGreaterThan(0);
    const hero = banking.blocks.findIndex((block: { type: string }) => block.type === 'hero');
    expect(paths).toContainEqual(['blocks', hero, 'title']);
    expect(paths).not.toContainEqual(['blocks', hero, 'type']);
    expect(paths).not.toContainEqual(['blocks', hero, 'background', 'video']);
    // every path names a text of the file: a string, or a counted message
    const at = (p: DataPath) => p.reduce<any>((value, key) => value[key], banking);
    expect(paths.filter((p) => typeof at(p) !== 'string')).toEqual([]);
    // in file order, each once
    expect(new Set(paths.map((p) => p.join('.'))).size).toBe(paths.length);
    expect(paths.indexOf(paths.find((p) => p[0] === 'title')!)).toBeLessThan(paths.findIndex((p) => p[0] === 'industry'));
  });

  it('lists the texts of the site config: messages, labels, placeholders, not colours, field names nor links', () => {
    const site = read(SITE_FILE);
    const paths = textPaths(schemas, 'site.schema.json', site);
    expect(paths).toContainEqual(['messages', 'skipToContent']);
    expect(paths).toContainEqual(['messages', 'slideOf']);
    expect(paths).toContainEqual(['footer', 'copyright']);
    expect(paths).toContainEqual(['navigation', 'links', 0, 'label']);
    expect(paths).not.toContainEqual(['navigation', 'links', 0, 'to']);
    expect(paths).toContainEqual(['forms', 'contact', 'fields', 0, 'label']);
    expect(paths).toContainEqual(['forms', 'contact', 'fields', 0, 'placeholder']);
    expect(paths).not.toContainEqual(['forms', 'contact', 'fields', 0, 'name']);
    expect(paths).not.toContainEqual(['forms', 'booking', 'slots', 0]);
    expect(paths).not.toContainEqual(['theme', 'colors', 'text']);
    expect(paths).not.toContainEqual(['language']);
    expect(paths).not.toContainEqual(['url']);
  });

  it('takes an image’s text alternative, not its file; and a collection’s names, not the names the code matches', () => {
    const page = read('pages/experts.yaml');
    const index = page.blocks.findIndex((block: { image?: unknown }) => block.image);
    expect(index).toBeGreaterThanOrEqual(0);
    const paths = textPaths(schemas, 'page.schema.json', page);
    expect(paths).toContainEqual(['blocks', index, 'image', 'alt']);
    expect(paths).not.toContainEqual(['blocks', index, 'image', 'src']);

    expect(textPaths(schemas, 'collections/technologies.schema.json', read('content/technologies.yaml'))).toContainEqual([0, 'name']);
    expect(textPaths(schemas, 'collections/category-styles.schema.json', read('content/category-styles.yaml'))).toEqual([]);
  });

  it('leaves out the facts, the same in every language: an e-mail address, a phone number, a place, a figure, a counter’s prefix', () => {
    const texts = (file: string, type: string) => {
      const page = read(file);
      const index = page.blocks.findIndex((block: { type: string }) => block.type === type);
      expect(index, `${file}: ${type}`).toBeGreaterThanOrEqual(0);
      const paths = textPaths(schemas, 'page.schema.json', page).filter((p) => p[0] === 'blocks' && p[1] === index);
      return { block: page.blocks[index], paths: paths.map((p) => p.slice(2).join('.')) };
    };
    const contact = texts('pages/contact.yaml', 'contact-form');
    expect(contact.block.details.map((detail: { value: string }) => detail.value)).toEqual(expect.arrayContaining(['contact@example.com', '+212 522 00 00 00']));
    contact.block.details.forEach((_: unknown, index: number) => {
      expect(contact.paths).toContain(`details.${index}.label`);
      expect(contact.paths).not.toContain(`details.${index}.value`);
    });
    const stats = texts('pages/home.yaml', 'stats');
    stats.block.items.forEach((_: unknown, index: number) => {
      expect(stats.paths).toContain(`items.${index}.label`);
      expect(stats.paths).not.toContain(`items.${index}.value`);
    });
    const counter = texts('pages/technical-expertise.yaml', 'counter');
    expect(counter.paths).toContain('caption');
    expect(counter.block.prefix).toBe('+');
    expect(counter.paths).not.toContain('prefix');
  });

  it('reads the schemas through the validator’s schema set or the schema files alike', () => {
    const banking = read('pages/industries/banking.yaml');
    expect(textPaths(schemaFiles(SCHEMAS_DIR), 'page.schema.json', banking)).toEqual(textPaths(schemas, 'page.schema.json', banking));
  });
});
