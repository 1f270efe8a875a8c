import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installedChromium } from './ensure-chromium.ts';

const PORT = Number(process.env.TEST_PORT ?? 4317);
/** Submissions made by the browser tests go to a throw-away database, never to data/leads.sqlite. */
export const TEST_LEADS_DB = path.join(tmpdir(), 'agentic-site-browser-tests', 'leads.sqlite');

/** The specs of the editor (the dev server's and the production build's): each starts its own server. */
const EDITOR_SPECS = /(editor[\w-]*|dev-server)\.spec\.ts$/;

/** Browser tests against the production server and the prerendered site in dist/site (run `npm run build` first). */
export default defineConfig({
  testDir: './browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME), for its summary of the slowest tests
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // a limit ends a hang only: under load (a core kept busy, other work beside) a page test took up to 21 s
  // and a studio test that had the old 30 s passed it; two minutes is over five times the slowest page test's need
  timeout: 120_000,
  // a state is waited for, not a duration: on a machine busy with other work a page may take seconds to get there
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: installedChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
  // The studio's tests run one after the other (they share its processes) for a minute or more: as a
  // project of their own, listed first, they start at once on one worker while the other takes the
  // rest, instead of ending the run on one worker while the other waits.
  //
  // The studio's and the editor's tests wait on git, builds and dev servers: they have five minutes each
  // (over five times what the slowest took on a loaded machine: 165 s and 55 s), the page tests two.
  projects: [
    { name: 'studio', testMatch: /studio\.spec\.ts$/, timeout: 300_000 },
    { name: 'editor', testMatch: EDITOR_SPECS, timeout: 300_000 },
    { name: 'site', testIgnore: [/studio\.spec\.ts$/, EDITOR_SPECS] },
  ],
  webServer: {
    command: `npx tsx ../src/server/main.ts --port ${PORT} --db ${TEST_LEADS_DB}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
