import { commitOf, git } from './git.ts';
import { emptyTree, treeDiff, type FileDiff } from './tree-diff.ts';

export type Version = { commit: string; short: string; author: string; email: string; date: string; message: string; files: string[] };

const FIELDS = ['%H', '%h', '%an', '%ae', '%aI', '%B'] as const;

/**
 * The versions of `branch`, newest first, along first parents: on the live branch, one entry per publish
 * (or direct commit). A merge's files are those it changed relative to its first parent.
 *
 * Read with NUL between fields, the one byte git keeps out of names, addresses and messages, so no
 * text (a draft's title, a name) can pass for another field or another version; then the files of
 * each version, one read per version, as a file name may hold any other byte.
 */
export async function history(repo: string, branch: string, limit = 50): Promise<Version[]> {
  const args = ['log', '--first-parent', '-z', `--format=${FIELDS.join('%x00')}`, `--max-count=${Math.max(1, Math.floor(limit))}`, `refs/heads/${branch}`, '--'];
  const { stdout } = await git(repo, args);
  const parts = stdout.split('\0');
  const versions: Omit<Version, 'files'>[] = [];
  // each version is its fields, then the NUL -z puts between versions
  for (let i = 0; i + FIELDS.length <= parts.length; i += FIELDS.length) {
    const [commit, short, author, email, date, message] = parts.slice(i, i + FIELDS.length);
    if (!/^[0-9a-f]{40,64}$/.test(commit)) break;
    versions.push({ commit, short, author, email, date, message: message.trim() });
  }
  const files: string[][] = [];
  // a few reads at a time: fifty git processes at once would hold up every other request
  for (let start = 0; start < versions.length; start += 8) {
    files.push(...(await Promise.all(versions.slice(start, start + 8).map((version) => changedFiles(repo, version.commit)))));
  }
  return versions.map((version, index) => ({ ...version, files: files[index] }));
}

/** The files a commit changed relative to its first parent (all of them for a first commit). */
async function changedFiles(repo: string, commit: string): Promise<string[]> {
  const parent = await commitOf(repo, `${commit}^1`);
  const { stdout } = await git(repo, ['diff-tree', '-r', '--no-commit-id', '--name-only', '--no-renames', '-z', ...(parent ? [parent, commit] : ['--root', commit]), '--']);
  return stdout.split('\0').filter(Boolean);
}

/** What `commit` changed relative to its first parent (everything, for a first commit). */
export async function versionDiff(repo: string, commit: string): Promise<FileDiff[]> {
  return (await versionChanges(repo, commit)).diff;
}

/** What `commit` changed, with the two versions it is read between: its first parent (the empty tree for a first commit) and itself. */
export async function versionChanges(repo: string, commit: string): Promise<{ from: string; to: string; diff: FileDiff[] }> {
  const target = await commitOf(repo, commit);
  if (!target) throw new Error(`no version ${commit}`);
  const from = (await commitOf(repo, `${target}^1`)) ?? (await emptyTree(repo));
  return { from, to: target, diff: await treeDiff(repo, from, target) };
}
