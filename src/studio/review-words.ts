import { siteLanguages, translationFile, translationOf, type Language } from '../config/languages/languages.ts';
import { schemaFileOf } from '../config/languages/site-languages.ts';
import { translateFile, type DataPath, type FileTranslation } from '../config/languages/translate.ts';
import { schemaFiles, type SchemaFiles, type SchemaNode } from '../config/schemas/schema-set.ts';
import { textPaths } from '../config/schemas/text-fields.ts';
import { parseYaml, parseYamlCached, type YamlFile } from '../config/yaml/yaml-file.ts';
import { singular } from '../editor/form/labels.ts';
import type { InterfaceLanguage } from '../interface/language.ts';
import { FORM_TEXTS } from '../editor/form/form-texts.ts';
import { describeField, fieldAt, humanise, type Field, type ListField, type ObjectField } from '../editor/form/fields.ts';
import { readSchemaWords, type SchemaWords } from '../editor/form/schema-words.ts';
import { ASSETS_DIR, SITE_CONFIG } from '../editor/server/files.ts';
import { mediaKindOf } from '../editor/server/media-library.ts';
import { editorSchemaFor, schemaFileFor } from '../editor/server/site-facts.ts';
import { SCHEMAS_DIR } from '../paths.ts';
import { CHANGE_TEXTS, sayChange, type Heading, type MediaKind, type Said } from './change-texts.ts';
import type { FileDiff } from './tree-diff.ts';

/**
 * What a draft (or a published version) changes, as a person says it: per page or list, a heading ("Banking
 * (/banking)") and lines ("Hero › Title: 'AI in Banking' → 'AI for Banks'", "Use cases: 1 added ('Berth
 * Planner')"), found from the parsed YAML of both sides with the labels of the editor's Form view (the
 * file's schema through describeField, in the interface language), not from the lines of a patch. A page
 * file deleted and another added that is the same page (its industry's key, or most of its lines) is one
 * rename; the links that only follow a renamed page are counted in its line, not listed. A translation file
 * is said as what it does to its language's texts, and an English text changed under a translation made
 * from it says that translation is now out of date (src/config/languages/translate.ts decides, as validate
 * does). Whatever cannot be named (a file that does not read, a file of no schema) is said as a file that
 * changed: nothing is left out.
 *
 * Pure: no HTTP, no git. Each text is parsed once and each schema described once per summary, so a restore
 * of hundreds of files costs one pass over them.
 */

export type { MediaKind } from './change-texts.ts';

/** A picture or a video a line shows: its file and the address its bytes are served at. */
export interface ChangeMedia {
  kind: MediaKind;
  /** public/assets/images/team.jpg */
  file: string;
  url: string;
}

export interface ChangeLine {
  text: string;
  /** The picture or video before the change and after it, shown side by side. */
  before?: ChangeMedia;
  after?: ChangeMedia;
}

/** The changes of one page, one list, the site's settings, the media, or the other files. */
export interface ChangeGroup {
  heading: string;
  lines: ChangeLine[];
}

export type Side = 'before' | 'after';

export interface SummaryInput {
  diff: readonly FileDiff[];
  /**
   * The texts, in the version after the change, of files the diff does not hold but the summary reads
   * (`filesToRead`): the site's settings (its languages), the translations of a changed file and the
   * source of a changed translation; null (or absent) where there is no such file.
   */
  files?: ReadonlyMap<string, string | null>;
  /** The interface language the lines are said in. */
  language: InterfaceLanguage;
  schemasDir?: string;
  /** Where a media file of one side is served (`public/assets/…`); by default its address on the site. */
  mediaUrl?: (side: Side, file: string) => string;
  /** Past this many lines, a group ends with "…and N more changes". */
  maxLines?: number;
}

/** Each side of a long text is shown up to this many characters, around where the two differ. */
const MAX_CHARS = 120;
const MAX_LINES = 40;
/** A name of a list item in a line ("Berth Planner") is shortened to this many characters. */
const MAX_NAME = 60;
/** The fields a list item is named by, as the Form view names its card (src/editor/form/labels.ts). */
const NAME_FIELDS = ['name', 'title', 'heading', 'label', 'id'] as const;
/** A page's industry section is the page itself: its fields are named without "Industry ›". */
const PAGE_ITSELF = 'industry';
const PLACE = ' › ';
/** The keys of the groups that are no file's (a file's group is keyed by its path). */
const MEDIA = '\0media';
const OTHER = '\0other';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const keyOfPath = (path: DataPath) => JSON.stringify(path);

/** The files besides the diff's the summary reads, in the version after: the settings first, then, once their languages are known, the translations and sources. */
export function filesToRead(diff: readonly FileDiff[], siteConfigText: string | null | undefined): string[] {
  const inDiff = new Set(diff.map((file) => file.path));
  const wanted = new Set<string>();
  if (!inDiff.has(SITE_CONFIG)) wanted.add(SITE_CONFIG);
  const codes = languageCodes(siteConfigText);
  for (const file of diff) {
    if (!isYaml(file.path)) continue;
    const translation = translationOf(file.path);
    if (translation) {
      if (!inDiff.has(translation.source)) wanted.add(translation.source);
    } else if (schemaFileFor(file.path) && file.status !== 'deleted') {
      for (const code of codes) if (!inDiff.has(translationFile(file.path, code))) wanted.add(translationFile(file.path, code));
    }
  }
  return [...wanted];
}

/** The changes of `diff` said in the interface language, a group per page or list. */
export function summariseChanges(input: SummaryInput): ChangeGroup[] {
  return new Summary(input).groups();
}

/** Each file of `diff` named as changed, added or deleted: what a summary that failed still says. */
export function filesOnly(diff: readonly FileDiff[], language: InterfaceLanguage): ChangeGroup[] {
  if (diff.length === 0) return [];
  const lines = diff.map((file): ChangeLine => ({ text: sayChange({ code: 'fileChanged', file: file.path, status: file.status }, language) }));
  return [{ heading: CHANGE_TEXTS[language].heading({ code: 'other' }), lines }];
}

function isYaml(file: string): boolean {
  return /\.ya?ml$/.test(file);
}

function languageCodes(siteConfigText: string | null | undefined): string[] {
  const data = siteConfigText ? parseYamlCached(SITE_CONFIG, siteConfigText).data : undefined;
  return siteLanguages(data)
    .filter((language) => !language.default)
    .map((language) => language.code);
}

/** A page renamed: the deleted file and the added one that is the same page. */
interface Rename {
  from: string;
  to: string;
  fromRoute: string;
  toRoute: string;
  fromName: string;
  toName: string;
  /** The field the name is in (industry/name or title), not said again among the page's changes. */
  nameAt: DataPath;
  links: number;
  redirect: boolean;
  /** Its line, whose counts are known once every file is read. */
  said?: Extract<Said, { code: 'renamed' }>;
}

interface Line {
  said: Said;
  before?: ChangeMedia;
  after?: ChangeMedia;
}

interface Group {
  heading: Heading;
  lines: Line[];
  /** The translations its changes leave out of date: said after every change of the page and its translations. */
  notes: Line[];
  /** Where its first file is in the diff: groups are shown in the diff's order. */
  order: number;
}

/** Where a comparison is: the labels a person reads down to it, and its path in the data (of the side after, where there is one). */
interface At {
  place: string[];
  path: DataPath;
}

/** How one file is compared: its root form, what it says is left out, what it has found changed. */
interface FileWalk {
  root: Field | undefined;
  lines: Line[];
  /** The paths (and every path above them) of the values that changed: an English text changed under a translation. */
  changed: Set<string>;
  /** The renamed page itself: its route, its name and its links to itself are in its rename's line. */
  own?: Rename;
}

class Summary {
  private readonly language: InterfaceLanguage;
  private readonly schemasDir: string;
  private readonly byPath = new Map<string, FileDiff>();
  private readonly order = new Map<string, number>();
  private readonly parsed = new Map<string, YamlFile | undefined>();
  private readonly forms = new Map<string, Field | undefined>();
  private readonly groupsByKey = new Map<string, Group>();
  private readonly renames: Rename[] = [];
  private readonly translations = new Map<string, FileTranslation | undefined>();
  private readonly texts = new Map<string, DataPath[]>();
  private readonly languages: Language[];

  constructor(private readonly input: SummaryInput) {
    this.language = input.language;
    this.schemasDir = input.schemasDir ?? SCHEMAS_DIR;
    input.diff.forEach((file, index) => {
      this.byPath.set(file.path, file);
      this.order.set(file.path, index);
    });
    this.languages = siteLanguages(this.data(SITE_CONFIG, 'after'));
  }

  groups(): ChangeGroup[] {
    const diff = this.input.diff;
    this.findRenames();
    const renamedAway = new Set(this.renames.map((rename) => rename.from));
    const translations: FileDiff[] = [];
    for (const file of diff) {
      if (renamedAway.has(file.path)) continue;
      if (isMediaFile(file.path)) this.media(file);
      else if (isYaml(file.path) && translationOf(file.path) && schemaFileFor(translationOf(file.path)!.source)) translations.push(file);
      else if (isYaml(file.path) && schemaFileFor(file.path)) this.source(file);
      else this.other(file);
    }
    // a translation's lines come after its source's, which say what changed in the language they translate, in the order of the site's languages
    const rank = (file: FileDiff) => {
      const at = this.languages.findIndex((language) => language.code === translationOf(file.path)!.code);
      return at < 0 ? this.languages.length : at;
    };
    for (const file of translations.sort((a, b) => rank(a) - rank(b))) this.translation(file);
    for (const rename of this.renames) if (rename.said) Object.assign(rename.said, { links: rename.links, redirect: rename.redirect });
    const max = this.input.maxLines ?? MAX_LINES;
    const texts = CHANGE_TEXTS[this.language];
    return [...this.groupsByKey.values()]
      .map((group) => ({ ...group, lines: [...group.lines, ...group.notes] }))
      .filter((group) => group.lines.length > 0)
      .sort((a, b) => a.order - b.order)
      .map((group) => {
        const shown = group.lines.length > max ? [...group.lines.slice(0, max - 1), { said: { code: 'more', count: group.lines.length - (max - 1) } satisfies Said }] : group.lines;
        return {
          heading: texts.heading(group.heading),
          lines: shown.map((line) => ({ text: sayChange(line.said, this.language), ...(line.before && { before: line.before }), ...(line.after && { after: line.after }) })),
        };
      });
  }

  // ---- the files and their sides

  /** A file's text on one side: the diff's, else (unchanged) the one read for the summary. */
  private text(file: string, side: Side): string | null {
    const changed = this.byPath.get(file);
    if (changed) return side === 'before' ? changed.before : changed.after;
    return this.input.files?.get(file) ?? null;
  }

  /** A file of one side, parsed once; undefined when absent or unreadable. */
  private yaml(file: string, side: Side): YamlFile | undefined {
    const text = this.text(file, side);
    if (text === null) return undefined;
    const key = `${side}:${file}`;
    if (!this.parsed.has(key)) {
      // a translation is read with the positions of its values at once: its texts' notes (# en:1a2b3c4d) are read from them
      const read = translationOf(file) ? parseYaml(file, text) : parseYamlCached(file, text);
      this.parsed.set(key, read.data === undefined ? undefined : read);
    }
    return this.parsed.get(key);
  }

  private data(file: string, side: Side): unknown {
    return this.yaml(file, side)?.data;
  }

  /** The Form view's fields of a source file, in the interface language. */
  private form(file: string): Field | undefined {
    const schemaFile = schemaFileFor(file);
    if (!schemaFile) return undefined;
    if (!this.forms.has(schemaFile)) this.forms.set(schemaFile, formOfFile(this.schemasDir, file, this.language));
    return this.forms.get(schemaFile);
  }

  private group(key: string, heading: Heading, file: string): Group {
    // the media, then the other files, come after the pages and lists
    const order = key === OTHER ? Number.MAX_SAFE_INTEGER : key === MEDIA ? Number.MAX_SAFE_INTEGER - 1 : (this.order.get(file) ?? Number.MAX_SAFE_INTEGER - 2);
    let group = this.groupsByKey.get(key);
    if (!group) this.groupsByKey.set(key, (group = { heading, lines: [], notes: [], order }));
    group.order = Math.min(group.order, order);
    return group;
  }

  /** The group of a source file (a page, a list, the settings), headed by what it is. */
  private sourceGroup(file: string, orderOf = file): Group {
    const data = this.data(file, 'after') ?? this.data(file, 'before');
    return this.group(file, this.headingOf(file, data), orderOf);
  }

  private headingOf(file: string, data: unknown): Heading {
    const label = this.form(file)?.label || file;
    if (file.startsWith('pages/')) {
      const page = isObject(data) ? data : {};
      const industry = isObject(page[PAGE_ITSELF]) ? page[PAGE_ITSELF] : undefined;
      const title = [industry?.name, page.title].find((value): value is string => typeof value === 'string' && value.trim() !== '');
      if (!title) return { code: 'named', title: file };
      return typeof page.route === 'string' ? { code: 'page', title, route: page.route } : { code: 'named', title };
    }
    if (file.startsWith('content/catalogue/')) return { code: 'catalogue', title: label, file };
    return { code: 'named', title: label };
  }

  /** A file of no page, list or media: named, as it changed. */
  private other(file: FileDiff): void {
    this.group(OTHER, { code: 'other' }, file.path).lines.push({ said: { code: 'fileChanged', file: file.path, status: file.status } });
  }

  // ---- media files

  private media(file: FileDiff): void {
    const kind = mediaKindOfFile(file.path)!;
    const lines = this.group(MEDIA, { code: 'media' }, file.path).lines;
    if (file.status === 'added') lines.push({ said: { code: 'newMedia', file: file.path, kind }, after: this.mediaRef('after', file.path, kind) });
    else if (file.status === 'deleted') lines.push({ said: { code: 'deletedMedia', file: file.path, kind }, before: this.mediaRef('before', file.path, kind) });
    else lines.push({ said: { code: 'replacedMedia', file: file.path, kind }, before: this.mediaRef('before', file.path, kind), after: this.mediaRef('after', file.path, kind) });
  }

  private mediaRef(side: Side, file: string, kind: MediaKind): ChangeMedia {
    return { kind, file, url: this.input.mediaUrl ? this.input.mediaUrl(side, file) : file.slice('public'.length) };
  }

  /** The media a field's value shows, when it is a file of the site's (an address under /assets/). */
  private mediaOfAddress(side: Side, address: unknown): ChangeMedia | undefined {
    if (typeof address !== 'string' || !address.startsWith('/assets/')) return undefined;
    const file = `public${address.split(/[?#]/)[0]}`;
    const kind = mediaKindOfFile(file);
    return kind ? this.mediaRef(side, file, kind) : undefined;
  }

  // ---- renames

  /**
   * Pairs each deleted page with the added page that is the same page: the same industry key, else most of
   * its lines. Lines are indexed once (a line shared by many deleted pages says nothing of which one), so
   * that hundreds of files cost one pass, not one comparison per pair.
   */
  private findRenames(): void {
    const pages = (status: FileDiff['status']) => this.input.diff.filter((file) => file.status === status && file.path.startsWith('pages/') && isYaml(file.path) && !translationOf(file.path));
    const deleted = pages('deleted').filter((file) => isObject(this.data(file.path, 'before')));
    const added = pages('added').filter((file) => isObject(this.data(file.path, 'after')));
    if (deleted.length === 0 || added.length === 0) return;
    const taken = new Set<string>();
    const pairs: [FileDiff, FileDiff][] = [];
    const industryKey = (file: string, side: Side) => {
      const industry = (this.data(file, side) as Json)[PAGE_ITSELF];
      return isObject(industry) && typeof industry.key === 'string' ? industry.key : undefined;
    };
    const byKey = new Map(deleted.flatMap((file) => (industryKey(file.path, 'before') ? [[industryKey(file.path, 'before')!, file] as const] : [])));
    const unmatched: FileDiff[] = [];
    for (const file of added) {
      const same = byKey.get(industryKey(file.path, 'after') ?? '');
      if (same && !taken.has(same.path)) {
        taken.add(same.path);
        pairs.push([same, file]);
      } else unmatched.push(file);
    }
    const linesOf = (text: string | null) => new Set((text ?? '').split('\n').map((line) => line.trim()).filter((line) => line.length >= 12 && !line.startsWith('route:')));
    const index = new Map<string, FileDiff[]>();
    const sizes = new Map<string, number>();
    for (const file of deleted) {
      if (taken.has(file.path)) continue;
      const lines = linesOf(file.before);
      sizes.set(file.path, lines.size);
      for (const line of lines) {
        const holders = index.get(line);
        if (holders) holders.push(file);
        else index.set(line, [file]);
      }
    }
    for (const file of unmatched) {
      const lines = linesOf(file.after);
      const shared = new Map<FileDiff, number>();
      for (const line of lines) {
        const holders = index.get(line);
        if (holders && holders.length <= 3) for (const holder of holders) shared.set(holder, (shared.get(holder) ?? 0) + 1);
      }
      const best = [...shared].filter(([holder]) => !taken.has(holder.path)).sort((a, b) => b[1] - a[1])[0];
      if (best && best[1] >= 0.6 * Math.max(lines.size, sizes.get(best[0].path) ?? 0)) {
        taken.add(best[0].path);
        pairs.push([best[0], file]);
      }
    }
    for (const [from, to] of pairs) {
      const before = this.data(from.path, 'before') as Json;
      const after = this.data(to.path, 'after') as Json;
      const named = (data: Json): { name: string; at: DataPath } => {
        const industry = data[PAGE_ITSELF];
        if (isObject(industry) && typeof industry.name === 'string') return { name: industry.name, at: [PAGE_ITSELF, 'name'] };
        return { name: typeof data.title === 'string' ? data.title : from.path, at: ['title'] };
      };
      this.renames.push({
        from: from.path,
        to: to.path,
        fromRoute: typeof before.route === 'string' ? before.route : from.path,
        toRoute: typeof after.route === 'string' ? after.route : to.path,
        fromName: named(before).name,
        toName: named(after).name,
        nameAt: named(after).at,
        links: 0,
        redirect: false,
      });
    }
  }

  /** The rename a link value follows: `before` led to a renamed page's old address, `after` leads to its new one the same way. */
  private renameFollowed(before: string, after: string): Rename | undefined {
    return this.renames.find(({ fromRoute, toRoute }) => {
      const leadsThere = before === fromRoute || ['/', '#', '?'].some((next) => before.startsWith(fromRoute + next));
      return leadsThere && after === toRoute + before.slice(fromRoute.length);
    });
  }

  // ---- source files: pages, lists, the settings

  private source(file: FileDiff): void {
    const rename = this.renames.find((r) => r.to === file.path);
    const before = rename ? this.data(rename.from, 'before') : this.data(file.path, 'before');
    const after = this.data(file.path, 'after');
    const group = this.sourceGroup(file.path, rename?.from ?? file.path);
    const root = this.form(file.path);
    const unreadable = (file.status !== 'added' && before === undefined) || (file.status !== 'deleted' && after === undefined);
    if (unreadable) {
      group.lines.push({ said: { code: 'unreadable', file: file.path, status: file.status } });
      return;
    }
    if (!rename && file.status === 'added') return void group.lines.push({ said: this.created(file.path, after, root) });
    if (file.status === 'deleted') return void group.lines.push({ said: this.removed(file.path, before, root) });
    const walk: FileWalk = { root, lines: [], changed: new Set(), own: rename };
    if (rename) {
      rename.said = { code: 'renamed', from: rename.fromName, to: rename.toName, fromRoute: rename.fromRoute, toRoute: rename.toRoute, links: 0, redirect: false };
      walk.lines.push({ said: rename.said });
    }
    this.compare(walk, root, before, after, { place: [], path: [] });
    // the same data: only its layout or comments changed (a file whose changes only follow a renamed page says nothing of its own)
    if (walk.lines.length === 0 && deepEqual(before, after)) walk.lines.push({ said: { code: 'layoutOnly', file: file.path } });
    group.lines.push(...walk.lines);
    this.staleTranslations(rename?.to ?? file.path, walk, group);
  }

  /** A new file: a page or an industry by its name, a list by its entries. */
  private created(file: string, data: unknown, root: Field | undefined): Said {
    if (file.startsWith('pages/')) {
      const industry = isObject(data) ? data[PAGE_ITSELF] : undefined;
      if (isObject(industry) && typeof industry.name === 'string') return { code: 'newIndustry', name: industry.name, ...this.useCases(root, industry) };
      return { code: 'newPage', title: pageTitle(data) ?? file };
    }
    if (Array.isArray(data)) return { code: 'newList', title: root?.label || file, count: data.length };
    return { code: 'fileChanged', file, status: 'added' };
  }

  private removed(file: string, data: unknown, root: Field | undefined): Said {
    if (file.startsWith('pages/')) {
      const industry = isObject(data) ? data[PAGE_ITSELF] : undefined;
      if (isObject(industry) && typeof industry.name === 'string') return { code: 'deletedIndustry', name: industry.name, ...this.useCases(root, industry) };
      return { code: 'deletedPage', title: pageTitle(data) ?? file };
    }
    if (Array.isArray(data)) return { code: 'deletedList', title: root?.label || file };
    return { code: 'fileChanged', file, status: 'deleted' };
  }

  private useCases(root: Field | undefined, industry: Json): { list: string; count: number } {
    const list = root && fieldAt(root, [PAGE_ITSELF, 'useCases']);
    return { list: list?.label ?? humanise('useCases'), count: Array.isArray(industry.useCases) ? industry.useCases.length : 0 };
  }

  // ---- comparing two values with their form

  private compare(walk: FileWalk, field: Field | undefined, before: unknown, after: unknown, at: At): void {
    if (deepEqual(before, after)) return;
    const own = walk.own;
    // a renamed page's address and name are in its rename's line (its translations' name is then out of date all the same)
    if (own && (keyOfPath(at.path) === keyOfPath(['route']) || keyOfPath(at.path) === keyOfPath(own.nameAt))) return markChanged(walk, at.path);
    if (typeof before === 'string' && typeof after === 'string') {
      const followed = this.renameFollowed(before, after);
      // a link that only follows a renamed page: counted in the rename's line (the page's links to itself are its own)
      if (followed) {
        if (!own) followed.links++;
        return;
      }
    }
    const media = mediaField(field);
    if (media) return this.compareMedia(walk, media, before, after, at);
    const list = field?.kind === 'list' ? field : undefined;
    // a list, or a single value standing for a list of one (`type: [string, array]`)
    if ((list || Array.isArray(before) || Array.isArray(after)) && !isObject(before) && !isObject(after)) {
      const asList = (value: unknown) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
      return this.compareList(walk, list, asList(before), asList(after), at);
    }
    if ((isObject(before) || before === undefined || before === null) && (isObject(after) || after === undefined || after === null) && (isObject(before) || isObject(after))) {
      return this.compareObject(walk, field, isObject(before) ? before : {}, isObject(after) ? after : {}, at);
    }
    this.compareValue(walk, before, after, at);
  }

  private compareObject(walk: FileWalk, field: Field | undefined, before: Json, after: Json, at: At): void {
    const form = formOf(field, isObject(after) && Object.keys(after).length > 0 ? after : before);
    const named = form?.fields.map((child) => child.name!) ?? [];
    const keys = [...new Set([...named.filter((key) => key in before || key in after), ...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      const child = form?.fields.find((candidate) => candidate.name === key);
      const transparent = at.path.length === 0 && key === PAGE_ITSELF && walk.root === field;
      const place = transparent ? at.place : [...at.place, child?.label ?? humanise(key)];
      this.compare(walk, child, before[key], after[key], { place, path: [...at.path, key] });
    }
  }

  private compareValue(walk: FileWalk, before: unknown, after: unknown, at: At): void {
    markChanged(walk, at.path);
    const place = this.placeText(walk, at);
    const absent = (value: unknown) => value === undefined || value === null;
    if (absent(before)) walk.lines.push({ said: { code: 'valueSet', place, value: shorten(shown(after)) } });
    else if (absent(after)) walk.lines.push({ said: { code: 'valueCleared', place, value: shorten(shown(before)) } });
    else {
      const [was, is] = shortenPair(shown(before), shown(after));
      walk.lines.push({ said: { code: 'valueChanged', place, before: was, after: is } });
    }
  }

  /** A picture or a video field (a file's address, or a picture with its text alternative): replaced, added or removed, with both files to see. */
  private compareMedia(walk: FileWalk, field: Field, before: unknown, after: unknown, at: At): void {
    const addressOf = (value: unknown) => (field.kind === 'object' ? (isObject(value) ? value.src : undefined) : value);
    const was = addressOf(before);
    const is = addressOf(after);
    const replaced = was !== is;
    if (replaced) {
      markChanged(walk, at.path);
      const place = this.placeText(walk, at);
      const code = was === undefined || was === null ? 'mediaAdded' : is === undefined || is === null ? 'mediaRemoved' : 'mediaReplaced';
      const shownBefore = this.mediaOfAddress('before', was);
      const shownAfter = this.mediaOfAddress('after', is);
      walk.lines.push({ said: { code, place }, ...(shownBefore && { before: shownBefore }), ...(shownAfter && { after: shownAfter }) });
    }
    if (field.kind !== 'object') return;
    // the picture's other fields: its text alternative is said; its size follows a new file and is not
    const rest = (value: unknown) => Object.fromEntries(Object.entries(isObject(value) ? value : {}).filter(([key, v]) => key !== 'src' && !(replaced && typeof v === 'number')));
    this.compareObject(walk, { ...field, media: undefined }, rest(before), rest(after), at);
  }

  /**
   * Two versions of a list: items are the same item by their id (a scalar by its value), else by being
   * equal, the rest paired in place; then what was added, removed, moved, and what changed in each item,
   * named by the item ("Berth Planner › Title").
   */
  private compareList(walk: FileWalk, list: ListField | undefined, before: unknown[], after: unknown[], at: At): void {
    const pairs = pairItems(before, after);
    const pairedBefore = new Set(pairs.map(([b]) => b));
    const pairedAfter = new Set(pairs.map(([, a]) => a));
    const added = after.flatMap((_, index) => (pairedAfter.has(index) ? [] : [index])).filter((index) => !this.redirectOfRename(after[index]));
    const removed = before.flatMap((_, index) => (pairedBefore.has(index) ? [] : [index]));
    const place = this.placeText(walk, at);
    if (added.length > 0 || removed.length > 0) markChanged(walk, at.path);
    if (added.length > 0) walk.lines.push({ said: { code: 'itemsAdded', place, names: added.map((index) => this.itemName(list, after, index)) } });
    if (removed.length > 0) walk.lines.push({ said: { code: 'itemsRemoved', place, names: removed.map((index) => this.itemName(list, before, index)) } });
    const order = [...pairs].sort((x, y) => x[1] - y[1]).map(([b]) => b);
    if (order.some((b, index) => index > 0 && b < order[index - 1])) walk.lines.push({ said: { code: 'itemsMoved', place } });
    for (const [b, a] of [...pairs].sort((x, y) => x[1] - y[1])) {
      this.compare(walk, list?.item, before[b], after[a], { place: [this.itemName(list, after, a)], path: [...at.path, a] });
    }
  }

  /** An old address a rename added to the settings (its redirect to the new one): said in the rename's line. */
  private redirectOfRename(item: unknown): boolean {
    if (!isObject(item)) return false;
    const rename = this.renames.find((r) => item.from === r.fromRoute && item.to === r.toRoute);
    if (rename) rename.redirect = true;
    return rename !== undefined;
  }

  /** A list item as a person knows it: a block by its kind ("Hero"), an item by its name or title, else "Use case 3". */
  private itemName(list: ListField | undefined, items: unknown[], index: number): string {
    const item = items[index];
    const own = isObject(item) ? NAME_FIELDS.map((key) => item[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '') : undefined;
    if (list?.item.kind === 'choice' && isObject(item) && typeof item[list.item.tag] === 'string') {
      const tag = list.item.tag;
      const type = item[tag] as string;
      const kind = shortLabel(list.item.options.find((option) => option.value === type)?.label ?? humanise(type));
      const alike = items.filter((other) => isObject(other) && other[tag] === type);
      if (alike.length === 1) return kind;
      return own ? `${kind} (${shorten(own, MAX_NAME)})` : `${kind} ${alike.indexOf(item) + 1}`;
    }
    if (own) return shorten(own, MAX_NAME);
    if (!isObject(item) && !Array.isArray(item) && item !== null && item !== undefined && item !== '') return shorten(String(item), MAX_NAME);
    const label = list?.label || FORM_TEXTS[this.language].item(index + 1);
    return FORM_TEXTS[this.language].itemOf(label, singular(label), index + 1);
  }

  /** The labels down to a value ("Hero › Title"); at the file's root, the file's own label ("Guardrail videos"). */
  private placeText(walk: FileWalk, at: At): string {
    return at.place.length > 0 ? at.place.join(PLACE) : walk.root?.label || '';
  }

  /** The place of a value of a file's data, named as `compare` names it: a translated text's ("Hero › Title"). */
  private placeOf(root: Field | undefined, data: unknown, path: DataPath): string {
    let place: string[] = [];
    let field = root;
    let value = data;
    path.forEach((segment, depth) => {
      if (typeof segment === 'number') {
        const list = field?.kind === 'list' ? field : undefined;
        const items = Array.isArray(value) ? value : [];
        place = [this.itemName(list, items, segment)];
        field = list?.item;
      } else {
        const form = formOf(field, value);
        const child = form?.fields.find((candidate) => candidate.name === segment);
        if (!(depth === 0 && segment === PAGE_ITSELF)) place = [...place, child?.label ?? humanise(segment)];
        field = child;
      }
      value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    });
    return place.join(PLACE) || root?.label || '';
  }

  // ---- translations

  private translation(file: FileDiff): void {
    const { source, code } = translationOf(file.path)!;
    const rename = this.renames.find((r) => r.to === source || r.from === source);
    // a renamed page's translation moves with it: its old file is the new one's side before
    if (rename?.from === source && file.status === 'deleted' && this.byPath.get(translationFile(rename.to, code))?.status === 'added') return;
    const movedFrom = rename?.to === source && this.byPath.get(translationFile(rename.from, code))?.status === 'deleted' ? translationFile(rename.from, code) : undefined;
    const sourceNow = rename?.from === source ? rename.to : source;
    const sourceThen = rename ? rename.from : source;
    const group = this.sourceGroup(sourceNow, sourceThen);
    if (file.after === null) return void group.lines.push({ said: { code: 'translationDeleted', language: code } });
    const was = this.translatedTexts({ file: sourceThen, side: 'before' }, { file: movedFrom ?? file.path, side: 'before' }, code);
    const is = this.translatedTexts({ file: sourceNow, side: 'after' }, { file: file.path, side: 'after' }, code);
    if (!was || !is) {
      // the translation itself does not read, or the source it translates does not (then only the file is said)
      const readable = this.yaml(file.path, 'after') !== undefined && (file.before === null || this.yaml(movedFrom ?? file.path, 'before') !== undefined);
      return void group.lines.push({ said: { code: readable ? 'fileChanged' : 'unreadable', file: file.path, status: file.status } });
    }
    const counts = { translated: 0, changed: 0, removed: 0, confirmed: 0 };
    for (const [key, now] of is) {
      const then = was.get(key);
      if (!then) counts.translated++;
      else if (!deepEqual(then.value, now.value)) counts.changed++;
      else if (then.state !== 'current' && now.state === 'current') counts.confirmed++;
    }
    for (const key of was.keys()) if (!is.has(key)) counts.removed++;
    if (Object.values(counts).some((count) => count > 0)) group.lines.push({ said: { code: 'translated', language: code, ...counts } });
    else if (this.text(movedFrom ?? file.path, 'before') !== file.after) group.lines.push({ said: { code: 'layoutOnly', file: file.path } });
  }

  /**
   * The translated texts of one side of a translation file, by their place in the source: each text's value and
   * state (src/config/languages/translate.ts); empty for a file absent on that side, undefined when it or its source does not read.
   */
  private translatedTexts(source: { file: string; side: Side }, translation: { file: string; side: Side }, code: string): Map<string, { value: unknown; state: string }> | undefined {
    if (this.text(translation.file, translation.side) === null) return new Map();
    const translated = this.translated(source, translation, code);
    if (!translated) return undefined;
    const data = this.data(translation.file, translation.side);
    return new Map(translated.texts.map((placed) => [keyOfPath(placed.sourceAt), { value: valueAtPath(data, placed.at), state: placed.state }]));
  }

  /** A translation file of one side applied to its source of one side, once per summary (a changed page's translation is read for its counts and for what is now out of date). */
  private translated(source: { file: string; side: Side }, translation: { file: string; side: Side }, code: string): FileTranslation | undefined {
    const key = `${source.side}:${source.file} ${translation.side}:${translation.file}`;
    if (this.translations.has(key)) return this.translations.get(key);
    const sourceFile = this.yaml(source.file, source.side);
    const translationYaml = this.yaml(translation.file, translation.side);
    const language = this.languages.find((known) => known.code === code) ?? { code, name: code, dir: 'ltr', default: false, missing: 'fallback' };
    const translated =
      sourceFile && translationYaml
        ? translateFile({
            source: sourceFile,
            translation: translationYaml,
            translationPath: translation.file,
            texts: this.textPathsOf(source.file, source.side, sourceFile.data),
            language,
            sourceLanguage: this.languages[0],
            isPage: source.file.startsWith('pages/'),
            localLink: () => undefined,
          })
        : undefined;
    this.translations.set(key, translated);
    return translated;
  }

  /** Where a source file's texts are (its translations' places), found once per side however many languages translate it. */
  private textPathsOf(file: string, side: Side, data: unknown): DataPath[] {
    const key = `${side}:${file}`;
    let paths = this.texts.get(key);
    if (!paths) this.texts.set(key, (paths = textPaths(schemaFiles(this.schemasDir), schemaFileOf(file), data)));
    return paths;
  }

  /** The texts this change leaves out of date in each language that had translated them from the text before: "French and Arabic translations of 'Hero › Title'". */
  private staleTranslations(source: string, walk: FileWalk, group: Group): void {
    const sourceData = this.data(source, 'after');
    if (sourceData === undefined || walk.changed.size === 0) return;
    const stale = new Map<string, { place: string; languages: string[] }>();
    for (const language of this.languages.slice(1)) {
      const translationPath = translationFile(source, language.code);
      if (this.text(translationPath, 'after') === null) continue;
      for (const placed of this.translated({ file: source, side: 'after' }, { file: translationPath, side: 'after' }, language.code)?.texts ?? []) {
        if (placed.state !== 'stale' || !walk.changed.has(keyOfPath(placed.sourceAt))) continue;
        const key = keyOfPath(placed.sourceAt);
        const entry = stale.get(key) ?? { place: this.placeOf(walk.root, sourceData, placed.sourceAt), languages: [] };
        entry.languages.push(language.code);
        stale.set(key, entry);
      }
    }
    for (const { place, languages } of stale.values()) group.notes.push({ said: { code: 'outOfDate', languages, place } });
  }
}

/**
 * The forms described, by schemas read (a schema edited is a new SchemaFiles) and by interface language and
 * schema file, with the words they were described in: a review shown again costs no schema work.
 */
const described = new WeakMap<SchemaFiles, Map<string, { words: SchemaWords | undefined; field: Field | undefined }>>();

function formOfFile(schemasDir: string, file: string, language: InterfaceLanguage): Field | undefined {
  const schemas = schemaFiles(schemasDir);
  let forms = described.get(schemas);
  if (!forms) described.set(schemas, (forms = new Map()));
  const words = wordsIn(language, schemasDir);
  const key = `${language} ${schemaFileFor(file)}`;
  const known = forms.get(key);
  if (known && known.words === words) return known.field;
  const schema = editorSchemaFor(schemasDir, file, language);
  const field = schema ? describeField(schema as SchemaNode) : undefined;
  forms.set(key, { words, field });
  return field;
}

/** The schemas' words of a language as last read (a words file that does not read leaves the English, as the editor does). */
function wordsIn(language: InterfaceLanguage, schemasDir: string): SchemaWords | undefined {
  try {
    return readSchemaWords(language, schemasDir);
  } catch {
    return undefined;
  }
}

// ---- values

/** A value changed at `path`: that path and every one above it (a counted text is one text, its forms below it). */
function markChanged(walk: FileWalk, path: DataPath): void {
  for (let depth = 0; depth <= path.length; depth++) walk.changed.add(keyOfPath(path.slice(0, depth)));
}

function pageTitle(data: unknown): string | undefined {
  return isObject(data) && typeof data.title === 'string' ? data.title : undefined;
}

function isMediaFile(file: string): boolean {
  return file.startsWith(`${ASSETS_DIR}/`) && mediaKindOfFile(file) !== undefined;
}

function mediaKindOfFile(file: string): MediaKind | undefined {
  const kind = mediaKindOf(file);
  return kind === 'video' ? 'video' : kind ? 'image' : undefined;
}

/** The field a picture or a video is chosen in: a file's address, or a picture with its text alternative. */
function mediaField(field: Field | undefined): Field | undefined {
  if (field?.kind === 'asset') return field;
  if (field?.kind === 'object' && field.media === 'image') return field;
  return undefined;
}

/** The fields of an object, or of a choice's option picked by the value's tag (a block by its type). */
function formOf(field: Field | undefined, value: unknown): ObjectField | undefined {
  if (field?.kind === 'object') return field;
  if (field?.kind === 'choice' && isObject(value)) return field.options.find((option) => option.value === value[field.tag])?.form;
  return undefined;
}

/** A block kind's label without its explanation in brackets: "Hero (top of the page)" → "Hero". */
function shortLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*$/, '') || label;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text of at most `max` characters on one line, cut at a word with "…". */
export function shorten(text: string, max = MAX_CHARS): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const space = line.lastIndexOf(' ', max - 1);
  return `${line.slice(0, space > max * 0.7 ? space : max - 1).trimEnd()}…`;
}

/**
 * Both sides of a changed text, each readable on its own: short ones whole; long ones from a little before
 * where they first differ, so that the change is in what is shown ("…the agent finds 3% below budget…").
 */
export function shortenPair(before: string, after: string, max = MAX_CHARS): [string, string] {
  const [was, is] = [oneLine(before), oneLine(after)];
  if (was.length <= max && is.length <= max) return [was, is];
  let common = 0;
  while (common < was.length && common < is.length && was[common] === is[common]) common++;
  // start at a word some way before the first difference, when that difference is far in
  let start = 0;
  if (common > max / 3) {
    const space = was.lastIndexOf(' ', common - Math.floor(max / 4));
    start = space > 0 ? space + 1 : 0;
  }
  const cut = (text: string) => {
    const rest = text.slice(start);
    return `${start > 0 ? '…' : ''}${rest.length <= max ? rest : shorten(rest, max)}`;
  };
  return [cut(was), cut(is)];
}

function valueAtPath(data: unknown, path: DataPath): unknown {
  let value = data;
  for (const segment of path) value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
  return value;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}

/** An item's identity across versions: its id, or a scalar's value; undefined for an item with neither. */
function identity(item: unknown): string | undefined {
  if (isObject(item)) return typeof item.id === 'string' ? `id:${item.id}` : undefined;
  if (Array.isArray(item)) return undefined;
  return `value:${JSON.stringify(item)}`;
}

/**
 * The items of two versions of a list that are the same item, as [before index, after index]: by identity
 * when every item has one; else the items equal on both sides in order (their longest common run), then
 * those left between two such in place, when they are of the same kind (a block of the same type).
 */
function pairItems(before: unknown[], after: unknown[]): [number, number][] {
  if ([...before, ...after].every((item) => identity(item) !== undefined)) {
    const free = new Map<string, number[]>();
    before.forEach((item, index) => free.set(identity(item)!, [...(free.get(identity(item)!) ?? []), index]));
    return after.flatMap((item, index): [number, number][] => {
      const found = free.get(identity(item)!)?.shift();
      return found === undefined ? [] : [[found, index]];
    });
  }
  const anchors = before.length * after.length <= 40_000 ? commonRun(before, after) : [];
  const pairs: [number, number][] = [];
  const sameKind = (a: unknown, b: unknown) => (isObject(a) && isObject(b) ? a.type === b.type : typeof a === typeof b && Array.isArray(a) === Array.isArray(b));
  let [b, a] = [0, 0];
  for (const [nextB, nextA] of [...anchors, [before.length, after.length] as [number, number]]) {
    // between two anchors, the items left are paired in place: one edited item, not one removed and one added
    for (; b < nextB && a < nextA; b++, a++) if (sameKind(before[b], after[a])) pairs.push([b, a]);
    if (nextB < before.length) pairs.push([nextB, nextA]);
    [b, a] = [nextB + 1, nextA + 1];
  }
  return pairs;
}

/** The longest run of items equal on both sides, in order, as index pairs. */
function commonRun(before: unknown[], after: unknown[]): [number, number][] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let b = before.length - 1; b >= 0; b--)
    for (let a = after.length - 1; a >= 0; a--) lengths[b][a] = deepEqual(before[b], after[a]) ? lengths[b + 1][a + 1] + 1 : Math.max(lengths[b + 1][a], lengths[b][a + 1]);
  const run: [number, number][] = [];
  let [b, a] = [0, 0];
  while (b < before.length && a < after.length) {
    if (deepEqual(before[b], after[a])) {
      run.push([b, a]);
      b++;
      a++;
    } else if (lengths[b + 1][a] >= lengths[b][a + 1]) b++;
    else a++;
  }
  return run;
}
