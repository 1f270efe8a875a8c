import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortProblems, type Problem } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { DraftChecks } from '../../src/studio/draft-checks.ts';
import { createStudio } from '../../src/studio/server.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { studioSignIn, type Signed } from '../helpers/studio-sign-in.ts';
import { listenForTests } from '../helpers/listen.ts';
import type { PreviewAnswer } from '../../src/editor/contract.ts';
import { marksIn, withoutMarks } from '../../src/editor/preview/source-marks.ts';

/**
 * The drafts' checks run on a thread of their own (src/studio/draft-checks.ts), with a memo per draft: the studio
 * answers other requests while one runs, a newer keystroke takes the place of a waiting older one, and what the
 * memo finds is what a full load finds. No timings: the check thread is held at a gate until the test releases it.
 */

let site: SiteRepo;
let base: string;
let studio: ReturnType<typeof createStudio>;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  site = makeSiteRepo('studio-checks-');
  studio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
  for (const [name, role] of [['erin', 'editor'], ['paul', 'publisher']] as const) await studio.accounts.add(name, { role, email: `${name}@example.com`, password: PASSWORD });
  await listenForTests(studio.server);
  base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => studio.server.close(resolve));
  site.cleanup();
});

const { signIn } = studioSignIn(() => base, PASSWORD);

const post = (who: Signed, route: string, body: unknown) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { origin: base, cookie: who.cookie, 'x-edit-token': who.csrf, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function newDraft(who: Signed, title: string): Promise<string> {
  const created = await post(who, '/studio/api/drafts', { title });
  expect(created.status).toBe(201);
  return ((await created.json()) as { draft: { id: string } }).draft.id;
}

const problemsOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { problems: Problem[] }).problems;
};
const codes = (problems: Problem[]) => problems.map((p) => `${p.file} ${p.code}`);
/** What `npm run validate` finds in the draft with `overlay`, by a load of its own (no memo). */
const fullLoad = (root: string, overlay: Record<string, string> = {}) => sortProblems(loadSite(root, { overlay }).problems);

describe('the check thread', () => {
  it('answers sign-in and the drafts list of another person while a check is running', async () => {
    const erin = await signIn('erin');
    const id = await newDraft(erin, 'Checked off the request thread');
    const about = readFileSync(path.join(studio.drafts.root(id), 'pages/about.yaml'), 'utf8');
    const gate = studio.checks.hold();
    let answered = false;
    const checking = post(erin, `/studio/api/drafts/${id}/check`, { path: 'pages/about.yaml', text: about.replace(/^title: .*$/m, 'title: ""') }).then((response) => {
      answered = true;
      return response;
    });
    await gate.reached; // the check thread is inside the check, held

    const paul = await signIn('paul');
    const list = await fetch(`${base}/studio/api/drafts`, { headers: { cookie: paul.cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { drafts: { id: string }[] }).drafts.map((d) => d.id)).toContain(id);
    expect(answered).toBe(false); // the check is still held: the answers above did not wait for it

    gate.release();
    expect(codes(await problemsOf(await checking))).toEqual(['pages/about.yaml empty-text']);
  });

  it('finds after a save, with the memo, what a full load finds: a change that brings a problem, and one that takes it away', async () => {
    const erin = await signIn('erin');
    const id = await newDraft(erin, 'Memo');
    const root = studio.drafts.root(id);
    const check = (file: string, text: string) => post(erin, `/studio/api/drafts/${id}/check`, { path: file, text }).then(problemsOf);
    const open = async (file: string) => (await (await fetch(`${base}/studio/api/drafts/${id}/file?path=${file}`, { headers: { cookie: erin.cookie } })).json()) as { text: string; hash: string };
    const about = await open('pages/about.yaml');
    expect(await check('pages/about.yaml', about.text)).toEqual([]); // the memo is made

    // a save that brings a problem: the save's answer, then a keystroke in another file, are what a full load finds
    const broken = about.text.replace(/^title: .*$/m, 'title: ""');
    const saved = await post(erin, `/studio/api/drafts/${id}/save`, { path: 'pages/about.yaml', text: broken, hash: about.hash });
    expect(saved.status).toBe(200);
    const { problems: afterSave, hash: savedHash } = (await saved.json()) as { problems: Problem[]; hash: string };
    expect(codes(afterSave)).toEqual(['pages/about.yaml empty-text']);
    expect(afterSave).toEqual(fullLoad(root));
    const contact = await open('pages/contact.yaml');
    const retitled = contact.text.replace('title: Contact', 'title: Contact us');
    expect(await check('pages/contact.yaml', retitled)).toEqual(fullLoad(root, { 'pages/contact.yaml': retitled }));

    // a keystroke that takes it away, then its save
    const fixed = broken.replace(/^title: ""$/m, 'title: About us, again');
    expect(await check('pages/about.yaml', fixed)).toEqual([]);
    expect(fullLoad(root, { 'pages/about.yaml': fixed })).toEqual([]);
    expect(await problemsOf(await post(erin, `/studio/api/drafts/${id}/save`, { path: 'pages/about.yaml', text: fixed, hash: savedHash }))).toEqual([]);

    // a route another page links to, moved in a keystroke: the other pages are checked again
    const moved = fixed.replace(/^route: \/about$/m, 'route: /about-us');
    const movedProblems = await check('pages/about.yaml', moved);
    expect(movedProblems.length).toBeGreaterThan(0);
    expect(movedProblems).toEqual(fullLoad(root, { 'pages/about.yaml': moved }));
    expect(await check('pages/about.yaml', fixed)).toEqual([]);
  });

  it('sees a file added to public/ since the memo was made (the pages are validated against it)', async () => {
    const erin = await signIn('erin');
    const id = await newDraft(erin, 'Public');
    const root = studio.drafts.root(id);
    const home = readFileSync(path.join(root, 'pages/home.yaml'), 'utf8');
    const typed = home.replace('src: /assets/images/screens/agent-console.svg', 'src: /assets/images/screens/new-console.svg');
    const check = () => post(erin, `/studio/api/drafts/${id}/check`, { path: 'pages/home.yaml', text: typed }).then(problemsOf);
    expect(codes(await check())).toEqual(['pages/home.yaml asset-missing']);
    // as a merge of the live site would bring it, not through the editor
    mkdirSync(path.join(root, 'public/assets/images/screens'), { recursive: true });
    writeFileSync(path.join(root, 'public/assets/images/screens/new-console.svg'), readFileSync(path.join(root, 'public/assets/images/screens/agent-console.svg')));
    expect(await check()).toEqual(fullLoad(root, { 'pages/home.yaml': typed }));
    expect(await check()).toEqual([]);
  });

  it('shows the live preview of the text typed, from the model made on the check thread', async () => {
    const erin = await signIn('erin');
    const id = await newDraft(erin, 'Live preview');
    const about = readFileSync(path.join(studio.drafts.root(id), 'pages/about.yaml'), 'utf8');
    const started = await fetch(`${base}/studio/preview/${id}?live=1&route=/about`, { redirect: 'manual', headers: { cookie: erin.cookie } });
    expect(started.status).toBe(303);
    const cookie = `${erin.cookie}; ${started.headers.get('set-cookie')!.split(';')[0]}`;
    const page = async (route: string) => {
      const response = await fetch(`${base}${route}`, { headers: { cookie } });
      return { status: response.status, text: await response.text() };
    };
    // the preview's texts carry the place in the files they come from (click to edit): a page's words are read without them
    const shown = async (route: string) => withoutMarks((await page(route)).text);
    expect(await shown('/about')).toMatch(/"title":"About/);
    expect(marksIn((await page('/about')).text).length).toBeGreaterThan(20);
    const previewOf = async (text: string) => {
      const response = await post(erin, `/studio/api/drafts/${id}/preview`, { path: 'pages/about.yaml', text });
      expect(response.status).toBe(200);
      return (await response.json()) as PreviewAnswer;
    };
    const typed = await previewOf(about.replace(/^title: .*$/m, 'title: Typed, not saved'));
    expect(withoutMarks(typed.page!.title)).toBe('Typed, not saved');
    expect(await shown('/about')).toContain('"title":"Typed, not saved"');
    expect((await page('/no-such-page')).status).toBe(404);
    const data = await fetch(`${base}/_data/site.json`, { headers: { cookie } });
    expect(data.status).toBe(200);
    // a required text emptied: the preview shows a placeholder in its place, and the problem is said
    const emptied = await previewOf(about.replace(/^title: .*$/m, 'title: ""'));
    expect(emptied.problems.map((p) => p.code)).toEqual(['empty-text']);
    expect(emptied.placeholders).toBe(1);
    expect(await shown('/about')).toContain('"title":"Title to write"');
    // a text that does not read: the preview keeps what it shows
    expect((await previewOf(about.replace(/^title: .*$/m, 'title: "never closed'))).page).toBeNull();
    expect(await shown('/about')).toContain('"title":"Title to write"');
  });
});

describe('the data versions of a draft\'s preview', () => {
  it('a frame\'s first data asked before a text typed meanwhile gets the data with the text, and the version the editor was told stays true', async () => {
    const checks = new DraftChecks();
    try {
      const root = site.repo;
      const file = 'pages/industries/banking.yaml';
      const banking = readFileSync(path.join(root, file), 'utf8');
      const title = /^ {6}title: (.+)$/m.exec(banking)![1];
      const typed = banking.replace(`      title: ${title}\n`, '      title: Card Dispute Desk\n');
      const url = '/_data/industries/banking.json';
      // the editor's preview of the text typed (version 2), then the frame's first request, made before it (version 1)
      const answer = await checks.previewPage(root, 2, { file, text: typed, route: '/banking', interfaceLanguage: 'en' });
      expect(answer.dataVersion).toBe('0'); // the frame has read nothing yet
      const data = await checks.preview(root, {}, 1, { kind: 'data', url });
      expect(JSON.stringify(data)).toContain('Card Dispute Desk');
      // nothing the frame read differs from what it was sent: the version stays
      expect((await checks.previewPage(root, 3, { file, text: typed, route: '/banking', interfaceLanguage: 'en' })).dataVersion).toBe('0');
      // a change in it does not
      const again = typed.replace('title: Card Dispute Desk', 'title: Chargeback Desk');
      expect((await checks.previewPage(root, 4, { file, text: again, route: '/banking', interfaceLanguage: 'en' })).dataVersion).toBe('1');
    } finally {
      await checks.close();
    }
  });
});

describe('checks of one draft waiting their turn', () => {
  it('a newer text of the same file takes the place of a waiting one: both callers get its problems; another file waits its own turn', async () => {
    const checks = new DraftChecks();
    try {
      const root = site.repo;
      const about = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');
      const contact = readFileSync(path.join(root, 'pages/contact.yaml'), 'utf8');
      const broken = about.replace(/^title: .*$/m, 'title: ""');
      const gate = checks.hold();
      const first = checks.problems(root, { 'pages/about.yaml': about });
      await gate.reached; // running, held
      const older = checks.problems(root, { 'pages/about.yaml': broken });
      const otherFile = checks.problems(root, { 'pages/contact.yaml': contact.replace('title: Contact', 'title: ""') });
      const newer = checks.problems(root, { 'pages/about.yaml': about });
      gate.release();
      expect(await first).toEqual([]);
      expect(await older).toEqual([]); // the newer text's problems: it came after
      expect(await newer).toEqual([]);
      expect(codes(await otherFile)).toEqual(['pages/contact.yaml empty-text']);
      expect(checks.stats).toMatchObject({ ran: { problems: 3 }, coalesced: 1 });
      expect(codes(await checks.problems(root, { 'pages/about.yaml': broken }))).toEqual(['pages/about.yaml empty-text']);
    } finally {
      await checks.close();
    }
  });

  it('keeps the memos of the last drafts checked only, and a dead thread fails its check and starts again', async () => {
    const checks = new DraftChecks({ maxDrafts: 1 });
    try {
      const other = path.join(site.root, 'other-draft');
      cpSync(site.repo, other, { recursive: true });
      expect(await checks.problems(site.repo)).toEqual([]);
      expect(checks.stats.memos).toEqual([site.repo]);
      expect(await checks.problems(other, { 'pages/about.yaml': readFileSync(path.join(other, 'pages/about.yaml'), 'utf8') })).toEqual([]);
      expect(checks.stats.memos).toEqual([other]); // the older one dropped
      checks.forget(other); // discarded, published
      expect(await checks.problems(site.repo)).toEqual([]);
      expect(checks.stats.memos).toEqual([site.repo]);
      const gate = checks.hold();
      const killed = checks.problems(site.repo);
      await gate.reached;
      await checks['worker']!.terminate(); // as an out-of-memory end would
      await expect(killed).rejects.toThrow(/check thread stopped/);
      gate.release();
      expect(await checks.problems(site.repo)).toEqual([]);
    } finally {
      await checks.close();
    }
  });
});
