import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { devEditor } from './dev-editor.ts';

/** The browser editor of `npm run dev` (/_edit), on a throw-away copy of the project's own site. */
const { base: BASE, root, open } = devEditor(4540);

const problem = (page: Page, line: number) => page.locator(`.edit-problems li[data-line="${line}"]`);

test('a guardrail video from the template: the empty title is a problem on its line; filled and saved, /noblackbox shows 32 cards', async ({ page }) => {
  const file = 'content/guardrail-videos.yaml';
  const titleLine = readFileSync(path.join(root, file), 'utf8').split('\n').length + 1; // the new item starts on the last (empty) line
  await open(page, file, 'yaml');
  const preview = page.frameLocator('.edit-preview');
  await expect(preview.locator('.library-card')).toHaveCount(31, { timeout: 60_000 });

  await page.getByRole('button', { name: 'New guardrail video' }).click();
  await page.keyboard.type('tool-output-schema-check'); // the cursor is on the id
  await expect(problem(page, titleLine)).toContainText('"title" is empty', { timeout: 30_000 });
  await expect(problem(page, titleLine).locator('.edit-where')).toHaveText(`${file}:${titleLine}:3`);
  await expect(problem(page, titleLine).locator('.edit-hint')).toHaveText('write a value after the colon');
  await expect(page.locator('.cm-lintRange-error', { hasText: 'title' })).toBeVisible();

  for (const text of ['Schema checks on tool outputs', 'Every answer a tool returns is checked against its schema.', 'Data protection & control']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved');
  expect(readFileSync(path.join(root, file), 'utf8')).toContain('- id: tool-output-schema-check\n  title: Schema checks on tool outputs\n');

  await expect(preview.locator('.library-card')).toHaveCount(32, { timeout: 60_000 });
  await preview.locator('.library-card__open').first().click();
  await expect(preview.locator('.library-player__position')).toHaveText('1 / 32');
});

test('a tab typed in a file is a problem at its place', async ({ page }) => {
  const file = 'pages/about.yaml';
  await open(page, file, 'yaml');
  // hovering a field name shows its description from the schema
  await page.locator('.cm-line').nth(1).locator('span').first().hover();
  await expect(page.locator('.cm-tooltip-hover')).toContainText('Title shown in the browser tab');
  // line 2 is "title: …": a tab in front of it
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.insertText('\t');
  await expect(problem(page, 2)).toContainText('indented with a tab', { timeout: 30_000 });
  await expect(problem(page, 2).locator('.edit-where')).toHaveText(`${file}:2:1`);

  // saved with its problem: the editor warns, the preview keeps the last good page and says so
  const preview = page.frameLocator('.edit-preview');
  await expect(preview.locator('h1')).toHaveText('We build AI agents around the way your organisation already works', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toContainText('Saved with 1 problem');
  await expect(page.locator('.edit-preview-note')).toContainText('the preview shows the last version without problems');
  // the dev site itself now shows the problem; the preview, reloaded, still shows the last good page
  await expect.poll(() => fetch(`${BASE}/about`).then((r) => r.text()), { timeout: 30_000 }).toContain('The site configuration has problems');
  await page.locator('.edit-preview').evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.location.reload());
  await expect(preview.locator('h1')).toHaveText('We build AI agents around the way your organisation already works', { timeout: 60_000 });
  await expect(preview.locator('vite-error-overlay')).toBeHidden(); // Vite's problem overlay stays empty in the preview

  // fixed and saved again
  await page.locator('.cm-content').focus();
  await page.keyboard.press('Backspace');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved');
  await expect(page.locator('.edit-preview-note')).toBeHidden();
});

test('a file changed on disk since it was opened is not overwritten: the difference shows, and it can be reloaded', async ({ page }) => {
  const file = 'pages/contact.yaml';
  await open(page, file, 'yaml');
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('# mine\n');
  const onDisk = `${readFileSync(path.join(root, file), 'utf8')}# changed elsewhere\n`;
  writeFileSync(path.join(root, file), onDisk);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.locator('.edit-conflict');
  await expect(conflict).toContainText('This page was changed and saved elsewhere since you opened it');
  await expect(conflict.locator('.edit-diff')).toContainText('-# changed elsewhere');
  await expect(conflict.locator('.edit-diff')).toContainText('+# mine');
  expect(readFileSync(path.join(root, file), 'utf8')).toBe(onDisk);
  // the saved version opens; mine is kept and offered back, both shown, nothing silently replaced
  await conflict.getByRole('button', { name: /Open the saved version/ }).click();
  await expect(page.locator('.cm-content')).toContainText('# changed elsewhere');
  await expect(conflict).toBeHidden();
  const offer = page.locator('.edit-restore');
  await expect(offer).toContainText('This page was saved by someone else (or in another tab) after your unsaved changes');
  await expect(offer.locator('.edit-diff')).toContainText('+# mine');
  await offer.getByRole('button', { name: 'Keep my version' }).click();
  await expect(page.locator('.cm-content')).toContainText('# mine');
  await expect(page.locator('.cm-content')).not.toContainText('# changed elsewhere');
});

test('completion offers the technology ids in a use case', async ({ page }) => {
  await open(page, 'pages/industries/banking.yaml', 'yaml');
  await page.getByRole('button', { name: 'New use case' }).click();
  // id, title, description, advantage, example, application: then the technologies list
  for (let field = 0; field < 6; field++) await page.keyboard.press('Tab');
  await page.keyboard.type('r');
  const options = page.locator('.cm-tooltip-autocomplete li');
  const rag = options.filter({ has: page.locator('.cm-completionLabel', { hasText: /^rag$/ }) });
  await expect(rag).toHaveCount(1, { timeout: 30_000 });
  // each id with the name it stands for
  await expect(rag.locator('.cm-completionDetail')).toHaveText('Retrieval-Augmented Generation');
  const ids = (parse(readFileSync(path.join(root, 'content/technologies.yaml'), 'utf8')) as { id: string }[]).map((t) => t.id);
  expect(ids.length).toBeGreaterThan(3);
  for (const label of await options.locator('.cm-completionLabel').allTextContents()) expect(ids).toContain(label);
});

test('the site list finds a page by any word of its title, route or file; Enter opens the first shown, Escape shows them all again', async ({ page }) => {
  await open(page, 'site.config.yaml');
  const files = page.getByRole('group', { name: 'Files' }).getByRole('button');
  const all = await files.count();
  expect(all).toBeGreaterThan(20);
  // pages by their title and route, grouped; file names only under Show file names
  await expect(page.getByRole('list', { name: 'Industries' }).getByRole('button', { name: /^Banking \/banking/ })).toBeVisible();
  await expect(page.locator('.edit-entry-path').first()).toBeHidden();
  await page.getByLabel('Show file names (advanced)').check();
  await expect(page.locator('button[data-file="pages/industries/banking.yaml"] .edit-entry-path')).toBeVisible();
  const filter = page.getByRole('searchbox', { name: 'Find a page' });
  await filter.fill('industries BANK');
  await expect(files.filter({ visible: true })).toHaveCount(1);
  await expect(files.filter({ visible: true })).toHaveAttribute('data-file', 'pages/industries/banking.yaml');
  await expect(page.locator('.edit-filter-count')).toHaveText(`1 of ${all} shown`);
  await filter.press('Enter');
  await expect(page.locator('.edit-file-title')).toHaveText('pages/industries/banking.yaml');
  await expect(page.locator('.edit-page-title')).toHaveText('Banking · /banking');

  await filter.fill('no such page');
  await expect(files.filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('.edit-filter-count')).toHaveText('No page or file matches');
  await filter.press('Escape');
  await expect(files.filter({ visible: true })).toHaveCount(all);
  // from the filter, the arrow key goes down into the list
  await filter.fill('about');
  await filter.press('ArrowDown');
  await expect(page.locator('button[data-file="pages/about.yaml"]')).toBeFocused();
});
