import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { devEditor } from './dev-editor.ts';

/** The Form view of the browser editor (/_edit, issue 30), on a throw-away copy of the project's own site. */
const { root, open } = devEditor(4541);

async function formView(page: Page) {
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.form-root')).toBeVisible();
}

/** The control of a field of the form, by its path in the file. */
const field = (page: Page, at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
const card = (page: Page, at: string) => page.locator(`.form-body details[data-field="${at}"]`);
const liveRegion = (page: Page) => page.locator('.form-live');

/** Letters only: the new industry's key is its name in camelCase, which takes no digits. */
function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('a new industry page without the YAML: from the template into the form, filled, saved, and the page shows its category cards', async ({ page }) => {
  test.setTimeout(240_000);
  const suffix = letters(6);
  const name = `forestry-${suffix}`;
  const file = `pages/industries/${name}.yaml`;
  await open(page, 'site.config.yaml');
  await page.getByRole('button', { name: 'New industry' }).click();
  await page.getByRole('textbox', { name: 'Name of the new file' }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.edit-file-title')).toHaveText(file);
  // the form shows at once, the YAML view is hidden
  await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.cm-editor')).toBeHidden();
  await expect(field(page, 'route')).toHaveValue(`/${name}`);
  await expect(field(page, 'industry/key')).toHaveValue(`forestry${suffix[0].toUpperCase()}${suffix.slice(1)}`);

  const industry = `Forestry ${suffix}`;
  const fill = async (at: string, value: string) => {
    const control = field(page, at);
    await control.scrollIntoViewIfNeeded();
    await control.fill(value);
  };
  await expect(page.getByLabel('Description', { exact: true }).first()).toHaveAttribute('data-field', 'description');
  await fill('description', 'Example AI agents for forestry companies.');
  await fill('industry/name', industry);
  await fill('industry/summary', 'Agents that plan harvests and watch the forest.');
  await fill('industry/categories/0/id', `planning-${suffix}`);
  await fill('industry/categories/0/name', 'Harvest Planning');
  await fill('industry/categories/0/description', 'Agents that plan the harvest.');
  // a second category, from the list's Add button
  await page.locator('fieldset[data-field="industry/categories"]').getByRole('button', { name: 'Add to Categories' }).click();
  await expect(liveRegion(page)).toHaveText('Added a category to Categories, item 2 of 2.');
  await fill('industry/categories/1/id', `safety-${suffix}`);
  await fill('industry/categories/1/name', 'Forest Safety');
  await fill('industry/categories/1/description', 'Agents that keep forest workers safe.');
  // the use case: its texts, a technology from the picker, its category from the ids of this file
  for (const [key, value] of [
    ['id', `harvest-planner-${suffix}`],
    ['title', 'Harvest planner'],
    ['description', 'Plans which stands to harvest each season.'],
    ['advantage', 'Fewer wasted trips.'],
    ['example', 'A cooperative plans a season in a day.'],
    ['application', 'Reads the stand inventory and the orders.'],
  ]) {
    await fill(`industry/useCases/0/${key}`, value);
  }
  const technology = field(page, 'industry/useCases/0/technologies/0');
  await expect(technology).toHaveValue('llm');
  const technologies = await technology.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(technologies).toContain('rag');
  // each id with the name it stands for
  const ragLabel = await technology.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].find((o) => o.value === 'rag')?.label);
  expect(ragLabel).toBe('Retrieval-Augmented Generation');
  await technology.fill('rag');
  const useCase = card(page, 'industry/useCases/0');
  await useCase.locator('fieldset[data-field="industry/useCases/0/categories"]').getByRole('button', { name: 'Add to Categories' }).click();
  const category = field(page, 'industry/useCases/0/categories/0');
  await expect(category).toBeFocused();
  expect(await category.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => [o.value, o.label]))).toEqual([
    [`planning-${suffix}`, 'Harvest Planning'],
    [`safety-${suffix}`, 'Forest Safety'],
  ]);
  await category.fill(`planning-${suffix}`);
  await fill('blocks/0/title', `AI agents for ${industry}`);
  await fill('blocks/0/subtitle', 'Built for the forest.');

  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  const saved = parse(readFileSync(path.join(root, file), 'utf8'));
  expect(saved.industry.categories.map((c: { name: string }) => c.name)).toEqual(['Harvest Planning', 'Forest Safety']);
  expect(saved.industry.useCases[0]).toMatchObject({ technologies: ['rag'], categories: `planning-${suffix}` });

  const preview = page.frameLocator('.edit-preview');
  await expect(page.locator('.edit-preview')).toHaveAttribute('src', `/${name}?_preview=1`);
  // the save answers once the dev server has the new page: the preview goes to its route and shows it
  await expect(preview.locator('.category-card h2')).toHaveText(['Harvest Planning', 'Forest Safety'], { timeout: 30_000 });
});

test('a list reordered with the keyboard: Move down, Move up, the YAML follows and each move is announced', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'pages/industries/banking.yaml');
  await formView(page);
  const first = card(page, 'industry/categories/0');
  await first.locator('summary').click(); // open the card
  await expect(first).toHaveAttribute('open', '');
  await first.locator('summary').focus();
  await page.keyboard.press('Tab'); // Move up is disabled on the first item: Tab reaches Move down
  await expect(first.locator(':scope > .form-item-actions > .form-down')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText('Moved “Retail Banking” down: now 2 of 13 in Categories.');
  await expect(card(page, 'industry/categories/1').locator(':scope > .form-item-actions > .form-down')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText('Moved “Retail Banking” down: now 3 of 13 in Categories.');
  await expect(page.locator('details[data-field^="industry/categories/"] > summary')).toHaveText([/^1\. Business Banking/, /^2\. Treasury Management/, /^3\. Retail Banking/, ...Array(10).fill(/./)]);
  // the YAML view has the items in that order, each item's lines unchanged
  await page.getByRole('tab', { name: 'YAML' }).click();
  const yaml = await page.locator('.cm-content').innerText();
  expect(yaml.indexOf('- id: business-banking')).toBeLessThan(yaml.indexOf('- id: treasury-management'));
  expect(yaml.indexOf('- id: treasury-management')).toBeLessThan(yaml.indexOf('- id: retail-banking\n'));
  expect(yaml).toContain('- id: retail-banking\n      name: Retail Banking\n');
  // and back up, with Alt+↑ on the card's heading
  await page.getByRole('tab', { name: 'Form' }).click();
  await card(page, 'industry/categories/2').locator('summary').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(liveRegion(page)).toHaveText('Moved “Retail Banking” up: now 2 of 13 in Categories.');
  await expect(card(page, 'industry/categories/1').locator('summary')).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(card(page, 'industry/categories/0').locator('summary')).toHaveText('1. Retail Banking');
  await expect(page.locator('.edit-save')).toBeDisabled(); // back as saved
});

test('an icon chosen from the picker: the names come from Lucide, the YAML changes on its line', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'pages/about.yaml');
  await formView(page);
  await card(page, 'blocks/3').locator('summary').first().click();
  const cardOne = card(page, 'blocks/3/cards/0');
  await cardOne.locator('summary').click();
  const icon = field(page, 'blocks/3/cards/0/icon');
  await expect(icon).toHaveValue('eye');
  await expect(page.getByLabel('Icon', { exact: true }).first()).toHaveValue('eye');
  const names = await icon.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(names.length).toBeGreaterThan(1000);
  expect(names).toContain('shield-check');
  // the icon drawn beside its name
  const drawing = cardOne.locator('.form-icon-preview svg');
  await expect(drawing).toBeVisible();
  const eye = await drawing.innerHTML();
  // the YAML view's text, as the check receives it
  const checked = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/check') && String(request.postDataJSON()?.text).includes('- icon: shield-check\n'));
  await icon.fill('');
  await icon.pressSequentially('shield-check');
  const text = ((await checked).postDataJSON() as { text: string }).text;
  await expect.poll(() => drawing.innerHTML()).not.toBe(eye);
  const before = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');
  expect(text).toBe(before.replace('      - icon: eye\n', '      - icon: shield-check\n'));
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  // a name that is not an icon is a problem on the field
  await page.getByRole('tab', { name: 'Form' }).click();
  await icon.fill('shield-chekc');
  await expect(drawing).toHaveCount(0); // no drawing for a name that is no icon
  await expect(icon).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  await expect(cardOne.locator('.form-problem').first()).toContainText('shield-check');
});

test('a problem clicked in the list focuses its field in the form', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'pages/about.yaml');
  await formView(page);
  await card(page, 'blocks/0').locator('summary').first().click();
  const title = field(page, 'blocks/0/title');
  await title.fill('');
  const problem = page.locator('.edit-problems li[data-line="9"]');
  await expect(problem).toContainText('"title" is empty', { timeout: 30_000 });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const described = (await title.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(page.locator(`[id="${described}"]`)).toContainText('"title" is empty');
  // the card folded away and the focus elsewhere: the click opens it and focuses the field
  await card(page, 'blocks/0').locator('summary').first().click();
  await expect(title).toBeHidden();
  await field(page, 'route').focus();
  await problem.locator('.edit-where').click();
  await expect(title).toBeFocused();
  await expect(title).toBeVisible();
  await title.fill('We build AI agents around the way your organisation already works');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('on a phone the editor is one column: the files, the open file, then its preview, none covering another', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'pages/about.yaml');
  await formView(page); // a click on the tab: nothing lies over it
  const [nav, main, side] = await Promise.all(['.edit-nav', '.edit-main', '.edit-side'].map((s) => page.locator(s).boundingBox()));
  for (const box of [nav, main, side]) expect(box!.width).toBeGreaterThan(370);
  expect(nav!.y + nav!.height).toBeLessThanOrEqual(main!.y + 1);
  expect(main!.y + main!.height).toBeLessThanOrEqual(side!.y + 1);
  await page.locator('.edit-preview').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('.edit-preview').locator('h1')).toBeVisible({ timeout: 30_000 });
});
