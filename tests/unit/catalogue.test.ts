import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import UseCaseCatalogue from '../../src/blocks/use-case-catalogue/index.tsx';
import type { ResolvedUseCaseCatalogue } from '../../src/blocks/use-case-catalogue/types.ts';
import { filterRows, startsGroup, type CatalogueRow } from '../../src/catalogue/model.ts';
import { readCatalogue } from '../../src/config/sources/catalogue.ts';
import { parseCatalogueTsv, tableRowKey } from '../../src/config/sources/tsv.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { SiteProvider } from '../../src/ui/site-context.tsx';

const FILE = 'content/catalogue/finance.tsv';
const HEADER = 'Category\tAI Module\tAI Agent Name\tDescription\tInstant Demo Readiness';
const parse = (text: string) => parseCatalogueTsv(FILE, text, 'finance');

describe('finance table pasted from a spreadsheet', () => {
  it('finds the columns by header names, skips blank lines, and sets readiness, complexity and go-live', () => {
    const { rows, problems } = parse(
      [
        HEADER,
        'Treasury\tLiquidity Forecasting\tCash Position Agent\tForecasts daily cash by entity.\tYes',
        '',
        '   ',
        '\t\t\t\t',
        'Tax\tVAT Review\tVAT Return Checker Agent\tChecks VAT returns against the ledger.\tYes',
        'ALM\tGap Analysis\tRate Gap Agent\tMeasures repricing gaps.',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { id: 'finance-cash-position-agent', category: 'Treasury', module: 'Liquidity Forecasting', agentName: 'Cash Position Agent', description: 'Forecasts daily cash by entity.', complexity: 'Medium', demoReady: true, goLive: '6 weeks' },
      { id: 'finance-vat-return-checker-agent', category: 'Tax', module: 'VAT Review', agentName: 'VAT Return Checker Agent', description: 'Checks VAT returns against the ledger.', complexity: 'Medium', demoReady: true, goLive: '5 weeks' },
      { id: 'finance-rate-gap-agent', category: 'ALM', module: 'Gap Analysis', agentName: 'Rate Gap Agent', description: 'Measures repricing gaps.', complexity: 'Medium', demoReady: true, goLive: '6 weeks' },
    ]);
  });

  it('reports every other line that cannot be a row, on its line: nothing is dropped without a word', () => {
    const { rows, problems } = parse(
      [
        HEADER,
        'Tax\tVAT Review\tVAT Return Checker Agent\tChecks VAT returns.\tYes',
        'Tax,VAT Review,VAT Agent,Checks VAT returns, quarterly.,Yes',
        'Tax\tVAT Review\tVAT Agent',
        'Tax\tVAT Review\t\tChecks VAT returns.\tYes',
        'Tax\t\t\t\tYes',
        'Tax\tVAT Review\tVAT Agent\tChecks\tYes\tVAT.',
      ].join('\n'),
    );
    expect(rows.map((r) => r.agentName)).toEqual(['VAT Return Checker Agent']);
    expect(problems.map(({ line, col, code, message }) => ({ line, col, code, message }))).toEqual([
      {
        line: 3,
        col: 1,
        code: 'tsv-row-not-tabs',
        message: 'this row has no tab: its cells are separated by ",": copy the row from the spreadsheet again and paste it as is (the cells are then separated by tabs)',
      },
      {
        line: 4,
        col: 25,
        code: 'tsv-missing-cells',
        message: 'this row has 3 cells but the header has 5 columns: "Description" is missing; separate the cells with tabs, as the spreadsheet does when the row is copied from it',
      },
      {
        line: 5,
        col: 16,
        code: 'tsv-empty-cell',
        message: 'the "AI Agent Name" cell of this row is empty; every row needs its "AI Module", "AI Agent Name" and "Description", as in the catalogue\'s YAML lists: fill them in',
      },
      {
        line: 6,
        col: 1,
        code: 'tsv-row-without-agent',
        message: 'this row has no "AI Module", "AI Agent Name" or "Description": it would show nothing; fill them in, or delete the line',
      },
      {
        line: 7,
        col: 36,
        code: 'tsv-too-many-cells',
        message: 'this row has 6 cells but the header has 5 columns: a cell cannot hold a tab; delete the tab at column 36, or copy the row again from the spreadsheet',
      },
    ]);
  });

  it('matches header names by a part of them, in any order and case, and without a category column (its rows take the list\'s)', () => {
    const { rows, problems } = parse('Agent Name (EN)\tdescription of the agent\tAI MODULE family\r\nInvoice Agent\tMatches invoices.\tAccounting AI\r\n');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ agentName: 'Invoice Agent', description: 'Matches invoices.', module: 'Accounting AI' });
    expect(rows[0].category).toBeUndefined();
    const list = readCatalogue(PROJECT_ROOT, () => true, [], { 'content/catalogue/finance.tsv': 'Agent Name\tDescription\tAI Module\nInvoice Agent\tMatches invoices.\tAccounting AI\n' }).lists.get('finance')!;
    expect(list.rows[0]).toMatchObject({ category: 'Finance', goLive: { value: 6, unit: 'week' } });
  });

  it('knows each row by its agent\'s name, and locates an agent named twice (or two names making the same key) on its cell', () => {
    const { rows, places, problems } = parse(
      [HEADER, 'Tax\tVAT Review\tVAT Return Checker Agent\tChecks VAT returns.\tYes', 'Tax\tVAT Audit\tVAT Return Checker Agent\tAudits VAT.\tYes', 'Tax\tVAT Audit\tVAT return-checker agent!\tAudits VAT.\tYes'].join('\n'),
    );
    expect(rows.map((row) => row.id)).toEqual(['finance-vat-return-checker-agent']);
    expect(places).toEqual([{ line: 2, cols: { category: 1, module: 5, agentName: 16, description: 41 } }]);
    expect(tableRowKey('finance', 'Équipe Trésorerie & FX')).toBe('finance-equipe-tresorerie-fx');
    expect(problems.map(({ line, col, code, message }) => ({ line, col, code, message }))).toEqual([
      {
        line: 3,
        col: 15,
        code: 'tsv-agent-twice',
        message: 'the agent "VAT Return Checker Agent" is named on line 2 already: a row of a table is known by its agent\'s name (its key, "finance-vat-return-checker-agent", is what its translations name); give each agent of the table a name of its own',
      },
      {
        line: 4,
        col: 15,
        code: 'tsv-agent-twice',
        message: 'the agent "VAT return-checker agent!" has the key of "VAT Return Checker Agent", on line 2: a row of a table is known by its agent\'s name (its key, "finance-vat-return-checker-agent", is what its translations name); give each agent of the table a name of its own',
      },
    ]);
  });

  it('locates a missing column, naming the columns it found', () => {
    expect(parse('Category\tAI Module\tDescription\nTax\tVAT\tChecks VAT.').problems).toEqual([
      {
        file: FILE,
        line: 1,
        col: 1,
        code: 'tsv-missing-column',
        title: 'Missing column',
        message: 'the header has no column whose name contains "agent name"; its columns are: "Category", "AI Module", "Description"',
        detail: 'the header has no column whose name contains "agent name"',
        hint: 'its columns are: "Category", "AI Module", "Description"',
        args: { part: 'agent name', names: ['Category', 'AI Module', 'Description'] },
      },
    ]);
  });

  it('says when the table is not tab-separated', () => {
    expect(parse('Category,AI Module,AI Agent Name,Description\nTax,VAT,VAT Agent,Checks VAT.').problems).toEqual([
      {
        file: FILE,
        line: 1,
        col: 1,
        code: 'tsv-not-tabs',
        title: 'Columns not separated by tabs',
        message: 'the columns are not separated by tabs (found ","): copy the table from the spreadsheet and paste it as is, or export it as tab-separated values',
        detail: 'the columns are not separated by tabs (found ",")',
        hint: 'copy the table from the spreadsheet and paste it as is, or export it as tab-separated values',
        args: { found: { kind: 'character', character: ',' } },
      },
    ]);
    expect(parse('Category    AI Module    AI Agent Name    Description').problems[0].message).toContain('(found spaces)');
    expect(parse('').problems[0]).toMatchObject({ code: 'tsv-no-header', message: expect.stringContaining('the first line must be the header') });
  });

  it('locates a row with more cells than the header has columns, at the first tab too many', () => {
    expect(parse(`${HEADER}\nTax\tVAT\tVAT Agent\tChecks\tVAT.\tYes`).problems).toEqual([
      {
        file: FILE,
        line: 2,
        col: 30,
        code: 'tsv-too-many-cells',
        title: 'Too many cells',
        message: 'this row has 6 cells but the header has 5 columns: a cell cannot hold a tab; delete the tab at column 30, or copy the row again from the spreadsheet',
        detail: 'this row has 6 cells but the header has 5 columns',
        hint: 'a cell cannot hold a tab; delete the tab at column 30, or copy the row again from the spreadsheet',
        args: { cells: 6, columns: 5, col: 30 },
      },
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
    goLive: { value: 3, unit: 'week' },
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
    const block: ResolvedUseCaseCatalogue = {
      type: 'use-case-catalogue',
      title: 'Catalogue',
      sectorsLabel: 'Sectors',
      sectors: [{ name: 'Legal', icon, lists: ['legal'], count: 0, rowsUrl: '/_data/catalogue/catalogue/sector-0.json' }],
      searchLabel: 'Search',
      searchPlaceholder: 'Search use cases...',
      columns: { category: 'Category', module: 'AI Agent Module', agentName: 'Agent Name', description: 'Description', demoReady: 'Demo Now', goLive: 'Production In' },
      yes: 'Yes',
      no: 'No',
      count: { one: 'Showing {shown} of {count}', other: 'Showing {shown} of {count}' },
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
