import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cameraPhoto } from '../bench/photos.ts';
import { phoneVideo } from '../bench/videos.ts';
import { probeVideoFile } from '../config/sources/video-probe.ts';
import { makePoster, prepareLoop } from '../editor/server/media-prepare.ts';
import { prerender } from '../prerender/prerender.ts';
import { loadSite } from '../config/site/load-site.ts';
import { categoryImagePath } from '../industry/model.ts';
import { PROJECT_ROOT, copySite } from '../paths.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run bench:media` (USAGE; after npm run build): what photos cost the build. In a copy of
 * the site, N camera-sized JPEGs (4000×3000, about 5 MB each, each its own) become category photos;
 * the prerender is timed without them, with them and an empty cache, and again with the cache.
 * `--video`: instead, what an uploaded phone video costs (a 20 MB 1080p 20 s video with sound, as the
 * upload tests make it) made a background loop and its poster, as the editor's upload prepares it (goal: 60 s).
 */
const USAGE = 'npm run bench:media [-- --photos 50] [--video]';
const { values } = commandLine({ options: { photos: { type: 'string', default: '50' }, video: { type: 'boolean', default: false } } }, USAGE);
const count = Number(values.photos);
const root = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchVideo() {
  const source = path.join(root, 'phone.mp4');
  await phoneVideo(source);
  const started = performance.now();
  const facts = await probeVideoFile(source);
  if (!facts) throw new Error('ffprobe cannot read the video (is ffmpeg installed?)');
  const loop = await prepareLoop(source, facts, path.join(root, 'loop.mp4'), () => {});
  const prepared = performance.now();
  await makePoster(path.join(root, 'loop.mp4'), path.join(root, 'loop.webp'));
  const done = performance.now();
  console.log(`# An uploaded phone video made a background loop, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| video | loop | tries | poster | in all | goal |\n|---|---:|---:|---:|---:|---:|');
  console.log(`| 1080p, 20 s, ${(facts.bytes / 1e6).toFixed(1)} MB, with sound | ${seconds(prepared - started)} (${(loop.bytes / 1e6).toFixed(1)} MB) | ${loop.tries} | ${seconds(done - prepared)} | ${seconds(done - started)} | 60 s |`);
}

async function benchPhotos() {
  copySite(root);
  const build = async (cacheDir: string) => {
    const started = performance.now();
    const result = await prerender({ root, clientDir: path.join(PROJECT_ROOT, 'dist/client'), serverDir: path.join(PROJECT_ROOT, 'dist/server'), outDir: path.join(root, 'out'), precompress: false, mediaCacheDir: cacheDir });
    if (!result.ok) throw new Error(`the copy does not build: ${result.problems.map((p) => p.message).join('; ')}`);
    return { ms: performance.now() - started, ...result.media };
  };
  const without = await build(path.join(root, 'cache-without'));

  const { model } = loadSite(root);
  const names = [...new Set(Object.values(model!.data).flatMap((data) => ((data as { categories?: { name: string }[] }).categories ?? []).map((c) => c.name)))].slice(0, count);
  for (const [i, name] of names.entries()) {
    const file = path.join(root, 'public', categoryImagePath(name));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await cameraPhoto({ hue: (i * 37) % 360 }));
  }
  const first = await build(path.join(root, 'cache'));
  const again = await build(path.join(root, 'cache'));
  console.log(`# Build time of ${names.length} camera photos (4000×3000 JPEG, as category photos), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| prerender | time | images | files encoded |\n|---|---:|---:|---:|');
  console.log(`| without the photos | ${seconds(without.ms)} | ${without.images} | ${without.encoded} |`);
  console.log(`| with them, empty cache | ${seconds(first.ms)} | ${first.images} | ${first.encoded} |`);
  console.log(`| with them, cached | ${seconds(again.ms)} | ${again.images} | ${again.encoded} |`);
}

try {
  await (values.video ? benchVideo() : benchPhotos());
} finally {
  rmSync(root, { recursive: true, force: true });
}

