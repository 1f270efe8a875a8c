import { describeOrigin, type ExternalContent, type Sourced } from '../../airtable/normalise.ts';
import { parseYaml, type YamlFile } from '../yaml/yaml-file.ts';

const TECHNOLOGIES_FILE = 'content/technologies.yaml';
const CARD_FIELDS = ['name', 'summary', 'cardTechnologies'] as const;

/**
 * Puts industry content from another source into the parsed YAML, where the YAML files would hold
 * it: each industry page's categories, use cases and card, and the technologies collection. The
 * rest of the pages (route, hero, blocks) stays as written. Problems in the replaced values are
 * then located in the source (table, record, field) instead of a line. Returns the collection
 * files, with a technologies file added when the project has none.
 */
export function applyExternalContent(content: ExternalContent, pages: YamlFile[], collectionFiles: YamlFile[]): YamlFile[] {
  for (const page of pages) {
    const industry = (page.data as { industry?: Record<string, unknown> } | undefined)?.industry;
    const key = industry?.key;
    if (!industry || typeof key !== 'string') continue;
    const external = content.industries.get(key);
    if (!external) continue;
    // Copies: validation resolves references in place, and the content may be used again (an import writes it).
    industry.categories = external.categories.map((c) => structuredClone(c.value));
    industry.useCases = external.useCases.map((u) => structuredClone(u.value));
    if (external.card) Object.assign(industry, structuredClone(external.card.value));
    const tables = { categories: content.tables.categories.get(key) ?? '', useCases: content.tables.useCases };
    page.origin = (path) => {
      if (path[0] !== 'industry') return undefined;
      const [, list, index, field] = path;
      if (list === 'categories' || list === 'useCases') {
        return originOf(external[list], tables[list], index, field);
      }
      const card = external.card;
      if (card && CARD_FIELDS.some((f) => f === list && card.value[f] !== undefined)) return describeOrigin(card.origin, String(list));
      return undefined;
    };
  }

  const existing = collectionFiles.find((f) => f.file === TECHNOLOGIES_FILE);
  const technologies = existing ?? parseYaml(TECHNOLOGIES_FILE, '[]', '');
  technologies.data = content.technologies.map((t) => structuredClone(t.value));
  technologies.problems = [];
  technologies.origin = ([index, field]) => originOf(content.technologies, content.tables.technologies, index, field);
  return existing ? collectionFiles : [...collectionFiles, technologies].sort((a, b) => a.file.localeCompare(b.file));
}

function originOf(items: Sourced<unknown>[], table: string, index: string | number | undefined, field: string | number | undefined): string {
  const item = index !== undefined && /^\d+$/.test(String(index)) ? items[Number(index)] : undefined;
  if (!item) return describeOrigin({ table });
  return describeOrigin(item.origin, field === undefined ? undefined : String(field));
}
