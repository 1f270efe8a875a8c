import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

/** Rendered pages and compressed files made by earlier builds (see BuildCache). */
export const PAGE_CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site-pages');

/** A temporary file of a write under way (another build's, maybe) is left alone by prune for this long. */
const TEMPORARY_FILE_LIFETIME_MS = 60 * 60 * 1000;

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

  /** Records a file written by a worker thread as used by this build. */
  markUsed(name: string): void {
    this.used.add(name);
  }

  /**
   * Removes the files of the kinds given (by the end of their names) that this build did not use, so
   * that the cache holds one build's worth. Returns how many it removed.
   */
  prune(endings: string[]): number {
    let removed = 0;
    for (const name of readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      const stale = name.includes('.tmp-') ? isOlderThan(file, TEMPORARY_FILE_LIFETIME_MS) : endings.some((ending) => name.endsWith(ending)) && !this.used.has(name);
      if (!stale) continue;
      rmSync(file, { force: true });
      removed++;
    }
    return removed;
  }
}

function isOlderThan(file: string, ms: number): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && Date.now() - stat.mtimeMs > ms;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
