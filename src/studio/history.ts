import { commitOf, git } from './git.ts';
import { emptyTree, treeDiff, type FileDiff } from './tree-diff.ts';

export type Version = { commit: string; short: string; author: string; email: string; date: string; message: string; files: string[] };

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * The versions of `branch`, newest first, along first parents: on the live branch, one entry per publish
 * (or direct commit). A merge's files are those it changed relative to its first parent.
 */
export async function history(repo: string, branch: string, limit = 50): Promise<Version[]> {
  const format = `${RECORD}${['%H', '%h', '%an', '%ae', '%aI', '%B'].join(FIELD)}${FIELD}`;
  const args = ['log', '--first-parent', '--diff-merges=first-parent', '--no-renames', '-z', `--format=${format}`, '--name-only', `--max-count=${Math.max(1, Math.floor(limit))}`, `refs/heads/${branch}`, '--'];
  const { stdout } = await git(repo, args);
  return stdout
    .split(RECORD)
    .filter(Boolean)
    .map((record) => {
      const [commit, short, author, email, date, message, names = ''] = record.split(FIELD);
      const files = names.split('\0').map((name) => name.replace(/^\n/, '')).filter(Boolean);
      return { commit, short, author, email, date, message: message.trim(), files };
    });
}

/** What `commit` changed relative to its first parent (everything, for a first commit). */
export async function versionDiff(repo: string, commit: string): Promise<FileDiff[]> {
  const target = await commitOf(repo, commit);
  if (!target) throw new Error(`no version ${commit}`);
  const parent = await commitOf(repo, `${target}^1`);
  return treeDiff(repo, parent ?? (await emptyTree(repo)), target);
}
