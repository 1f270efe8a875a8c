import { execFileSync, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cameraPhoto as generatedPhoto } from '../../src/bench/photos.ts';
import { optimiseImages } from '../../src/prerender/images.ts';
import { prepareMedia } from '../../src/prerender/media.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { probeVideo, videoProbeRuns } from '../../src/config/sources/video-probe.ts';
import type { IndustryData } from '../../src/industry/model.ts';
import type { ImageData } from '../../src/model/values.ts';
import { blockOf } from '../helpers/blocks.ts';
import { siteCopy } from '../helpers/site-copy.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'media-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function cameraPhoto(file: string, width = 4000, height = 3000): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await generatedPhoto({ width, height }));
}

describe('the image pipeline', () => {
  it('serves a camera-sized JPEG as AVIF and WebP sizes with one fallback and a placeholder; a rebuild encodes nothing', async () => {
    const publicDir = path.join(scratch, 'pipeline/public');
    await cameraPhoto(path.join(publicDir, 'assets/images/team.jpg'));
    expect(statSync(path.join(publicDir, 'assets/images/team.jpg')).size).toBeGreaterThan(3_000_000);
    const options = { publicDir, outDir: path.join(scratch, 'pipeline/out'), cacheDir: path.join(scratch, 'pipeline/cache') };
    const image: ImageData = { src: '/assets/images/team.jpg', alt: 'The team', width: 4000, height: 3000 };
    expect(await optimiseImages([image], options)).toEqual({ images: 1, encoded: 11, reused: 0 });

    const [avif, webp] = image.sources!;
    expect(avif.type).toBe('image/avif');
    expect(webp.type).toBe('image/webp');
    for (const source of [avif, webp]) expect(source.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
    expect(image.src).toMatch(/^\/_img\/[0-9a-f]{16}-1280\.jpg$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
    // what a 390 px phone at 3× picks (1280 w): a small part of the 5 MB original
    const phoneFile = avif.srcset.split(', ').find((entry) => entry.endsWith(' 1280w'))!.split(' ')[0];
    expect(statSync(path.join(options.outDir, phoneFile)).size).toBeLessThan(150 * 1024);

    const again: ImageData = { src: '/assets/images/team.jpg', alt: 'The team', width: 4000, height: 3000 };
    expect(await optimiseImages([again], { ...options, outDir: path.join(scratch, 'pipeline/out-2') })).toEqual({ images: 1, encoded: 0, reused: 11 });
    expect(again.sources).toEqual(image.sources);
  });

  it('reads the size of an image from its file when YAML does not give it, and serves a category photo found at its path', async () => {
    const site = siteCopy();
    try {
      await cameraPhoto(path.join(site.root, 'public/media/team.jpg'), 1600, 1200);
      await cameraPhoto(path.join(site.root, 'public/assets/images/fixture-orchards.jpg'), 1200, 800);
      const about = path.join(site.root, 'pages/about.yaml');
      writeFileSync(about, readFileSync(about, 'utf8').replace('    title: About fixture heading\n', '    title: About fixture heading\n    image:\n      src: /media/team.jpg\n      alt: The team\n'));
      const { model, problems } = loadSite(site.root);
      expect(problems.map(formatProblem)).toEqual([]);
      const header = blockOf(model!.pages.find((p) => p.route === '/about')!, 'page-header');
      expect(header.image).toMatchObject({ src: '/media/team.jpg', alt: 'The team', width: 1600, height: 1200 });

      const orchards = model!.data['/_data/industries/orchards.json'] as IndustryData;
      expect(orchards.categories.find((c) => c.name === 'Fixture Orchards')!.image).toMatchObject({ src: '/assets/images/fixture-orchards.jpg', width: 1200, height: 800 });
      expect(orchards.categories.find((c) => c.name !== 'Fixture Orchards')!.image).toBeUndefined(); // no file: the gradient alone

      const out = path.join(scratch, 'site-out');
      execFileSync('cp', ['-r', path.join(site.root, 'public'), out]);
      const report = await prepareMedia(model!, out, path.join(scratch, 'site-cache'));
      expect(report.images).toBe(2);
      expect(header.image!.sources!.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      expect(orchards.categories[0].image!.sources).toHaveLength(2);
    } finally {
      site.remove();
    }
  });

  it('gives a background video without a poster one from its first frame', async () => {
    const site = siteCopy();
    try {
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24', '-t', '2', '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(site.root, 'public/media/loop.mp4')]);
      const home = path.join(site.root, 'pages/home.yaml');
      writeFileSync(home, readFileSync(home, 'utf8').replace('      poster: /media/poster.svg\n', '      video: /media/loop.mp4\n'));
      const { model, problems } = loadSite(site.root);
      expect(problems.map(formatProblem)).toEqual([]);
      const out = path.join(scratch, 'poster-out');
      execFileSync('cp', ['-r', path.join(site.root, 'public'), out]);
      const report = await prepareMedia(model!, out, path.join(scratch, 'poster-cache'));
      expect(report.posters).toBe(1);
      const hero = blockOf(model!.pages.find((p) => p.route === '/')!, 'hero');
      expect(hero.background!.poster).toMatchObject({ width: 640, height: 360 });
      expect(hero.background!.poster!.sources![0].srcset).toMatch(/^\/_img\/[0-9a-f]{16}-320\.avif 320w, \/_img\/[0-9a-f]{16}-640\.avif 640w$/);
      // already as light as a phone needs: served as it is
      expect(report.phoneVideos).toBe(0);
      expect(hero.background!.phoneVideo).toBeUndefined();
    } finally {
      site.remove();
    }
  });

  it('gives a 1080p background video a copy for phones: 640 px wide, muted, under 600 KB, named by its content', async () => {
    const site = siteCopy();
    try {
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-t', '6', '-an', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '3M', '-pix_fmt', 'yuv420p', path.join(site.root, 'public/media/wide.mp4')]);
      const home = path.join(site.root, 'pages/home.yaml');
      writeFileSync(home, readFileSync(home, 'utf8').replace('      poster: /media/poster.svg\n', '      video: /media/wide.mp4\n      poster: /media/poster.svg\n'));
      const { model, problems } = loadSite(site.root);
      expect(problems.map(formatProblem)).toEqual([]);
      const out = path.join(scratch, 'phone-out');
      execFileSync('cp', ['-r', path.join(site.root, 'public'), out]);
      const report = await prepareMedia(model!, out, path.join(scratch, 'phone-cache'));
      expect(report.phoneVideos).toBe(1);
      const hero = blockOf(model!.pages.find((p) => p.route === '/')!, 'hero') as { background?: { phoneVideo?: string } };
      expect(hero.background!.phoneVideo).toMatch(/^\/_video\/[0-9a-f]{16}-phone\.mp4$/);
      const copy = path.join(out, hero.background!.phoneVideo!);
      expect(statSync(copy).size).toBeLessThanOrEqual(600 * 1024);
      expect(probeVideo(copy)).toMatchObject({ width: 640, height: 360, codec: 'h264', audio: false });
    } finally {
      site.remove();
    }
  });
});

describe('background videos (background-video-unfit)', () => {
  it('names a 30 MB video on its YAML line with its size; running the printed command and validating again gives no problem', () => {
    const site = siteCopy();
    try {
      const video = path.join(site.root, 'public/media/hero.mp4');
      // straight from an editing tool: 1440p, a high bit rate, a sound track
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=2560x1440:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '64M', '-maxrate', '64M', '-bufsize', '64M', '-c:a', 'aac', '-shortest', video]);
      expect(statSync(video).size).toBeGreaterThan(29_000_000);
      const home = path.join(site.root, 'pages/home.yaml');
      writeFileSync(home, readFileSync(home, 'utf8').replace('      poster: /media/poster.svg\n', '      video: /media/hero.mp4\n      poster: /media/poster.svg\n'));

      const [problem, ...others] = loadSite(site.root).problems;
      expect(others).toEqual([]);
      expect(problem).toMatchObject({ file: 'pages/home.yaml', line: 9, col: 14, code: 'background-video-unfit' });
      expect(problem.message).toMatch(/^the background video \/media\/hero\.mp4 would slow the page down: it weighs (2\d|3\d)\.\d MB .*; it is 2560×1440 .*; it has a sound track/);
      const command = problem.message.split('then validate again: ')[1];
      expect(command).toMatch(/^ffmpeg /);

      execSync(command, { cwd: site.root, stdio: 'ignore', shell: '/bin/sh' });
      expect(loadSite(site.root).problems.map(formatProblem)).toEqual([]);
      expect(statSync(video).size).toBeLessThan(3 * 1024 * 1024);
    } finally {
      site.remove();
    }
  });

  it('reads a video once: a copy of the site elsewhere (a studio draft) is not probed again, a changed file is', () => {
    const first = siteCopy();
    const second = siteCopy();
    try {
      const loop = (root: string) => path.join(root, 'public/media/loop.mp4');
      // videos no run made before (the cache outlives the test): a colour of their own
      const video = (file: string, size: string) => {
        const colour = randomBytes(3).toString('hex');
        execFileSync('ffmpeg', ['-y', '-v', 'error', '-f', 'lavfi', '-i', `color=c=0x${colour}:size=${size}:rate=24`, '-t', '1', '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
      };
      video(loop(first.root), '320x180');
      copyFileSync(loop(first.root), loop(second.root));
      const before = videoProbeRuns.count;
      expect(probeVideo(loop(first.root))).toMatchObject({ width: 320, height: 180, codec: 'h264', audio: false });
      expect(videoProbeRuns.count).toBe(before + 1);
      expect(probeVideo(loop(second.root))).toEqual(probeVideo(loop(first.root)));
      expect(videoProbeRuns.count).toBe(before + 1);

      video(loop(second.root), '640x360');
      expect(probeVideo(loop(second.root))).toMatchObject({ width: 640, height: 360 });
      expect(videoProbeRuns.count).toBe(before + 2);
    } finally {
      first.remove();
      second.remove();
    }
  });
});
