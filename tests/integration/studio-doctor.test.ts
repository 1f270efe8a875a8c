import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { currentRelease, listReleases, newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { diagnose } from '../../src/studio/doctor.ts';
import { Drafts } from '../../src/studio/drafts.ts';
import { git } from '../../src/studio/git.ts';
import { Publisher } from '../../src/studio/publish.ts';
import { makeSiteRepo } from '../helpers/site-repo.ts';

/** npm run studio:doctor on a real repository left in the states a crash, a hand edit or time leave. */
const site = makeSiteRepo('studio-doctor-');
afterAll(() => site.cleanup());
const person = { name: 'Ada Admin', email: 'ada@example.com' };

function studio() {
  const drafts = new Drafts({ repo: site.repo, dataDir: site.data });
  const publisher = new Publisher({ drafts, repo: site.repo, siteLink: site.siteLink, dataDir: site.data, liveBranch: () => drafts.liveBranch() });
  return { drafts, publisher, look: () => diagnose({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, drafts, publisher }) };
}

/** A release folder with a page in it (what a build leaves), made live when `live`. */
function release(live: boolean): string {
  const folder = newReleaseDir(site.siteLink);
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Home</title>');
  if (live) switchRelease(site.siteLink, folder);
  return folder;
}

function doctorCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../src/cli/studio-doctor.ts'), '--repo', site.repo, '--data', site.data, '--site', site.siteLink, ...args], { encoding: 'utf8', timeout: 60_000 });
}

it('finds nothing in a studio in order', async () => {
  release(true);
  const { drafts, look } = studio();
  await drafts.create('Open and fine', person);
  expect(await look()).toEqual([]);
  const cli = doctorCli();
  expect(cli.status, cli.stderr).toBe(0);
  expect(cli.stdout).toContain('The studio is in order');
});

it('names each leftover with its fix; --fix does the safe ones, and an unknown branch is only named', async () => {
  const { drafts, look } = studio();
  // an open draft whose worktree folder was deleted by hand
  const lost = await drafts.create('Lost folder', person);
  rmSync(drafts.root(lost.id), { recursive: true, force: true });
  // a discarded draft whose branch came back, and its preview left
  const gone = await drafts.create('Gone', person);
  const goneTip = (await drafts.tip(gone.id))!;
  await drafts.discard(gone.id);
  await git(site.repo, ['branch', `studio/${gone.id}`, goneTip]);
  mkdirSync(path.join(site.data, 'previews', gone.id, 'abc'), { recursive: true });
  // a branch and a folder no draft knows
  await git(site.repo, ['branch', 'studio/d-0badc0de', goneTip]);
  mkdirSync(path.join(site.data, 'drafts', 'd-12345678'), { recursive: true });
  // a lock left by a stopped git, an hour ago
  const lock = path.join(site.repo, '.git/index.lock');
  writeFileSync(lock, '');
  utimesSync(lock, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
  // old releases, and one no publish finished
  for (let i = 0; i < 4; i++) release(true);
  const unfinished = release(false);

  const found = (await look()).map((f) => `${f.what} | ${f.todo} | ${f.fix ? 'fixable' : 'yours'}`);
  expect(found).toHaveLength(8);
  expect(found).toEqual(expect.arrayContaining([
    expect.stringMatching(new RegExp(`^1 release folder no publish finished: ${path.basename(unfinished)}\\. \\| Start the studio .* \\| fixable$`)),
    expect.stringMatching(/d-12345678 is the worktree of no draft the studio knows\. \| Remove it: git -C .* worktree remove --force .* \| fixable$/),
    `The branch studio/${gone.id} belongs to a draft that is discarded. | Delete it: git -C ${site.repo} branch -D studio/${gone.id} (or npm run studio:doctor -- --fix). | fixable`,
    expect.stringMatching(/^The branch studio\/d-0badc0de belongs to no draft the studio knows\. \| Look at it first .* it may hold someone's work\. .* \| yours$/),
    expect.stringMatching(new RegExp(`^The open draft "Lost folder" \\(${lost.id}\\) has its branch but no worktree\\. \\| Make its worktree again: .* \\| fixable$`)),
    expect.stringMatching(/index\.lock is 60 minutes old: a git that was stopped left it, and every publish fails until it goes\. \| .* \| fixable$/),
    expect.stringMatching(/^6 releases in .* take .* MB\. \| Keep the live one and the 3 newest: .* \| fixable$/),
    expect.stringMatching(/^Previews take .* MB in .*; 1 of them belongs to closed drafts or were not opened for 14 days\. \| .* \| fixable$/),
  ]));
  const cli = doctorCli();
  expect(cli.status).toBe(1);
  expect(cli.stdout).toContain('→ Look at it first');

  const live = currentRelease(site.siteLink);
  const fixed = doctorCli('--fix');
  expect(fixed.status, fixed.stdout + fixed.stderr).toBe(1); // the unknown branch is left to a person
  expect(fixed.stdout).toContain('fixed: Removed');
  expect((await look()).map((f) => f.what)).toEqual(['The branch studio/d-0badc0de belongs to no draft the studio knows.']);
  expect(currentRelease(site.siteLink)).toBe(live);
  expect(existsSync(unfinished)).toBe(false);
  expect(listReleases(site.siteLink)).toHaveLength(3);
  expect(existsSync(lock)).toBe(false);
  expect(existsSync(path.join(drafts.root(lost.id), 'site.config.yaml'))).toBe(true);
  expect(existsSync(path.join(site.data, 'previews', gone.id))).toBe(false);
});
