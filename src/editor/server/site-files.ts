import type { Problem } from '../../config/messages/problems.ts';
import type { PageChange, TranslationState } from '../contract.ts';

/**
 * The editor's files as one host sees them. The dev server's is the working copy on disk
 * (src/editor/server/working-copy.ts); the studio's is a draft's worktree, whose saves are commits
 * (src/studio/draft-files.ts). Paths are checked (checkPath) before they reach it.
 */
export interface SiteFiles {
  /** The folder holding site.config.yaml, pages/, content/ and public/ as this host sees them. */
  readonly root: string;
  /** The editable files, site.config.yaml first. */
  list(): string[];
  /** An editable file's text and hash, or undefined when it is not there. */
  read(file: string): { text: string; hash: string } | undefined;
  /** Writes `text` when the file is still at `baseHash` (null: not there); else the text now there. */
  save(file: string, text: string, baseHash: string | null): Promise<{ ok: true; hash: string } | { ok: false; disk: { text: string; hash: string } | null }>;
  /**
   * Several files written or removed together (a rename, a delete with its links), each only when it is
   * still at its `baseHash`; else nothing is written and the first file that changed is named.
   */
  apply(changes: PageChange[]): Promise<{ ok: true } | { ok: false; path: string }>;
  /** The site's problems with `overlay` (file → text) laid over its files, as `npm run validate` reports them. */
  check(overlay: Record<string, string>): Promise<Problem[]>;
  /** The preview shows the site with these texts (file → text) laid over its files, until the next call (or a save). */
  showInPreview(overlay: Record<string, string>): void;
  /** The site's problems once a save is in (the dev server reloads the site its preview shows first). */
  checkSaved(): Promise<Problem[]>;
  /** How far each file is translated into each language of the site (none on a site in one language). */
  translationStates(): Promise<TranslationState[]>;
  /** Adds images and videos under public/assets/ (uploads), all or none; never replaces a file (AssetTakenError). */
  addAssets(assets: NewAsset[]): Promise<void>;
}

/** A file an upload adds: where it goes in the site, and the temporary file it comes from. */
export interface NewAsset {
  /** public/assets/… */
  path: string;
  from: string;
}

