import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useCasesOf, type IndustryData } from '../../src/industry/model.ts';
import { expectHydrated, holdRequests, navigateInApp, stopClockBeforeLoad, visit } from './helpers.ts';
import { dataFile, industries as allIndustries, pageData, shell, SITE_DIR } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/industry-spec.json'), 'utf8')) as Record<
  string,
  { hero: { title: string; subtitle: string }; categories: string[]; loadingText: string }
>;
const texts = shell.industryPages;

/** The seed industries' texts from the specification; an industry added since, from the build. */
function expectedOf(route: string, slug: string): { hero: { title: string; subtitle: string }; categories: string[] } {
  if (spec[route]) return spec[route];
  const hero = blockOf(pageData(route), 'hero');
  const data = JSON.parse(readFileSync(`${SITE_DIR}/_data/industries/${slug}.json`, 'utf8')) as { categories: { name: string }[] };
  return { hero: { title: hero.title, subtitle: hero.subtitle ?? '' }, categories: data.categories.map((c) => c.name) };
}

/** /banking shows the error screen (heading, message, Try Again); once its data answers again, Try Again reloads the page with its cards. */
async function expectErrorScreenThenTryAgain(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: texts.errorHeading });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: texts.errorHeading })).toBeVisible();
  await expect(alert).toContainText(texts.defaultError);
  await page.unroute('**/_data/industries/banking.json');
  const reload = page.waitForEvent('load');
  await alert.getByRole('button', { name: texts.tryAgain }).click();
  await reload;
  await expect(page.locator('.category-card')).toHaveCount(spec['/banking'].categories.length);
}

/** An industry's hero loop (001 §2.1): its own video. */
const heroVideo = (slug: string) => `/assets/videos/${slug}-hero.mp4`;

for (const { route, slug } of allIndustries) {
  test(`${route}: its hero loop (muted, fetched once the page has loaded, playing muted), categories, three use cases per card, and the dialog chain`, async ({ page, request }) => {
    await test.step('the hero background video (001 §2.1): its own loop, muted in the HTML, its poster in sizes', async () => {
      const html = await (await request.get(route)).text();
      const tag = html.match(/<video[^>]*>/)?.[0] ?? '';
      expect(tag).toContain(`src="${heroVideo(slug)}"`);
      expect(tag).toMatch(/\smuted[\s>=]/);
      expect(tag).toContain('preload="none"');
      // its poster (its own first frame) paints first, in the sizes and formats the build made of it
      const poster = createHash('sha256').update(readFileSync(path.join(SITE_DIR, `assets/videos/${slug}-hero.webp`))).digest('hex').slice(0, 16);
      expect(html).toMatch(new RegExp(`<source type="image/avif" srcSet="/_img/${poster}-320\\.avif 320w, /_img/${poster}-640\\.avif 640w"`));
      expect(html).toMatch(new RegExp(`<img class="hero__media" src="/_img/${poster}-640\\.jpg"[^>]* fetchPriority="high"`));
      expect((await request.get(heroVideo(slug))).status()).toBe(200);
    });

    // one visit for all that follows: the loop is fetched after the page's load, then plays muted
    const order: string[] = [];
    page.on('load', () => order.push('load'));
    page.on('request', (r) => new URL(r.url()).pathname === heroVideo(slug) && order.push('video'));
    await visit(page, route);
    await test.step('the loop is fetched only once the page has loaded, and plays muted', async () => {
      const state = () => page.evaluate(() => ({ muted: document.querySelector('video')!.muted, paused: document.querySelector('video')!.paused }));
      await expect.poll(state).toEqual({ muted: true, paused: false });
      // playing starts before the loop's request goes out: wait for it
      await expect.poll(() => order.slice(0, 2)).toEqual(['load', 'video']);
    });

    const { hero, categories } = expectedOf(route, slug);
    await expect(page.locator('h1')).toHaveText(hero.title);
    await expect(page.locator('.hero__subtitle')).toHaveText(hero.subtitle);
    const cards = page.locator('.category-card');
    await expect(cards).toHaveCount(categories.length);
    await expect(cards.locator('h2')).toHaveText(categories);
    for (const card of await cards.all()) await expect(card.locator('.use-case')).toHaveCount(texts.useCasesPerCard);

    // Show More → category dialog → a use case → detail dialog → Book a Call → back to the detail
    const card = cards.filter({ has: page.getByRole('button', { name: texts.showMore }) }).first();
    const categoryName = (await card.locator('h2').textContent())!;
    const showMore = card.getByRole('button', { name: texts.showMore });
    await showMore.click();
    const categoryDialog = page.getByRole('dialog', { name: categoryName });
    await expect(categoryDialog).toBeVisible();
    const fourth = categoryDialog.locator('.category-dialog__card').first();
    const title = (await fourth.locator('.category-dialog__title').textContent())!;
    await fourth.click();
    await expect(categoryDialog).toBeHidden();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail).toBeVisible();
    for (const heading of [texts.detail.technologyStack, texts.detail.keyAdvantages, texts.detail.exampleImplementation, texts.detail.practicalApplication, texts.detail.ctaHeading]) {
      await expect(detail.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(detail).toContainText(texts.detail.ctaText);
    const bookCall = detail.getByRole('button', { name: texts.detail.bookCall });
    await bookCall.click();
    const booking = page.getByRole('dialog', { name: shell.forms.booking.text.title });
    await expect(booking).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(detail).toBeVisible();
    await expect(bookCall).toBeFocused();
    await detail.getByRole('button', { name: texts.detail.close, exact: true }).last().click();
    await expect(detail).toBeHidden();
    await expect(showMore).toBeFocused();
  });
}

test('the category dialog counts the use cases it lists in the right form: 1 more AI agent, 2 more AI agents', async ({ page }) => {
  // banking's categories, from the data the build wrote: one with exactly 4 use cases (3 on its card + 1), one with more
  const data = dataFile<IndustryData>('/_data/industries/banking.json');
  const sized = (n: number) => data.categories.find((c) => useCasesOf(c.id, data.useCases).length === n);
  const four = sized(4);
  const five = sized(5);
  expect(four, 'banking has a category with exactly 4 use cases').toBeDefined();
  expect(five, 'banking has a category with exactly 5 use cases').toBeDefined();
  expect(texts.useCasesPerCard).toBe(3);
  await visit(page, '/banking');
  for (const [category, more, text] of [
    [four!, 1, texts.categoryDialogIntro.one!],
    [five!, 2, texts.categoryDialogIntro.other],
  ] as const) {
    const card = page.locator('.category-card').filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
    const showMore = card.getByRole('button', { name: texts.showMore });
    await showMore.click();
    const dialog = page.getByRole('dialog', { name: category.name });
    await expect(dialog.locator('.dialog__intro')).toHaveText(text.replace('{count}', String(more)));
    await expect(dialog.locator('.category-dialog__card')).toHaveCount(more);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(showMore).toBeFocused();
  }
  // the shipped wording, as the issue read it: the singular for one
  expect(texts.categoryDialogIntro.one!.replace('{count}', '1')).toBe('1 more AI agent in this category');
});

test('a use case opens its details from the card; Escape and the backdrop close it and focus returns', async ({ page }) => {
  await visit(page, '/banking');
  const useCase = page.locator('.use-case__button').first();
  const title = (await useCase.locator('.use-case__title').textContent())!;
  await useCase.hover();
  await expect(page.locator('.use-case').first().locator('.use-case__cta')).toHaveCSS('opacity', '1');
  await useCase.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(useCase).toBeFocused();
  // keyboard: focus shows "View Details", Enter opens, the backdrop closes
  await page.keyboard.press('Enter');
  await expect(detail).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(detail).toBeHidden();
  await expect(useCase).toBeFocused();
  await expect(page.locator('.use-case').first().locator('.use-case__cta')).toHaveCSS('opacity', '1');
});

test('a use case without technologies says so, and a category without use cases too', async ({ page }) => {
  await page.route('**/_data/industries/banking.json', async (route) => {
    const data = await (await route.fetch()).json();
    const [empty, second] = data.categories.map((c: { id: string }) => c.id);
    data.useCases = data.useCases.map((u: { categories: string[] }) => ({ ...u, categories: u.categories.filter((c) => c !== empty) }));
    const bare = data.useCases.find((u: { categories: string[] }) => u.categories.includes(second));
    bare.technology = [];
    bare.technologyObjects = [];
    await route.fulfill({ json: data });
  });
  await visit(page, '/about');
  await navigateInApp(page, '/banking');
  const [first, second] = [page.locator('.category-card').nth(0), page.locator('.category-card').nth(1)];
  await expect(first).toContainText(texts.noUseCases);
  await expect(first.locator('.use-case')).toHaveCount(0);
  await expect(second.locator('.use-case').first()).toContainText(texts.noTechnology);
  await second.locator('.use-case__button').first().click();
  await expect(page.getByRole('dialog')).toContainText(texts.detail.noTechnologies);
});

test.describe('loading and errors after a client-side navigation', () => {
  test('loading text, then the error screen with its message; Try Again reloads the page', async ({ page }) => {
    // Routed before the page loads, so the preload ~1 s after start meets the same answer
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_data/industries/banking.json', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await visit(page, '/');
    await page.locator('#industries').getByRole('link', { name: /Banking/ }).click();
    await expect(page.getByRole('status').filter({ hasText: spec['/banking'].loadingText })).toBeVisible();
    release();
    await expectErrorScreenThenTryAgain(page);
  });

  test('real estate: a failing first stage shows its own message', async ({ page }) => {
    await page.route('**/_data/industries/real-estate/categories.json', (route) => route.fulfill({ status: 500 }));
    await visit(page, '/');
    await navigateInApp(page, '/real-estate');
    await expect(page.getByRole('alert')).toContainText('Failed to load data. Please check your Airtable configuration and try again.');
  });

  test('real estate: a failing second stage keeps the categories and stops the indicator', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.route('**/_data/industries/real-estate/use-cases.json', (route) => route.fulfill({ status: 500 }));
    await visit(page, '/about');
    await navigateInApp(page, '/real-estate');
    await expect(page.locator('.category-card')).toHaveCount(spec['/real-estate'].categories.length);
    await expect(page.locator('.category-card').first()).toContainText(texts.noUseCases);
    await expect(page.locator('.status-chip')).toHaveCount(0);
    expect(logged.some((text) => text.includes('use cases of real-estate could not be loaded'))).toBe(true);
  });

  test('real estate: the status chip reads "Loading use cases..." then "All use cases loaded"', async ({ page }) => {
    await visit(page, '/about');
    const release = await holdRequests(page, '**/_data/industries/real-estate/use-cases.json');
    await navigateInApp(page, '/real-estate');
    await expect(page.locator('.status-chip')).toHaveText(texts.statusLoading);
    await expect(page.locator('.category-card')).toHaveCount(spec['/real-estate'].categories.length);
    release();
    await expect(page.locator('.status-chip')).toHaveText(texts.statusLoaded);
    await expect(page.locator('.category-card').first().locator('.use-case')).toHaveCount(texts.useCasesPerCard);
  });

  test('healthcare: three skeleton rows with "Loading use cases..." per card, then the badge', async ({ page }) => {
    await visit(page, '/about');
    const release = await holdRequests(page, '**/_data/industries/healthcare/use-cases.json');
    await navigateInApp(page, '/healthcare');
    const first = page.locator('.category-card').first();
    await expect(first.locator('.use-case-skeleton')).toHaveCount(3);
    await expect(first).toContainText(texts.statusLoading);
    await expect(page.locator('.status-chip')).toHaveCount(0); // healthcare shows only the loaded badge
    release();
    await expect(page.locator('.status-chip')).toHaveText(texts.statusLoaded);
    await expect(first.locator('.use-case-skeleton')).toHaveCount(0);
  });
});

test.describe('when the industry data fails on a direct visit', () => {
  for (const control of ['Show More Use Cases', 'View Details'] as const) {
    test(`the prerendered cards stay for reading, and ${control} shows the error screen with Try Again`, async ({ page }) => {
      await page.route('**/_data/industries/banking.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await visit(page, '/banking');
      const cards = page.locator('.category-card');
      await expect(cards).toHaveCount(spec['/banking'].categories.length); // the page's own HTML, without its data
      const button =
        control === 'Show More Use Cases'
          ? cards.first().getByRole('button', { name: texts.showMore })
          : cards.first().locator('.use-case__button').first();
      await button.click();
      await expectErrorScreenThenTryAgain(page);
    });
  }
});

test('preloadDelayMs (1000 ms) after start, every industry is preloaded in parallel', async ({ page }) => {
  const industries = () => new Set(requested.map((url) => url.replace(/\/(categories|use-cases)\.json$|\.json$/, ''))).size;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_data/industries/')) requested.push(new URL(request.url()).pathname);
  });
  await stopClockBeforeLoad(page);
  await visit(page, '/about');
  await page.clock.runFor(shell.industryPages.preloadDelayMs - 1);
  expect(requested).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(industries).toBe(allIndustries.length);
});

test.describe('the hero background video (001 §2.1)', () => {
  test('under reduced motion, or when the visitor saves data, the video is never fetched: the poster stays', async ({ browser }) => {
    for (const setup of ['reduced motion', 'save data'] as const) {
      const context = await browser.newContext(setup === 'reduced motion' ? { reducedMotion: 'reduce' } : {});
      if (setup === 'save data') await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const page = await context.newPage();
      const videos: string[] = [];
      page.on('request', (r) => r.resourceType() === 'media' && videos.push(r.url()));
      await page.goto('/banking', { waitUntil: 'networkidle' });
      await expectHydrated(page);
      await expect(page.locator('[data-block="hero"]')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('img.hero__media')).toBeVisible();
      expect(await page.evaluate(() => document.querySelector('video')!.paused), setup).toBe(true);
      expect(videos, setup).toEqual([]);
      await context.close();
    }
  });
});

test('the raw HTML of an industry page holds its categories and the first use cases', async ({ request }) => {
  const html = await (await request.get('/banking')).text();
  for (const name of spec['/banking'].categories) expect(html).toContain(`>${name.replace(/&/g, '&amp;')}</h2>`);
  expect((html.match(/class="use-case__title"/g) ?? []).length).toBe(spec['/banking'].categories.length * texts.useCasesPerCard);
});
