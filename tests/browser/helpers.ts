import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Opens `route` and waits until the page answers input: the application has hydrated
 * (App marks <html data-hydrated> once React has attached its handlers). A state, never a duration.
 */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expectHydrated(page);
}

export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Holds every request to `url` (a glob) until the returned function is called, then lets them through:
 * a state (loading, not yet hydrated) stays on screen exactly as long as the test needs it. Give the
 * browser context to hold what a worker fetches too (a page's routes see only the page's requests).
 */
export async function holdRequests(page: Page | BrowserContext, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Brings the first block of `type` into view and waits until it has hydrated: on a first visit a block
 * below the fold stays as prerendered HTML until it comes near the viewport (src/ui/hydration.ts).
 */
export async function viewBlock(page: Page, type: string): Promise<Locator> {
  const block = page.locator(`[data-block="${type}"]`).first();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-hydrated', 'true');
  return block;
}

/** Navigates inside the app (no page load), as a visitor clicking a link would. */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every rule of axe-core's WCAG 2.x A and AA sets and its best practices, on the whole page or only on
 * the region under test (`include`, a CSS selector such as 'dialog[open]'); the violations, readable.
 * axe-core is put into the page once (through the debugging protocol, so the site's CSP still holds for
 * the site) and runs in the top document: the site embeds no frame before a click on a video.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // a dialog or menu still entering is half transparent: its colours are checked once it is in place
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('dialog[open], .navbar__mobile')].every((el) => getComputedStyle(el).opacity === '1'))).toBe(true);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as typeof window & { axe: typeof import('axe-core') }).axe;
      const { violations } = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
    },
    { include, tags: AXE_TAGS },
  );
}

/** Presses Tab until `target` has focus (fails after 40 presses). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Problems a page reports while a test runs: console errors and warnings, uncaught errors, failed or 4xx/5xx requests. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Chromium's media stack cancels its own metadata fetch when playback starts and asks again for
    // the range it needs; that abort is the browser's doing, not a broken file (a 404 is still caught below).
    if (request.resourceType() === 'media' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Installs Playwright's clock, standing still, before the page loads: the page's timers fire only when the
 * test advances time with page.clock.runFor(), so a delay is checked to the millisecond.
 */
export async function stopClockBeforeLoad(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded) a second from now;
 * timers due within that second fire once. For pages whose start-up needs flowing time.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Advances the paused clock in `stepMs` steps until `condition` holds, and returns how much time passed.
 * For delays that start on an event the test cannot time (a server's answer): once the condition holds,
 * the delay started at most one step ago. `condition` must answer at once (no auto-waiting locator).
 */
export async function runClockUntil(page: Page, condition: () => Promise<boolean>, stepMs = 20, limitMs = 30_000): Promise<number> {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += stepMs) {
    if (await condition()) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`the condition did not hold within ${limitMs} ms of page time`);
}

/**
 * Presses Tab `times` times, as a person holding the key would: the key events go to the browser in one
 * batch through the debugging protocol, which handles them in order (each moves focus before the next
 * is read), instead of one round trip per press.
 */
export async function pressTab(page: Page, times: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  const sent: Promise<unknown>[] = [];
  for (let i = 0; i < times; i++) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }), cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
  }
  await Promise.all(sent);
  await cdp.detach();
}

const COMPOSITED = ['transform', 'opacity', 'translate', 'scale', 'rotate'];

/** The endless animations running now, each with what it animates and whether its element is on screen. */
export function endlessAnimations(page: Page) {
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

/** The endless animations that do not rest: off screen, or on more than transform and opacity. */
export const restlessAnimations = async (page: Page) => (await endlessAnimations(page)).filter((a) => !a.onScreen || a.notComposited.length > 0);

/**
 * Elements that blur what is behind them (backdrop-filter): such a layer is drawn again at every frame of
 * a video or an animation under it (DESIGN.md: continuous animations never run on large blurred layers).
 */
export function backdropBlurs(page: Page) {
  return page.evaluate(() => {
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const blurs = (style: CSSStyleDeclaration) => !['', 'none'].includes(style.backdropFilter);
    const layers = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getClientRects().length > 0 && blurs(getComputedStyle(element)))
      .map((element) => `${name(element)}: ${getComputedStyle(element).backdropFilter}`);
    // an open modal dialog's ::backdrop covers the whole window
    const backdrops = [...document.querySelectorAll('dialog[open]')]
      .filter((dialog) => blurs(getComputedStyle(dialog, '::backdrop')))
      .map((dialog) => `${name(dialog)}::backdrop: ${getComputedStyle(dialog, '::backdrop').backdropFilter}`);
    return [...layers, ...backdrops];
  });
}
