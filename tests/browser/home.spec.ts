import { expect, test } from '@playwright/test';
import { stopClockBeforeLoad, viewBlock, visit } from './helpers.ts';
import { pageData, shell } from './site-data.ts';
import { blockOf } from '../helpers/blocks.ts';

const home = pageData('/');
const slideshow = blockOf(home, 'slideshow');
const strip = blockOf(home, 'logo-strip');

test('the slideshow advances every intervalMs on its own, cyclically, and pauses on hover and with its button', async ({ page }) => {
  await stopClockBeforeLoad(page);
  await visit(page, '/');
  const frame = page.locator('.slideshow__frame');
  const viewport = page.locator('.slideshow__viewport');
  await viewBlock(page, 'slideshow'); // below the fold, it starts when it comes into view
  await page.mouse.move(0, 0);

  // the clock stands still: the first step comes exactly one interval after the slideshow started
  await page.clock.runFor(slideshow.intervalMs - 1);
  await expect(viewport).toHaveAttribute('data-index', '0');
  await page.clock.runFor(1);
  await expect(viewport).toHaveAttribute('data-index', '1');
  await page.clock.runFor(slideshow.intervalMs - 1);
  await expect(viewport).toHaveAttribute('data-index', '1');
  await page.clock.runFor(1);
  await expect(viewport).toHaveAttribute('data-index', '2');

  // while the pointer is over it (here on its dots), it stays put
  await frame.hover();
  await frame.getByRole('button', { name: shell.messages.goToSlide.replace('{n}', '2') }).click();
  const second = page.getByRole('group', { name: `Slide 2 of ${slideshow.slides.length}` });
  await expect(second.locator('figcaption strong')).toHaveText(slideshow.slides[1].caption);
  await page.clock.runFor(slideshow.intervalMs * 2);
  await expect(viewport).toHaveAttribute('data-index', '1');
  await page.mouse.move(0, 0);

  await frame.getByRole('button', { name: shell.messages.pause }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const paused = await viewport.getAttribute('data-index');
  await page.clock.runFor(slideshow.intervalMs * 2);
  await expect(viewport).toHaveAttribute('data-index', paused!);

  // previous from the first slide wraps to the last
  await frame.getByRole('button', { name: shell.messages.goToSlide.replace('{n}', '1') }).click();
  await frame.getByRole('button', { name: shell.messages.previous, exact: true }).click();
  await expect(viewport).toHaveAttribute('data-index', String(slideshow.slides.length - 1));
  await frame.getByRole('button', { name: shell.messages.next, exact: true }).click();
  await expect(viewport).toHaveAttribute('data-index', '0');
});

test('the tool logos sit in 80 px boxes and scroll, pausing on hover', async ({ page }) => {
  await visit(page, '/');
  const boxes = page.locator('.logo-strip__box');
  await expect(boxes.first()).toBeVisible();
  const size = await boxes.first().evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight]);
  expect(size).toEqual([80, 80]);
  // the visible list is announced once; the copy that makes the loop seamless is hidden from screen readers
  await expect(page.locator('.logo-strip__item:not([aria-hidden])')).toHaveCount(strip.tools.length);
  const track = page.locator('.logo-strip__track');
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('logo-strip-scroll');
  await page.locator('.logo-strip__viewport').hover();
  expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
});

test('steps without a video show a designed visual, not an empty box', async ({ page }) => {
  await visit(page, '/');
  const steps = page.locator('.how-it-works__step');
  await expect(steps).toHaveCount(3);
  for (const caption of ['Contact Us', 'Tell us what you want', 'We will deliver you on time']) {
    await expect(page.getByRole('heading', { name: caption })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: shell.messages.videoPlaceholder })).toHaveCount(3);
  await expect(page.locator('.flow__node')).toHaveCount(6);
});

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

  test('the slideshow and the logo strip stand still', async ({ page }) => {
    await stopClockBeforeLoad(page);
    await visit(page, '/');
    const viewport = page.locator('.slideshow__viewport');
    await page.clock.runFor(slideshow.intervalMs * 2);
    await expect(viewport).toHaveAttribute('data-index', '0');
    await expect(page.getByRole('button', { name: shell.messages.pause })).toHaveCount(0); // nothing moves, nothing to pause
    expect(await page.locator('.logo-strip__track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // still operable by hand
    await page.locator('.slideshow__frame').getByRole('button', { name: shell.messages.next, exact: true }).click();
    await expect(viewport).toHaveAttribute('data-index', '1');
  });
});
