import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { imageSize as ImageSize } from 'image-size';
import type { ImageData } from '../../model/values.ts';
import { say, type MediaFormat, type Said } from '../messages/messages.ts';
import { backgroundVideoFaults, backgroundVideoFix, canProbeVideos, probeVideo } from '../sources/video-probe.ts';

/** The file under public/ a path names (already checked by x-asset: a path that is wrong is its problem, not these). */
function publicFile(publicDir: string, src: string): string | undefined {
  if (!src.startsWith('/')) return undefined;
  const full = path.resolve(publicDir, decodeURIComponent(src.slice(1)));
  return full.startsWith(path.resolve(publicDir) + path.sep) ? full : undefined;
}

const sizes = new Map<string, { width: number; height: number; type?: string } | undefined>();
/** Required (its CommonJS build) at the first image read: imported, its modules through tsx's loader took a tenth of a second of every start. */
let imageSize: typeof ImageSize | undefined;

/** An image's width and height as shown (a camera's EXIF rotation applied) and its format, read from its header once per file. */
function sizeOf(file: string): { width: number; height: number; type?: string } | undefined {
  if (sizes.has(file)) return sizes.get(file);
  let size: { width: number; height: number; type?: string } | undefined;
  imageSize ??= (createRequire(import.meta.url)('image-size') as { imageSize: typeof ImageSize }).imageSize;
  try {
    const read = imageSize(readFileSync(file));
    const turned = (read.orientation ?? 1) >= 5;
    if (read.width && read.height) size = { ...(turned ? { width: read.height, height: read.width } : { width: read.width, height: read.height }), type: read.type };
  } catch {
    size = undefined;
  }
  sizes.set(file, size);
  return size;
}

/** The image formats a file name may say, by ending, as image-size names them, and as a person does. */
const IMAGE_FORMATS: Record<string, { type: string; name: MediaFormat }> = {
  jpg: { type: 'jpg', name: { kind: 'image', name: 'JPEG' } },
  jpeg: { type: 'jpg', name: { kind: 'image', name: 'JPEG' } },
  png: { type: 'png', name: { kind: 'image', name: 'PNG' } },
  webp: { type: 'webp', name: { kind: 'image', name: 'WebP' } },
  avif: { type: 'avif', name: { kind: 'image', name: 'AVIF' } },
  svg: { type: 'svg', name: { kind: 'drawing', name: 'SVG' } },
  gif: { type: 'gif', name: { kind: 'image', name: 'GIF' } },
};
const VIDEO_FORMATS: Record<string, MediaFormat> = {
  mp4: { kind: 'file', name: 'MP4' },
  m4v: { kind: 'file', name: 'MP4' },
  webm: { kind: 'file', name: 'WebM' },
  mov: { kind: 'movie', name: 'QuickTime' },
};

function extensionOf(src: string): string {
  return /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase() ?? '';
}

/** What the bytes of a file are, when they are an image, as a person names it (a PNG image); undefined otherwise. */
function imageFormatName(type: string | undefined): MediaFormat | undefined {
  if (!type) return undefined;
  return Object.values(IMAGE_FORMATS).find((format) => format.type === type)?.name ?? { kind: 'image', name: type.toUpperCase() };
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
  const named = IMAGE_FORMATS[extensionOf(written.src)];
  if (named && size.type && size.type !== named.type) {
    const proper = Object.entries(IMAGE_FORMATS).find(([, format]) => format.type === size.type)?.[0];
    const rename = proper ? written.src.replace(/\.[a-z0-9]+$/i, `.${proper}`) : undefined;
    return { problem: say('media-not-what-named', { path: written.src, what: 'image', named: named.name, is: imageFormatName(size.type), rename }) };
  }
  return { image: { ...written, src: written.src, width: size.width, height: size.height } };
}

/** x-video: background: a looping muted video behind text, which must stay light (read with ffprobe when it is installed). */
export function backgroundVideoProblem(src: string, publicDir: string): Said | undefined {
  const file = publicFile(publicDir, src);
  if (!file || !existsSync(file)) return undefined; // x-asset says what is wrong with the path
  const facts = probeFacts(file);
  if (!facts) {
    // ffprobe read the file and found no video in it (without ffprobe, validate says videos were not checked)
    if (!canProbeVideos()) return undefined;
    return say('media-not-what-named', { path: src, what: 'background video', named: VIDEO_FORMATS[extensionOf(src)] ?? { kind: 'video' }, is: imageFormatName(sizeOf(file)?.type) });
  }
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
