import type { IncomingMessage } from 'node:http';
import { answerEditorApi } from '../../editor/server/api.ts';
import { answerMediaApi } from '../../editor/server/media-api.ts';
import { bodyChecker, readBodyOf, sendJson } from '../../http/http.ts';
import { lucideIcon, lucideIconNames } from '../../config/sources/icons.ts';
import { SCHEMAS_DIR } from '../../paths.ts';
import { newDraftSchema, type DraftAnswer, type DraftListAnswer } from '../contract.ts';
import { draftFiles } from '../draft-site-files.ts';
import type { Handler, StudioContext } from './context.ts';

const newDraft = bodyChecker(newDraftSchema);
const editorSupport = { schemasDir: SCHEMAS_DIR, iconNames: lucideIconNames, icon: lucideIcon };

/** The open drafts, a new one, and the editor's API on one draft (src/editor/server/api.ts, the same as the dev server's). */
export function draftFileHandlers({ guard, drafts, author, draftOf, mayChange, livePreviews, checks }: StudioContext) {
  const listDrafts: Handler = (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { drafts: drafts.list().filter((d) => d.status !== 'discarded' && d.status !== 'published') } satisfies DraftListAnswer);
  };

  const createDraft: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const { title } = await readBodyOf(req, newDraft);
    sendJson(res, 201, { draft: await drafts.create(title, author(signed)) } satisfies DraftAnswer);
  };

  /** A draft discarded or published while its request was answered has lost its files: it is said to be gone, not a failure. */
  const whileOpen = async (id: string, answer: () => Promise<unknown>) => {
    try {
      await answer();
    } catch (error) {
      draftOf(id);
      throw error;
    }
  };

  /** The draft's files for the person asking (reading needs a session). */
  const filesFor = (req: IncomingMessage, id: string) => {
    const signed = guard.signedIn(req);
    return draftFiles(drafts, draftOf(id).id, () => author(signed), checks, livePreviews);
  };

  /** /studio/api/drafts/<id>/<route>: reading needs a session; checking, the editor's role; saving, the draft too. */
  const editorApi: Handler = async (req, res, [id, route], url) => {
    const files = filesFor(req, id);
    await whileOpen(id, () =>
      answerEditorApi(req, res, route, url.searchParams, files, editorSupport, (action) => {
        if (action === 'read') return;
        const changing = guard.change(req, 'edit');
        if (action === 'save') mayChange(changing, id);
      }),
    );
  };

  /** /studio/api/drafts/<id>/<media route> (src/editor/server/media-api.ts): the draft's library, reading needs a session; an upload, the draft too. */
  const mediaApi: Handler = async (req, res, [id, route], url) => {
    const files = filesFor(req, id);
    await whileOpen(id, () =>
      answerMediaApi(req, res, route, url.searchParams, files, (action) => {
        if (action === 'read') return;
        mayChange(guard.change(req, 'edit'), id);
      }),
    );
  };

  return { listDrafts, createDraft, editorApi, mediaApi };
}
