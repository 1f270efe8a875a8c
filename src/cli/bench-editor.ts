import { chromium, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySite, PROJECT_ROOT } from '../paths.ts';
import { newReleaseDir, switchRelease } from '../prerender/releases.ts';
import { commandLine } from './command-line.ts';

/**
 * npm run bench:editor (USAGE)
 *
 * Keystroke to preview, as an editor meets it: /banking opened in the Form view of the editor of `npm run dev`
 * (/_edit, on a copy of the site) and of the studio (a draft of a git copy), then the hero's title typed one
 * key at a time. Each key is timed in the editor's page from its keydown to the first frame in which the
 * preview's main heading shows the field's new text (the preview draws the page again in place). Prints the
 * median and the 95th percentile per host. --profile also prints where the page's CPU time went while the
 * keys were typed (the editor's page and its preview frame: one process), by function, the heaviest first.
 */
const USAGE = 'npm run bench:editor [-- --keys 40] [--profile]';
const { values } = commandLine({ options: { keys: { type: 'string', default: '40' }, profile: { type: 'boolean', default: false } } }, USAGE);
const KEYS = Number(values.keys);
// as the browser tests: Debian's headless shell when there, else its full Chromium
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/lib/chromium/chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : '/usr/bin/chromium');
const PASSWORD = 'a long enough password';
const children: ChildProcess[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'bench-editor-'));

function start(command: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, command, { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  children.push(child);
}

async function answering(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if ((await fetch(url).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/** Times `KEYS` keys typed into the hero's title of the open page, each to the frame that shows it. */
async function timeKeys(page: Page): Promise<number[]> {
  await page.locator('details[data-field="blocks/0"] > summary').click();
  const title = page.locator('.form-body input[data-field="blocks/0/title"]');
  await title.click();
  await page.keyboard.press('End');
  // as a text: tsx would name the functions of a closure with a helper the page does not have
  await page.evaluate(`(() => {
    const times = [];
    window.keyTimes = times;
    // the field as React holds it now (a render may give it a new element)
    const field = () => document.querySelector('.form-body input[data-field="blocks/0/title"]')?.value ?? '';
    document.addEventListener('keydown', () => {
      const pressed = performance.now();
      const before = field();
      const look = () => {
        const frame = document.querySelector('.edit-preview')?.contentDocument;
        const shown = frame?.querySelector('h1')?.textContent ?? '';
        if (field() !== before && shown === field()) times.push(performance.now() - pressed);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, true);
  })()`);
  const letters = ' and Insurance Desks Today'.repeat(Math.ceil(KEYS / 26)).slice(0, KEYS);
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(letters[i] === ' ' ? 'Space' : letters[i]);
    await page.waitForFunction((n) => ((window as typeof window & { keyTimes?: number[] }).keyTimes ?? []).length > n, i, { timeout: 60_000 });
  }
  return page.evaluate(() => (window as typeof window & { keyTimes?: number[] }).keyTimes!);
}

/** Times the keys as timeKeys does, and with --profile prints the functions that took the most CPU meanwhile. */
async function timeKeysProfiled(page: Page): Promise<number[]> {
  if (!values.profile) return timeKeys(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const times = await timeKeys(page);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<number, number>();
  profile.samples?.forEach((node, index) => self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas?.[index] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '').replace(/\?.*$/, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byFunction.values()].reduce((sum, us) => sum + us, 0);
  console.log(`CPU while typing ${times.length} keys: ${(total / 1000).toFixed(0)} ms; the heaviest functions (self time):`);
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function report(host: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${host.padEnd(12)} ${String(times.length).padStart(4)} keys   median ${percentile(sorted, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(4)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(4)} ms`);
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  // the editor of npm run dev, on a copy of the site
  const devRoot = path.join(work, 'dev');
  mkdirSync(devRoot);
  copySite(devRoot);
  start([path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'vite.config.ts', '--port', '4590', '--strictPort'], { SITE_ROOT: devRoot });

  // the studio, on a git copy of the site with a first release and one editor
  const repo = path.join(work, 'repo');
  mkdirSync(repo);
  copySite(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', timeout: 60_000, env: { ...process.env, GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com' } });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
  if (!existsSync(path.join(PROJECT_ROOT, 'dist/studio/editor.js'))) execFileSync('npm', ['run', 'build:studio'], { cwd: PROJECT_ROOT, stdio: 'ignore', timeout: 600_000 });
  const siteLink = path.join(work, 'site');
  const data = path.join(work, 'data');
  const first = newReleaseDir(siteLink);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/prerender.ts', '--out', first], { cwd: PROJECT_ROOT, env: { ...process.env, SITE_ROOT: repo }, stdio: 'ignore', timeout: 600_000 });
  switchRelease(siteLink, first);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/studio-user.ts', 'add', 'bench', '--role', 'editor', '--email', 'bench@example.com', '--data', data], { cwd: PROJECT_ROOT, input: `${PASSWORD}\n`, stdio: ['pipe', 'ignore', 'ignore'], timeout: 60_000 });
  start(['--import', 'tsx', 'src/cli/studio.ts', '--port', '4591', '--repo', repo, '--data', data, '--site', siteLink], {});
  await Promise.all([answering('http://127.0.0.1:4590/_edit'), answering('http://127.0.0.1:4591/studio/sign-in')]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const ready = async () => {
    await page.locator('.edit-file-title').getByText('pages/industries/banking.yaml').waitFor({ timeout: 120_000 });
    await page.frameLocator('.edit-preview').locator('h1', { hasText: 'AI in Banking' }).waitFor({ timeout: 120_000 });
  };

  await page.goto(`http://127.0.0.1:4590/_edit?file=${encodeURIComponent('pages/industries/banking.yaml')}`);
  await ready();
  report('/_edit', await timeKeysProfiled(page));

  await page.goto('http://127.0.0.1:4591/studio/');
  await page.getByLabel('Name').fill('bench');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('What will you change?').fill('Timing the preview');
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await page.locator('body.studio-editing[data-ready="true"]').waitFor({ timeout: 120_000 });
  await page.locator('.edit-files button[data-file="pages/industries/banking.yaml"]').click();
  const form = page.getByRole('tab', { name: 'Form' });
  if ((await form.getAttribute('aria-selected')) !== 'true') await form.click();
  await ready();
  report('studio', await timeKeysProfiled(page));
  await context.close();
} finally {
  await browser.close();
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}
