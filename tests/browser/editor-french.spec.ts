import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devEditor } from './dev-editor.ts';

/**
 * The editor's own interface in French: a person whose browser reads French gets the editor in French
 * (its buttons, tabs, the form's labels and help, the problems' place), switches to English and back
 * from the header without losing what they typed, and saves. The site's texts stay as they are.
 */
const { base, root } = devEditor(4567);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const field = (page: Page, at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);

test.use({ locale: 'fr-FR' });

async function openIn(page: Page, file: string, formTab: string) {
  await page.goto(`${base}/_edit?file=${encodeURIComponent(file)}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.locator('.edit-file-title')).toHaveText(file);
  const tab = page.getByRole('tab', { name: formTab });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a browser in French opens the editor in French: buttons, tabs, the form\'s labels and help, the site\'s checks; the site\'s texts untouched', async ({ page }) => {
  await openIn(page, 'pages/contact.yaml', 'Formulaire');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'YAML' })).toBeVisible();
  const choice = page.getByRole('group', { name: 'Langue de l’éditeur' });
  await expect(choice.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  await expect(choice.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  // the form's words come from the schemas' French; the value is the site's English text
  await expect(page.locator('.form-body label', { hasText: /^Titre/ }).first()).toBeVisible();
  await expect(field(page, 'title')).toHaveValue(/\S/);
  expect(await field(page, 'title').inputValue()).toBe(/^title: (.*)$/m.exec(read('pages/contact.yaml'))![1].replace(/^"|"$/g, ''));
  // a field emptied: its problem said in French, on the field
  await field(page, 'title').fill('');
  const problems = page.getByRole('region', { name: 'Problèmes' });
  await expect(problems.getByRole('heading')).toHaveText('Problèmes\u00a0: 1 dans cette page', { timeout: 30_000 });
  await expect(problems.getByRole('listitem')).toContainText('Le champ «\u00a0Titre\u00a0» est vide\u00a0: renseignez-le.');
  await expect(field(page, 'title')).toHaveAttribute('aria-invalid', 'true');
  // a mistake only the site's checks see (another page's address): said by the server in French too
  const advanced = page.locator('.form-body details:has([data-field="route"])').first();
  await expect(advanced.locator('summary').first()).toContainText('Avancé');
  await advanced.locator('summary').first().click();
  await field(page, 'route').fill('/about');
  await expect(problems.getByRole('listitem').filter({ hasText: 'est déjà celle de pages/about.yaml' })).toBeVisible({ timeout: 30_000 });
  await field(page, 'route').fill('/contact');
  await field(page, 'title').fill('Contact the team');
  await expect(problems.getByRole('heading')).toHaveText('Aucun problème', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Enregistré', { timeout: 30_000 });
  expect(read('pages/contact.yaml')).toMatch(/^title: Contact the team$/m);
});

test('switched to English from the header and back, with a text typed and not saved: nothing is lost, the file stays open', async ({ page }) => {
  await openIn(page, 'pages/contact.yaml', 'Formulaire');
  await field(page, 'title').fill('Talk to the people who build your agents');
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeEnabled();

  await page.getByRole('group', { name: 'Langue de l’éditeur' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.locator('.edit-file-title')).toHaveText('pages/contact.yaml');
  await expect(field(page, 'title')).toHaveValue('Talk to the people who build your agents');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');

  // the choice is remembered: a new visit is in English, whatever the browser says
  await page.getByRole('group', { name: 'Language of the editor' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(field(page, 'title')).toHaveValue('Talk to the people who build your agents');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Enregistré', { timeout: 30_000 });
  expect(read('pages/contact.yaml')).toMatch(/^title: Talk to the people who build your agents$/m);
});

test('on a 390×844 phone the French editor fits: the language choice and the header on screen, nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'pages/contact.yaml', 'Formulaire');
  const choice = page.getByRole('group', { name: 'Langue de l’éditeur' });
  await expect(choice).toBeInViewport();
  const box = await choice.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
