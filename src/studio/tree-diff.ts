import { git } from './git.ts';

export type FileDiff = {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  /** The texts before and after; null when the file is absent on that side or binary (an image, a video). */
  before: string | null;
  after: string | null;
  patch: string;
  binary: boolean;
};

const STATUS: Record<string, FileDiff['status']> = { A: 'added', D: 'deleted', M: 'modified', T: 'modified' };
const DIFF_FLAGS = ['--no-renames', '--no-ext-diff', '--no-textconv', '--no-color'];

/** What changed from commit `from` to commit `to`, file by file (`from` may be the empty tree). */
export async function treeDiff(cwd: string, from: string, to: string): Promise<FileDiff[]> {
  const { stdout } = await git(cwd, ['diff', '--name-status', '-z', ...DIFF_FLAGS, from, to, '--']);
  const parts = stdout.split('\0');
  const changed: { path: string; status: FileDiff['status'] }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) changed.push({ status: STATUS[parts[i]] ?? 'modified', path: parts[i + 1] });
  const diffs: FileDiff[] = [];
  // One file at a time: a restore can change hundreds, and three git processes per file is plenty.
  for (const file of changed) diffs.push(await fileDiff(cwd, from, to, file));
  return diffs;
}

async function fileDiff(cwd: string, from: string, to: string, { path, status }: { path: string; status: FileDiff['status'] }): Promise<FileDiff> {
  const [before, after, patch] = await Promise.all([
    status === 'added' ? null : blobText(cwd, from, path),
    status === 'deleted' ? null : blobText(cwd, to, path),
    git(cwd, ['diff', ...DIFF_FLAGS, from, to, '--', path]).then((r) => r.stdout),
  ]);
  const binary = isBinary(before) || isBinary(after);
  return { path, status, before: binary ? null : before, after: binary ? null : after, patch, binary };
}

/** The text of `path` in commit `rev` (`rev` may also be an index stage such as `:2`), or null when it is absent. */
export async function blobText(cwd: string, rev: string, path: string): Promise<string | null> {
  const { stdout, code } = await git(cwd, ['show', `${rev}:${path}`], { allowExit: [128] });
  return code === 0 ? stdout : null;
}

/** Git's own test: a NUL byte in the first 8000 bytes. */
function isBinary(text: string | null): boolean {
  return text !== null && text.slice(0, 8000).includes('\0');
}

/** The empty tree of this repository's hash function, to diff a first commit against. */
export async function emptyTree(cwd: string): Promise<string> {
  return (await git(cwd, ['hash-object', '-t', 'tree', '--stdin'], { input: '' })).stdout.trim();
}
