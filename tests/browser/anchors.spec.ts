import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { contentRoutes, SITE_DIR } from './site-data.ts';
import { expectHydrated, visit } from './helpers.ts';

/** Every link of the built site that points at a section (#id), with the first page that shows it. */
function sectionLinks(): { from: string; href: string }[] {
  const found = new Map<string, string>();
  for (const route of contentRoutes) {
    const html = readFileSync(`${SITE_DIR}${route === '/' ? '' : route}/index.html`, 'utf8');
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]*#[^"]+)"/g)) {
      if (!found.has(href)) found.set(href, route);
    }
  }
  return [...found].map(([href, from]) => ({ from, href }));
}

const links = sectionLinks();

test('the built site links to sections of its pages', () => {
  // the skip link of every page, and the YAML's links to sections of other pages (pages/about.yaml)
  expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['#main', expect.stringMatching(/^\/[a-zA-Z-]+#[a-z][a-z0-9-]*$/)]));
});

for (const { from, href } of links) {
  test(`${href} (from ${from}) opens its section`, async ({ page }) => {
    await visit(page, from);
    const link = page.locator(`a[href="${href}"]`).first();
    await link.focus();
    await page.keyboard.press('Enter');
    const [path, id] = href.split('#');
    await expect(page).toHaveURL((url) => url.pathname === (path || from) && url.hash === `#${id}`);
    await expectHydrated(page);
    const target = page.locator(`[id="${id}"]`);
    await expect(target).toHaveCount(1);
    await expect(target).toBeInViewport();
  });
}
