import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { sortProblems, type Problem } from '../config/messages/problems.ts';
import { PROJECT_ROOT } from '../paths.ts';

/** The outcome of building a site from a folder: its pages in `outDir`, or its problems, or what the build printed. */
export type BuildOutcome = { ok: true; outDir: string } | { ok: false; problems: Problem[]; output: string };

/** A build that runs longer than this is stopped: a hung child must never hold the publish queue. */
export const BUILD_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * How much a build yields the CPU (its niceness, its threads started after it too): the studio's own answers
 * (a sign-in, the drafts list, a keystroke's check) go first while it runs; alone, it runs as fast.
 */
const BUILD_NICENESS = 10;

/** `nice` starts the build at its niceness, every thread of it included (V8's and libuv's start before setPriority could reach them). */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

const run = (command: string, args: string[], env: NodeJS.ProcessEnv, cwd = PROJECT_ROOT) =>
  new Promise<{ ok: boolean; output: string }>((resolve) => {
    const [file, fileArgs] = NICE ? [NICE, ['-n', String(BUILD_NICENESS), command, ...args]] : [command, args];
    const child = execFile(file, fileArgs, { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: BUILD_TIMEOUT_MS, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      const timedOut = error && (error as { killed?: boolean }).killed;
      resolve({ ok: !error, output: `${stdout}${stderr}`.trim() + (timedOut ? `\nStopped after ${BUILD_TIMEOUT_MS / 60_000} minutes.` : '') });
    });
    try {
      if (child.pid && !NICE) setPriority(child.pid, BUILD_NICENESS);
    } catch {
      // not allowed here (a system that refuses it): the build runs at the studio's priority
    }
  });

let bundles: Promise<{ ok: boolean; output: string }> | undefined;

/** The renderer's bundles (dist/client, dist/server) do not depend on the content: built once, when missing. */
function ensureBundles(): Promise<{ ok: boolean; output: string }> {
  const dist = path.join(PROJECT_ROOT, 'dist');
  if (existsSync(path.join(dist, 'client/.vite/manifest.json')) && existsSync(path.join(dist, 'server/entry-server.js'))) return Promise.resolve({ ok: true, output: '' });
  bundles ??= run('npm', ['run', 'build:bundles'], process.env).finally(() => (bundles = undefined));
  return bundles;
}

export interface BuildOptions {
  /** Where a publish writes the site server's settings (the forms). */
  serverConfigFile?: string;
  /** Write the .br and .gz copies the site server sends (a publish); a preview, served by the studio, goes without. */
  precompress?: boolean;
}

/**
 * Builds the site whose YAML is at `root` into `outDir` (a new folder) in a process of its own, so the
 * studio keeps answering while it renders. The build checks the site as `npm run validate` does, once:
 * a site with problems is not built, and its problems are the outcome. A failed build leaves no folder behind.
 */
export async function buildSite(root: string, outDir: string, { serverConfigFile, precompress = true }: BuildOptions = {}): Promise<BuildOutcome> {
  const ready = await ensureBundles();
  if (!ready.ok) return { ok: false, problems: [], output: ready.output };
  mkdirSync(path.dirname(outDir), { recursive: true });
  const problemsFile = path.join(tmpdir(), `site-build-problems-${randomBytes(6).toString('hex')}.json`);
  // a larger young generation: loading a site of thousands of pages makes many short-lived objects (~15% of a build at 1,000 industries × 3 languages)
  const args = ['--max-semi-space-size=64', '--import', 'tsx', path.join(PROJECT_ROOT, 'src/cli/prerender.ts'), '--out', outDir, '--problems', problemsFile];
  if (serverConfigFile) args.push('--server-config', serverConfigFile);
  if (!precompress) args.push('--no-precompress');
  const result = await run(process.execPath, args, { ...process.env, SITE_ROOT: root, SITE_BUILD_PARENT: String(process.pid) });
  const reported = existsSync(problemsFile) ? sortProblems(JSON.parse(readFileSync(problemsFile, 'utf8')) as Problem[]) : [];
  rmSync(problemsFile, { force: true });
  if (result.ok && existsSync(path.join(outDir, 'index.html'))) return { ok: true, outDir };
  rmSync(outDir, { recursive: true, force: true });
  // a problem on a line of the draft's files is the draft's to fix; one elsewhere (its Airtable base out of reach) is the build's failure
  const problems = reported.some((problem) => problem.line > 0) ? reported : [];
  return { ok: false, problems, output: problems.length > 0 ? '' : result.output || 'The build stopped without saying why.' };
}
