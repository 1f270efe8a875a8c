import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { loadSite, SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { lucideIcon } from '../../src/config/sources/icons.ts';
import type { MediaListAnswer, NameTakenAnswer, UploadedAnswer } from '../../src/editor/contract.ts';
import { createEditor } from '../../src/editor/server/dev-host.ts';
import { addFilesAtomic, AssetTakenError } from '../../src/editor/server/files.ts';
import { workingCopy } from '../../src/editor/server/working-copy.ts';
import { copySite } from '../../src/paths.ts';
import { draftFiles } from '../../src/studio/draft-site-files.ts';
import { createStudio } from '../../src/studio/server.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { listenForTests } from '../helpers/listen.ts';

/**
 * Replacing a picture or a video (POST upload?…&replace=true, issue 51): the new file takes the old one's
 * place under its name, so every page that showed the old one shows the new one; a video's poster is made
 * again and replaces the old poster. On the dev server's working copy each file goes in through a temporary
 * file and a rename (a batch all or none); in a draft it is one commit. Without `replace` a name taken is
 * refused as before, and a path outside public/assets/ is refused, `replace` or not.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'media-replace-'));
const TOKEN = 'c'.repeat(48);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Host {
  base: string;
  headers: Record<string, string>;
}

async function upload(host: Host, folder: string, name: string, body: Buffer | string, replace?: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  const query = new URLSearchParams({ folder, name, ...(replace === undefined ? {} : { replace }) });
  return fetch(`${host.base}upload?${query}`, { method: 'POST', headers: host.headers, body: form });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function library(host: Host): Promise<MediaListAnswer['media']> {
  return (await json<MediaListAnswer>(await fetch(`${host.base}media`, { headers: host.headers }))).media;
}

/** Every file under public/ of `root` with its bytes' length and first bytes: what a refusal must leave as it was. */
function publicFiles(root: string): Record<string, string> {
  const dir = path.join(root, 'public');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    const abs = path.join(dir, entry);
    if (lstatSync(abs).isFile()) files[entry] = readFileSync(abs).toString('base64').slice(0, 64) + statSync(abs).size;
  }
  return files;
}

/** Hidden files left beside the site's media: a temporary copy, an old file kept aside. */
function leftovers(root: string): string[] {
  return (readdirSync(path.join(root, 'public/assets'), { recursive: true }) as string[]).filter((entry) => path.basename(entry).startsWith('.'));
}

const svg = (colour: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>\n`;
const png = (colour: string, width = 40) => sharp({ create: { width, height: 30, channels: 3, background: colour } }).png().toBuffer();

/** A short, light, muted clip of one colour (stored as it is, with a poster of its first frame). */
function clip(name: string, colour: string): Buffer {
  const file = path.join(scratch, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${colour}:size=320x180:rate=24`, '-t', '1', '-an', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
  return readFileSync(file);
}

/** A picture's facts, read from its bytes (sharp keeps what it read of a file by its name: a file replaced would read as the old one). */
const metadataOf = (file: string) => sharp(readFileSync(file)).metadata();

/** The colour of a picture's middle. */
async function middleColour(file: string): Promise<number[]> {
  const { data, info } = await sharp(readFileSync(file)).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe('replacing a file on the dev server’s editor (the working copy)', () => {
  const root = path.join(scratch, 'site');
  let server: Server;
  let host: Host;
  beforeAll(async () => {
    copySite(root);
    const editor = createEditor({ root, schemasDir: SCHEMAS_DIR, check: (overlay) => loadSite(root, { overlay }).problems, iconNames: () => [], icon: lucideIcon, token: TOKEN });
    server = createServer((req, res) => editor.middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
    await listenForTests(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    host = { base: `${origin}/_edit/api/`, headers: { 'x-edit-token': TOKEN, origin } };
  });
  afterAll(() => server?.close());

  it('without replace, a name taken is refused as before: 409 with the name taken and the next free one, nothing written', async () => {
    const before = publicFiles(root);
    for (const replace of [undefined, 'false', '0']) {
      const response = await upload(host, 'images', 'Team Session.svg', svg('#0a0'), replace);
      expect(response.status, String(replace)).toBe(409);
      expect(await json<NameTakenAnswer>(response)).toMatchObject({ code: 'name-taken', name: 'team-session.svg', suggestion: 'team-session-2.svg' });
    }
    expect(publicFiles(root)).toEqual(before);
  });

  it('with replace, the new file takes the old one’s place: the same address, the same pages showing it, the site valid', async () => {
    const file = path.join(root, 'public/assets/images/team-session.svg');
    const usedBefore = (await library(host)).find((m) => m.path === 'public/assets/images/team-session.svg')!.usedBy;
    expect(usedBefore.length).toBeGreaterThan(0);
    const response = await upload(host, 'images', 'Team Session.svg', svg('#0a0'), 'true');
    expect(response.status).toBe(201);
    expect(await json<UploadedAnswer>(response)).toEqual({ path: 'public/assets/images/team-session.svg', address: '/assets/images/team-session.svg' });
    expect(readFileSync(file, 'utf8')).toBe(svg('#0a0'));
    const listed = (await library(host)).filter((m) => m.path.startsWith('public/assets/images/team-session'));
    expect(listed.map((m) => m.path)).toEqual(['public/assets/images/team-session.svg']); // no second file
    expect(listed[0].usedBy).toEqual(usedBefore);
    expect(leftovers(root)).toEqual([]);
    expect(loadSite(root).problems.map(formatProblem)).toEqual([]);
  });

  it('takes replace=1 too; any other value is refused, writing nothing', async () => {
    expect((await upload(host, 'images', 'Swatch.png', await png('#c00'))).status).toBe(201);
    const file = path.join(root, 'public/assets/images/swatch.png');
    const replaced = await upload(host, 'images', 'swatch.png', await png('#00c', 60), '1');
    expect(replaced.status).toBe(201);
    expect(await metadataOf(file)).toMatchObject({ width: 60, height: 30 });
    expect(await middleColour(file)).toEqual([0, 0, 204]);

    const before = publicFiles(root);
    const refused = await upload(host, 'images', 'swatch.png', await png('#0c0'), 'yes');
    expect(refused.status).toBe(400);
    expect(await json<{ code: string; field: string }>(refused)).toMatchObject({ code: 'wrong-field', field: 'replace' });
    expect(publicFiles(root)).toEqual(before);
  });

  it('a video replaced gets its poster replaced too', async () => {
    const video = path.join(root, 'public/assets/videos/banking-hero.mp4');
    const poster = path.join(root, 'public/assets/videos/banking-hero.webp');
    expect(await metadataOf(poster)).toMatchObject({ width: 640, height: 360 });
    const red = clip('red.mp4', 'red');
    const response = await upload(host, 'videos', 'banking-hero.mp4', red, 'true');
    expect(response.status).toBe(201);
    expect(await json<UploadedAnswer>(response)).toEqual({ path: 'public/assets/videos/banking-hero.mp4', address: '/assets/videos/banking-hero.mp4', poster: 'public/assets/videos/banking-hero.webp' });
    expect(readFileSync(video).equals(red)).toBe(true);
    // the new poster: the new video's first frame
    expect(await metadataOf(poster)).toMatchObject({ format: 'webp', width: 320, height: 180 });
    const [r, g, b] = await middleColour(poster);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
    expect(leftovers(root)).toEqual([]);
    expect(loadSite(root).problems.map(formatProblem)).toEqual([]);
  });

  it('a path outside public/assets/ is still refused with replace', async () => {
    const home = path.join(root, 'pages/home.yaml');
    const homeText = readFileSync(home, 'utf8');
    // a name that tries to leave the folder is stored inside it
    const inside = await upload(host, 'images', '../../x.png', await png('#333'), 'true');
    expect(inside.status).toBe(201);
    expect((await json<UploadedAnswer>(inside)).path).toBe('public/assets/images/x.png');
    for (const outside of ['x.png', 'public/x.png', 'public/assets/x.png', '../x.png']) expect(existsSync(path.join(root, outside)), outside).toBe(false);
    // a picture that is a link to a page: replacing it would write the page
    symlinkSync('../../../pages/home.yaml', path.join(root, 'public/assets/images/home.png'));
    const before = publicFiles(root);
    const linked = await upload(host, 'images', 'home.png', await png('#333'), 'true');
    expect(linked.status).toBe(403);
    expect((await json<{ code: string }>(linked)).code).toBe('path');
    expect(readFileSync(home, 'utf8')).toBe(homeText);
    expect(lstatSync(path.join(root, 'public/assets/images/home.png')).isSymbolicLink()).toBe(true);
    expect(publicFiles(root)).toEqual(before);
    rmSync(path.join(root, 'public/assets/images/home.png'));

    // the working copy's addAssets itself: only under public/assets/, replace or not
    const from = path.join(scratch, 'bytes.png');
    writeFileSync(from, await png('#333'));
    const files = workingCopy(root, { check: () => [], checkSaved: () => [] });
    for (const target of ['pages/home.yaml', 'site.config.yaml', 'public/x.png', 'public/assets/../pages/home.yaml', 'content/technologies.yaml']) {
      await expect(files.addAssets([{ path: target, from, replace: true }]), target).rejects.toThrow();
    }
    expect(readFileSync(home, 'utf8')).toBe(homeText);
    expect(existsSync(path.join(root, 'public/x.png'))).toBe(false);
  });

  it('a batch is all or none: when a later file fails, the files it replaced are put back', async () => {
    const swatch = path.join(root, 'public/assets/images/swatch.png');
    const old = readFileSync(swatch);
    const from = path.join(scratch, 'green.png');
    writeFileSync(from, await png('#0c0'));
    expect(() =>
      addFilesAtomic(root, [
        { path: 'public/assets/images/swatch.png', from, replace: true },
        { path: 'public/assets/images/new-one.png', from },
        { path: 'public/assets/images/missing.png', from: path.join(scratch, 'not-there.png') },
      ]),
    ).toThrow();
    expect(readFileSync(swatch).equals(old)).toBe(true);
    expect(existsSync(path.join(root, 'public/assets/images/new-one.png'))).toBe(false);
    expect(leftovers(root)).toEqual([]);
    // a file there without replace: nothing of the batch is added
    expect(() => addFilesAtomic(root, [{ path: 'public/assets/images/new-one.png', from }, { path: 'public/assets/images/swatch.png', from }])).toThrow(AssetTakenError);
    expect(existsSync(path.join(root, 'public/assets/images/new-one.png'))).toBe(false);
  });
});

describe('replacing a file in a draft of the studio', () => {
  let site: SiteRepo;
  let studio: ReturnType<typeof createStudio>;
  let host: Host;
  let draft: string;
  let worktree: string;
  beforeAll(async () => {
    site = makeSiteRepo('studio-replace-');
    studio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
    await studio.accounts.add('erin', { role: 'editor', email: 'erin@example.com', password: 'correct horse battery' });
    await listenForTests(studio.server);
    const origin = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${origin}/studio/sign-in`, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=erin&password=correct+horse+battery' });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
    const csrf = ((await (await fetch(`${origin}/studio/api/me`, { headers: { cookie } })).json()) as { csrf: string }).csrf;
    const created = await fetch(`${origin}/studio/api/drafts`, { method: 'POST', headers: { origin, cookie, 'x-edit-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'A new team picture' }) });
    draft = ((await created.json()) as { draft: { id: string } }).draft.id;
    host = { base: `${origin}/studio/api/drafts/${draft}/`, headers: { origin, cookie, 'x-edit-token': csrf } };
    worktree = path.join(site.data, 'drafts', draft);
  });
  afterAll(() => {
    studio?.server.close();
    site?.cleanup();
  });

  const git = (...args: string[]) => execFileSync('git', args, { cwd: site.repo, encoding: 'utf8' }).trim();

  it('without replace: 409 as before, and no commit', async () => {
    const tip = git('rev-parse', `studio/${draft}`);
    const response = await upload(host, 'images', 'team-session.svg', svg('#a0a'));
    expect(response.status).toBe(409);
    expect(await json<NameTakenAnswer>(response)).toMatchObject({ code: 'name-taken', name: 'team-session.svg', suggestion: 'team-session-2.svg' });
    expect(git('rev-parse', `studio/${draft}`)).toBe(tip);
  });

  it('with replace: one commit on the draft’s branch by the person, the live site untouched; the draft serves the new bytes', async () => {
    const before = git('rev-parse', `studio/${draft}`);
    const live = readFileSync(path.join(site.repo, 'public/assets/images/team-session.svg'), 'utf8');
    const response = await upload(host, 'images', 'team-session.svg', svg('#a0a'), 'true');
    expect(response.status).toBe(201);
    expect(git('rev-parse', `studio/${draft}~1`)).toBe(before);
    expect(git('log', '-1', '--format=%an <%ae>|%s', `studio/${draft}`)).toBe('erin <erin@example.com>|Edit public/assets/images/team-session.svg');
    expect(git('diff', '--name-status', before, `studio/${draft}`)).toBe('M\tpublic/assets/images/team-session.svg');
    expect(git('show', `studio/${draft}:public/assets/images/team-session.svg`)).toBe(svg('#a0a').trim());
    expect(git('show', 'main:public/assets/images/team-session.svg')).toBe(live.trim());
    expect(readFileSync(path.join(worktree, 'public/assets/images/team-session.svg'), 'utf8')).toBe(svg('#a0a'));
    const served = await fetch(`${host.base}media-file?path=public/assets/images/team-session.svg`, { headers: host.headers });
    expect(await served.text()).toBe(svg('#a0a'));
    const listed = (await library(host)).find((m) => m.path === 'public/assets/images/team-session.svg')!;
    expect(listed.usedBy.length).toBeGreaterThan(0);
  });

  it('a video and its poster are replaced in one commit', async () => {
    const before = git('rev-parse', `studio/${draft}`);
    const blue = clip('blue.mp4', 'blue');
    const response = await upload(host, 'videos', 'Banking Hero.mp4', blue, 'true');
    expect(response.status).toBe(201);
    expect(git('rev-parse', `studio/${draft}~1`)).toBe(before);
    expect(git('log', '-1', '--format=%an|%s', `studio/${draft}`)).toBe('erin|Edit public/assets/videos/banking-hero.mp4, public/assets/videos/banking-hero.webp');
    expect(git('diff', '--name-status', before, `studio/${draft}`).split('\n')).toEqual(['M\tpublic/assets/videos/banking-hero.mp4', 'M\tpublic/assets/videos/banking-hero.webp']);
    expect(readFileSync(path.join(worktree, 'public/assets/videos/banking-hero.mp4')).equals(blue)).toBe(true);
    expect(await metadataOf(path.join(worktree, 'public/assets/videos/banking-hero.webp'))).toMatchObject({ width: 320, height: 180 });
  });

  it('a path outside public/assets/ is refused by the draft’s addAssets, replace or not, committing nothing', async () => {
    const tip = git('rev-parse', `studio/${draft}`);
    const from = path.join(scratch, 'draft-bytes.png');
    writeFileSync(from, await png('#333'));
    const files = draftFiles(studio.drafts, draft, () => ({ name: 'erin', email: 'erin@example.com' }), studio.checks);
    const home = readFileSync(path.join(worktree, 'pages/home.yaml'), 'utf8');
    for (const target of ['pages/home.yaml', 'pages/new-page.yaml', 'site.config.yaml', 'public/x.png']) {
      for (const replace of [true, false]) await expect(files.addAssets([{ path: target, from, replace }]), `${target} ${replace}`).rejects.toThrow();
    }
    expect(readFileSync(path.join(worktree, 'pages/home.yaml'), 'utf8')).toBe(home);
    expect(existsSync(path.join(worktree, 'pages/new-page.yaml'))).toBe(false);
    expect(git('rev-parse', `studio/${draft}`)).toBe(tip);
  });
});
