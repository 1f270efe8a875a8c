import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BlockType } from '../../src/blocks/registry.tsx';
import { viewBlock, visit } from './helpers.ts';
import { pageData } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

/**
 * Every carousel follows the finger on a phone (framer-motion's drag, src/ui/Swipe.tsx): a swipe past
 * the threshold moves one item both ways with the buttons' wrap-around, a short drag springs back, a
 * vertical swipe scrolls the page. Touches go through Chromium's own input pipeline (the debugging
 * protocol's touch events), as a phone's would; every step waits for a state.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const block = <Type extends BlockType>(route: string, type: Type) => blockOf(pageData(route), type);

/** A finger on `area` (its middle, or near its top when tall), moved through the debugging protocol's touch events. */
async function finger(page: Page, area: Locator) {
  await area.scrollIntoViewIfNeeded();
  const box = (await area.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  return {
    moveBy: (dx: number, dy: number) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + dx, y: start.y + dy }] }),
    lift: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

/** A finger put on `area`, moved by (dx, dy) in `steps` moves, then lifted. */
async function swipe(page: Page, area: Locator, dx: number, dy = 0, steps = 6): Promise<void> {
  const touch = await finger(page, area);
  for (let i = 1; i <= steps; i++) await touch.moveBy((dx * i) / steps, (dy * i) / steps);
  await touch.lift();
}

/** The sideways offset framer gives the dragged element (0 at rest). */
const offsetOf = (area: Locator) => area.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);

/**
 * A short, slow drag: each move waits until the element has followed the finger (a frame at least),
 * so the release is slow and short, under both thresholds. Then the area springs back to rest.
 */
async function shortDrag(page: Page, area: Locator, dx: number): Promise<void> {
  const touch = await finger(page, area);
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await touch.moveBy((dx * i) / steps, 0);
    // framer moves the element once the finger's direction is clear (about 10 px); from then on each
    // move waits until the element has followed the finger
    if (Math.abs((dx * i) / steps) > 12) await expect.poll(() => offsetOf(area)).toBeCloseTo((dx * i) / steps, 0);
  }
  await touch.lift();
  await expect.poll(() => offsetOf(area)).toBe(0);
}

/** Opens the page and brings the block into view, hydrated, with framer-motion's features loaded (after a first input). */
async function carousel(page: Page, route: string, type: string): Promise<Locator> {
  await visit(page, route);
  const view = await viewBlock(page, type);
  await page.mouse.wheel(0, 1); // the visitor's first input: the motion features load
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  return view;
}

test('the demo video carousel on /technicalExpertise: one card per swipe both ways, wrapping; a short drag springs back', async ({ page }) => {
  const videos = block('/technicalExpertise', 'video-carousel').videos;
  const view = await carousel(page, '/technicalExpertise', 'video-carousel');
  const area = view.locator('[data-swipe]');
  const track = view.locator('.video-carousel__track');
  const at = (index: number) => expect(track).toHaveAttribute('style', new RegExp(`--index: ?${index}\\b`));
  await at(0);
  await swipe(page, area, -150);
  await at(1);
  await swipe(page, area, 150);
  await at(0);
  await swipe(page, area, 150);
  await at(videos.length - 1);
  await swipe(page, area, -150);
  await at(0);
  await shortDrag(page, area, -30);
  await at(0);
  // a swipe never ends in a click: no video overlay opened on the card it started on
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a swipe that is the page's first touch moves the carousel, before framer-motion's gestures are in", async ({ page }) => {
  await visit(page, '/technicalExpertise');
  const view = await viewBlock(page, 'video-carousel');
  await expect(page.locator('html')).not.toHaveAttribute('data-motion', 'ready'); // no input yet: no gestures loaded
  const track = view.locator('.video-carousel__track');
  await swipe(page, view.locator('[data-swipe]'), -150);
  await expect(track).toHaveAttribute('style', /--index: ?1\b/);
  await expect(page.getByRole('dialog')).toHaveCount(0); // and it opened nothing
});

test('the screenshot slideshow on /: one slide per swipe both ways, wrapping', async ({ page }) => {
  const slides = blockOf(pageData('/'), 'slideshow').slides;
  const view = await carousel(page, '/', 'slideshow');
  const area = view.locator('[data-swipe]');
  const viewport = view.locator('.slideshow__viewport');
  // paused with its button: only the swipes move it
  await view.locator('.slideshow__pause').click();
  await expect(viewport).toHaveAttribute('data-index', '0');
  await swipe(page, area, -150);
  await expect(viewport).toHaveAttribute('data-index', '1');
  await swipe(page, area, 150);
  await expect(viewport).toHaveAttribute('data-index', '0');
  await swipe(page, area, 150);
  await expect(viewport).toHaveAttribute('data-index', String(slides.length - 1));
  await shortDrag(page, area, 30);
  await expect(viewport).toHaveAttribute('data-index', String(slides.length - 1));
});

test('the HR agent picker on /ai-use-cases: one agent per swipe both ways, wrapping over 22', async ({ page }) => {
  const agents = block('/ai-use-cases', 'feature-accordion').features[0].agents!;
  const view = await carousel(page, '/ai-use-cases', 'feature-accordion');
  const area = view.locator('.agent-picker [data-swipe]');
  const current = view.locator('.agent-picker__current');
  await expect(current).toContainText(agents[0].title);
  await swipe(page, area, 150);
  await expect(current).toContainText(agents[21].title);
  await swipe(page, area, -150);
  await expect(current).toContainText(agents[0].title);
  await swipe(page, area, -150);
  await expect(current).toContainText(agents[1].title);
  await shortDrag(page, area, -30);
  await expect(current).toContainText(agents[1].title);
});

test('the guardrail player on /noblackbox: swipe to the next or previous video, wrapping at both ends', async ({ page }) => {
  const videos = block('/noblackbox', 'video-library').videos;
  await visit(page, '/noblackbox');
  const view = await viewBlock(page, 'video-library');
  await view.locator('.library-card__open').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // loaded by that first touch
  const dialog = page.getByRole('dialog');
  const position = dialog.locator('.library-player__position');
  const area = dialog.locator('[data-swipe]');
  await expect(position).toHaveText(`1 / ${videos.length}`);
  await swipe(page, area, -150);
  await expect(position).toHaveText(`2 / ${videos.length}`);
  await expect(dialog.getByRole('heading', { name: videos[1].title })).toBeVisible();
  await swipe(page, area, 150);
  await swipe(page, area, 150);
  await expect(position).toHaveText(`${videos.length} / ${videos.length}`);
  await swipe(page, area, -150);
  await expect(position).toHaveText(`1 / ${videos.length}`);
  await shortDrag(page, area, 30);
  await expect(position).toHaveText(`1 / ${videos.length}`);
});

test('the industry carousel on /transform: a swipe shifts the scrolling row by one card each way', async ({ page }) => {
  await visit(page, '/transform');
  const view = page.locator('.industry-carousel');
  await view.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1); // the visitor's first input: the carousel's script loads
  const area = view.locator('[data-swipe]');
  await expect(area).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  const shift = () => view.locator('.industry-carousel__viewport').evaluate((element) => getComputedStyle(element).getPropertyValue('--carousel-shift').trim());
  await expect.poll(shift).toBe('0s');
  await swipe(page, area, -150);
  await expect.poll(shift).toMatch(/^-\d+(\.\d+)?s$/);
  await swipe(page, area, 150);
  await expect.poll(shift).toMatch(/^-?0s$/);
  await shortDrag(page, area, -30);
  await expect.poll(shift).toMatch(/^-?0s$/);
});

test('a vertical swipe over a carousel scrolls the page and leaves the carousel where it was', async ({ page }) => {
  const view = await carousel(page, '/technicalExpertise', 'video-carousel');
  const track = view.locator('.video-carousel__track');
  const before = await page.evaluate(() => window.scrollY);
  await swipe(page, view.locator('[data-swipe]'), 0, -300, 10);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  await expect(track).toHaveAttribute('style', /--index: ?0\b/);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a dialog shows at full opacity at once and leaves at once; a swipe still moves the carousel', async ({ page }) => {
    const view = await carousel(page, '/technicalExpertise', 'video-carousel');
    const opener = view.locator('.demo-card__open').first();
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    // framer-motion's animations (the site's CSS ones last 0.01 ms under reduced motion, base.css)
    const running = await dialog.evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => !(a instanceof CSSAnimation)).length);
    expect(running).toBe(0);
    expect(await dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await swipe(page, view.locator('[data-swipe]'), -150);
    await expect(view.locator('.video-carousel__track')).toHaveAttribute('style', /--index: ?1\b/);
  });
});

test('dialogs finish their exit, then give focus back to what opened them', async ({ page }) => {
  const view = await carousel(page, '/technicalExpertise', 'video-carousel');
  const opener = view.locator('.demo-card__open').nth(0);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog');
  await expect(dialog).toHaveCount(1);
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
