import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../paths.ts';
import type { VideoFault } from '../messages/messages.ts';

/** What ffprobe says of a video file. */
export interface VideoFacts {
  bytes: number;
  seconds: number;
  width: number;
  height: number;
  /** ffprobe's codec name: h264, hevc, vp9, av1, prores… */
  codec: string;
  audio: boolean;
}

/** What a background video (muted, looping, behind text) may be: small, at most 1080p, a codec every browser plays, no sound. */
export const BACKGROUND_VIDEO = { maxBytes: 3 * 1024 * 1024, maxHeight: 1080, maxWidth: 1920, codecs: ['h264', 'vp9', 'av1'] } as const;

/**
 * Facts already read, kept across runs as ffprobe takes about 0.1 s a file: by the hash of the file's
 * bytes, so that a copy of the site elsewhere (a draft of the studio, a benchmark's copy) reads none
 * again, with the hash of each file remembered by its size and time so that an unchanged file is not
 * read either.
 */
const CACHE_FILE = path.join(PROJECT_ROOT, 'node_modules/.cache/site-media/video-facts-by-content.json');
interface FactsCache {
  hashes: Record<string, { stamp: string; hash: string }>;
  facts: Record<string, VideoFacts | null>;
}
let cache: FactsCache | undefined;
let ffprobe: boolean | undefined;
/** How many times ffprobe ran in this process (the cache's test). */
export const videoProbeRuns = { count: 0 };

function knownFacts(): FactsCache {
  if (!cache) {
    try {
      const read = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Partial<FactsCache>;
      cache = { hashes: read.hashes ?? {}, facts: read.facts ?? {} };
    } catch {
      cache = { hashes: {}, facts: {} };
    }
  }
  return cache;
}

/** Whether Debian's ffmpeg (ffprobe) is installed: without it the video checks are skipped, and validate says so. */
export function canProbeVideos(): boolean {
  ffprobe ??= spawnSync('ffprobe', ['-version'], { stdio: 'ignore', timeout: PROBE_TIMEOUT_MS }).status === 0;
  return ffprobe;
}

/** Whether a video this process was asked about went unread, ffprobe missing. */
let videoUnchecked = false;

/** What the site's check says when it could not check a background video (ffprobe missing), or undefined. */
export function videosUncheckedNote(): string | undefined {
  if (!videoUnchecked) return undefined;
  return 'note: background videos were not checked (size, resolution, codec, sound): ffprobe is missing; on Debian or Ubuntu: sudo apt-get install ffmpeg';
}

/** The facts of a video file, read once per content; undefined when ffprobe cannot read it. */
export function probeVideo(file: string): VideoFacts | undefined {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = knownFacts();
  const remembered = known.hashes[file]?.stamp === stamp ? known.hashes[file] : undefined;
  // a file read before is not read again, and ffprobe not started (its start costs more than the whole check of a video)
  if (remembered && known.facts[remembered.hash] !== undefined) return known.facts[remembered.hash] ?? undefined;
  if (!canProbeVideos()) {
    videoUnchecked = true;
    return undefined;
  }
  const hash = remembered?.hash ?? createHash('sha256').update(readFileSync(file)).digest('hex');
  const learnt = !remembered || known.facts[hash] === undefined;
  known.hashes[file] = { stamp, hash };
  if (known.facts[hash] === undefined) known.facts[hash] = readFacts(file, stat.size) ?? null;
  if (learnt) keep(known);
  return known.facts[hash] ?? undefined;
}

/** Writes the cache, without the files that are gone (a draft the studio removed). */
function keep(known: FactsCache): void {
  for (const file of Object.keys(known.hashes)) if (!existsSync(file)) delete known.hashes[file];
  try {
    mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
    const partial = `${CACHE_FILE}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(known));
    renameSync(partial, CACHE_FILE);
  } catch {
    // a cache that cannot be written only costs time
  }
}

const PROBE_ARGS = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
/** How long ffprobe may take on one file: it reads headers only, so a file that takes longer is not a video it can read. */
const PROBE_TIMEOUT_MS = 30_000;

function readFacts(file: string, bytes: number): VideoFacts | undefined {
  if (!canProbeVideos()) return undefined;
  videoProbeRuns.count++;
  try {
    return factsOf(execFileSync('ffprobe', [...PROBE_ARGS, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: PROBE_TIMEOUT_MS }), bytes);
  } catch {
    return undefined;
  }
}

/**
 * The facts of a file not in the site yet (an upload), read without holding the server up: ffprobe in its
 * own process, with a timeout; not kept in the cache (the file is a temporary one). Undefined when
 * ffprobe is missing or finds no picture in the file.
 */
export function probeVideoFile(file: string): Promise<VideoFacts | undefined> {
  if (!canProbeVideos()) return Promise.resolve(undefined);
  const bytes = statSync(file).size;
  return new Promise((resolve) => {
    execFile('ffprobe', [...PROBE_ARGS, file], { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      resolve(error ? undefined : factsOf(stdout, bytes));
    });
  });
}

/** ffprobe's JSON as the facts the site needs, or undefined when it found no video stream. */
function factsOf(output: string, bytes: number): VideoFacts | undefined {
  try {
    const { streams = [], format = {} } = JSON.parse(output) as {
      streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }[];
      format?: { duration?: string; format_name?: string };
    };
    // a still image (a JPEG or PNG named .mp4) is read by ffprobe's image demuxers: it is no video
    if (/(^|,)(image2|\w+_pipe)(,|$)/.test(format.format_name ?? '')) return undefined;
    const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
    if (!video) return undefined;
    return {
      bytes,
      seconds: Number(format.duration ?? 0) || 0,
      width: video.width ?? 0,
      height: video.height ?? 0,
      codec: video.codec_name ?? 'unknown',
      audio: streams.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    return undefined;
  }
}

/** What makes a video too heavy or unfit for a background, as data the message catalogues word (empty: it is fine). */
export function backgroundVideoFaults(video: VideoFacts): VideoFault[] {
  const faults: VideoFault[] = [];
  if (video.bytes > BACKGROUND_VIDEO.maxBytes) faults.push({ kind: 'heavy', bytes: video.bytes, maxBytes: BACKGROUND_VIDEO.maxBytes });
  if (video.height > BACKGROUND_VIDEO.maxHeight || video.width > BACKGROUND_VIDEO.maxWidth) faults.push({ kind: 'large', width: video.width, height: video.height });
  if (!(BACKGROUND_VIDEO.codecs as readonly string[]).includes(video.codec)) faults.push({ kind: 'codec', codec: video.codec });
  if (video.audio) faults.push({ kind: 'sound' });
  return faults;
}

/**
 * The ffmpeg command that makes the file fit, run from the project folder: H.264 without sound, at most
 * 1080 lines, a bit rate that keeps its length under the size limit, able to start before it has fully
 * arrived; the result replaces the file.
 */
export function backgroundVideoFix(publicPath: string, video: VideoFacts): string {
  const budgetKbps = Math.floor((BACKGROUND_VIDEO.maxBytes * 8 * 0.85) / Math.max(video.seconds, 1) / 1000);
  const kbps = Math.max(200, Math.min(2500, budgetKbps));
  const file = shellWord(`public${publicPath}`);
  const temporary = shellWord(`public${publicPath}`.replace(/(\.[a-z0-9]+)$/i, '.web$1'));
  return (
    `ffmpeg -y -i ${file} -an -vf "scale=w='min(1920,iw)':h='min(1080,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2" -c:v libx264 -preset medium -crf 28 -maxrate ${kbps}k -bufsize ${kbps * 2}k ` +
    `-pix_fmt yuv420p -movflags +faststart ${temporary} && mv ${temporary} ${file}`
  );
}

/** A path as one word of a shell command (the editor copies the command into a terminal). */
function shellWord(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
