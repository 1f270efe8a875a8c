import type { ServerResponse } from 'node:http';
import { previewRouteFor } from '../../editor/server/site-facts.ts';
import { checkSite } from '../builds.ts';
import { readJson, Refusal, sendJson, text } from '../http.ts';
import type { PublishOutcome } from '../publish.ts';
import type { Handler, StudioContext } from './context.ts';

export const answerPublish = (res: ServerResponse, outcome: PublishOutcome) => sendJson(res, outcome.ok ? 200 : outcome.reason === 'build' ? 500 : 409, outcome);

/** A draft's way to the live site: asking for review, sending back, discarding, reviewing, resolving conflicts and publishing. */
export function reviewHandlers({ guard, drafts, publisher, previews, author, draftOf, mayChange }: StudioContext) {
  const askReview: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    sendJson(res, 200, { draft: await drafts.requestReview(id, author(signed)) });
  };

  const sendBack: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'review');
    draftOf(id);
    const comment = text((await readJson(req)).comment, 'The comment', 4000).trim();
    if (!comment) throw new Refusal(400, 'Say what the editor should change before sending the draft back.');
    sendJson(res, 200, { draft: await drafts.sendBack(id, author(signed), comment) });
  };

  const discard: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    await drafts.discard(id);
    previews.remove(id);
    sendJson(res, 200, { ok: true });
  };

  const review: Handler = async (req, res, [id]) => {
    guard.signedIn(req);
    const draft = draftOf(id);
    const root = drafts.root(id);
    const diff = await drafts.diff(id);
    const routes = [...new Set(diff.filter((f) => f.status !== 'deleted').map((f) => previewRouteFor(root, f.path)))];
    sendJson(res, 200, { draft, diff, problems: checkSite(root), routes: routes.length > 0 ? routes : ['/'] });
  };

  const publish: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'publish');
    const draft = draftOf(id);
    if (draft.status !== 'review') throw new Refusal(409, `"${draft.title}" is not waiting for review: its editor asks for review first.`);
    const outcome = await publisher.publish(id, author(signed));
    if (outcome.ok) previews.remove(id);
    answerPublish(res, outcome);
  };

  const resolve: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    const list = (await readJson(req)).resolutions;
    if (!Array.isArray(list)) throw new Refusal(400, 'The resolutions are missing.');
    const resolutions = list.map((r: { path?: unknown; text?: unknown }) => ({ path: text(r.path, 'A file\'s name', 300), text: text(r.text, 'A file\'s text', 1024 * 1024) }));
    const result = await drafts.resolve(id, resolutions, author(signed));
    sendJson(res, result.ok ? 200 : 409, result);
  };

  return { askReview, sendBack, discard, review, publish, resolve };
}
