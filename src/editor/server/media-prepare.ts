import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import sharp from 'sharp';
import { BACKGROUND_VIDEO, backgroundVideoFaults, type VideoFacts } from '../../config/sources/video-probe.ts';
import type { UploadStatusAnswer } from '../contract.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { errorIn, REFUSALS, SaidError } from './refusals.ts';
import { sentenceIn, type Sentence } from '../../interface/sentence.ts';

/**
 * What an upload becomes before it reaches the site: a photo re-encoded without its camera data, a video
 * too heavy for a background made into a light muted loop (in the background, as a job the page asks
 * about), and a video's poster. Every child process (ffmpeg) runs without a shell and with a timeout.
 */

/** What a prepared loop is: muted H.264 of at most 12 s, 1080p and 30 fps, under the background limit. */
export const LOOP = { maxSeconds: 12, fps: 30, maxBytes: BACKGROUND_VIDEO.maxBytes, firstCrf: 28, tries: 3 } as const;
/**
 * x264's speed. A 12 s 1080p loop capped at the size limit, on this project's two cores: "faster" 5.6 s
 * idle, "medium" 9.9 s idle but 54 s while the machine is busy with other work (the file a few percent
 * smaller at the same cap). "faster" keeps a preparation well inside a minute either way.
 */
const PRESET = 'faster';
const POSTER_TIMEOUT_MS = 60_000;

/** Runs a program without a shell, killed after `timeoutMs`; `onLine` hears its standard output line by line. Its failure is a SaidError. */
export function run(program: string, args: string[], timeoutMs: number, onLine?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(program, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const killed = (error as { killed?: boolean }).killed;
      const last = stderr.trim().split('\n').filter(Boolean).slice(-2).join(' ').slice(0, 300);
      const seconds = Math.round(timeoutMs / 1000);
      reject(new SaidError((language) => (killed ? REFUSALS[language].tookTooLong(program, seconds) : REFUSALS[language].programFailed(program, last))));
    });
    if (onLine) {
      let pending = '';
      child.stdout?.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line.trim());
      });
    }
  });
}

/**
 * A photo as the site keeps it: turned the way the camera held it (EXIF orientation applied), then
 * written again in its own format at a high quality, without EXIF, GPS, XMP or any other metadata
 * (sharp drops it all unless asked to keep it). The build makes the responsive sizes later.
 */
export async function cleanImage(from: string, to: string, ext: string): Promise<void> {
  const image = sharp(from, { failOn: 'error' }).rotate();
  const format = ext === 'jpeg' ? 'jpg' : ext;
  const encoded =
    format === 'jpg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : format === 'png'
        ? image.png({ compressionLevel: 9, effort: 4 })
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 75, effort: 4 });
  await encoded.toFile(to);
}

/** The first frame of a video as a WebP poster (what paints before the video plays). */
export function makePoster(video: string, poster: string): Promise<void> {
  return run('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', '-f', 'webp', poster], POSTER_TIMEOUT_MS);
}

/** Whether a video may go into the site as it is: within the background limits, in a container the site serves. */
export function fitsAsIs(facts: VideoFacts, container: string): boolean {
  return (container === 'mp4' || container === 'webm') && backgroundVideoFaults(facts).length === 0;
}

/**
 * Makes `input` a background loop at `output`: the first 12 s, at most 1920×1080, 30 fps, yuv420p,
 * H.264 without sound, able to play before it has fully arrived (+faststart), with no metadata. The
 * first try caps the bit rate so that its length fits the size limit (so it nearly always fits at once);
 * a file still over it is made again at a higher -crf and a lower cap. `progress` hears 0..1.
 */
export async function prepareLoop(input: string, facts: VideoFacts, output: string, progress: (fraction: number) => void): Promise<{ bytes: number; tries: number; crf: number }> {
  const seconds = Math.min(LOOP.maxSeconds, facts.seconds > 0 ? facts.seconds : LOOP.maxSeconds);
  let kbps = Math.max(300, Math.min(4000, Math.floor((LOOP.maxBytes * 8 * 0.85) / seconds / 1000)));
  let crf: number = LOOP.firstCrf;
  // at most a minute of work per second of loop, at least five minutes: then it is stopped
  const timeoutMs = Math.max(5 * 60_000, seconds * 60_000);
  for (let attempt = 1; attempt <= LOOP.tries; attempt++) {
    const args = [
      '-v', 'error', '-nostdin', '-y',
      '-t', String(LOOP.maxSeconds), '-i', input,
      '-map', '0:v:0', '-an', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1',
      '-vf', `scale=w='min(1920,iw)':h='min(1080,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2,fps=${LOOP.fps},format=yuv420p`,
      '-c:v', 'libx264', '-preset', PRESET, '-profile:v', 'high', '-pix_fmt', 'yuv420p',
      '-crf', String(crf), '-maxrate', `${kbps}k`, '-bufsize', `${kbps}k`,
      '-movflags', '+faststart', '-f', 'mp4',
      '-progress', 'pipe:1', '-nostats', output,
    ];
    await run('ffmpeg', args, timeoutMs, (line) => {
      const time = /^out_time_us=(\d+)$/.exec(line);
      if (time) progress(Math.min(1, Number(time[1]) / 1e6 / seconds));
    });
    const bytes = statSync(output).size;
    if (bytes <= LOOP.maxBytes) return { bytes, tries: attempt, crf };
    crf += 4;
    kbps = Math.max(200, Math.floor(kbps * 0.7));
  }
  throw new SaidError((language) => REFUSALS[language].loopTooHeavy(LOOP.maxBytes / 1024 / 1024, LOOP.tries));
}

interface Job {
  id: string;
  /** The site (working copy or draft: its SiteFiles' id) the upload was for: only it can ask about the job. */
  site: string;
  status: UploadStatusAnswer;
  /** Why it failed, in each interface language (the status's `error` is the English). */
  failure?: Sentence;
  finished?: number;
}

const jobs = new Map<string, Job>();
/** How long a finished job's outcome can be asked for. */
const KEEP_FINISHED_MS = 60 * 60_000;
/** Preparations run one after the other: two at once would each take twice as long on two cores. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Starts `work` as a job of `site` (a SiteFiles' id), after the jobs already started, and returns its id at
 * once; `work` reports its progress and ends with what the upload became, or throws a sentence for the
 * person (a SaidError, said in the language of whoever asks about the job).
 */
export function startJob(site: string, work: (progress: (fraction: number) => void) => Promise<{ path: string; address: string; poster: string }>): string {
  forgetOldJobs();
  const job: Job = { id: randomBytes(16).toString('hex'), site, status: { state: 'preparing', progress: 0 } };
  jobs.set(job.id, job);
  const progress = (fraction: number) => {
    // monotonic, and below 1 until the files are in the site
    if (job.status.state === 'preparing') job.status = { state: 'preparing', progress: Math.max(job.status.progress, Math.min(0.99, Math.round(fraction * 1000) / 1000)) };
  };
  queue = queue.then(async () => {
    try {
      const done = await work(progress);
      job.status = { state: 'done', ...done };
    } catch (error) {
      job.failure = (language) => errorIn(error, language);
      job.status = { state: 'failed', error: sentenceIn(job.failure, 'en') };
    }
    job.finished = Date.now();
  });
  return job.id;
}

/** A job's state, when `site` started it; why it failed, in `language`. */
export function jobStatus(site: string, id: string, language: InterfaceLanguage = 'en'): UploadStatusAnswer | undefined {
  forgetOldJobs();
  const job = jobs.get(id);
  if (!job || job.site !== site) return undefined;
  return job.status.state === 'failed' && job.failure ? { state: 'failed', error: sentenceIn(job.failure, language) } : job.status;
}

function forgetOldJobs(): void {
  const now = Date.now();
  for (const [id, job] of jobs) if (job.finished !== undefined && now - job.finished > KEEP_FINISHED_MS) jobs.delete(id);
}
