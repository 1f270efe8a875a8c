import path from 'node:path';
import { bodyChecker, readBodyOf, Refusal, sendJson } from '../../http/http.ts';
import { emptySchema, type HistoryAnswer, type VersionAnswer } from '../contract.ts';
import { historyEntries, versionChanges } from '../history.ts';
import { refusal } from '../texts.ts';
import { languageOfRequest } from '../../interface/language.ts';
import { ASSETS_DIR } from '../../editor/server/files.ts';
import { CONTENT_TYPES } from '../../editor/server/media-api.ts';
import { mediaKindOf } from '../../editor/server/media-library.ts';
import { REFUSALS } from '../../editor/server/refusals.ts';
import { gitBytes } from '../git.ts';
import { changesInWords } from '../review-summary.ts';
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
    sendJson(res, 200, { versions: await historyEntries(options.repo, await liveBranch(), 50, languageOfRequest(req.headers)) } satisfies HistoryAnswer);
  };

  const showVersion: Handler = async (req, res, [commit], url) => {
    guard.signedIn(req);
    // ?from=<commit>: a group of commits made outside the studio, shown as a whole
    const since = url.searchParams.get('from');
    const { from, to, diff } = await versionChanges(options.repo, commitOf(commit), since ? commitOf(since) : undefined);
    sendJson(res, 200, { changes: await changesInWords(options.repo, from, to, diff, languageOfRequest(req.headers)), diff } satisfies VersionAnswer);
  };

  /**
   * A picture or a video as it is in a version (a draft's base or tip, a published version): the review shows
   * the one a change replaced beside the new one. Only media files of the site, with nothing a browser could
   * run (an SVG under a policy without script), as the editor's media-file sends them.
   */
  const versionFile: Handler = async (req, res, [commit], url) => {
    guard.signedIn(req);
    const file = url.searchParams.get('path') ?? '';
    const segments = file.split('/');
    if (!file.startsWith(`${ASSETS_DIR}/`) || segments.some((segment) => segment === '' || segment === '.' || segment === '..') || /[\0\\]/.test(file) || !mediaKindOf(file)) {
      throw new Refusal(403, (language) => REFUSALS[language].notMediaFile(file, ASSETS_DIR), { code: 'path', field: 'path' });
    }
    const { stdout: bytes, code } = await gitBytes(options.repo, ['cat-file', 'blob', `${commitOf(commit)}:${file}`], { allowExit: [128] });
    if (code !== 0) throw new Refusal(404, (language) => REFUSALS[language].notInSite(file), { code: 'not-found', field: 'path' });
    const ext = path.extname(file).slice(1).toLowerCase();
    res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('x-content-type-options', 'nosniff');
    // a full commit's file never changes
    res.setHeader('cache-control', /^[0-9a-f]{40}$/.test(commit) ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    res.setHeader('accept-ranges', 'bytes');
    res.setHeader('content-security-policy', ext === 'svg' ? "default-src 'none'; style-src 'unsafe-inline'" : "default-src 'none'");
    // a byte range when asked: a video is played from where the person moves it to
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && (range[1] || range[2]) && bytes.length > 0) {
      const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      if (start > end || start >= bytes.length) {
        res.statusCode = 416;
        res.setHeader('content-range', `bytes */${bytes.length}`);
        return void res.end();
      }
      res.statusCode = 206;
      res.setHeader('content-range', `bytes ${start}-${end}/${bytes.length}`);
      res.setHeader('content-length', end - start + 1);
      return void res.end(req.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
    }
    res.setHeader('content-length', bytes.length);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };

  const restore: Handler = async (req, res, [commit]) => {
    const signed = guard.change(req, 'restore');
    await readBodyOf(req, empty);
    answerPublish(res, await publisher.restore(commitOf(commit), author(signed)), languageOfRequest(req.headers));
  };

  return { listHistory, showVersion, versionFile, restore };
}
