import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { useCasesOf, type IndustryData } from '../../src/industry/model.ts';
import { SqliteLeadStore } from '../../src/server/forms/lead-store.ts';
import type { ShellData } from '../../src/model/types.ts';
import { TEST_LEADS_DB } from '../playwright.config.ts';
import { builtRoutes } from '../../src/prerender/built-site.ts';
import { dataFile, mainHeading, pageData, shell, SITE_DIR } from './site-data.ts';
import { visit } from './helpers.ts';

/** The site in English, French and Arabic, as visitors of each language meet it. */

const shellOf = (code: string) => (code === shell.defaultLanguage ? shell : dataFile<ShellData>(`/_data/${code}/site.json`));
const fr = shellOf('fr');
const ar = shellOf('ar');

async function switcherLinks(page: Page) {
  return page.locator('.language-switcher a').evaluateAll((links) => links.map((a) => ({ code: a.getAttribute('hreflang'), href: a.getAttribute('href'), current: a.getAttribute('aria-current') })));
}

test('every page has its versions in each language, and the switcher on each goes to the same page in the other language', async ({ page }) => {
  // one page per kind is enough for the browser; every page's links are checked on the built files (tests/integration/languages.test.ts)
  for (const route of ['/', '/banking', '/fr/banque', '/ar/contact', '/fr/nos-experts', '/contact']) {
    const data = pageData(route);
    await visit(page, route);
    const language = data.lang ?? shell.defaultLanguage;
    await expect(page.locator('html')).toHaveAttribute('lang', language!);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const links = await switcherLinks(page);
    expect(links).toEqual(Object.entries(data.alternates!).map(([code, href]) => ({ code, href, current: code === language ? 'true' : null })));
    // and back: the other version lists this page in this language
    for (const href of Object.values(data.alternates!)) expect(pageData(href).alternates![language!]).toBe(route);
  }
});

test('choosing French keeps the visitor on the page, in French, and is remembered on the next visit to the home page', async ({ page }) => {
  await visit(page, '/banking');
  await page.locator('.language-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/banque$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveText(pageData('/fr/banque').blocks.find((b) => b.type === 'hero')!.title as string);
  await expect(page.getByRole('navigation', { name: fr.messages.mainNavigation }).first()).toBeVisible();
  // a later visit to the English home page goes to the French one; English chosen again stays English
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('.language-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(/\/$/);
});

test('Arabic is right to left: the brand at the right, the menu button at the left, text in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const brand = (await page.locator('.navbar .brand').boundingBox())!;
  const toggle = (await page.locator('.navbar__toggle').boundingBox())!;
  expect(brand.x).toBeGreaterThan(toggle.x);
  await expect(page.locator('.navbar__toggle')).toHaveAttribute('aria-label', ar.messages.menuOpen);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a page not yet translated says which of its parts are in English, for screen readers', async ({ page }) => {
  // whichever page the content has not translated yet (the translations grow; the page is found in the built data)
  const route = builtRoutes(SITE_DIR).find((r) => {
    const data = pageData(r);
    return data.lang !== undefined && data.sourceLanguage !== undefined && data.sourceLanguage !== data.lang;
  });
  test.skip(route === undefined, 'every page is translated in every language');
  const data = pageData(route!);
  await visit(page, route!);
  await expect(page.locator('html')).toHaveAttribute('lang', data.lang!);
  await expect(page.locator(`main .block[lang="${data.sourceLanguage}"]`).first()).toBeAttached();
  expect(await page.locator('main .block:not([lang])').count()).toBe(0);
  // in the direction of their language: English on an Arabic page reads left to right, its full stop at its end
  const direction = shell.languages!.find((language) => language.code === data.sourceLanguage)!.dir;
  expect(await page.locator(`main .block[lang="${data.sourceLanguage}"]:not([dir="${direction}"])`).count()).toBe(0);
});

test('a page not yet translated says so at its top, in the visitor\'s language; a translated page does not', async ({ page }) => {
  const routes = builtRoutes(SITE_DIR);
  const untranslated = routes.find((r) => {
    const data = pageData(r);
    return data.lang !== undefined && data.lang !== data.sourceLanguage && data.sourceLanguage !== undefined && data.untranslatedBlocks === undefined;
  });
  test.skip(untranslated === undefined, 'every page is translated in every language');
  const data = pageData(untranslated!);
  await visit(page, untranslated!);
  const note = page.getByRole('note');
  await expect(note).toHaveText(shellOf(data.lang!).messages.notTranslated!);
  // in the page's language (not marked as the source's), above the first block
  expect(await note.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(data.lang);
  expect(await note.evaluate((element) => element.nextElementSibling?.classList.contains('block'))).toBe(true);
  await expect(note).toBeInViewport();
  // a page translated in full has none
  await visit(page, '/fr/banque');
  expect(pageData('/fr/banque').sourceLanguage).toBeUndefined();
  await expect(page.locator('.page-not-translated')).toHaveCount(0);
});

test('numbers are written as each language writes them, in Latin digits, the same in the prerendered HTML as once the page runs', async ({ page, request }) => {
  for (const [route, expected] of [
    ['/technicalExpertise', '+2,000'],
    ['/fr/expertise-technique', '+2\u202f000'],
    [pageData('/technicalExpertise').alternates!.ar, '+2,000'],
  ] as const) {
    const html = await (await request.get(route)).text();
    // the figure screen readers read (the one drawn counts up to it as it comes into view)
    expect(/class="sr-only">([^<]*)<\/span><span class="counter__caption"/.exec(html.replaceAll('<!-- -->', ''))?.[1], route).toBe(expected);
    await visit(page, route);
    await expect(page.locator('.counter__figure .sr-only')).toHaveText(expected);
  }
});

test('the Arabic plural forms show in the category counts: 1 and 2 more agents in their own forms', async ({ page }) => {
  const data = dataFile<IndustryData>('/_data/ar/industries/ar/banking.json');
  const intro = ar.industryPages.categoryDialogIntro as Record<string, string>;
  const sized = (n: number) => data.categories.find((c) => useCasesOf(c.id, data.useCases).length === n);
  await visit(page, '/ar/banking');
  for (const [category, more, form] of [
    [sized(4)!, 1, 'one'],
    [sized(5)!, 2, 'two'],
  ] as const) {
    expect(new Intl.PluralRules('ar').select(more)).toBe(form);
    const card = page.locator('.category-card').filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
    await card.getByRole('button', { name: ar.industryPages.showMore }).click();
    const dialog = page.getByRole('dialog', { name: category.name });
    await expect(dialog.locator('.dialog__intro')).toHaveText(intro[form].replace('{count}', new Intl.NumberFormat('ar').format(more)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the booking days are written in French on a French page', async ({ page }) => {
  await visit(page, '/fr');
  const hero = pageData('/fr').blocks.find((b) => b.type === 'hero') as unknown as { actions: { label: string }[] };
  await page.locator('.hero').getByRole('button', { name: hero.actions[0].label }).click();
  const dialog = page.getByRole('dialog', { name: fr.forms.booking.text.title });
  await expect(dialog).toBeVisible();
  const days = dialog.getByRole('group', { name: fr.forms.booking.text.dateLegend }).getByRole('radio');
  await expect(days).toHaveCount(fr.forms.booking.days);
  const labels = await days.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent ?? ''));
  const french = new Intl.DateTimeFormat('fr', { weekday: 'short' });
  const weekdays = Array.from({ length: 7 }, (_, i) => french.format(new Date(Date.UTC(2026, 10, 23 + i))));
  expect(labels.filter((label) => weekdays.some((day) => label.includes(day))).length).toBeGreaterThan(0);
});

test('a lead sent from the French contact page is stored with fr', async ({ page }) => {
  await visit(page, '/fr/contact');
  const form = page.locator('form.form');
  const email = `lea.${Date.now()}@example.com`;
  const fields = fr.forms.contact.fields;
  await form.getByLabel(fields.find((f) => f.name === 'name')!.label).fill('Léa Benali');
  await form.getByLabel(fields.find((f) => f.name === 'email')!.label).fill(email);
  await form.getByLabel(fields.find((f) => f.name === 'message')!.label).fill('Nous voulons un agent pour rapprocher les factures fournisseurs.');
  await form.getByRole('button', { name: fr.forms.contact.text.submit }).click();
  await expect(form.getByRole('status')).toHaveText(fr.forms.contact.text.success);
  expect(existsSync(TEST_LEADS_DB)).toBe(true);
  const store = new SqliteLeadStore(TEST_LEADS_DB);
  try {
    const [row] = (await store.list()).filter((lead) => lead.fields.email === email);
    expect(row.fields.language).toBe('fr');
  } finally {
    await store.close();
  }
});

test('an address that does not exist under /fr/ gets the French not-found page, with status 404', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveText(mainHeading(pageData('/fr/404')));
});

for (const width of [1180, 1440]) {
  test(`at ${width} px the bar holds its links, the languages and the call button on one line, in every language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/noblackbox', '/fr/ia-sans-boite-noire', '/ar']) {
      await page.goto(route);
      const bar = page.locator('.navbar__inner');
      const heights = await page.locator('.navbar__desktop .navbar__link, .navbar__cta').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(heights.length, route).toBeGreaterThan(3);
      // one line each: no link taller than the call button's single line
      expect(Math.max(...heights), route).toBeLessThan(50);
      expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth), route).toBe(true);
      await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    }
  });
}

test('below 1180 px the links go into the menu: nothing wraps, the other languages stay in the bar', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/fr/ia-sans-boite-noire');
  await expect(page.locator('.navbar__desktop')).toBeHidden();
  await expect(page.locator('.navbar__toggle')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /langue/i }).getByRole('link', { name: 'English' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});
