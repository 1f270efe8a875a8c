import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteModel } from '../model/types.ts';
import type { ImageData } from '../model/values.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { IMAGE_URL_PREFIX, optimiseImages, type ImagePipelineReport } from './images.ts';

/** Derivatives and posters made by earlier builds, by content hash. */
export const MEDIA_CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site-media');

export interface MediaReport extends ImagePipelineReport {
  /** Background videos given a poster made from their first frame. */
  posters: number;
}

/**
 * The media step of the build, on the site being written (`outDir` already holds public/): a
 * background video without a poster gets one from its first frame (ffmpeg, when installed), then every
 * image the pages and their data name goes through the image pipeline.
 */
export async function prepareMedia(model: SiteModel, outDir: string, cacheDir = MEDIA_CACHE_DIR): Promise<MediaReport> {
  const posters = addMissingPosters(model, outDir, cacheDir);
  const images = imagesIn([model.pages, model.data]);
  const report = await optimiseImages(images, { publicDir: outDir, outDir, cacheDir: path.join(cacheDir, 'images') });
  return { ...report, posters };
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
  if (backgrounds.length === 0 || spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) return 0;
  mkdirSync(path.join(cacheDir, 'posters'), { recursive: true });
  mkdirSync(path.join(outDir, IMAGE_URL_PREFIX), { recursive: true });
  let made = 0;
  for (const background of backgrounds) {
    const video = path.join(outDir, decodeURIComponent(String(background.video)));
    if (!existsSync(video)) continue;
    const name = `${createHash('sha256').update(readFileSync(video)).digest('hex').slice(0, 16)}-poster.webp`;
    const cached = path.join(cacheDir, 'posters', name);
    if (!existsSync(cached)) {
      const partial = `${cached}.${process.pid}.webp`;
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', partial]);
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
