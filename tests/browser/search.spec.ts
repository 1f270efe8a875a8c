import { expect, test, type Page } from '@playwright/test';
import type { CountedMessage } from '../../src/model/schema-types.generated.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { syntheticDocuments } from '../../src/bench/search.ts';
import type { IndustryData } from '../../src/industry/model.ts';
import { SEARCH_DATA_URL, toSearchData } from '../../src/search/data.ts';
import { searchDocumentsOfModel } from '../../src/search/documents.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { fakeAlgolia } from '../helpers/fake-services.ts';
import { expectHydrated, holdRequests, pauseClock, stopClockBeforeLoad, visit } from './helpers.ts';
import { industries, pageData, shell, SITE_DIR } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/** The search page as a visitor uses it, on the embedded engine (and once on a local fake of Algolia). */
const block = blockOf(pageData('/transform'), 'use-case-search');
const texts = block.messages;
const detail = shell.industryPages.detail;

const searchBox = (page: Page) => page.getByRole('combobox', { name: block.searchLabel });
const results = (page: Page) => page.locator('.result-card');
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** The English form of a counted message for `count`: "one" for 1, "other" for any other number. */
const form = (message: CountedMessage, count: number) => (count === 1 ? message.one! : message.other);

async function open(page: Page, query = '') {
  await visit(page, `/transform${query ? `?q=${encodeURIComponent(query)}` : ''}`);
}

/** The engine's state, on the search section: waiting (not started), loading, ready or failed. */
const engineState = (page: Page) => page.locator('.search-page');
const isSearchData = (url: string) => new URL(url).pathname === SEARCH_DATA_URL;
/** Every industry's data file as the build wrote it, by address. */
const industryFiles = Object.fromEntries(
  industries.map((i) => [`/_data/industries/${i.slug}.json`, JSON.parse(readFileSync(`${SITE_DIR}/_data/industries/${i.slug}.json`, 'utf8')) as IndustryData]),
);
const useCaseTitled = (title: string) => Object.values(industryFiles).flatMap((file) => file.useCases).find((u) => u.title === title)!;

test('typing shows Searching..., then highlighted results with the count; the address keeps the query', async ({ page }) => {
  // the search data held back: the searching state stays on screen until the test has seen it
  const release = await holdRequests(page.context(), '**/_data/search.json');
  await open(page);
  await expect(page.locator('h1')).toHaveText(block.title);
  await searchBox(page).pressSequentially('predictive maintenance', { delay: 20 });
  await expect(page.getByText(texts.searching)).toBeVisible();
  await expect(page.locator('.result-skeleton')).toHaveCount(6);
  await expect(results(page)).toHaveCount(0);
  release();

  const count = page.locator('.search-results__count');
  await expect(count).toContainText(/^Found \d+ use case\(s\) matching "predictive maintenance"/);
  await expect(page.getByText(texts.searching)).toBeHidden();
  const total = Number((await count.textContent())!.match(/Found (\d+)/)![1]);
  await expect(results(page)).toHaveCount(Math.min(total, shell.search.hitsPerPage));
  await expect(results(page).first().locator('.result-card__title mark').first()).toHaveText(/predictive|maintenance/i);
  await expect(results(page).first()).toContainText(texts.keyAdvantage);
  await expect(results(page).first()).toContainText(texts.learnMore);
  await expect(page).toHaveURL(/\?q=predictive\+maintenance$/);
});

for (const [misspelled, word] of [
  ['maintanance', 'Maintenance'],
  ['forcasting', 'Forecasting'],
]) {
  test(`a misspelled query ('${misspelled}') still finds the ${word} use cases`, async ({ page }) => {
    await open(page);
    await searchBox(page).fill(misspelled);
    await expect(page.locator('.search-results__count')).toContainText(fill(texts.found.other, { count: '', query: misspelled }).replace(/^Found  /, ''));
    const titles = await results(page).locator('.result-card__title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(5);
    for (const title of titles.slice(0, 5)) expect(title).toContain(word);
    await expect(results(page).first().locator('mark').first()).toHaveText(word);
  });
}

test('no results: the messages of the seed, and no industry card', async ({ page }) => {
  await open(page);
  await searchBox(page).fill('zqxj vbnm');
  await expect(page.getByRole('heading', { name: texts.noResultsTitle })).toBeVisible();
  for (const message of [texts.tryDifferent, texts.noResultsText, texts.noResultsHint]) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.locator('.industry-carousel__count')).toHaveText(block.carousel.none);
  await expect(page.locator('.industry-card')).toHaveCount(0);
});

test('a blank query shows nothing; clearing resets results, count and error', async ({ page }) => {
  await page.clock.install();
  await open(page, 'invoice');
  await expect(results(page).first()).toBeVisible();
  await pauseClock(page);
  await searchBox(page).fill('    ');
  await page.clock.runFor(shell.search.debounceMs * 2); // past the debounce: nothing is searched for a blank query
  await expect(results(page)).toHaveCount(0);
  await expect(page.locator('.search-results__count')).toBeEmpty();
  await expect(page.locator('.search-results__error, .result-skeleton, .search-results__empty')).toHaveCount(0);
  await page.clock.resume();

  await searchBox(page).fill('invoice');
  await expect(results(page).first()).toBeVisible();
  await page.getByRole('button', { name: block.clearLabel }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(results(page)).toHaveCount(0);
  await expect(page.locator('.search-results__count')).toBeEmpty();
  await expect(page.locator('.industry-carousel__count')).toHaveText(fill(form(block.carousel.showing, industries.length), { count: industries.length }));
  await expect(page).toHaveURL(/\/transform$/);
});

test('twenty results a page, and the next twenty on request', async ({ page }) => {
  await open(page, 'agent');
  await expect(results(page)).toHaveCount(shell.search.hitsPerPage);
  await page.getByRole('button', { name: texts.showMore }).click();
  await expect(results(page)).toHaveCount(shell.search.hitsPerPage * 2);
});

test('a result opens the use-case dialog, which books a call and closes on the backdrop', async ({ page }) => {
  await open(page, 'tenant screening');
  const card = results(page).first();
  const title = (await card.locator('.result-card__title').textContent())!;
  const opener = card.getByRole('button', { name: title });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  for (const heading of [detail.technologyStack, detail.keyAdvantages, detail.exampleImplementation, detail.practicalApplication]) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  await dialog.getByRole('button', { name: detail.bookCall }).click();
  const booking = page.getByRole('dialog', { name: shell.forms.booking.text.title });
  await expect(booking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('up to five title suggestions, chosen with the keyboard', async ({ page }) => {
  await open(page);
  const box = searchBox(page);
  await box.fill('schedul');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(shell.search.suggestions);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const chosen = (await options.nth(1).textContent())!;
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(chosen);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.search-results__count')).toContainText(`matching "${chosen}"`);
  await expect(results(page).first().locator('.result-card__title')).toHaveText(chosen);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});

test('Escape with the suggestions open closes them and keeps the text; a second Escape clears it', async ({ page }) => {
  await open(page);
  const box = searchBox(page);
  await box.fill('schedul');
  await expect(page.getByRole('option')).toHaveCount(shell.search.suggestions);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue('schedul');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});

test('the industry carousel moves, pauses on hover, focus and its button, filters with the query, and links to each industry', async ({ page }) => {
  await open(page);
  const viewport = page.locator('.industry-carousel__viewport');
  const track = page.locator('.industry-carousel__track');
  await expect(viewport).toHaveClass(/--moving/);
  await expect(page.locator('.industry-carousel__count')).toHaveText(fill(form(block.carousel.showing, industries.length), { count: industries.length }));
  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  const duration = await track.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe(`${industries.length * block.carousel.secondsPerCard}s`);
  expect(await page.locator('.industry-card').first().evaluate((el) => el.getBoundingClientRect().width)).toBe(block.carousel.cardWidth);
  expect(await playState()).toBe('running');

  await viewport.hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('running');

  const firstLink = page.locator('.industry-card:not([aria-hidden]) a').first();
  await firstLink.focus();
  expect(await playState()).toBe('paused');
  await page.locator('h1').click();
  // the carousel's script loads with that first interaction: a press before it is in is held, then replayed
  await page.getByRole('button', { name: shell.messages.pause }).click();
  await expect.poll(playState).toBe('paused');
  await expect(page.getByRole('button', { name: shell.messages.play })).toHaveAttribute('aria-pressed', 'true');

  // the copies that make the loop seamless are hidden from keyboard and screen readers
  const links = page.locator('.industry-card:not([aria-hidden]) a');
  await expect(links).toHaveCount(industries.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(industries.map((i) => i.route));
  await expect(page.locator('.industry-card[aria-hidden] a[tabindex="-1"]')).toHaveCount(industries.length);

  await searchBox(page).fill('energy');
  await expect(page.locator('.industry-carousel__count')).toHaveText(fill(block.carousel.showing.one!, { count: 1 }));
  await page.locator('.industry-card a').first().click();
  await expect(page).toHaveURL(/\/energy$/);
  await expect(page.locator('h1')).toHaveText(/Energy/i);
});

test('under reduced motion the carousel stands still and the title does not animate', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await visit(page, '/transform');
  await expect(page.locator('.industry-carousel__viewport')).not.toHaveClass(/--moving/);
  await expect(page.locator('.industry-card[aria-hidden]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: shell.messages.pause })).toHaveCount(0);
  await context.close();
});

test('the title animates once per session, and a page without session storage still works', async ({ page }) => {
  await open(page);
  await expect(page.locator('h1')).toHaveAttribute('data-intro', 'play');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), block.animationKey)).toBe('true');
  await page.reload();
  await expectHydrated(page);
  await expect(page.locator('h1')).not.toHaveAttribute('data-intro');

  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expectHydrated(page);
  await searchBox(page).fill('invoice');
  await expect(results(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('reached from Home, the page opens at the top; "Request Custom Solution" goes to /contact', async ({ page }) => {
  await visit(page, '/');
  const grid = blockOf(pageData('/'), 'industry-grid');
  const link = page.getByRole('link', { name: grid.actions!.find((a) => a.to === '/transform')!.label });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await link.click();
  await expect(page.locator('h1')).toHaveText(block.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: block.actions![0]!.label }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('when the use cases cannot be loaded, the search says "Failed to search. Please try again." and recovers', async ({ page }) => {
  let blocked = true;
  await page.route(`**${SEARCH_DATA_URL}`, (route) => (blocked ? route.abort() : route.continue()));
  await open(page);
  await searchBox(page).fill('invoice');
  await expect(page.getByRole('alert')).toHaveText(texts.failed);
  await expect(results(page)).toHaveCount(0);
  blocked = false;
  await searchBox(page).fill('invoice reconciliation');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a first visit requests no search data until the visitor focuses the search box (the clock standing still, the browser is never idle)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSearchData(request.url())) requested.push(request.url());
  });
  await stopClockBeforeLoad(page);
  await open(page);
  await page.waitForLoadState('load');
  await expect(engineState(page)).toHaveAttribute('data-engine', 'waiting');
  expect(requested).toEqual([]);

  const loaded = page.waitForResponse((response) => isSearchData(response.url()));
  await searchBox(page).focus();
  expect((await loaded).ok()).toBe(true);
  expect(requested).toHaveLength(1);
  await page.clock.resume();
  await expect(engineState(page)).toHaveAttribute('data-engine', 'ready');
});

test('typing with the clock standing still loads the search data at once; the results follow the debounce', async ({ page }) => {
  await stopClockBeforeLoad(page);
  await open(page);
  await expect(engineState(page)).toHaveAttribute('data-engine', 'waiting');
  const loaded = page.waitForResponse((response) => isSearchData(response.url()));
  await searchBox(page).pressSequentially('inv');
  expect((await loaded).ok()).toBe(true);
  await page.clock.resume();
  await expect(results(page).first()).toBeVisible();
});

test('left alone, the page starts the engine once the browser is idle after load', async ({ page }) => {
  const loaded = page.waitForResponse((response) => isSearchData(response.url()));
  await open(page);
  expect((await loaded).ok()).toBe(true);
  await expect(engineState(page)).toHaveAttribute('data-engine', 'ready');
  await expect(searchBox(page)).not.toBeFocused();
});

test('the dialog of a result shows its long texts, loaded from the industry data, with a loading and an error state', async ({ page }) => {
  let files: 'fail' | 'hold' | 'pass' = 'fail';
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_data/industries/**', async (route) => {
    if (files === 'fail') return route.abort();
    if (files === 'hold') await released;
    await route.continue();
  });
  await open(page, 'tenant screening');
  const card = results(page).first();
  const title = (await card.locator('.result-card__title').textContent())!;
  const useCase = useCaseTitled(title);
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('alert')).toContainText(detail.failed);
  await expect(dialog).not.toContainText(useCase.advantage);

  files = 'hold';
  await dialog.getByRole('button', { name: shell.industryPages.tryAgain }).click();
  await expect(dialog.getByRole('status')).toHaveText(detail.loading);
  files = 'pass';
  release();
  for (const [heading, text] of [
    [detail.keyAdvantages, useCase.advantage],
    [detail.exampleImplementation, useCase.example],
    [detail.practicalApplication, useCase.application],
  ]) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(card).toContainText(`${texts.keyAdvantage} ${useCase.advantage}`);
});

test.describe('with 10,000 use cases', () => {
  const synthetic = JSON.stringify(toSearchData(syntheticDocuments(searchDocumentsOfModel(industries, industryFiles), 10_000)));

  test('the worker, not the page, loads and indexes them', async ({ page }) => {
    await page.route(`**${SEARCH_DATA_URL}`, (route) => route.fulfill({ contentType: 'application/json', body: synthetic }));
    await open(page);
    await searchBox(page).focus();
    await expect(engineState(page)).toHaveAttribute('data-engine', 'ready');
    // the page's own resource timeline: the search data was fetched by the worker, so it is not there
    const fetchedByPage = await page.evaluate((url) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(url)), SEARCH_DATA_URL);
    expect(fetchedByPage).toBe(false);
    // the worker indexed the 10,000, not the shipped use cases: a title variant of the copies is found a thousand times
    // (a four-digit count, written as English writes it: 1,456)
    await searchBox(page).fill('regional branches');
    await expect(page.locator('.search-results__count')).toContainText(/^Found \d,\d{3} use case/);
  });
});

test.describe('on Algolia', () => {
  /**
   * The built site, served by the project's server as a build with a search.algolia section would be:
   * the search page's boot data names the engine and a local fake of Algolia, and the
   * Content-Security-Policy lets the page reach it. Searches go through the real client.
   */
  async function openOnAlgolia(page: Page, options: { failWith?: number } = {}) {
    const service = await fakeAlgolia({
      appId: 'TESTAPP123',
      searchKey: 'search-key',
      adminKey: 'admin-key',
      failWith: options.failWith,
      indices: {
        usecases_index: [
          {
            objectID: 'energy/outage-notifier',
            fields: {
              Title: 'Outage Notification Agent',
              Description: 'Texts every affected customer when a feeder trips.',
              Advantage: 'Fewer calls to the contact centre.',
              Example: 'A distribution company warned 40,000 homes in minutes.',
              Application: 'Outage management.',
              Technologies: ['llm', 'weather_radar_fusion', 'anomaly_detection', 'nlp'],
              Industry: 'Energy',
              IndustrySlug: 'energy',
            },
          },
        ],
      },
    });
    const { port } = new URL(service.url);
    const algolia = { appId: 'TESTAPP123', apiKey: 'search-key', indexName: 'usecases_index', hosts: [{ url: '127.0.0.1', port: Number(port), protocol: 'http' }] };
    const dir = mkdtempSync(path.join(tmpdir(), 'site-algolia-'));
    cpSync(SITE_DIR, dir, { recursive: true, dereference: true }); // dist/site is a link to the current release
    const html = path.join(dir, 'transform/index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('"search":{"engine":"embedded"', `"search":{"algolia":${JSON.stringify(algolia)},"engine":"algolia"`));
    rmSync(`${html}.br`, { force: true });
    rmSync(`${html}.gz`, { force: true });
    const server = createSiteServer({ dir, connectSources: [service.url] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await visit(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}/transform`);
    return {
      service,
      async close() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await service.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  test('results come from the index, mapped and highlighted, unknown technology ids shown with spaces', async ({ page }) => {
    const { service, close } = await openOnAlgolia(page);
    try {
      await searchBox(page).fill('outage');
      await expect(page.locator('.search-results__count')).toContainText('Found 1 use case matching "outage"');
      const card = results(page).first();
      await expect(card.locator('.result-card__title mark')).toHaveText('Outage');
      await expect(card).toContainText('weather radar fusion');
      await expect(card).toContainText(fill(texts.moreTechnologies.one!, { count: 1 }));
      expect(service.requests.some((r) => r.path.startsWith('/1/indexes/usecases_index/query'))).toBe(true);
    } finally {
      await close();
    }
  });

  for (const status of [403, 500]) {
    test(`an Algolia ${status} shows "Failed to search. Please try again."`, async ({ page }) => {
      const { close } = await openOnAlgolia(page, { failWith: status });
      try {
        await searchBox(page).fill('outage');
        await expect(page.getByRole('alert')).toHaveText(texts.failed);
      } finally {
        await close();
      }
    });
  }
});
