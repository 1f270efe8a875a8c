import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ExternalUseCase } from '../../src/airtable/normalise.ts';
import { listYaml, loadSite } from '../../src/config/site/load-site.ts';
import type { FakeAirtableRecord } from './fake-services.ts';

/** A record id as Airtable makes them: rec and 14 letters and digits (stable for a given seed). */
export function recordId(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(seed).digest();
  return `rec${Array.from(bytes.subarray(0, 14), (b) => alphabet[b % alphabet.length]).join('')}`;
}


/**
 * The Airtable base a company would have for a site: the seed's tables filled with the site's own
 * YAML content. Links use both forms Airtable data comes in: a use case with a list of categories
 * links them by record id (a linked-record field), one with a single category by its id text;
 * technologies are linked by record id. The Industries table holds each industry's card.
 */
export function baseFromSite(root: string): Record<string, FakeAirtableRecord[]> {
  const technologies = parse(readFileSync(path.join(root, 'content/technologies.yaml'), 'utf8')) as { id: string; name: string }[];
  const technologyRecord = new Map(technologies.map((t) => [t.id, recordId(`technology:${t.id}`)]));
  const cards = new Map(loadSite(root).model!.industries.map((ref) => [ref.key, ref]));
  const tables: Record<string, FakeAirtableRecord[]> = {
    Technologies: technologies.map((t) => ({ id: technologyRecord.get(t.id)!, fields: { id: t.id, name: t.name, type: 'AI Technology' } })),
    'Use Cases': [],
    Industries: [],
  };
  for (const file of listYaml(root, 'pages')) {
    const industry = (parse(readFileSync(path.join(root, file), 'utf8')) as { industry?: { key: string; name: string; airtableTable?: string; categories: { id: string; name: string; description: string }[]; useCases: ExternalUseCase[] } }).industry;
    if (!industry) continue;
    const categoryRecord = new Map(industry.categories.map((c) => [c.id, recordId(`${industry.key}:category:${c.id}`)]));
    tables[industry.airtableTable ?? industry.name] = industry.categories.map((c) => ({ id: categoryRecord.get(c.id)!, fields: { ...c } }));
    for (const useCase of industry.useCases) {
      const { technologies: techs, categories, ...text } = useCase;
      tables['Use Cases'].push({
        id: recordId(`${industry.key}:use-case:${useCase.id}`),
        fields: {
          ...text,
          technology: techs.map((t) => technologyRecord.get(t) ?? t),
          [industry.key]: Array.isArray(categories) ? categories.map((c) => categoryRecord.get(c) ?? c) : categories,
        },
      });
    }
    const card = cards.get(industry.key)!;
    tables.Industries.push({
      id: recordId(`industry:${industry.key}`),
      fields: { Id: industry.key, Title: card.name, Description: card.summary, Technologies: card.technologies.join(', '), 'Use Cases': [] },
    });
  }
  return tables;
}
