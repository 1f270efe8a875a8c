import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';

/** Runs git and failed: the arguments, the exit code and what git wrote on stderr. */
export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
    this.name = 'GitError';
  }
}

export type GitOptions = { env?: Record<string, string>; input?: string; allowExit?: number[]; timeoutMs?: number };

/** How long one git command may run before it is stopped (local operations take well under a second); STUDIO_GIT_TIMEOUT_SECONDS changes it. */
export const gitTimeoutMs = () => Number(process.env.STUDIO_GIT_TIMEOUT_SECONDS || 60) * 1000;
export type Person = { name: string; email: string };

const MAX_BUFFER = 256 * 1024 * 1024;

/**
 * The same git for every call, whoever runs the studio: no prompt, no system or global configuration,
 * no hooks (a developer's pre-commit hook must not run on an editor's save), paths written as they are.
 */
const FIXED_CONFIG = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.quotePath=false', '-c', 'commit.gpgSign=false', '-c', 'tag.gpgSign=false', '-c', 'merge.conflictStyle=merge'];

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  // GIT_DIR, GIT_INDEX_FILE... set by a hook that runs us would point every call at the wrong repository.
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_') && value !== undefined) env[key] = value;
  return { ...env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
}

/** Runs `git <args>` in `cwd` without a shell; an exit code other than 0 (or one of `allowExit`) throws a GitError. */
export function git(cwd: string, args: string[], options: GitOptions = {}): Promise<{ stdout: string; code: number }> {
  return run(cwd, args, options, 'utf8');
}

/** `git`, with what git writes as bytes: a picture's or a video's blob, or a batch of blobs whose sizes git gives in bytes. */
export function gitBytes(cwd: string, args: string[], options: GitOptions = {}): Promise<{ stdout: Buffer; code: number }> {
  return run(cwd, args, options, 'buffer');
}

function run<Out extends string | Buffer>(cwd: string, args: string[], options: GitOptions, encoding: Out extends string ? 'utf8' : 'buffer'): Promise<{ stdout: Out; code: number }> {
  return new Promise((resolve, reject) => {
    const timeout = options.timeoutMs ?? gitTimeoutMs();
    const child = execFile('git', [...FIXED_CONFIG, ...args], { cwd, env: { ...baseEnv(), ...options.env }, maxBuffer: MAX_BUFFER, encoding, timeout, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      if (error?.killed) return reject(new GitError(args, -1, `git did not finish within ${timeout / 1000} s and was stopped`));
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      if (code === 0 || options.allowExit?.includes(code)) resolve({ stdout: stdout as Out, code });
      else reject(new GitError(args, code, String(stderr) || (error?.message ?? '')));
    });
    // git may exit without reading its input (an error, a command that takes none): that is not a failure of ours.
    child.stdin?.on('error', () => {});
    if (options.input === undefined) child.stdin?.end();
    else child.stdin?.end(options.input);
  });
}

/** Environment that makes `person` the author and the committer of the commits git makes. */
export function authorEnv(person: Person): Record<string, string> {
  const name = person.name.trim();
  const email = person.email.trim();
  if (!name || /[<>\u0000-\u001f\u007f]/.test(name)) throw new Error(`"${person.name}" cannot be a commit author's name`);
  if (!/^[^\s<>@\u0000-\u001f\u007f]+@[^\s<>@\u0000-\u001f\u007f]+$/.test(email)) throw new Error(`"${person.email}" cannot be a commit author's e-mail address`);
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

/** The full id of a commit, or undefined when `rev` names none. */
export async function commitOf(cwd: string, rev: string): Promise<string | undefined> {
  const { stdout, code } = await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], { allowExit: [1] });
  return code === 0 ? stdout.trim() : undefined;
}

/** Whether `ancestor` is `descendant` or one of its ancestors. */
export async function contains(cwd: string, descendant: string, ancestor: string): Promise<boolean> {
  const { code } = await git(cwd, ['merge-base', '--is-ancestor', ancestor, descendant], { allowExit: [1] });
  return code === 0;
}

/**
 * The git processes still running in `repo` (by their working folder): a studio killed in the middle of a
 * command leaves its git running on its own, and what that git writes must land before anyone reads the
 * repository's state. Linux's /proc; elsewhere none can be seen.
 */
export function gitsRunningIn(repo: string): number[] {
  let real: string;
  try {
    real = realpathSync(repo);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('git')) continue;
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd === real || cwd.startsWith(`${real}/`)) found.push(Number(entry));
    } catch {
      // the process ended while it was read
    }
  }
  return found;
}

/** Waits until no git runs in `repo`, at most as long as a git command may run (then it is hung, and its lock stale). */
export async function gitsFinished(repo: string): Promise<void> {
  const until = Date.now() + gitTimeoutMs() + 5000;
  while (gitsRunningIn(repo).length > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}
