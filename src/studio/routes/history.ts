import { history, versionDiff } from '../history.ts';
import { Refusal, sendJson } from '../http.ts';
import type { Handler, StudioContext } from './context.ts';
import { answerPublish } from './review.ts';

const commitOf = (value: string) => {
  if (!/^[0-9a-f]{7,40}$/.test(value)) throw new Refusal(400, `"${value}" is not a version of the site.`);
  return value;
};

/** The live site's versions: listing them, showing one's changes, and restoring one (published like a draft). */
export function historyHandlers({ options, guard, drafts, publisher, liveBranch, author }: StudioContext) {
  const listHistory: Handler = async (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { versions: await history(options.repo, await liveBranch(), 50) });
  };

  const showVersion: Handler = async (req, res, [commit]) => {
    guard.signedIn(req);
    sendJson(res, 200, { diff: await versionDiff(options.repo, commitOf(commit)) });
  };

  const restore: Handler = async (req, res, [commit]) => {
    const signed = guard.change(req, 'restore');
    const draft = await drafts.prepareRestore(commitOf(commit), author(signed));
    await drafts.requestReview(draft.id, author(signed));
    const outcome = await publisher.publish(draft.id, author(signed));
    if (!outcome.ok) await drafts.discard(draft.id).catch(() => undefined);
    answerPublish(res, outcome);
  };

  return { listHistory, showVersion, restore };
}
