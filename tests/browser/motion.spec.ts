import { expect, test, type Page } from '@playwright/test';
import { visit } from './helpers.ts';
import { contentRoutes } from './site-data.ts';

/**
 * Motion that rests: an animation that never ends runs only on transform and opacity, only while its
 * element is on screen, and never in a hidden tab (a phone's main thread and battery are not spent
 * on what nobody sees).
 */
const COMPOSITED = ['transform', 'opacity', 'translate', 'scale', 'rotate'];

/** The endless animations running now, each with what it animates and whether its element is on screen. */
function endlessAnimations(page: Page) {
  return page.evaluate((composited) => {
    return document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations === Infinity && animation.playState === 'running')
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const element = effect.target as Element;
        const box = element.getBoundingClientRect();
        const properties = [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p));
        return {
          animation: `${(animation as CSSAnimation).animationName ?? 'script'} on ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
          onScreen: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
          notComposited: properties.filter((p) => !composited.includes(p)),
        };
      });
  }, COMPOSITED);
}

const restless = async (page: Page) => (await endlessAnimations(page)).filter((a) => !a.onScreen || a.notComposited.length > 0);

for (const route of contentRoutes) {
  test(`${route}: endless animations only on screen, only on transform and opacity, wherever the page is scrolled`, async ({ page }) => {
    await visit(page, route);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => restless(page)).toEqual([]);
    for (const at of ['middle', 'bottom', 'top'] as const) {
      await page.evaluate((where) => {
        const end = document.documentElement.scrollHeight - innerHeight;
        window.scrollTo({ top: where === 'top' ? 0 : where === 'middle' ? end / 2 : end, behavior: 'instant' });
      }, at);
      await expect.poll(() => restless(page), { message: `scrolled to the ${at}` }).toEqual([]);
    }
  });
}

test('the logo strip moves on screen, stops off screen and in a hidden tab', async ({ page }) => {
  await visit(page, '/');
  const strip = page.locator('[data-block="logo-strip"]');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip).toHaveAttribute('data-hydrated', 'true');
  const moving = async () => (await endlessAnimations(page)).filter((a) => a.animation.startsWith('logo-strip-scroll')).length;
  await expect.poll(moving).toBe(1);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(moving).toBe(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(moving).toBe(1);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(moving).toBe(0);
});
