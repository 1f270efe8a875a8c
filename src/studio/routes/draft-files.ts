import { lucideIcon, lucideIconNames } from '../../config/sources/icons.ts';
import { checkPath, listEditable } from '../../editor/server/files.ts';
import { dereferencedSchema, editorFacts, previewRouteFor, schemaFileFor } from '../../editor/server/site-facts.ts';
import { SCHEMAS_DIR } from '../../paths.ts';
import { checkSite } from '../builds.ts';
import { readJson, Refusal, sendJson, text } from '../http.ts';
import type { Handler, StudioContext } from './context.ts';

/** The open drafts, and the files of one draft: listing, reading, checking and saving them. */
export function draftFileHandlers({ guard, drafts, author, draftOf, mayChange }: StudioContext) {
  const listDrafts: Handler = (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { drafts: drafts.list().filter((d) => d.status !== 'discarded' && d.status !== 'published') });
  };

  const createDraft: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const title = text((await readJson(req)).title, 'The draft\'s title', 120).trim();
    if (!title) throw new Refusal(400, 'Give the draft a title: what does it change?');
    sendJson(res, 201, { draft: await drafts.create(title, author(signed)) });
  };

  const draftFiles: Handler = (req, res, [id]) => {
    guard.signedIn(req);
    sendJson(res, 200, { files: listEditable(drafts.root(draftOf(id).id)) });
  };

  const draftContext: Handler = (req, res, [id]) => {
    guard.signedIn(req);
    sendJson(res, 200, editorFacts(drafts.root(draftOf(id).id), SCHEMAS_DIR, lucideIconNames()));
  };

  const draftIcon: Handler = (req, res, _params, url) => {
    guard.signedIn(req);
    sendJson(res, 200, { icon: lucideIcon(url.searchParams.get('name') ?? '') ?? null });
  };

  const draftSchema: Handler = (req, res, _params, url) => {
    guard.signedIn(req);
    const schemaFile = schemaFileFor(url.searchParams.get('path') ?? '');
    sendJson(res, 200, { schema: schemaFile ? (dereferencedSchema(SCHEMAS_DIR, schemaFile) ?? null) : null });
  };

  const draftFile: Handler = (req, res, [id], url) => {
    guard.signedIn(req);
    const root = drafts.root(draftOf(id).id);
    const checked = checkPath(root, url.searchParams.get('path'));
    if (!checked.ok) throw new Refusal(checked.status, checked.message);
    const found = drafts.read(id, checked.file);
    sendJson(res, 200, { path: checked.file, text: found?.text ?? '', hash: found?.hash ?? null, preview: previewRouteFor(root, checked.file) });
  };

  const draftCheck: Handler = async (req, res, [id]) => {
    guard.change(req, 'edit');
    const body = await readJson(req);
    const root = drafts.root(draftOf(id).id);
    const checked = checkPath(root, body.path);
    if (!checked.ok) throw new Refusal(checked.status, checked.message);
    sendJson(res, 200, { problems: checkSite(root, { [checked.file]: text(body.text, 'The file\'s text', 1024 * 1024) }) });
  };

  const draftSave: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    const body = await readJson(req);
    const change = { path: text(body.path, 'The file\'s name', 300), text: text(body.text, 'The file\'s text', 1024 * 1024), baseHash: typeof body.hash === 'string' ? body.hash : null };
    const saved = await drafts.save(id, [change], author(signed));
    if (!saved.ok) return sendJson(res, 409, { conflict: true, disk: saved.conflicts[0]?.theirs ?? null });
    sendJson(res, 200, { hash: saved.files.find((f) => f.path === change.path)?.hash, problems: checkSite(drafts.root(id)) });
  };

  return { listDrafts, createDraft, draftFiles, draftContext, draftIcon, draftSchema, draftFile, draftCheck, draftSave };
}
