import { expect, test, type Request } from '@playwright/test';
import { expectHydrated, holdRequests, visit } from './helpers.ts';
import { mainHeading, pageData, shell } from './site-data.ts';

/**
 * Hydration by need on a first visit (src/ui/hydration.ts): static blocks ship no code, keep their
 * HTML and their links and dialog buttons work; interactive blocks below the fold wait until they come
 * near the viewport, and a click that reaches one before that is not lost.
 */
const home = pageData('/');
const blockChunk = (request: Request) => request.url().match(/\/_app\/block-([a-z-]+)-[\w-]+\.js$/)?.[1];

test('a first visit loads no code for the blocks that never hydrate, nor for those below the fold', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const type = blockChunk(request);
    if (type) chunks.push(type);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expectHydrated(page);
  expect(chunks).toEqual([]); // the home page's first screen is static: its hero has no video
  const types = home.blocks.map((b) => b.type);
  expect(types).toEqual(expect.arrayContaining(['card-grid', 'stats', 'cta', 'slideshow']));

  await page.locator('[data-block="slideshow"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-block="slideshow"]')).toHaveAttribute('data-hydrated', 'true');
  expect(chunks).toContain('slideshow');
  expect(chunks.filter((type) => ['card-grid', 'stats', 'cta', 'industry-grid'].includes(type))).toEqual([]);
});

test('hovering or focusing a link to the page itself keeps every prerendered block in place', async ({ page }) => {
  await visit(page, '/');
  const before = await page.locator('main').innerText();
  const homeLink = page.locator('.navbar__desktop').getByRole('link', { name: shell.navigation.links[0].label, exact: true });
  await homeLink.hover();
  await homeLink.focus();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.block-loading')).toHaveCount(0);
  expect(await page.locator('main').innerText()).toBe(before);
});

test('a click on a block that has not hydrated yet is replayed once it has', async ({ page }) => {
  const release = await holdRequests(page, '**/_app/block-slideshow-*.js');
  await visit(page, '/');
  const slideshow = page.locator('[data-block="slideshow"]');
  const viewport = slideshow.locator('.slideshow__viewport');
  await expect(viewport).toHaveAttribute('data-index', '0');
  await slideshow.getByRole('button', { name: shell.messages.next, exact: true }).click();
  await expect(slideshow).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(slideshow).toHaveAttribute('data-hydrated', 'true');
  await expect(viewport).toHaveAttribute('data-index', '1');
});

test('in a block that never hydrates, a dialog button opens its dialog and a link navigates inside the app', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await visit(page, '/');
  const cta = page.locator('[data-block="cta"]');
  await cta.locator('[data-opens="booking"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.locator('[data-block="industry-grid"] a[href^="/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData(href)));
  expect(documents).toEqual(['/']); // one page load: the second page came as data
});

test('clicks held while a block hydrates are replayed in order, each seeing what the one before changed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdRequests(page, '**/_app/block-code-tabs-*.js');
  await visit(page, '/experts');
  const block = page.locator('[data-block="code-tabs"]');
  await block.getByRole('tab', { name: 'Team' }).click();
  await block.locator('.code-tabs__copy').click();
  await expect(block).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(block.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(block.locator('.code-tabs__copy')).toHaveText(/Copied/i);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Crew, Process, Task');
});
