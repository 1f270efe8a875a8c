import { git, gitBytes } from './git.ts';

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

/**
 * The texts of `paths` in commit `rev`, read by one git process however many they are (a restore's summary
 * reads hundreds); null for a path absent there. A path git cannot be asked for in a batch (a line break in
 * its name) is read alone.
 */
export async function blobTexts(cwd: string, rev: string, paths: readonly string[]): Promise<Map<string, string | null>> {
  const texts = new Map<string, string | null>();
  const unique = [...new Set(paths)];
  const batched = unique.filter((path) => !/[\r\n]/.test(path));
  for (const path of unique) if (/[\r\n]/.test(path)) texts.set(path, await blobText(cwd, rev, path));
  if (batched.length === 0) return texts;
  const { stdout } = await gitBytes(cwd, ['cat-file', '--batch'], { input: batched.map((path) => `${rev}:${path}\n`).join('') });
  // each answer: "<object> <type> <size>\n<size bytes>\n", or "<asked> missing\n" (or ambiguous)
  let at = 0;
  for (const path of batched) {
    const end = stdout.indexOf(0x0a, at);
    if (end < 0) break;
    const header = stdout.subarray(at, end).toString('utf8');
    at = end + 1;
    const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!found) {
      texts.set(path, null);
      continue;
    }
    const size = Number(found[2]);
    texts.set(path, found[1] === 'blob' ? stdout.subarray(at, at + size).toString('utf8') : null);
    at += size + 1;
  }
  return texts;
}

/** Git's own test: a NUL byte in the first 8000 bytes. */
function isBinary(text: string | null): boolean {
  return text !== null && text.slice(0, 8000).includes('\0');
}

/** The empty tree of this repository's hash function, to diff a first commit against. */
export async function emptyTree(cwd: string): Promise<string> {
  return (await git(cwd, ['hash-object', '-t', 'tree', '--stdin'], { input: '' })).stdout.trim();
}
