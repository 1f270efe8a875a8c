import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sitePlugin } from './src/dev/site-plugin.ts';
import { buildTimeHooksStayInNode } from './src/dev/build-time-hooks.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
/** npm test's unit step, at the lowest priority beside the other steps: no clock (tests/helpers/wait.ts, tests/run-all.ts). */
const NO_TEST_CLOCK = process.env.NO_TEST_CLOCK === '1';
const INTEGRATION_HANG_MS = 10 * 60_000;
/** `npm run dev` serves the project's own site; SITE_ROOT points it at another one (the tests use a fixture site). */
const siteRoot = path.resolve(process.env.SITE_ROOT ?? projectRoot);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src',
  publicDir: path.join(siteRoot, 'public'),
  plugins: [react(), buildTimeHooksStayInNode(), ...(process.env.VITEST ? [] : [sitePlugin(siteRoot)])],
  server: { host: '127.0.0.1', port: 5173 },
  // packages only lazily loaded code imports: bundled at start, or the dev server would find them on the
  // first page that needs one and reload that page mid-way (the scan cannot follow the boot script's imports)
  optimizeDeps: { include: ['framer-motion', 'algoliasearch/lite'] },
  // the search worker is started as a module worker (src/search/embedded.ts)
  worker: { format: 'es' as const },
  // bundled into the server build, only what the site uses: imported from node_modules, each is hundreds of
  // modules (Lucide's icons, framer-motion's features), and a prerender thread, under tsx's loader, took
  // seconds to start. Only in the build: vitest inlines what ssr.noExternal names (each test would transform them)
  ...(isSsrBuild ? { ssr: { noExternal: [/^lucide-react/, /^framer-motion/, /^motion-(dom|utils)/, /^react-router/, /^@tanstack\//] } } : {}),
  build: isSsrBuild
    ? { outDir: '../dist/server', emptyOutDir: true, ssrEmitAssets: false, copyPublicDir: false }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: '_app',
        target: 'es2022',
        // every browser of the es2022 target but Safari before 17 has <link rel=modulepreload>; without it
        // a page still works, it only fetches its modules one after another. The polyfill would be 0.3 KB
        // gzip of the page's one script (src/boot.ts), whose budget is 2 KB.
        modulePreload: {
          polyfill: false,
          // the page's one script (src/boot.ts, the chunk `index`) requests what its two imports need itself,
          // a few a task, from the list the page gives (<meta name="app-modules">): not again in one go
          resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) => (hostId.startsWith('_app/index-') ? [] : deps),
        },
        rolldownOptions: {
          output: {
            // one recognisable chunk per block type, for the per-block size budget
            chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
              const block = chunk.facadeModuleId?.match(/\/blocks\/([^/]+)\/index\.tsx$/)?.[1];
              return block ? `_app/block-${block}-[hash].js` : '_app/[name]-[hash].js';
            },
          },
        },
      },
  test: {
    root: projectRoot,
    environment: 'node',
    // every core: Vitest's default leaves one free, which on a two-core machine runs the files one at a time
    maxWorkers: availableParallelism(),
    // in npm test the unit tests run at the lowest priority beside the other steps (NO_TEST_CLOCK): no time
    // limit there, since a starved test may take minutes (tests/helpers/wait.ts; run-all's watchdog ends a hang)
    testTimeout: NO_TEST_CLOCK ? 0 : 120_000,
    hookTimeout: NO_TEST_CLOCK ? 0 : 300_000,
    // a state is waited for, not a duration: up to a minute (Vitest's default, one second, is a duration
    // that a loaded machine can outlast)
    expect: { poll: { timeout: NO_TEST_CLOCK ? 2_147_483_647 : 60_000 } },
    // a test's stubbed globals and mocks are put back after it, whoever runs next in the same thread
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      // pure code, started by no process (npm run test:quick): the files share their threads' modules,
      // so the config pipeline, the schemas and Shiki load once a thread, not once a file
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], pool: 'threads', isolate: false, setupFiles: ['tests/helpers/testing-library.ts'] } },
      // builds, git, ffmpeg, PostgreSQL, the CLIs: in processes of their own (a child process, an env var set
      // for one test); a process runs several files one after another with their modules loaded once
      // (not isolated: 13 s and 24 CPU-s less on two cores), each file putting back what it changes. Their
      // time is the CPU they get (a build, ffmpeg, a thousand requests), so no test of them sets its own
      // limit: one limit for all, ten minutes, ends only a hang
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'], pool: 'forks', isolate: false, testTimeout: NO_TEST_CLOCK ? 0 : INTEGRATION_HANG_MS, hookTimeout: NO_TEST_CLOCK ? 0 : INTEGRATION_HANG_MS } },
    ],
  },
}));
