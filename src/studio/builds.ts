import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../config/site/load-site.ts';
import { sortProblems, type Problem } from '../config/messages/problems.ts';
import { PROJECT_ROOT } from '../paths.ts';

/** The outcome of building a site from a folder: its pages in `outDir`, or what the build printed. */
export type BuildOutcome = { ok: true; outDir: string } | { ok: false; output: string };

/** Every problem `npm run validate` finds in a draft's site at `root`, with `overlay` (file → text) laid over its files. */
export function draftProblems(root: string, overlay: Record<string, string> = {}): Problem[] {
  return sortProblems(loadSite(root, { overlay }).problems);
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv, cwd = PROJECT_ROOT) =>
  new Promise<{ ok: boolean; output: string }>((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}`.trim() }));
  });

let bundles: Promise<{ ok: boolean; output: string }> | undefined;

/** The renderer's bundles (dist/client, dist/server) do not depend on the content: built once, when missing. */
function ensureBundles(): Promise<{ ok: boolean; output: string }> {
  const dist = path.join(PROJECT_ROOT, 'dist');
  if (existsSync(path.join(dist, 'client/.vite/manifest.json')) && existsSync(path.join(dist, 'server/entry-server.js'))) return Promise.resolve({ ok: true, output: '' });
  bundles ??= run('npm', ['run', 'build:bundles'], process.env).finally(() => (bundles = undefined));
  return bundles;
}

/**
 * Prerenders the site whose YAML is at `root` into `outDir` (a new folder) in a process of its own, so
 * the studio keeps answering while it renders; a failed build leaves no folder behind. A publish also
 * writes the site server's settings (forms) to `serverConfigFile`.
 */
export async function buildSite(root: string, outDir: string, serverConfigFile?: string): Promise<BuildOutcome> {
  const ready = await ensureBundles();
  if (!ready.ok) return { ok: false, output: ready.output };
  mkdirSync(path.dirname(outDir), { recursive: true });
  const result = await run(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/cli/prerender.ts'), '--out', outDir, ...(serverConfigFile ? ['--server-config', serverConfigFile] : [])], { ...process.env, SITE_ROOT: root });
  if (result.ok && existsSync(path.join(outDir, 'index.html'))) return { ok: true, outDir };
  rmSync(outDir, { recursive: true, force: true });
  return { ok: false, output: result.output || 'The build stopped without saying why.' };
}
