import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, holdRequests, navigateInApp, stopClockBeforeLoad, visit } from './helpers.ts';
import { pageData } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/** Technical Expertise (/technicalExpertise) and the guardrail library (/noblackbox) as a visitor uses them. */
const expertise = pageData('/technicalExpertise');
const carousel = blockOf(expertise, 'video-carousel');
const counter = blockOf(expertise, 'counter');
const library = blockOf(pageData('/noblackbox'), 'video-library');
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** The view count as the card shows it: the English form for n ("one" for 1, else "other"), the number with its thousands separator. */
const views = (n: number) => fill(n === 1 ? carousel.texts.views.one! : carousel.texts.views.other, { count: n.toLocaleString('en') });

/** Every request that leaves the site's own server. */
function thirdPartyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') urls.push(request.url());
  });
  return urls;
}

for (const route of ['/technicalExpertise', '/noblackbox']) {
  test(`${route}: nothing is requested from a video host (or any other host) before a click`, async ({ page }) => {
    const external = thirdPartyRequests(page);
    await visit(page, route);
    // scrolled through to the end: every lazy image and observer had its chance to fire
    for (const y of await page.evaluate(() => Array.from({ length: Math.ceil(document.body.scrollHeight / innerHeight) }, (_, i) => i * innerHeight))) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect
        .poll(() => page.evaluate(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0).every((img) => img.complete)))
        .toBe(true);
    }
    expect(external).toEqual([]);
    // a video without a published id opens its designed placeholder, still without any request
    await page.locator('.demo-card__open, .library-card__open').first().click();
    await expect(page.getByRole('dialog').locator('.media-placeholder')).toBeVisible();
    expect(external).toEqual([]);
  });
}

test('a video with an id loads the privacy-enhanced player, autoplaying without related videos, only on click', async ({ page }) => {
  const embeds: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    embeds.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.route('**/_data/pages/noblackbox.json', async (route) => {
    const data = await (await route.fetch()).json();
    data.blocks.find((b: { type: string }) => b.type === 'video-library').videos[1].youtubeId = 'AbCdEfGhI_1';
    await route.fulfill({ json: data });
  });
  await visit(page, '/experts');
  await navigateInApp(page, '/noblackbox');
  const second = page.locator('.library-card__open').nth(1);
  await expect(second).toBeVisible();
  expect(embeds).toEqual([]);
  await second.click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/AbCdEfGhI_1\?/);
  const src = new URL((await frame.getAttribute('src'))!);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', rel: '0' });
  await expect.poll(() => embeds.length).toBe(1);
});

test('the looping background video plays muted, rests while scrolled off screen, and stands still under reduced motion', async ({ page }) => {
  const state = () => page.evaluate(() => ({ muted: document.querySelector('video')!.muted, paused: document.querySelector('video')!.paused }));
  const scrollTo = (where: 'top' | 'end') => page.evaluate((to) => window.scrollTo({ top: to === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' }), where);
  await visit(page, '/noblackbox');
  await expect.poll(state).toEqual({ muted: true, paused: false });
  await scrollTo('end');
  await expect.poll(state).toEqual({ muted: true, paused: true });
  await scrollTo('top');
  await expect.poll(state).toEqual({ muted: true, paused: false });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(state).toEqual({ muted: true, paused: true });
});

test.describe('Technical Expertise', () => {
  test('the title animates once per browser session, from the first paint the script can reach', async ({ page }) => {
    // the hero's hydration held back: the entrance must not wait for it (on a slow phone it comes seconds later)
    const release = await holdRequests(page, '**/_app/block-hero-*.js');
    await page.goto('/technicalExpertise', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toHaveAttribute('data-intro', 'play');
    const hero = page.locator('[data-block="hero"]');
    await expect(hero).not.toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('technical-expertise-animation-played'))).toBe('true');
    release();
    await expect(hero).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('h1')).toHaveAttribute('data-intro', 'play'); // hydration keeps it
    await page.reload();
    await expectHydrated(page);
    await expect(page.locator('h1')).not.toHaveAttribute('data-intro');
  });

  test('the counter waits to be seen, counts to +2,000, then the bar collapses and the badge links to the post', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await stopClockBeforeLoad(page);
    await visit(page, '/technicalExpertise');
    const value = page.locator('.counter__value');
    await page.clock.runFor(counter.durationMs);
    await expect(value).toHaveText('+0'); // below the fold: not started
    await expect(page.locator('.counter__badge')).toBeHidden();
    await page.locator('.counter').scrollIntoViewIfNeeded();
    await expect(page.locator('.counter')).toHaveClass(/counter--counting/);
    // counting takes durationMs: short of it the figure is still on its way, then it stands on the target
    await page.clock.runFor(counter.durationMs / 2);
    const halfway = Number((await value.textContent())!.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(counter.target);
    await page.clock.runFor(counter.durationMs / 2 - 100);
    await expect(page.locator('.counter')).toHaveClass(/counter--counting/);
    await page.clock.runFor(200);
    await expect(page.locator('.counter')).toHaveClass(/counter--done/);
    // written as English writes numbers: +2,000
    await expect(value).toHaveText(`${counter.prefix}${new Intl.NumberFormat('en').format(counter.target)}`);
    await expect(page.locator('.counter__caption')).toHaveText(counter.caption);
    const badge = page.getByRole('link', { name: counter.badge!.label });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', counter.badge!.to);
    await expect(page.locator('.counter__progress')).toHaveCSS('height', '0px');
  });

  test('a counter already on screen when the page starts keeps its figure: it never shows a smaller one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.addInitScript(() => {
      const seen: string[] = ((window as typeof window & { counterFigures: string[] }).counterFigures = []);
      new MutationObserver(() => {
        const figure = document.querySelector('.counter__value')?.textContent;
        if (figure && figure !== seen.at(-1)) seen.push(figure);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await stopClockBeforeLoad(page);
    await visit(page, '/technicalExpertise');
    const value = page.locator('.counter__value');
    await expect(value).toBeInViewport();
    await page.clock.runFor(counter.durationMs * 2);
    await expect(value).toHaveText(`${counter.prefix}${new Intl.NumberFormat('en').format(counter.target)}`);
    const figures = await page.evaluate(() => (window as typeof window & { counterFigures: string[] }).counterFigures);
    const numbers = [`${counter.prefix}${counter.target}`, ...figures].map((figure) => Number(figure.replace(/\D/g, '')));
    expect(numbers.every((n, i) => i === 0 || n >= numbers[i - 1]), `figures shown: ${figures.join(', ')}`).toBe(true);
  });

  test('under reduced motion the counter shows +2,000 at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 480 });
    await visit(page, '/technicalExpertise');
    await expect(page.locator('.counter__value')).toHaveText('+2,000');
  });

  test('the carousel: previous and next wrap over every card (the specification\'s twelve, or more), the 4 dots jump to the first four', async ({ page }) => {
    await visit(page, '/technicalExpertise');
    const cards = page.locator('.demo-card');
    const count = carousel.videos.length;
    expect(count).toBeGreaterThanOrEqual(12);
    await expect(cards).toHaveCount(count);
    const dots = page.locator('.video-carousel__dot');
    await expect(dots).toHaveCount(4);
    const live = page.locator('.video-carousel__controls [aria-live]');
    const leftEdge = async (i: number) => Math.round((await cards.nth(i).boundingBox())!.x - (await page.locator('.video-carousel__viewport').boundingBox())!.x);

    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: carousel.texts.previous }).click();
    await expect(live).toContainText(`${carousel.videos[count - 1].title}, ${fill(carousel.texts.position, { n: count, total: count })}`);
    await expect.poll(() => leftEdge(count - 1)).toBeLessThan(6);
    await page.getByRole('button', { name: carousel.texts.next }).click();
    await expect(live).toContainText(fill(carousel.texts.position, { n: 1, total: count }));
    await page.getByRole('button', { name: fill(carousel.texts.goTo, { n: 3 }) }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => leftEdge(2)).toBeLessThan(6);
  });

  test('a card opens its video full screen; the close button, the backdrop and Escape close it', async ({ page }) => {
    await visit(page, '/technicalExpertise');
    const first = page.locator('.demo-card__open').first();
    const overlay = page.getByRole('dialog', { name: carousel.videos[0].title });
    await first.click();
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(carousel.texts.noVideo);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(first).toBeFocused();
    await first.click();
    await overlay.getByRole('button', { name: carousel.texts.close }).click();
    await expect(overlay).toBeHidden();
    await first.click();
    await page.mouse.click(4, 4);
    await expect(overlay).toBeHidden();
  });

  test('the view toggle adds and removes one view, and survives a reload', async ({ page }) => {
    await visit(page, '/technicalExpertise');
    const toggle = page.getByRole('button', { name: `${carousel.texts.markViewed}: ${carousel.videos[0].title}` });
    await expect(toggle).toHaveText(views(10002));
    await toggle.click();
    await expect(toggle).toHaveText(views(10003));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate((key) => [localStorage.getItem(key), localStorage.getItem(`${key}-user`)], carousel.storageKey);
    expect(JSON.parse(stored[0]!)[carousel.videos[0].id]).toBe(10003);
    expect(JSON.parse(stored[1]!)).toEqual({ [carousel.videos[0].id]: true });

    await page.reload();
    await expectHydrated(page);
    await expect(toggle).toHaveText(views(10003));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveText(views(10002));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('with a local storage that throws, the defaults show, the toggle still works and the page does not break', async ({ page }) => {
    const pageErrors: string[] = [];
    const logged: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, '/technicalExpertise');
    const toggle = page.getByRole('button', { name: `${carousel.texts.markViewed}: ${carousel.videos[1].title}` });
    await expect(toggle).toHaveText(views(carousel.videos[1].views));
    await toggle.click();
    await expect(toggle).toHaveText(views(carousel.videos[1].views + 1));
    expect(pageErrors).toEqual([]);
    expect(logged.some((text) => text.includes('local storage'))).toBe(true);
  });

  test('cards reached with the keyboard slide into view', async ({ page }) => {
    await visit(page, '/technicalExpertise');
    await page.getByRole('button', { name: `${carousel.texts.markViewed}: ${carousel.videos[0].title}` }).focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab'); // through cards 2 to 5 (open and view buttons) to card 6
    await expect(page.locator('.demo-card__open').nth(5)).toBeFocused();
    // the page's smooth scroll only has to reveal the focused button; the carousel must slide the whole card inside its frame
    await expect(page.locator('.demo-card__open').nth(5)).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const frame = document.querySelector('.video-carousel__viewport')!.getBoundingClientRect();
          const card = document.querySelectorAll('.demo-card')[5].getBoundingClientRect();
          return card.left >= frame.left - 1 && card.right <= frame.right + 1;
        }),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('guardrail library', () => {
  test('31 cards with thumbnail, duration, category, title and description', async ({ page }) => {
    await visit(page, '/noblackbox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the guardrails for AI');
    await expect(page.getByText('In every project, we ship agentic with 100% observability, transparency & control')).toBeVisible();
    const cards = page.locator('.library-card');
    await expect(cards).toHaveCount(31);
    const first = cards.first();
    const video = library.videos[0];
    await expect(first.locator('.video-thumb__badge')).toHaveText(video.duration);
    await expect(first.locator('.library-card__category')).toHaveText(video.category);
    await expect(first.locator('h3')).toHaveText(video.title);
    await expect(first.locator('.library-card__description')).toHaveText(video.description);
  });

  test('the player: "n / 31", previous and next wrap at both ends, arrow keys, close by button, backdrop and Escape', async ({ page }) => {
    await visit(page, '/noblackbox');
    const open = page.locator('.library-card__open');
    const position = page.locator('.library-player__position');
    const dialog = page.getByRole('dialog');
    await open.first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: library.videos[0].title })).toBeVisible();
    await expect(dialog).toContainText(library.videos[0].description);
    await expect(position).toHaveText('1 / 31');
    await dialog.getByRole('button', { name: library.texts.previous }).click();
    await expect(position).toHaveText('31 / 31');
    await expect(dialog.getByRole('heading', { name: library.videos[30].title })).toBeVisible();
    await dialog.getByRole('button', { name: library.texts.next }).click();
    await expect(position).toHaveText('1 / 31');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('2 / 31');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('31 / 31');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open.nth(30)).toBeFocused(); // back on the card of the video last shown

    await open.nth(4).click();
    await expect(position).toHaveText('5 / 31');
    await dialog.getByRole('button', { name: library.texts.close }).click();
    await expect(dialog).toBeHidden();
    await open.nth(4).click();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });
});
