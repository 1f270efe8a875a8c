import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyChecker, readBodyOf, Refusal, sendJson } from '../../http/http.ts';
import type { IconData } from '../../model/values.ts';
import {
  checkRequestSchema,
  deleteRequestSchema,
  previewRequestSchema,
  renameRequestSchema,
  type FindAnswer,
  type PreviewAnswer,
  type DeleteAnswer,
  type LinksAnswer,
  type NewPageAnswer,
  type PageRefusalAnswer,
  type RenameAnswer,
  EDITOR_ROUTES,
  isEditorRoute,
  saveRequestSchema,
  type CheckAnswer,
  type ContextAnswer,
  type EditorAction,
  type EditorRoute,
  type FileAnswer,
  type Problem,
  type FileListAnswer,
  type IconAnswer,
  type SaveConflictAnswer,
  type SavedAnswer,
  type SchemaAnswer,
  translateRequestSchema,
  type TranslateRequest,
  type TranslationAnswer,
  type TranslationsAnswer,
} from '../contract.ts';
import type { JSONSchemaType } from 'ajv';
import { siteLanguages, translationFile } from '../../config/languages/languages.ts';
import { siteConfigData, translationRows, withTranslatedTexts } from './translations.ts';
import type { SiteFiles } from './site-files.ts';

export type { SiteFiles } from './site-files.ts';
import { deleteChanges, linksToRoute, newPagePlan, renameChanges, siteEntries } from './site-entries.ts';
import { findField } from './find-field.ts';
import { editorFacts, editorSchemaFor, previewRouteFor } from './site-facts.ts';
import { languageOfRequest } from '../../interface/language.ts';
import { errorIn, REFUSALS } from './refusals.ts';
import { problemsForPerson } from './problems-in.ts';

/** What the editor offers beside the files: the schemas and the icon set. */
export interface EditorSupport {
  schemasDir: string;
  iconNames: () => string[];
  icon: (name: string) => IconData | undefined;
}

const checkBody = bodyChecker(checkRequestSchema);
const saveBody = bodyChecker(saveRequestSchema);
const renameBody = bodyChecker(renameRequestSchema);
const deleteBody = bodyChecker(deleteRequestSchema);
const previewBody = bodyChecker(previewRequestSchema);
const translateBody = bodyChecker(translateRequestSchema as unknown as JSONSchemaType<TranslateRequest>);

/** A translation asked of a file that cannot be translated (a translation itself, a language the site lacks, a file with mistakes): 400 with why. */
async function translating<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw new Refusal(400, (language) => REFUSALS[language].translationRefused(errorIn(error, language)), { code: 'translation' });
  }
}

function checked(files: SiteFiles, file: unknown): string {
  const result = files.checkPath(file);
  if (!result.ok) throw new Refusal(result.status, result.sentence, { code: 'path' });
  return result.file;
}

/**
 * Answers one call of the editor's API (`route`, the part of the address after the host's API prefix)
 * on `files`, once `allow` has accepted the person for what the route does. Both hosts mount it, each
 * with its own prefix and its own check of who asks (a token on the dev server, a session in the studio).
 */
export async function answerEditorApi(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
  files: SiteFiles,
  support: EditorSupport,
  allow: (action: EditorAction) => void,
): Promise<void> {
  const known = isEditorRoute(route) && EDITOR_ROUTES[route].part === 'editor' ? EDITOR_ROUTES[route] : undefined;
  if (!known) throw new Refusal(404, (language) => REFUSALS[language].noSuchRoute(route), { code: 'not-found' });
  if ((req.method === 'HEAD' ? 'GET' : req.method) !== known.method) {
    throw new Refusal(405, (language) => REFUSALS[language].wrongMethod(req.method, known.method), { code: 'method', headers: { allow: known.method } });
  }
  allow(known.action);
  // the texts of an answer a person reads (a page's name taken, a link in the way, the site's problems) are in their language
  const language = languageOfRequest(req.headers);
  const said = (problems: Problem[]) => problemsForPerson(problems, language, support.schemasDir);
  switch (route as Exclude<EditorRoute, 'media' | 'media-file' | 'upload' | 'upload-status'>) {
    case 'files':
      return sendJson(res, 200, { files: files.list(), entries: siteEntries(files, language) } satisfies FileListAnswer);
    case 'context':
      return sendJson(res, 200, editorFacts(files, support.schemasDir, support.iconNames()) satisfies ContextAnswer);
    case 'icon':
      return sendJson(res, 200, { icon: support.icon(query.get('name') ?? '') ?? null } satisfies IconAnswer);
    case 'translations': {
      const translations = await files.translationStates();
      const languages = siteLanguages(siteConfigData((file) => files.read(file))).map(({ code, name, dir }) => ({ code, name, dir }));
      return sendJson(res, 200, { languages: languages.length > 1 ? languages : [], states: translations } satisfies TranslationsAnswer);
    }
    case 'translation': {
      const file = checked(files, query.get('path'));
      const rows = await translating(() => translationRows(files, file, query.get('language') ?? ''));
      return sendJson(res, 200, { ...rows, problems: said(rows.problems) } satisfies TranslationAnswer);
    }
    case 'translate': {
      const body = await readBodyOf(req, translateBody);
      const file = checked(files, body.path);
      const target = checked(files, translationFile(file, body.language));
      const current = files.read(target);
      if ((current?.hash ?? null) !== (body.hash ?? null)) return sendJson(res, 409, { conflict: true, disk: current ?? null } satisfies SaveConflictAnswer);
      const text = await translating(async () => withTranslatedTexts((f) => files.read(f), file, body.language, current?.text ?? null, body.texts));
      const saved = await files.save(target, text, current?.hash ?? null);
      if (!saved.ok) return sendJson(res, 409, { conflict: true, disk: saved.disk } satisfies SaveConflictAnswer);
      return sendJson(res, 200, { hash: saved.hash, problems: said(await files.checkSaved()) } satisfies SavedAnswer);
    }
    case 'schema':
      return sendJson(res, 200, { schema: editorSchemaFor(support.schemasDir, query.get('path') ?? '', language) ?? null } satisfies SchemaAnswer);
    case 'file': {
      const file = checked(files, query.get('path'));
      const found = files.read(file);
      return sendJson(res, 200, { path: file, text: found?.text ?? '', hash: found?.hash ?? null, preview: previewRouteFor(files, file) } satisfies FileAnswer);
    }
    case 'check': {
      const body = await readBodyOf(req, checkBody);
      const file = checked(files, body.path);
      return sendJson(res, 200, { problems: said(await files.check({ [file]: body.text })) } satisfies CheckAnswer);
    }
    case 'new-page': {
      const folder = query.get('folder') ?? '';
      if (!/^pages(\/[a-z0-9-]+)*$/.test(folder)) throw new Refusal(400, (language) => REFUSALS[language].notPagesFolder(folder), { code: 'folder', field: 'folder' });
      return sendJson(res, 200, newPagePlan(files, folder, (query.get('name') ?? '').slice(0, 120), language) satisfies NewPageAnswer);
    }
    case 'links': {
      const file = checked(files, query.get('path'));
      const route = siteEntries(files).find((entry) => entry.path === file)?.route ?? null;
      return sendJson(res, 200, { route, links: route ? linksToRoute(files, route, file) : [] } satisfies LinksAnswer);
    }
    case 'rename': {
      const body = await readBodyOf(req, renameBody);
      const renamed = renameChanges(files, checked(files, body.path), body.name, language, { headings: body.headings === true });
      if ('problem' in renamed) throw new Refusal(409, renamed.problem, { code: 'rename', field: 'name' });
      for (const change of renamed.changes) checked(files, change.path);
      const applied = await files.apply(renamed.changes);
      if (!applied.ok) throw new Refusal(409, (language) => REFUSALS[language].changedMeanwhile(applied.path, 'renamed'), { code: 'changed' });
      return sendJson(res, 200, { path: renamed.newPath, route: renamed.route, changed: renamed.changes.map((c) => c.path), problems: said(await files.checkSaved()) } satisfies RenameAnswer);
    }
    case 'delete': {
      const body = await readBodyOf(req, deleteBody);
      const deleted = deleteChanges(files, checked(files, body.path), body.removeLinks ?? false, language);
      if ('problem' in deleted) return sendJson(res, 409, { error: deleted.problem, code: 'linked', links: deleted.links } satisfies PageRefusalAnswer);
      const applied = await files.apply(deleted.changes);
      if (!applied.ok) throw new Refusal(409, (language) => REFUSALS[language].changedMeanwhile(applied.path, 'deleted'), { code: 'changed' });
      return sendJson(res, 200, { deleted: body.path, changed: deleted.changes.map((c) => c.path), problems: said(await files.checkSaved()) } satisfies DeleteAnswer);
    }
    case 'find': {
      const mark = query.get('mark') ?? '';
      const near = query.get('near') ?? '';
      if (mark && !/^[0-9a-f]{12}$/.test(mark)) throw new Refusal(400, (language) => REFUSALS[language].notAMark, { code: 'mark', field: 'mark' });
      if (mark) {
        const found = await files.findMark(mark);
        return sendJson(res, 200, { found: found ?? null } satisfies FindAnswer);
      }
      // a picture: the field naming it, in the item of the text nearest it when that tells
      const around = /^[0-9a-f]{12}$/.test(near) ? await files.findMark(near) : undefined;
      const first = around?.file ?? query.get('path') ?? undefined;
      return sendJson(res, 200, { found: findField(files, { text: query.get('text')?.slice(0, 2000), src: query.get('src')?.slice(0, 2000), first, near: around?.path }) } satisfies FindAnswer);
    }
    case 'preview': {
      const body = await readBodyOf(req, previewBody);
      const file = checked(files, body.path);
      const shown = await files.preview({ file, text: body.text, route: body.route ?? previewRouteFor(files, file), language: body.language ?? undefined, interfaceLanguage: language });
      return sendJson(res, 200, { ...shown, problems: said(shown.problems) } satisfies PreviewAnswer);
    }
    case 'save': {
      const body = await readBodyOf(req, saveBody);
      const file = checked(files, body.path);
      const saved = await files.save(file, body.text, body.hash ?? null);
      if (!saved.ok) return sendJson(res, 409, { conflict: true, disk: saved.disk } satisfies SaveConflictAnswer);
      return sendJson(res, 200, { hash: saved.hash, problems: said(await files.checkSaved()) } satisfies SavedAnswer);
    }
  }
}
