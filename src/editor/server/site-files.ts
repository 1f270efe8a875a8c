import type { Problem } from '../../config/messages/problems.ts';
import type { Readable } from 'node:stream';
import type { MediaItem, PageChange, TranslationState } from '../contract.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import type { CheckedFile } from './files.ts';
import type { PreviewResult } from './preview.ts';

/**
 * The editor's files as one host sees them. The dev server's is the working copy on disk
 * (src/editor/server/working-copy.ts); the studio's is a draft's worktree, whose saves are commits
 * (src/studio/draft-site-files.ts). Paths are checked (checkPath) before they reach it. Every read and write
 * of the editor's API goes through it, so the two hosts behave the same.
 */
export interface SiteFiles {
  /** Tells this site's files from another's (the site an upload's job is for, a cache's key); the same for every SiteFiles of one working copy or draft. Not a path to read. */
  readonly id: string;
  /** Whether `file` may be read or written (checkPath, links followed in this site's folder): the file, or why not. */
  checkPath(file: unknown): CheckedFile;
  /** The editable files, site.config.yaml first. */
  list(): string[];
  /** An editable file's text and hash, or undefined when it is not there. */
  read(file: string): { text: string; hash: string } | undefined;
  /** Whether there is a file at `file` (an image or a video too). */
  exists(file: string): boolean;
  /** The texts `file` had in the site's history (git), newest first, at most `count`; none without a history. */
  pastTexts(file: string, count: number): AsyncIterable<string>;
  /** The images and videos under public/assets/ (src/editor/server/media-library.ts). */
  media(): MediaItem[];
  /** An image's or a video's size in bytes and a stream of its bytes from `start` to `end` (both included), or undefined when no file is there. */
  openMedia(file: string): { size: number; stream(start: number, end: number): Readable } | undefined;
  /** Writes `text` when the file is still at `baseHash` (null: not there); else the text now there. */
  save(file: string, text: string, baseHash: string | null): Promise<{ ok: true; hash: string } | { ok: false; disk: { text: string; hash: string } | null }>;
  /**
   * Several files written or removed together (a rename, a delete with its links), each only when it is
   * still at its `baseHash`; else nothing is written and the first file that changed is named.
   */
  apply(changes: PageChange[]): Promise<{ ok: true } | { ok: false; path: string }>;
  /** The site's problems with `overlay` (file → text) laid over its files, as `npm run validate` reports them. */
  check(overlay: Record<string, string>): Promise<Problem[]>;
  /**
   * The preview of `file` typed as `text` (src/editor/server/preview.ts): the site's problems with it, and the
   * page that shows it as the preview renders it, in `language`; the preview frame's pages and data are served
   * from the same model until the next call (or a save). `version` changes with each call.
   */
  preview(request: { file: string; text: string; route: string; language?: string; interfaceLanguage: InterfaceLanguage }): Promise<Omit<PreviewResult, 'model' | 'overlay'> & { version: number; dataVersion: string }>;
  /** The place in the site's files a source mark of the preview names (the text being typed counted). */
  findMark(id: string): Promise<{ file: string; path: (string | number)[]; line: number } | undefined>;
  /** The site's problems once a save is in (the dev server reloads the site its preview shows first). */
  checkSaved(): Promise<Problem[]>;
  /** How far each file is translated into each language of the site (none on a site in one language). */
  translationStates(): Promise<TranslationState[]>;
  /**
   * Adds images and videos under public/assets/ (uploads), all or none (the working copy: each through a
   * temporary file, the old files put back when one fails; a draft: one commit). A file already there is
   * replaced only when its asset says `replace`; else nothing is added (AssetTakenError). A path that is not
   * under public/assets/ is refused (an Error), with `replace` too.
   */
  addAssets(assets: NewAsset[]): Promise<void>;
}

/** A file an upload adds: where it goes in the site, and the temporary file it comes from. */
export interface NewAsset {
  /** public/assets/… */
  path: string;
  from: string;
  /**
   * The file takes the place of the one at `path` when there is one (a reader sees the old file or the new
   * one, never a part); without it, a file there throws AssetTakenError.
   */
  replace?: boolean;
}

