import { expect, test } from '@playwright/test';
import { escapeRegExp, visit } from './helpers.ts';
import { mainHeading, pageData, shell } from './site-data.ts';

/** The shell around every page: navigation bar, footer, theme, not-found page, client-side navigation. */

test('the navigation bar becomes more opaque past 50 px of scroll', async ({ page }) => {
  await visit(page, '/');
  const header = page.locator('header.navbar');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(header).toHaveAttribute('data-opaque', 'false');
  const before = await background();
  const scrollTo = (top: number) =>
    page.evaluate(async (y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, top);
  await scrollTo(shell.navigation.opaqueAfterPx - 10);
  await expect(header).toHaveAttribute('data-opaque', 'false');
  await scrollTo(shell.navigation.opaqueAfterPx + 30);
  await expect(header).toHaveAttribute('data-opaque', 'true');
  // computed colours come as rgba(r, g, b, a) or color(srgb r g b / a); the bar fades over a short transition
  const alpha = (color: string) => Number(/(?:,|\/)\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
  await expect.poll(async () => alpha(await background())).toBeGreaterThan(alpha(before) + 0.2);
  await scrollTo(0);
  await expect(header).toHaveAttribute('data-opaque', 'false');
});

test('the permanent dark theme: dark marker on the page root and theme=dark stored', async ({ page }) => {
  await page.goto('/about');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const raw = await (await page.request.get('/about')).text();
  expect(raw).toMatch(/<html lang="[^"]+" dir="(ltr|rtl)" class="dark"/); // before any script runs
});

test('an unknown path shows the not-found page with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  const notFound = pageData(shell.notFoundRoute);
  await expect(page.locator('h1')).toHaveText(mainHeading(notFound));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(notFound.title)));
  expect((await page.request.get(shell.notFoundRoute)).status()).toBe(404);
});

test('an unknown path reached inside the app shows the not-found page: its JSON answers 404, no list of routes is needed', async ({ page }) => {
  await visit(page, '/about');
  const asked: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_data/pages/')) asked.push(`${new URL(response.url()).pathname} ${response.status()}`);
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/this-page-does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const notFound = pageData(shell.notFoundRoute);
  await expect(page.locator('h1')).toHaveText(mainHeading(notFound));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(notFound.title)));
  await expect(page).toHaveURL(/\/this-page-does-not-exist$/);
  expect(asked).toEqual(['/_data/pages/this-page-does-not-exist.json 404', `/_data/pages${shell.notFoundRoute}.json 200`]);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData('/about')));
});

test('client-side navigation swaps the page without reloading and updates the head', async ({ page }) => {
  await visit(page, '/');
  await page.evaluate(() => ((window as typeof window & { marker: string }).marker = 'still here'));
  const about = shell.footer.groups.flatMap((g) => g.links).find((l) => l.to === '/about')!;
  await page.locator('footer').getByRole('link', { name: about.label, exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData('/about')));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(pageData('/about').title)));
  expect(await page.evaluate(() => (window as typeof window & { marker?: string }).marker)).toBe('still here');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData('/')));
});

test('a page that fails to load after a click shows an error with a working retry', async ({ page }) => {
  await visit(page, '/');
  let failing = true;
  await page.route('**/_data/pages/about.json', (route) => (failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
  const about = shell.footer.groups.flatMap((g) => g.links).find((l) => l.to === '/about')!;
  await page.locator('footer').getByRole('link', { name: about.label, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(shell.messages.pageError);
  failing = false;
  await page.getByRole('button', { name: shell.messages.retry }).click();
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData('/about')));
});

test('the footer has the legal pages, the social link and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const link of shell.footer.legal) {
    await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  }
  const social = footer.getByRole('link', { name: new RegExp(shell.footer.social[0].label) });
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await footer.getByRole('link', { name: shell.footer.legal[0].label }).click();
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData(shell.footer.legal[0].to)));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens and closes by keyboard and returns focus', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: shell.messages.menuOpen });
    await expect(page.locator('.navbar__desktop')).toBeHidden();
    // reach the button with the keyboard alone: skip link, brand, then the menu button
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar__mobile');
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: shell.messages.menuClose });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const link of shell.navigation.links) await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Space toggles too, and choosing a link navigates and closes the menu
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    const target = shell.navigation.links[1];
    await menu.getByRole('link', { name: target.label, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.to)}$`));
    await expect(menu).toBeHidden();
  });
});
