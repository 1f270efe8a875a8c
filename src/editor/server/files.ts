import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, createReadStream, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { siteTree } from '../../config/site/site-tree.ts';
import { REFUSALS } from './refusals.ts';
import { sentenceIn, type Sentence } from '../../interface/sentence.ts';

/**
 * What the browser editor may read and write: site.config.yaml, YAML (or pasted TSV) files under pages/
 * and content/, and images and videos under public/assets/ (written by the studio's uploads).
 */
export const EDITABLE_DIRS = ['pages', 'content'] as const;
export const SITE_CONFIG = 'site.config.yaml';
/** Its translations, beside it: site.config.fr.yaml. */
export const SITE_CONFIG_TRANSLATION = /^site\.config\.[a-z]{2}(-[A-Z]{2})?\.yaml$/;
export const ASSETS_DIR = 'public/assets';
const EDITABLE_FILE = /\.(ya?ml|tsv)$/;
const ASSET_FILE = /\.(jpe?g|png|webp|avif|svg|mp4|webm)$/i;

/** A path refused: `message` is the reason in English (for the logs), `sentence` the same in each interface language. */
export type Checked = { ok: true; file: string; abs: string } | { ok: false; status: number; message: string; sentence: Sentence };
/** A path as a SiteFiles checked it: the file, or why it is refused (without the file's place on disk). */
export type CheckedFile = { ok: true; file: string } | Extract<Checked, { ok: false }>;

/** The editable files and their texts: what the editor's facts of a site are read from (a SiteFiles, or editableFilesAt). */
export interface SiteTexts {
  list(): string[];
  read(file: string): { text: string; hash: string } | undefined;
}

/**
 * Whether `file` (relative to `root`, forward slashes) may be edited: no absolute path, no `..`, no
 * backslash or NUL, only site.config.yaml, a .yaml/.yml/.tsv file under pages/ or content/, or an image or
 * video under public/assets/; and, once symlinks are followed, still inside that folder of the project
 * (for a new file: its nearest existing folder).
 */
export function checkPath(root: string, file: unknown): Checked {
  const refuse = (sentence: Sentence): Checked => ({ ok: false, status: 403, message: sentenceIn(sentence, 'en'), sentence });
  if (typeof file !== 'string' || file.length === 0 || file.length > 300) return refuse((language) => REFUSALS[language].noFileNamed);
  if (/[\\\0]/.test(file) || file.startsWith('/') || /^[a-zA-Z]:/.test(file)) return refuse((language) => REFUSALS[language].notRelative(file));
  const segments = file.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return refuse((language) => REFUSALS[language].dotsInPath(file));
  // a name is the file's own: "%2e%2e" is not "..", and a folder such as .git is none of the site's
  if (file.includes('%')) return refuse((language) => REFUSALS[language].encodedPath(file));
  if (segments.some((s) => s.startsWith('.'))) return refuse((language) => REFUSALS[language].hiddenInPath(file));
  const top = editableFolder(file, segments);
  if (top === undefined) return refuse((language) => REFUSALS[language].notEditable(file, SITE_CONFIG, EDITABLE_DIRS, ASSETS_DIR));
  const realRoot = realpathSync(root);
  const base = path.join(realRoot, ...top.split('/').filter(Boolean));
  const abs = path.join(realRoot, ...segments);
  let existing = abs;
  // lstat, not exists: a dangling symbolic link is something that exists, and realpath refuses it below.
  while (!lstatSync(existing, { throwIfNoEntry: false }) && existing !== realRoot) existing = path.dirname(existing);
  if (existsSync(abs) && !lstatSync(abs).isFile() && !lstatSync(abs).isSymbolicLink()) return refuse((language) => REFUSALS[language].notAFile(file));
  const real = realpathOrUndefined(existing);
  if (real === undefined) return refuse((language) => REFUSALS[language].outOfProject(file));
  // A folder not created yet (public/assets/ in a fresh site) is fine when the part that exists has no symbolic link.
  const folderToCreate = base.startsWith(existing + path.sep) && real === existing;
  const atRoot = file === SITE_CONFIG || SITE_CONFIG_TRANSLATION.test(file);
  const inside = real === base || real.startsWith(base + path.sep) || folderToCreate || (atRoot && (real === path.join(realRoot, file) || real === realRoot));
  if (!inside) return refuse((language) => REFUSALS[language].outOfProject(file));
  return { ok: true, file, abs: existsSync(abs) ? realpathSync(abs) : abs };
}

/** checkPath's answer without the file's place on disk: what a SiteFiles tells its callers. */
export function checkedFile(root: string, file: unknown): CheckedFile {
  const result = checkPath(root, file);
  return result.ok ? { ok: true, file: result.file } : result;
}

/** The place on disk of `file` under `root`, for a path checked already (an Error when checkPath refuses it). */
export function checkedAbs(root: string, file: string): string {
  const result = checkPath(root, file);
  if (!result.ok) throw new Error(result.message);
  return result.abs;
}

/** The editable files of the site at `root` and their texts, for what reads a site without a host's SiteFiles (the dev server's plugin, the studio's review and check thread). */
export function editableFilesAt(root: string): SiteTexts {
  return { list: () => listEditable(root), read: (file) => readEditable(checkedAbs(root, file)) };
}

/** The size of the file at `abs` and a stream of its bytes from `start` to `end` (both included), or undefined when no file is there. */
export function openBytes(abs: string): { size: number; stream: (start: number, end: number) => Readable } | undefined {
  const stat = statSync(abs, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  return { size: stat.size, stream: (start, end) => createReadStream(abs, { start, end }) };
}

function realpathOrUndefined(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** The folder (relative to the root, '' for site.config.yaml) a file may be edited in, or undefined when it may not be. */
function editableFolder(file: string, segments: string[]): string | undefined {
  if (file === SITE_CONFIG || SITE_CONFIG_TRANSLATION.test(file)) return '';
  if ((EDITABLE_DIRS as readonly string[]).includes(segments[0]) && segments.length > 1 && EDITABLE_FILE.test(file)) return segments[0];
  if (file.startsWith(`${ASSETS_DIR}/`) && segments.length > 2 && ASSET_FILE.test(file)) return ASSETS_DIR;
  return undefined;
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The text of an editable file and its hash, or undefined when it does not exist. */
export function readEditable(abs: string): { text: string; hash: string } | undefined {
  if (!existsSync(abs)) return undefined;
  const text = readFileSync(abs, 'utf8');
  return { text, hash: hashOf(text) };
}

export type SaveResult = { ok: true; hash: string } | { ok: false; conflict: true; disk: { text: string; hash: string } | null };

/**
 * Writes `text` to `abs` when the file on disk is still the one the editor opened (`baseHash`, or null
 * for a file that did not exist): through a temporary file in the same folder and a rename, so the site
 * never reads a half-written file.
 */
export function saveEditable(abs: string, text: string, baseHash: string | null): SaveResult {
  const disk = readEditable(abs) ?? null;
  if ((disk?.hash ?? null) !== baseHash) return { ok: false, conflict: true, disk };
  writeFileAtomic(abs, text);
  return { ok: true, hash: hashOf(text) };
}

/** Writes through a temporary file in the same folder and a rename: a reader sees the old file or the new one. */
export function writeFileAtomic(abs: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(abs), { recursive: true });
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, content, { flag: 'wx' });
    renameSync(temp, abs);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** A file an upload would add is there already: nothing of the upload was added, nothing was replaced. */
export class AssetTakenError extends Error {
  constructor(readonly path: string) {
    super(`${path} is already there: nothing was replaced`);
    this.name = 'AssetTakenError';
  }
}

/**
 * Adds files to the site from temporary files (uploads), all or none: each is copied beside its place, then
 * linked to its name, which never replaces a file (one taken meanwhile throws AssetTakenError), and the
 * copy's name removed; a reader sees the whole file or none. An asset marked `replace` takes the place of
 * the file there instead: the copy is renamed over it (rename(2): a reader sees the old file or the new one),
 * the old file kept aside under a hidden name until the whole batch is in, and put back when a later file
 * fails. Every path is checked (checkPath, which follows links) and must be under public/assets/, replaced
 * or not.
 */
export function addFilesAtomic(root: string, assets: { path: string; from: string; replace?: boolean }[]): void {
  const targets = assets.map((asset) => {
    const checked = checkPath(root, asset.path);
    if (!checked.ok || !asset.path.startsWith(`${ASSETS_DIR}/`)) throw new Error(`${asset.path}: ${checked.ok ? `not under ${ASSETS_DIR}/` : checked.message}`);
    if (!asset.replace && existsSync(checked.abs)) throw new AssetTakenError(asset.path);
    return { ...asset, abs: checked.abs };
  });
  /** What is in place: a new file (removed on failure) or a replaced one, with the old file aside (put back on failure). */
  const placed: { abs: string; aside?: string }[] = [];
  try {
    for (const target of targets) {
      mkdirSync(path.dirname(target.abs), { recursive: true });
      const temp = hiddenBeside(target.abs, 'tmp');
      try {
        copyFileSync(target.from, temp, constants.COPYFILE_EXCL);
        if (target.replace) {
          const aside = existsSync(target.abs) ? keepAside(target.abs) : undefined;
          placed.push({ abs: target.abs, aside });
          renameSync(temp, target.abs);
        } else {
          linkOrRename(temp, target.abs, target.path);
          placed.push({ abs: target.abs });
        }
      } finally {
        rmSync(temp, { force: true });
      }
    }
  } catch (error) {
    for (const { abs, aside } of placed.reverse()) {
      if (aside) renameSync(aside, abs);
      else rmSync(abs, { force: true });
    }
    throw error;
  }
  for (const { aside } of placed) if (aside) rmSync(aside, { force: true });
}

/** A hidden name beside `abs` that no one else uses: `.team.jpg.3f9a….tmp` (never listed: not an image's or a video's extension). */
function hiddenBeside(abs: string, ending: string): string {
  return path.join(path.dirname(abs), `.${path.basename(abs)}.${randomBytes(6).toString('hex')}.${ending}`);
}

/** A second name for the file at `abs` (a copy where hard links are not), to put it back if the batch fails. */
function keepAside(abs: string): string {
  const aside = hiddenBeside(abs, 'old');
  try {
    linkSync(abs, aside);
  } catch {
    copyFileSync(abs, aside, constants.COPYFILE_EXCL);
  }
  return aside;
}

/** Gives `temp` the name `abs` unless that name is taken; a file system without hard links renames after a last look. */
function linkOrRename(temp: string, abs: string, file: string): void {
  try {
    linkSync(temp, abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new AssetTakenError(file);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw error;
    if (existsSync(abs)) throw new AssetTakenError(file);
    renameSync(temp, abs);
  }
}

/** The editable files of the site, site.config.yaml first, then pages/ and content/ sorted. */
export function listEditable(root: string): string[] {
  const files = existsSync(path.join(root, SITE_CONFIG)) ? [SITE_CONFIG] : [];
  files.push(...readdirSync(root).filter((name) => SITE_CONFIG_TRANSLATION.test(name) && checkPath(root, name).ok).sort());
  for (const dir of EDITABLE_DIRS) {
    // links are not followed (they are the site's problems, named by loadSite)
    const found = siteTree(root, dir).files.filter((f) => EDITABLE_FILE.test(f));
    files.push(...found.filter((f) => checkPath(root, f).ok).sort());
  }
  return files;
}
