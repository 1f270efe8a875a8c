import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { parse } from 'yaml';
import { devEditor } from './dev-editor.ts';
import { axeViolations } from './helpers.ts';

/**
 * The editor as one app, exactly the window (issue 51): the document never scrolls, each pane scrolls in
 * itself; on a phone one pane shows at a time and an existing page opens from the list; the preview is drawn
 * again in place as the page is typed, a new page from its first field on; a click in the preview opens the
 * field its text comes from, telling two cards with the same title apart; axe finds nothing to say.
 */
const { root, open, base } = devEditor(4549);

const field = (page: Page, at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
const preview = (page: Page) => page.frameLocator('.edit-preview');
const panes = (page: Page) => page.getByRole('navigation', { name: 'Panes of the editor' });

/** The document's height against the window's, and how far it is scrolled. */
const documentFit = (page: Page) => page.evaluate(() => ({ height: document.documentElement.scrollHeight, window: innerHeight, scrolled: scrollY + document.documentElement.scrollTop }));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the document is the window: a wheel over each pane scrolls that pane only`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, 'pages/industries/banking.yaml');
    const phone = viewport.width < 500;
    const areas = [
      { pane: 'Pages', selector: '.edit-nav' },
      { pane: 'Edit', selector: '.edit-form' },
      { pane: 'Preview', selector: '.edit-preview' },
    ];
    expect(await documentFit(page)).toEqual({ height: viewport.height, window: viewport.height, scrolled: 0 });
    for (const { pane, selector } of areas) {
      if (phone) await panes(page).getByRole('button', { name: pane }).click();
      const box = (await page.locator(selector).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
      await page.mouse.wheel(0, 600);
      // over the header too, which has nothing to scroll
      await page.mouse.move(viewport.width / 2, 10);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => documentFit(page)).toEqual({ height: viewport.height, window: viewport.height, scrolled: 0 });
      await expect(page.locator('.edit-header')).toBeInViewport();
      // the open page's buttons stay on screen whatever scrolled
      if (!phone || pane === 'Edit') await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
    }
    // a card added does not move the window either
    if (phone) await panes(page).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    await expect(field(page, 'industry/categories/13/name')).toBeFocused();
    expect(await documentFit(page)).toEqual({ height: viewport.height, window: viewport.height, scrolled: 0 });
  });
}

test('on a 390×844 phone an existing page opens from the list: Banking, its form, its preview one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/_edit`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  // the list is the first thing a phone shows, the whole screen tall
  const list = page.getByRole('navigation', { name: 'The site' });
  await expect(list).toBeVisible();
  expect((await list.boundingBox())!.height).toBeGreaterThan(500);
  await list.getByRole('button', { name: /^Banking \/banking/ }).click();
  await expect(page.locator('.edit-file-title')).toHaveText('pages/industries/banking.yaml');
  await expect(panes(page).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
  await expect(field(page, 'title')).toHaveValue('AI in Banking');
  await panes(page).getByRole('button', { name: 'Preview' }).click();
  await expect(preview(page).locator('h1')).toHaveText('AI in Banking', { timeout: 30_000 });
  // back to the list, and another page
  await panes(page).getByRole('button', { name: 'Pages' }).click();
  await list.getByRole('button', { name: /^Contact \/contact/ }).click();
  await expect(page.locator('.edit-file-title')).toHaveText('pages/contact.yaml');
});

test('the preview is drawn again in place as the page is typed: no reload, the frame scrolled where it was', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml');
  const frame = page.locator('.edit-preview');
  await expect(preview(page).locator('h1')).toHaveText('AI in Banking', { timeout: 30_000 });
  // the page at its full length first (its categories come with the industry's data): a scroll made before is cut short
  await expect(preview(page).locator('.category-card h2').first()).toBeVisible({ timeout: 30_000 });
  // a mark that a reload would take away, and a scroll the reload would lose
  await preview(page).locator('body').evaluate(() => {
    (window as typeof window & { kept?: boolean }).kept = true;
    window.scrollTo(0, 900);
  });
  await expect.poll(() => preview(page).locator('body').evaluate(() => scrollY)).toBe(900);
  await page.locator('details[data-field="industry/categories/0"] > summary').click();
  await field(page, 'industry/categories/0/name').fill('Retail Banking and Cards');
  await expect(preview(page).locator('.category-card h2').first()).toHaveText('Retail Banking and Cards', { timeout: 30_000 });
  const inFrame = await preview(page)
    .locator('body')
    .evaluate(() => ({ kept: (window as typeof window & { kept?: boolean }).kept === true, scrolled: scrollY }));
  expect(inFrame).toEqual({ kept: true, scrolled: 900 });
  // the frame said which version it shows
  await expect(frame).toHaveAttribute('data-shown', /^\d+$/);

  // the data the frame's blocks read is asked again only when a change is in it
  const dataAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_data/')) dataAsked.push(url.pathname);
  });
  // a text of the page: drawn from the page sent, its data not asked again
  await page.locator('details[data-field="blocks/0"] > summary').click();
  const versionBefore = await frame.getAttribute('data-shown');
  await field(page, 'blocks/0/title').fill('AI for Banks and Credit Unions');
  await expect(preview(page).locator('h1')).toHaveText('AI for Banks and Credit Unions', { timeout: 30_000 });
  await expect(frame).not.toHaveAttribute('data-shown', versionBefore ?? '', { timeout: 30_000 });
  // a text of the industry's data: asked again once, with the change in it
  await field(page, 'industry/categories/0/name').fill('Retail Banking, Cards and Savings');
  await expect(preview(page).locator('.category-card h2').first()).toHaveText('Retail Banking, Cards and Savings', { timeout: 30_000 });
  expect(dataAsked.filter((url) => url === '/_data/industries/banking.json')).toEqual(['/_data/industries/banking.json']);
  // nothing saved
  expect(readFileSync(path.join(root, 'pages/industries/banking.yaml'), 'utf8')).not.toContain('Retail Banking and Cards');
});

test('a key typed shows in the preview before the check answers, in a title whose id follows it as in a block made with an id', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml');
  await expect(preview(page).locator('h1')).toHaveText('AI in Banking', { timeout: 30_000 });
  // the hero has an id, so its title is a name an id follows (the path a key typed took to the server and back)
  expect(readFileSync(path.join(root, 'pages/industries/banking.yaml'), 'utf8')).toMatch(/- type: hero\n\s+id: hero\n\s+title: AI in Banking/);
  // the checks held until the preview has shown the key
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let checks = 0;
  await page.route('**/_edit/api/preview', async (route) => {
    checks += 1;
    await held;
    await route.continue();
  });
  await page.locator('details[data-field="blocks/0"] > summary').click();
  await field(page, 'blocks/0/title').press('End');
  await field(page, 'blocks/0/title').press('s');
  await expect(preview(page).locator('h1')).toHaveText('AI in Bankings', { timeout: 30_000 });
  expect(checks).toBeGreaterThan(0);
  // the checks go on (the route lets each through from now on); their answers leave the page as typed
  release();
  await field(page, 'blocks/0/title').press('Backspace');
  await expect(preview(page).locator('h1')).toHaveText('AI in Banking', { timeout: 30_000 });
  await expect(page.locator('.edit-preview-note')).toHaveText('');
});

test('a change typed while the page\'s first data is still on its way shows once that data arrives, not the data as it was asked', async ({ page }) => {
  const data = parse(readFileSync(path.join(root, 'pages/industries/banking.yaml'), 'utf8')) as { industry: { categories: { id: string }[]; useCases: { categories: string | string[] }[] } };
  const shown = data.industry.useCases.findIndex((useCase) => [useCase.categories].flat().includes(data.industry.categories[0].id));
  // the use cases of the page, asked by the frame as it starts: answered as they were then, but only once the change is sent
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const askedBeforeTheChange = new Promise<void>((resolve) => (asked = resolve));
  let first = true;
  await page.route('**/_data/industries/banking.json', async (route) => {
    // the first asked by the page /banking itself (the frame may start on another page, which prefetches)
    if (!first || new URL(route.request().frame().url()).pathname !== '/banking') return route.continue();
    first = false;
    const response = await route.fetch();
    asked();
    await held;
    await route.fulfill({ response });
  });
  await open(page, 'pages/industries/banking.yaml');
  await askedBeforeTheChange;
  await page.locator(`details[data-field="industry/useCases/${shown}"] > summary`).click();
  await field(page, `industry/useCases/${shown}/title`).fill('Card Dispute Desk');
  await expect(page.locator('.edit-preview')).toHaveAttribute('data-shown', /^\d+$/, { timeout: 30_000 });
  release();
  await expect(preview(page).locator('.category-card').first().locator('.use-case__title', { hasText: 'Card Dispute Desk' })).toHaveCount(1, { timeout: 30_000 });
});

test('"No problems" is said of a checked text only: while the text typed is being checked, the panel says "Checking…"', async ({ page }) => {
  await open(page, 'pages/about.yaml');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  // the next check is held, as on a busy server
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_edit/api/preview', async (route) => {
    await held;
    await route.continue();
  }, { times: 1 });
  await page.locator('details[data-field="blocks/0"] > summary').click();
  await field(page, 'blocks/0/title').fill('');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('Checking…');
  release();
  await expect(page.locator('.edit-problem-panel h3')).toHaveText(/^Problems: 1 in this page/, { timeout: 30_000 });
});

test('a new industry previews itself from its first field: placeholders for the texts still to write, then what is typed', async ({ page }) => {
  await open(page, 'site.config.yaml');
  await page.getByRole('button', { name: 'New industry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New industry' });
  await dialog.getByLabel('Name of the industry').fill('Atlas Shipping');
  await expect(dialog.locator('.edit-dialog-plan')).toContainText('Its address: /atlas-shipping');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.edit-file-title')).toHaveText('pages/industries/atlas-shipping.yaml');
  // the preview shows the new page at once, the texts still to write as placeholders, and says so
  await expect(preview(page).locator('h1')).toHaveText('Title to write', { timeout: 30_000 });
  await expect(page.locator('.edit-preview-note')).toContainText('still to write');
  await expect(preview(page).locator('.category-card h2')).toHaveText(['Name to write']);
  // the empty fields are listed apart, each a link to its field
  await expect(page.locator('.edit-problem-panel h3')).toHaveText(/fields? still to fill/, { timeout: 30_000 });
  await page.locator('.edit-to-fill-field', { hasText: 'Description' }).first().click();
  await expect(field(page, 'description')).toBeFocused();
  // typed, the placeholders give way
  await field(page, 'blocks/0/title').fill('AI for Atlas Shipping');
  await expect(preview(page).locator('h1')).toHaveText('AI for Atlas Shipping', { timeout: 30_000 });
  await field(page, 'industry/categories/0/name').fill('Port Calls');
  await expect(preview(page).locator('.category-card h2')).toHaveText(['Port Calls'], { timeout: 30_000 });
  // a new use case comes with no empty category or technology to fill in before it previews
  await page.getByRole('button', { name: 'Add a use case', exact: true }).click();
  await expect(field(page, 'industry/useCases/1/title')).toBeFocused();
  await page.getByRole('tab', { name: 'YAML' }).click();
  const yaml = await page.locator('.cm-content').innerText();
  expect(yaml).not.toMatch(/categories: ["']{2}|- ["']{2}\n/);
  expect(yaml).not.toContain('categories: ""');
});

test('a click in the preview opens the field its text comes from, telling two use cases with the same title apart', async ({ page }) => {
  // two use cases of the same category under one title
  const file = path.join(root, 'pages/industries/banking.yaml');
  const text = readFileSync(file, 'utf8');
  const data = parse(text) as { industry: { useCases: { id: string; title: string; categories: string | string[] }[] } };
  const retail = data.industry.useCases.map((useCase, index) => ({ ...useCase, index })).filter((useCase) => [useCase.categories].flat().includes('retail-banking'));
  const [first, second] = retail;
  writeFileSync(file, text.replace(`title: ${second.title}\n`, `title: ${first.title}\n`));
  try {
    await open(page, 'pages/industries/banking.yaml');
    const titles = preview(page).locator('.category-card').first().locator('.use-case__title', { hasText: first.title });
    await expect(titles).toHaveCount(2, { timeout: 30_000 });
    // the click still does what it does on the page (the use case's dialog opens there): closed after each, and
    // gone before the next click (while it leaves, the page around it is still inert)
    const closeDialog = async () => {
      await preview(page).locator('dialog[open]').getByRole('button', { name: 'Close' }).first().click();
      await expect(preview(page).locator('dialog')).toHaveCount(0);
    };
    await titles.nth(1).click();
    await expect(field(page, `industry/useCases/${second.index}/title`)).toBeFocused();
    await closeDialog();
    await titles.nth(0).click();
    await expect(field(page, `industry/useCases/${first.index}/title`)).toBeFocused();
    await closeDialog();
    // the YAML view: the line of the text clicked
    await page.getByRole('tab', { name: 'YAML' }).click();
    await preview(page).locator('h1').click();
    await expect(page.locator('.cm-activeLine')).toContainText('title: AI in Banking');
  } finally {
    writeFileSync(file, text);
  }
});

test('axe finds no violation in the editor: the list, the form, the YAML and the problems, on a desktop and a phone', async ({ page }) => {
  await open(page, 'pages/about.yaml');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'YAML' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Form' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await panes(page).getByRole('button', { name: 'Pages' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('on a 390×844 phone a guardrail video is added in the form, its thumbnail uploaded from the phone; saved, the file holds it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const picture = path.join(root, 'Trace view.png');
  writeFileSync(picture, await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 24, g: 40, b: 90 } } }).png().toBuffer());
  await page.goto(`${base}/_edit`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'The site' }).getByRole('button', { name: /guardrail/i }).first().click();
  await expect(page.locator('.edit-file-title')).toHaveText('content/guardrail-videos.yaml');
  const count = (parse(readFileSync(path.join(root, 'content/guardrail-videos.yaml'), 'utf8')) as unknown[]).length;
  await page.getByRole('button', { name: 'Add a guardrail video', exact: true }).click();
  const at = `${count}`;
  await field(page, `${at}/title`).fill('Prompt injection refused at the gateway');
  await field(page, `${at}/description`).fill('A tool result that tries to give the agent new orders is caught before the model reads it: the trace shows the blocked text and the rule that stopped it.');
  await field(page, `${at}/duration`).fill('0:48');
  for (const name of ['category', 'icon']) {
    const control = field(page, `${at}/${name}`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption({ index: 1 });
    else {
      await control.fill(name === 'icon' ? 'shield' : 'Safety');
      await page.keyboard.press('Enter');
    }
  }
  // the thumbnail, chosen from the phone's files: uploaded, it fills the field (the card's title says what it shows)
  await page.getByRole('button', { name: /^Thumbnail: choose or upload a picture/ }).click();
  const pictures = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(pictures).toBeInViewport();
  await pictures.locator('input[type="file"]').setInputFiles(picture);
  await expect(pictures).toBeHidden({ timeout: 60_000 });
  await expect(field(page, `${at}/thumbnail`)).toHaveValue(/^\/assets\/images\/trace-view\.\w+$/);
  expect(existsSync(path.join(root, 'public', (await field(page, `${at}/thumbnail`).inputValue())))).toBe(true);
  expect(await documentFit(page)).toEqual({ height: 844, window: 844, scrolled: 0 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText(/^Saved/, { timeout: 30_000 });
  const saved = (parse(readFileSync(path.join(root, 'content/guardrail-videos.yaml'), 'utf8')) as { title: string; thumbnail?: string }[]).at(-1)!;
  expect(saved.title).toBe('Prompt injection refused at the gateway');
  expect(saved.thumbnail).toMatch(/^\/assets\/images\/trace-view\.\w+$/);
});

test('on a 390×844 phone a page is renamed and another deleted from the Edit pane, the document still the window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'pages/legal/terms.yaml');
  await page.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Terms of Use');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('.edit-status')).toHaveText(/^Renamed: the page is at \/terms-of-use/, { timeout: 30_000 });
  await expect(page.locator('.edit-file-title')).toHaveText('pages/legal/terms-of-use.yaml');
  expect(await documentFit(page)).toEqual({ height: 844, window: 844, scrolled: 0 });
  await open(page, 'pages/legal/cookies.yaml');
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('button', { name: /^Delete the page and these \d+ links$/ }).click();
  await expect(page.locator('.edit-status')).toHaveText('Deleted “Cookie Policy” and the links to it.', { timeout: 30_000 });
  expect(existsSync(path.join(root, 'pages/legal/cookies.yaml'))).toBe(false);
  expect(await documentFit(page)).toEqual({ height: 844, window: 844, scrolled: 0 });
});
