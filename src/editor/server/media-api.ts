import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { NewAsset, SiteFiles } from './site-files.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { canProbeVideos, probeVideoFile } from '../../config/sources/video-probe.ts';
import { bodyChecker, Refusal, sendJson } from '../../http/http.ts';
import {
  EDITOR_ROUTES,
  isEditorRoute,
  mediaFileQuerySchema,
  asksReplace,
  uploadQuerySchema,
  uploadStatusQuerySchema,
  type EditorAction,
  type MediaFolder,
  type MediaListAnswer,
  type NameTakenAnswer,
  type UploadedAnswer,
  type UploadPreparingAnswer,
  type UploadQueryParams,
  type UploadStatusAnswer,
} from '../contract.ts';
import { ASSETS_DIR, AssetTakenError } from './files.ts';
import { assetPathOf, checkContent, folderTakes, freeName, storedName, svgFindings, UPLOAD_TYPES, uploadExtension, uploadLimits, withExtension, type UploadExtension } from './media-checks.ts';
import { mediaKindOf } from './media-library.ts';
import { cleanImage, fitsAsIs, jobStatus, makePoster, prepareLoop, startJob } from './media-prepare.ts';
import { languageOfRequest, type InterfaceLanguage } from '../../interface/language.ts';
import { errorIn, REFUSALS, SaidError, type FormatId } from './refusals.ts';
import { sentenceIn } from '../../interface/sentence.ts';

export type { NewAsset } from './site-files.ts';

/**
 * What the media API needs of a host's files (SiteFiles, src/editor/server/site-files.ts): its media and
 * their bytes, site.config.yaml's limits, and a way to add files: the working copy writes them in place (a
 * temporary file then a link, so a reader sees the whole file or none), a draft commits them on its branch
 * by the person uploading. A name taken meanwhile throws AssetTakenError; nothing of the batch is then added.
 */
export type MediaFiles = Pick<SiteFiles, 'id' | 'checkPath' | 'read' | 'exists' | 'media' | 'openMedia' | 'addAssets'>;

const mediaFileQuery = bodyChecker(mediaFileQuerySchema);
const uploadQuery = bodyChecker(uploadQuerySchema);
const uploadStatusQuery = bodyChecker(uploadStatusQuerySchema);

/** The query's parameters as an object (the last of a repeated one), for its schema. */
function queryObject(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(query.entries());
}

/** The type each media file's ending is served with (here, and by the studio's files of a version). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * Answers the media routes (EDITOR_ROUTES of the part 'media': the library, a file's bytes, an upload and its preparation),
 * once `allow` has accepted the person for what the route does; false for any other route, which the
 * editor's API answers. Mounted by both hosts, with their own prefix and check of who asks.
 */
export async function answerMediaApi(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
  files: MediaFiles,
  allow: (action: EditorAction) => void,
): Promise<boolean> {
  if (!isEditorRoute(route) || EDITOR_ROUTES[route].part !== 'media') return false;
  const known = EDITOR_ROUTES[route];
  if ((req.method === 'HEAD' ? 'GET' : req.method) !== known.method) {
    throw new Refusal(405, (language) => REFUSALS[language].wrongMethod(req.method, known.method), { code: 'method', headers: { allow: known.method } });
  }
  allow(known.action);
  switch (route as 'media' | 'media-file' | 'upload' | 'upload-status') {
    case 'media':
      sendJson(res, 200, { media: files.media() } satisfies MediaListAnswer);
      break;
    case 'media-file':
      await sendMediaFile(req, res, files, mediaFileQuery(queryObject(query)).path);
      break;
    case 'upload':
      await upload(req, res, files, uploadQuery(queryObject(query)));
      break;
    case 'upload-status': {
      const { job } = uploadStatusQuery(queryObject(query));
      const status = jobStatus(files.id, job, languageOfRequest(req.headers));
      if (!status) throw new Refusal(404, (language) => REFUSALS[language].noSuchJob, { code: 'not-found' });
      sendJson(res, 200, status satisfies UploadStatusAnswer);
      break;
    }
  }
  return true;
}

/** A media file's path, checked: under public/assets/, an image or a video, inside the project once links are followed. */
function mediaPath(files: MediaFiles, file: string): string {
  const checked = files.checkPath(file);
  if (!checked.ok) throw new Refusal(checked.status, checked.sentence, { code: 'path', field: 'path' });
  if (!file.startsWith(`${ASSETS_DIR}/`) || !mediaKindOf(file)) throw new Refusal(403, (language) => REFUSALS[language].notMediaFile(file, ASSETS_DIR), { code: 'path', field: 'path' });
  return checked.file;
}

/** Whether a file of the folder `dir` (public/assets/…) would take `name`: one is there, or the path is refused (nothing may be written there). */
function takenIn(files: MediaFiles, dir: string): (name: string) => boolean {
  return (name) => {
    const checked = files.checkPath(`${dir}/${name}`);
    return !checked.ok || files.exists(checked.file);
  };
}

/**
 * GET media-file: the bytes, with their type and nothing a browser could run: an SVG under a policy that
 * allows no script and no fetch; a byte range when asked (a video scrubbed in the library).
 */
async function sendMediaFile(req: IncomingMessage, res: ServerResponse, files: MediaFiles, file: string): Promise<void> {
  const media = files.openMedia(mediaPath(files, file));
  if (!media) throw new Refusal(404, (language) => REFUSALS[language].notInSite(file), { code: 'not-found', field: 'path' });
  const ext = path.extname(file).slice(1).toLowerCase();
  res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'private, no-cache');
  res.setHeader('accept-ranges', 'bytes');
  res.setHeader('content-security-policy', ext === 'svg' ? "default-src 'none'; style-src 'unsafe-inline'" : "default-src 'none'");
  let start = 0;
  let end = media.size - 1;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && (range[1] || range[2]) && media.size > 0) {
    start = range[1] ? Number(range[1]) : Math.max(0, media.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), media.size - 1) : media.size - 1;
    if (start > end || start >= media.size) {
      res.statusCode = 416;
      res.setHeader('content-range', `bytes */${media.size}`);
      res.end();
      return;
    }
    res.statusCode = 206;
    res.setHeader('content-range', `bytes ${start}-${end}/${media.size}`);
  } else {
    res.statusCode = 200;
  }
  res.setHeader('content-length', String(media.size === 0 ? 0 : end - start + 1));
  if (req.method === 'HEAD' || media.size === 0) return void res.end();
  await pipeline(media.stream(start, end), res);
}

/** The 409 of a name already taken, with the next free one (nothing was written). */
class NameTaken extends Error {
  constructor(
    readonly name: string,
    readonly suggestion: string,
  ) {
    super(REFUSALS.en.nameTaken(name, suggestion));
  }
}

function refuseTaken(res: ServerResponse, taken: NameTaken, language: InterfaceLanguage): void {
  sendJson(res, 409, { error: REFUSALS[language].nameTaken(taken.name, taken.suggestion), code: 'name-taken', name: taken.name, suggestion: taken.suggestion } satisfies NameTakenAnswer);
}

interface UploadPlan {
  folder: MediaFolder;
  /** The name as the person gave it, for the messages. */
  shown: string;
  ext: UploadExtension;
  /** public/assets/<folder>/<stored name> */
  target: string;
  /** The folder of `target`. */
  dir: string;
  /** The file takes the place of the one of its name (and a video's poster of its poster). */
  replace: boolean;
}

/**
 * POST upload: checks what can be checked before a byte is read, receives the file, checks it, adds it (or
 * starts its preparation). A name taken is refused (409) unless the query asks to replace the file.
 */
async function upload(req: IncomingMessage, res: ServerResponse, files: MediaFiles, query: UploadQueryParams): Promise<void> {
  const replace = asksReplace(query);
  // a name taken is answered (not thrown): in the person's language
  const asked = languageOfRequest(req.headers);
  const shown = query.name.split(/[/\\]/).pop() || query.name;
  const ext = uploadExtension(shown);
  if (!ext) throw new Refusal(415, (language) => REFUSALS[language].unsupported(shown), { code: 'unsupported', field: 'name' });
  const { kind, format } = UPLOAD_TYPES[ext];
  if (!folderTakes(query.folder, kind)) throw new Refusal(400, (language) => REFUSALS[language].videoInImages(shown), { code: 'wrong-folder', field: 'folder' });
  if (kind === 'video' && !canProbeVideos()) throw new Refusal(503, (language) => REFUSALS[language].noFfmpeg(shown), { code: 'no-ffmpeg' });
  const name = storedName(shown) ?? `${kind === 'video' ? 'video' : 'image'}.${ext}`;
  // a .mov is always made into an .mp4 (the site serves MP4 and WebM only)
  const finalName = ext === 'mov' ? withExtension(name, 'mp4') : name;
  const target = assetPathOf(query.folder, finalName);
  const checked = target ? files.checkPath(target) : undefined;
  if (!target || !checked?.ok) throw new Refusal(403, (language) => REFUSALS[language].leavesFolder(shown, `${ASSETS_DIR}/${query.folder}`), { code: 'path', field: 'name' });
  const dir = path.posix.dirname(checked.file);
  if (!replace && files.exists(checked.file)) return refuseTaken(res, new NameTaken(finalName, freeName(finalName, takenIn(files, dir))), asked);

  const limit = uploadLimits(files)[kind === 'video' ? 'video' : 'image'];
  const tooLarge = () => new Refusal(413, (language) => REFUSALS[language].uploadTooLarge(shown, limit, kind === 'video'), { code: 'too-large', headers: { connection: 'close' } });
  // a form adds a few hundred bytes around the file: a body far over the limit is refused before it is read
  if (Number(req.headers['content-length'] ?? 0) > limit + 64 * 1024) throw tooLarge();

  const scratch = mkdtempSync(path.join(tmpdir(), 'site-upload-'));
  let handedOver = false;
  try {
    const received = await receiveFile(req, scratch, limit, tooLarge);
    const content = await checkContent(received, ext, shown);
    if (!content.ok) throw new Refusal(415, content.sentence, { code: content.code });
    const plan: UploadPlan = { folder: query.folder, shown, ext, target, dir, replace };
    if (kind === 'svg') return await addSvg(res, files, plan, received);
    if (kind === 'image') return await addImage(res, files, plan, received, scratch, format);
    handedOver = await addVideo(res, files, plan, received, scratch, content.detected);
  } catch (error) {
    if (error instanceof NameTaken) return refuseTaken(res, error, asked);
    if (error instanceof AssetTakenError) return refuseTaken(res, new NameTaken(path.basename(error.path), freeName(path.basename(error.path), takenIn(files, dir))), asked);
    throw error;
  } finally {
    if (!handedOver) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Streams the one file of a multipart/form-data body to `scratch`/upload, never holding it whole; refuses
 * (`tooLarge`) as soon as it passes `limit` bytes, a body that is no form or holds no file or several.
 */
function receiveFile(req: IncomingMessage, scratch: string, limit: number, tooLarge: () => Refusal): Promise<string> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 } });
    } catch {
      reject(new Refusal(400, (language) => REFUSALS[language].notAForm, { code: 'no-file' }));
      return;
    }
    const file = path.join(scratch, 'upload');
    let written: Promise<void> | undefined;
    let settled = false;
    const fail = (refusal: Refusal) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      setImmediate(() => parser.destroy()); // a file under way stops being written (once busboy is out of the chunk it was reading)
      req.resume(); // what is left of the body is read and dropped (or the connection closes with the answer)
      reject(refusal);
    };
    parser.on('file', (_field, stream, _info) => {
      if (written) {
        stream.resume();
        return fail(new Refusal(400, (language) => REFUSALS[language].severalFiles, { code: 'several-files' }));
      }
      stream.on('limit', () => fail(tooLarge()));
      written = pipeline(stream, createWriteStream(file, { flags: 'wx' }));
      written.catch(() => undefined); // a failure is reported on close
    });
    parser.on('filesLimit', () => fail(new Refusal(400, (language) => REFUSALS[language].severalFiles, { code: 'several-files' })));
    parser.on('partsLimit', () => fail(new Refusal(400, (language) => REFUSALS[language].moreThanAFile, { code: 'wrong-field' })));
    parser.on('error', () => fail(new Refusal(400, (language) => REFUSALS[language].malformed, { code: 'no-file' })));
    parser.on('close', () => {
      if (settled) return;
      if (!written) return fail(new Refusal(400, (language) => REFUSALS[language].noFile, { code: 'no-file' }));
      written.then(
        () => {
          if (settled) return;
          settled = true;
          resolve(file);
        },
        () => fail(new Refusal(400, (language) => REFUSALS[language].notWhole, { code: 'no-file' })),
      );
    });
    req.on('aborted', () => fail(new Refusal(400, (language) => REFUSALS[language].cutOff, { code: 'no-file' })));
    req.on('error', () => fail(new Refusal(400, (language) => REFUSALS[language].cutOff, { code: 'no-file' })));
    req.pipe(parser);
  });
}

function created(res: ServerResponse, target: string, poster?: string): void {
  sendJson(res, 201, { path: target, address: target.slice('public'.length), ...(poster ? { poster } : {}) } satisfies UploadedAnswer);
}

/** A drawing is stored as it is once nothing in it could run or fetch anything. */
async function addSvg(res: ServerResponse, files: MediaFiles, plan: UploadPlan, received: string): Promise<void> {
  const bytes = readFileSync(received);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(415, (language) => REFUSALS[language].svgNotText(plan.shown), { code: 'not-what-named' });
  }
  const { notSvg, findings } = svgFindings(text);
  if (notSvg) throw new Refusal(415, (language) => REFUSALS[language].notSvg(plan.shown, sentenceIn(notSvg, language)), { code: 'not-what-named' });
  if (findings.length > 0) {
    throw new Refusal(422, (language) => REFUSALS[language].unsafeSvg(plan.shown, findings.map((finding) => sentenceIn(finding, language))), { code: 'unsafe-svg' });
  }
  await files.addAssets([{ path: plan.target, from: received, replace: plan.replace }]);
  created(res, plan.target);
}

/** A photo is turned upright and written again without its camera data, in its own format. */
async function addImage(res: ServerResponse, files: MediaFiles, plan: UploadPlan, received: string, scratch: string, format: FormatId): Promise<void> {
  const clean = path.join(scratch, `clean.${plan.ext}`);
  try {
    await cleanImage(received, clean, plan.ext);
  } catch {
    throw new Refusal(415, (language) => REFUSALS[language].unreadableImage(plan.shown, format), { code: 'unreadable' });
  }
  await files.addAssets([{ path: plan.target, from: clean, replace: plan.replace }]);
  created(res, plan.target);
}

/**
 * A video within the background limits (and in MP4 or WebM) is stored as it is, with a poster from its
 * first frame unless it has one; any other is prepared as a job (202), which adds the loop and its poster.
 * A video that replaces another always gets a new poster, which replaces the old one's.
 * Returns whether the scratch folder went to the job.
 */
async function addVideo(res: ServerResponse, files: MediaFiles, plan: UploadPlan, received: string, scratch: string, detected: string): Promise<boolean> {
  const facts = await probeVideoFile(received);
  if (!facts) {
    throw new Refusal(415, (language) => REFUSALS[language].unreadableVideo(plan.shown), { code: 'unreadable' });
  }
  const container = detected === 'm4v' ? 'mp4' : detected;
  const posterOf = (video: string) => withExtension(video, 'webp');
  if (fitsAsIs(facts, container) && plan.ext !== 'mov') {
    const poster = posterOf(plan.target);
    const assets: NewAsset[] = [{ path: plan.target, from: received, replace: plan.replace }];
    if (plan.replace || !files.exists(poster)) {
      const made = path.join(scratch, 'poster.webp');
      await makePoster(received, made);
      assets.push({ path: poster, from: made, replace: plan.replace });
    }
    await files.addAssets(assets);
    created(res, plan.target, poster);
    return false;
  }
  // prepared as an .mp4: its name, and the poster's, must be free too
  const target = withExtension(plan.target, 'mp4');
  const name = path.basename(target);
  if (!plan.replace && files.exists(target)) throw new NameTaken(name, freeName(name, takenIn(files, plan.dir)));
  const poster = posterOf(target);
  const job = startJob(files.id, async (progress) => {
    try {
      const loop = path.join(scratch, 'loop.mp4');
      await prepareLoop(received, facts, loop, (fraction) => progress(fraction * 0.95)).catch((error: unknown) => {
        throw new SaidError((language) => REFUSALS[language].loopFailed(plan.shown, errorIn(error, language)));
      });
      const assets: NewAsset[] = [{ path: target, from: loop, replace: plan.replace }];
      if (plan.replace || !files.exists(poster)) {
        const made = path.join(scratch, 'poster.webp');
        await makePoster(loop, made);
        assets.push({ path: poster, from: made, replace: plan.replace });
      }
      progress(0.98);
      await files.addAssets(assets).catch((error: unknown) => {
        if (error instanceof AssetTakenError) throw new SaidError((language) => REFUSALS[language].addedMeanwhile(plan.shown, path.basename(error.path)));
        throw error;
      });
      return { path: target, address: target.slice('public'.length), poster };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
  sendJson(res, 202, { job } satisfies UploadPreparingAnswer);
  return true;
}
