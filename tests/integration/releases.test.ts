import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderRelease } from '../../src/prerender/prerender.ts';
import { currentRelease, listReleases, newReleaseDir, pruneReleases, switchRelease } from '../../src/prerender/releases.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { BROKEN_FIXTURES, FIXTURE_SITE, siteCopy } from '../helpers/site-copy.ts';
import { listenForTests } from '../helpers/listen.ts';

/** Publishing a build while the server runs: releases, the atomic switch of dist/site, and the server following it. */

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A temporary dist/ folder; `site` is where the live link goes. */
function tempDist(): { dist: string; site: string } {
  const dist = mkdtempSync(path.join(tmpdir(), 'releases-'));
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
  return { dist, site: path.join(dist, 'site') };
}

/** The files of version `n` of a small site: sizes differ from version to version, and each names its version. */
function fakeSite(n: number): Map<string, Buffer> {
  const html = (body: string) => Buffer.from(`<!doctype html><html data-version="${n}"><body>${body}</body></html>`);
  const big = html(`<p>${'An agent that reads invoices. '.repeat(100 + 7 * n)}</p>`);
  return new Map([
    ['index.html', html(`<h1>Home</h1>${'x'.repeat(37 * n)}`)],
    ['about/index.html', html(`<h1>About</h1>${'y'.repeat(1000 + 101 * n)}`)],
    ['404.html', html('<h1>Not found</h1>')],
    ['big/index.html', big],
    ['big/index.html.br', brotliCompressSync(big)],
    ['big/index.html.gz', gzipSync(big)],
    ['_data/x.json', Buffer.from(JSON.stringify({ version: n, items: Array.from({ length: 5 * n }, (_, i) => i) }))],
    [`_app/chunk-v${n}.js`, Buffer.from(`export const version = ${n};`)],
    [`only-in-v${n}.html`, html('<p>gone next time</p>')],
  ]);
}

function writeSite(dir: string, files: Map<string, Buffer>): string {
  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Writes version `n` as a new release and points the link at it. */
function publish(site: string, n: number): string {
  const release = writeSite(newReleaseDir(site), fakeSite(n));
  switchRelease(site, release);
  return release;
}

async function serve(site: string): Promise<string> {
  const server = createSiteServer({ dir: site });
  await listenForTests(server);
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with node:http, to see the bytes as sent (fetch would decompress them). */
function get(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const text = async (url: string) => (await get(url)).body.toString();

describe('releases', () => {
  it('turns a real site folder into a release and points a relative link at the new one', async () => {
    const { site } = tempDist();
    writeSite(site, fakeSite(1));
    const url = await serve(site);
    expect(await text(`${url}/`)).toContain('data-version="1"');

    const second = publish(site, 2);
    expect(lstatSync(site).isSymbolicLink()).toBe(true);
    expect(readlinkSync(site)).toBe(path.join('releases', path.basename(second)));
    expect(currentRelease(site)).toBe(second);
    const [migrated, newest] = listReleases(site);
    expect(newest).toBe(second);
    expect(readFileSync(path.join(migrated, 'index.html'), 'utf8')).toContain('data-version="1"');
    expect(await text(`${url}/`)).toContain('data-version="2"');
  });

  it('prunes all but the current release and the newest ones', () => {
    const { site } = tempDist();
    const releases = [1, 2, 3, 4, 5, 6].map((n) => publish(site, n));
    switchRelease(site, releases[1]); // a rollback to version 2

    const removed = pruneReleases(site, 3);
    expect(removed).toEqual([releases[0], releases[2]]);
    expect(listReleases(site)).toEqual([releases[1], ...releases.slice(3)]);
    expect(currentRelease(site)).toBe(releases[1]);
  });

  it('gives releases made within one millisecond ids in the order they were made', () => {
    const { site } = tempDist();
    const made = Array.from({ length: 20 }, () => newReleaseDir(site));
    expect(listReleases(site)).toEqual(made);
  });

  it('serves a hashed /_app/ file the new release lacks from an older one, and nothing else from it', async () => {
    const { site } = tempDist();
    publish(site, 1);
    const url = await serve(site);
    expect((await get(`${url}/only-in-v1.html`)).status).toBe(200);
    publish(site, 2);
    writeSite(newReleaseDir(site), fakeSite(3)); // built, not published

    const oldChunk = await get(`${url}/_app/chunk-v1.js`);
    expect(oldChunk.status).toBe(200);
    expect(oldChunk.body.toString()).toBe('export const version = 1;');
    expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${url}/_app/chunk-v2.js`)).body.toString()).toBe('export const version = 2;');
    expect((await get(`${url}/_app/chunk-v3.js`)).status).toBe(404);
    const removedPage = await get(`${url}/only-in-v1.html`);
    expect(removedPage.status).toBe(404);
    expect(removedPage.body.toString()).toContain('data-version="2"');
  });

  it('a file gone from its release after the server listed it fails that request alone, and the server answers the next', async () => {
    const { site } = tempDist();
    const release = publish(site, 1);
    const url = await serve(site);
    expect((await get(`${url}/big/`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    rmSync(path.join(release, 'big/index.html.br')); // as if pruned while listed
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => logged.mockRestore());

    await expect(get(`${url}/big/`, { 'accept-encoding': 'br' })).rejects.toThrow('socket hang up');
    expect(logged).toHaveBeenCalledWith('Could not send /big/: ENOENT');
    const home = await get(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('data-version="1"');
    const gzipped = await get(`${url}/big/`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toContain('An agent that reads invoices.');
  });

  it('a failed prerender leaves the live link and no half-made release', async () => {
    const { dist, site } = tempDist();
    const live = publish(site, 1);
    const broken = siteCopy(path.join(BROKEN_FIXTURES, 'syntax-error'));
    cleanups.push(broken.remove);
    const bundles = { clientDir: path.join(dist, 'client'), serverDir: path.join(dist, 'server') };

    const invalid = await prerenderRelease({ root: broken.root, ...bundles }, site);
    expect(invalid.ok).toBe(false);
    expect(currentRelease(site)).toBe(live);
    expect(listReleases(site)).toEqual([live]);

    // a valid site whose rendering fails after the release folder was half written
    writeSite(bundles.clientDir, new Map([
      ['index.html', Buffer.from('<!doctype html><html><head></head><body><div id="root"></div></body></html>')],
      ['.vite/manifest.json', Buffer.from('{}')],
      ['_app/entry.js', Buffer.from('')],
    ]));
    writeSite(bundles.serverDir, new Map([['entry-server.js', Buffer.from('export async function render() { throw new Error("render failed"); }')]]));
    await expect(prerenderRelease({ root: FIXTURE_SITE, ...bundles }, site)).rejects.toThrow('render failed');
    expect(currentRelease(site)).toBe(live);
    expect(listReleases(site)).toEqual([live]);
  });

  it('switched twenty times under concurrent requests, answers every request whole, from one release, never going back', async () => {
    const { site } = tempDist();
    const versions = new Map<number, Map<string, Buffer>>([[1, fakeSite(1)]]);
    writeSite(site, versions.get(1)!); // the layout before releases: the first switch migrates it
    const url = await serve(site);

    const requests = [
      { path: '/', file: 'index.html' },
      { path: '/about', file: 'about/index.html' },
      { path: '/big', file: 'big/index.html.br', encoding: 'br' },
      { path: '/big/', file: 'big/index.html.gz', encoding: 'gzip' },
      { path: '/big', file: 'big/index.html' },
      { path: '/_data/x.json', file: '_data/x.json' },
    ];
    const problems: string[] = [];
    let published = 1; // requests begun after a switch returned must see that version or a later one
    let newestSeen = 1; // requests begun after a version was received must not see an older one
    let inFlight = 0;
    const inFlightAtSwitch: number[] = [];
    const waiters: { version: number; resolve: () => void }[] = [];
    const received = (version: number) => {
      newestSeen = Math.max(newestSeen, version);
      for (const waiter of waiters.filter((w) => w.version <= version)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    /** Resolves once a response of `version` (or a later one) arrives, or on the first problem. */
    const seen = (version: number) => new Promise<void>((resolve) => waiters.push({ version, resolve }));
    const problem = (message: string) => {
      problems.push(message);
      for (const waiter of waiters.splice(0)) waiter.resolve();
    };

    const check = (request: (typeof requests)[number], answer: Answer, floor: number) => {
      const where = `${request.path} (${request.encoding ?? 'identity'})`;
      if (answer.status !== 200) return problem(`${where}: status ${answer.status}`);
      if (Number(answer.headers['content-length']) !== answer.body.length) problem(`${where}: Content-Length ${answer.headers['content-length']}, body ${answer.body.length}`);
      const plain = request.encoding === 'br' ? brotliDecompressSync(answer.body) : request.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
      let version: number;
      if (request.file.endsWith('.json')) {
        version = (JSON.parse(plain.toString()) as { version: number }).version;
      } else {
        if (!plain.toString().endsWith('</html>')) problem(`${where}: HTML cut short`);
        version = Number(/data-version="(\d+)"/.exec(plain.toString())?.[1]);
      }
      if (!versions.get(version)?.get(request.file)?.equals(answer.body)) problem(`${where}: not the bytes of version ${version}`);
      if (answer.headers['content-encoding'] !== request.encoding) problem(`${where}: Content-Encoding ${answer.headers['content-encoding']}`);
      if (version < floor) problem(`${where}: version ${version} begun after version ${floor} was live or seen`);
      received(version);
    };

    let stopping = false;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    cleanups.push(() => agent.destroy());
    const client = async (first: number) => {
      for (let i = first; !stopping; i++) {
        const request = requests[i % requests.length];
        const floor = Math.max(published, newestSeen);
        const headers: Record<string, string> = request.encoding ? { 'Accept-Encoding': request.encoding } : {};
        inFlight++;
        try {
          check(request, await get(url + request.path, headers, agent), floor);
        } catch (error) {
          problem(`${request.path}: ${(error as Error).message}`);
        } finally {
          inFlight--;
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(i));

    for (let n = 2; n <= 21; n++) {
      versions.set(n, fakeSite(n));
      inFlightAtSwitch.push(inFlight);
      switchRelease(site, writeSite(newReleaseDir(site), versions.get(n)!));
      published = n;
      await seen(n);
      if (problems.length) break;
    }
    stopping = true;
    await Promise.all(clients);

    expect(problems).toEqual([]);
    expect(inFlightAtSwitch).toHaveLength(20);
    expect(Math.min(...inFlightAtSwitch)).toBeGreaterThan(0);
    expect(listReleases(site)).toHaveLength(21);
    expect(existsSync(path.join(site, 'only-in-v21.html'))).toBe(true);
  });
});
