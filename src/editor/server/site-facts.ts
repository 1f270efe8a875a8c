import path from 'node:path';
import { parse } from 'yaml';
import { schemaFiles } from '../../config/schemas/schema-set.ts';
import type { EditorFacts } from '../contract.ts';
import { SITE_CONFIG, type SiteTexts } from './files.ts';
import { translationOf } from '../../config/languages/languages.ts';
import { translationSchema } from '../../config/languages/translation-schema.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { fieldLabelsIn, schemaIn } from '../form/schema-words.ts';

/** What the editor knows of the site besides the open file: schemas, ids, icons, the page a file shows on. */

type Json = Record<string, unknown>;

/** The schema a file is validated against, as in the config pipeline (src/config/site/load-site.ts). */
export function schemaFileFor(file: string): string | undefined {
  if (file === SITE_CONFIG) return 'site.schema.json';
  if (file.startsWith('pages/') && /\.ya?ml$/.test(file)) return 'page.schema.json';
  if (/^content\/catalogue\/[^/]+\.ya?ml$/.test(file)) return 'catalogue-list.schema.json';
  const collection = /^content\/([^/]+)\.ya?ml$/.exec(file)?.[1];
  return collection ? `collections/${collection}.schema.json` : undefined;
}

/**
 * The schema the editor completes and explains `file` with: its own, or for a translation file
 * (pages/about.fr.yaml) the texts of its source's (src/config/languages/translation-schema.ts); its
 * labels and help in the interface `language` (src/editor/form/schema-words.ts).
 */
export function editorSchemaFor(schemasDir: string, file: string, language: InterfaceLanguage = 'en'): Json | undefined {
  const translation = translationOf(file);
  const schemaFile = schemaFileFor(translation ? translation.source : file);
  const schema = schemaFile ? schemaIn(schemaFile, dereferencedSchema(schemasDir, schemaFile), language, schemasDir) : undefined;
  if (!schema || !translation) return schema;
  return fieldLabelsIn(translationSchema(schema as Record<string, unknown>, translation.code, translation.source.startsWith('pages/'), language) as Json, language, schemasDir);
}

/**
 * The schema with every `$ref` replaced by what it points to (the fields beside a `$ref`, such as its
 * description, win), so the browser needs no resolver. A reference met again inside itself stops there.
 */
export function dereferencedSchema(schemasDir: string, schemaFile: string): Json | undefined {
  return schemaFiles(schemasDir).dereferenced(schemaFile);
}

/** The entries of a collection in content/<name>.yaml: its key field (id, or the schema's x-key) and the name a person knows it by. */
function collectionEntries(files: Pick<SiteTexts, 'read'>, schemasDir: string, name: string): { id: string; label?: string }[] {
  const keyField = schemaFiles(schemasDir).collections().get(name) ?? 'id';
  try {
    const found = files.read(`content/${name}.yaml`);
    if (!found) return [];
    const items = parse(found.text) as unknown;
    if (!Array.isArray(items)) return [];
    return items.flatMap((item) => {
      const id = item?.[keyField];
      if (typeof id !== 'string') return [];
      const label = [item.name, item.title].find((v): v is string => typeof v === 'string' && v !== id);
      return [label ? { id, label } : { id }];
    });
  } catch {
    return [];
  }
}

export function editorFacts(files: Pick<SiteTexts, 'read'>, schemasDir: string, iconNames: string[]): EditorFacts {
  // (the ids of content/<name>.yaml are read at each call: a file saved meanwhile is seen)
  const entries = collectionNames(schemasDir).map((name) => [name, collectionEntries(files, schemasDir, name)] as const);
  return {
    icons: iconNames,
    collections: Object.fromEntries(entries.map(([name, list]) => [name, list.map((e) => e.id)])),
    labels: Object.fromEntries(entries.map(([name, list]) => [name, Object.fromEntries(list.flatMap((e) => (e.label ? [[e.id, e.label]] : [])))])),
  };
}

/** The collection names of schemas/collections/. */
export function collectionNames(schemasDir: string): string[] {
  return [...schemaFiles(schemasDir).collections().keys()];
}

function readData(files: SiteTexts, file: string): unknown {
  try {
    const found = files.read(file);
    return found ? (parse(found.text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, into));
  return into;
}

/**
 * The route of the page that shows `file`: a page file's own route; for site.config.yaml the home page;
 * for a content file, the page that names it (a video-library's `videos: guardrail-videos`, a catalogue
 * sector's list id), else the page that uses most of its ids or names (technologies, category styles).
 */
export function previewRouteFor(files: SiteTexts, file: string): string {
  // a page or site.config.yaml: that file alone says it (every page read and parsed takes seconds at 1,000 pages)
  if (!file.startsWith('content/')) {
    const route = file.startsWith('pages/') && /\.ya?ml$/.test(file) ? (readData(files, file) as { route?: unknown } | undefined)?.route : undefined;
    return typeof route === 'string' ? route : '/';
  }
  const pages = files.list()
    .filter((f) => f.startsWith('pages/') && /\.ya?ml$/.test(f) && !translationOf(f))
    .flatMap((f) => {
      const data = readData(files, f) as { route?: unknown } | undefined;
      return typeof data?.route === 'string' ? [{ file: f, route: data.route, values: strings(data) }] : [];
    });
  const own = pages.find((p) => p.file === file);
  if (own) return own.route;
  if (!file.startsWith('content/')) return '/';
  const name = path.posix.basename(file).replace(/\.(ya?ml|tsv)$/, '');
  const naming = pages.find((p) => p.values.includes(name));
  if (naming) return naming.route;
  const data = readData(files, file);
  const keys = new Set(
    (Array.isArray(data) ? data : []).flatMap((item: unknown) =>
      item && typeof item === 'object' ? Object.values(item as Json).filter((v): v is string => typeof v === 'string').slice(0, 2) : [],
    ),
  );
  let best = { route: '/', count: 0 };
  for (const page of pages) {
    const count = page.values.filter((v) => keys.has(v)).length;
    if (count > best.count) best = { route: page.route, count };
  }
  return best.route;
}
