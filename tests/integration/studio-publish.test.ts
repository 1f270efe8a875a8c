import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { currentRelease } from '../../src/prerender/releases.ts';
import { Drafts } from '../../src/studio/drafts.ts';
import { Publisher } from '../../src/studio/publish.ts';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';
import { makeSiteRepo } from '../helpers/site-repo.ts';

/** Publishing, on the small fixture site: with a remote, with a problem, beside a preview (needs `npm run build` first). */
const site = makeSiteRepo('studio-publish-', FIXTURE_SITE);
afterAll(() => site.cleanup());

it('publishes a draft into a new release, switches the site to it and pushes the live branch to the remote', async () => {
  const remote = path.join(site.root, 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  execFileSync('git', ['remote', 'add', 'origin', remote], { cwd: site.repo });
  const drafts = new Drafts({ repo: site.repo, dataDir: site.data });
  const publisher = new Publisher({ drafts, repo: site.repo, siteLink: site.siteLink, dataDir: site.data, pushRemote: 'origin', liveBranch: () => drafts.liveBranch() });
  const person = { name: 'paul', email: 'paul@example.com' };
  const draft = await drafts.create('Orchards heading', person);
  const file = 'pages/industries/orchards.yaml';
  const opened = drafts.read(draft.id, file)!;
  await drafts.save(draft.id, [{ path: file, text: opened.text.replace(/^title: .*$/m, 'title: Agents for orchards'), baseHash: opened.hash }], person);

  await expect(publisher.publish(draft.id, person)).rejects.toThrow('"Orchards heading" is being edited: ask for a review first.');
  await drafts.requestReview(draft.id, person);
  const outcome = await publisher.publish(draft.id, person);
  expect(outcome).toMatchObject({ ok: true, pushed: 'origin' });
  const live = execFileSync('git', ['rev-parse', 'main'], { cwd: site.repo }).toString().trim();
  expect(execFileSync('git', ['rev-parse', 'main'], { cwd: remote }).toString().trim()).toBe(live);
  const release = currentRelease(site.siteLink)!;
  expect(existsSync(path.join(release, 'orchards/index.html'))).toBe(true);
  expect(readFileSync(path.join(release, 'orchards/index.html'), 'utf8')).toContain('<title>Agents for orchards');
});

it('a draft with a problem is checked once, by its build, and not published: the problem located, the live site and branch as they were, no release left', async () => {
  const drafts = new Drafts({ repo: site.repo, dataDir: site.data });
  const publisher = new Publisher({ drafts, repo: site.repo, siteLink: site.siteLink, dataDir: site.data, liveBranch: () => drafts.liveBranch() });
  const person = { name: 'paul', email: 'paul@example.com' };
  const before = { live: execFileSync('git', ['rev-parse', 'main'], { cwd: site.repo }).toString().trim(), release: currentRelease(site.siteLink) };
  const releases = () => readdirSync(path.join(path.dirname(site.siteLink), 'releases')).sort();
  const releasesBefore = releases();
  const draft = await drafts.create('Broken link', person);
  const file = 'pages/about.yaml';
  const opened = drafts.read(draft.id, file)!;
  await drafts.save(draft.id, [{ path: file, text: opened.text.replace('type: page-header', 'type: page-headr'), baseHash: opened.hash }], person);
  await drafts.requestReview(draft.id, person);

  const outcome = await publisher.publish(draft.id, person);
  expect(outcome).toMatchObject({ ok: false, reason: 'problems', message: 'The draft has 1 problem: it cannot be published until it is fixed.' });
  expect(outcome.ok === false && outcome.reason === 'problems' && outcome.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code}`)).toEqual(['pages/about.yaml:5:11 unknown-type']);
  expect(execFileSync('git', ['rev-parse', 'main'], { cwd: site.repo }).toString().trim()).toBe(before.live);
  expect(currentRelease(site.siteLink)).toBe(before.release);
  expect(releases()).toEqual(releasesBefore);
  expect(drafts.get(draft.id)?.status).toBe('review');
});

it('a publish waits for the preview of the draft being built (which makes its new photos and videos), then builds and goes live', async () => {
  const drafts = new Drafts({ repo: site.repo, dataDir: site.data });
  const asked: string[] = [];
  let previewBuilt!: () => void;
  const previewBuilding = new Promise<void>((resolve) => (previewBuilt = resolve));
  const previews = { settled: (id: string) => (asked.push(id), previewBuilding) };
  const publisher = new Publisher({ drafts, previews, repo: site.repo, siteLink: site.siteLink, dataDir: site.data, liveBranch: () => drafts.liveBranch() });
  const person = { name: 'paul', email: 'paul@example.com' };
  const releases = () => readdirSync(path.join(path.dirname(site.siteLink), 'releases')).sort();
  const draft = await drafts.create('About heading', person);
  const file = 'pages/about.yaml';
  const opened = drafts.read(draft.id, file)!;
  await drafts.save(draft.id, [{ path: file, text: opened.text.replace(/^title: .*$/m, 'title: About our agents'), baseHash: opened.hash }], person);
  await drafts.requestReview(draft.id, person);
  const releasesBefore = releases();

  const publishing = publisher.publish(draft.id, person);
  await vi.waitFor(() => expect(asked).toEqual([draft.id]), { timeout: 60_000 });
  expect(releases()).toEqual(releasesBefore); // no build started beside the preview's
  expect(existsSync(path.join(site.data, 'publish-journal.json'))).toBe(false);
  previewBuilt();
  expect(await publishing).toMatchObject({ ok: true });
  expect(readFileSync(path.join(currentRelease(site.siteLink)!, 'about/index.html'), 'utf8')).toContain('<title>About our agents');
});
