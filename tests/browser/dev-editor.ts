import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySite } from '../../src/paths.ts';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser editor of `npm run dev` (/_edit) on a throw-away copy of the project's own site, for the
 * serial tests of one spec: a dev server started before them and stopped after, on `port` plus ten per
 * parallel worker (with --repeat-each a spec runs in two workers at once, each on its own copy).
 * DEV_EDITOR_LOG names a file for the dev server's errors.
 */
export function devEditor(port: number) {
  const base = `http://127.0.0.1:${port + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * 10}`;
  const root = mkdtempSync(path.join(tmpdir(), 'dev-editor-site-'));
  copySite(root, PROJECT);
  let server: ChildProcess;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    // Vite's own script, not npx: npx costs half a CPU-second to find it
    server = spawn(process.execPath, [path.join(PROJECT, 'node_modules/vite/bin/vite.js'), '--config', 'vite.config.ts', '--port', new URL(base).port, '--strictPort'], {
      cwd: PROJECT,
      env: { ...process.env, SITE_ROOT: root },
      stdio: ['ignore', 'ignore', process.env.DEV_EDITOR_LOG ? openSync(process.env.DEV_EDITOR_LOG, 'a') : 'ignore'],
      detached: true,
    });
    await expect.poll(async () => fetch(`${base}/_edit`).then((r) => r.status, () => 0), { timeout: 150_000 }).toBe(200);
  });
  test.afterAll(() => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  });

  /** Opens `file` in the editor (in its Form view, the one a new person gets, or its YAML view) and waits until it is ready. */
  async function open(page: Page, file: string, view: 'form' | 'yaml' = 'form') {
    await page.goto(`${base}/_edit?file=${encodeURIComponent(file)}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(page.locator('.edit-file-title')).toHaveText(file);
    const tab = page.getByRole('tab', { name: view === 'yaml' ? 'YAML' : 'Form' });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  return { base, root, open };
}
