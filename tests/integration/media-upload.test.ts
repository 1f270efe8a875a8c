import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { loadSite, SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { lucideIcon } from '../../src/config/sources/icons.ts';
import type { MediaListAnswer, NameTakenAnswer, UploadedAnswer, UploadPreparingAnswer, UploadStatusAnswer } from '../../src/editor/contract.ts';
import { createEditor } from '../../src/editor/server/dev-host.ts';
import { storedName } from '../../src/editor/server/media-checks.ts';
import { copySite } from '../../src/paths.ts';
import { createStudio } from '../../src/studio/server.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { cameraPhoto, hasGps, noise, phoneVideo } from '../helpers/media-files.ts';
import { siteCopy } from '../helpers/site-copy.ts';
import { listenForTests } from '../helpers/listen.ts';

/**
 * The media library and upload (src/editor/server/media-api.ts) over real HTTP: the dev server's editor on
 * a copy of the site, and the studio on a draft. Photos and videos are made here, with sharp and ffmpeg.
 */

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'media-upload-'));
const TOKEN = 'b'.repeat(48);

interface Host {
  base: string;
  root: string;
  headers: Record<string, string>;
}

/** Every file under public/ of `root` with its size: what a refusal must leave as it was. */
function publicFiles(root: string): Record<string, number> {
  const dir = path.join(root, 'public');
  if (!existsSync(dir)) return {};
  const files: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    const abs = path.join(dir, entry);
    if (statSync(abs).isFile()) files[entry] = statSync(abs).size;
  }
  return files;
}

/**
 * The uploads of this file make their temporary folders here (os.tmpdir() follows TMPDIR), not in the
 * machine's: another test file's upload under way at the same moment is not a leftover of this one's.
 */
const uploadsTmp = mkdtempSync(path.join(tmpdir(), 'media-upload-tmp-'));
const machineTmp = process.env.TMPDIR;
beforeAll(() => {
  process.env.TMPDIR = uploadsTmp;
});
afterAll(() => {
  // the files after this one in the same process use the machine's again
  if (machineTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = machineTmp;
  rmSync(uploadsTmp, { recursive: true, force: true });
});

/** The uploads' temporary folders still there (each upload removes its own). */
function leftovers(): string[] {
  return readdirSync(uploadsTmp).filter((name) => name.startsWith('site-upload-'));
}

async function upload(host: Host, folder: string, name: string, body: Blob | Buffer | string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', body instanceof Blob ? body : new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  return fetch(`${host.base}upload?${new URLSearchParams({ folder, name })}`, { method: 'POST', headers: { ...host.headers, ...headers }, body: form });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function ffprobe(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  return JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]; format: { duration: string } };
}

const svg = (inside: string, attributes = '') => `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>\n`;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the media API on the dev server’s editor (a copy of the site)', () => {
  const root = path.join(scratch, 'site');
  let server: Server;
  let host: Host;
  beforeAll(async () => {
    copySite(root);
    const editor = createEditor({ root, schemasDir: SCHEMAS_DIR, check: (overlay) => loadSite(root, { overlay }).problems, iconNames: () => [], icon: lucideIcon, token: TOKEN });
    server = createServer((req, res) => editor.middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
    await listenForTests(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    host = { base: `${origin}/_edit/api/`, root, headers: { 'x-edit-token': TOKEN, origin } };
  });
  afterAll(() => server?.close());

  it('lists every image and video with its address, kind, weight, size and the YAML lines that name it', async () => {
    const started = performance.now();
    const response = await fetch(`${host.base}media`, { headers: host.headers });
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(200);
    const { media } = await json<MediaListAnswer>(response);
    expect(media.map((m) => m.path)).toEqual([...media.map((m) => m.path)].sort());
    expect(media.length).toBeGreaterThan(20);
    const banking = media.find((m) => m.path === 'public/assets/videos/banking-hero.mp4')!;
    const bankingLine = readFileSync(path.join(root, 'pages/industries/banking.yaml'), 'utf8').split('\n').findIndex((line) => line.includes('/assets/videos/banking-hero.mp4')) + 1;
    expect(banking).toMatchObject({ address: '/assets/videos/banking-hero.mp4', kind: 'video', bytes: statSync(path.join(root, banking.path)).size, width: 640, height: 360 });
    expect(banking.seconds).toBeGreaterThan(1);
    expect(banking.usedBy).toContainEqual({ file: 'pages/industries/banking.yaml', line: bankingLine });
    const drawing = media.find((m) => m.path === 'public/assets/images/team-session.svg')!;
    expect(drawing).toMatchObject({ kind: 'svg', address: '/assets/images/team-session.svg' });
    expect(drawing.usedBy.length).toBeGreaterThan(0);
    expect(media.find((m) => m.path.endsWith('banking-hero.webp'))).toMatchObject({ kind: 'image', width: 640, height: 360 });
    // how long it took is measured, not judged here (npm run bench:media and docs/performance.md)
    console.log(`GET media: ${media.length} files in ${seconds.toFixed(2)} s`);
  });

  it('stores a camera photo upright, without EXIF or GPS, under a name made from the one given, and lists it with its size', async () => {
    const photo = await cameraPhoto();
    const camera = await sharp(photo).metadata();
    expect(camera).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(hasGps(camera.exif!)).toBe(true);
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const response = await upload(host, 'images', 'Équipe Casablanca 2026.JPG', photo);
    expect(response.status).toBe(201);
    expect(await json<UploadedAnswer>(response)).toEqual({ path: 'public/assets/images/equipe-casablanca-2026.jpg', address: '/assets/images/equipe-casablanca-2026.jpg' });
    const stored = readFileSync(path.join(root, 'public/assets/images/equipe-casablanca-2026.jpg'));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 }); // turned as the camera was held
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);

    const { media } = await json<MediaListAnswer>(await fetch(`${host.base}media`, { headers: host.headers }));
    expect(media.find((m) => m.path === 'public/assets/images/equipe-casablanca-2026.jpg')).toEqual({
      path: 'public/assets/images/equipe-casablanca-2026.jpg',
      address: '/assets/images/equipe-casablanca-2026.jpg',
      kind: 'image',
      bytes: stored.length,
      width: 3000,
      height: 4000,
      usedBy: [],
    });

    const file = await fetch(`${host.base}media-file?path=public/assets/images/equipe-casablanca-2026.jpg`, { headers: host.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(stored)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('serves a drawing as image/svg+xml under a policy that runs nothing, and refuses paths that are not media', async () => {
    const file = await fetch(`${host.base}media-file?path=public/assets/images/team-session.svg`, { headers: host.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await file.text()).toBe(readFileSync(path.join(root, 'public/assets/images/team-session.svg'), 'utf8'));
    for (const wrong of ['site.config.yaml', 'pages/home.yaml', 'public/assets/../../package.json', '../x.jpg']) {
      const refused = await fetch(`${host.base}media-file?path=${encodeURIComponent(wrong)}`, { headers: host.headers });
      expect(refused.status, wrong).toBe(403);
    }
    expect((await fetch(`${host.base}media-file?path=public/assets/images/none.jpg`, { headers: host.headers })).status).toBe(404);
  });

  it('makes a 20 MB 1080p video with sound a light muted loop in the background, with a poster', async () => {
    const source = path.join(scratch, 'camera.mp4');
    // straight from a camera or an editing tool: 1080p, 20 s, a high bit rate, a sound track
    await phoneVideo(source);
    expect(statSync(source).size).toBeGreaterThan(18_000_000);

    const started = performance.now();
    const response = await upload(host, 'videos', 'Drone Shot Casablanca.mp4', await openAsBlob(source));
    expect(response.status).toBe(202);
    const { job } = await json<UploadPreparingAnswer>(response);
    expect(job).toMatch(/^[0-9a-f]{32}$/);
    let status: UploadStatusAnswer = { state: 'preparing', progress: 0 };
    const seen: number[] = [];
    while (status.state === 'preparing') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = await json<UploadStatusAnswer>(await fetch(`${host.base}upload-status?job=${job}`, { headers: host.headers }));
      if (status.state === 'preparing') seen.push(status.progress);
    }
    const seconds = (performance.now() - started) / 1000;
    // its time is no verdict here (it depends on the CPU the test gets): npm run bench:media -- --video measures it
    console.log(`a ${(statSync(source).size / 1e6).toFixed(1)} MB 1080p 20 s video with sound: uploaded and prepared in ${seconds.toFixed(1)} s`);
    expect(status).toEqual({ state: 'done', path: 'public/assets/videos/drone-shot-casablanca.mp4', address: '/assets/videos/drone-shot-casablanca.mp4', poster: 'public/assets/videos/drone-shot-casablanca.webp' });
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress only goes forward
    expect(seen.some((p) => p > 0 && p < 1)).toBe(true);

    const loop = path.join(root, 'public/assets/videos/drone-shot-casablanca.mp4');
    expect(statSync(loop).size).toBeLessThanOrEqual(3 * 1024 * 1024);
    const probed = await ffprobe(loop);
    expect(probed.streams.filter((s) => s.codec_type === 'audio')).toEqual([]);
    const video = probed.streams.find((s) => s.codec_type === 'video')!;
    expect(video.codec_name).toBe('h264');
    expect(video.width).toBeLessThanOrEqual(1920);
    expect(video.height).toBeLessThanOrEqual(1080);
    expect(Number(probed.format.duration)).toBeLessThanOrEqual(12.1);
    expect(await sharp(path.join(root, 'public/assets/videos/drone-shot-casablanca.webp')).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 1080 });
    expect(leftovers()).toEqual([]);
    // the site validates with it as a hero's background
    const banking = path.join(root, 'pages/industries/banking.yaml');
    const before = readFileSync(banking, 'utf8');
    expect(before).toContain('video: /assets/videos/banking-hero.mp4');
    writeFileSync(banking, before.replace('video: /assets/videos/banking-hero.mp4', 'video: /assets/videos/drone-shot-casablanca.mp4'));
    try {
      expect(loadSite(root).problems.map(formatProblem)).toEqual([]);
    } finally {
      writeFileSync(banking, before);
    }
  });

  it('stores a light muted video as it is, with a poster of its first frame', async () => {
    const source = path.join(scratch, 'light.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24', '-t', '2', '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', source]);
    const response = await upload(host, 'videos', 'light loop.mp4', readFileSync(source));
    expect(response.status).toBe(201);
    expect(await json<UploadedAnswer>(response)).toEqual({ path: 'public/assets/videos/light-loop.mp4', address: '/assets/videos/light-loop.mp4', poster: 'public/assets/videos/light-loop.webp' });
    expect(readFileSync(path.join(root, 'public/assets/videos/light-loop.mp4')).equals(readFileSync(source))).toBe(true);
    expect(await sharp(path.join(root, 'public/assets/videos/light-loop.webp')).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('makes a .mov an .mp4 loop, however light; an unknown job is not found', async () => {
    const source = path.join(scratch, 'phone.mov');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine', '-t', '2', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', source]);
    const response = await upload(host, 'videos', 'IMG_0042.MOV', readFileSync(source));
    expect(response.status).toBe(202);
    const { job } = await json<UploadPreparingAnswer>(response);
    let status: UploadStatusAnswer;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await json<UploadStatusAnswer>(await fetch(`${host.base}upload-status?job=${job}`, { headers: host.headers }));
    } while (status.state === 'preparing');
    expect(status).toEqual({ state: 'done', path: 'public/assets/videos/img-0042.mp4', address: '/assets/videos/img-0042.mp4', poster: 'public/assets/videos/img-0042.webp' });
    expect((await ffprobe(path.join(root, 'public/assets/videos/img-0042.mp4'))).streams.map((s) => s.codec_type)).toEqual(['video']);
    const unknown = await fetch(`${host.base}upload-status?job=${'0'.repeat(32)}`, { headers: host.headers });
    expect(unknown.status).toBe(404);
    expect((await json<{ code: string }>(unknown)).code).toBe('not-found');
  });

  it('stores a clean drawing byte for byte', async () => {
    const clean = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs><rect width="10" height="10" style="fill:url(#g)"/><use href="#g"/>');
    const response = await upload(host, 'images', 'Logo.svg', clean);
    expect(response.status).toBe(201);
    expect(readFileSync(path.join(root, 'public/assets/images/logo.svg'), 'utf8')).toBe(clean);
  });

  describe('refusals, each writing nothing', () => {
    const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const cases: [string, () => Promise<Response>, number, string, RegExp][] = [
      ['a .jpg that is a PNG', async () => upload(host, 'images', 'team.jpg', await png()), 415, 'not-what-named', /^team\.jpg is a PNG image, not a JPEG image\. Rename it to team\.png and upload it again, or /],
      ['junk bytes as .mp4', async () => upload(host, 'videos', 'hero.mp4', noise(3 * 1024 * 1024)), 415, 'not-what-named', /^hero\.mp4 is not an MP4 video: its bytes are no video the site knows/],
      ['junk bytes as .jpg', async () => upload(host, 'images', 'photo.jpg', noise(200_000)), 415, 'not-what-named', /^photo\.jpg is not a JPEG image/],
      ['a name the site cannot show', async () => upload(host, 'images', 'notes.txt', 'hello'), 415, 'unsupported', /^notes\.txt is not a file the site can show/],
      ['a video into images', async () => upload(host, 'images', 'clip.mp4', 'x'), 400, 'wrong-folder', /videos go in the videos folder/],
      ['an SVG with a <script>', async () => upload(host, 'images', 'evil.svg', svg('<script>alert(document.cookie)</script><rect width="10" height="10"/>')), 422, 'unsafe-svg', /a <script> element/],
      ['an SVG with onload=', async () => upload(host, 'images', 'evil.svg', svg('<rect width="10" height="10"/>', ' onload="alert(1)"')), 422, 'unsafe-svg', /an onload= attribute/],
      ['an SVG with an external href', async () => upload(host, 'images', 'evil.svg', svg('<image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>')), 422, 'unsafe-svg', /a reference to https:\/\/tracker\.example\/pixel\.png/],
      ['an SVG with a protocol-relative url()', async () => upload(host, 'images', 'evil.svg', svg('<rect width="10" height="10" style="fill:url(//tracker.example/a.svg#p)"/>')), 422, 'unsafe-svg', /a reference to \/\/tracker\.example\/a\.svg#p/],
      ['an SVG with a <foreignObject>', async () => upload(host, 'images', 'evil.svg', svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')), 422, 'unsafe-svg', /a <foreignObject> element/],
      ['an SVG with a javascript: link', async () => upload(host, 'images', 'evil.svg', svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>')), 422, 'unsafe-svg', /a script address in href=/],
      ['an SVG with an animation that sets a handler', async () => upload(host, 'images', 'evil.svg', svg('<rect width="10" height="10"><set attributeName="onmouseover" to="alert(1)"/></rect>')), 422, 'unsafe-svg', /an animation that sets onmouseover=/],
      ['an SVG with an <iframe>', async () => upload(host, 'images', 'evil.svg', svg('<iframe src="about:blank"/>')), 422, 'unsafe-svg', /an <iframe> element/],
      ['text that is no SVG', async () => upload(host, 'images', 'drawing.svg', 'just some notes'), 415, 'not-what-named', /^drawing\.svg is not an SVG drawing/],
      ['no token', async () => upload(host, 'images', 'ok.png', await png(), { 'x-edit-token': '' }), 403, 'token', /token/],
      ['another origin', async () => upload(host, 'images', 'ok.png', await png(), { origin: 'https://evil.example' }), 403, 'origin', /https:\/\/evil\.example/],
      ['a body that is no form', async () => fetch(`${host.base}upload?folder=images&name=ok.png`, { method: 'POST', headers: { ...host.headers, 'content-type': 'application/octet-stream' }, body: await png() }), 400, 'no-file', /not a form/],
      ['a folder that is not one', async () => upload(host, '../../', 'ok.png', await png()), 400, 'wrong-field', /folder/],
    ];

    it.each(cases)('%s', async (_what, send, status, code, message) => {
      const before = publicFiles(root);
      const response = await send();
      const answer = await json<{ error: string; code: string }>(response);
      expect(response.status, answer.error).toBe(status);
      expect(answer.code).toBe(code);
      expect(answer.error).toMatch(message);
      expect(publicFiles(root)).toEqual(before);
      expect(leftovers()).toEqual([]);
    });

    it('names each thing an SVG must not hold, all at once', async () => {
      const response = await upload(host, 'images', 'evil.svg', svg('<script>1</script><image href="http://a.example/x.png"/>', ' onclick="x()"'));
      const { error } = await json<{ error: string }>(response);
      expect(error).toMatch(/^evil\.svg holds what a picture on the site must not: /);
      for (const part of ['a <script> element', 'an onclick= attribute', 'a reference to http://a.example/x.png']) expect(error).toContain(part);
    });

    it('a file over the size limit of site.config.yaml, refused as soon as it passes it', async () => {
      const config = path.join(root, 'site.config.yaml');
      const text = readFileSync(config, 'utf8');
      writeFileSync(config, `${text.trimEnd()}\nmedia:\n  maxImageMB: 1\n  maxVideoMB: 2\n`);
      try {
        expect(loadSite(root).problems.map(formatProblem)).toEqual([]); // the setting is valid
        const before = publicFiles(root);
        for (const [folder, name, size, limit] of [['images', 'big.png', 3 * 1024 * 1024, '1 MB'], ['videos', 'big.mp4', 5 * 1024 * 1024, '2 MB']] as const) {
          const response = await upload(host, folder, name, noise(size));
          expect(response.status).toBe(413);
          const answer = await json<{ error: string; code: string }>(response);
          expect(answer.code).toBe('too-large');
          expect(answer.error).toMatch(new RegExp(`^${name.replace('.', '\\.')} is larger than ${limit}`));
        }
        // without a Content-Length the stream is cut when it passes the limit
        const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const boundary = 'x-boundary';
          const req = request(`${host.base}upload?folder=images&name=big.png`, { method: 'POST', headers: { ...host.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => {
              resolve({ status: res.statusCode!, body });
              req.destroy(); // the rest of the body is never sent: the answer came when the limit was passed
            });
          });
          req.on('error', reject);
          req.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`);
          let sent = 0;
          const more = () => {
            while (sent < 1.5 * 1024 * 1024) {
              sent += 64 * 1024;
              if (!req.write(noise(64 * 1024))) return void req.once('drain', more);
            }
          };
          more();
        });
        expect(streamed.status).toBe(413);
        expect(JSON.parse(streamed.body).code).toBe('too-large');
        expect(publicFiles(root)).toEqual(before);
        expect(leftovers()).toEqual([]);
      } finally {
        writeFileSync(config, text);
      }
    });

    it('a name already taken: 409 with the next free name', async () => {
      const photo = await png();
      expect((await upload(host, 'images', 'Team Photo.png', photo)).status).toBe(201);
      const before = publicFiles(root);
      const again = await upload(host, 'images', 'team photo.PNG', photo);
      expect(again.status).toBe(409);
      const answer = await json<NameTakenAnswer>(again);
      expect(answer).toMatchObject({ code: 'name-taken', suggestion: 'team-photo-2.png' });
      expect(answer.error).toContain('team-photo.png');
      expect(publicFiles(root)).toEqual(before);
      expect((await upload(host, 'images', answer.suggestion, photo)).status).toBe(201);
      expect((await json<NameTakenAnswer>(await upload(host, 'images', 'team-photo.png', photo))).suggestion).toBe('team-photo-3.png');
    });

    it('a name that tries to leave the folder is stored inside it, never outside', async () => {
      const photo = await png();
      for (const name of ['../../x.png', '..\\..\\x.png', '/etc/x.png']) {
        const response = await upload(host, 'images', name, photo);
        if (response.status === 201) expect((await json<UploadedAnswer>(response)).path).toMatch(/^public\/assets\/images\/[a-z0-9.-]+\.png$/);
        else expect(response.status).toBe(409); // the same name made from the last try
      }
      expect(existsSync(path.join(root, 'public/assets/images/x.png'))).toBe(true);
      for (const outside of ['x.png', 'public/x.png', 'public/assets/x.png', '../x.png']) expect(existsSync(path.join(root, outside)), outside).toBe(false);
    });
  });
});

describe('names made from the names people give', () => {
  it.each([
    ['Équipe Casablanca 2026.JPG', 'equipe-casablanca-2026.jpg'],
    ['Straße & Œuvre.png', 'strasse-oeuvre.png'],
    ['  team   photo (1).jpeg', 'team-photo-1.jpeg'],
    ['../../x.jpg', 'x.jpg'],
    ['C:\\fakepath\\Hero Loop.MOV', 'hero-loop.mov'],
    ['.hidden.svg', 'hidden.svg'],
    ['v1..2--final.webp', 'v1.2-final.webp'],
    ['日本.jpg', undefined],
    ['noextension', undefined],
  ])('%s → %s', (wanted, stored) => {
    expect(storedName(wanted)).toBe(stored);
  });
});

describe('an upload in the studio', () => {
  let site: SiteRepo;
  let studio: ReturnType<typeof createStudio>;
  let origin: string;
  let cookie: string;
  let csrf: string;
  let draft: string;
  beforeAll(async () => {
    site = makeSiteRepo('studio-media-');
    studio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
    await studio.accounts.add('erin', { role: 'editor', email: 'erin@example.com', password: 'correct horse battery' });
    await listenForTests(studio.server);
    origin = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${origin}/studio/sign-in`, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=erin&password=correct+horse+battery' });
    cookie = signIn.headers.get('set-cookie')!.split(';')[0];
    csrf = ((await (await fetch(`${origin}/studio/api/me`, { headers: { cookie } })).json()) as { csrf: string }).csrf;
    const created = await fetch(`${origin}/studio/api/drafts`, { method: 'POST', headers: { origin, cookie, 'x-edit-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Team photo' }) });
    draft = ((await created.json()) as { draft: { id: string } }).draft.id;
  });
  afterAll(() => {
    studio?.server.close();
    site?.cleanup();
  });

  const git = (...args: string[]) => execFileSync('git', args, { cwd: site.repo, encoding: 'utf8' }).trim();

  it('is one commit on the draft’s branch by the person uploading; the draft’s library lists it and serves its bytes', async () => {
    const host: Host = { base: `${origin}/studio/api/drafts/${draft}/`, root: path.join(site.data, 'drafts', draft), headers: { origin, cookie, 'x-edit-token': csrf } };
    const before = git('rev-parse', `studio/${draft}`);
    const response = await upload(host, 'images', 'Team Photo.jpg', await cameraPhoto());
    expect(response.status).toBe(201);
    expect(await json<UploadedAnswer>(response)).toEqual({ path: 'public/assets/images/team-photo.jpg', address: '/assets/images/team-photo.jpg' });
    expect(git('rev-parse', `studio/${draft}~1`)).toBe(before);
    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s', `studio/${draft}`)).toBe('erin <erin@example.com>|erin|Add public/assets/images/team-photo.jpg');
    expect(git('diff', '--name-status', before, `studio/${draft}`)).toBe('A\tpublic/assets/images/team-photo.jpg');
    expect(git('rev-parse', 'main')).toBe(git('rev-parse', `studio/${draft}~1`)); // nothing live changed
    expect(existsSync(path.join(site.repo, 'public/assets/images/team-photo.jpg'))).toBe(false);

    const { media } = await json<MediaListAnswer>(await fetch(`${host.base}media`, { headers: { cookie } }));
    expect(media.find((m) => m.path === 'public/assets/images/team-photo.jpg')).toMatchObject({ kind: 'image', width: 3000, height: 4000 });
    const file = await fetch(`${host.base}media-file?path=public/assets/images/team-photo.jpg`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).exif).toBeUndefined();

    // a video stored as it is comes with its poster, in one commit
    const clip = path.join(scratch, 'studio-clip.webm');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24', '-t', '1', '-an', '-c:v', 'libvpx-vp9', '-b:v', '200k', clip]);
    const video = await upload(host, 'videos', 'Clip.webm', readFileSync(clip));
    expect(video.status).toBe(201);
    expect(git('log', '-1', '--format=%an|%s', `studio/${draft}`)).toBe('erin|Add public/assets/videos/clip.webm, public/assets/videos/clip.webp');
  });

  it('refuses an upload without a session, without the page’s token, or from another site, and commits nothing', async () => {
    const base = `${origin}/studio/api/drafts/${draft}/`;
    const tip = git('rev-parse', `studio/${draft}`);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const tries: [Record<string, string>, number][] = [
      [{ origin, 'x-edit-token': csrf }, 401],
      [{ origin, cookie }, 403],
      [{ origin: 'https://evil.example', cookie, 'x-edit-token': csrf }, 403],
    ];
    for (const [headers, status] of tries) {
      const response = await upload({ base, root: '', headers }, 'images', 'sneaky.png', photo);
      expect(response.status).toBe(status);
    }
    expect(git('rev-parse', `studio/${draft}`)).toBe(tip);
    expect(existsSync(path.join(site.data, 'drafts', draft, 'public/assets/images/sneaky.png'))).toBe(false);
  });
});

describe('validate names a media file that is not what its name says, on the YAML line that uses it', () => {
  it('a background video of junk bytes and a page image of junk bytes', () => {
    const site = siteCopy();
    try {
      writeFileSync(path.join(site.root, 'public/media/hero.mp4'), noise(3 * 1024 * 1024));
      writeFileSync(path.join(site.root, 'public/media/team.jpg'), noise(50_000));
      const home = path.join(site.root, 'pages/home.yaml');
      writeFileSync(home, readFileSync(home, 'utf8').replace('      poster: /media/poster.svg\n', '      video: /media/hero.mp4\n      poster: /media/poster.svg\n'));
      const about = path.join(site.root, 'pages/about.yaml');
      writeFileSync(about, readFileSync(about, 'utf8').replace('    title: About fixture heading\n', '    title: About fixture heading\n    image:\n      src: /media/team.jpg\n      alt: The team\n'));
      const problems = loadSite(site.root).problems;
      expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code}`).sort()).toEqual(['pages/about.yaml:8:7 image-unreadable', 'pages/home.yaml:9:14 media-not-what-named']);
      expect(problems.find((p) => p.code === 'media-not-what-named')!.message).toBe(
        'the background video /media/hero.mp4 is not a video file (its bytes are no MP4): export it again from your video editor, or upload it in the studio, which prepares it',
      );
      expect(problems.find((p) => p.code === 'image-unreadable')!.message).toContain('"/media/team.jpg" is not an image the site can show');
    } finally {
      site.remove();
    }
  });
});
