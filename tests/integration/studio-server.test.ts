import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { get } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorEnv, git } from '../../src/studio/git.ts';
import { createStudio } from '../../src/studio/server.ts';
import { newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { studioSignIn, type Signed } from '../helpers/studio-sign-in.ts';
import { listenForTests } from '../helpers/listen.ts';

/** The studio's refusals, against a real server on a real git repository (its pages are tested in tests/browser/studio.spec.ts). */

let site: SiteRepo;
let base: string;
let close: () => void;
let studio: ReturnType<typeof createStudio>;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  site = makeSiteRepo('studio-server-');
  studio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
  for (const [name, role] of [['erin', 'editor'], ['paul', 'publisher'], ['ada', 'admin'], ['gone', 'editor'], ['limited', 'editor']] as const) {
    await studio.accounts.add(name, { role, email: `${name}@example.com`, password: PASSWORD });
  }
  await listenForTests(studio.server);
  base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
  close = () => studio.server.close();
});

afterAll(() => {
  close();
  site.cleanup();
});

const { signInRequest, signIn } = studioSignIn(() => base, PASSWORD);

function post(who: Signed, route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { origin: base, cookie: who.cookie, 'x-edit-token': who.csrf, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('signing in', () => {
  it('sends a signed-out visitor to the sign-in page, and gives a session cookie that scripts and other sites never get', async () => {
    const page = await fetch(`${base}/studio/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/studio/sign-in');
    const response = await signInRequest('erin', PASSWORD);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^studio_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain http on the loopback address
  });

  it('marks the cookie Secure when the studio has a public https address, and answers on that host only', async () => {
    const publicStudio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: site.root, publicUrl: 'https://studio.example.com' });
    await listenForTests(publicStudio.server);
    const port = (publicStudio.server.address() as AddressInfo).port;
    try {
      const { request } = await import('node:http');
      const ask = (host: string, origin: string) =>
        new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
          const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/studio/sign-in', headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
            res.resume();
            resolve({ status: res.statusCode!, cookie: res.headers['set-cookie']?.[0] });
          });
          req.on('error', reject);
          req.end(new URLSearchParams({ name: 'erin', password: PASSWORD }).toString());
        });
      const signed = await ask('studio.example.com', 'https://studio.example.com');
      expect(signed.status).toBe(303);
      expect(signed.cookie).toContain('; Secure');
      expect((await ask(`127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).status).toBe(421);
    } finally {
      publicStudio.server.close();
    }
  });

  it('slows repeated wrong passwords for one name, then refuses them for a while with a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await signInRequest('limited', 'wrong password!')).status).toBe(401);
    const refused = await signInRequest('limited', PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts: try again in 15 minutes');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('verifies at most five passwords of thirty sign-ins for one name sent at once (29 wrong, 1 right); the others get 429 with Retry-After', async () => {
    // a studio of its own: its limiter counts only these attempts
    const crowd = createStudio({ repo: site.repo, dataDir: path.join(site.root, 'crowd-data'), siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
    await crowd.accounts.add('target', { role: 'editor', email: 'target@example.com', password: PASSWORD });
    let verified = 0;
    const verify = crowd.accounts.verify.bind(crowd.accounts);
    crowd.accounts.verify = (name, password) => {
      verified += 1;
      return verify(name, password);
    };
    await listenForTests(crowd.server);
    const crowdBase = `http://127.0.0.1:${(crowd.server.address() as AddressInfo).port}`;
    try {
      const send = (password: string) =>
        fetch(`${crowdBase}/studio/sign-in`, { method: 'POST', redirect: 'manual', headers: { origin: crowdBase, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: 'target', password }).toString() });
      const answers = await Promise.all([...Array.from({ length: 29 }, (_, i) => send(`wrong password ${i}`)), send(PASSWORD)]);
      const statuses = answers.map((answer) => answer.status);
      expect(verified).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(verified);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await answer.text()).toContain('Too many attempts');
      }
    } finally {
      crowd.server.close();
    }
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await signInRequest('erin', PASSWORD, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toContain('https://evil.example');
  });

  it('answers on the loopback host only: a rebound DNS name is refused', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request({ port: new URL(base).port, host: '127.0.0.1', path: '/studio/sign-in', headers: { host: 'attacker.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }).end();
    });
    expect(status).toBe(421);
  });
});

describe('every change checks the session, the origin, the token and the role', () => {
  let erin: Signed;
  let paul: Signed;
  let draftId: string;

  beforeAll(async () => {
    [erin, paul] = await Promise.all([signIn('erin'), signIn('paul')]);
    const created = await post(erin, '/studio/api/drafts', { title: 'Refusals' });
    expect(created.status).toBe(201);
    draftId = ((await created.json()) as { draft: { id: string } }).draft.id;
  });

  it('refuses a request from another origin, one without the page token and one without a session', async () => {
    const crossSite = await post(erin, '/studio/api/drafts', { title: 'x' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const noToken = await post(erin, '/studio/api/drafts', { title: 'x' }, { 'x-edit-token': '' });
    expect(noToken.status).toBe(403);
    expect(await errorOf(noToken)).toContain('security token');
    const noSession = await post({ cookie: '', csrf: erin.csrf }, '/studio/api/drafts', { title: 'x' });
    expect(noSession.status).toBe(401);
  });

  it('lets an editor not publish, review or manage accounts', async () => {
    const publish = await post(erin, `/studio/api/drafts/${draftId}/publish`, {});
    expect(publish.status).toBe(403);
    expect(await errorOf(publish)).toBe('Only a publisher or an admin can publish: ask a publisher to review this draft.');
    expect((await post(erin, `/studio/api/drafts/${draftId}/send-back`, { comment: 'no' })).status).toBe(403);
    expect((await post(erin, '/studio/api/accounts', { name: 'x' })).status).toBe(403);
    expect((await post(paul, '/studio/api/accounts', { name: 'x' })).status).toBe(403);
  });

  it('refuses paths outside the editable files, also through .. and a symbolic link, and writes nothing', async () => {
    const root = path.join(site.data, 'drafts', draftId);
    symlinkSync('/etc', path.join(root, 'pages', 'outside'));
    for (const file of ['../escape.yaml', '/etc/passwd', 'src/main.ts', '.git/config', 'pages/../../x.yaml', 'pages/outside/passwd.yaml', 'package.json']) {
      const response = await post(erin, `/studio/api/drafts/${draftId}/save`, { path: file, text: 'x: 1\n', hash: null });
      expect(response.status, file).toBe(403);
    }
    expect(existsSync(path.join(site.data, 'drafts', 'escape.yaml'))).toBe(false);
    expect(existsSync('/etc/passwd.yaml')).toBe(false);
    // while the link is there, the draft's own files are not saved either: the link is named
    const opened = (await (await fetch(`${base}/studio/api/drafts/${draftId}/file?path=pages/about.yaml`, { headers: { cookie: erin.cookie } })).json()) as { text: string; hash: string };
    const refused = await post(erin, `/studio/api/drafts/${draftId}/save`, { path: 'pages/about.yaml', text: `${opened.text}# more\n`, hash: opened.hash });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toContain('This draft holds a symbolic link (pages/outside): the studio saves and publishes only real files');
    rmSync(path.join(root, 'pages', 'outside'));
  });

  it('refuses an encoded or hidden name to read, check and save, and an encoded "../" as a draft, each with its reason', async () => {
    for (const [file, reason] of [
      ['pages/%2e%2e/x.yaml', 'a name with "%" is refused'],
      ['pages/.git/config.yaml', 'hidden files and folders'],
      ['pages/.hidden.yaml', 'hidden files and folders'],
    ]) {
      const read = await fetch(`${base}/studio/api/drafts/${draftId}/file?path=${encodeURIComponent(file)}`, { headers: { cookie: erin.cookie } });
      expect(read.status, `read ${file}`).toBe(403);
      expect(await errorOf(read)).toContain(reason);
      const check = await post(erin, `/studio/api/drafts/${draftId}/check`, { path: file, text: 'x: 1\n' });
      expect(check.status, `check ${file}`).toBe(403);
      const save = await post(erin, `/studio/api/drafts/${draftId}/save`, { path: file, text: 'x: 1\n', hash: null });
      expect(save.status, `save ${file}`).toBe(403);
    }
    // sent as written (fetch, as a browser, would resolve a "%2e%2e" part before sending)
    const raw = (address: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: new URL(base).hostname, port: new URL(base).port, path: address, headers: { cookie: erin.cookie } }, (answer) => {
          let body = '';
          answer.on('data', (chunk) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    for (const id of ['%2e%2e', '..%2f..%2fdata', '%2e%2e%2fdrafts', '%2E%2E%5C']) {
      for (const address of [`/studio/api/drafts/${id}/file?path=pages/about.yaml`, `/studio/drafts/${id}`, `/studio/review/${id}`]) {
        const answer = await raw(address);
        expect(answer.status, address).toBe(400);
        expect((JSON.parse(answer.body) as { error: string }).error).toContain('which the studio does not take: write the address itself');
      }
    }
    // an id that is no draft: the draft is not found
    const unknownDraft = await raw('/studio/api/drafts/no-such-draft/file?path=pages/about.yaml');
    expect(unknownDraft.status).toBe(404);
    for (const page of ['/studio/drafts/no-such-draft', '/studio/review/no-such-draft']) expect((await raw(page)).status, page).toBe(404);
    // an address of the studio that is no page: 404, and an unknown API route a JSON refusal
    expect((await fetch(`${base}/studio/nowhere`, { headers: { cookie: erin.cookie }, redirect: 'manual' })).status).toBe(404);
    const unknown = await fetch(`${base}/studio/api/nowhere`, { headers: { cookie: erin.cookie } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });

  it('a link looping back into the repository, committed into a draft, is named at once by the check, the save and the publish', async () => {
    const created = await post(erin, '/studio/api/drafts', { title: 'Loop' });
    const loopId = ((await created.json()) as { draft: { id: string } }).draft.id;
    const root = path.join(site.data, 'drafts', loopId);
    symlinkSync('..', path.join(root, 'pages', 'back'));
    await git(root, ['add', 'pages/back']);
    await git(root, ['commit', '-q', '-m', 'A loop'], { env: authorEnv({ name: 'Dev Eloper', email: 'dev@example.com' }) });

    const check = await post(erin, `/studio/api/drafts/${loopId}/check`, { path: 'pages/about.yaml', text: readFileSync(path.join(root, 'pages/about.yaml'), 'utf8') });
    expect(check.status).toBe(200);
    const { problems } = (await check.json()) as { problems: { file: string; line: number; col: number; message: string }[] };
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`)).toEqual([
      'pages/back:1:1 pages/back is a symbolic link, not a file or folder of the site: the site reads only its own files, so that nothing leads out of it or in a loop. Remove the link (git rm pages/back) and put a copy of what it pointed to in its place',
    ]);
    const save = await post(erin, `/studio/api/drafts/${loopId}/save`, { path: 'pages/about.yaml', text: 'x: 1\n', hash: null });
    expect(save.status).toBe(409);
    expect(await errorOf(save)).toContain('(pages/back)');

    // in review as it is, it is not published: the refusal names the link
    expect((await post(erin, `/studio/api/drafts/${loopId}/ask-review`, {})).status).toBe(200);
    const publish = await post(paul, `/studio/api/drafts/${loopId}/publish`, {});
    expect(publish.status).toBe(409);
    expect(await errorOf(publish)).toContain('(pages/back)');
  });

  it.each([
    ['a title that is not text', '/studio/api/drafts', { title: 42 }, 'title', "The draft's title must be text."],
    ['no title', '/studio/api/drafts', {}, 'title', "The draft's title is missing."],
    ['a field the request does not have', '/studio/api/drafts', { title: 'x', owner: 'paul' }, 'owner', 'The request has a field "owner" it should not have.'],
    ['a comment that is a list', 'send-back', { comment: ['no'] }, 'comment', 'The comment must be text.'],
    ['resolutions that are not a list', 'resolve', { resolutions: 'all' }, 'resolutions', 'The texts to keep must be a list.'],
    ['a resolution without its text', 'resolve', { resolutions: [{ path: 'pages/about.yaml' }] }, 'resolutions.0.text', "A file's text is missing."],
  ])('answers a request with %s 400, naming the field', async (_case, route, body, field, error) => {
    const who = route === 'send-back' ? paul : erin;
    const response = await post(who, route.startsWith('/') ? route : `/studio/api/drafts/${draftId}/${route}`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, field });
  });

  it.each([
    ['NUL', 'Pricing\u0000page'],
    ['a record separator of the history', 'Pricing\u001epage'],
    ['a unit separator of the history', 'Pricing\u001fpage'],
  ])('refuses a draft title with %s in it', async (_case, title) => {
    const response = await post(erin, '/studio/api/drafts', { title });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('A draft title is text on one line: leave out control characters.');
  });

  it('refuses a body over the limit', async () => {
    const response = await post(erin, `/studio/api/drafts/${draftId}/save`, JSON.stringify({ path: 'pages/about.yaml', text: 'x'.repeat(1100 * 1024), hash: null }));
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toContain('larger than 1 MB');
  });

  it('lets a second tab saving the same version see a conflict, with both texts kept', async () => {
    const file = 'pages/contact.yaml';
    const opened = (await (await fetch(`${base}/studio/api/drafts/${draftId}/file?path=${file}`, { headers: { cookie: erin.cookie } })).json()) as { text: string; hash: string };
    const first = opened.text.replace('title: Contact', 'title: Contact us');
    const second = opened.text.replace('title: Contact', 'title: Get in touch');
    const [a, b] = await Promise.all([first, second].map((text) => post(erin, `/studio/api/drafts/${draftId}/save`, { path: file, text, hash: opened.hash })));
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const conflict = (await (a.status === 409 ? a : b).json()) as { disk: { text: string } };
    const savedText = a.status === 200 ? first : second;
    expect(conflict.disk.text).toBe(savedText);
    expect(readFileSync(path.join(site.data, 'drafts', draftId, file), 'utf8')).toBe(savedText);
  });

  it('lets nobody else save a draft an editor holds, and ends the sessions of a removed account at once', async () => {
    const gone = await signIn('gone');
    const held = await post(gone, `/studio/api/drafts/${draftId}/save`, { path: 'pages/about.yaml', text: 'x', hash: null });
    expect(held.status).toBe(403);
    expect(await errorOf(held)).toContain('held by erin');
    const ada = await signIn('ada');
    expect((await post(ada, '/studio/api/accounts/gone/remove', {})).status).toBe(200);
    const after = await fetch(`${base}/studio/api/drafts`, { headers: { cookie: gone.cookie } });
    expect(after.status).toBe(401);
  });
});

describe("the live site's pages beside a draft's preview (the review's before and after)", () => {
  let liveBase: string;
  let liveStudio: ReturnType<typeof createStudio>;

  beforeAll(async () => {
    const siteLink = path.join(site.root, 'live-for-review');
    const release = newReleaseDir(siteLink);
    mkdirSync(path.join(release, 'about'), { recursive: true });
    mkdirSync(path.join(release, '_app'));
    writeFileSync(path.join(release, 'index.html'), '<a href="/about">About</a>');
    writeFileSync(
      path.join(release, 'about/index.html'),
      '<link rel="stylesheet" href="/_app/site.css"><link rel="modulepreload" href="/_app/app.js"><script type="module" src="/_app/app.js"></script><h1>About</h1><a href="/">Home</a><p>24 / 7 and /about in words</p>',
    );
    writeFileSync(path.join(release, '_app/site.css'), '@font-face{src:url(/_app/font.woff2)}');
    writeFileSync(path.join(release, '_app/font.woff2'), 'font');
    switchRelease(siteLink, release);
    writeFileSync(path.join(site.root, 'secret.txt'), 'not served');
    liveStudio = createStudio({ repo: site.repo, dataDir: site.data, siteLink, clientDir: path.join(site.root, 'no-client') });
    await listenForTests(liveStudio.server);
    liveBase = `http://127.0.0.1:${(liveStudio.server.address() as AddressInfo).port}`;
  });

  afterAll(() => liveStudio.server.close());

  it('serves the live pages to signed-in people only, under /studio/live-site/, their addresses moved there and their scripts left out', async () => {
    const { signIn } = studioSignIn(() => liveBase, PASSWORD);
    const erin = await signIn('erin');
    const signedOut = await fetch(`${liveBase}/studio/live-site/about`);
    expect(signedOut.status).toBe(401);
    const page = await fetch(`${liveBase}/studio/live-site/about`, { headers: { cookie: erin.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await page.text();
    expect(html).toContain('href="/studio/live-site/_app/site.css"');
    expect(html).toContain('href="/studio/live-site/"');
    expect(html).not.toMatch(/<script|modulepreload/);
    // a slash in the page's words is not an address
    expect(html).toContain('<p>24 / 7 and /about in words</p>');
    const css = await fetch(`${liveBase}/studio/live-site/_app/site.css`, { headers: { cookie: erin.cookie } });
    expect(await css.text()).toBe('@font-face{src:url(/studio/live-site/_app/font.woff2)}');
    expect(await (await fetch(`${liveBase}/studio/live-site/_app/font.woff2`, { headers: { cookie: erin.cookie } })).text()).toBe('font');
    // the studio's own pages are never framed; nothing outside the live release is served
    expect((await fetch(`${liveBase}/studio/live-site/no-such-page`, { headers: { cookie: erin.cookie } })).status).toBe(404);
    expect((await fetch(`${liveBase}/studio/live-site/..%2F..%2Fsecret.txt`, { headers: { cookie: erin.cookie } })).status).toBe(400);
    expect(await (await fetch(`${liveBase}/studio/live-site/../../secret.txt`, { headers: { cookie: erin.cookie } })).text()).not.toContain('not served');
  });
});
