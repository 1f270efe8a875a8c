import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { siteTree } from '../../config/site/site-tree.ts';
import { canProbeVideos, probeVideo } from '../../config/sources/video-probe.ts';
import type { MediaItem, MediaKind, MediaUse } from '../contract.ts';
import { ASSETS_DIR, checkPath, listEditable } from './files.ts';

/** What each file ending of public/assets/ is to the site (the endings checkPath lets the editor touch). */
const KINDS: Record<string, MediaKind> = { jpg: 'image', jpeg: 'image', png: 'image', webp: 'image', avif: 'image', svg: 'svg', mp4: 'video', webm: 'video' };

/** The kind of a media file by its ending, or undefined for a file the library does not show. */
export function mediaKindOf(file: string): MediaKind | undefined {
  return KINDS[/\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? ''];
}

/** An image's size, read from its header once per version of the file (size and time). */
const sizes = new Map<string, { stamp: string; size?: { width: number; height: number } }>();

function imageSizeOf(abs: string, stamp: string): { width: number; height: number } | undefined {
  const known = sizes.get(abs);
  if (known?.stamp === stamp) return known.size;
  let size: { width: number; height: number } | undefined;
  try {
    const read = imageSize(readFileSync(abs));
    const turned = (read.orientation ?? 1) >= 5; // a camera's rotation, as the page shows it
    if (read.width && read.height) size = turned ? { width: read.height, height: read.width } : { width: read.width, height: read.height };
  } catch {
    size = undefined;
  }
  sizes.set(abs, { stamp, size });
  return size;
}

/**
 * Where the site's YAML names each address under /assets/: the file and line of every mention, read
 * from the text (a mention in a comment counts: it is what a person sees when they look for it).
 */
export function assetMentions(root: string): Map<string, MediaUse[]> {
  const mentions = new Map<string, MediaUse[]>();
  for (const file of listEditable(root)) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    const lines = text.split(/\r?\n/);
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/\/assets\/[^\s"'`,)\]}#?]+/g)) {
        let address = match[0].replace(/[.:;]+$/, '');
        try {
          address = decodeURI(address);
        } catch {
          // an address with a stray % is compared as written
        }
        const uses = mentions.get(address) ?? [];
        if (!uses.some((use) => use.file === file && use.line === index + 1)) uses.push({ file, line: index + 1 });
        mentions.set(address, uses);
      }
    });
  }
  return mentions;
}

/**
 * Every image and video under public/assets/ of `root`, sorted by path: its address, kind, weight, size
 * (a video's from ffprobe, kept by content in the cache validate shares, so only a new video is read) and
 * the YAML lines that name it.
 */
export function mediaLibrary(root: string): MediaItem[] {
  const dir = path.join(root, ASSETS_DIR);
  if (!existsSync(dir)) return [];
  const mentions = assetMentions(root);
  const probe = canProbeVideos();
  const items: MediaItem[] = [];
  for (const rel of siteTree(root, ASSETS_DIR).files) {
    const kind = mediaKindOf(rel);
    if (!kind || rel.split('/').some((part) => part.startsWith('.'))) continue;
    const checked = checkPath(root, rel);
    if (!checked.ok) continue; // a symbolic link out of the project: not the site's
    const stat = statSync(checked.abs, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    const address = rel.slice('public'.length);
    const item: MediaItem = { path: rel, address, kind, bytes: stat.size, usedBy: mentions.get(address) ?? [] };
    if (kind === 'video') {
      const facts = probe ? safely(() => probeVideo(checked.abs)) : undefined;
      if (facts) Object.assign(item, { width: facts.width, height: facts.height, seconds: Math.round(facts.seconds * 100) / 100 });
    } else {
      const size = imageSizeOf(checked.abs, `${stat.size}:${stat.mtimeMs}`);
      if (size) Object.assign(item, size);
    }
    items.push(item);
  }
  return items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
