import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ImageData } from '../../model/values.ts';
import { say, type Said } from '../messages/messages.ts';
import { backgroundVideoFaults, backgroundVideoFix, probeVideo } from '../sources/video-probe.ts';

/** The file under public/ a path names (already checked by x-asset: a path that is wrong is its problem, not these). */
function publicFile(publicDir: string, src: string): string | undefined {
  if (!src.startsWith('/')) return undefined;
  const full = path.resolve(publicDir, decodeURIComponent(src.slice(1)));
  return full.startsWith(path.resolve(publicDir) + path.sep) ? full : undefined;
}

const sizes = new Map<string, { width: number; height: number } | undefined>();

/** An image's width and height as shown (a camera's EXIF rotation applied), read from its header once per file. */
function sizeOf(file: string): { width: number; height: number } | undefined {
  if (sizes.has(file)) return sizes.get(file);
  let size: { width: number; height: number } | undefined;
  try {
    const read = imageSize(readFileSync(file));
    const turned = (read.orientation ?? 1) >= 5;
    if (read.width && read.height) size = turned ? { width: read.height, height: read.width } : { width: read.width, height: read.height };
  } catch {
    size = undefined;
  }
  sizes.set(file, size);
  return size;
}

/**
 * x-image: an image the page shows, written as a path (a poster) or as { src, alt, width?, height? }.
 * Valid when its file's size can be read; it becomes { src, alt?, width, height } (ImageData), the
 * size taken from the file, so the page reserves its space.
 */
export function imageOf(value: unknown, publicDir: string): { problem?: Said; image?: ImageData } {
  const written = typeof value === 'string' ? { src: value } : (value as { src?: unknown; alt?: string } | null);
  if (!written || typeof written.src !== 'string') return {};
  const file = publicFile(publicDir, written.src);
  if (!file || !existsSync(file)) return {}; // x-asset says what is wrong with the path
  const size = sizeOf(file);
  if (!size) return { problem: say('image-unreadable', { path: written.src }) };
  return { image: { ...written, src: written.src, ...size } };
}

/** x-video: background: a looping muted video behind text, which must stay light (read with ffprobe when it is installed). */
export function backgroundVideoProblem(src: string, publicDir: string): Said | undefined {
  const file = publicFile(publicDir, src);
  const facts = file ? probeFacts(file) : undefined;
  if (!facts) return undefined;
  const faults = backgroundVideoFaults(facts);
  if (faults.length === 0) return undefined;
  return say('background-video-unfit', { path: src, faults, command: backgroundVideoFix(src, facts) });
}

function probeFacts(file: string) {
  try {
    return probeVideo(file);
  } catch {
    return undefined; // a missing file: x-asset reports it
  }
}
