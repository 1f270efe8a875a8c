import { existsSync, lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { currentRelease, listReleases, pruneReleases, releasesDir } from '../prerender/releases.ts';
import { allows } from './draft-states.ts';
import type { Drafts } from './drafts.ts';
import { git } from './git.ts';
import { Journal } from './publish-journal.ts';
import type { Publisher } from './publish.ts';

/** One thing `npm run studio:doctor` found: what, and what to do (done by `--fix` when `fix` is given). */
export interface Finding {
  what: string;
  todo: string;
  fix?: () => Promise<string>;
}

export interface DoctorOptions {
  repo: string;
  dataDir: string;
  siteLink: string;
  drafts: Drafts;
  publisher: Publisher;
  /** Releases kept besides the live one (the rest is pruned by --fix). */
  keepReleases?: number;
  /** Previews of open drafts untouched for this many days are removed by --fix (built again when opened). */
  previewDays?: number;
}

/** Beyond this, the releases and previews are worth a line even when nothing is wrong. */
const LARGE_BYTES = 2 * 1024 ** 3;
/** A git lock this old was left by a git that was stopped: no studio operation takes minutes. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/**
 * Looks at the studio's state for what a crash, a hand edit or time leaves behind: a publish
 * interrupted, release folders no publish finished, worktrees and branches of drafts that are no
 * longer open (or open drafts without them), a git lock left by a stopped git, and the disk the
 * releases and previews take. Read-only; each finding says its fix.
 */
export async function diagnose(options: DoctorOptions): Promise<Finding[]> {
  const { repo, dataDir, siteLink, drafts, publisher } = options;
  const keep = options.keepReleases ?? 3;
  const findings: Finding[] = [];

  const journal = new Journal(dataDir).read();
  const current = currentRelease(siteLink);
  const unfinished = current ? listReleases(siteLink).filter((folder) => path.basename(folder) > path.basename(current)) : [];
  if (journal || unfinished.length > 0) {
    findings.push({
      what: journal
        ? `The publish of "${journal.title}" was interrupted (at the step "${journal.step}").`
        : `${unfinished.length} release folder${unfinished.length === 1 ? '' : 's'} no publish finished: ${unfinished.map((f) => path.basename(f)).join(', ')}.`,
      todo: 'Start the studio (npm run studio): it finishes or takes back the publish and removes unfinished releases before answering. Or run npm run studio:doctor -- --fix.',
      fix: async () => (await publisher.recover()).join(' ') || 'Nothing left to recover.',
    });
  }

  const open = new Map(drafts.list().filter((d) => allows('read', d.status)).map((d) => [d.id, d]));
  const closed = new Set(drafts.list().filter((d) => !allows('read', d.status)).map((d) => d.id));
  const worktreeDir = path.join(dataDir, 'drafts');
  const registered = await registeredWorktrees(repo);
  for (const name of existsSync(worktreeDir) ? readdirSync(worktreeDir) : []) {
    const folder = path.join(worktreeDir, name);
    if (open.has(name)) continue;
    findings.push({
      what: `${folder} is the worktree of ${closed.has(name) ? `a draft that is ${drafts.get(name)?.status}` : 'no draft the studio knows'}.`,
      todo: `Remove it: git -C ${repo} worktree remove --force ${folder} (or npm run studio:doctor -- --fix).`,
      fix: async () => {
        if (registered.has(folder)) await git(repo, ['worktree', 'remove', '--force', folder]);
        else rmSync(folder, { recursive: true, force: true });
        await git(repo, ['worktree', 'prune']);
        return `Removed ${folder}.`;
      },
    });
  }
  const branches = (await git(repo, ['for-each-ref', '--format=%(refname:short)', 'refs/heads/studio/'])).stdout.split('\n').filter(Boolean);
  for (const branch of branches) {
    const id = branch.slice('studio/'.length);
    if (open.has(id)) continue;
    const known = closed.has(id);
    findings.push({
      what: `The branch ${branch} belongs to ${known ? `a draft that is ${drafts.get(id)?.status}` : 'no draft the studio knows'}.`,
      todo: known
        ? `Delete it: git -C ${repo} branch -D ${branch} (or npm run studio:doctor -- --fix).`
        : `Look at it first (git -C ${repo} log ${branch}): it may hold someone's work. Then delete it: git -C ${repo} branch -D ${branch}.`,
      // only a closed draft's branch is deleted for you: an unknown one may be the only copy of work
      fix: known ? async () => (await git(repo, ['branch', '-D', '--', branch]), `Deleted the branch ${branch}.`) : undefined,
    });
  }
  for (const draft of open.values()) {
    const hasBranch = branches.includes(draft.branch);
    const hasWorktree = existsSync(path.join(worktreeDir, draft.id));
    if (hasBranch && hasWorktree) continue;
    const folder = path.join(worktreeDir, draft.id);
    findings.push({
      what: `The open draft "${draft.title}" (${draft.id}) has ${hasBranch ? 'its branch but no worktree' : 'no branch'}.`,
      todo: hasBranch
        ? `Make its worktree again: git -C ${repo} worktree add ${folder} ${draft.branch} (or npm run studio:doctor -- --fix).`
        : 'Its saved work is gone from git: discard it in the studio, and start a new draft.',
      fix: hasBranch
        ? async () => {
            await git(repo, ['worktree', 'prune']);
            await git(repo, ['worktree', 'add', '-q', folder, draft.branch]);
            return `Made the worktree of "${draft.title}" again.`;
          }
        : undefined,
    });
  }

  const lock = path.join(repo, '.git', 'index.lock');
  const lockAge = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : undefined;
  if (lockAge !== undefined && lockAge > STALE_LOCK_MS) {
    findings.push({
      what: `${lock} is ${Math.round(lockAge / 60_000)} minutes old: a git that was stopped left it, and every publish fails until it goes.`,
      todo: `Make sure no git runs in ${repo}, then remove it: rm ${lock} (or npm run studio:doctor -- --fix).`,
      fix: async () => (rmSync(lock, { force: true }), `Removed ${lock}.`),
    });
  }

  const releases = listReleases(siteLink);
  const releaseBytes = releases.reduce((sum, folder) => sum + folderBytes(folder), 0);
  const prunable = Math.max(0, releases.length - keep - unfinished.length);
  if (prunable > 0 || releaseBytes > LARGE_BYTES) {
    findings.push({
      what: `${releases.length} releases in ${releasesDir(siteLink)} take ${megabytes(releaseBytes)}.`,
      todo: `Keep the live one and the ${keep} newest: npm run studio:doctor -- --fix --keep-releases ${keep} (a publish keeps 3).`,
      fix: async () => `Removed ${pruneReleases(siteLink, keep).length} old releases.`,
    });
  }
  const previewsDir = path.join(dataDir, 'previews');
  const days = options.previewDays ?? 14;
  const stale = (existsSync(previewsDir) ? readdirSync(previewsDir) : [])
    .map((id) => path.join(previewsDir, id))
    .filter((folder) => !open.has(path.basename(folder)) || Date.now() - statSync(folder).mtimeMs > days * 86_400_000);
  const previewBytes = existsSync(previewsDir) ? folderBytes(previewsDir) : 0;
  if (stale.length > 0 || previewBytes > LARGE_BYTES) {
    findings.push({
      what: `Previews take ${megabytes(previewBytes)} in ${previewsDir}; ${stale.length} of them ${stale.length === 1 ? 'belongs' : 'belong'} to closed drafts or were not opened for ${days} days.`,
      todo: `Remove those: npm run studio:doctor -- --fix --preview-days ${days} (a preview is built again when its draft is opened).`,
      fix: async () => {
        for (const folder of stale) rmSync(folder, { recursive: true, force: true });
        return `Removed ${stale.length} previews.`;
      },
    });
  }
  return findings;
}

async function registeredWorktrees(repo: string): Promise<Set<string>> {
  const { stdout } = await git(repo, ['worktree', 'list', '--porcelain', '-z']);
  return new Set(stdout.split('\0').filter((line) => line.startsWith('worktree ')).map((line) => line.slice('worktree '.length)));
}

/** The bytes of the files under `folder`, links not followed. */
function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) total += lstatSync(full).size;
  }
  return total;
}

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(bytes < 10 * 1024 ** 2 ? 1 : 0)} MB`;
