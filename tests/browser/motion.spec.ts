import { expect, test } from '@playwright/test';
import { endlessAnimations, visit } from './helpers.ts';

/**
 * Motion that rests: an animation that never ends runs only on transform and opacity, only while its
 * element is on screen, and never in a hidden tab (a phone's main thread and battery are not spent
 * on what nobody sees). Every route is checked, scrolled to its middle, bottom and top, in routes.spec.ts,
 * on the page load it checks everything else on.
 */
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
