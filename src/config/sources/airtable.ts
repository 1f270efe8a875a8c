import { describeOrigin, normaliseBase, type ExternalContent, type IndustryTable, type Sourced } from '../../airtable/normalise.ts';
import { readBase, type AirtableSettings } from '../../airtable/read.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { parseYaml, type YamlFile } from '../yaml/yaml-file.ts';
import type { ContentSource } from './content-source.ts';

export const TECHNOLOGIES_FILE = 'content/technologies.yaml';
const CARD_FIELDS = ['name', 'summary', 'cardTechnologies'] as const;

/**
 * The industries' content from the Airtable base of site.config.yaml (read here, in Node, when building; never
 * in a browser): each industry page's categories, use cases and card, and the technologies collection.
 */
export function airtableSource(settings: AirtableSettings): ContentSource {
  return {
    name: 'airtable',
    async load({ files }) {
      const pages = files.filter((file) => file.file.startsWith('pages/'));
      const { content, problems } = await readAirtableContent(settings, pages);
      return { files: content ? airtableFiles(content, pages) : [], problems };
    },
  };
}

/** Reads the base's tables of the industries `pages` have (each page's key, name and Airtable table), or gives the problem that stopped it. */
export async function readAirtableContent(settings: AirtableSettings, pages: readonly YamlFile[]): Promise<{ content?: ExternalContent; problems: Problem[] }> {
  const industries = industriesOf(pages);
  try {
    const snapshot = await readBase(settings, industries.map((i) => i.table));
    return { content: normaliseBase(snapshot, industries), problems: [] };
  } catch (error) {
    return { problems: [{ file: `Airtable base ${settings.baseId}`, line: 0, col: 0, ...say('airtable-read-failed', { reason: (error as Error).message }) }] };
  }
}

/** Each industry page's key, name and table, read leniently: mistakes in them are left to the site's validation. */
function industriesOf(pages: readonly YamlFile[]): IndustryTable[] {
  return pages.flatMap((page) => {
    const industry = (page.data as { industry?: Record<string, unknown> } | undefined)?.industry;
    if (typeof industry?.key !== 'string' || typeof industry.name !== 'string') return [];
    const table = typeof industry.airtableTable === 'string' ? industry.airtableTable : industry.name;
    return [{ key: industry.key, name: industry.name, table }];
  });
}

/**
 * The base's content as files to lay over the site's (src/config/sources/content-source.ts): for each industry page
 * its categories, use cases and card, where the YAML would hold them (the rest of the page stays as written), and
 * content/technologies.yaml. Problems in these values are located in the base (table, record, field), not on a line.
 */
export function airtableFiles(content: ExternalContent, pages: readonly YamlFile[]): YamlFile[] {
  const files: YamlFile[] = [];
  for (const page of pages) {
    const key = (page.data as { industry?: Record<string, unknown> } | undefined)?.industry?.key;
    if (typeof key !== 'string') continue;
    const external = content.industries.get(key);
    if (!external) continue;
    const tables = { categories: content.tables.categories.get(key) ?? '', useCases: content.tables.useCases };
    const industry = { categories: external.categories.map((c) => c.value), useCases: external.useCases.map((u) => u.value), ...external.card?.value };
    files.push(
      contentFile(page.file, { industry }, (path) => {
        if (path[0] !== 'industry') return undefined;
        const [, list, index, field] = path;
        if (list === 'categories' || list === 'useCases') {
          return originOf(external[list], tables[list], index, field);
        }
        const card = external.card;
        if (card && CARD_FIELDS.some((f) => f === list && card.value[f] !== undefined)) return describeOrigin(card.origin, String(list));
        return undefined;
      }),
    );
  }
  const technologies = content.technologies.map((t) => t.value);
  files.push(contentFile(TECHNOLOGIES_FILE, technologies, ([index, field]) => originOf(content.technologies, content.tables.technologies, index, field)));
  return files;
}

function contentFile(file: string, data: unknown, origin: NonNullable<YamlFile['origin']>): YamlFile {
  return { ...parseYaml(file, '[]'), data, origin };
}

function originOf(items: Sourced<unknown>[], table: string, index: string | number | undefined, field: string | number | undefined): string {
  const item = index !== undefined && /^\d+$/.test(String(index)) ? items[Number(index)] : undefined;
  if (!item) return describeOrigin({ table });
  return describeOrigin(item.origin, field === undefined ? undefined : String(field));
}
