import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { pageDataUrl, SHELL_DATA_URL } from '../../app/routes.ts';
import { sortProblems, type Problem } from '../../config/messages/problems.ts';
import type { LoadResult } from '../../config/site/load-site.ts';
import { parseYamlCached } from '../../config/yaml/yaml-file.ts';
import type { PageData, ShellData, SiteModel } from '../../model/types.ts';
import { languageOfRoute } from '../../ui/site-context.tsx';
import { FORM_TEXTS } from '../form/form-texts.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { describeField, type RefField } from '../form/fields.ts';
import { withPlaceholders } from '../form/placeholders.ts';
import type { EditorFacts } from '../contract.ts';
import { editorSchemaFor } from './site-facts.ts';
import { marked, type SourceIndex } from './source-index.ts';

/**
 * The editor's preview of a file as it is typed, the same on both hosts (the dev server's site state, a
 * studio draft's check thread): the site loaded with the text in place of the file; when that has problems,
 * loaded again with a stand-in for each required value still empty (src/editor/form/placeholders.ts), so a
 * new page previews from its first field; the page that shows the file, in the language asked for, marked
 * with where each of its texts comes from (source-index.ts).
 */
export interface PreviewSite {
  /** Loads the site with `overlay` (file → text) laid over its files. */
  load(overlay: Record<string, string>): LoadResult;
  /** The site's YAML files, and a file's text as the site has it now (the overlay aside). */
  files(): string[];
  read(file: string): string | undefined;
  facts(): EditorFacts;
  schemasDir: string;
  sources: SourceIndex;
}

export interface PreviewResult {
  problems: Problem[];
  route: string;
  page: PageData | null;
  shell: ShellData | null;
  placeholders: number;
  /** The open file's text fields' marks, by path (PreviewAnswer.marks). */
  marks?: Record<string, string>;
  /** The model the preview shows (its data files are served from it), and the texts it was made with. */
  model?: SiteModel;
  overlay: Record<string, string>;
}

/** What the preview frame reads at a data address (`/_data/…`): the shell, a page's data or a block's. */
export function previewDataAt(model: SiteModel, url: string): unknown {
  return url === SHELL_DATA_URL ? model.shell : (model.pages.find((page) => pageDataUrl(page.route) === url) ?? model.data[url]);
}

/**
 * What the preview frame has read of the data (`/_data/…`), for telling it when to read again: each preview's
 * `dataVersion` changes only when something the frame read differs in the preview's model (a use case typed in
 * an industry's file), not for each text of a page typed (src/editor/preview/main.tsx). Hashes the frame's few
 * files, not the site's megabytes of data.
 */
export class ServedData {
  private readonly hashes = new Map<string, string>();
  private version = 0;

  /** The frame was sent the data at `url` of `model`. */
  served(model: SiteModel, url: string): void {
    this.hashes.set(url, hashOf(previewDataAt(model, url)));
  }

  /** The data version for a preview showing `model`: a new one when what the frame read has changed in it. */
  versionFor(model: SiteModel): string {
    let changed = false;
    for (const [url, hash] of this.hashes) {
      const now = hashOf(previewDataAt(model, url));
      if (now === hash) continue;
      changed = true;
      // the frame reads it again on this version: what it gets is this
      this.hashes.set(url, now);
    }
    if (changed) this.version++;
    return String(this.version);
  }
}

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value) ?? '').digest('base64');

/** The route a page file names in its text (a new page's too), else undefined. */
function routeIn(file: string, text: string): string | undefined {
  if (!file.startsWith('pages/')) return undefined;
  const route = (parseYamlCached(file, text).data as { route?: unknown } | undefined)?.route;
  return typeof route === 'string' && route.startsWith('/') ? route : undefined;
}

export function previewOf(site: PreviewSite, file: string, text: string, shownRoute: string, language: string | undefined, interfaceLanguage: InterfaceLanguage): PreviewResult {
  let overlay: Record<string, string> = { [file]: text };
  const loaded = site.load(overlay);
  const problems = sortProblems(loaded.problems);
  let model = loaded.model;
  let placeholders = 0;
  if (!model) {
    const filled = standIns(site, file, text, interfaceLanguage);
    if (filled) {
      const again = site.load({ [file]: filled.text });
      if (again.model) {
        model = again.model;
        overlay = { [file]: filled.text };
        placeholders = filled.count;
      }
    }
  }
  const route = routeIn(file, text) ?? shownRoute;
  if (!model) return { problems, route, page: null, shell: null, placeholders, overlay };
  const source = model.pages.find((page) => page.route === route);
  const inLanguage = language && source?.alternates?.[language] ? source.alternates[language] : route;
  const shell = model.shells?.[languageOfRoute(inLanguage, model.shell.languages, model.shell.language)] ?? model.shell;
  const page = model.pages.find((p) => p.route === inLanguage) ?? model.pages.find((p) => p.route === shell.notFoundRoute) ?? null;
  const texts = sourceTexts(site, overlay);
  const marks = Object.fromEntries([...texts.values()].flat().filter((text) => text.file === file).map((text) => [text.path.join('/'), text.id]));
  return { problems, route: inLanguage, page: page && marked(page, texts, file), shell: marked(shell, texts), placeholders, marks, model, overlay };
}

/** The site's texts by value, with `overlay` in place of its files: for marking what the preview shows. */
export function sourceTexts(site: Pick<PreviewSite, 'files' | 'read' | 'sources'>, overlay: Record<string, string>) {
  const files = [...new Set([...site.files(), ...Object.keys(overlay)])];
  return site.sources.texts(files, (file) => (Object.hasOwn(overlay, file) ? overlay[file] : site.read(file)));
}

/** The file's text with a stand-in for each required value still empty, and how many texts show as placeholders; undefined when it does not read. */
function standIns(site: PreviewSite, file: string, text: string, interfaceLanguage: InterfaceLanguage): { text: string; count: number } | undefined {
  const parsed = parseYamlCached(file, text);
  if (parsed.problems.length > 0 || parsed.data === undefined) return undefined;
  const schema = editorSchemaFor(site.schemasDir, file, interfaceLanguage);
  if (!schema) return undefined;
  const facts = site.facts();
  const ids = (field: RefField, data: unknown): string[] => {
    if (field.collection && !field.collectionName) return facts.collections[field.collection] ?? [];
    if (!field.localPath) return [];
    // the ids written in this file where the reference points (industry/categories/id)
    const [last, ...parents] = [...field.localPath].reverse();
    let found: unknown[] = [data];
    for (const key of parents.reverse()) found = found.flatMap((value) => (Array.isArray(value) ? value : [value])).map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined));
    return found.flatMap((value) => (Array.isArray(value) ? value : [value])).flatMap((value) => {
      const id = value && typeof value === 'object' ? (value as Record<string, unknown>)[last] : undefined;
      return typeof id === 'string' && id !== '' ? [id] : [];
    });
  };
  const words = FORM_TEXTS[interfaceLanguage];
  const filled = withPlaceholders(describeField(schema as Parameters<typeof describeField>[0]), parsed.data, { toWrite: words.toWrite }, ids);
  return { text: stringify(filled.data), count: filled.filled.length };
}

/**
 * The preview of a host that loads the site in its own thread (the dev server): each preview's model is kept
 * for the preview frame's pages and data (`model`, `texts`), until the next one or a save (`reset`).
 */
export function previewHost(site: PreviewSite) {
  let version = 0;
  let shown: { model: SiteModel; overlay: Record<string, string> } | undefined;
  const served = new ServedData();
  return {
    preview: async (request: { file: string; text: string; route: string; language?: string; interfaceLanguage: InterfaceLanguage }) => {
      const result = previewOf(site, request.file, request.text, request.route, request.language, request.interfaceLanguage);
      if (result.model) shown = { model: result.model, overlay: result.overlay };
      const { model: _model, overlay: _overlay, ...answer } = result;
      return { ...answer, version: ++version, dataVersion: shown ? served.versionFor(shown.model) : '' };
    },
    /** The preview frame was sent the data at `url` of `model`. */
    served: (model: SiteModel, url: string) => served.served(model, url),
    findMark: async (id: string) => site.sources.find([...new Set([...site.files(), ...Object.keys(shown?.overlay ?? {})])], (file) => shown?.overlay[file] ?? site.read(file), id),
    /** The model the last preview showed, if any. */
    model: () => shown?.model,
    /** A preview's page or data marked with where its texts come from. */
    marked: <T>(value: T): T => marked(value, sourceTexts(site, shown?.overlay ?? {})),
    /** The files changed on disk: the preview shows them. */
    reset: () => (shown = undefined),
  };
}
