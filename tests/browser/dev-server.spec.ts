import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteCopy } from '../helpers/site-copy.ts';

/** `npm run dev` shows configuration problems in the browser and recovers once the file is fixed. */
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
/** One dev server per parallel worker (with --repeat-each the spec runs in two at once, each on its own copy). */
const PORT = 5391 + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * 10;
let server: ChildProcess;
const site = siteCopy();
// one dev server for the file's tests: a second worker's would start while the first one's is still stopping
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn('npm', ['run', 'dev', '--', '--port', String(PORT), '--strictPort'], {
    cwd: PROJECT,
    env: { ...process.env, SITE_ROOT: site.root },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${PORT}/about`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  // stopped, and waited for: the next run's server finds its port free
  if (server.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const stubborn = setTimeout(() => server.exitCode === null && server.signalCode === null && process.kill(-server.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(stubborn);
  }
  site.remove();
});

test('a YAML mistake shows in the browser, and fixing it brings the page back', async ({ page }) => {
  const file = path.join(site.root, 'pages/about.yaml');
  const original = readFileSync(file, 'utf8');
  await page.goto(`http://127.0.0.1:${PORT}/about`);
  // the dev server transforms the page's modules at the first visit: on a busy machine (another worker
  // building sites) that takes longer than the default 5 s, so the first state gets a generous bound
  await expect(page.locator('h1')).toHaveText('About fixture heading', { timeout: 30_000 });

  writeFileSync(file, original.replace('type: page-header', 'type: page-headr'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toHaveCount(1, { timeout: 30_000 });
  await expect(overlay.locator('.message')).toContainText('pages/about.yaml:5:11 unknown block type "page-headr"; did you mean "page-header"?');

  // the dev server reloads the page once the file is fixed; on a loaded machine the reload (and Vite's
  // transform of the page's modules) can take a while, so the bound is generous: it is not a wait.
  // The file watcher can miss a save made a few milliseconds after the previous one (no editor saves
  // that fast; this test can, the overlay being up within 30 ms): the fix is saved again until seen.
  const fixed = original.replace('About fixture heading', 'About fixture heading, edited');
  await expect(async () => {
    writeFileSync(file, fixed);
    await expect(page.locator('h1')).toHaveText('About fixture heading, edited', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(overlay).toHaveCount(0);

  // as it was, for the next run of this test on the same server (--repeat-each)
  writeFileSync(file, original);
  await expect(page.locator('h1')).toHaveText('About fixture heading', { timeout: 30_000 });
});

test('an old address of site.config.yaml redirects answers 301 to its page, as the site server does, its query kept', async ({ page }) => {
  const config = path.join(site.root, 'site.config.yaml');
  const original = readFileSync(config, 'utf8');
  writeFileSync(config, `${original}\nredirects:\n  - from: /company\n    to: /about\n`);
  try {
    // the model is read again once the watcher sees the save: polled, not waited for
    await expect
      .poll(async () => {
        const answer = await fetch(`http://127.0.0.1:${PORT}/company/?from=mail`, { redirect: 'manual' });
        return `${answer.status} ${answer.headers.get('location')}`;
      }, { timeout: 30_000 })
      .toBe('301 /about?from=mail');
    await page.goto(`http://127.0.0.1:${PORT}/company`);
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/about`);
    await expect(page.locator('h1')).toHaveText('About fixture heading', { timeout: 30_000 });
  } finally {
    writeFileSync(config, original);
  }
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/company`, { redirect: 'manual' })).status, { timeout: 30_000 }).not.toBe(301);
});
