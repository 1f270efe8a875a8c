import path from 'node:path';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { fileTypeFromFile } from 'file-type';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import type { MediaFolder, MediaKind } from '../contract.ts';
import { ASSETS_DIR, SITE_CONFIG, type SiteTexts } from './files.ts';
import { REFUSALS, type FormatId } from './refusals.ts';
import { sentenceIn, type Sentence } from '../../interface/sentence.ts';

/**
 * What an upload must be before it reaches the site (src/editor/server/media-api.ts): a name made from
 * the one the person gave, within the site's size limits, with bytes that are what the name says, and a
 * drawing (SVG) that runs nothing and fetches nothing.
 */

/** The file name endings an upload may have, what each is to the site, and its format (named for a person by REFUSALS' formats: "JPEG image"). */
export const UPLOAD_TYPES = {
  jpg: { kind: 'image', format: 'jpg' },
  jpeg: { kind: 'image', format: 'jpg' },
  png: { kind: 'image', format: 'png' },
  webp: { kind: 'image', format: 'webp' },
  avif: { kind: 'image', format: 'avif' },
  svg: { kind: 'svg', format: 'svg' },
  mp4: { kind: 'video', format: 'mp4' },
  webm: { kind: 'video', format: 'webm' },
  mov: { kind: 'video', format: 'mov' },
} as const satisfies Record<string, { kind: MediaKind; format: FormatId }>;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** What file-type calls the formats it finds: the format a person knows, and which ending each is. */
const DETECTED: Record<string, { format: FormatId; extension?: UploadExtension }> = {
  jpg: { format: 'jpg', extension: 'jpg' },
  png: { format: 'png', extension: 'png' },
  webp: { format: 'webp', extension: 'webp' },
  avif: { format: 'avif', extension: 'avif' },
  mp4: { format: 'mp4', extension: 'mp4' },
  m4v: { format: 'mp4', extension: 'mp4' },
  webm: { format: 'webm', extension: 'webm' },
  mov: { format: 'mov', extension: 'mov' },
  gif: { format: 'gif' },
  heic: { format: 'heic' },
  tif: { format: 'tif' },
  bmp: { format: 'bmp' },
  mkv: { format: 'mkv' },
  avi: { format: 'avi' },
  pdf: { format: 'pdf' },
  zip: { format: 'zip' },
};

/** The ending of a file name (lower case), when it is one an upload may have. */
export function uploadExtension(name: string): UploadExtension | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(UPLOAD_TYPES, ext) ? (ext as UploadExtension) : undefined;
}

/** What each folder of public/assets/ takes: images in images/, images (posters) and videos in videos/. */
export function folderTakes(folder: MediaFolder, kind: MediaKind): boolean {
  return folder === 'videos' || kind !== 'video';
}

/** Letters a decomposition does not turn into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ĳ: 'ij' };

/**
 * The name a file is stored under, made from the one it came with: the last part of a path only, lower
 * case, accents folded (é → e, ß → ss), every other character but a-z, 0-9, "-" and "." a hyphen, no
 * leading or doubled dots or hyphens ("Équipe Casablanca 2026.JPG" → "equipe-casablanca-2026.jpg").
 * Undefined when nothing is left of the name before its ending.
 */
export function storedName(wanted: string): string | undefined {
  const last = wanted.split(/[/\\]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const ext = last.slice(dot + 1).toLowerCase();
  const base = last
    .slice(0, dot)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłıĳ]/g, (letter) => FOLDED[letter])
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-*\.-*/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80)
    .replace(/[.-]+$/, '');
  if (!base || !/^[a-z0-9]+$/.test(ext)) return undefined;
  return `${base}.${ext}`;
}

/** `name` with its ending replaced. */
export function withExtension(name: string, ext: string): string {
  return `${name.replace(/\.[^.]+$/, '')}.${ext}`;
}

/** The first of name-2, name-3… that `taken` (no file of that name in the folder) does not say is taken. */
export function freeName(name: string, taken: (candidate: string) => boolean): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = [name.slice(0, dot), name.slice(dot)];
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}${ext}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The largest upload of each kind, in bytes: site.config.yaml's `media`, read leniently (its defaults when absent or unreadable). */
export function uploadLimits(files: Pick<SiteTexts, 'read'>): { image: number; video: number } {
  const defaults = { maxImageMB: 25, maxVideoMB: 200 };
  let media: Record<string, unknown> = {};
  try {
    const config = parse(files.read(SITE_CONFIG)?.text ?? '') as { media?: unknown } | null;
    if (config?.media && typeof config.media === 'object') media = config.media as Record<string, unknown>;
  } catch {
    // a site.config.yaml that does not parse is validate's to report; the upload keeps its defaults
  }
  const megabytes = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
  return {
    image: Math.floor(megabytes(media.maxImageMB, defaults.maxImageMB) * 1024 * 1024),
    video: Math.floor(megabytes(media.maxVideoMB, defaults.maxVideoMB) * 1024 * 1024),
  };
}

/** The bytes are what the name says (file-type's name for them), or why not, in each interface language. */
export type ContentCheck = { ok: true; detected: string } | { ok: false; code: 'not-what-named' | 'unsupported'; sentence: Sentence };

/**
 * Whether the bytes of `file` are what its name (`ext`, `shown` as the person named it) says, read from
 * the bytes themselves (file-type), not from the name or what the browser claimed. Photos and videos of
 * the same family pass (a .jpeg is a JPEG; an .mp4 may hold QuickTime, which is prepared anyway).
 */
export async function checkContent(file: string, ext: UploadExtension, shown: string): Promise<ContentCheck> {
  const expected = UPLOAD_TYPES[ext];
  if (expected.kind === 'svg') return { ok: true, detected: 'svg' }; // text: checkSvg reads it
  const found = await fileTypeFromFile(file);
  const family = (e: string | undefined) => (e === 'jpeg' ? 'jpg' : e === 'm4v' ? 'mp4' : e === 'mov' ? 'mp4' : e);
  if (found && family(found.ext) === family(ext)) return { ok: true, detected: found.ext };
  const video = expected.kind === 'video';
  if (!found) return { ok: false, code: 'not-what-named', sentence: (language) => REFUSALS[language].unknownBytes(shown, expected.format, video) };
  const detected = { format: DETECTED[found.ext]?.format, ext: found.ext };
  const proper = DETECTED[found.ext]?.extension;
  return { ok: false, code: proper ? 'not-what-named' : 'unsupported', sentence: (language) => REFUSALS[language].otherBytes(shown, detected, expected.format, video, proper) };
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Elements that run code, embed a page or reach elsewhere: a drawing needs none of them. */
const DANGEROUS_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'base', 'link', 'meta', 'handler', 'listener', 'audio', 'video']);
/** Attributes whose value is an address (or an animation's target): what they point at is checked. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'attributename', 'values', 'from', 'to', 'by', 'style']);
const EXTERNAL = /^\s*(https?:|\/\/)/i;
/** Animations, which can set another attribute of their element: an event handler or a link is refused. */
const ANIMATIONS = new Set(['set', 'animate', 'animatetransform', 'animatemotion']);

const SCRIPTED = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

/** One window for every check: a jsdom window takes a tenth of a second to make. */
function sanitizer() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = { purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]), window };
  }
  return purifier;
}

/**
 * What in an SVG drawing could run a script or fetch something from elsewhere once the site serves it,
 * each named for a person ("a <script> element", "an onload= attribute on <svg>", "a link to
 * https://…"); empty for a clean drawing, which is stored as it is. Read twice: as a browser opening the
 * file reads it (XML), walking every element and attribute; and through DOMPurify (the HTML parser),
 * whose removals of anything that runs code are named too. Editors' own metadata (Inkscape's, a
 * <metadata> block), which DOMPurify would also remove, is harmless and allowed.
 */
export function svgFindings(text: string): { notSvg?: Sentence; findings: Sentence[] } {
  const { purify, window } = sanitizer();
  /** Each finding by its English words (which dedupe reads), in each interface language. */
  const findings = new Map<string, Sentence>();
  const add = (finding: Sentence) => findings.set(sentenceIn(finding, 'en'), finding);
  if (/<!ENTITY/i.test(text)) add((language) => REFUSALS[language].entity);

  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.getElementsByTagName('parsererror').length > 0 || doc.getElementsByTagNameNS('*', 'parsererror').length > 0) {
    return { notSvg: (language) => REFUSALS[language].notWellFormed, findings: [] };
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    return { notSvg: (language) => REFUSALS[language].outermostElement(root.nodeName, root.localName === 'svg'), findings: [] };
  }
  const walk = (element: Element) => {
    const name = element.localName.toLowerCase();
    const tag = element.localName;
    if (DANGEROUS_ELEMENTS.has(name)) add((language) => REFUSALS[language].element(tag));
    const animated = ANIMATIONS.has(name) ? (element.getAttribute('attributeName') ?? '') : '';
    const targets = ['values', 'to', 'from', 'by'].flatMap((attr) => (element.getAttribute(attr) ?? '').split(';')).map((v) => v.trim()).filter(Boolean);
    if (/^on/i.test(animated) || (/href$/i.test(animated) && targets.some((target) => !target.startsWith('#')))) add((language) => REFUSALS[language].animationSets(animated, tag));
    if (name === 'style') for (const url of externalUrls(element.textContent ?? '')) add((language) => REFUSALS[language].referenceInStyle(url));
    for (const attribute of Array.from(element.attributes)) {
      const attr = attribute.localName.toLowerCase();
      const named = attribute.name;
      if (attr.startsWith('on')) add((language) => REFUSALS[language].handler(named, tag));
      const value = attribute.value;
      if (SCRIPTED.test(value) || /javascript\s*:/i.test(value)) add((language) => REFUSALS[language].scriptAddress(named, tag));
      if ((attr === 'href' || attr === 'src') && EXTERNAL.test(value)) add((language) => REFUSALS[language].reference(shortUrl(value), named, tag));
      for (const url of externalUrls(value)) add((language) => REFUSALS[language].reference(url, named, tag));
    }
    for (const child of Array.from(element.children)) walk(child);
  };
  walk(root);

  purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  for (const removed of purify.removed as { element?: Element; attribute?: Attr | null; from?: Element }[]) {
    if (removed.element) {
      const name = removed.element.nodeName.toLowerCase();
      const tag = removed.element.localName ?? name;
      if (DANGEROUS_ELEMENTS.has(name)) add((language) => REFUSALS[language].element(tag));
    } else if (removed.attribute) {
      const attr = removed.attribute.name.toLowerCase();
      const named = removed.attribute.name;
      const on = removed.from?.nodeName ? removed.from.nodeName.toLowerCase() : undefined;
      if (attr.startsWith('on')) add((language) => REFUSALS[language].handler(named, on));
      else if (ADDRESS_ATTRIBUTES.has(attr.replace(/^xlink:/, '')) && (SCRIPTED.test(removed.attribute.value) || /javascript\s*:/i.test(removed.attribute.value))) {
        add((language) => REFUSALS[language].scriptAddress(named, on));
      }
    }
  }
  // the same thing found by both readings is named once
  return { findings: dedupe([...findings.keys()]).map((key) => findings.get(key)!) };
}

/** The findings (their English words) without the same thing named twice. */
function dedupe(findings: string[]): string[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = finding.replace(/ on <[^>]+>\)?$/, '').replace(/ \(an event handler\)/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The external addresses in CSS text: url(http…), url(//…), @import. */
function externalUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) if (EXTERNAL.test(match[2])) urls.push(shortUrl(match[2]));
  for (const match of css.matchAll(/@import\s+(?:url\(\s*)?['"]?([^'"\s);]+)/gi)) urls.push(shortUrl(match[1]));
  return urls;
}

function shortUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}…` : trimmed;
}

/** Where an upload lands: public/assets/<folder>/<name>, or undefined when the name would leave the folder. */
export function assetPathOf(folder: MediaFolder, name: string): string | undefined {
  const rel = `${ASSETS_DIR}/${folder}/${name}`;
  const normal = path.posix.normalize(rel);
  return normal === rel && !name.includes('/') && name !== '.' && name !== '..' ? rel : undefined;
}
