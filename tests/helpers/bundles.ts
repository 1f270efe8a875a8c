import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { listenForTests } from './listen.ts';

/** Vitest sets NODE_ENV=test, which would make Vite build for development: the site is built as `npm run build` builds it. */
const buildEnv = { ...process.env, NODE_ENV: 'production' };

export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');
export const SERVER_DIR = path.join(PROJECT_ROOT, 'dist/server');

/** The Vite client and SSR bundles (built by `npm test` before the unit tests; built here when run alone). */
export function ensureBundles(): void {
  if (existsSync(path.join(CLIENT_DIR, '.vite/manifest.json')) && existsSync(path.join(SERVER_DIR, 'entry-server.js'))) return;
  execSync('npm run build:bundles', { cwd: PROJECT_ROOT, stdio: 'inherit', env: buildEnv });
}

export const SITE_DIR = path.join(PROJECT_ROOT, 'dist/site');

/** The prerendered site (built by `npm test` before the unit tests; built here when run alone). */
export function ensureSite(): void {
  if (existsSync(path.join(SITE_DIR, '_data/site.json'))) return;
  execSync('npm run build', { cwd: PROJECT_ROOT, stdio: 'inherit', env: buildEnv });
}

/** The built site served by the production server on a free loopback port for the tests of a `describe`; `url()` once started. */
export function serveBuiltSite(): { url: () => string } {
  let server: ReturnType<typeof createSiteServer>;
  let url = '';
  beforeAll(async () => {
    server = createSiteServer({ dir: SITE_DIR });
    await listenForTests(server);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: () => url };
}
