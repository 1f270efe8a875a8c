import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copySite, PROJECT_ROOT } from '../../src/paths.ts';
import { cleanImage, makePoster, prepareLoop } from '../../src/editor/server/media-prepare.ts';
import { probeVideoFile } from '../../src/config/sources/video-probe.ts';
import { cameraPhoto, phoneVideo } from '../helpers/media-files.ts';

/**
 * Lighthouse mobile on pages whose media came through the editor's upload: a copy of the site whose
 * /experts team photo is a camera JPEG and whose /banking hero is a 20 MB phone video, both prepared by
 * the upload's own code, built, served by the site server, measured three times each.
 * `npx tsx tests/tools/lh-uploaded.mts [--noise]` (--noise: a photo of random noise, the worst case; by
 * default a 4000×3000 JPEG with a camera's detail and grain). Needs `npm run build:bundles` first.
 */
const PORT = 4601;
const root = mkdtempSync(path.join(tmpdir(), 'lh-uploaded-'));
const out = path.join(root, 'out');
const site = path.join(root, 'site');
copySite(site);

async function detailedPhoto(): Promise<Buffer> {
  const { data, info } = await sharp(randomBytes(160 * 120 * 3), { raw: { width: 160, height: 120, channels: 3 } }).resize(4000, 3000, { kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + Math.round((Math.random() + Math.random() + Math.random() - 1.5) * 12)));
  return sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer();
}

const rawPhoto = path.join(root, 'photo.jpg');
writeFileSync(rawPhoto, process.argv.includes('--noise') ? await cameraPhoto() : await detailedPhoto());
await cleanImage(rawPhoto, path.join(site, 'public/assets/images/equipe-casablanca.jpg'), 'jpg');
const rawVideo = path.join(root, 'phone.mp4');
await phoneVideo(rawVideo);
const loop = path.join(site, 'public/assets/videos/drone-shot-port.mp4');
await prepareLoop(rawVideo, (await probeVideoFile(rawVideo))!, loop, () => {});
await makePoster(loop, loop.replace(/\.mp4$/, '.webp'));

const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(site, file), change(readFileSync(path.join(site, file), 'utf8')));
edit('pages/experts.yaml', (text) => text.replace(/src: \/assets\/images\/team-session\.svg\n(\s+)alt: .*\n(\s+width: .*\n)?(\s+height: .*\n)?/, (_m, indent: string) => `src: /assets/images/equipe-casablanca.jpg\n${indent}alt: Our engineers around a table in the Casablanca office\n`));
edit('pages/industries/banking.yaml', (text) => text.replace('/assets/videos/banking-hero.mp4', '/assets/videos/drone-shot-port.mp4').replace('/assets/videos/banking-hero.webp', '/assets/videos/drone-shot-port.webp'));

execFileSync('npx', ['tsx', 'src/cli/prerender.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, SITE_ROOT: site, SITE_OUT: path.join(out, 'site') }, stdio: 'inherit', timeout: 600_000 });
const server = spawn('npx', ['tsx', 'src/server/main.ts', '--port', String(PORT), '--dir', path.join(out, 'site'), '--db', path.join(root, 'leads.sqlite')], { cwd: PROJECT_ROOT, stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 60 && (await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.status, () => 0)) !== 200; i++) await new Promise((resolve) => setTimeout(resolve, 500));
  for (const route of ['/experts', '/banking']) {
    for (let run = 1; run <= 3; run++) {
      const report = path.join(root, 'report.json');
      execFileSync('npx', ['-y', 'lighthouse@13.5.0', `http://127.0.0.1:${PORT}${route}`, '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${report}`, '--quiet'], {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'ignore',
        timeout: 300_000,
      });
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const scores = Object.values(result.categories as Record<string, { score: number }>).map((category) => Math.round(category.score * 100));
      const lcp = Math.round(result.audits['largest-contentful-paint'].numericValue);
      const tbt = Math.round(result.audits['total-blocking-time'].numericValue);
      const kb = Math.round(result.audits['total-byte-weight'].numericValue / 1024);
      console.log(`${route} run ${run}: ${scores.join(', ')} · LCP ${lcp} ms · TBT ${tbt} ms · ${kb} KB`);
    }
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(root, { recursive: true, force: true });
}
