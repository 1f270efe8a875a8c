import path from 'node:path';
import { commitOf, git } from './git.ts';
import { emptyTree, treeDiff, type FileDiff } from './tree-diff.ts';
import { translationOf } from '../config/languages/languages.ts';
import { ASSETS_DIR, listEditable, readEditable } from '../editor/server/files.ts';
import { mediaKindOf } from '../editor/server/media-library.ts';
import { siteEntries } from '../editor/server/site-entries.ts';
import type { SiteFiles } from '../editor/server/site-files.ts';
import type { InterfaceLanguage } from '../interface/language.ts';

export type Version = { commit: string; short: string; author: string; email: string; date: string; message: string; files: string[] };

const FIELDS = ['%H', '%h', '%an', '%ae', '%aI', '%P', '%B'] as const;

/**
 * The versions of `branch`, newest first, along first parents: on the live branch, one entry per publish
 * (or direct commit). A merge's files are those it changed relative to its first parent.
 *
 * Read with NUL between fields, the one byte git keeps out of names, addresses and messages, so no
 * text (a draft's title, a name) can pass for another field or another version; then the files of
 * each version, one read per version, as a file name may hold any other byte.
 */
export async function history(repo: string, branch: string, limit = 50): Promise<Version[]> {
  return (await versionsWithParents(repo, branch, limit)).map(({ parents: _, ...version }) => version);
}

async function versionsWithParents(repo: string, branch: string, limit: number): Promise<(Version & { parents: string[] })[]> {
  const args = ['log', '--first-parent', '-z', `--format=${FIELDS.join('%x00')}`, `--max-count=${Math.max(1, Math.floor(limit))}`, `refs/heads/${branch}`, '--'];
  const { stdout } = await git(repo, args);
  const parts = stdout.split('\0');
  const versions: (Omit<Version, 'files'> & { parents: string[] })[] = [];
  // each version is its fields, then the NUL -z puts between versions
  for (let i = 0; i + FIELDS.length <= parts.length; i += FIELDS.length) {
    const [commit, short, author, email, date, parents, message] = parts.slice(i, i + FIELDS.length);
    if (!/^[0-9a-f]{40,64}$/.test(commit)) break;
    versions.push({ commit, short, author, email, date, parents: parents.split(' ').filter(Boolean), message: message.trim() });
  }
  const files: string[][] = [];
  // a few reads at a time: fifty git processes at once would hold up every other request
  for (let start = 0; start < versions.length; start += 8) {
    files.push(...(await Promise.all(versions.slice(start, start + 8).map((version) => changedFiles(repo, version.commit, version.parents[0])))));
  }
  return versions.map((version, index) => ({ ...version, files: files[index] }));
}

/** The files a commit changed relative to its first parent (all of them for a first commit). */
async function changedFiles(repo: string, commit: string, parent: string | undefined): Promise<string[]> {
  const { stdout } = await git(repo, ['diff-tree', '-r', '--no-commit-id', '--name-only', '--no-renames', '-z', ...(parent ? [parent, commit] : ['--root', commit]), '--']);
  return stdout.split('\0').filter(Boolean);
}

/** A page, a list or a media file as a person knows it: by its title (and route), a translation by its language. */
export interface PageName {
  title: string;
  route?: string;
  /** A translation (about.fr.yaml): the language code, the title being its source's. */
  language?: string;
  /** A picture or a video under public/assets/: the title is its file name. */
  media?: 'picture' | 'video';
}

/**
 * One entry of the history as a person reads it. A publish by the studio (a merge "Publish: <title>") and a
 * restore (the publish of a draft "Restore <short> (<date>)") are one entry each; consecutive commits made
 * outside the studio (by developers) are one entry, restorable as a whole: its `commit` is the newest of them.
 */
export interface HistoryEntry {
  kind: 'publish' | 'restore' | 'developers';
  /** The version the entry leaves the site at (what Restore brings back): a group's newest commit. */
  commit: string;
  short: string;
  /** The version before the entry (its oldest commit's first parent), undefined for the first one. */
  from?: string;
  /** A publish: its draft's title; a restore: the date of the version restored (YYYY-MM-DD); developers: empty. */
  title: string;
  /** The newest commit's message, whole. */
  message: string;
  /** Who: the publisher, or each developer of a group once, newest first. */
  authors: string[];
  /** The newest commit's date. */
  date: string;
  /** A group's commits, newest first (one for a publish or a restore). */
  commits: { short: string; author: string; date: string; subject: string }[];
  /** What it changed in the site, by name, in the order of the files. */
  pages: PageName[];
  /** How many of its files are not the site's (code, configuration of the project). */
  otherFiles: number;
}

const PUBLISH = /^Publish: (.*)$/;
const RESTORED = /^Restore [0-9a-f]{4,64} \((\d{4}-\d{2}-\d{2})\)$/;

/** What the studio made a version as: a publish, a restore (both merges into the live branch), or nothing (a commit by hand). */
export function studioKind(message: string, parents: number): { kind: 'publish' | 'restore'; title: string } | undefined {
  const subject = message.split('\n')[0];
  const published = PUBLISH.exec(subject);
  if (!published || parents < 2) return undefined;
  const restored = RESTORED.exec(published[1]);
  return restored ? { kind: 'restore', title: restored[1] } : { kind: 'publish', title: published[1] };
}

/**
 * The history of `branch` as entries a person reads (newest first): studio publishes and restores one each,
 * commits made outside the studio grouped while consecutive, and the files of each named as the editor names
 * them (titles and routes read from the working copy of the live branch, `repo`; in `language` where the
 * editor's own names are). One git process per version read, as `history`.
 */
export async function historyEntries(repo: string, branch: string, limit = 50, language: InterfaceLanguage = 'en'): Promise<HistoryEntry[]> {
  const versions = await versionsWithParents(repo, branch, limit);
  const name = namer(repo, language);
  const entries: (HistoryEntry & { files: string[] })[] = [];
  for (const version of versions) {
    const studio = studioKind(version.message, version.parents.length);
    const commit = { short: version.short, author: version.author, date: version.date, subject: version.message.split('\n')[0] };
    const last = entries.at(-1);
    if (!studio && last?.kind === 'developers') {
      // an older commit of the same group: the group starts before it
      last.commits.push(commit);
      if (!last.authors.includes(version.author)) last.authors.push(version.author);
      last.files.push(...version.files);
      last.from = version.parents[0];
      continue;
    }
    entries.push({
      kind: studio?.kind ?? 'developers',
      commit: version.commit,
      short: version.short,
      from: version.parents[0],
      title: studio?.title ?? '',
      message: version.message,
      authors: [version.author],
      date: version.date,
      commits: [commit],
      pages: [],
      otherFiles: 0,
      files: [...version.files],
    });
  }
  return entries.map(({ files, ...entry }) => {
    const named = new Map<string, PageName>();
    let otherFiles = 0;
    for (const file of new Set(files)) {
      const page = name(file);
      if (!page) otherFiles++;
      else named.set(JSON.stringify(page), page);
    }
    return { ...entry, pages: [...named.values()], otherFiles };
  });
}

/** Names a file of the site as the editor does (undefined for a file that is not the site's). */
function namer(repo: string, language: InterfaceLanguage): (file: string) => PageName | undefined {
  const files = { id: repo, list: () => listEditable(repo), read: (file: string) => readEditable(path.join(repo, file)) } as SiteFiles;
  const entries = new Map(siteEntries(files, language).map((entry) => [entry.path, entry]));
  const pageOf = (file: string): PageName | undefined => {
    const entry = entries.get(file);
    if (entry) return { title: entry.title, ...(entry.route ? { route: entry.route } : {}) };
    // a file gone since (deleted, renamed): by its name
    if (/^(pages|content)\/.+\.(ya?ml|tsv)$/.test(file) || /^site\.config\.ya?ml$/.test(file)) {
      const base = path.posix.basename(file).replace(/\.(ya?ml|tsv)$/, '').replace(/[-_]+/g, ' ');
      return { title: base.charAt(0).toUpperCase() + base.slice(1) };
    }
    return undefined;
  };
  return (file) => {
    if (file.startsWith(`${ASSETS_DIR}/`)) {
      const kind = mediaKindOf(file);
      return kind ? { title: path.posix.basename(file), media: kind === 'video' ? 'video' : 'picture' } : undefined;
    }
    const translation = translationOf(file);
    if (translation && (file.startsWith('pages/') || file.startsWith('content/') || file.startsWith('site.config.'))) {
      const source = pageOf(translation.source);
      return source && { ...source, language: translation.code };
    }
    return pageOf(file);
  };
}

/** What `commit` changed relative to its first parent (everything, for a first commit). */
export async function versionDiff(repo: string, commit: string): Promise<FileDiff[]> {
  return (await versionChanges(repo, commit)).diff;
}

/** What `commit` changed, with the two versions it is read between: its first parent (the empty tree for a first commit) and itself. */
export async function versionChanges(repo: string, commit: string, since?: string): Promise<{ from: string; to: string; diff: FileDiff[] }> {
  const target = await commitOf(repo, commit);
  if (!target) throw new Error(`no version ${commit}`);
  // `since`: the version before a group of commits, to show what the group changed as a whole
  const base = since ? await commitOf(repo, since) : undefined;
  if (since && !base) throw new Error(`no version ${since}`);
  const from = base ?? (await commitOf(repo, `${target}^1`)) ?? (await emptyTree(repo));
  return { from, to: target, diff: await treeDiff(repo, from, target) };
}
