import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import UseCaseCatalogue, { type UseCaseCatalogueBlock } from '../../src/blocks/use-case-catalogue/index.tsx';
import { filterRows, startsGroup, type CatalogueRow } from '../../src/catalogue/model.ts';
import { parseCatalogueTsv } from '../../src/config/tsv.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/load-site.ts';
import { SiteProvider } from '../../src/ui/site-context.tsx';

const FILE = 'content/catalogue/finance.tsv';
const HEADER = 'Category\tAI Module\tAI Agent Name\tDescription\tInstant Demo Readiness';
const parse = (text: string) => parseCatalogueTsv(FILE, text, 'finance', 'Finance');

describe('finance table pasted from a spreadsheet', () => {
  it('finds the columns by header names, skips blank and empty rows, and sets readiness, complexity and go-live', () => {
    const { rows, problems } = parse(
      [
        HEADER,
        'Treasury\tLiquidity Forecasting\tCash Position Agent\tForecasts daily cash by entity.\tYes',
        '',
        '   ',
        'Tax\t\t\t\tYes',
        'Tax\tVAT Review\tVAT Return Checker Agent\tChecks VAT returns against the ledger.\tYes',
        'ALM\tGap Analysis\tRate Gap Agent\tMeasures repricing gaps.\tYes',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { id: 'finance-1', category: 'Treasury', module: 'Liquidity Forecasting', agentName: 'Cash Position Agent', description: 'Forecasts daily cash by entity.', complexity: 'Medium', demoReady: true, goLive: '6 weeks' },
      { id: 'finance-2', category: 'Tax', module: 'VAT Review', agentName: 'VAT Return Checker Agent', description: 'Checks VAT returns against the ledger.', complexity: 'Medium', demoReady: true, goLive: '5 weeks' },
      { id: 'finance-3', category: 'ALM', module: 'Gap Analysis', agentName: 'Rate Gap Agent', description: 'Measures repricing gaps.', complexity: 'Medium', demoReady: true, goLive: '6 weeks' },
    ]);
  });

  it('matches header names by a part of them, in any order and case, and without a category column', () => {
    const { rows, problems } = parse('Agent Name (EN)\tdescription of the agent\tAI MODULE family\r\nInvoice Agent\tMatches invoices.\tAccounting AI\r\n');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ agentName: 'Invoice Agent', description: 'Matches invoices.', module: 'Accounting AI', category: 'Finance' });
  });

  it('locates a missing column, naming the columns it found', () => {
    expect(parse('Category\tAI Module\tDescription\nTax\tVAT\tChecks VAT.').problems).toEqual([
      { file: FILE, line: 1, col: 1, code: 'tsv-missing-column', message: 'the header has no column whose name contains "agent name"; its columns are: "Category", "AI Module", "Description"' },
    ]);
  });

  it('says when the table is not tab-separated', () => {
    expect(parse('Category,AI Module,AI Agent Name,Description\nTax,VAT,VAT Agent,Checks VAT.').problems).toEqual([
      {
        file: FILE,
        line: 1,
        col: 1,
        code: 'tsv-not-tabs',
        message: 'the columns are not separated by tabs (found ","): copy the table from the spreadsheet and paste it as is, or export it as tab-separated values',
      },
    ]);
    expect(parse('Category    AI Module    AI Agent Name    Description').problems[0].message).toContain('(found spaces)');
    expect(parse('').problems[0]).toMatchObject({ code: 'tsv-no-header', message: expect.stringContaining('the first line must be the header') });
  });

  it('locates a row with more cells than the header has columns', () => {
    expect(parse(`${HEADER}\nTax\tVAT\tVAT Agent\tChecks\tVAT.\tYes`).problems).toEqual([
      { file: FILE, line: 2, col: 30, code: 'tsv-too-many-cells', message: 'this row has 6 cells but the header has 5 columns: is there a tab inside a cell?' },
    ]);
  });
});

describe('catalogue table', () => {
  const row = (id: string, category: string, agentName: string, module = 'Module', description = 'Does things.'): CatalogueRow => ({
    id,
    category,
    agentName,
    module,
    description,
    complexity: 'Low',
    demoReady: true,
    goLive: '3 weeks',
  });
  const rows = [row('a', 'Sales', 'Lead Scoring Agent'), row('b', 'Sales', 'Proposal Writer Agent', 'Proposals'), row('c', 'Customer Service', 'Ticket Triage Agent', 'Triage', 'Routes SALES questions.')];

  it('searches module, agent name, description and category, case-insensitive and trimmed', () => {
    expect(filterRows(rows, '  PROPOSALS ').map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, 'triage agent').map((r) => r.id)).toEqual(['c']);
    expect(filterRows(rows, 'sales').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(filterRows(rows, '   ')).toBe(rows);
    expect(filterRows(rows, 'blockchain')).toEqual([]);
  });

  it('shows the category label only on the first row of its group', () => {
    expect(rows.map((_, i) => startsGroup(rows, i))).toEqual([true, false, true]);
    const filtered = filterRows(rows, 'proposal');
    expect(startsGroup(filtered, 0)).toBe(true);
  });
});

describe('catalogue block', () => {
  it('says when a sector has no agents yet', () => {
    const icon = { mode: 'stroke' as const, elements: [] };
    const block: UseCaseCatalogueBlock = {
      type: 'use-case-catalogue',
      title: 'Catalogue',
      sectorsLabel: 'Sectors',
      sectors: [{ name: 'Legal', icon, lists: ['legal'], count: 0, rowsUrl: '/_data/catalogue/catalogue/sector-0.json' }],
      searchLabel: 'Search',
      searchPlaceholder: 'Search use cases...',
      columns: { category: 'Category', module: 'AI Agent Module', agentName: 'Agent Name', description: 'Description', demoReady: 'Demo Now', goLive: 'Production In' },
      yes: 'Yes',
      no: 'No',
      count: 'Showing {count} of {total}',
      empty: 'No use cases yet for {sector}. Data coming soon.',
      noMatch: 'No use cases match "{query}".',
      loading: 'Loading the agents of {sector}…',
      loadError: 'Error loading data',
    };
    const { model } = loadSite(PROJECT_ROOT);
    const html = renderToStaticMarkup(
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(SiteProvider, { value: model!.shell }, createElement(UseCaseCatalogue, { block }))),
    );
    expect(html).toContain('No use cases yet for Legal. Data coming soon.');
    expect(html).not.toContain('<table');
  });
});
