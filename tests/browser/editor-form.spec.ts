import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { devEditor } from './dev-editor.ts';
import { loadSite } from '../../src/config/site/load-site.ts';

/** The Form view of the browser editor (/_edit, issue 30), on a throw-away copy of the project's own site. */
const { base, root, open } = devEditor(4541);

async function formView(page: Page) {
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.form-root')).toBeVisible();
}

/** The control of a field of the form, by its path in the file. */
const field = (page: Page, at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
const card = (page: Page, at: string) => page.locator(`.form-body details[data-field="${at}"]`);
const liveRegion = (page: Page) => page.locator('.form-live');

/** A picker's choice by a word of its name: typed, then the first choice shown taken with Enter. */
async function pick(page: Page, at: string, words: string) {
  const input = field(page, at);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await input.fill(words);
  await expect(page.locator('.form-picker-list:visible [role="option"]').first()).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
}

for (const device of [
  { name: 'at 1280×800', viewport: { width: 1280, height: 800 }, industry: "Port d'Agadir – Logistique", slug: 'port-d-agadir-logistique', key: 'portDAgadirLogistique' },
  { name: 'on a 390×844 phone', viewport: { width: 390, height: 844 }, industry: 'Meknès Agri-Export', slug: 'meknes-agri-export', key: 'meknesAgriExport' },
]) {
  test(`a new industry in the Form view alone, ${device.name}: a name, two categories, three use cases, technologies by name; saved, valid, its page shows its cards and the home page links it`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    const file = `pages/industries/${device.slug}.yaml`;
    await open(page, 'site.config.yaml');
    await page.getByRole('button', { name: 'New industry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New industry' });
    const name = dialog.getByLabel('Name of the industry');
    // a name already taken is refused before anything is written
    await name.fill('Logistics');
    await expect(dialog.getByRole('alert')).toHaveText('There is already a page at /logistics (pages/industries/logistics.yaml): choose another name, or open that page.');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await name.fill(device.industry);
    await expect(dialog.locator('.edit-dialog-plan')).toContainText(`Its address: /${device.slug}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.locator('.edit-file-title')).toHaveText(file);
    await expect(page.locator('.edit-page-title')).toHaveText(device.industry);
    // the form shows, the YAML view is hidden, the first empty field has the focus; no problem shouts yet
    await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.cm-editor')).toBeHidden();
    await expect(field(page, 'description')).toBeFocused();
    await expect(page.locator('.form-problem')).toHaveCount(0);
    await expect(field(page, 'industry/name')).toHaveValue(device.industry);
    await expect(field(page, 'industry/key')).toHaveValue(device.key); // made from the name, under Advanced
    await expect(field(page, 'industry/key')).toBeHidden();

    const fill = async (at: string, value: string) => {
      const control = field(page, at);
      await control.scrollIntoViewIfNeeded();
      await control.fill(value);
    };
    await fill('description', `AI agents for ${device.industry}: vessel calls, customs files and yard planning, in French and Arabic.`);
    await fill('industry/summary', `Agents that plan calls, prepare customs files and keep ${device.industry} moving.`);
    await fill('industry/categories/0/name', 'Port Operations');
    await expect(card(page, 'industry/categories/0').locator('.form-card-title')).toHaveText('Port Operations'); // the heading follows
    await expect(field(page, 'industry/categories/0/id')).toHaveValue('port-operations');
    await fill('industry/categories/0/description', 'Berths, cranes and yard slots planned around every vessel call.');
    // a second category: in view at once, its name focused
    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    await expect(liveRegion(page)).toHaveText('Added a category to Categories, item 2 of 2.');
    await expect(field(page, 'industry/categories/1/name')).toBeFocused();
    await page.keyboard.type('Customs and Trade');
    await fill('industry/categories/1/description', 'Declarations, certificates and duties ready before the ship is alongside.');

    const useCases = [
      ['Berth Planning Agent', 'language model', 'Port Operations'],
      ['Customs Declaration Agent', 'document', 'Customs'],
      ['Yard Slot Agent', 'vision', 'Port Operations'],
    ] as const;
    for (const [index, [title, technology, category]] of useCases.entries()) {
      if (index > 0) {
        await page.getByRole('button', { name: 'Add a use case', exact: true }).click();
        await expect(field(page, `industry/useCases/${index}/title`)).toBeFocused();
      }
      const at = `industry/useCases/${index}`;
      await fill(`${at}/title`, title);
      await fill(`${at}/description`, `${title} works from the manifests the shipping lines send before each call at ${device.industry}.`);
      await fill(`${at}/advantage`, `${title}: hours of manual work saved on every vessel call.`);
      await fill(`${at}/example`, `For a bulk carrier from Dakar, ${title} had everything ready two days before arrival.`);
      await fill(`${at}/application`, `Connected to the port community system (${index + 1}).`);
      await pick(page, `${at}/technologies/0`, technology);
      if ((await field(page, `${at}/categories/0`).count()) === 0) await page.getByRole('button', { name: `Add a category to use case ${index + 1}` }).click();
      await pick(page, `${at}/categories/0`, category);
    }
    await expect(field(page, 'industry/useCases/0/technologies/0')).toHaveAttribute('data-value', 'llm');
    await fill('blocks/0/title', `AI for ${device.industry}`);
    await fill('blocks/0/subtitle', 'From vessel call to customs release');

    await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
    const saved = parse(readFileSync(path.join(root, file), 'utf8'));
    expect(saved.industry.categories.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      ['port-operations', 'Port Operations'],
      ['customs-and-trade', 'Customs and Trade'],
    ]);
    expect(saved.industry.useCases.map((u: { id: string; categories: unknown; technologies: string[] }) => [u.id, u.categories, u.technologies.length])).toEqual([
      ['berth-planning-agent', 'port-operations', 1],
      ['customs-declaration-agent', 'customs-and-trade', 1],
      ['yard-slot-agent', 'port-operations', 1],
    ]);
    expect(loadSite(root).problems).toEqual([]); // npm run validate passes

    const preview = page.frameLocator('.edit-preview');
    // on a phone the preview is one tap away
    if (device.viewport.width < 500) await page.getByRole('navigation', { name: 'Panes of the editor' }).getByRole('button', { name: 'Preview' }).click();
    await expect(preview.locator('.category-card h2')).toHaveText(['Port Operations', 'Customs and Trade'], { timeout: 30_000 });
    // the home page links it
    const home = await page.context().newPage();
    await home.setViewportSize(device.viewport);
    await home.goto(`${base}/`);
    await expect(home.locator(`a[href="/${device.slug}"]`).first()).toBeAttached({ timeout: 30_000 });
    await home.close();
  });
}

test('a list reordered with the keyboard: Move down, Move up, the YAML follows and each move is announced', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml');
  await formView(page);
  const first = card(page, 'industry/categories/0');
  const actions = (at: string) => card(page, at).locator('xpath=..').locator(':scope > .form-item-actions');
  // Move and Remove are beside the card, folded or not
  await expect(first).not.toHaveAttribute('open', '');
  await expect(actions('industry/categories/0').locator('.form-down')).toBeVisible();
  await first.locator(':scope > summary').focus();
  await page.keyboard.press('Tab'); // Move up is disabled on the first item: Tab reaches Move down
  await expect(actions('industry/categories/0').locator('.form-down')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText('Moved “Retail Banking” down: now 2 of 13 in Categories.');
  await expect(actions('industry/categories/1').locator('.form-down')).toBeFocused();
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
  await card(page, 'industry/categories/2').locator(':scope > summary').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(liveRegion(page)).toHaveText('Moved “Retail Banking” up: now 2 of 13 in Categories.');
  await expect(card(page, 'industry/categories/1').locator(':scope > summary')).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(card(page, 'industry/categories/0').locator(':scope > summary')).toHaveText('1. Retail Banking');
  await expect(page.locator('.edit-save')).toBeDisabled(); // back as saved
});

test('an icon chosen from the picker by a word of its name: the names come from Lucide, the YAML changes on its line, a name that is no icon is not taken', async ({ page }) => {
  await open(page, 'pages/about.yaml');
  await card(page, 'blocks/3').locator(':scope > summary').click();
  const cardOne = card(page, 'blocks/3/cards/0');
  await cardOne.locator(':scope > summary').click();
  const icon = field(page, 'blocks/3/cards/0/icon');
  await expect(icon).toHaveValue('eye');
  await expect(icon).toHaveAttribute('role', 'combobox');
  // the icon drawn beside its name
  const drawing = cardOne.locator('.form-icon-preview svg');
  await expect(drawing).toBeVisible();
  const eye = await drawing.innerHTML();
  const checked = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/preview') && String(request.postDataJSON()?.text).includes('- icon: shield-check\n'));
  await icon.click();
  await icon.fill('shield che');
  const options = page.locator('.form-picker-list:visible [role="option"]');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  expect(names).toContain('shield-check');
  await options.filter({ hasText: /^shield-check$/ }).click();
  const text = ((await checked).postDataJSON() as { text: string }).text;
  await expect.poll(() => drawing.innerHTML()).not.toBe(eye);
  const before = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');
  expect(text).toBe(before.replace('      - icon: eye\n', '      - icon: shield-check\n'));
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  // a name that is no icon matches nothing and is not taken
  await icon.click();
  await icon.fill('shield-chekc');
  await expect(page.locator('.form-picker-list:visible .form-picker-none')).toHaveText('Nothing matches: try another word.');
  await icon.press('Tab');
  await expect(icon).toHaveValue('shield-check');
});

test('a problem clicked in the list focuses its field in the form', async ({ page }) => {
  await open(page, 'pages/about.yaml');
  await formView(page);
  await card(page, 'blocks/0').locator(':scope > summary').click();
  const title = field(page, 'blocks/0/title');
  await title.fill('');
  const problem = page.locator('.edit-problems li[data-line="10"]');
  // said in the form's words: the field by its label, what to do
  await expect(problem).toContainText('Title is empty: write the title.', { timeout: 30_000 });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const described = (await title.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(page.locator(`[id="${described}"]`)).toHaveText('Title is empty: write the title.');
  // the card folded away and the focus elsewhere: the click opens it and focuses the field
  await card(page, 'blocks/0').locator(':scope > summary').click();
  await expect(title).toBeHidden();
  await field(page, 'title').focus();
  await problem.locator('.edit-where').click();
  await expect(title).toBeFocused();
  await expect(title).toBeVisible();
  await title.fill('We build AI agents around the way your organisation already works');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('on a phone the editor shows one pane at a time, the others one tap away: the pages, the open page, its preview', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'pages/about.yaml');
  await formView(page); // a click on the tab: nothing lies over it
  const panes = page.getByRole('navigation', { name: 'Panes of the editor' });
  for (const [name, shown] of [['Pages', '.edit-nav'], ['Preview', '.edit-side'], ['Edit', '.edit-main']] as const) {
    await panes.getByRole('button', { name }).click();
    await expect(panes.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
    const box = (await page.locator(shown).boundingBox())!;
    expect(box.width, shown).toBeGreaterThan(370);
    for (const hidden of ['.edit-nav', '.edit-main', '.edit-side'].filter((other) => other !== shown)) await expect(page.locator(hidden)).toBeHidden();
  }
  await panes.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator('.edit-preview').locator('h1')).toBeVisible({ timeout: 30_000 });
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width}×${viewport.height} the form never scrolls sideways, every card unfolded: a picture field, a long help, nested lists`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const file of ['pages/experts.yaml', 'content/guardrail-videos.yaml', 'pages/industries/banking.yaml']) {
      await open(page, file, 'form');
      // a card's fields are drawn once it is open: open every card, and those that appear inside, until none is closed
      for (let round = 0; round < 10 && (await page.locator('.form-body details:not([open])').count()) > 0; round++) {
        await page.locator('.form-body details:not([open])').evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
        // drawn once every open card or group has more than its summary
        await page.waitForFunction(() => [...document.querySelectorAll('.form-body details[open]')].every((details) => details.children.length > 1));
      }
      const form = page.locator('.edit-form');
      const overflow = await form.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflow, `${file} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(1);
    }
  });
}
