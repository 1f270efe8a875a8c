import { expect, test } from '@playwright/test';
import { BUDGETS, recordRequests, weighRequests } from '../../src/bench/route-weight.ts';
import { axeViolations, backdropBlurs, expectHydrated, pressTab, restlessAnimations, watchConsole } from './helpers.ts';
import { contentRoutes, mainHeading, pageData, SITE_DIR } from './site-data.ts';

/**
 * Every route, twice: once as a visitor with JavaScript sees it (one page load, every gate checked on it),
 * once as a crawler or a visitor without JavaScript gets it.
 */
for (const route of contentRoutes) {
  test(`${route}: hydrates with no console error, JavaScript within budget, no other host, no axe violation, every control reached by Tab, motion that rests`, async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const stopRecording = recordRequests(page);
    await page.goto(route, { waitUntil: 'networkidle' }); // quiet network: the industry preload has run too
    await expectHydrated(page);

    await test.step('the main heading, once, and no console error', async () => {
      await expect.soft(page.locator('h1')).toHaveText(mainHeading(pageData(route)));
      await expect.soft(page.locator('h1')).toHaveCount(1);
      expect.soft(problems).toEqual([]);
    });

    await test.step('initial JavaScript within budget, and no request to another host', () => {
      const requests = stopRecording();
      const weight = weighRequests(route, requests, baseURL!, SITE_DIR);
      expect.soft(weight.thirdParty).toEqual([]);
      const scripts = requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname.split('/').pop());
      expect.soft(weight.js, `${route} loads ${weight.js} bytes of JavaScript (gzip): ${scripts.join(' ')}`).toBeLessThanOrEqual(BUDGETS.initialJs);
      expect.soft(weight.js).toBeGreaterThan(0);
    });

    await test.step('no accessibility violation (axe, whole page)', async () => {
      expect.soft(await axeViolations(page)).toEqual([]);
    });

    await test.step('every interactive element is reached with the Tab key', async () => {
      const expected = await page.evaluate(() => {
        const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary, iframe';
        const reached: string[] = [];
        (window as typeof window & { tabReached: string[] }).tabReached = reached;
        // capture, on the window: focus may land in HTML that has not hydrated, where React stops the event
        window.addEventListener(
          'focusin',
          (event) => {
            const mark = (event.target as HTMLElement).dataset?.tabCheck;
            if (mark) reached.push(mark);
          },
          true,
        );
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
      await pressTab(page, expected.length + 10);
      const reached = new Set(await page.evaluate(() => (window as typeof window & { tabReached: string[] }).tabReached));
      expect.soft(expected.length).toBeGreaterThan(5); // the skip link, the navigation, the page's own controls, the footer
      const missed = expected.filter((entry) => !reached.has(entry.split(':')[0]) && !groups.includes(entry.split(':')[0]));
      expect.soft(missed).toEqual([]);
    });

    await test.step('endless animations only on screen and only on transform and opacity, wherever the page is scrolled, under no blurred layer (motion.spec.ts)', async () => {
      expect.soft(await backdropBlurs(page), 'layers that blur what is behind them').toEqual([]);
      for (const at of ['top', 'middle', 'bottom', 'top'] as const) {
        await page.evaluate((where) => {
          const end = document.documentElement.scrollHeight - innerHeight;
          window.scrollTo({ top: where === 'top' ? 0 : where === 'middle' ? end / 2 : end, behavior: 'instant' });
        }, at);
        await expect.poll(() => restlessAnimations(page), { message: `scrolled to the ${at}` }).toEqual([]);
      }
    });
  });

  test(`${route}: the raw HTML holds title, description and H1; without JavaScript the heading shows and nothing in the first screen is hidden`, async ({ browser, request }) => {
    await test.step('raw HTML: title, description, one H1, Open Graph and canonical', async () => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const page = pageData(route);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(escapeHtml(page.title));
      expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}">`);
      const h1 = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => decodeEntities(m[1]));
      expect(h1).toEqual([mainHeading(page)]);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<link rel="canonical"');
    });

    await test.step('without JavaScript: the heading shows, nothing in the first screen hidden by opacity or starting hidden', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      const hidden = await page.evaluate(() => {
        const fold = window.innerHeight;
        // an entrance animation that starts transparent hides its element in the first frame
        const startsHidden = (el: Element) =>
          el.getAnimations().some((a) => {
            const first = (a.effect as KeyframeEffect).getKeyframes()[0];
            return first && ((first.opacity !== undefined && Number(first.opacity) < 1) || first.visibility === 'hidden');
          });
        return [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < fold && (getComputedStyle(el).opacity === '0' || startsHidden(el)) && !el.closest('[aria-hidden="true"], dialog:not([open])');
          })
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      });
      expect(hidden).toEqual([]);
      await context.close();
    });

    await test.step('the largest element of the first screen (Largest Contentful Paint) is painted fully opaque from the HTML', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/_app/**', (request) => request.abort()); // the prerendered page as its first frame shows it
      await page.goto(route);
      const lcp = await page.evaluate(
        () =>
          new Promise<{ element: string; opacity: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element!;
              resolve({ element: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, opacity: getComputedStyle(element).opacity });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp.opacity, lcp.element).toBe('1');
      await context.close();
    });
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
