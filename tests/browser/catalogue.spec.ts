import { expect, test, type Page } from '@playwright/test';
import { visit } from './helpers.ts';
import type { CatalogueRow } from '../../src/catalogue/model.ts';
import { formatDuration } from '../../src/model/duration.ts';
import { dataFile, pageData } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/** The use-case catalogue as a visitor uses it: sectors, search, table, features, explainer cards. */
const page = pageData('/ai-use-cases');
const catalogue = blockOf(page, 'use-case-catalogue');
const features = blockOf(page, 'feature-accordion');
const explainers = blockOf(page, 'explainer-cards');
/** The rows of a sector, as the build published them (the first sector's also come with the page). */
const rowsOf = (sector: { rowsUrl: string }) => dataFile<CatalogueRow[]>(sector.rowsUrl);
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** The count line: its English form chosen by the sector's number of use cases ("one" for 1, else "other"). */
const countLine = (shown: number, total: number, sector: string) => fill(total === 1 ? catalogue.count.one! : catalogue.count.other, { shown, count: total, sector });

const tab = (p: Page, name: string) => p.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
const bodyRows = (p: Page) => p.locator('.catalogue__table tbody tr');

test.beforeEach(async ({ page: p }) => {
  await visit(p, '/ai-use-cases');
});

test('the header, Marketing chosen first, and every sector with its rows, count and first-row category labels', async ({ page: p }) => {
  await expect(p.locator('h1')).toHaveText(catalogue.title);
  await expect(p.getByText(catalogue.subtitle!)).toBeVisible();
  await expect(p.getByRole('link', { name: catalogue.actions![0]!.label })).toHaveAttribute('href', '/contact');
  await expect(p.getByRole('tab')).toHaveCount(8);
  await expect(tab(p, 'Marketing')).toHaveAttribute('aria-selected', 'true');
  await expect(p.locator('thead th')).toHaveText(Object.values(catalogue.columns));

  for (const sector of catalogue.sectors) {
    const rows = rowsOf(sector);
    await tab(p, sector.name).click();
    await expect(tab(p, sector.name)).toHaveAttribute('aria-selected', 'true');
    await expect(bodyRows(p)).toHaveCount(rows.length);
    await expect(p.locator('.catalogue__count')).toHaveText(countLine(rows.length, rows.length, sector.name));
    await expect(tab(p, sector.name).locator('.catalogue__sector-count')).toHaveText(String(rows.length));
    // the category label is shown on the first row of each group only
    const labels = await bodyRows(p).locator('td.catalogue__category').allTextContents();
    const expected = rows.map((row, i) => (i === 0 || rows[i - 1].category !== row.category ? row.category : ''));
    expect(labels).toEqual(expected);
    const first = rows[0];
    await expect(bodyRows(p).first().locator('td')).toHaveText([first.category, first.module, first.agentName, first.description, first.demoReady ? catalogue.yes : catalogue.no, formatDuration(first.goLive, 'en')]);
  }
});

test('agents that are not demo ready say No', async ({ page: p }) => {
  const sector = catalogue.sectors.find((s) => rowsOf(s).some((r) => !r.demoReady))!;
  await tab(p, sector.name).click();
  const notReady = rowsOf(sector).find((r) => !r.demoReady)!;
  const row = bodyRows(p).filter({ hasText: notReady.agentName });
  await expect(row.locator('.catalogue__demo')).toHaveText(catalogue.no);
});

test('search within the chosen sector: case-insensitive, trimmed, over module, name, description and category', async ({ page: p }) => {
  const sector = catalogue.sectors.find((s) => s.name === 'Healthcare')!;
  const rows = rowsOf(sector);
  await tab(p, sector.name).click();
  const target = rows[3];
  const box = p.getByRole('searchbox', { name: catalogue.searchLabel });
  await box.fill(`  ${target.agentName.toUpperCase()}  `);
  await expect(bodyRows(p).first().locator('.catalogue__agent')).toHaveText(target.agentName);
  const expected = rows.filter((r) => [r.module, r.agentName, r.description, r.category].some((t) => t.toLowerCase().includes(target.agentName.toLowerCase())));
  await expect(bodyRows(p)).toHaveCount(expected.length);
  await expect(p.locator('.catalogue__count')).toHaveText(countLine(expected.length, rows.length, sector.name));

  await box.fill('zzzz-no-such-agent');
  await expect(bodyRows(p)).toHaveCount(0);
  await expect(p.locator('.catalogue__count')).toHaveText(fill(catalogue.noMatch, { query: 'zzzz-no-such-agent', sector: sector.name }));
  await box.fill('');
  await expect(bodyRows(p)).toHaveCount(rows.length);
});

test('the first sector comes with the page; another loads when chosen, and a failed load says so and retries', async ({ page: p }) => {
  const html = await (await p.request.get('/ai-use-cases')).text();
  const first = rowsOf(catalogue.sectors[0]);
  const hr = catalogue.sectors.find((s) => s.name === 'HR')!;
  expect(html).toContain(JSON.stringify(first[0].description).slice(1, -1));
  expect(html).not.toContain(JSON.stringify(rowsOf(hr)[0].description).slice(1, -1));

  let fail = true;
  await p.route(`**${hr.rowsUrl}`, (route) => (fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await tab(p, 'HR').click();
  const alert = p.getByRole('alert').filter({ hasText: catalogue.loadError });
  await expect(alert).toBeVisible();
  await expect(bodyRows(p)).toHaveCount(0);
  fail = false;
  await alert.getByRole('button').click();
  await expect(bodyRows(p)).toHaveCount(rowsOf(hr).length);
});

test('the table keeps its header visible, is at most 60% of the viewport high and scrolls sideways on a phone', async ({ page: p }) => {
  await tab(p, 'HR').click();
  const scroller = p.locator('.catalogue__scroll');
  const viewport = p.viewportSize()!;
  expect((await scroller.boundingBox())!.height).toBeLessThanOrEqual(viewport.height * 0.6 + 1);
  await scroller.evaluate((el) => el.scrollTo(0, 400));
  const header = await p.locator('thead th').first().boundingBox();
  const box = await scroller.boundingBox();
  expect(Math.abs(header!.y - box!.y)).toBeLessThan(3);

  await p.setViewportSize({ width: 390, height: 800 });
  expect(await p.locator('.catalogue__table').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(800);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('sectors by keyboard: arrows move and choose, Home and End jump', async ({ page: p }) => {
  await tab(p, 'Marketing').focus();
  await p.keyboard.press('ArrowRight');
  await expect(tab(p, 'HR')).toBeFocused();
  await expect(tab(p, 'HR')).toHaveAttribute('aria-selected', 'true');
  await p.keyboard.press('ArrowLeft');
  await p.keyboard.press('ArrowLeft');
  await expect(tab(p, 'Others')).toHaveAttribute('aria-selected', 'true');
  await p.keyboard.press('Home');
  await expect(tab(p, 'Marketing')).toBeFocused();
  await p.keyboard.press('End');
  await expect(tab(p, 'Others')).toBeFocused();
  await p.keyboard.press('Tab');
  await expect(p.getByRole('searchbox', { name: catalogue.searchLabel })).toBeFocused();
});

test('features: the first open, another opens alone, clicking the open one closes all; placeholders without videos', async ({ page: p }) => {
  const toggles = p.locator('.feature-accordion__toggle');
  await expect(toggles).toHaveCount(features.features.length);
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(p.locator('.feature-accordion__panel:not([hidden])')).toHaveCount(1);

  await toggles.nth(2).click();
  await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(p.locator('.feature-accordion__media')).toContainText(features.texts.noVideo);

  await toggles.nth(2).click();
  await expect(p.locator('.feature-accordion__toggle[aria-expanded="true"]')).toHaveCount(0);
  await expect(p.locator('.feature-accordion__media')).toContainText(features.texts.noFeature);

  // by keyboard
  await toggles.nth(1).focus();
  await p.keyboard.press('Enter');
  await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await p.keyboard.press('Space');
  await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('the HR agent picker starts at the first of 22 agents (no Agent 5) and wraps both ways', async ({ page: p }) => {
  const agents = features.features[0].agents!;
  expect(agents).toHaveLength(22);
  expect(agents.map((a) => a.label)).not.toContain('Agent 5');
  const current = p.locator('.agent-picker__current');
  const buttons = p.locator('.agent-picker__agent');
  await expect(buttons).toHaveCount(22);
  await expect(current).toContainText(agents[0].label);
  await p.getByRole('button', { name: features.texts.previous }).click();
  await expect(current).toContainText(agents[21].label);
  await expect(buttons.nth(21)).toHaveAttribute('aria-pressed', 'true');
  await p.getByRole('button', { name: features.texts.next }).click();
  await expect(current).toContainText(agents[0].label);
  await p.getByRole('button', { name: features.texts.next }).click();
  await expect(current).toContainText(agents[1].label);
  await expect(p.locator('.agent-picker')).toContainText(features.texts.noVideo);
  // choosing the selected agent again deselects it
  await buttons.nth(1).click();
  await expect(p.locator('.agent-picker')).toContainText(features.texts.noAgent);
});

test('explainer cards: Memory open at first, one open at a time, by mouse and keyboard', async ({ page: p }) => {
  const toggles = p.locator('.explainer-card__toggle');
  await expect(toggles).toHaveText(explainers.cards.map((c) => c.title));
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await toggles.nth(2).click();
  await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(p.locator('.explainer-card__details:not([hidden])')).toHaveCount(1);
  await expect(p.locator('.explainer-card__details:not([hidden]) li').first()).toHaveText(explainers.cards[2].details[0]);
  await toggles.nth(3).focus();
  await p.keyboard.press('Enter');
  await expect(toggles.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test('the integrations heading and its logo strip', async ({ page: p }) => {
  await expect(p.getByRole('heading', { name: "We build Chatgpt's for industries" })).toBeVisible();
  expect(await p.locator('.logo-strip img, .logo-strip svg, .logo-strip [role="img"]').count()).toBeGreaterThan(8);
});
