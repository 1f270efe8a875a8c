import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import type { TranslationsAnswer } from '../../src/editor/contract.ts';
import { devEditor } from './dev-editor.ts';

/**
 * The Translate view of the browser editor (/_edit) on a throw-away copy of the project's own site (in
 * English, French and Arabic) in a git repository: a text translated and saved into its translation file,
 * the English changed since, said in words with the old and new English, the list's "What needs French",
 * nothing typed lost to a reload or to someone saving meanwhile, and a phone.
 */
const { base, root, open } = devEditor(4547);

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' } });
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

test.beforeAll(() => {
  // the search page starts without its French, as a page not translated yet does (the site ships it translated)
  rmSync(path.join(root, 'pages/transform.fr.yaml'));
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
});

/** The Translate tab of the open file, in `language` (its code), once its rows are read. */
async function translateView(page: Page, language: string) {
  const tab = page.getByRole('tab', { name: 'Translate' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const picker = page.getByLabel('Language', { exact: true });
  if ((await picker.inputValue()) !== language) await picker.selectOption(language);
  await expect(page.locator(`.tv-row textarea[lang="${language}"]`).first()).toBeVisible();
}

const row = (page: Page, at: string) => page.locator(`.tv-row[data-path="${at}"]`);

test('a title translated into French and saved: the French file holds it marked with the English it was made from; the English changed since is said with the old and new English; "What needs French" shows the page', async ({ page }) => {
  const file = 'pages/transform.yaml';
  const french = 'pages/transform.fr.yaml';
  const english = parse(read(file)).title as string;
  expect(existsSync(path.join(root, french))).toBe(false);
  await open(page, file);

  // the Translate tab is in the view switch, reached with the keyboard like the others
  await page.getByRole('tab', { name: 'Form' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Translate' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Translate' })).toHaveAttribute('aria-selected', 'true');
  await translateView(page, 'fr');

  const title = row(page, 'title');
  await expect(title.locator('.tv-state')).toHaveText(/Not translated yet/);
  await expect(title.locator('.tv-source')).toHaveAttribute('lang', 'en');
  await expect(title.locator('.tv-source .tv-text')).toHaveText(english);
  await expect(page.locator('.tv-summary')).toHaveText(/^0 of \d+ texts in French · \d+ not translated yet$/);
  const box = page.getByLabel('French translation of title', { exact: true });
  await expect(box).toHaveAttribute('lang', 'fr');
  await expect(box).toHaveAttribute('dir', 'ltr');
  await expect(box).toHaveAccessibleDescription(new RegExp(`Not translated yet.*${english}`));
  await box.fill('Chercher des cas d’usage de l’IA');
  await expect(title.locator('.tv-state')).toContainText('changed, not saved yet');
  await page.getByRole('button', { name: 'Save the French translation' }).click();
  await expect(page.locator('.tv-status')).toHaveText('Saved: 1 French text.');
  await expect(title.locator('.tv-state')).toHaveText(/Up to date/);
  await expect(box).toHaveValue('Chercher des cas d’usage de l’IA');
  expect(read(french)).toContain(`title: Chercher des cas d’usage de l’IA # en:${sourceHash(english)}`);
  await expect(page.locator('.tv-summary')).toHaveText(/^1 of \d+ texts in French/);
  // the list's badge follows
  const entry = page.locator(`.edit-files button[data-file="${file}"]`);
  await expect(entry.locator('.edit-entry-lang[data-language="fr"]')).toHaveText(/^FR \d+ missing, French: \d+ texts not translated$/);

  // the English changes (and is committed, as a publish would): the French is out of date
  git('add', '-A');
  git('commit', '-q', '-m', 'French title');
  writeFileSync(path.join(root, file), read(file).replace(`title: ${english}`, 'title: Find AI use cases'));
  git('commit', '-q', '-am', 'A new English title');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  // the view and the language are remembered
  await expect(page.getByRole('tab', { name: 'Translate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('fr');
  await expect(title.locator('.tv-state')).toHaveText(/The English changed since this was translated/);
  await expect(title.locator('.tv-before')).toHaveText(english);
  await expect(title.locator('.tv-now')).toHaveText('Find AI use cases');
  await expect(title.locator('.tv-before del')).toHaveText('Search');
  await expect(title.locator('.tv-now ins')).toHaveText('Find');
  await expect(page.locator('.tv-summary')).toContainText('1 changed in English since');
  await expect(box).toHaveAccessibleDescription(/The English changed since this was translated/);

  // only what needs work: the title is there, a text up to date is not
  await page.getByLabel('only what needs work').check();
  await expect(title).toBeVisible();
  await expect(page.locator('.tv-row[data-state="current"]')).toHaveCount(0);
  await page.getByLabel('all texts').check();

  // the list: "What needs French" shows the page, with its badge saying what is out of date; a page with nothing to do goes
  await expect(entry.locator('.edit-entry-lang[data-language="fr"]')).toContainText('1 stale');
  const token = await page.locator('meta[name="edit-token"]').getAttribute('content');
  const { states } = (await (await page.request.get(`${base}/_edit/api/translations`, { headers: { 'x-edit-token': token! } })).json()) as TranslationsAnswer;
  const done = states.find((state) => state.language === 'fr' && state.texts > 0 && state.missing.length + state.stale.length === 0)!;
  expect(done).toBeDefined();
  await page.getByRole('button', { name: 'What needs French' }).click();
  await expect(page.getByRole('button', { name: 'What needs French' })).toHaveAttribute('aria-pressed', 'true');
  await expect(entry).toBeVisible();
  await expect(page.locator(`.edit-files button[data-file="${done.file}"]`)).toBeHidden();
  await expect(page.locator('.edit-filter-count')).toHaveText(/^\d+ files? needs? French$/);

  // the translation kept as it is: marked as made from the new English, its text unchanged
  await title.getByRole('button', { name: 'Keep my translation' }).click();
  await expect(title.locator('.tv-state')).toContainText('marked as up to date: save to keep it');
  await page.getByRole('button', { name: 'Save the French translation' }).click();
  await expect(title.locator('.tv-state')).toHaveText(/Up to date/);
  expect(read(french)).toContain(`title: Chercher des cas d’usage de l’IA # en:${sourceHash('Find AI use cases')}`);
  await expect(entry.locator('.edit-entry-lang[data-language="fr"]')).not.toContainText('stale');
});

test('nothing typed is lost: a translation typed and not saved is offered back after a reload, and kept through a save made elsewhere meanwhile', async ({ page }) => {
  const file = 'pages/transform.yaml';
  const french = 'pages/transform.fr.yaml';
  await open(page, file);
  await translateView(page, 'fr');
  const description = page.getByLabel('French translation of description', { exact: true });
  await description.fill('Cherchez parmi des centaines d’agents d’IA.');
  await expect(page.locator(`.edit-files button[data-file="${file}"] .edit-entry-unsaved`)).toHaveText('not saved');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const restore = page.getByRole('region', { name: 'Unsaved translations kept in this browser' });
  await expect(restore).toContainText(/You have 1 French text for this page from today at .* that was not saved/);
  await expect(description).toHaveValue('');
  await restore.getByRole('button', { name: 'Restore them' }).click();
  await expect(description).toHaveValue('Cherchez parmi des centaines d’agents d’IA.');

  // someone saves the French file meanwhile
  writeFileSync(path.join(root, french), read(french).replace('title: Chercher', 'title: Rechercher'));
  await page.getByRole('button', { name: 'Save the French translation' }).click();
  const conflict = page.getByRole('region', { name: 'The translation changed since you opened it' });
  await expect(conflict).toContainText('Someone else changed the French translation of this page since you opened it');
  expect(read(french)).not.toContain('Cherchez parmi');
  await conflict.getByRole('button', { name: 'Reload, keeping what I typed' }).click();
  await expect(page.getByLabel('French translation of title', { exact: true })).toHaveValue(/^Rechercher des cas/);
  await expect(description).toHaveValue('Cherchez parmi des centaines d’agents d’IA.');
  await page.getByRole('button', { name: 'Save the French translation' }).click();
  await expect(row(page, 'description').locator('.tv-state')).toHaveText(/Up to date/);
  expect(read(french)).toContain('description: Cherchez parmi des centaines d’agents d’IA. # en:');
  expect(read(french)).toContain('title: Rechercher des cas');
  await expect(page.locator(`.edit-files button[data-file="${file}"] .edit-entry-unsaved`)).toHaveCount(0);
});

test('on a 390×844 phone: English above the translation, no sideways scroll; Arabic typed right to left, a counted text with one box per Arabic plural form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'pages/about.yaml');
  await translateView(page, 'fr');
  const first = page.locator('.tv-row').first();
  await first.scrollIntoViewIfNeeded();
  const source = await first.locator('.tv-source').boundingBox();
  const target = await first.locator('textarea').boundingBox();
  expect(source!.y + source!.height).toBeLessThanOrEqual(target!.y);
  const sideways = () =>
    page.evaluate(() => {
      const panel = document.querySelector('.edit-translate')!;
      return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, panel: panel.scrollWidth - panel.clientWidth };
    });
  expect(await sideways()).toEqual({ page: 0, panel: 0 });

  await open(page, 'pages/technical-expertise.yaml');
  await translateView(page, 'ar');
  const box = page.getByLabel('Arabic translation of title', { exact: true });
  await expect(box).toHaveAttribute('dir', 'rtl');
  await expect(box).toHaveAttribute('lang', 'ar');
  const counted = page.locator('.tv-row', { has: page.locator('.tv-forms-input') }).first();
  await counted.scrollIntoViewIfNeeded();
  await expect(counted.locator('.tv-forms-input label')).toHaveText(['for 0', 'for 1', 'for 2', 'for 3–10, 103–110…', 'for 11–99, 111–199…', 'for 100–102, 200–202…']);
  await expect(counted.locator('textarea[dir="rtl"]')).toHaveCount(6);
  expect(await sideways()).toEqual({ page: 0, panel: 0 });
});

test('a catalogue table (finance.tsv) is translated row by row: each row found by its agent, its Arabic saved into finance.ar.yaml beside the table', async ({ page }) => {
  const table = 'content/catalogue/finance.tsv';
  const arabic = 'content/catalogue/finance.ar.yaml';
  // the table starts without its Arabic, as a table not translated yet does (the site ships it translated)
  rmSync(path.join(root, arabic), { force: true });
  await open(page, table);
  await translateView(page, 'ar');
  const agent = row(page, 'rows.finance-credit-scoring-analyst.agentName');
  await expect(agent.locator('.tv-state')).toHaveText(/Not translated yet/);
  await expect(agent.locator('.tv-source .tv-text')).toHaveText('Credit Scoring Analyst');
  const box = page.getByLabel('Arabic translation of row “Credit Scoring Analyst” › agent name', { exact: true });
  await expect(box).toHaveAttribute('dir', 'rtl');
  await box.fill('محلل التصنيف الائتماني');
  await page.getByRole('button', { name: 'Save the Arabic translation' }).click();
  await expect(page.locator('.tv-status')).toHaveText('Saved: 1 Arabic text.');
  await expect(agent.locator('.tv-state')).toHaveText(/Up to date/);
  const saved = parse(read(arabic)) as { rows: { id: string; agentName?: string }[] };
  expect(saved.rows).toEqual([{ id: 'finance-credit-scoring-analyst', agentName: 'محلل التصنيف الائتماني' }]);
  expect(read(arabic)).toContain(`# en:${sourceHash('Credit Scoring Analyst')}`);
  rmSync(path.join(root, arabic));
});
