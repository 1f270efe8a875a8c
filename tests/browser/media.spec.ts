import { expect, test, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { buildSiteWithTeamPhoto } from '../../src/bench/photos.ts';
import { createSiteServer } from '../../src/server/site-server.ts';

/**
 * The company drops in a camera photo: a 4000×3000 JPEG of about 5 MB as the experts page's team photo,
 * without width or height in YAML. Built from a copy of the site, it reaches a phone as a small AVIF of
 * the size the screen needs, with its space reserved.
 */
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof buildSiteWithTeamPhoto>>;
let origin: string;
let close: () => void;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await buildSiteWithTeamPhoto();
  const server = createSiteServer({ dir: site.out });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

test.afterAll(() => {
  close?.();
  site?.remove();
});

/** Visits /experts and scrolls to its end; answers the bytes of every image the page fetched, by address. */
async function imagesFetched(page: Page): Promise<Map<string, number>> {
  const images = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    images.set(new URL(response.url()).pathname, (await response.body()).length);
  });
  await page.goto(`${origin}/experts`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  return images;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the team photo comes as a small AVIF of the width the screen needs, its space reserved, never the 5 MB original', async ({ page }) => {
    const images = await imagesFetched(page);
    const team = page.locator('.page-header picture');
    const avif = await team.locator('source[type="image/avif"]').getAttribute('srcset');
    // the photo shows at most 576 px wide: sizes up to twice that, none larger (1920 w is made for full-width images)
    expect(avif?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w']);
    await expect(team.locator('source[type="image/webp"]')).toHaveCount(1);
    const img = team.locator('img');
    await expect(img).toHaveAttribute('width', '4000');
    await expect(img).toHaveAttribute('height', '3000');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/_img\/[0-9a-f]{16}-1280\.avif$/);

    expect([...images.keys()].filter((url) => url.endsWith('team-photo.jpg'))).toEqual([]);
    // one file of the photo, not a large one guessed first and then the right one
    expect([...images.keys()].filter((url) => url.startsWith('/_img/'))).toHaveLength(1);
    const total = [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total, `images fetched: ${[...images].map(([url, bytes]) => `${url} ${bytes}`).join(', ')}`).toBeLessThanOrEqual(150 * 1024);
  });
});

test('on a desktop the photo keeps its place while it loads: the box has its final size before the file arrives', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_img\/.*\.(avif|webp|jpg)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin}/experts`, { waitUntil: 'domcontentloaded' });
  const img = page.locator('.page-header picture img');
  const before = await img.boundingBox();
  expect(before!.width).toBeGreaterThan(200);
  expect(before!.height / before!.width).toBeCloseTo(3000 / 4000, 2);
  release();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await img.boundingBox()).toEqual(before);
});
