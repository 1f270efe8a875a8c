import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

/**
 * Releases: each build of the site is an immutable folder `releases/<id>/` beside the live path
 * (dist/site), and the live path is a symbolic link to one of them. Publishing renames a new link
 * over the old one, which rename(2) does atomically: a server reading through the link sees the old
 * release or the new one, never a folder being written.
 */

const RELEASE_ID = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/;

/** The file of a release listing its old addresses and where each leads (`FROM TO 301` a line, as Netlify and Cloudflare Pages read it). */
export const REDIRECTS_FILE = '_redirects';

/** The folder holding the releases of the site whose live path is `siteLink`: `<dirname>/releases`. */
export function releasesDir(siteLink: string): string {
  return path.join(path.dirname(path.resolve(siteLink)), 'releases');
}

/** The release folders of the site whose live path is `siteLink`, oldest first (their ids sort by time). */
export function listReleases(siteLink: string): string[] {
  return releasesIn(releasesDir(siteLink));
}

/** The release folders in `dir`, oldest first; none when it holds none or does not exist. */
export function releasesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** A fresh empty release folder, its id later than that of every release on disk. */
export function newReleaseDir(siteLink: string): string {
  const newest = listReleases(siteLink).at(-1);
  // two builds within one millisecond, or a clock set back, must still sort in the order they were made
  const dir = path.join(releasesDir(siteLink), releaseId(Math.max(Date.now(), newest ? releaseTime(newest) + 1 : 0)));
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir);
  return dir;
}

/** `20261125-140501-123-a1b2`: UTC date, time, milliseconds, and a random part against collisions. */
function releaseId(time: number): string {
  const [day, clock] = new Date(time).toISOString().replace(/[-:]/g, '').split('T'); // 20261125, 140501.123Z
  return `${day}-${clock.slice(0, 6)}-${clock.slice(7, 10)}-${randomBytes(2).toString('hex')}`;
}

/** The time a release's id holds. */
function releaseTime(release: string): number {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)-(\d{3})/.exec(path.basename(release))!;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/**
 * Points `siteLink` at `releaseDir` (a folder of releasesDir(siteLink)) in one atomic rename. A real
 * folder at `siteLink` (the layout before releases) first moves into releases/ as an older release:
 * between that move and the link's rename the path briefly does not exist, once.
 */
export function switchRelease(siteLink: string, releaseDir: string): void {
  const link = path.resolve(siteLink);
  const release = path.resolve(releaseDir);
  if (path.dirname(release) !== releasesDir(link)) throw new Error(`${releaseDir} is not a folder of ${releasesDir(link)}`);
  if (!statSync(release).isDirectory()) throw new Error(`${releaseDir} is not a folder`);
  const next = `${link}.next-${randomBytes(4).toString('hex')}`;
  // relative, so that the dist folder can move
  symlinkSync(path.relative(path.dirname(link), release), next, 'dir');
  try {
    if (isRealDirectory(link)) renameSync(link, migratedName(link));
    renameSync(next, link);
  } catch (error) {
    rmSync(next, { force: true });
    throw error;
  }
}

/** Where a real site folder goes: a release named by its last change, older than every release made since. */
function migratedName(siteLink: string): string {
  const oldest = listReleases(siteLink)[0];
  return path.join(releasesDir(siteLink), releaseId(Math.min(statSync(siteLink).mtimeMs, oldest ? releaseTime(oldest) - 1 : Infinity)));
}

/** The release folder `siteLink` points to (its real path), or undefined when it is no link or points nowhere. */
export function currentRelease(siteLink: string): string | undefined {
  try {
    return lstatSync(siteLink).isSymbolicLink() ? realpathSync(siteLink) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the releases but the `keep` newest and the current one, which a running server may still
 * be answering from or serving older `/_app/` chunks of. Returns the removed folders.
 */
export function pruneReleases(siteLink: string, keep = 3): string[] {
  const old = releasesToPrune(siteLink, keep);
  for (const dir of old) rmSync(dir, { recursive: true, force: true });
  return old;
}

/** The same, without holding the process: a large release is tens of thousands of files (the studio answers meanwhile). */
export async function pruneReleasesInBackground(siteLink: string, keep = 3): Promise<string[]> {
  const old = releasesToPrune(siteLink, keep);
  for (const dir of old) await removeTree(dir);
  return old;
}

/** How long a removal may take before it is left to the next one (or to npm run studio:doctor). */
const REMOVE_TIMEOUT_MS = 120_000;

/**
 * Removes a folder of thousands of files in a process of its own (`rm -r`, at a low priority): in this
 * process the deletions would queue in Node's thread pool before the work of the requests answered
 * meanwhile (a file read, a sign-in's password hash). Where `rm` cannot run, Node removes it.
 */
export function removeTree(dir: string): Promise<void> {
  return new Promise((resolve) => {
    const child = execFile('rm', ['-r', '-f', '--', dir], { timeout: REMOVE_TIMEOUT_MS, killSignal: 'SIGKILL' }, (error) => {
      if (!error) return resolve();
      // no rm here, or it stopped: what is left goes with Node's own removal
      rm(dir, { recursive: true, force: true }).then(resolve, () => resolve());
    });
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not allowed: it runs at our priority
    }
  });
}

function releasesToPrune(siteLink: string, keep: number): string[] {
  const current = currentRelease(siteLink);
  const releases = listReleases(siteLink);
  return releases.slice(0, Math.max(0, releases.length - keep)).filter((dir) => realpathSync(dir) !== current);
}

function isRealDirectory(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
