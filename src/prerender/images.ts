import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { ImageData } from '../model/values.ts';

/**
 * The image pipeline (Astro's <Image> and Next's image component are the models): every raster image
 * the site names (jpg, png, webp) is served as responsive sizes in AVIF and WebP with one fallback in
 * its own format, its width and height in the HTML, and a tiny blurred placeholder painted while it
 * loads. Derivatives are named by the content hash of the source and kept in a cache folder, so a
 * rebuild encodes only images that changed.
 */

/** The widths made, up to the source's own (a phone at 3× needs about 1170 px, a wide desktop 1920). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920];
/** Where derivatives are served from. */
export const IMAGE_URL_PREFIX = '/_img/';

const QUALITY = { avif: 50, webp: 72, jpeg: 78, png: 80 } as const;
/** Encoder effort: AVIF's default (4) takes seconds per size; 2 is about 3× faster for a few per cent more bytes. */
const EFFORT: Partial<Record<Format, number>> = { avif: 2, webp: 3 };
const PLACEHOLDER_WIDTH = 16;
/** The width of the one fallback file (JPEG or PNG) for browsers without AVIF or WebP. */
const FALLBACK_WIDTH = 1280;

type Format = keyof typeof QUALITY;

export interface ImagePipelineOptions {
  /** public/: where the sources are. */
  publicDir: string;
  /** The site being built: derivatives go to its _img/. */
  outDir: string;
  /** Derivatives already made, by file name (content hash, width, format). */
  cacheDir: string;
}

export interface ImagePipelineReport {
  images: number;
  /** Derivatives encoded in this run (the others came from the cache). */
  encoded: number;
  reused: number;
}

/** A raster image the pipeline serves in sizes and modern formats; SVG and other files are served as they are. */
export function isRaster(src: string): boolean {
  return /\.(jpe?g|png|webp)$/i.test(src);
}

/**
 * Adds `sources` (srcset per format) and `placeholder` to every raster image of the list, writing the
 * derivatives into outDir/_img/. The objects are the model's own: the pages that show them carry them.
 */
export async function optimiseImages(images: ImageData[], options: ImagePipelineOptions): Promise<ImagePipelineReport> {
  const report: ImagePipelineReport = { images: 0, encoded: 0, reused: 0 };
  mkdirSync(options.cacheDir, { recursive: true });
  mkdirSync(path.join(options.outDir, IMAGE_URL_PREFIX), { recursive: true });
  const bySource = new Map<string, ImageData[]>();
  for (const image of images.filter((i) => isRaster(i.src))) bySource.set(image.src, [...(bySource.get(image.src) ?? []), image]);
  // one source at a time: a camera photo decodes to about 50 MB, and its sizes are encoded in parallel
  for (const [src, uses] of bySource) {
    report.images += 1;
    const derived = await derive(src, uses[0].width, options, report);
    for (const image of uses) Object.assign(image, derived);
  }
  return report;
}

async function derive(src: string, width: number, options: ImagePipelineOptions, report: ImagePipelineReport): Promise<Pick<ImageData, 'sources' | 'placeholder' | 'src'>> {
  const input = readFileSync(path.join(options.publicDir, decodeURIComponent(src)));
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16);
  const fallback: Format = /\.png$/i.test(src) ? 'png' : 'jpeg';
  let decoded: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  const pixels = () => (decoded ??= sharp(input).rotate().resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }));
  const made = async (format: Format, w: number) => {
    const name = `${hash}-${w}.${format === 'jpeg' ? 'jpg' : format}`;
    const cached = path.join(options.cacheDir, name);
    if (existsSync(cached)) report.reused += 1;
    else {
      report.encoded += 1;
      const { data, info } = await pixels();
      const encoded = await sharp(data, { raw: info }).resize({ width: w, withoutEnlargement: true })[format]({ quality: QUALITY[format], ...(EFFORT[format] === undefined ? {} : { effort: EFFORT[format] }) }).toBuffer();
      // whole or not at all: two builds may share the cache
      const partial = `${cached}.${process.pid}.part`;
      writeFileSync(partial, encoded);
      renameSync(partial, cached);
    }
    copyFileSync(cached, path.join(options.outDir, IMAGE_URL_PREFIX, name));
    return `${IMAGE_URL_PREFIX}${name}`;
  };
  const widths = widthsFor(width);
  const srcset = async (format: Format) => (await Promise.all(widths.map(async (w) => `${await made(format, w)} ${w}w`))).join(', ');
  // browsers without AVIF or WebP (a few per thousand) get one size in the source's own format
  const [avif, webp, fallbackUrl] = await Promise.all([srcset('avif'), srcset('webp'), made(fallback, widths.find((w) => w >= FALLBACK_WIDTH) ?? widths[widths.length - 1])]);
  const placeholderFile = path.join(options.cacheDir, `${hash}-placeholder.webp`);
  if (!existsSync(placeholderFile)) {
    const { data, info } = await pixels();
    writeFileSync(placeholderFile, await sharp(data, { raw: info }).resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer());
  }
  return {
    src: fallbackUrl,
    sources: [
      { type: 'image/avif', srcset: avif },
      { type: 'image/webp', srcset: webp },
    ],
    placeholder: `data:image/webp;base64,${readFileSync(placeholderFile).toString('base64')}`,
  };
}

/** The standard widths below the image's own, and its own when it is smaller than the largest. */
export function widthsFor(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? [...below, width] : IMAGE_WIDTHS;
}
