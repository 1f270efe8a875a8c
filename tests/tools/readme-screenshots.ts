import { chromium } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copySite, PROJECT_ROOT } from '../../src/paths.ts';
import { newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { installedChromium } from '../ensure-chromium.ts';

/**
 * The two screenshots of the README's tour, at 1280×800: the site's home page (served by `npm run serve`'s
 * server from a build of a copy of the site) and a draft in the studio with Banking open in its form.
 * `npx tsx tests/tools/readme-screenshots.ts` (after `npm run build:studio`); writes docs/screenshots/.
 */
const OUT = path.join(PROJECT_ROOT, 'docs/screenshots');
const PASSWORD = 'a long enough password';
const work = mkdtempSync(path.join(tmpdir(), 'readme-screenshots-'));
const children: ChildProcess[] = [];
const node = (args: string[], input?: string) => execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: PROJECT_ROOT, input, stdio: ['pipe', 'ignore', 'inherit'], timeout: 600_000 });
const start = (args: string[]) => children.push(spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: PROJECT_ROOT, stdio: 'ignore', detached: true }));
async function answering(url: string) {
  for (let attempt = 0; attempt < 240 && (await fetch(url).then((r) => r.status, () => 0)) !== 200; attempt++) await new Promise((resolve) => setTimeout(resolve, 500));
}

const repo = path.join(work, 'repo');
mkdirSync(repo);
copySite(repo);
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', timeout: 60_000, env: { ...process.env, GIT_AUTHOR_NAME: 'Site', GIT_AUTHOR_EMAIL: 'site@example.com', GIT_COMMITTER_NAME: 'Site', GIT_COMMITTER_EMAIL: 'site@example.com' } });
git('init', '-q', '-b', 'main');
git('add', '-A');
git('commit', '-q', '-m', 'The site');
if (!existsSync(path.join(PROJECT_ROOT, 'dist/studio/editor.js'))) execFileSync('npm', ['run', 'build:studio'], { cwd: PROJECT_ROOT, stdio: 'ignore', timeout: 600_000 });
const siteLink = path.join(work, 'site');
const first = newReleaseDir(siteLink);
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/prerender.ts', '--out', first], { cwd: PROJECT_ROOT, env: { ...process.env, SITE_ROOT: repo }, stdio: 'ignore', timeout: 600_000 });
switchRelease(siteLink, first);
node(['src/cli/studio-user.ts', 'add', 'maria', '--role', 'editor', '--email', 'maria@example.com', '--data', path.join(work, 'data')], `${PASSWORD}\n`);
start(['src/cli/studio.ts', '--port', '4592', '--repo', repo, '--data', path.join(work, 'data'), '--site', siteLink, '--site-url', 'http://127.0.0.1:4593']);
start(['src/server/main.ts', '--port', '4593', '--dir', siteLink, '--db', path.join(work, 'leads.sqlite')]);
await Promise.all([answering('http://127.0.0.1:4592/studio/sign-in'), answering('http://127.0.0.1:4593/')]);

const browser = await chromium.launch({ executablePath: installedChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const shot = async (name: string) => {
    await sharp(await page.screenshot()).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(OUT, `${name}.png`));
    console.log(`${name}.png`);
  };
  await page.goto('http://127.0.0.1:4593/');
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await shot('site-home-desktop');

  await page.goto('http://127.0.0.1:4592/studio/');
  await page.getByLabel('Name').fill('maria');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('What will you change?').fill('Banking: a sharper hero');
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await page.locator('body.studio-editing[data-ready="true"]').waitFor({ timeout: 120_000 });
  await page.locator('.edit-files button[data-file="pages/industries/banking.yaml"]').click();
  const form = page.getByRole('tab', { name: 'Form' });
  if ((await form.getAttribute('aria-selected')) !== 'true') await form.click();
  await page.locator('details[data-field="blocks/0"] > summary').click();
  await page.locator('.form-body input[data-field="blocks/0/title"]').fill('AI for Banks and Credit Unions');
  await page.frameLocator('.edit-preview').locator('h1', { hasText: 'AI for Banks and Credit Unions' }).waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('.edit-preview')?.dataset.shown !== undefined);
  await page.waitForLoadState('networkidle');
  await shot('studio-draft-desktop');
} finally {
  await browser.close();
  for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}
