import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadSite } from '../../src/config/site/load-site.ts';
import { devEditor } from './dev-editor.ts';

/**
 * The browser editor as a person who has never seen YAML uses it: nothing typed is lost (a category
 * typed, then Add; a reload; a file saved elsewhere meanwhile), pages renamed and deleted with the links
 * they touch, the preview following what is typed, and a click in the preview finding its field.
 */
const { root, open } = devEditor(4543);

const field = (page: Page, at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
const card = (page: Page, at: string) => page.locator(`.form-body details[data-field="${at}"]`);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

async function pick(page: Page, at: string, words: string) {
  const input = field(page, at);
  await input.click();
  await input.fill(words);
  await expect(page.locator('.form-picker-list:visible [role="option"]').first()).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
}

test('a category chosen, then Add pressed: the choice stays, and the second is added beside it', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml');
  await card(page, 'industry/useCases/0').locator(':scope > summary').click();
  // one category, written as one value
  expect(parse(read('pages/industries/banking.yaml')).industry.useCases[0].categories).toBe('retail-banking');
  await pick(page, 'industry/useCases/0/categories/0', 'business');
  await expect(field(page, 'industry/useCases/0/categories/0')).toHaveAttribute('data-value', 'business-banking');
  await page.getByRole('button', { name: 'Add a category to use case 1' }).click();
  await expect(field(page, 'industry/useCases/0/categories/0')).toHaveAttribute('data-value', 'business-banking');
  await expect(field(page, 'industry/useCases/0/categories/1')).toBeFocused();
  await pick(page, 'industry/useCases/0/categories/1', 'treasury');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  expect(parse(read('pages/industries/banking.yaml')).industry.useCases[0].categories).toEqual(['business-banking', 'treasury-management']);
});

test('what was typed and not saved survives a reload: offered back, and put back on request', async ({ page }) => {
  await open(page, 'pages/contact.yaml');
  const title = field(page, 'title');
  await title.fill('Talk to our agent builders');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const offer = page.locator('.edit-restore');
  await expect(offer).toContainText(/You have changes to this page from today at .* that were not saved/);
  await expect(title).not.toHaveValue('Talk to our agent builders');
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(title).toHaveValue('Talk to our agent builders');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  expect(read('pages/contact.yaml')).toMatch(/^title: Talk to our agent builders$/m);
  // saved: nothing is offered any more
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(offer).toBeHidden();
});

test('a page renamed: its address, its file and every link to it follow, in one save', async ({ page }) => {
  await open(page, 'pages/about.yaml');
  await page.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rename/ });
  const name = dialog.getByLabel('New name');
  await name.fill('Contact');
  await expect(dialog.getByRole('alert')).toContainText('There is already a page at /contact');
  await name.fill('About us');
  await expect(dialog.locator('.edit-dialog-plan')).toContainText('Its address: /about-us');
  // the old address is kept, and the dialog says so before anything is written
  await expect(dialog.locator('.edit-dialog-consequence')).toHaveText('/about will lead to /about-us');
  // and the heading that says the old name is offered the new one, ticked
  await expect(dialog.getByRole('checkbox', { name: 'Change the heading too: “About Us” becomes “About us”' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('.edit-status')).toHaveText('Renamed: the page is at /about-us (/about leads to it); its 2 translations moved with it; the links to it on “Site settings: navigation, footer, colours, texts” and Building Agentic solutions (/) follow it.', { timeout: 30_000 });
  await expect(page.locator('.edit-file-title')).toHaveText('pages/about-us.yaml');
  expect(existsSync(path.join(root, 'pages/about.yaml'))).toBe(false);
  expect(read('pages/about-us.yaml')).toMatch(/^route: \/about-us$/m);
  expect(read('pages/about-us.yaml')).toMatch(/^title: About us$/m);
  expect(read('pages/home.yaml')).toContain('to: /about-us');
  expect(read('site.config.yaml')).toContain('to: /about-us');
  expect(read('site.config.yaml')).toMatch(/\nredirects:\n {2}- from: \/about\n {4}to: \/about-us\n$/);
  expect(existsSync(path.join(root, 'pages/about-us.fr.yaml'))).toBe(true);
  expect(loadSite(root).problems).toEqual([]);
});

test('a page deleted: what links to it is named first, and with consent its links go too', async ({ page }) => {
  await open(page, 'pages/legal/cookies.yaml');
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText('Delete “Cookie Policy” (/cookies)?');
  await expect(dialog.getByRole('listitem')).toHaveText(['On “Site settings: navigation, footer, colours, texts”: a link to /cookies', 'On Privacy Policy (/privacy): a link to /cookies']);
  // Escape keeps the page, and the focus goes back
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete…' })).toBeFocused();
  expect(existsSync(path.join(root, 'pages/legal/cookies.yaml'))).toBe(true);
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('button', { name: 'Delete the page and these 2 links' }).click();
  await expect(page.locator('.edit-status')).toHaveText('Deleted “Cookie Policy” and the links to it.', { timeout: 30_000 });
  expect(existsSync(path.join(root, 'pages/legal/cookies.yaml'))).toBe(false);
  expect(read('site.config.yaml')).not.toContain('/cookies');
  expect(read('pages/legal/privacy.yaml')).not.toContain('/cookies');
  await expect(page.locator('button[data-file="pages/legal/cookies.yaml"]')).toHaveCount(0);
  expect(loadSite(root).problems).toEqual([]);
});

test('the preview follows what is typed, before any save; a click on a text of the preview finds its field', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml');
  const preview = page.frameLocator('.edit-preview');
  await expect(preview.locator('h1')).toHaveText('AI in Banking', { timeout: 60_000 });
  await card(page, 'blocks/0').locator(':scope > summary').click();
  const heroTitle = field(page, 'blocks/0/title');
  await heroTitle.fill('AI agents for banks in Casablanca');
  await expect(preview.locator('h1')).toHaveText('AI agents for banks in Casablanca');
  expect(read('pages/industries/banking.yaml')).not.toContain('AI agents for banks in Casablanca'); // nothing saved
  // a click on a category's name in the preview: its field in the form, opened and focused
  await card(page, 'blocks/0').locator(':scope > summary').click();
  await preview.locator('.category-card h2', { hasText: 'Treasury Management' }).click();
  await expect(field(page, 'industry/categories/2/name')).toBeFocused();
  await expect(field(page, 'industry/categories/2/name')).toHaveValue('Treasury Management');
});

test('a file saved elsewhere while a copy waited in the browser: both versions are shown, the newer saved one is not replaced silently', async ({ page }) => {
  await open(page, 'pages/ai-use-cases.yaml');
  await field(page, 'title').fill('Every agent we build, by sector');
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.includes('pages/ai-use-cases.yaml')));
  // a colleague saves the same page meanwhile
  const theirs = read('pages/ai-use-cases.yaml').replace(/^title: .*$/m, 'title: The catalogue of our agents');
  writeFileSync(path.join(root, 'pages/ai-use-cases.yaml'), theirs);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const offer = page.locator('.edit-restore');
  await expect(offer).toContainText('This page was saved by someone else (or in another tab) after your unsaved changes');
  await expect(field(page, 'title')).toHaveValue('The catalogue of our agents');
  await expect(offer.locator('.edit-diff')).toContainText('-title: The catalogue of our agents');
  await expect(offer.locator('.edit-diff')).toContainText('+title: Every agent we build, by sector');
  await offer.getByRole('button', { name: 'Keep the saved version' }).click();
  await expect(offer).toBeHidden();
  await expect(field(page, 'title')).toHaveValue('The catalogue of our agents');
});
