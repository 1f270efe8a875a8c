import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { BROKEN_FIXTURES, siteCopy } from '../helpers/site-copy.ts';

/**
 * `npm run build` prerenders beside the bundles it builds (src/cli/build.ts): the prerender, started with
 * --wait-for-bundles, loads and checks the site, says `checked`, and reads the bundles only once told
 * `bundles-ready`. Here against the bundles npm test built, so that no test rebuilds dist/client under another.
 */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function temporary(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function prerenderBesideBundles(root: string, { ipc = true } = {}) {
  const out = path.join(temporary('build-steps-'), 'site');
  const args = ['--import', 'tsx', 'src/cli/prerender.ts', '--wait-for-bundles', '--out', out, '--no-precompress', '--page-cache', temporary('build-steps-cache-')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, SITE_ROOT: root, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])],
  });
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const messages: unknown[] = [];
  child.on('message', (message) => messages.push(message));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    out,
    messages,
    exit,
    output: () => output,
    said: (message: string) => new Promise<void>((resolve) => (messages.includes(message) ? resolve() : child.on('message', (m) => m === message && resolve()))),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function site(...brokenFixtures: string[]): string {
  const copy = siteCopy(...brokenFixtures.map((name) => path.join(BROKEN_FIXTURES, name)));
  cleanups.push(copy.remove);
  return copy.root;
}

describe('the prerender beside the bundles (npm run prerender -- --wait-for-bundles)', () => {
  it('says the site is checked, writes nothing until the bundles are ready, then writes the site', async () => {
    const run = prerenderBesideBundles(site());
    await run.said('checked');
    expect(existsSync(run.out), 'nothing written before the bundles are ready').toBe(false);
    run.child.send('bundles-ready');
    expect(await run.exit, run.output()).toBe(0);
    expect(readFileSync(path.join(run.out, 'index.html'), 'utf8')).toContain('<h1');
    expect(run.output()).toMatch(/✓ prerendered \d+ pages/);
  });

  it('a mistake in the YAML: said on its line, the site never said checked, exit code 1', async () => {
    const fixture = 'action-without-target';
    const run = prerenderBesideBundles(site(fixture));
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(readFileSync(path.join(BROKEN_FIXTURES, fixture, 'expected.txt'), 'utf8').trim());
    expect(run.messages).toEqual([]);
    expect(existsSync(run.out)).toBe(false);
  });

  it('stops when the build goes away before the bundles are ready, having written nothing', async () => {
    // a parent that starts the prerender as npm run build does, and ends once the site is checked
    const parent = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ${JSON.stringify(['--import', 'tsx', 'src/cli/prerender.ts', '--wait-for-bundles'])}.concat(process.argv.slice(1)), { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
      child.on('message', (message) => { if (message === 'checked') { console.log(child.pid); process.exit(0); } });`;
    const out = path.join(temporary('build-steps-'), 'site');
    const build = spawn(process.execPath, ['-e', parent, '--', '--out', out, '--no-precompress', '--page-cache', temporary('build-steps-cache-')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SITE_ROOT: site() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    build.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    expect(await new Promise((resolve) => build.on('close', resolve))).toBe(0);
    const pid = Number(printed.trim());
    expect(pid).toBeGreaterThan(0);
    cleanups.push(() => isRunning(pid) && process.kill(pid, 'SIGKILL'));
    await expect.poll(() => isRunning(pid), { timeout: 60_000 }).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it('run alone, with no build to tell it when the bundles are ready, it is refused with what the option is for', async () => {
    const run = prerenderBesideBundles(site(), { ipc: false });
    expect(await run.exit).toBe(2);
    expect(run.output()).toContain('--wait-for-bundles is for npm run build');
  });
});
