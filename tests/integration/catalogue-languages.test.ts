import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../../src/catalogue/model.ts';
import { stampTranslation } from '../../src/config/languages/stamp.ts';
import { formatProblem, noteLines } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import type { ResolvedUseCaseCatalogue } from '../../src/blocks/use-case-catalogue/types.ts';
import { htmlFileFor, prerender } from '../../src/prerender/prerender.ts';
import { languageDataUrl } from '../../src/runtime/queries.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * The catalogue's rows in French and Arabic, built: the fixture site in three languages with a catalogue
 * page, a YAML list and a table (finance.tsv), each with a French translation beside it (marketing.fr.yaml,
 * finance.fr.yaml) that translates some rows and leaves one out; no Arabic for the rows.
 */

const LANGUAGES = `language: en
languages:
  - { code: en, name: English, default: true }
  - { code: fr, name: Français }
  - { code: ar, name: العربية, dir: rtl }
`;
const PAGE = `route: /catalogue
title: Catalogue
description: The catalogue of agents.
blocks:
  - type: use-case-catalogue
    title: Catalogue
    sectorsLabel: Sectors
    sectors:
      - name: Marketing
        icon: megaphone
        lists: [marketing, finance]
    searchLabel: Search
    searchPlaceholder: Search use cases...
    columns: { category: Category, module: AI Agent Module, agentName: Agent Name, description: Description, demoReady: Demo Now, goLive: Production In }
    "yes": "Yes"
    "no": "No"
    count: { one: "Showing {shown} of {count}", other: "Showing {shown} of {count}" }
    empty: No use cases yet for {sector}.
    noMatch: No use cases match "{query}".
    loading: Loading the agents of {sector}…
    loadError: Error loading data
`;
const PAGE_FR = `title: Catalogue des agents
blocks:
  - title: Catalogue des agents
    columns: { goLive: En production sous }
    "yes": Oui
    "no": Non
`;
const PAGE_AR = `title: دليل الوكلاء
blocks:
  - title: دليل الوكلاء
    columns: { goLive: التشغيل الفعلي خلال }
`;
const ROWS = {
  brief: `  - id: marketing-campaign-brief
    category: Campaigns
    agentName: Campaign Brief Agent
    module: Campaign Planning
    description: Turns a launch note into a campaign brief.
    complexity: Medium
    demoReady: true
    goLive: 3 weeks
`,
  seo: `  - id: marketing-seo-content
    category: Content
    agentName: SEO Content Agent
    module: Content Production
    description: Drafts search-optimised articles.
    complexity: Medium
    demoReady: true
    goLive: 2 months
`,
  newsletter: `  - id: marketing-newsletter-writer
    category: Content
    agentName: Newsletter Writer Agent
    module: Content Production
    description: Assembles the monthly newsletter.
    complexity: Low
    demoReady: false
    goLive: 8–10 weeks
`,
};
const LIST = (order: (keyof typeof ROWS)[]) => `category: Marketing\nrows:\n${order.map((row) => ROWS[row]).join('')}`;
const LIST_FR = `category: Marketing
rows:
  - id: marketing-seo-content
    category: Contenus
    agentName: Agent de rédaction SEO
    module: Production de contenus
    description: Rédige des articles optimisés pour le référencement.
  - id: marketing-campaign-brief
    category: Campagnes
    agentName: Agent de brief de campagne
    module: Planification des campagnes
    description: Transforme une note de lancement en brief de campagne.
`;
const TABLE_ROWS = ['Treasury\tLiquidity Forecasting\tCash Position Agent\tForecasts daily cash by entity.\tYes', 'Tax\tVAT Review\tVAT Return Checker Agent\tChecks VAT returns against the ledger.\tYes'];
const TABLE = (rows: string[]) => ['Category\tAI Module\tAI Agent Name\tDescription\tInstant Demo Readiness', ...rows, ''].join('\n');
const TABLE_FR = `rows:
  - id: finance-vat-return-checker-agent
    category: Fiscalité
    agentName: Agent de contrôle des déclarations de TVA
    module: Revue de la TVA
    description: Rapproche les déclarations de TVA du grand livre.
`;

const site = siteCopy();
const { root } = site;
const work = mkdtempSync(path.join(tmpdir(), 'catalogue-languages-'));
const out = path.join(work, 'out');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
const stamp = (file: string) => write(file, stampTranslation(root, file).text);

/** The rows of the catalogue's first sector in a language, as the build publishes them. */
function rowsIn(model: NonNullable<ReturnType<typeof loadSite>['model']>, code: string): CatalogueRow[] {
  const page = model.pages.find((candidate) => (candidate.lang ?? 'en') === code && candidate.route.endsWith('/catalogue'))!;
  const block = page.blocks.find((candidate) => candidate.type === 'use-case-catalogue') as unknown as ResolvedUseCaseCatalogue;
  return model.data[languageDataUrl(block.sectors[0].rowsUrl, code === 'en' ? undefined : code)] as CatalogueRow[];
}

beforeAll(async () => {
  ensureBundles();
  const config = readFileSync(path.join(root, 'site.config.yaml'), 'utf8');
  expect(config).toContain('language: en\n');
  write('site.config.yaml', config.replace('language: en\n', LANGUAGES));
  write('pages/catalogue.yaml', PAGE);
  write('pages/catalogue.fr.yaml', PAGE_FR);
  write('pages/catalogue.ar.yaml', PAGE_AR);
  mkdirSync(path.join(root, 'content/catalogue'));
  write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']));
  write('content/catalogue/marketing.fr.yaml', LIST_FR);
  write('content/catalogue/finance.tsv', TABLE(TABLE_ROWS));
  write('content/catalogue/finance.fr.yaml', TABLE_FR);
  stamp('content/catalogue/marketing.fr.yaml');
  stamp('content/catalogue/finance.fr.yaml');
});

afterAll(() => {
  site.remove();
  rmSync(work, { recursive: true, force: true });
});

describe('the catalogue in French and Arabic, built', () => {
  let french = '';
  let arabic = '';
  beforeAll(async () => {
    const result = await prerender({ root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir: out, pageCacheDir: path.join(work, 'cache'), precompress: false });
    if (!result.ok) throw new Error(`the build failed:\n${result.problems.map(formatProblem).join('\n')}`);
    const notFound = result.model.shell.notFoundRoute;
    french = readFileSync(path.join(out, htmlFileFor('/fr/catalogue', notFound, 'fr')), 'utf8');
    arabic = readFileSync(path.join(out, htmlFileFor('/ar/catalogue', notFound, 'ar')), 'utf8');
  });

  it('shows a row translated into French in French, its texts not marked', () => {
    expect(french).toContain('<td class="catalogue__agent">Agent de brief de campagne</td>');
    expect(french).toContain('<td class="catalogue__description">Transforme une note de lancement en brief de campagne.</td>');
    expect(french).toContain('<td class="catalogue__category">Campagnes</td>');
    expect(french).toContain('<td>Planification des campagnes</td>');
    // a table's row, found by its agent's name
    expect(french).toContain('<td class="catalogue__agent">Agent de contrôle des déclarations de TVA</td>');
    expect(french).not.toContain('Campaign Brief Agent');
  });

  it('shows a row not yet in French in English, marked lang="en" dir="ltr"', () => {
    expect(french).toContain('<td class="catalogue__agent" lang="en" dir="ltr">Newsletter Writer Agent</td>');
    expect(french).toContain('<td class="catalogue__description" lang="en" dir="ltr">Assembles the monthly newsletter.</td>');
    expect(french).toContain('<td class="catalogue__agent" lang="en" dir="ltr">Cash Position Agent</td>');
    expect(french).toContain('<td class="catalogue__category" lang="en" dir="ltr">Treasury</td>');
    // the facts of the row are said in French all the same
    expect(french).toMatch(/<td class="catalogue__agent" lang="en" dir="ltr">Newsletter Writer Agent<\/td>.*?Non.*?<td class="catalogue__golive">8–10\u00a0semaines<\/td>/);
  });

  it('writes the time to go live in each language, in Latin digits', () => {
    expect(french).toContain('<td class="catalogue__golive">3\u00a0semaines</td>');
    expect(french).toContain('<td class="catalogue__golive">2\u00a0mois</td>');
    expect(french).toContain('<td class="catalogue__golive">6\u00a0semaines</td>');
    expect(arabic).toContain('<td class="catalogue__golive">3 أسابيع</td>');
    expect(arabic).toContain('<td class="catalogue__golive">8–10 أسابيع</td>');
    expect(arabic).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    const english = readFileSync(path.join(out, 'catalogue/index.html'), 'utf8');
    expect(english).toContain('<td class="catalogue__golive">3 weeks</td>');
    expect(english).toContain('<td class="catalogue__golive">2 months</td>');
  });

  it('marks every row of the Arabic page as English, none of them being translated', () => {
    expect(arabic).toContain('<div class="block" data-block="use-case-catalogue">');
    for (const name of ['Campaign Brief Agent', 'SEO Content Agent', 'Newsletter Writer Agent', 'Cash Position Agent', 'VAT Return Checker Agent']) {
      expect(arabic).toContain(`<td class="catalogue__agent" lang="en" dir="ltr">${name}</td>`);
    }
    expect(arabic).not.toMatch(/<td class="catalogue__(agent|description)">/);
  });
});

describe('the catalogue translations, checked', () => {
  it('keeps each French text on its row when the English rows are reordered', () => {
    write('content/catalogue/marketing.yaml', LIST(['newsletter', 'seo', 'brief']));
    write('content/catalogue/finance.tsv', TABLE([...TABLE_ROWS].reverse()));
    try {
      const { model, problems, notes = [] } = loadSite(root);
      expect(problems.map(formatProblem)).toEqual([]);
      const rows = rowsIn(model!, 'fr');
      expect(rows.map((row) => [row.id, row.agentName, row.untranslated])).toEqual([
        ['marketing-newsletter-writer', 'Newsletter Writer Agent', ['category', 'module', 'agentName', 'description']],
        ['marketing-seo-content', 'Agent de rédaction SEO', undefined],
        ['marketing-campaign-brief', 'Agent de brief de campagne', undefined],
        ['finance-vat-return-checker-agent', 'Agent de contrôle des déclarations de TVA', undefined],
        ['finance-cash-position-agent', 'Cash Position Agent', ['category', 'module', 'agentName', 'description']],
      ]);
      const missing = noteLines(notes, true).filter((line) => line.includes('content/catalogue/'));
      expect(missing.some((line) => line.includes('content/catalogue/marketing.fr.yaml') && line.includes('rows.marketing-newsletter-writer.agentName'))).toBe(true);
      expect(missing.some((line) => line.includes('rows.finance-cash-position-agent.description'))).toBe(true);
      expect(rowsIn(model!, 'en').map((row) => row.goLive)).toEqual([
        { value: 8, to: 10, unit: 'week' },
        { value: 2, unit: 'month' },
        { value: 3, unit: 'week' },
        { value: 6, unit: 'week' },
        { value: 5, unit: 'week' },
      ]);
    } finally {
      write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']));
      write('content/catalogue/finance.tsv', TABLE(TABLE_ROWS));
    }
  });

  it('counts the rows\' texts per language, and says when the English of a translated row changes', () => {
    write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']).replace('Turns a launch note into a campaign brief.', 'Turns a launch note into a brief per channel.'));
    try {
      const { problems, notes = [], translations = [] } = loadSite(root, { problemsOnly: true });
      expect(problems.map(formatProblem)).toEqual([]);
      const status = (file: string, language: string) => translations.find((candidate) => candidate.file === file && candidate.language === language)!;
      expect(status('content/catalogue/marketing.yaml', 'fr')).toMatchObject({ translation: 'content/catalogue/marketing.fr.yaml', texts: 13, translated: 9, stale: ['rows.marketing-campaign-brief.description'] });
      expect(status('content/catalogue/finance.tsv', 'fr')).toMatchObject({ translation: 'content/catalogue/finance.fr.yaml', texts: 9, translated: 4, stale: [], unchecked: [] });
      expect(status('content/catalogue/finance.tsv', 'ar')).toMatchObject({ translation: 'content/catalogue/finance.ar.yaml', texts: 9, translated: 0 });
      const stale = notes.find((note) => note.code === 'translation-stale' && note.file === 'content/catalogue/marketing.fr.yaml')!;
      expect(stale.message).toContain('Turns a launch note into a brief per channel.');
    } finally {
      write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']));
    }
  });

  it('says where a time to go live is not a number and a unit, and what to write', () => {
    write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']).replace('goLive: 2 months', 'goLive: three weeks'));
    try {
      expect(loadSite(root, { problemsOnly: true }).problems.map(formatProblem)).toEqual([
        'content/catalogue/marketing.yaml:18:13 "goLive" is "three weeks": a time to go live is a number and a unit (days, weeks or months), such as 3 weeks, or a range with an en dash, such as 8–10 weeks; write goLive: 3 weeks',
      ]);
    } finally {
      write('content/catalogue/marketing.yaml', LIST(['brief', 'seo', 'newsletter']));
    }
  });

  it('refuses a translation that names a row by a text that is not one', () => {
    write('content/catalogue/finance.fr.yaml', `${readFileSync(path.join(root, 'content/catalogue/finance.fr.yaml'), 'utf8')}    goLive: 6 semaines\n`);
    try {
      const lines = loadSite(root, { problemsOnly: true }).problems.map(formatProblem);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^content\/catalogue\/finance\.fr\.yaml:7:5 rows\.finance-vat-return-checker-agent\.goLive is not a text/);
    } finally {
      write('content/catalogue/finance.fr.yaml', TABLE_FR);
      stamp('content/catalogue/finance.fr.yaml');
    }
  });
});
