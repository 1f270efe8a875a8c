import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../editor/server/files.ts';
import type { Person } from './git.ts';

/**
 * A publish takes several steps that change live state: build a release, merge the draft into the live
 * branch, switch the site to the release, push. Each is recorded here before it is taken, so that a
 * studio killed half-way finds at its next start what it was doing, and finishes it or takes it back.
 */
export type PublishStep =
  /** building `release`: nothing live has changed yet */
  | 'building'
  /** merging the draft (tip `draftTip`) into the live branch (tip `liveBefore`) */
  | 'merging'
  /** the live branch holds the publish (`commit`); the site is not yet switched to `release` */
  | 'merged'
  /** the site serves `release`; what is left is tidying and the push */
  | 'switched';

export interface PublishJournal {
  step: PublishStep;
  draft: string;
  title: string;
  by: Person;
  release: string;
  liveBefore?: string;
  draftTip?: string;
  commit?: string;
}

export class Journal {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'publish-journal.json');
  }

  read(): PublishJournal | undefined {
    if (!existsSync(this.file)) return undefined;
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as PublishJournal;
    } catch {
      return undefined; // written atomically, so never half: unreadable means edited by hand
    }
  }

  /** Records `entry` (durably, in one rename) before its step is taken, then stops here if a test asked to. */
  record(entry: PublishJournal): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, `${JSON.stringify(entry, null, 2)}\n`);
    crashPoint(entry.step);
  }

  clear(): void {
    rmSync(this.file, { force: true });
  }
}

/**
 * The studio's crash tests set STUDIO_CRASH_AT to a step name: the process then dies at once, as a
 * kill -9 or a power cut would, at that point of a publish. Unset in every real run.
 */
export function crashPoint(step: string): void {
  if (process.env.STUDIO_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
