import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRelease, newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { buildSite } from '../../src/studio/builds.ts';
import { Drafts } from '../../src/studio/drafts.ts';
import { git, gitsRunningIn } from '../../src/studio/git.ts';
import { history } from '../../src/studio/history.ts';
import { Publisher } from '../../src/studio/publish.ts';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';
import { makeSiteRepo } from '../helpers/site-repo.ts';

/**
 * A studio killed (SIGKILL, as a crash or kill -9) at each step of a publish, then started again: the
 * live branch, the site served and the history agree, the old or the new site is fully live, and the
 * draft can be published (again) from where it is. On the small fixture site: the steps are the same
 * whatever its size, and it builds in a third of the time. Needs `npm run build` first.
 */
const site = makeSiteRepo('studio-crash-', FIXTURE_SITE);
const person = { name: 'Paul Publisher', email: 'paul@example.com' };
const FILE = 'pages/about.yaml';
/** What each publish of these tests titles the page: "Team building", "Team merged", … */
const TITLED = 'Team';
afterAll(() => site.cleanup());

beforeAll(async () => {
  const first = newReleaseDir(site.siteLink);
  const built = await buildSite(site.repo, first);
  if (!built.ok) throw new Error(built.ok === false ? built.output : '');
  switchRelease(site.siteLink, first);
});

/** A studio started again on the same folders. */
function restarted() {
  const drafts = new Drafts({ repo: site.repo, dataDir: site.data });
  return { drafts, publisher: new Publisher({ drafts, repo: site.repo, siteLink: site.siteLink, dataDir: site.data, liveBranch: () => drafts.liveBranch() }) };
}

/** A draft in review that gives the about page the title `title`. */
async function draftTitled(title: string): Promise<string> {
  const { drafts } = restarted();
  const draft = await drafts.create(title, person);
  const opened = drafts.read(draft.id, FILE)!;
  await drafts.save(draft.id, [{ path: FILE, text: opened.text.replace(/^title: .*$/m, `title: ${title}`), baseHash: opened.hash }], person);
  await drafts.requestReview(draft.id, person);
  return draft.id;
}

/** Publishes in a studio process of its own that dies at `step`. */
function publishKilledAt(step: string, id: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../helpers/publish-child.ts'), site.repo, site.data, site.siteLink, id], {
    env: { ...process.env, STUDIO_CRASH_AT: step },
    encoding: 'utf8',
    timeout: 170_000,
  });
  expect(child.signal, child.stderr).toBe('SIGKILL');
}

const liveTitle = () => /^title: (.*)$/m.exec(readFileSync(path.join(site.repo, FILE), 'utf8'))![1];
/** The page's own part of the served <title> ("Team merged · Fixture Agents"). */
const servedTitle = () => /<title>(.*?)(?: · [^<]*)?<\/title>/.exec(readFileSync(path.join(site.siteLink, 'about/index.html'), 'utf8'))?.[1];
const releaseNames = () => readdirSync(path.join(path.dirname(site.siteLink), 'releases')).sort();

/** What must hold after every restart: branch, site and history agree; nothing half-made is left. */
async function expectConsistent() {
  expect(servedTitle()).toBe(liveTitle());
  expect(releaseNames().at(-1)).toBe(path.basename(currentRelease(site.siteLink)!));
  expect(existsSync(path.join(site.data, 'publish-journal.json'))).toBe(false);
  expect((await git(site.repo, ['status', '--porcelain'])).stdout).toBe('');
  const [last] = await history(site.repo, 'main', 1);
  expect(last.message.startsWith('Publish: ') ? last.message.slice(9).split('\n')[0] : 'The site as it was set up').toBe(liveTitle().startsWith(`${TITLED} `) ? liveTitle() : 'The site as it was set up');
}

describe('a publish killed before the live branch took it is taken back', () => {
  it.each(['building', 'merging'])('killed at %s: the old site stays live, the draft stays in review and publishes on a second try', async (step) => {
    const before = liveTitle();
    const id = await draftTitled(`${TITLED} ${step}`);
    publishKilledAt(step, id);
    if (step === 'merging') {
      // what a git merge killed half-way can leave: the draft's text in the working copy, its lock
      writeFileSync(path.join(site.repo, FILE), (await git(site.repo, ['show', `studio/${id}:${FILE}`])).stdout);
      writeFileSync(path.join(site.repo, '.git/index.lock'), '');
    }
    const { drafts, publisher } = restarted();
    const report = await publisher.recover();
    expect(report.join('\n')).toContain(`The publish of "${TITLED} ${step}" was interrupted`);
    expect(report.join('\n')).toContain('the live site was not changed, and the draft can be published again');
    expect(liveTitle()).toBe(before);
    await expectConsistent();
    expect(drafts.get(id)?.status).toBe('review');

    expect(await publisher.publish(id, person)).toMatchObject({ ok: true });
    expect(liveTitle()).toBe(`${TITLED} ${step}`);
    await expectConsistent();
  });
});

describe('a publish killed once the live branch took it is finished at start', () => {
  it.each(['merged-live', 'merged', 'switched'])('killed at %s: the new site is live, the draft published, in the history once', async (step) => {
    const id = await draftTitled(`${TITLED} ${step}`);
    publishKilledAt(step, id);
    const { drafts, publisher } = restarted();
    const report = await publisher.recover();
    expect(report.join('\n')).toMatch(new RegExp(`The publish of "${TITLED} ${step}" was interrupted after the live branch took it \\([0-9a-f]{7}\\): it is now live\\.`));
    expect(liveTitle()).toBe(`${TITLED} ${step}`);
    await expectConsistent();
    expect(drafts.get(id)).toMatchObject({ status: 'published' });
    expect(await drafts.tip(id)).toBeUndefined();
    expect((await history(site.repo, 'main', 5)).filter((version) => version.message === `Publish: ${TITLED} ${step}`)).toHaveLength(1);
    expect(await publisher.recover()).toEqual([]);
  });
});

describe('a git the stopped studio had started', () => {
  it('is waited for at restart: recovery reads the repository once that git has finished writing it', async () => {
    // a git still running in the repository, as one left by a studio killed in the middle of a merge
    const orphan = spawn('git', ['hash-object', '--stdin'], { cwd: site.repo, stdio: ['pipe', 'ignore', 'ignore'] });
    for (let look = 0; look < 1000 && !gitsRunningIn(site.repo).includes(orphan.pid!); look++) await new Promise((resolve) => setImmediate(resolve));
    expect(gitsRunningIn(site.repo)).toContain(orphan.pid);
    const { publisher } = restarted();
    const recovering = publisher.recover().then(() => 'recovered');
    // however long it is given, recovery does not go on while that git runs (it reads its input until closed)
    expect(await Promise.race([recovering, new Promise((resolve) => setTimeout(() => resolve('waiting'), 1000))])).toBe('waiting');
    orphan.stdin!.end('the last bytes it writes\n');
    expect(await recovering).toBe('recovered');
    expect(gitsRunningIn(site.repo)).toEqual([]);
    await expectConsistent();
  });
});

describe('a git that hangs during a publish', () => {
  it('is stopped after its time; the publish is taken back and reported, and the next publish goes through', async () => {
    const before = liveTitle();
    const id = await draftTitled(`${TITLED} stuck`);
    // a stand-in git that hangs on the merge into the live branch, and is the real git otherwise
    const bin = path.join(site.root, 'stuck-bin');
    mkdirSync(bin, { recursive: true });
    const realGit = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nfor a in "$@"; do [ "$a" = merge ] && exec sleep 60; done\nexec ${realGit} "$@"\n`, { mode: 0o755 });
    const { drafts, publisher } = restarted();
    const saved = { PATH: process.env.PATH, STUDIO_GIT_TIMEOUT_SECONDS: process.env.STUDIO_GIT_TIMEOUT_SECONDS };
    Object.assign(process.env, { PATH: `${bin}:${process.env.PATH}`, STUDIO_GIT_TIMEOUT_SECONDS: '2' });
    let outcome;
    try {
      outcome = await publisher.publish(id, person);
    } finally {
      for (const [key, value] of Object.entries(saved)) value === undefined ? delete process.env[key] : (process.env[key] = value);
    }
    expect(outcome).toMatchObject({ ok: false, reason: 'refused' });
    // in words for the publisher; git's own (it did not finish within 2 s and was stopped) go to the log
    expect(outcome.ok ? '' : outcome.message).toBe(
      `The live site could not take "${TITLED} stuck" just now, and nothing of it changed: publish again in a minute. If it is refused again, the studio's log says what git answered, and npm run studio:doctor on the server names what to fix.`,
    );
    expect(liveTitle()).toBe(before);
    await expectConsistent();
    expect(drafts.get(id)?.status).toBe('review');

    expect(await publisher.publish(id, person)).toMatchObject({ ok: true });
    expect(liveTitle()).toBe(`${TITLED} stuck`);
    await expectConsistent();
  });
});
