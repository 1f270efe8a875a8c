import { bodyChecker, readBodyOf, Refusal, sendJson } from '../../http/http.ts';
import { emptySchema, type HistoryAnswer, type VersionAnswer } from '../contract.ts';
import { history, versionDiff } from '../history.ts';
import { refusal } from '../texts.ts';
import { languageOfRequest } from '../../editor/client/texts/language.ts';
import type { Handler, StudioContext } from './context.ts';
import { answerPublish } from './review.ts';

const empty = bodyChecker(emptySchema);

const commitOf = (value: string) => {
  if (!/^[0-9a-f]{7,40}$/.test(value)) throw new Refusal(400, refusal((r) => r.notAVersion(value)), { code: 'commit' });
  return value;
};

/** The live site's versions: listing them, showing one's changes, and restoring one (published like a draft). */
export function historyHandlers({ options, guard, publisher, liveBranch, author }: StudioContext) {
  const listHistory: Handler = async (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { versions: await history(options.repo, await liveBranch(), 50) } satisfies HistoryAnswer);
  };

  const showVersion: Handler = async (req, res, [commit]) => {
    guard.signedIn(req);
    sendJson(res, 200, { diff: await versionDiff(options.repo, commitOf(commit)) } satisfies VersionAnswer);
  };

  const restore: Handler = async (req, res, [commit]) => {
    const signed = guard.change(req, 'restore');
    await readBodyOf(req, empty);
    answerPublish(res, await publisher.restore(commitOf(commit), author(signed)), languageOfRequest(req.headers));
  };

  return { listHistory, showVersion, restore };
}
