import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

/** Rendered pages and compressed files made by earlier builds (see BuildCache). */
export const PAGE_CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site-pages');

/** A temporary file of a write under way (another build's, maybe) is left alone by prune for this long; so is an entry written that recently. */
const TEMPORARY_FILE_LIFETIME_MS = 60 * 60 * 1000;
/** Where each build lists the entries it used; an entry listed by a build of the last day is kept. */
const MANIFESTS = 'builds';
const MANIFEST_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** At most this many builds' lists are kept (the newest), whatever their age. */
const MAX_MANIFESTS = 40;

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * A folder of files named by the hash of what made them. Several builds may share it at once (the
 * unit tests run in parallel): every write goes through a temporary file renamed into place, and a
 * file that is gone when read (another build pruned it) is a miss, never an error.
 */
export class BuildCache {
  private readonly used = new Set<string>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** The cached file's content, or undefined. */
  read(name: string): Buffer | undefined {
    try {
      const content = readFileSync(path.join(this.dir, name));
      this.used.add(name);
      return content;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * Puts the cached file at `target`; false when it is not cached. A hard link where it can (thousands of
   * files on a large site): a cached file is never changed in place, only replaced by a rename or removed,
   * either of which leaves a release linked to it as it was. A copy across file systems.
   */
  copyTo(name: string, target: string): boolean {
    try {
      try {
        linkSync(path.join(this.dir, name), target);
      } catch (error) {
        if (isMissing(error)) throw error;
        copyFileSync(path.join(this.dir, name), target, constants.COPYFILE_FICLONE);
      }
      this.used.add(name);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  write(name: string, content: string | Buffer): void {
    const file = path.join(this.dir, name);
    const temporary = `${file}.tmp-${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
    this.used.add(name);
  }

  /** Writes a file into the cache and puts it at `target` (linked, as copyTo does). */
  writeTo(name: string, content: string | Buffer, target: string): void {
    this.write(name, content);
    if (!this.copyTo(name, target)) writeFileSync(target, content); // pruned meanwhile by another build
  }

  /** Records a file written by a worker thread as used by this build. */
  markUsed(name: string): void {
    this.used.add(name);
  }

  /**
   * Removes the files of the kinds given (by the end of their names) that no recent build used: this
   * build's list of what it used is kept beside the others (in builds/), and an entry listed by none of
   * the lists of the last day (at most MAX_MANIFESTS of them) goes. Builds of different sites share the
   * cache without evicting each other: the live site, a studio draft's preview, a test's copy. Returns
   * how many files it removed.
   */
  prune(endings: string[]): number {
    const kept = this.recordAndReadManifests();
    let removed = 0;
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const name = entry.name;
      const file = path.join(this.dir, name);
      const stale = name.includes('.tmp-') ? isOlderThan(file, TEMPORARY_FILE_LIFETIME_MS) : endings.some((ending) => name.endsWith(ending)) && !kept.has(name) && isOlderThan(file, TEMPORARY_FILE_LIFETIME_MS);
      if (!stale) continue;
      rmSync(file, { force: true });
      removed++;
    }
    return removed;
  }

  /** Writes this build's list of used entries, drops the lists past their lifetime, and returns every entry the remaining lists name. */
  private recordAndReadManifests(): Set<string> {
    const dir = path.join(this.dir, MANIFESTS);
    mkdirSync(dir, { recursive: true });
    const own = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
    const temporary = path.join(dir, `${own}.tmp-${randomBytes(4).toString('hex')}`);
    writeFileSync(temporary, JSON.stringify([...this.used]));
    renameSync(temporary, path.join(dir, own));
    const manifests = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse(); // newest first: the names start with the time they were written
    const kept = new Set<string>();
    for (const [index, name] of manifests.entries()) {
      const file = path.join(dir, name);
      if (name !== own && (index >= MAX_MANIFESTS || Date.now() - Number(name.split('-')[0]) > MANIFEST_LIFETIME_MS)) {
        rmSync(file, { force: true });
        continue;
      }
      try {
        for (const entry of JSON.parse(readFileSync(file, 'utf8')) as string[]) kept.add(entry);
      } catch {
        // a list another build is replacing, or a damaged one: what it named is kept by the age rule
      }
    }
    for (const name of readdirSync(dir)) if (name.includes('.tmp-') && isOlderThan(path.join(dir, name), TEMPORARY_FILE_LIFETIME_MS)) rmSync(path.join(dir, name), { force: true });
    return kept;
  }
}

function isOlderThan(file: string, ms: number): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && Date.now() - stat.mtimeMs > ms;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
