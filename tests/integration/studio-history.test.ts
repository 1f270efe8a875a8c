import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashOf } from '../../src/editor/server/files.ts';
import { Drafts } from '../../src/studio/drafts.ts';
import { authorEnv, git } from '../../src/studio/git.ts';
import { historyEntries, versionChanges } from '../../src/studio/history.ts';

/**
 * The history as a person reads it (src/studio/history.ts historyEntries), on real repositories: a publish by
 * its draft's title and the pages it changed by name, a restore by the date it brought back, and commits made
 * outside the studio grouped, restorable as a whole only.
 */

const developer = { name: 'Dev Eloper', email: 'dev@example.com' };
const other = { name: 'Oda Coder', email: 'oda@example.com' };
const editor = { name: 'Ada Editor', email: 'ada@example.com' };
const reviewer = { name: 'Rey Viewer', email: 'rey@example.com' };
const BANKING = 'route: /banking\nindustry:\n  name: Banking\nblocks: []\n';
const EXPERTS = 'route: /experts\ntitle: Experts\nblocks: []\n';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function site() {
  const top = mkdtempSync(path.join(tmpdir(), 'studio-history-'));
  folders.push(top);
  const repo = path.join(top, 'repo');
  const files: Record<string, string> = {
    'site.config.yaml': 'brand: Acme\n',
    'pages/industries/banking.yaml': BANKING,
    'pages/experts.yaml': EXPERTS,
    'pages/experts.fr.yaml': 'title: Experts\n',
    'src/main.ts': 'export {};\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  await git(repo, ['init', '-q', '-b', 'main']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-q', '-m', 'First version'], { env: authorEnv(developer) });
  const first = (await git(repo, ['rev-parse', 'HEAD'])).stdout.trim();
  return { repo, first, drafts: new Drafts({ repo, dataDir: path.join(top, 'data') }) };
}

/** A commit made by hand on the live branch. */
async function byHand(repo: string, file: string, text: string, message: string, who = developer): Promise<string> {
  writeFileSync(path.join(repo, file), text);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-q', '-m', message], { env: authorEnv(who) });
  return (await git(repo, ['rev-parse', 'HEAD'])).stdout.trim();
}

describe('the history in words', () => {
  it('a publish is its draft title with the pages it changed by name; three direct commits in a row are one group of 3, restorable as a whole', async () => {
    const { repo, first, drafts } = await site();
    const { id } = await drafts.create('Sharper banking page', editor);
    await drafts.save(
      id,
      [
        { path: 'pages/industries/banking.yaml', text: `${BANKING}# sharper\n`, baseHash: hashOf(BANKING) },
        { path: 'pages/experts.fr.yaml', text: 'title: Nos experts\n', baseHash: hashOf('title: Experts\n') },
        { path: 'site.config.yaml', text: 'brand: Acme Bank\n', baseHash: hashOf('brand: Acme\n') },
        { path: 'public/assets/images/team.jpg', text: 'jpg', baseHash: null },
      ],
      editor,
    );
    await drafts.requestReview(id, editor);
    const published = await drafts.publish(id, reviewer);
    expect(published).toMatchObject({ ok: true });

    const one = await byHand(repo, 'src/main.ts', 'export const a = 1;\n', 'Code: a');
    const two = await byHand(repo, 'pages/experts.yaml', `${EXPERTS}# reflowed\n`, 'Experts: its description reflowed', other);
    const three = await byHand(repo, 'src/main.ts', 'export const a = 2;\n', 'Code: a is 2');

    const entries = await historyEntries(repo, 'main');
    expect(entries.map(({ kind, title, authors, commits }) => ({ kind, title, authors, commits: commits.map((c) => c.subject) }))).toEqual([
      { kind: 'developers', title: '', authors: ['Dev Eloper', 'Oda Coder'], commits: ['Code: a is 2', 'Experts: its description reflowed', 'Code: a'] },
      { kind: 'publish', title: 'Sharper banking page', authors: ['Rey Viewer'], commits: ['Publish: Sharper banking page'] },
      { kind: 'developers', title: '', authors: ['Dev Eloper'], commits: ['First version'] },
    ]);
    const [group, publish, start] = entries;
    // the pages by the names the editor gives them, not their files
    expect(publish.pages).toEqual([
      { title: 'Experts', route: '/experts', language: 'fr' },
      { title: 'Banking', route: '/banking' },
      { title: 'team.jpg', media: 'picture' },
      { title: 'Site settings: navigation, footer, colours, texts' },
    ]);
    expect(publish.otherFiles).toBe(0);
    // the group: its newest commit is what its Restore brings back, its date the newest; it starts before its oldest
    expect(group).toMatchObject({ commit: three, from: publish.commit, otherFiles: 1, pages: [{ title: 'Experts', route: '/experts' }] });
    expect(group.date).toBe(group.commits[0].date);
    expect(start).toMatchObject({ commit: first, from: undefined });
    expect(publish.commit).toBe((published as { commit: string }).commit);
    expect([one, two].some((commit) => entries.some((entry) => entry.commit === commit))).toBe(false);
    // its changes as a whole: from before its oldest commit to its newest
    const changes = await versionChanges(repo, group.commit, group.from);
    expect(changes.diff.map((f) => f.path)).toEqual(['pages/experts.yaml', 'src/main.ts']);
    // in French, the editor's own names are French
    const [, inFrench] = await historyEntries(repo, 'main', 50, 'fr');
    expect(inFrench.pages.at(-1)!.title).toMatch(/^Réglages du site/);
  });

  it('a restore is named by the date of the version it brought back, and a commit by hand titled like a publish is no publish', async () => {
    const { repo, first, drafts } = await site();
    await byHand(repo, 'pages/experts.yaml', `${EXPERTS}# changed\n`, 'Publish: not really');
    const draft = await drafts.prepareRestore(first, reviewer);
    await drafts.requestReview(draft.id, reviewer);
    expect(await drafts.publish(draft.id, reviewer)).toMatchObject({ ok: true });
    const date = (await git(repo, ['show', '-s', '--format=%as', first])).stdout.trim();
    const entries = await historyEntries(repo, 'main');
    expect(entries.map(({ kind, title, commits }) => ({ kind, title, count: commits.length }))).toEqual([
      { kind: 'restore', title: date, count: 1 },
      { kind: 'developers', title: '', count: 2 },
    ]);
    expect(entries[0].pages).toEqual([{ title: 'Experts', route: '/experts' }]);
  });
});
