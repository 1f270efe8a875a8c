import { languageOfRoute } from '../ui/site-context.tsx';
import { lstatSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { normalizeRoute } from '../model/slug.ts';
import { sortProblems } from '../config/messages/problems.ts';
import { createSiteMemo, loadSite, type SiteMemo } from '../config/site/load-site.ts';
import { siteTree } from '../config/site/site-tree.ts';
import type { SiteModel } from '../model/types.ts';
import type { CheckJob, CheckReply, CheckWorkerData, PreviewAnswer, PreviewPageAnswer } from './draft-checks.ts';
import { previewDataAt, ServedData, previewOf, sourceTexts, type PreviewSite } from '../editor/server/preview.ts';
import { marked, SourceIndex } from '../editor/server/source-index.ts';
import { editorFacts } from '../editor/server/site-facts.ts';
import { editableFilesAt, listEditable } from '../editor/server/files.ts';
import { SCHEMAS_DIR } from '../paths.ts';

/**
 * The studio's check thread (started by src/studio/draft-checks.ts): the drafts' sites are loaded here, off
 * the thread that answers requests, each with the memo of its last load (LoadOptions.memo), as the dev server
 * does, so that a keystroke re-checks the page it changed. One job at a time, in the order they are sent.
 */
const { memoPages, maxDrafts, gate } = workerData as CheckWorkerData;

/**
 * This thread's niceness (Linux keeps one per thread; 0 names the calling one): a whole draft loaded here
 * yields the CPU to the requests answered meanwhile (a sign-in's password hash), still ahead of a build (10).
 */
const CHECK_NICENESS = 5;
try {
  setPriority(0, CHECK_NICENESS);
} catch {
  // not allowed here: the checks run at the studio's priority
}
/** [0]: 1 while the test seam holds the thread before its next check (DraftChecks.hold). */
const held = new Int32Array(gate);

interface DraftState {
  memo: SiteMemo;
  /** The files of public/ with their size and time, when the memo was last used: the pages were validated against them (image sizes). */
  publicStamp: string;
  /** The model of the editor's text, made for preview `version` (with the texts it was made of); undefined when it had problems and the draft's files too. */
  preview?: { version: number; model: SiteModel | undefined; overlay: Record<string, string> };

}

/** The drafts' memos, the one used last at the end; the oldest are dropped past `maxDrafts` drafts or `memoPages` pages in all. */
const drafts = new Map<string, DraftState>();

function publicStampOf(root: string): string {
  const { files, links } = siteTree(root, 'public');
  return [...files, ...links]
    .map((file) => {
      const stat = lstatSync(path.join(root, file), { throwIfNoEntry: false });
      return `${file} ${stat?.mtimeMs} ${stat?.size}`;
    })
    .join('\n');
}

function stateOf(root: string): DraftState {
  const publicStamp = publicStampOf(root);
  let state = drafts.get(root);
  drafts.delete(root);
  // a file of public/ changed: what the pages were validated under (image sizes) may have too
  if (!state || state.publicStamp !== publicStamp) state = { memo: createSiteMemo(), publicStamp,  };
  drafts.set(root, state);
  return state;
}

/** What each draft's preview frame has read of the data: kept with the draft, not with its memo (a new memo does not make the frame's data new). */
const served = new Map<string, ServedData>();
const servedOf = (root: string) => served.get(root) ?? served.set(root, new ServedData()).get(root)!;

/** Keeps the memos within bounds once a load is done: the newest always, then the others newest first. */
function trim(): void {
  let pages = 0;
  const newestFirst = [...drafts.keys()].reverse();
  newestFirst.forEach((root, i) => {
    pages += drafts.get(root)!.memo.pages.size;
    if (i > 0 && (i >= maxDrafts || pages > memoPages)) drafts.delete(root);
  });
}

/** The texts of the draft's files (for source marks), each file's kept by its text. */
const sources = new SourceIndex(SCHEMAS_DIR);

/** A draft as the editor's preview reads it (src/editor/server/preview.ts). */
function previewSite(root: string, memo: SiteMemo): PreviewSite {
  return {
    load: (overlay) => loadSite(root, { overlay, memo }),
    files: () => listEditable(root),
    read: (file) => {
      try {
        return readFileSync(path.join(root, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    facts: () => editorFacts(editableFilesAt(root), SCHEMAS_DIR, []),
    schemasDir: SCHEMAS_DIR,
    sources,
  };
}

function previewAnswer(model: SiteModel | undefined, want: Extract<CheckJob, { type: 'preview' }>['want'], mark: <T>(value: T) => T): PreviewAnswer {
  if (!model) return { kind: 'none' };
  if (want.kind === 'data') {
    const body = previewDataAt(model, want.url);
    return { kind: 'data', body: body === undefined ? null : mark(body) };
  }
  const route = normalizeRoute(want.pathname);
  // a page in another language comes with that language's shell
  const shell = model.shells?.[languageOfRoute(route, model.shell.languages, model.shell.language)] ?? model.shell;
  const page = model.pages.find((p) => p.route === route) ?? model.pages.find((p) => p.route === shell.notFoundRoute)!;
  return { kind: 'page', found: page.route === route, shell: mark(shell), page: mark(page), theme: model.theme };
}

function handle(job: CheckJob): unknown {
  switch (job.type) {
    case 'problems': {
      if (Atomics.load(held, 0) === 1) {
        parentPort!.postMessage({ held: true } satisfies CheckReply);
        Atomics.wait(held, 0, 1);
      }
      const { memo } = stateOf(job.root);
      const problems = sortProblems(loadSite(job.root, { overlay: job.overlay, memo, problemsOnly: true }).problems);
      trim();
      return problems;
    }
    case 'preview': {
      const state = stateOf(job.root);
      // a request asked for an older version than the model made since (a frame's first data, asked before the
      // text typed meanwhile) gets the newer one: the data versions the editor is told are of that one
      if (!state.preview || state.preview.version < job.version) {
        // the editor's text, else the draft's files: the last site without problems stays in the preview
        const withText = loadSite(job.root, { overlay: job.overlay, memo: state.memo }).model;
        state.preview = { version: job.version, model: withText ?? loadSite(job.root, { memo: state.memo }).model, overlay: withText ? job.overlay : {} };
        trim();
      }
      if (job.want.kind === 'data' && state.preview.model) servedOf(job.root).served(state.preview.model, job.want.url);
      const site = previewSite(job.root, state.memo);
      const overlay = state.preview.overlay;
      return previewAnswer(state.preview.model, job.want, (value) => marked(value, sourceTexts(site, overlay)));
    }
    case 'preview-page': {
      const state = stateOf(job.root);
      const { request } = job;
      const result = previewOf(previewSite(job.root, state.memo), request.file, request.text, request.route, request.language, request.interfaceLanguage);
      if (result.model) state.preview = { version: job.version, model: result.model, overlay: result.overlay };
      trim();
      const { model: _model, overlay: _overlay, ...answer } = result;
      return { ...answer, dataVersion: state.preview?.model ? servedOf(job.root).versionFor(state.preview.model) : '' } satisfies PreviewPageAnswer;
    }
    case 'find-mark': {
      const site = previewSite(job.root, stateOf(job.root).memo);
      const overlay = { ...job.overlay, ...(drafts.get(job.root)?.preview?.overlay ?? {}) };
      return sources.find([...new Set([...site.files(), ...Object.keys(overlay)])], (file) => (Object.hasOwn(overlay, file) ? overlay[file] : site.read(file)), job.id) ?? null;
    }
    case 'translations': {
      const { memo } = stateOf(job.root);
      const { translations = [] } = loadSite(job.root, { memo, problemsOnly: true });
      trim();
      return translations;
    }
    case 'forget':
      drafts.delete(job.root);
      served.delete(job.root);
      return null;
  }
}

parentPort!.on('message', ({ id, job }: { id: number; job: CheckJob }) => {
  try {
    const result = handle(job);
    parentPort!.postMessage({ id, result, memos: [...drafts.keys()] } satisfies CheckReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error), memos: [...drafts.keys()] } satisfies CheckReply);
  }
});
