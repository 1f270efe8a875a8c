import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteModel } from '../model/types.ts';
import type { ImageData } from '../model/values.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { probeVideo } from '../config/sources/video-probe.ts';
import { IMAGE_URL_PREFIX, optimiseImages, type ImagePipelineReport } from './images.ts';

/** Derivatives and posters made by earlier builds, by content hash. */
export const MEDIA_CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site-media');

export interface MediaReport extends ImagePipelineReport {
  /** Background videos given a poster made from their first frame. */
  posters: number;
  /** Background videos given a lighter copy for phones. */
  phoneVideos: number;
}

/** Where the lighter copies of background videos are served from. */
export const VIDEO_URL_PREFIX = '/_video/';
/**
 * A background video on a phone: a phone's hero is a dimmed backdrop under text, 640 px wide is plenty,
 * and a phone on a mobile network should not fetch the 3 MB a desktop may. A video already within
 * both is served as it is.
 */
export const PHONE_VIDEO = { width: 640, maxBytes: 600 * 1024, bitRate: '350k' } as const;
const FFMPEG_TIMEOUT_MS = 120_000;

/**
 * The media step of the build, on the site being written (`outDir` already holds public/): a
 * background video without a poster gets one from its first frame (ffmpeg, when installed), then every
 * image the pages and their data name goes through the image pipeline.
 */
export async function prepareMedia(model: SiteModel, outDir: string, cacheDir = MEDIA_CACHE_DIR): Promise<MediaReport> {
  const posters = addMissingPosters(model, outDir, cacheDir);
  const phoneVideos = addPhoneVideos(model, outDir, cacheDir);
  const images = imagesIn([model.pages, model.data]);
  const report = await optimiseImages(images, { publicDir: outDir, outDir, cacheDir: path.join(cacheDir, 'images') });
  return { ...report, posters, phoneVideos };
}

const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: FFMPEG_TIMEOUT_MS }).status === 0;
const contentName = (file: string, suffix: string) => `${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)}-${suffix}`;

/**
 * A background video wider than a phone needs or heavier than PHONE_VIDEO.maxBytes gets `phoneVideo`,
 * a muted copy 640 px wide at a low bit rate, which the page plays on narrow screens (ffmpeg, when
 * installed; made once per content, then taken from the cache).
 */
function addPhoneVideos(model: SiteModel, outDir: string, cacheDir: string): number {
  const backgrounds = backgroundsIn(model.pages).filter((background) => typeof background.video === 'string');
  if (backgrounds.length === 0) return 0;
  let made = 0;
  let ffmpeg: boolean | undefined;
  for (const background of backgrounds) {
    const video = path.join(outDir, decodeURIComponent(String(background.video)));
    if (!existsSync(video)) continue;
    const facts = probeVideo(video);
    if (!facts || (facts.width <= PHONE_VIDEO.width && facts.bytes <= PHONE_VIDEO.maxBytes)) continue;
    if (!(ffmpeg ??= hasFfmpeg())) return made;
    const name = contentName(video, 'phone.mp4');
    const cached = path.join(cacheDir, 'videos', name);
    if (!existsSync(cached)) {
      mkdirSync(path.dirname(cached), { recursive: true });
      const partial = `${cached}.${process.pid}.mp4`;
      const { bitRate } = PHONE_VIDEO;
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', video, '-an', '-vf', `scale='min(${PHONE_VIDEO.width},iw)':-2`, '-c:v', 'libx264', '-preset', 'faster', '-crf', '30',
        '-maxrate', bitRate, '-bufsize', `${parseInt(bitRate, 10) * 2}k`, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', partial], { timeout: FFMPEG_TIMEOUT_MS, stdio: 'ignore' });
      renameSync(partial, cached);
    }
    mkdirSync(path.join(outDir, VIDEO_URL_PREFIX), { recursive: true });
    copyFileSync(cached, path.join(outDir, VIDEO_URL_PREFIX, name));
    background.phoneVideo = `${VIDEO_URL_PREFIX}${name}`;
    made += 1;
  }
  return made;
}

/** Every image of the model: the objects the x-image keyword resolved ({ src, width, height }), wherever they are. */
export function imagesIn(value: unknown, found: ImageData[] = []): ImageData[] {
  if (Array.isArray(value)) {
    for (const item of value) imagesIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') found.push(record as unknown as ImageData);
    else for (const child of Object.values(record)) imagesIn(child, found);
  }
  return found;
}

/** A `background: { video }` without a poster (the hero's): its first frame, so something paints before the video plays. */
function addMissingPosters(model: SiteModel, outDir: string, cacheDir: string): number {
  const backgrounds = backgroundsIn(model.pages).filter((background) => typeof background.video === 'string' && background.poster === undefined);
  if (backgrounds.length === 0 || !hasFfmpeg()) return 0;
  mkdirSync(path.join(cacheDir, 'posters'), { recursive: true });
  mkdirSync(path.join(outDir, IMAGE_URL_PREFIX), { recursive: true });
  let made = 0;
  for (const background of backgrounds) {
    const video = path.join(outDir, decodeURIComponent(String(background.video)));
    if (!existsSync(video)) continue;
    const name = contentName(video, 'poster.webp');
    const cached = path.join(cacheDir, 'posters', name);
    if (!existsSync(cached)) {
      const partial = `${cached}.${process.pid}.webp`;
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', partial], { timeout: FFMPEG_TIMEOUT_MS, stdio: 'ignore' });
      renameSync(partial, cached);
    }
    copyFileSync(cached, path.join(outDir, IMAGE_URL_PREFIX, name));
    const { width = 0, height = 0 } = imageSize(readFileSync(cached));
    background.poster = { src: `${IMAGE_URL_PREFIX}${name}`, width, height };
    made += 1;
  }
  return made;
}

function backgroundsIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    for (const item of value) backgroundsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'background' && child && typeof child === 'object' && !Array.isArray(child)) found.push(child as Record<string, unknown>);
      else backgroundsIn(child, found);
    }
  }
  return found;
}
