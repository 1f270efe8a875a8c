import type { ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editableFilesAt, SITE_CONFIG } from '../../editor/server/files.ts';
import { previewRouteFor } from '../../editor/server/site-facts.ts';
import { bodyChecker, readBodyOf, sendJson } from '../../http/http.ts';
import { emptySchema, resolveSchema, sendBackSchema, type DraftAnswer, type OkAnswer, type PublishAnswer, type ResolveAnswer, type ReviewAnswer } from '../contract.ts';
import type { PublishOutcome } from '../publish.ts';
import { answerIn } from '../drafts.ts';
import { changesInWords } from '../review-summary.ts';
import { languageOfRequest, type InterfaceLanguage } from '../../interface/language.ts';
import { problemsForPerson } from '../../editor/server/problems-in.ts';
import type { Handler, StudioContext } from './context.ts';

const empty = bodyChecker(emptySchema);
const sendBackBody = bodyChecker(sendBackSchema);
const resolveBody = bodyChecker(resolveSchema);

/** A publish's outcome as an answer, in `language` (its sentences and the draft's problems): a failed build is the studio's failure (500), anything else the draft's (409). */
export const answerPublish = (res: ServerResponse, outcome: PublishOutcome, language: InterfaceLanguage) => {
  const answer = answerIn(outcome, language);
  const said = !answer.ok && answer.reason === 'problems' ? { ...answer, problems: problemsForPerson(answer.problems, language) } : answer;
  sendJson(res, outcome.ok ? 200 : outcome.reason === 'build' ? 500 : 409, said satisfies PublishAnswer);
};

/** A draft's way to the live site: asking for review, sending back, discarding, reviewing, resolving conflicts and publishing. */
export function reviewHandlers({ options, guard, drafts, publisher, previews, livePreviews, checks, author, draftOf, mayChange }: StudioContext) {
  const askReview: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    await readBodyOf(req, empty);
    sendJson(res, 200, { draft: await drafts.requestReview(id, author(signed)) } satisfies DraftAnswer);
  };

  const sendBack: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'review');
    draftOf(id);
    const { comment } = await readBodyOf(req, sendBackBody);
    sendJson(res, 200, { draft: await drafts.sendBack(id, author(signed), comment) } satisfies DraftAnswer);
  };

  const discard: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    await readBodyOf(req, empty);
    const root = drafts.root(id);
    await drafts.discard(id);
    void previews.remove(id);
    livePreviews.forget(id);
    checks.forget(root);
    sendJson(res, 200, { ok: true } satisfies OkAnswer);
  };

  const review: Handler = async (req, res, [id]) => {
    guard.signedIn(req);
    const draft = draftOf(id);
    const root = drafts.root(id);
    const language = languageOfRequest(req.headers);
    const { base, tip, diff } = await drafts.changes(id);
    const routes = [...new Set(diff.filter((f) => f.status !== 'deleted').map((f) => previewRouteFor(editableFilesAt(root), f.path)))];
    const problems = problemsForPerson(await checks.problems(root), language);
    const changes = await changesInWords(options.repo, base, tip, diff, language);
    sendJson(res, 200, { draft, changes, diff, problems, routes: routes.length > 0 ? routes : ['/'] } satisfies ReviewAnswer);
  };

  const publish: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'publish');
    draftOf(id);
    await readBodyOf(req, empty);
    const root = drafts.root(id);
    // the pages it changes, on the public site: the links of "See it live"
    const changed = (await drafts.diff(id)).filter((f) => f.status !== 'deleted').map((f) => previewRouteFor(editableFilesAt(root), f.path));
    const outcome = await publisher.publish(id, author(signed));
    if (outcome.ok) {
      const site = publicSiteUrl(options.siteUrl, options.repo);
      if (site) outcome.live = [...new Set(changed)].map((route) => `${site}${route === '/' ? '/' : route}`);
      void previews.remove(id);
      livePreviews.forget(id);
      checks.forget(root);
    }
    answerPublish(res, outcome, languageOfRequest(req.headers));
  };

  const resolve: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    const { resolutions } = await readBodyOf(req, resolveBody);
    const result = await drafts.resolve(id, resolutions, author(signed));
    sendJson(res, result.ok ? 200 : 409, answerIn(result, languageOfRequest(req.headers)) satisfies ResolveAnswer);
  };

  return { askReview, sendBack, discard, review, publish, resolve };
}

/** The public site's address without its last "/": the studio's --site-url, else the `url` of the live site.config.yaml. */
function publicSiteUrl(given: string | undefined, repo: string): string | undefined {
  if (given) return given.replace(/\/$/, '');
  try {
    const { url } = (parse(readFileSync(path.join(repo, SITE_CONFIG), 'utf8')) ?? {}) as { url?: unknown };
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}
