import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUDGETS, measureRoute } from '../../src/bench/route-weight.ts';
import { contentRoutes, shell, SITE_DIR } from './site-data.ts';

/** Every rule of axe-core's WCAG 2.x A and AA sets and its best practices; the failures, readable. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

test.describe('every route', () => {
  for (const route of contentRoutes) {
    test(`${route}: initial JavaScript within budget, and no request to another host`, async ({ page, baseURL }) => {
      const weight = await measureRoute(page, baseURL!, route, SITE_DIR);
      expect(weight.thirdParty).toEqual([]);
      expect(weight.js, `${route} loads ${weight.js} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(BUDGETS.initialJs);
      expect(weight.js).toBeGreaterThan(0);
    });

    test(`${route}: no accessibility violation (axe)`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${route}: every interactive element is reached with the Tab key`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'networkidle' });
      const expected = await page.evaluate(() => {
        const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary, iframe';
        return [...document.querySelectorAll<HTMLElement>(focusable)]
          .filter((el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
          .map((el, i) => {
            el.dataset.tabCheck = String(i);
            return `${i}: ${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
          });
      });
      // radio groups are one stop: the browser moves between their options with the arrow keys
      const groups = await page.evaluate(() => {
        const seen = new Set<string>();
        return [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][data-tab-check]')].flatMap((r) => (seen.has(r.name) || !seen.add(r.name) ? [r.dataset.tabCheck!] : []));
      });
      const reached = new Set<string>();
      for (let i = 0; i < expected.length + 10; i++) {
        await page.keyboard.press('Tab');
        const mark = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabCheck);
        if (mark) reached.add(mark);
      }
      expect(expected.length).toBeGreaterThan(5); // the skip link, the navigation, the page's own controls, the footer
      const missed = expected.filter((entry) => !reached.has(entry.split(':')[0]) && !groups.includes(entry.split(':')[0]));
      expect(missed).toEqual([]);
    });

    test(`${route}: without JavaScript, the heading shows and nothing in the first screen is hidden by opacity`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      const hidden = await page.evaluate(() => {
        const fold = window.innerHeight;
        return [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < fold && getComputedStyle(el).opacity === '0' && !el.closest('[aria-hidden="true"], dialog:not([open])');
          })
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      });
      expect(hidden).toEqual([]);
      await context.close();
    });
  }
});

test.describe('every dialog state has no accessibility violation', () => {
  test('booking dialog', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('.hero').getByRole('button', { name: 'Book a Call' }).click();
    const dialog = page.getByRole('dialog', { name: shell.forms.booking.text.title });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // with a day chosen the time slots show
    await dialog.locator('.choice__body').first().click();
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('contact dialog', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Write to us from here' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('use-case detail and category dialogs of an industry page', async ({ page }) => {
    await page.goto('/banking', { waitUntil: 'networkidle' });
    await page.locator('.use-case__button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: shell.industryPages.showMore }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('search results and the use-case dialog of /transform', async ({ page }) => {
    await page.goto('/transform', { waitUntil: 'networkidle' });
    await page.locator('input[type="search"]').fill('invoice');
    await expect(page.locator('.result-card__button').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.result-card__button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('video overlay of /technicalExpertise', async ({ page }) => {
    await page.goto('/technicalExpertise', { waitUntil: 'networkidle' });
    await page.locator('.demo-card__open').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('guardrail video player of /noblackbox', async ({ page }) => {
    await page.goto('/noblackbox', { waitUntil: 'networkidle' });
    await page.locator('.library-card__open').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('mobile menu', async ({ page }) => {
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: shell.messages.menuOpen }).click();
      await expect(page.locator('.navbar__mobile')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
