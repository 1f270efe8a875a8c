import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

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

/** Facts already read, by file, with the size and time of the version read: kept across runs, as ffprobe takes about 0.1 s a file. */
const CACHE_FILE = path.join(PROJECT_ROOT, 'node_modules/.cache/site-media/video-facts.json');
let facts: Map<string, { key: string; facts: VideoFacts | undefined }> | undefined;
let ffprobe: boolean | undefined;

function knownFacts(): NonNullable<typeof facts> {
  if (!facts) {
    try {
      facts = new Map(Object.entries(JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, { key: string; facts: VideoFacts | undefined }>));
    } catch {
      facts = new Map();
    }
  }
  return facts;
}

/** Whether Debian's ffmpeg (ffprobe) is installed: without it the video checks are skipped, and validate says so. */
export function canProbeVideos(): boolean {
  ffprobe ??= spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;
  return ffprobe;
}

/** The facts of a video file, read once per version of the file (size and time); undefined when ffprobe cannot read it. */
export function probeVideo(file: string): VideoFacts | undefined {
  const stat = statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = knownFacts().get(file);
  if (known?.key === key) return known.facts;
  const read = readFacts(file, stat.size);
  if (!canProbeVideos()) return read;
  knownFacts().set(file, { key, facts: read });
  try {
    mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
    const partial = `${CACHE_FILE}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(Object.fromEntries(knownFacts())));
    renameSync(partial, CACHE_FILE);
  } catch {
    // a cache that cannot be written only costs time
  }
  return read;
}

function readFacts(file: string, bytes: number): VideoFacts | undefined {
  if (!canProbeVideos()) return undefined;
  try {
    const output = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const { streams = [], format = {} } = JSON.parse(output) as { streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[]; format?: { duration?: string } };
    const video = streams.find((s) => s.codec_type === 'video');
    if (!video) return undefined;
    return {
      bytes,
      seconds: Number(format.duration ?? 0),
      width: video.width ?? 0,
      height: video.height ?? 0,
      codec: video.codec_name ?? 'unknown',
      audio: streams.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    return undefined;
  }
}

/** What makes a video too heavy or unfit for a background, in an editor's words (empty: it is fine). */
export function backgroundVideoFaults(video: VideoFacts): string[] {
  const faults: string[] = [];
  if (video.bytes > BACKGROUND_VIDEO.maxBytes) faults.push(`it weighs ${megabytes(video.bytes)} (a background video should stay under ${megabytes(BACKGROUND_VIDEO.maxBytes)})`);
  if (video.height > BACKGROUND_VIDEO.maxHeight || video.width > BACKGROUND_VIDEO.maxWidth) faults.push(`it is ${video.width}×${video.height} (at most 1920×1080 is needed)`);
  if (!(BACKGROUND_VIDEO.codecs as readonly string[]).includes(video.codec)) faults.push(`it is encoded as ${video.codec}, which not every browser plays (H.264, VP9 or AV1 are)`);
  if (video.audio) faults.push('it has a sound track, which a muted background never plays');
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

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
