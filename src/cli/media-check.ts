import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { listYaml, PROJECT_ROOT } from '../config/site/load-site.ts';
import { videoFault } from '../config/messages/messages.ts';
import { backgroundVideoFaults, canProbeVideos, probeVideo } from '../config/sources/video-probe.ts';
import { categoryImagePath } from '../industry/model.ts';
import type { ShellData } from '../model/types.ts';
import { createSiteServer } from '../server/site-server.ts';
import { builtRoutes } from '../prerender/built-site.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run media:check` (USAGE): the media of the site and what they cost.
 * 1. Every file under public/assets with its weight and what names it (a YAML file, the category
 *    photo rule, the code), and the files nothing uses.
 * 2. Each video's facts (ffprobe) and what makes it unfit as a background.
 * 3. Per route, what a visitor downloads in images and video, on a phone (390×844 at 3×) and on a
 *    desktop (1280×800), scrolling the page to its end: the built site in dist/site (npm run build first).
 */
const USAGE = 'npm run media:check [-- --routes=/,/experts] [--skip-visits]';
const { values } = commandLine({ options: { routes: { type: 'string' }, 'skip-visits': { type: 'boolean', default: false } } }, USAGE);
const PUBLIC = path.join(PROJECT_ROOT, 'public');
const SITE = path.join(PROJECT_ROOT, 'dist/site');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface MediaFile {
  url: string;
  bytes: number;
  usedBy: string[];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)).filter((f) => statSync(f).isFile());
}

/** Who names each file of public/assets: YAML files by its path, the category photo rule, the code and styles. */
function mediaFiles(): MediaFile[] {
  const texts = [...listYaml(PROJECT_ROOT, 'pages'), ...listYaml(PROJECT_ROOT, 'content'), 'site.config.yaml'].map((file) => ({ file, text: readFileSync(path.join(PROJECT_ROOT, file), 'utf8') }));
  const code = filesUnder(path.join(PROJECT_ROOT, 'src')).filter((f) => /\.(tsx?|css|html)$/.test(f)).map((f) => ({ file: path.relative(PROJECT_ROOT, f), text: readFileSync(f, 'utf8') }));
  const categoryPhotos = new Set(
    texts.flatMap(({ text }) => [...text.matchAll(/^\s*-?\s*name:\s*(.+)$/gm)].map((match) => categoryImagePath(match[1].trim().replace(/^["']|["']$/g, '')))),
  );
  return filesUnder(path.join(PUBLIC, 'assets')).map((file) => {
    const url = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;
    const usedBy = [...texts, ...code].filter(({ text }) => text.includes(url)).map(({ file: f }) => f);
    if (categoryPhotos.has(url)) usedBy.push('a category of that name (the photo rule)');
    return { url, bytes: statSync(file).size, usedBy };
  });
}

async function downloads(browser: Browser, origin: string, route: string, phone: boolean): Promise<{ images: number; video: number }> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const sizes = { images: 0, video: 0 };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'image' && type !== 'media') return;
    const bytes = Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
    sizes[type === 'image' ? 'images' : 'video'] += bytes;
  });
  await page.goto(new URL(route, origin).href, { waitUntil: 'load' });
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return sizes;
}

const files = mediaFiles();
console.log(`# Media: ${files.length} files in public/assets, ${kb(files.reduce((sum, f) => sum + f.bytes, 0))}\n`);
console.log('| file | weight | named by |\n|---|---:|---|');
for (const file of files.sort((a, b) => b.bytes - a.bytes)) console.log(`| ${file.url} | ${kb(file.bytes)} | ${file.usedBy.join(', ') || '**nothing**'} |`);
const unused = files.filter((f) => f.usedBy.length === 0);
console.log(`\nUnused: ${unused.length === 0 ? 'none' : unused.map((f) => `${f.url} (${kb(f.bytes)})`).join(', ')}`);

console.log('\n## Videos\n');
if (!canProbeVideos()) console.log("ffprobe is not installed (Debian's ffmpeg package): videos not read.");
for (const file of files.filter((f) => /\.(mp4|webm|mov)$/i.test(f.url))) {
  const facts = canProbeVideos() ? probeVideo(path.join(PUBLIC, file.url)) : undefined;
  if (!facts) continue;
  const faults = backgroundVideoFaults(facts);
  console.log(`- ${file.url}: ${kb(facts.bytes)}, ${facts.seconds.toFixed(1)} s, ${facts.width}×${facts.height}, ${facts.codec}${facts.audio ? ', with sound' : ''}${faults.length ? ` — as a background: ${faults.map(videoFault).join('; ')}` : ''}`);
}

if (!values['skip-visits']) {
  if (!existsSync(path.join(SITE, '_data/site.json'))) {
    console.error('\nNo built site in dist/site: run npm run build first (or pass --skip-visits).');
    process.exit(1);
  }
  const shell = JSON.parse(readFileSync(path.join(SITE, '_data/site.json'), 'utf8')) as ShellData;
  const routes = values.routes ? values.routes.split(',') : builtRoutes(SITE).filter((r) => r !== shell.notFoundRoute);
  const server = createSiteServer({ dir: SITE });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log('\n## What a visitor downloads, scrolling each page to its end\n\n| route | phone images | phone video | desktop images | desktop video |\n|---|---:|---:|---:|---:|');
  for (const route of routes) {
    const [phone, desktop] = [await downloads(browser, origin, route, true), await downloads(browser, origin, route, false)];
    console.log(`| ${route} | ${kb(phone.images)} | ${kb(phone.video)} | ${kb(desktop.images)} | ${kb(desktop.video)} |`);
  }
  await browser.close();
  server.close();
}
