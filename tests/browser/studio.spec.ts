import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { makeSiteRepo } from '../helpers/site-repo.ts';
import { cameraPhoto, hasGps, phoneVideo, probe } from '../helpers/media-files.ts';
import sharp from 'sharp';
import { parse } from 'yaml';
import { axeViolations } from './helpers.ts';

/**
 * The studio (`npm run studio`) end to end: real processes (the studio, the public site server), a real
 * git repository holding a copy of the site, two people in two browser contexts.
 */
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const STUDIO_PORT = 4560;
const SITE_PORT = 4561;
const STUDIO = `http://127.0.0.1:${STUDIO_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const PASSWORD = 'a long enough password';
const site = makeSiteRepo('studio-e2e-');
const processes: ChildProcess[] = [];
/** Each step waits on the studio's git, checks and builds, which a busy machine slows: states get 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'serial' });

const tsx = (args: string[], env: Record<string, string> = {}, input?: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: PROJECT, env: { ...process.env, ...env }, input, stdio: ['pipe', 'pipe', 'pipe'] }).toString();

/**
 * Starts a server and waits until it answers. A port already answering, or a server that exits first,
 * fails the start: the tests never talk to another run's studio (two workers of --repeat-each, say).
 */
async function start(args: string[], url: string, env: Record<string, string> = {}): Promise<void> {
  if (await fetch(url).then(() => true, () => false)) throw new Error(`A server already answers at ${url} (another run of these tests?): stop it first`);
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: PROJECT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  processes.push(child);
  let failed = (_code: number | null) => {};
  const exited = new Promise<never>((_, reject) => {
    failed = (code) => reject(new Error(`${args[0]} exited (code ${code}) before answering at ${url}`));
    child.once('exit', failed);
  });
  try {
    await Promise.race([exited, expect.poll(() => fetch(url).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200)]);
  } finally {
    child.off('exit', failed);
  }
}

/** Stops the servers and waits for them to be gone, so that a next run's servers find their ports free. */
async function stopAll(): Promise<void> {
  await Promise.all(
    processes.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
          child.once('exit', () => resolve());
          process.kill(-child.pid, 'SIGTERM');
          setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000).unref();
        }),
    ),
  );
}

test.beforeAll(async () => {
  if (!existsSync(path.join(PROJECT, 'dist/studio/editor.js'))) execFileSync('npm', ['run', 'build:studio'], { cwd: PROJECT, stdio: 'ignore' });
  // the public site as it is before any publish
  const first = newReleaseDir(site.siteLink);
  tsx(['src/cli/prerender.ts', '--out', first], { SITE_ROOT: site.repo });
  switchRelease(site.siteLink, first);
  for (const [name, role] of [['erin', 'editor'], ['paul', 'publisher'], ['ada', 'admin']]) {
    tsx(['src/cli/studio-user.ts', 'add', name, '--role', role, '--email', `${name}@example.com`, '--data', site.data], {}, `${PASSWORD}\n`);
  }
  await Promise.all([
    start(['src/cli/studio.ts', '--port', String(STUDIO_PORT), '--repo', site.repo, '--data', site.data, '--site', site.siteLink, '--site-url', SITE], `${STUDIO}/studio/sign-in`, {
      // a token for the Airtable base a draft may switch to (api.airtable.com is out of reach here: its build fails)
      AIRTABLE_TOKEN: 'not-a-real-token',
    }),
    start(['src/server/main.ts', '--port', String(SITE_PORT), '--dir', site.siteLink, '--db', path.join(site.root, 'leads.sqlite')], `${SITE}/`),
  ]);
});

test.afterAll(async () => {
  await stopAll();
  site.cleanup();
});

/** The people's browser contexts, closed after each test: a page left open keeps drawing its preview. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A phone's screen and touch, for the tests of the studio on a phone. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function signedIn(browser: Browser, name: string, device: Partial<typeof PHONE> = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: STUDIO, ...device });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/studio/');
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', exact: true })).toBeVisible();
  return page;
}

/** What the editor's preview frame holds (its address, readiness and first text), for a failure's message. */
async function previewFrameState(page: Page): Promise<string> {
  const frame = await (await page.locator('.edit-preview').elementHandle())?.contentFrame();
  if (!frame) return 'no frame';
  const inside = await frame.evaluate(() => `${document.readyState}; html data-hydrated=${document.documentElement.dataset.hydrated}; text: ${document.body?.innerText.slice(0, 300)}`).catch((error: Error) => error.message);
  return `${frame.url()} (${inside})`;
}

async function startDraft(page: Page, title: string) {
  await page.getByLabel('What will you change?').fill(title);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page).toHaveURL(/\/studio\/drafts\/[\w-]+$/);
  await expect(page.locator('body.studio-editing')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
}

/** Opens `file` of the draft, in the YAML view (the tests that type YAML) or the Form view (a person's). */
async function openFile(page: Page, file: string, view: 'yaml' | 'form' = 'yaml') {
  await page.locator(`.edit-files button[data-file="${file}"]`).click();
  await expect(page.locator('.edit-file-title')).toHaveText(file);
  const tab = page.getByRole('tab', { name: view === 'yaml' ? 'YAML' : 'Form' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The first line of the open file that holds `text` and nothing else (besides its indentation). */
const editorLine = (page: Page, text: string, nth = 0) => page.locator('.cm-line', { hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).nth(nth);

/** Replaces `from` (a whole line but its indentation; the nth such line) in the open file with `to`, scrolling to it and typing as a person does. */
async function replaceInEditor(page: Page, from: string, to: string, nth = 0) {
  const line = editorLine(page, from, nth);
  await page.locator('.cm-scroller').hover();
  // the editor draws the lines near the screen only: scroll down until it is drawn
  for (let i = 0; i < 60 && (await line.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await line.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  const text = (await line.textContent())!;
  // Shift+Home stops after the indentation, which stays
  const indentation = text.length - text.trimStart().length;
  await page.keyboard.type(text.replace(from, to).slice(indentation));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
/** The main heading of a page of the public site, as the server sends it now. */
const publicTitle = async (route: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(await (await fetch(`${SITE}${route}`)).text())?.[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity);

test('an editor edits and asks for review; a publisher sees the diff, no problems and the preview, publishes, and the public site shows it', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'A sharper About page');
  // the preview's first page arrives late, as from a busy server: what is typed and saved meanwhile still shows
  let releaseFirstPreview = () => {};
  const firstPreviewHeld = new Promise<void>((resolve) => (releaseFirstPreview = resolve));
  await editor.route('**/studio/preview/**', async (route) => {
    await firstPreviewHeld;
    await route.continue().catch(() => {}); // a frame that gave up the page has cancelled its request
  }, { times: 1 });
  await openFile(editor, 'pages/about.yaml');
  // a mistake first: the problem shows on its line
  await replaceInEditor(editor, 'title: We build AI agents around the way your organisation already works', 'title:');
  // the draft's first check loads its site in the studio's check thread: on a busy machine that alone can pass 30 s
  await expect(editor.locator('.edit-problems li[data-line="10"]')).toContainText('"title" is empty', { timeout: 90_000 });
  await replaceInEditor(editor, 'title:', 'title: Custom AI agents, built around how you already work');
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.edit-status')).toHaveText('Saved');
  releaseFirstPreview();
  await expect(editor.frameLocator('.edit-preview').locator('h1'))
    .toHaveText('Custom AI agents, built around how you already work', { timeout: 90_000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe preview frame shows: ${await previewFrameState(editor)}`);
    });
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');
  // the live branch and the public site are untouched so far
  expect(readFileSync(path.join(site.repo, 'pages/about.yaml'), 'utf8')).toContain('title: We build AI agents around the way your organisation already works');
  expect(await publicTitle('/about')).toBe('We build AI agents around the way your organisation already works');

  const publisher = await signedIn(browser, 'paul');
  const waiting = publisher.locator('section', { has: publisher.getByRole('heading', { name: 'Waiting for review (1)' }) });
  await expect(waiting.locator('tr', { hasText: 'A sharper About page' })).toContainText('erin');
  await waiting.getByRole('link', { name: 'Review' }).click();
  await expect(publisher.getByRole('heading', { name: 'No problems' })).toBeVisible();
  // the change as a person says it, first; the file's lines behind "Show the file changes"
  await expect(publisher.locator('.studio-summary-group', { hasText: 'About Us (/about)' })).toContainText(
    "'We build AI agents around the way your organisation already works' → 'Custom AI agents, built around how you already work'",
  );
  await publisher.getByText('Show the file changes').click();
  const diff = publisher.locator('.studio-diff[data-file="pages/about.yaml"]');
  await expect(diff.locator('.studio-del')).toContainText('We build AI agents around the way your organisation already works');
  await expect(diff.locator('.studio-add')).toContainText('Custom AI agents, built around how you already work');
  // before and after, side by side: the live page and the draft's, the changed heading outlined on both
  const after = publisher.frameLocator('.studio-preview');
  await expect(after.locator('h1')).toHaveText('Custom AI agents, built around how you already work', { timeout: 90_000 });
  const before = publisher.frameLocator('iframe[title="The live page /about"]');
  await expect(before.locator('h1')).toHaveText('We build AI agents around the way your organisation already works');
  await expect(before.locator('h1')).toHaveAttribute('data-studio-changed', '');
  await expect(after.locator('h1')).toHaveAttribute('data-studio-changed', '');
  await expect(publisher.locator('.studio-outlined')).toHaveText(/^\d+ texts? of this page differs? from the live one: outlined on both sides\.$/);
  expect(await before.locator('[data-studio-changed]').count()).toBeLessThan(4);
  await expect(before.locator('nav a').first()).not.toHaveAttribute('data-studio-changed');
  // at a phone's width, the page's own phone layout (its menu button) shows on both sides
  await publisher.getByRole('radio', { name: 'Phone' }).check();
  await expect(publisher.locator('iframe[title="The live page /about"]')).toHaveJSProperty('offsetWidth', 390);
  await expect(publisher.locator('.studio-preview')).toHaveJSProperty('offsetWidth', 390);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });
  expect(await publicTitle('/about')).toBe('Custom AI agents, built around how you already work');
  // "See it live" opens the changed page on the public site; the review is the draft's history now
  await expect(publisher.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await publisher.getByRole('link', { name: 'See it live: /about' }).click();
  await expect(publisher).toHaveURL(`${SITE}/about`);
  await expect(publisher.locator('h1')).toHaveText('Custom AI agents, built around how you already work');
  const log = execFileSync('git', ['log', '-2', '--format=%an <%ae>|%s', 'main'], { cwd: site.repo }).toString().trim().split('\n');
  expect(log[0]).toBe('paul <paul@example.com>|Publish: A sharper About page');
  expect(log[1]).toMatch(/^erin <erin@example.com>\|Edit pages\/about.yaml/);

  // the editor has no Publish button, and the server refuses it anyway (tests/integration/studio-server.test.ts)
  await editor.goto('/studio/');
  await startDraft(editor, 'Nothing yet');
  await editor.goto(`/studio/review/${new URL(editor.url()).pathname.split('/').pop()}`);
  await expect(editor.getByRole('heading', { name: /^Review: Nothing yet/ })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publish' })).toHaveCount(0);
});

test('two drafts change the same line: the second shows both versions and is resolved and published in the studio', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  const publisher = await signedIn(browser, 'paul');
  const edit = async (title: string, to: string) => {
    await editor.goto('/studio/');
    await startDraft(editor, title);
    const id = new URL(editor.url()).pathname.split('/').pop()!;
    await openFile(editor, 'pages/contact.yaml');
    await replaceInEditor(editor, "title: Let's talk about your agent", `title: ${to}`);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.locator('.edit-status')).toHaveText('Saved');
    await editor.getByRole('button', { name: 'Ask for review' }).click();
    await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');
    return id;
  };
  const first = await edit('Contact heading, take one', 'Tell us about your process');
  const second = await edit('Contact heading, take two', 'Describe the work you want to hand over');
  await publisher.goto(`/studio/review/${first}`);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });

  await publisher.goto(`/studio/review/${second}`);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  const conflict = publisher.locator('.studio-conflict[data-file="pages/contact.yaml"]');
  await expect(conflict).toBeVisible({ timeout: 60_000 });
  await expect(conflict.locator('.studio-version', { hasText: 'The published version' })).toContainText('Tell us about your process');
  await expect(conflict.locator('.studio-version', { hasText: 'This draft' })).toContainText('Describe the work you want to hand over');
  await conflict.getByRole('button', { name: 'Keep this draft' }).click();
  await publisher.getByRole('button', { name: 'Keep these texts and publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });
  expect(await publicTitle('/contact')).toBe('Describe the work you want to hand over');
});

test('a publisher restores an earlier version: published as a new version through the same build and switch', async ({ browser }) => {
  const publisher = await signedIn(browser, 'paul');
  await publisher.goto('/studio/history');
  const setUp = publisher.locator('.studio-history li', { hasText: 'The site as it was set up' });
  await setUp.getByRole('button', { name: 'Changes' }).click();
  await setUp.getByRole('button', { name: 'Restore this version' }).click();
  await publisher.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });
  expect(await publicTitle('/about')).toBe('We build AI agents around the way your organisation already works');
  expect(await publicTitle('/contact')).toBe("Let's talk about your agent");
  await publisher.reload();
  await expect(publisher.locator('.studio-history li').first()).toContainText('Restore');
});

test('a publish while a visitor keeps loading pages: no request fails and no old page follows a new one', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'Privacy heading');
  await openFile(editor, 'pages/legal/privacy.yaml');
  const before = (await publicTitle('/privacy'))!;
  // the first "title:" is the browser tab's, the second the page's heading
  await replaceInEditor(editor, `title: ${before}`, 'title: How we handle your data', 1);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.edit-status')).toHaveText('Saved');
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  const id = new URL(editor.url()).pathname.split('/').pop()!;

  let stop = false;
  const seen: string[] = [];
  const failures: string[] = [];
  const visitor = (async () => {
    while (!stop) {
      for (const route of ['/privacy', '/about', '/_data/pages/privacy.json']) {
        const response = await fetch(`${SITE}${route}`).catch((error: Error) => error);
        if (response instanceof Error || response.status !== 200) {
          failures.push(`${route}: ${response instanceof Error ? response.message : response.status}`);
          continue;
        }
        const body = await response.text().catch((error: Error) => `FAILED ${error.message}`);
        if (route === '/privacy') seen.push(body.includes('How we handle your data') ? 'new' : 'old');
        if (route.endsWith('.json')) JSON.parse(body); // complete
      }
      // a visitor's pace, not a flood: the builds of the publish keep their share of the two cores
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const publisher = await signedIn(browser, 'paul');
  await publisher.goto(`/studio/review/${id}`);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });
  await expect.poll(() => seen.at(-1)).toBe('new');
  stop = true;
  await visitor;
  expect(failures).toEqual([]);
  expect(seen.slice(seen.indexOf('new'))).not.toContain('old');
  expect(seen.length).toBeGreaterThan(10);
});

test('a build that fails keeps the live site, and the studio shows what the build printed', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'Read the catalogue from Airtable');
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  // the draft switches to an Airtable base (valid YAML, so no problem), saved as the editor's Save does
  const saved = await editor.evaluate(async (draft) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
    const headers = { 'x-edit-token': token, 'content-type': 'application/json' };
    const file = (await (await fetch(`/studio/api/drafts/${draft}/file?path=site.config.yaml`, { headers })).json()) as { text: string; hash: string };
    const text = file.text.replace(
      '  source: yaml\n  # airtable:\n  #   baseId: appAbCdEfGh123456\n  #   tokenEnv: AIRTABLE_TOKEN\n  #   view: Grid view\n  #   timeoutSeconds: 300',
      '  source: airtable\n  airtable:\n    baseId: appAbCdEfGh123456\n    tokenEnv: AIRTABLE_TOKEN\n    view: Grid view\n    timeoutSeconds: 10',
    );
    const response = await fetch(`/studio/api/drafts/${draft}/save`, { method: 'POST', headers, body: JSON.stringify({ path: 'site.config.yaml', text, hash: file.hash }) });
    return { changed: text !== file.text, status: response.status, body: (await response.json()) as { problems: unknown[] } };
  }, id);
  expect(saved).toMatchObject({ changed: true, status: 200, body: { problems: [] } });
  await editor.reload();
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');

  const live = (await fetch(`${SITE}/about`)).headers.get('etag');
  const publisher = await signedIn(browser, 'paul');
  await publisher.goto(`/studio/review/${id}`);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.getByRole('alert')).toHaveText('The build failed: the live site was not changed.', { timeout: 120_000 });
  await expect(publisher.locator('.studio-build-output')).toContainText('Could not reach Airtable');
  expect((await fetch(`${SITE}/about`)).headers.get('etag')).toBe(live);
  expect(execFileSync('git', ['log', '-1', '--format=%s', 'main'], { cwd: site.repo }).toString()).not.toContain('Airtable');
});

test('an admin adds an account in the studio; its holder signs in; removing it ends the session at once', async ({ browser }) => {
  const admin = await signedIn(browser, 'ada');
  await admin.getByRole('link', { name: 'Accounts' }).click();
  await expect(admin.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await admin.getByLabel('Name', { exact: true }).fill('nadia');
  await admin.getByLabel('E-mail').fill('nadia@example.com');
  await admin.getByLabel('Password (12 characters or more)').fill(PASSWORD);
  await admin.getByLabel('Role of the new account').selectOption('editor');
  await admin.getByRole('button', { name: 'Add the account' }).click();
  await expect(admin.getByRole('row', { name: /nadia/ })).toContainText('nadia@example.com');

  const nadia = await signedIn(browser, 'nadia');
  await expect(nadia.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Remove nadia' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove nadia' }).click();
  await expect(admin.getByRole('row', { name: /nadia/ })).toHaveCount(0);
  await nadia.reload();
  await expect(nadia).toHaveURL(/\/studio\/sign-in$/);
});

test('an editor discards a draft: it leaves the list, its branch and its worktree go, the live site is untouched', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'An idea to drop');
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  await editor.getByRole('button', { name: 'Discard this draft' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Discard this draft' }).click();
  await expect(editor).toHaveURL(/\/studio\/$/);
  await expect(editor.getByRole('heading', { name: 'Drafts', exact: true })).toBeVisible();
  await expect(editor.locator(`tr[data-draft="${id}"]`)).toHaveCount(0);
  expect(execFileSync('git', ['branch', '--list', `studio/${id}`], { cwd: site.repo }).toString().trim()).toBe('');
  expect(existsSync(path.join(site.data, 'drafts', id))).toBe(false);
});

/** Text on a studio page that only a value of the wrong kind (an object, nothing, not a number) can produce. */
async function expectOnlyText(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\[object \w+\]|\bundefined\b|\bNaN\b|\bnull\b/);
}

test('a draft sent back reads who sent it back and why, on the drafts list and in the draft; no studio page shows a value that is not text', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'Shorter footer');
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');

  const publisher = await signedIn(browser, 'paul');
  await publisher.goto(`/studio/review/${id}`);
  await publisher.getByLabel('What should the editor change?').fill('Keep the legal links, drop the rest.');
  await publisher.getByRole('button', { name: 'Send back' }).click();
  await expect(publisher.locator('.studio-outcome')).toHaveText('Sent back to erin with your comment.');

  await editor.goto('/studio/');
  await expect(editor.locator(`tr[data-draft="${id}"] .studio-comment`)).toHaveText('Sent back by paul: Keep the legal links, drop the rest.');
  await expect(editor.locator(`tr[data-draft="${id}"]`)).toContainText('Sent back');
  await expectOnlyText(editor);
  await editor.goto(`/studio/drafts/${id}`);
  await expect(editor.locator('.studio-comment')).toHaveText('Sent back by paul: Keep the legal links, drop the rest.');
  await expectOnlyText(editor);
  await editor.goto(`/studio/review/${id}`);
  await expect(editor.getByRole('heading', { name: 'Review: Shorter footer' })).toBeVisible();
  await expectOnlyText(editor);

  const admin = await signedIn(browser, 'ada');
  for (const [route, heading] of [['/studio/history', 'Published versions'], ['/studio/accounts', 'Accounts'], ['/studio/', 'Drafts']]) {
    await admin.goto(route);
    await expect(admin.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectOnlyText(admin);
  }
});

test('an editor replaces the team photo with a camera photo and makes a phone video the banking hero, alone in the studio; published: the photo in its sizes without camera data, the hero a light muted loop with its poster', async ({ browser }) => {
  const photo = path.join(site.root, 'Équipe Casablanca.jpg');
  writeFileSync(photo, await cameraPhoto());
  // 1080p with a sound track, so the studio prepares it; a 20 MB one is timed in tests/integration/media-upload.test.ts
  const video = path.join(site.root, 'Drone shot port.mp4');
  await phoneVideo(video, 5);
  expect((await probe(video)).streams.map((s) => [s.codec_type, s.width])).toEqual([['video', 1920], ['audio', undefined]]);

  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'A real team photo and hero');
  const field = (at: string) => editor.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);

  // the team photo, from a camera: chosen in the library's upload, the field filled
  await openFile(editor, 'pages/experts.yaml', 'form');
  await editor.locator('details[data-field="blocks/0"] > summary').click();
  await editor.getByRole('button', { name: 'Picture: choose or upload a picture' }).click();
  const pictures = editor.getByRole('dialog', { name: 'Choose a picture' });
  // each file says where it shows, in the words of the site: the page's name and address
  await expect(pictures.locator('.edit-media-item', { hasText: 'team-session.svg' }).locator('.edit-media-uses')).toHaveText('used on Expert Profiles (/experts)');
  await pictures.locator('input[type="file"]').setInputFiles(photo);
  // a new picture asks what it shows, for the people who cannot see it (the old description is not kept)
  const described = pictures.getByLabel('What does the picture show?');
  await expect(described).toBeVisible({ timeout: 60_000 });
  await expect(described).toHaveValue('');
  await expect(pictures.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
  await described.fill('Our engineers around a table in the Casablanca office, planning an agent team on the wall screen');
  await pictures.getByRole('button', { name: 'Use this picture' }).click();
  await expect(pictures).toBeHidden();
  await expect(field('blocks/0/image/src')).toHaveValue('/assets/images/equipe-casablanca.jpg');
  await expect(field('blocks/0/image/width')).toHaveValue(''); // the old drawing's size went with it: the build reads the photo's
  await expect(field('blocks/0/image/alt')).toHaveValue('Our engineers around a table in the Casablanca office, planning an agent team on the wall screen');
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });

  // the hero's background loop, from a phone: prepared in the studio, its poster beside it
  await openFile(editor, 'pages/industries/banking.yaml', 'form');
  await editor.locator('details[data-field="blocks/0"] > summary').click();
  const chosen = Date.now();
  await editor.getByRole('button', { name: 'Video: choose or upload a video' }).click();
  const videos = editor.getByRole('dialog', { name: 'Choose a video' });
  await videos.locator('input[type="file"]').setInputFiles(video);
  await expect(videos).toBeHidden({ timeout: 120_000 });
  console.log(`A 5 s 1080p phone video to a usable hero loop in the draft: ${((Date.now() - chosen) / 1000).toFixed(1)} s`);
  await expect(field('blocks/0/background/video')).toHaveValue('/assets/videos/drone-shot-port.mp4');
  await expect(field('blocks/0/background/poster')).toHaveValue('/assets/videos/drone-shot-port.webp');
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');

  const publisher = await signedIn(browser, 'paul');
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  await publisher.goto(`/studio/review/${id}`);
  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 180_000 });

  // the public site: the photo in the sizes each screen needs, no camera data in any file served
  const experts = await (await fetch(`${SITE}/experts`)).text();
  const picture = [...experts.matchAll(/<picture>.*?<\/picture>/gs)].map((m) => m[0]).find((html) => html.includes('Our engineers around a table'))!;
  expect(picture).toBeDefined();
  const images = [...new Set([...picture.matchAll(/(?:src|srcSet)="([^"]+)"/g)].flatMap((m) => m[1].split(',').map((part) => part.trim().split(' ')[0])).filter((url) => url.startsWith('/')))];
  expect(images.some((url) => url.endsWith('.avif'))).toBe(true);
  expect(images.length).toBeGreaterThan(3);
  for (const url of [...images, '/assets/images/equipe-casablanca.jpg']) {
    const bytes = Buffer.from(await (await fetch(`${SITE}${url}`)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif && hasGps(metadata.exif), url).toBeFalsy();
    expect(metadata.exif?.includes(Buffer.from('PhoneMaker')) ?? false, url).toBe(false);
  }
  // the hero: a light, muted loop, with its poster
  const banking = await (await fetch(`${SITE}/banking`)).text();
  expect(banking).toContain('/assets/videos/drone-shot-port.mp4');
  const loop = path.join(site.root, 'served-loop.mp4');
  writeFileSync(loop, Buffer.from(await (await fetch(`${SITE}/assets/videos/drone-shot-port.mp4`)).arrayBuffer()));
  expect(statSync(loop).size).toBeLessThanOrEqual(3 * 1024 * 1024);
  const facts = await probe(loop);
  expect(facts.streams.map((s) => s.codec_type)).toEqual(['video']);
  expect(facts.streams[0].codec_name).toBe('h264');
  expect((await fetch(`${SITE}/assets/videos/drone-shot-port.webp`)).status).toBe(200);

  // a phone plays a lighter copy the build made (640 px wide, muted), a desktop the loop itself
  const phoneCopy = banking.match(/data-phone-src="(\/_video\/[0-9a-f]{16}-phone\.mp4)"/)?.[1];
  expect(phoneCopy).toBeDefined();
  const phoneFile = path.join(site.root, 'served-phone.mp4');
  writeFileSync(phoneFile, Buffer.from(await (await fetch(`${SITE}${phoneCopy}`)).arrayBuffer()));
  expect(statSync(phoneFile).size).toBeLessThanOrEqual(600 * 1024);
  const phoneFacts = await probe(phoneFile);
  expect(phoneFacts.streams.map((s) => [s.codec_type, s.width])).toEqual([['video', 640]]);
  for (const device of [{ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, plays: phoneCopy }, { viewport: { width: 1280, height: 800 }, plays: '/assets/videos/drone-shot-port.mp4' }]) {
    const { plays, ...options } = device;
    const visitor = await browser.newContext({ ...options, baseURL: SITE });
    const page = await visitor.newPage();
    const videos: string[] = [];
    page.on('request', (r) => r.resourceType() === 'media' && videos.push(new URL(r.url()).pathname));
    await page.goto('/banking');
    await expect.poll(() => page.evaluate(() => !document.querySelector('video')!.paused)).toBe(true);
    // playing starts before the video's request goes out: wait for it, and for it alone
    await expect.poll(() => [...new Set(videos)], { message: `${options.viewport.width} px` }).toEqual([plays]);
    await visitor.close();
  }
});


test('on a 390×844 phone an editor replaces the team photo and makes a phone video the banking hero: each chosen from the phone, described, saved and shown in the preview; the screen stays the window', async ({ browser }) => {
  const photo = path.join(site.root, 'Team at the Rabat office.jpg');
  writeFileSync(photo, await cameraPhoto());
  const video = path.join(site.root, 'Harbour at dawn.mp4');
  await phoneVideo(video, 2);

  const editor = await signedIn(browser, 'erin', PHONE);
  await startDraft(editor, 'Team photo and hero from my phone');
  const fit = () => editor.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, scrolled: scrollY }));
  const whole = { height: 844, width: 390, scrolled: 0 };
  const inScreen = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  };
  const field = (at: string) => editor.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
  const siteList = editor.getByRole('navigation', { name: 'The site' });
  const panes = editor.getByRole('navigation', { name: 'Panes of the editor' });

  // the team photo: the experts page from the list, its picture chosen from the phone's files
  await siteList.getByRole('button', { name: /^Expert Profiles \/experts/ }).tap();
  await expect(editor.locator('.edit-file-title')).toHaveText('pages/experts.yaml');
  const form = editor.getByRole('tab', { name: 'Form' });
  if ((await form.getAttribute('aria-selected')) !== 'true') await form.tap();
  await editor.locator('details[data-field="blocks/0"] > summary').tap();
  const choosePicture = editor.getByRole('button', { name: 'Picture: choose or upload a picture' });
  await choosePicture.scrollIntoViewIfNeeded();
  await choosePicture.tap();
  const pictures = editor.getByRole('dialog', { name: 'Choose a picture' });
  await pictures.locator('input[type="file"]').setInputFiles(photo);
  const described = pictures.getByLabel('What does the picture show?');
  await expect(described).toBeVisible({ timeout: 60_000 });
  await expect(described).toHaveValue('');
  await described.fill('Five of our engineers at the Rabat office whiteboard, sketching how an agent hands a case to a person');
  const use = pictures.getByRole('button', { name: 'Use this picture' });
  await use.scrollIntoViewIfNeeded();
  await inScreen(use);
  expect(await fit()).toEqual(whole);
  await use.tap();
  await expect(pictures).toBeHidden();
  await expect(field('blocks/0/image/src')).toHaveValue('/assets/images/team-at-the-rabat-office.jpg');
  await expect(field('blocks/0/image/alt')).toHaveValue('Five of our engineers at the Rabat office whiteboard, sketching how an agent hands a case to a person');
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(editor.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  // the preview shows the new photo, described
  await panes.getByRole('button', { name: 'Preview' }).tap();
  const teamPhoto = editor.frameLocator('.edit-preview').getByRole('img', { name: 'Five of our engineers at the Rabat office whiteboard, sketching how an agent hands a case to a person' });
  await expect(teamPhoto).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => teamPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  expect(await fit()).toEqual(whole);

  // the banking hero: a video from the phone, prepared into a light loop with its poster
  await panes.getByRole('button', { name: 'Pages' }).tap();
  await siteList.getByRole('button', { name: /^Banking \/banking/ }).tap();
  await expect(editor.locator('.edit-file-title')).toHaveText('pages/industries/banking.yaml');
  await editor.locator('details[data-field="blocks/0"] > summary').tap();
  const chooseVideo = editor.getByRole('button', { name: 'Video: choose or upload a video' });
  await chooseVideo.scrollIntoViewIfNeeded();
  await chooseVideo.tap();
  const videos = editor.getByRole('dialog', { name: 'Choose a video' });
  await videos.locator('input[type="file"]').setInputFiles(video);
  await expect(videos).toBeHidden({ timeout: 120_000 });
  await expect(field('blocks/0/background/video')).toHaveValue('/assets/videos/harbour-at-dawn.mp4');
  await expect(field('blocks/0/background/poster')).toHaveValue('/assets/videos/harbour-at-dawn.webp');
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(editor.locator('.edit-status')).toHaveText('Saved', { timeout: 30_000 });
  expect(await fit()).toEqual(whole);
  // both saved in the draft's branch, not on the live site
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  const inDraft = (file: string) => execFileSync('git', ['show', `studio/${id}:${file}`], { cwd: site.repo }).toString();
  expect(inDraft('pages/experts.yaml')).toContain('/assets/images/team-at-the-rabat-office.jpg');
  expect(inDraft('pages/industries/banking.yaml')).toContain('/assets/videos/harbour-at-dawn.mp4');
  expect(readFileSync(path.join(site.repo, 'pages/industries/banking.yaml'), 'utf8')).not.toContain('harbour-at-dawn');
});

test('on a phone, every studio page fits the screen: nothing cut off, nothing to scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: STUDIO, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/studio/');
  await page.getByLabel('Name').fill('ada');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', exact: true })).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1);
  for (const route of ['/studio/', '/studio/history', '/studio/accounts']) {
    await page.goto(route);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await fits(), route).toBe(true);
  }
  // the drafts' last column (Edit, Changes) is on screen
  const open = page.locator('td.studio-actions a').first();
  if ((await open.count()) > 0) {
    const box = (await open.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await context.close();
});

test('a draft on a 390×844 phone: the editor is the window, the preview follows what is typed in place, a tap in it opens the field its text comes from (two use cases under one title told apart)', async ({ browser }) => {
  const page = await signedIn(browser, 'erin', PHONE);
  await startDraft(page, 'Two use cases under one title');
  const fit = () => page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, scrolled: scrollY }));
  const whole = { height: 844, width: 390, scrolled: 0 };
  expect(await fit()).toEqual(whole);
  // the page list first, the whole screen below the bars; Banking opens from it
  const panes = page.getByRole('navigation', { name: 'Panes of the editor' });
  await page.getByRole('navigation', { name: 'The site' }).getByRole('button', { name: /^Banking \/banking/ }).tap();
  await expect(page.locator('.edit-file-title')).toHaveText('pages/industries/banking.yaml');
  await expect(panes.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
  // two use cases of one category given one title, in the form: nothing saved yet
  const data = parse(readFileSync(path.join(site.repo, 'pages/industries/banking.yaml'), 'utf8')) as { industry: { useCases: { title: string; categories: string | string[] }[] } };
  const retail = data.industry.useCases.map((useCase, index) => ({ ...useCase, index })).filter((useCase) => [useCase.categories].flat().includes('retail-banking'));
  const [first, second] = retail;
  const field = (at: string) => page.locator(`.form-body :is(input, select, textarea)[data-field="${at}"]`);
  const card = page.locator(`details[data-field="industry/useCases/${second.index}"] > summary`);
  await card.scrollIntoViewIfNeeded();
  await card.tap();
  await field(`industry/useCases/${second.index}/title`).fill(first.title);
  await page.mouse.wheel(0, 2000);
  expect(await fit()).toEqual(whole);
  // the preview shows it, drawn in place
  await panes.getByRole('button', { name: 'Preview' }).tap();
  const preview = page.frameLocator('.edit-preview');
  const titles = preview.locator('.category-card').first().locator('.use-case__title', { hasText: first.title });
  await expect(titles).toHaveCount(2, { timeout: 60_000 });
  // a tap on the second opens its field in the form, the first its own
  await titles.nth(1).tap();
  await expect(panes.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
  await expect(field(`industry/useCases/${second.index}/title`)).toBeFocused();
  await panes.getByRole('button', { name: 'Preview' }).tap();
  await preview.locator('dialog[open]').getByRole('button', { name: 'Close' }).first().tap();
  // gone, its exit played and the focus given back to what opened it, before the next tap
  await expect(preview.locator('dialog[open]')).toHaveCount(0);
  await titles.nth(0).tap();
  await expect(field(`industry/useCases/${first.index}/title`)).toBeFocused();
  expect(await fit()).toEqual(whole);
});

test('on a 390×844 phone a publisher reads a draft\'s changes in words, publishes it and opens the page it changed on the public site', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'Clearer terms heading');
  await openFile(editor, 'pages/legal/terms.yaml');
  await replaceInEditor(editor, 'title: Terms of Service', 'title: Terms of Service for our clients', 1);
  await expect(editor.locator('.edit-problem-panel h3')).toHaveText('No problems');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.edit-status')).toHaveText('Saved');
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');

  const phone = await signedIn(browser, 'paul', PHONE);
  const waiting = phone.locator('section', { has: phone.getByRole('heading', { name: /^Waiting for review/ }) });
  await waiting.locator('tr', { hasText: 'Clearer terms heading' }).getByRole('link', { name: 'Review' }).tap();
  await expect(phone.getByRole('heading', { name: 'No problems' })).toBeVisible();
  const said = phone.locator('.studio-summary-group', { hasText: 'Terms of Service (/terms)' });
  await expect(said).toContainText("'Terms of Service' → 'Terms of Service for our clients'");
  const fits = () => phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1);
  expect(await fits()).toBe(true);
  await phone.getByRole('button', { name: 'Publish' }).tap();
  await expect(phone.locator('.studio-ok')).toContainText('Published', { timeout: 120_000 });
  const live = phone.getByRole('link', { name: 'See it live: /terms' });
  await live.scrollIntoViewIfNeeded();
  await expect(live).toBeInViewport();
  expect(await fits()).toBe(true);
  await live.tap();
  await expect(phone).toHaveURL(`${SITE}/terms`);
  await expect(phone.locator('h1')).toHaveText('Terms of Service for our clients');
});

test('axe finds no violation on any studio page: drafts, a draft in the editor, its review with the page before and after, history, accounts', async ({ browser }) => {
  const page = await signedIn(browser, 'ada');
  expect(await axeViolations(page), 'drafts').toEqual([]);
  await startDraft(page, 'Checked by axe');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await openFile(page, 'pages/contact.yaml', 'form');
  expect(await axeViolations(page), 'draft').toEqual([]);
  // a change saved, so that the review shows the page before and after, side by side
  await page.locator('details[data-field="blocks/0"] > summary').click();
  await page.locator('.form-body input[data-field="blocks/0/title"]').fill('Tell us about your agent');
  await expect(page.locator('.edit-problem-panel h3')).toHaveText('No problems', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.edit-status')).toHaveText('Saved');
  for (const route of [`/studio/review/${id}`, '/studio/history', '/studio/accounts']) {
    await page.goto(route);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    if (route.includes('/review/')) await expect(page.locator('iframe[title="The live page /contact"]')).toBeVisible();
    expect(await axeViolations(page), route).toEqual([]);
  }
});

test('a publisher reviews one draft with a changed heading, a new industry, a replaced picture and a rename: each said in words, both pictures and both renders shown; published, the new page is live and the old address answers 301', async ({ browser }) => {
  const editor = await signedIn(browser, 'erin');
  await startDraft(editor, 'Ports, a new team picture and Property');
  const id = new URL(editor.url()).pathname.split('/').pop()!;
  // the picture the experts page shows now (an earlier test of this file may have made it a photo), replaced under its own name
  const experts = readFileSync(path.join(site.repo, 'pages/experts.yaml'), 'utf8');
  const picture = /src: \/assets\/images\/([\w.-]+)/.exec(experts)![1];
  const bytes = picture.endsWith('.svg')
    ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#0f766e"/><circle cx="600" cy="400" r="220" fill="#f59e0b"/></svg>')
    : await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
  const about = readFileSync(path.join(site.repo, 'pages/about.yaml'), 'utf8');
  const heading = /^    title: (.+)$/m.exec(about)![1];
  const ports = readFileSync(path.join(site.repo, 'pages/industries/agriculture.yaml'), 'utf8')
    .replace('route: /agriculture', 'route: /ports')
    .replaceAll('AI in Agriculture', 'AI in Ports and Maritime Logistics')
    .replace('  key: agriculture', '  key: ports')
    .replace('  name: Agriculture', '  name: Ports & Maritime Logistics');
  const useCases = (parse(ports) as { industry: { useCases: unknown[] } }).industry.useCases.length;

  const made = await editor.evaluate(
    async ({ draft, heading, ports, picture, bytes }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
      const api = `/studio/api/drafts/${draft}`;
      const headers = { 'x-edit-token': token, 'content-type': 'application/json' };
      const about = (await (await fetch(`${api}/file?path=pages/about.yaml`, { headers })).json()) as { text: string; hash: string };
      const saves = [
        await fetch(`${api}/save`, { method: 'POST', headers, body: JSON.stringify({ path: 'pages/about.yaml', text: about.text.replace(`title: ${heading}`, `title: ${heading}, every day`), hash: about.hash }) }),
        await fetch(`${api}/save`, { method: 'POST', headers, body: JSON.stringify({ path: 'pages/industries/ports.yaml', text: ports, hash: null }) }),
        await fetch(`${api}/rename`, { method: 'POST', headers, body: JSON.stringify({ path: 'pages/industries/real-estate.yaml', name: 'Property', headings: true }) }),
      ];
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))]), picture);
      const upload = await fetch(`${api}/upload?folder=images&name=${encodeURIComponent(picture)}&replace=true`, { method: 'POST', headers: { 'x-edit-token': token }, body: form });
      return [...saves.map((r) => r.status), upload.status];
    },
    { draft: id, heading, ports, picture, bytes: bytes.toString('base64') },
  );
  expect(made).toEqual([200, 200, 200, 201]);
  await editor.reload();
  await editor.getByRole('button', { name: 'Ask for review' }).click();
  await expect(editor.locator('.studio-bar__status')).toContainText('Asked for review');

  const publisher = await signedIn(browser, 'paul');
  await publisher.goto(`/studio/review/${id}`);
  await expect(publisher.getByRole('heading', { name: 'No problems' })).toBeVisible();
  const summary = publisher.locator('.studio-summary');
  await expect(summary).toContainText(`'${heading}' → '${heading}, every day'`);
  await expect(summary).toContainText(`New industry: Ports & Maritime Logistics (${useCases} use cases)`);
  await expect(summary).toContainText('Renamed: Real Estate → Property (address /real-estate → /property');
  await expect(summary).toContainText('the old address leads to the new one');
  await expect(summary).toContainText(`Replaced picture: public/assets/images/${picture}`);
  // both pictures, before and after, loaded
  const pair = summary.locator('.studio-media-pair').filter({ has: publisher.getByRole('img', { name: `Before: public/assets/images/${picture}` }) });
  for (const side of ['Before', 'After']) {
    await expect.poll(() => pair.getByRole('img', { name: `${side}: public/assets/images/${picture}` }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // git's words only behind "Show the file changes"
  const shown = await publisher.locator('main').evaluate((main) => [...main.querySelectorAll(':scope *:not(details.studio-file-changes *)')].filter((e) => e.childElementCount === 0).map((e) => e.textContent).join('\n'));
  expect(shown).not.toMatch(/@@|mode 100644|Binary files/);
  // both renders of the changed About page
  await publisher.getByLabel('Page to preview').selectOption('/about');
  await expect(publisher.frameLocator('iframe[title="The live page /about"]').locator('h1')).toHaveText(heading, { timeout: 90_000 });
  await expect(publisher.frameLocator('.studio-preview').locator('h1')).toHaveText(`${heading}, every day`, { timeout: 90_000 });

  await publisher.getByRole('button', { name: 'Publish' }).click();
  await expect(publisher.locator('.studio-ok')).toContainText('Published', { timeout: 150_000 });
  await publisher.getByRole('link', { name: 'See it live: /ports' }).click();
  await expect(publisher).toHaveURL(`${SITE}/ports`);
  await expect(publisher.locator('h1')).toHaveText('AI in Ports and Maritime Logistics');
  const old = await fetch(`${SITE}/real-estate`, { redirect: 'manual' });
  expect([old.status, old.headers.get('location')]).toEqual([301, '/property']);
  const redirectPage = path.join(site.siteLink, 'real-estate/index.html');
  expect(readFileSync(redirectPage, 'utf8')).toContain('/property');
  expect(await (await fetch(`${SITE}/property`)).text()).toContain('AI in Property');
});
