import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from './helpers.ts';
import { industries } from './site-data.ts';

/**
 * The category cards of an industry page enter as they scroll into view (001 §2.1), and an entrance
 * may only decorate them: whatever is on screen when the page starts stays visible, and every card a
 * visitor scrolls to ends up fully visible, on a phone as on a desktop, however tall the grid.
 */
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/**
 * The opacity of every category card that has part of itself on screen, once the entrances under way
 * have played to their end (framer-motion plays them as Web Animations; finishing them is the test's
 * fast-forward, where a clock would not reach them). A card that is hidden and not entering stays hidden.
 */
function cardsOnScreen(page: Page): Promise<{ index: number; opacity: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.category-card')].flatMap((card, index) => {
      const box = card.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return [];
      for (const animation of card.getAnimations()) animation.finish();
      return [{ index, opacity: Number(getComputedStyle(card).opacity) }];
    }),
  );
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    for (const { route } of industries) {
      test(`${route}: cards on screen at start stay visible, and every card scrolled to becomes visible`, async ({ page }) => {
        await page.goto(route);
        await expectHydrated(page);
        // no heading or paragraph runs off the side of the screen (a long word in a large title)
        const offScreen = await page.evaluate(() =>
          [...document.querySelectorAll('main :is(h1, h2, h3, p)')].flatMap((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.left < -1 || box.right > innerWidth + 1) ? [element.textContent!.trim().slice(0, 60)] : [];
          }),
        );
        expect(offScreen).toEqual([]);
        const atStart = await cardsOnScreen(page);
        expect(atStart.every((card) => card.opacity === 1), `hidden at start: ${JSON.stringify(atStart)}`).toBe(true);

        const count = await page.locator('.category-card').count();
        const seen = new Set<number>();
        // scroll as a visitor does, with the wheel, most of a screen at a time, to the end of the page
        for (let step = 0; step < 200 && seen.size < count; step++) {
          await page.mouse.wheel(0, size.viewport.height * 0.8); // an interaction: framer-motion's features load
          await expect
            .poll(async () => {
              const cards = await cardsOnScreen(page);
              const hidden = cards.filter((card) => card.opacity !== 1).map((card) => card.index);
              if (hidden.length === 0) for (const card of cards) seen.add(card.index);
              return hidden;
            }, { message: `cards on screen still hidden after scrolling to ${await page.evaluate(() => scrollY)} px` })
            .toEqual([]);
        }
        expect(seen.size).toBe(count);
      });
    }
  });
}
