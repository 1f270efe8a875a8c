import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeGroup, ReviewAnswer, VersionAnswer } from '../../src/studio/contract.ts';
import { git } from '../../src/studio/git.ts';
import { createStudio } from '../../src/studio/server.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { studioSignIn, type Signed } from '../helpers/studio-sign-in.ts';
import { listenForTests } from '../helpers/listen.ts';

/**
 * A draft's review in the words of the site, against a real studio on a real git repository: the review answer
 * holds what the draft changes per page, in the asker's interface language, with the pictures of both sides
 * served from their versions; a published version's answer says its changes too.
 */

let site: SiteRepo;
let base: string;
let studio: ReturnType<typeof createStudio>;
const PASSWORD = 'correct horse battery';
const erin = { name: 'erin', email: 'erin@example.com' };

beforeAll(async () => {
  site = makeSiteRepo('studio-review-words-');
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

const getAs = (who: Signed, route: string, headers: Record<string, string> = {}) => fetch(`${base}${route}`, { headers: { cookie: who.cookie, ...headers } });
const lines = (changes: ChangeGroup[]) => changes.map((group) => [group.heading, group.lines.map((line) => line.text)]);

/** A draft of erin's: the banking hero's title, the experts' team picture replaced by a new file. */
async function draftWithChanges(): Promise<string> {
  const draft = await studio.drafts.create('Banking and the team picture', erin);
  const edit = async (file: string, from: string, to: string) => {
    const opened = studio.drafts.read(draft.id, file)!;
    expect(opened.text).toContain(from);
    const saved = await studio.drafts.save(draft.id, [{ path: file, text: opened.text.replace(from, to), baseHash: opened.hash }], erin);
    expect(saved.ok).toBe(true);
  };
  await edit('pages/industries/banking.yaml', '  - type: hero\n    id: hero\n    title: AI in Banking', '  - type: hero\n    id: hero\n    title: AI for Banks');
  // a picture uploaded into the draft (as the media library adds it), then chosen for the page
  const picture = await studio.drafts.save(draft.id, [{ path: 'public/assets/images/team-2.webp', text: null, baseHash: null, from: path.join(site.repo, 'public/assets/videos/banking-hero.webp') }], erin);
  expect(picture.ok).toBe(true);
  await edit('pages/experts.yaml', 'src: /assets/images/team-session.svg', 'src: /assets/images/team-2.webp');
  await studio.drafts.requestReview(draft.id, erin);
  return draft.id;
}

describe('the review of a draft', () => {
  let id: string;
  let paul: Signed;
  beforeAll(async () => {
    id = await draftWithChanges();
    paul = await signIn('paul');
  });

  it('says per page what the draft changes, before the file changes', async () => {
    const response = await getAs(paul, `/studio/api/drafts/${id}/review`);
    expect(response.status).toBe(200);
    const review = (await response.json()) as ReviewAnswer;
    expect(lines(review.changes)).toEqual([
      ['Expert Profiles (/experts)', ['Page heading › Image: replaced']],
      ['Banking (/banking)', ["Hero › Title: 'AI in Banking' → 'AI for Banks'", "French and Arabic translations of 'Hero › Title' are now out of date"]],
      ['Pictures and videos', ['New picture: public/assets/images/team-2.webp']],
    ]);
    // git's own view is still there, for the file changes shown on request
    expect(review.diff.map((file) => [file.path, file.status])).toEqual([
      ['pages/experts.yaml', 'modified'],
      ['pages/industries/banking.yaml', 'modified'],
      ['public/assets/images/team-2.webp', 'added'],
    ]);
  });

  it('says it in French to a person whose interface is in French', async () => {
    const review = (await (await getAs(paul, `/studio/api/drafts/${id}/review`, { cookie: `${paul.cookie}; interface-language=fr` })).json()) as ReviewAnswer;
    expect(lines(review.changes)).toEqual([
      ['Expert Profiles (/experts)', ['En-tête de page › Image\u00a0: fichier remplacé']],
      ['Banking (/banking)', ['Grand bandeau › Titre\u00a0: «\u00a0AI in Banking\u00a0» → «\u00a0AI for Banks\u00a0»', 'Les traductions en français et en arabe de «\u00a0Grand bandeau › Titre\u00a0» ne sont plus à jour']],
      ['Images et vidéos', ['Nouvelle image\u00a0: public/assets/images/team-2.webp']],
    ]);
  });

  it('serves the picture replaced as it is live and the new one as it is in the draft, to signed-in people only, and media files only', async () => {
    const review = (await (await getAs(paul, `/studio/api/drafts/${id}/review`)).json()) as ReviewAnswer;
    const replaced = review.changes[0].lines[0];
    const live = (await git(site.repo, ['rev-parse', 'main'])).stdout.trim();
    expect(replaced.before).toEqual({ kind: 'image', file: 'public/assets/images/team-session.svg', url: `/studio/api/history/${live}/file?path=public%2Fassets%2Fimages%2Fteam-session.svg` });
    expect(replaced.after?.file).toBe('public/assets/images/team-2.webp');

    const before = await getAs(paul, replaced.before!.url);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('image/svg+xml');
    // an SVG runs no script, even opened on its own
    expect(before.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await before.text()).toBe(readFileSync(path.join(site.repo, 'public/assets/images/team-session.svg'), 'utf8'));
    const after = await getAs(paul, replaced.after!.url);
    expect(after.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await after.arrayBuffer()).equals(readFileSync(path.join(site.repo, 'public/assets/videos/banking-hero.webp')))).toBe(true);
    const part = await getAs(paul, replaced.after!.url, { range: 'bytes=0-3' });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, `bytes 0-3/${readFileSync(path.join(site.repo, 'public/assets/videos/banking-hero.webp')).length}`, 'RIFF']);

    expect((await fetch(`${base}${replaced.after!.url}`)).status).toBe(401);
    for (const file of ['site.config.yaml', 'public/assets/../../site.config.yaml', 'public/assets/images/notes.txt']) {
      expect((await getAs(paul, `/studio/api/history/${live}/file?path=${encodeURIComponent(file)}`)).status, file).toBe(403);
    }
    expect((await getAs(paul, `/studio/api/history/${live}/file?path=${encodeURIComponent('public/assets/images/team-2.webp')}`)).status).toBe(404);
    expect((await getAs(paul, `/studio/api/history/not-a-commit/file?path=${encodeURIComponent('public/assets/images/team-session.svg')}`)).status).toBe(400);
  });
});

describe('a published version', () => {
  it('says its changes too: the first version of the site, every page and list new', async () => {
    const paul = await signIn('paul');
    const first = (await git(site.repo, ['rev-list', '--max-parents=0', 'main'])).stdout.trim();
    const started = performance.now();
    const response = await getAs(paul, `/studio/api/history/${first}`);
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(200);
    const version = (await response.json()) as VersionAnswer;
    const said = new Map(lines(version.changes) as [string, string[]][]);
    expect(said.get('Banking (/banking)')).toEqual(['New industry: Banking (50 use cases)', expect.stringMatching(/^French: \d+ texts translated$/), expect.stringMatching(/^Arabic: \d+ texts translated$/)]);
    expect(said.get('Guardrail videos')).toEqual([expect.stringMatching(/^New list: Guardrail videos \(\d+ entries\)$/), expect.stringMatching(/^French: /), expect.stringMatching(/^Arabic: /)]);
    // every file is said somewhere: as a line of its page or list, or by its name
    const everything = version.changes.flatMap((group) => group.lines.map((line) => line.text)).join('\n');
    for (const file of version.diff.filter((f) => f.path.startsWith('public/assets/')).map((f) => f.path)) expect(everything).toContain(file);
    console.log(`the first version (${version.diff.length} files) said in ${seconds.toFixed(1)} s`);
  });
});
