import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blockOf } from '../helpers/blocks.ts';
import { formatDuration } from '../../src/model/duration.ts';
import { readCatalogue } from '../../src/config/sources/catalogue.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';

/** The shipped catalogue against the seed (000 §3 counts and finance areas, §9 go-live and demo readiness). */
const problems: never[] = [];
const { lists } = readCatalogue(PROJECT_ROOT, () => true, problems);
const rows = (id: string) => lists.get(id)!.rows;

describe('shipped catalogue', () => {
  it('has the lists of the seed with their sizes', () => {
    const sizes = Object.fromEntries([...lists].map(([id, list]) => [id, list.rows.length]));
    expect(sizes).toMatchObject({ marketing: 7, sales: 8, 'customer-service': 8, procurement: 5, education: 18, 'real-estate': 21, 'software-engineering': 21, healthcare: 21, operations: 1, support: 1 });
    expect(sizes.others).toBeGreaterThanOrEqual(18);
    expect(sizes.others).toBeLessThanOrEqual(22);
    expect(sizes.hr).toBeGreaterThanOrEqual(45);
    expect(sizes.hr).toBeLessThanOrEqual(55);
  });

  it('shows every list under one of eight sectors, Marketing first', () => {
    const { model } = loadSite();
    const block = blockOf(model!.pages.find((p) => p.route === '/ai-use-cases')!, 'use-case-catalogue');
    expect(block.sectors.map((s) => s.name)).toEqual(['Marketing', 'HR', 'Education', 'Finance', 'Real Estate', 'Software Engineering', 'Healthcare', 'Others']);
    expect(block.sectors.flatMap((s) => s.lists).sort()).toEqual([...lists.keys()].sort());
  });

  it('gives the go-live estimates of the seed', () => {
    const goLive = (id: string) => new Set(rows(id).map((r) => formatDuration(r.goLive, 'en')));
    expect(goLive('real-estate')).toEqual(new Set(['2 weeks']));
    expect(goLive('marketing')).toEqual(new Set(['3 weeks']));
    expect(goLive('others')).toEqual(new Set(['3 weeks']));
    expect(goLive('education')).toEqual(new Set(['4 weeks']));
    expect(goLive('software-engineering')).toEqual(new Set(['4 weeks']));
    expect(goLive('healthcare')).toEqual(new Set(['5 weeks']));
    const hr = rows('hr').map((r) => formatDuration(r.goLive, 'en'));
    expect(new Set(hr)).toEqual(new Set(['3 weeks', '4 weeks', '5 weeks']));
    expect(hr.filter((g) => g === '4 weeks').length).toBeGreaterThan(hr.length / 2);
    for (const id of ['sales', 'customer-service', 'procurement']) for (const g of goLive(id)) expect(['4–6 weeks', '6–8 weeks', '8–10 weeks', '10–12 weeks', '12–14 weeks']).toContain(g);
  });

  it('marks the agents the seed lists as not demo ready, and only those', () => {
    const notReady = [...lists.values()].flatMap((l) => l.rows).filter((r) => !r.demoReady).map((r) => r.agentName.toLowerCase());
    for (const name of ['linkedin outreach', 'sales coach', 'sentiment', 'csat', 'testimonial', 'vendor registration', 'agreement evaluat', 'vendor follow', 'esg report', 'voice support']) {
      expect(notReady.some((n) => n.includes(name)), name).toBe(true);
    }
    expect(notReady).toHaveLength(10);
  });

  it('is in French: every text of every list, made from today\'s English, no two descriptions alike', () => {
    const { translations = [] } = loadSite(PROJECT_ROOT, { problemsOnly: true });
    const french = translations.filter((status) => status.language === 'fr' && status.file.startsWith('content/catalogue/'));
    expect(french.map((status) => status.file).sort()).toEqual([...lists.values()].map((list) => list.file).sort());
    for (const status of french) expect({ file: status.file, missing: status.missing, stale: status.stale, unchecked: status.unchecked }).toEqual({ file: status.file, missing: [], stale: [], unchecked: [] });
    const rowsInFrench = french.flatMap((status) => (parse(readFileSync(path.join(PROJECT_ROOT, status.translation), 'utf8')) as { rows: { description: string }[] }).rows);
    expect(rowsInFrench).toHaveLength([...lists.values()].reduce((count, list) => count + list.rows.length, 0));
    expect(new Set(rowsInFrench.map((row) => row.description)).size).toBe(rowsInFrench.length);
  });

  it('reads the finance table: its areas, all demo ready, Medium, 6 and 5 weeks alternating', () => {
    const finance = rows('finance');
    const areas = new Set(finance.map((r) => r.category.toLowerCase()));
    for (const area of ['risk', 'investment', 'client', 'fraud', 'compliance', 'customer support', 'accounting', 'management control', 'tax', 'treasury', 'reporting', 'consolidation', 'structural risk', 'alm', 'esg', 'csrd', 'actuarial', 'ifrs 17', 'life', 'health', 'aging']) {
      expect([...areas].some((a) => a.includes(area)), area).toBe(true);
    }
    expect(finance.every((r) => r.demoReady && r.complexity === 'Medium')).toBe(true);
    expect(finance.map((r) => r.goLive)).toEqual(finance.map((_, i) => ({ value: i % 2 === 0 ? 6 : 5, unit: 'week' })));
  });
});
