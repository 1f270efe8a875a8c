import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashOf } from '../../src/editor/server/files.ts';
import { DraftError, Drafts, EDITABLE_PATHS, type SaveResult } from '../../src/studio/drafts.ts';
import { authorEnv, git } from '../../src/studio/git.ts';
import { history, versionDiff } from '../../src/studio/history.ts';

/** The studio's git layer on real repositories in temporary folders. */

const developer = { name: 'Dev Eloper', email: 'dev@example.com' };
const editor = { name: 'Ada Editor', email: 'ada@example.com' };
const other = { name: 'Bo Other', email: 'bo@example.com' };
const reviewer = { name: 'Rey Viewer', email: 'rey@example.com' };

const HOME = 'route: /\ntitle: Home\nblocks: []\n';
const SITE = 'brand: Acme\n';
const X = 'items:\n  - one\n';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A tiny site in a new repository on branch main, and the drafts of it. */
async function site() {
  const top = mkdtempSync(path.join(tmpdir(), 'studio-'));
  folders.push(top);
  const repo = path.join(top, 'repo');
  const files: Record<string, string> = { 'site.config.yaml': SITE, 'pages/home.yaml': HOME, 'content/x.yaml': X, 'src/main.ts': 'export {};\n' };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  await git(repo, ['init', '-q', '-b', 'main']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '-q', '-m', 'First version'], { env: authorEnv(developer) });
  const first = (await git(repo, ['rev-parse', 'HEAD'])).stdout.trim();
  const drafts = new Drafts({ repo, dataDir: path.join(top, 'data') });
  return { top, repo, drafts, first };
}

async function out(cwd: string, ...args: string[]): Promise<string> {
  return (await git(cwd, args)).stdout.trim();
}

/** Saves `text` over the file as the draft has it now. */
async function edit(drafts: Drafts, id: string, file: string, text: string | null, who = editor): Promise<SaveResult> {
  return drafts.save(id, [{ path: file, text, baseHash: drafts.read(id, file)?.hash ?? null }], who);
}

function expectOk<T extends { ok: boolean }>(result: T): asserts result is Extract<T, { ok: true }> {
  expect(result).toMatchObject({ ok: true });
}

describe('a draft is a branch with its own worktree', () => {
  it('create makes studio/<id> from the live tip; a save commits there only, as the editor, naming the files', async () => {
    const { repo, drafts, first } = await site();
    const draft = await drafts.create('  New  home title ', editor);
    expect(draft).toMatchObject({ title: 'New home title', status: 'editing', owner: editor, base: first, branch: `studio/${draft.id}` });
    expect(draft.id).toMatch(/^d-[0-9a-f]{8}$/);
    const root = drafts.root(draft.id);
    expect(await out(root, 'symbolic-ref', '--short', 'HEAD')).toBe(`studio/${draft.id}`);
    expect(drafts.read(draft.id, 'pages/home.yaml')).toEqual({ text: HOME, hash: hashOf(HOME) });

    expectOk(await edit(drafts, draft.id, 'pages/home.yaml', HOME.replace('Home', 'Welcome')));
    expect(await out(root, 'log', '-1', '--format=%an <%ae>|%cn <%ce>|%s')).toBe('Ada Editor <ada@example.com>|Ada Editor <ada@example.com>|Edit pages/home.yaml');
    expectOk(await edit(drafts, draft.id, 'pages/about.yaml', 'route: /about\n'));
    expect(await out(root, 'log', '-1', '--format=%s')).toBe('Add pages/about.yaml');
    const many = ['content/a.yaml', 'content/b.yaml', 'content/c.yaml', 'content/d.yaml'].map((file) => ({ path: file, text: 'a: 1\n', baseHash: null }));
    expectOk(await drafts.save(draft.id, [...many, { path: 'site.config.yaml', text: 'brand: B\n', baseHash: hashOf(SITE) }], editor));
    expect(await out(root, 'log', '-1', '--format=%s')).toBe('Edit 5 files: content/a.yaml, content/b.yaml, content/c.yaml…');

    expect(await out(repo, 'rev-parse', 'main')).toBe(first);
    expect(readFileSync(path.join(repo, 'pages/home.yaml'), 'utf8')).toBe(HOME);
    expect(await out(repo, 'status', '--porcelain')).toBe('');
    expect(drafts.list().map((d) => d.id)).toEqual([draft.id]);
  });

  it('two saves from the same version at once: one is committed, the other gets both texts back; nothing is lost', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('Race', editor);
    const base = hashOf(HOME);
    const mine = `${HOME}# mine\n`;
    const theirs = `${HOME}# theirs\n`;
    const results = await Promise.all([drafts.save(id, [{ path: 'pages/home.yaml', text: mine, baseHash: base }], editor), drafts.save(id, [{ path: 'pages/home.yaml', text: theirs, baseHash: base }], other)]);
    expect(results[0]).toMatchObject({ ok: true });
    expect(results[1]).toEqual({ ok: false, conflicts: [{ path: 'pages/home.yaml', theirs: { text: mine, hash: hashOf(mine) }, yours: theirs }] });
    expect(drafts.read(id, 'pages/home.yaml')?.text).toBe(mine);
    expect(await out(drafts.root(id), 'status', '--porcelain')).toBe('');
    expect(await out(drafts.root(id), 'log', '--format=%an', 'main..HEAD')).toBe('Ada Editor');
  });

  it('saves of different files at once are committed one after the other, none lost', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('Busy', editor);
    const files = ['pages/a.yaml', 'pages/b.yaml', 'content/c.yaml', 'content/d.yaml'];
    const results = await Promise.all(files.map((file) => drafts.save(id, [{ path: file, text: `${file}: 1\n`, baseHash: null }], editor)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect((await out(drafts.root(id), 'log', '--format=%s', 'main..HEAD')).split('\n').reverse()).toEqual(files.map((file) => `Add ${file}`));
    expect(await out(drafts.root(id), 'status', '--porcelain')).toBe('');
  });

  it('a conflict in one file writes none of the others', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('All or nothing', editor);
    const result = await drafts.save(
      id,
      [
        { path: 'site.config.yaml', text: 'brand: New\n', baseHash: hashOf(SITE) },
        { path: 'pages/home.yaml', text: 'x: 1\n', baseHash: hashOf('stale') },
      ],
      editor,
    );
    expect(result).toEqual({ ok: false, conflicts: [{ path: 'pages/home.yaml', theirs: { text: HOME, hash: hashOf(HOME) }, yours: 'x: 1\n' }] });
    expect(drafts.read(id, 'site.config.yaml')?.text).toBe(SITE);
  });

  it('a change may carry bytes (an upload): one commit adding them as they are; never over a file there; a missing source or an escaping path commits nothing', async () => {
    const { top, drafts } = await site();
    const { id } = await drafts.create('Photos', editor);
    const root = drafts.root(id);
    const photo = path.join(top, 'photo.bin');
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x80, 0xfe, 0x0a, 0x0d]);
    writeFileSync(photo, bytes);
    const poster = path.join(top, 'poster.bin');
    writeFileSync(poster, Buffer.from([0x52, 0x49, 0x46, 0x46]));
    const added = await drafts.save(id, [{ path: 'public/assets/videos/loop.mp4', text: null, baseHash: null, from: photo }, { path: 'public/assets/videos/loop.webp', text: null, baseHash: null, from: poster }], editor);
    expectOk(added);
    expect(added.files.map((f) => f.path)).toEqual(['public/assets/videos/loop.mp4', 'public/assets/videos/loop.webp']);
    expect(readFileSync(path.join(root, 'public/assets/videos/loop.mp4')).equals(bytes)).toBe(true);
    expect(await out(root, 'log', '-1', '--format=%an|%s')).toBe('Ada Editor|Add public/assets/videos/loop.mp4, public/assets/videos/loop.webp');
    expect(await out(root, 'status', '--porcelain')).toBe('');
    const head = await out(root, 'rev-parse', 'HEAD');

    const again = await drafts.save(id, [{ path: 'public/assets/videos/loop.mp4', text: null, baseHash: null, from: poster }], editor);
    expect(again).toMatchObject({ ok: false, conflicts: [{ path: 'public/assets/videos/loop.mp4', yours: null }] });
    expect(readFileSync(path.join(root, 'public/assets/videos/loop.mp4')).equals(bytes)).toBe(true);
    await expect(drafts.save(id, [{ path: 'public/assets/images/a.jpg', text: null, baseHash: null, from: path.join(top, 'gone.bin') }], editor)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(drafts.save(id, [{ path: 'public/assets/../../x.jpg', text: null, baseHash: null, from: photo }], editor)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await out(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(existsSync(path.join(root, 'public/assets/images/a.jpg'))).toBe(false);
    expect(await out(root, 'status', '--porcelain')).toBe('');
  });

  it.each(['../x', '/etc/passwd', 'src/main.ts', '.git/config', 'pages/out.yaml', 'pages/out-dir/new.yaml'])('saving %s is refused and writes nothing', async (file) => {
    const { top, drafts } = await site();
    const { id } = await drafts.create('Paths', editor);
    const root = drafts.root(id);
    const outside = path.join(top, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'x.yaml'), 'secret: 1\n');
    const throughALink = file.startsWith('pages/out');
    if (throughALink) {
      symlinkSync(path.join(outside, 'x.yaml'), path.join(root, 'pages/out.yaml'));
      symlinkSync(outside, path.join(root, 'pages/out-dir'));
    }
    const head = await out(root, 'rev-parse', 'HEAD');
    const attempt = drafts.save(
      id,
      [
        { path: 'site.config.yaml', text: 'brand: New\n', baseHash: hashOf(SITE) },
        { path: file, text: 'pwned: 1\n', baseHash: null },
      ],
      editor,
    );
    // a path out of the editable files is forbidden; a draft holding links is not saved at all
    await expect(attempt).rejects.toMatchObject(throughALink ? { name: 'DraftError', kind: 'conflict', message: expect.stringContaining('(pages/out-dir, pages/out.yaml)') } : { name: 'DraftError', kind: 'forbidden' });
    expect(() => drafts.read(id, file)).toThrow(DraftError);
    expect(await out(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(path.join(root, 'site.config.yaml'), 'utf8')).toBe(SITE);
    expect(readFileSync(path.join(outside, 'x.yaml'), 'utf8')).toBe('secret: 1\n');
    expect(existsSync(path.join(outside, 'new.yaml'))).toBe(false);
    expect(readFileSync(path.join(root, 'src/main.ts'), 'utf8')).toBe('export {};\n');
  });

  it('diff lists added, modified and deleted files with both texts and a patch', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('Shapes', editor);
    await edit(drafts, id, 'pages/home.yaml', HOME.replace('Home', 'Welcome'));
    await edit(drafts, id, 'pages/new.yaml', 'route: /new\n');
    expectOk(await edit(drafts, id, 'content/x.yaml', null));
    expect(await out(drafts.root(id), 'log', '-1', '--format=%s')).toBe('Delete content/x.yaml');
    const diff = await drafts.diff(id);
    expect(diff.map(({ patch: _patch, ...file }) => file)).toEqual([
      { path: 'content/x.yaml', status: 'deleted', before: X, after: null, binary: false },
      { path: 'pages/home.yaml', status: 'modified', before: HOME, after: HOME.replace('Home', 'Welcome'), binary: false },
      { path: 'pages/new.yaml', status: 'added', before: null, after: 'route: /new\n', binary: false },
    ]);
    expect(diff[1].patch).toContain('-title: Home\n+title: Welcome\n');
    expect(diff[2].patch).toContain('+route: /new');
  });

  it('review: a draft in review cannot change; sent back with a comment, it can, and a save makes it editing again', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('Review me', editor);
    await edit(drafts, id, 'pages/home.yaml', `${HOME}# a\n`);
    expect((await drafts.requestReview(id, editor)).status).toBe('review');
    await expect(edit(drafts, id, 'pages/home.yaml', `${HOME}# b\n`)).rejects.toThrow(/waiting for review/);
    await expect(drafts.requestReview(id, editor)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(drafts.sendBack(id, reviewer, '   ')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(drafts.sendBack(id, reviewer, 'Fix\u0000it')).rejects.toMatchObject({ kind: 'invalid', message: 'A comment is text: leave out control characters (line breaks are fine).' });
    await expect(drafts.sendBack(id, reviewer, 'Fix\u001eit')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(drafts.sendBack(id, reviewer, 'x'.repeat(2001))).rejects.toMatchObject({ kind: 'invalid', message: expect.stringContaining('at most 2000 characters') });
    expect(drafts.get(id)?.status).toBe('review');
    const returned = await drafts.sendBack(id, reviewer, 'The title is too long.');
    expect(returned.status).toBe('returned');
    expect(returned.comments).toEqual([{ by: reviewer, text: 'The title is too long.', at: expect.any(String) }]);
    expectOk(await edit(drafts, id, 'pages/home.yaml', `${HOME}# b\n`));
    expect(drafts.get(id)).toMatchObject({ status: 'editing', comments: [{ text: 'The title is too long.' }] });
  });

  it('discard removes the worktree and the branch', async () => {
    const { repo, drafts } = await site();
    const { id } = await drafts.create('Throw away', editor);
    const root = drafts.root(id);
    await edit(drafts, id, 'pages/home.yaml', `${HOME}# x\n`);
    expect((await drafts.discard(id)).status).toBe('discarded');
    expect(existsSync(root)).toBe(false);
    expect(await out(repo, 'branch', '--list', 'studio/*')).toBe('');
    expect(() => drafts.root(id)).toThrow(/discarded/);
  });
});

describe('publishing', () => {
  it('two drafts change the same line: the second brings the live site in, resolves, and both publishes are in the history', async () => {
    const { repo, drafts, first } = await site();
    const a = await drafts.create('Title A', editor);
    const b = await drafts.create('Title B', other);
    await edit(drafts, a.id, 'pages/home.yaml', HOME.replace('Home', 'Home A'));
    await edit(drafts, b.id, 'pages/home.yaml', HOME.replace('Home', 'Home B'), other);
    await edit(drafts, b.id, 'content/x.yaml', `${X}  - two\n`, other);

    await expect(drafts.publish(a.id, reviewer)).rejects.toMatchObject({ kind: 'conflict', message: '"Title A" is being edited: ask for a review first.' });
    await drafts.requestReview(a.id, editor);
    await drafts.requestReview(b.id, other);
    const publishedA = await drafts.publish(a.id, reviewer);
    expectOk(publishedA);
    expect(await out(repo, 'rev-parse', 'main')).toBe(publishedA.commit);
    expect(readFileSync(path.join(repo, 'pages/home.yaml'), 'utf8')).toBe(HOME.replace('Home', 'Home A'));
    expect(drafts.get(a.id)).toMatchObject({ status: 'published', published: { commit: publishedA.commit, by: reviewer } });
    expect(existsSync(path.join(drafts.dataDir, 'drafts', a.id))).toBe(false);
    expect(await out(repo, 'branch', '--list', `studio/${a.id}`)).toBe('');

    expect(await drafts.publish(b.id, reviewer)).toMatchObject({ ok: false, reason: 'behind' });
    const rootB = drafts.root(b.id);
    const headB = await out(rootB, 'rev-parse', 'HEAD');
    const merged = await drafts.mergeLive(b.id, other);
    expect(merged).toEqual({ ok: false, conflicts: [{ path: 'pages/home.yaml', base: HOME, draft: HOME.replace('Home', 'Home B'), live: HOME.replace('Home', 'Home A') }] });
    expect(await out(rootB, 'status', '--porcelain')).toBe('');
    expect(await out(rootB, 'rev-parse', 'HEAD')).toBe(headB);
    expect(existsSync(path.join(repo, '.git/worktrees', b.id, 'MERGE_HEAD'))).toBe(false);

    expect(await drafts.resolve(b.id, [], other)).toMatchObject({ ok: false, message: 'still to resolve: pages/home.yaml' });
    await expect(drafts.resolve(b.id, [{ path: 'src/main.ts', text: '' }], other)).rejects.toMatchObject({ kind: 'forbidden' });
    const resolved = await drafts.resolve(b.id, [{ path: 'pages/home.yaml', text: HOME.replace('Home', 'Home A and B') }], other);
    expectOk(resolved);
    expect(await out(rootB, 'log', '-1', '--format=%an|%s|%P')).toBe(`Bo Other|Merge the live site into Title B: resolved pages/home.yaml|${headB} ${publishedA.commit}`);
    expect(await out(rootB, 'status', '--porcelain')).toBe('');
    expect((await drafts.diff(b.id)).map((f) => [f.path, f.before, f.after])).toEqual([
      ['content/x.yaml', X, `${X}  - two\n`],
      ['pages/home.yaml', HOME.replace('Home', 'Home A'), HOME.replace('Home', 'Home A and B')],
    ]);
    expect(await drafts.mergeLive(b.id, other)).toEqual({ ok: true, commit: resolved.commit, merged: false });

    const publishedB = await drafts.publish(b.id, reviewer, 'Both titles, as agreed.');
    expectOk(publishedB);
    expect(readFileSync(path.join(repo, 'pages/home.yaml'), 'utf8')).toBe(HOME.replace('Home', 'Home A and B'));

    const versions = await history(repo, 'main');
    expect(versions.map(({ commit, author, email, message, files }) => ({ commit, author, email, message, files }))).toEqual([
      { commit: publishedB.commit, author: 'Rey Viewer', email: 'rey@example.com', message: 'Publish: Title B\n\nBoth titles, as agreed.', files: ['content/x.yaml', 'pages/home.yaml'] },
      { commit: publishedA.commit, author: 'Rey Viewer', email: 'rey@example.com', message: 'Publish: Title A', files: ['pages/home.yaml'] },
      { commit: first, author: 'Dev Eloper', email: 'dev@example.com', message: 'First version', files: ['content/x.yaml', 'pages/home.yaml', 'site.config.yaml', 'src/main.ts'] },
    ]);
    expect(versions[0].short).toBe(publishedB.commit.slice(0, versions[0].short.length));
    expect(new Date(versions[0].date).toISOString()).toBeTruthy();
    expect((await history(repo, 'main', 1)).length).toBe(1);

    const changedByB = await versionDiff(repo, publishedB.commit);
    expect(changedByB.map((f) => [f.path, f.status, f.before, f.after])).toEqual([
      ['content/x.yaml', 'modified', X, `${X}  - two\n`],
      ['pages/home.yaml', 'modified', HOME.replace('Home', 'Home A'), HOME.replace('Home', 'Home A and B')],
    ]);
    expect((await versionDiff(repo, first)).map((f) => [f.path, f.status])).toEqual([
      ['content/x.yaml', 'added'],
      ['pages/home.yaml', 'added'],
      ['site.config.yaml', 'added'],
      ['src/main.ts', 'added'],
    ]);
  });

  it('a git that hangs is stopped after its time, with a message that says so', async () => {
    const { top, repo } = await site();
    const bin = path.join(top, 'bin');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'git'), '#!/bin/sh\nsleep 30\n', { mode: 0o755 });
    await expect(git(repo, ['status'], { env: { PATH: `${bin}:${process.env.PATH}` }, timeoutMs: 300 })).rejects.toThrow('git status failed (exit -1): git did not finish within 0.3 s and was stopped');
  });

  it('a message holding the old separators, newlines and a forged record is one version, whole, by its real author', async () => {
    const { repo, first } = await site();
    // what a title once did to the history: separators, then fields of an invented version
    const forged = `Pricing\x1e${'f'.repeat(40)}\x1fabc\x1fMallory\x1fm@example.com\x1f2020-01-01T00:00:00Z\x1fForged\x1f\nsecond line\x1f`;
    writeFileSync(path.join(repo, 'pages/odd\tname.yaml'), 'a: 1\n');
    await git(repo, ['add', '-A']);
    await git(repo, ['commit', '-q', '-m', forged], { env: authorEnv(editor) });
    const versions = await history(repo, 'main');
    expect(versions.map(({ author, email, message, files }) => ({ author, email, message, files }))).toEqual([
      { author: 'Ada Editor', email: 'ada@example.com', message: forged.trim(), files: ['pages/odd\tname.yaml'] },
      { author: 'Dev Eloper', email: 'dev@example.com', message: 'First version', files: ['content/x.yaml', 'pages/home.yaml', 'site.config.yaml', 'src/main.ts'] },
    ]);
    expect(versions[1].commit).toBe(first);
  });

  it('is refused while the working copy has uncommitted changes to editable files, not for other files', async () => {
    const { repo, drafts } = await site();
    const { id } = await drafts.create('Dirty', editor);
    await edit(drafts, id, 'content/x.yaml', `${X}  - two\n`);
    writeFileSync(path.join(repo, 'pages/home.yaml'), `${HOME}# local change\n`);
    writeFileSync(path.join(repo, 'src/main.ts'), '// work in progress\n');
    writeFileSync(path.join(repo, 'pages/untracked.yaml'), 'a: 1\n');
    await drafts.requestReview(id, editor);
    const refused = await drafts.publish(id, reviewer);
    expect(refused).toMatchObject({ ok: false, reason: 'dirty' });
    expect(refused.ok ? '' : refused.message).toContain('uncommitted changes to pages/home.yaml');
    expect(drafts.get(id)?.status).toBe('review');
    writeFileSync(path.join(repo, 'pages/home.yaml'), HOME);
    expectOk(await drafts.publish(id, reviewer));
    expect(readFileSync(path.join(repo, 'content/x.yaml'), 'utf8')).toBe(`${X}  - two\n`);
    expect(readFileSync(path.join(repo, 'src/main.ts'), 'utf8')).toBe('// work in progress\n');
  });

  it('a draft that changes nothing is not published', async () => {
    const { drafts } = await site();
    const { id } = await drafts.create('Nothing', editor);
    await drafts.requestReview(id, editor);
    expect(await drafts.publish(id, reviewer)).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('restoring the first version: a draft with its editable files, published as any other; later code is kept', async () => {
    const { repo, drafts, first } = await site();
    const { id } = await drafts.create('Changes', editor);
    await drafts.save(
      id,
      [
        { path: 'pages/home.yaml', text: `${HOME}# changed\n`, baseHash: hashOf(HOME) },
        { path: 'pages/new.yaml', text: 'route: /new\n', baseHash: null },
        { path: 'content/x.yaml', text: null, baseHash: hashOf(X) },
        { path: 'public/assets/images/logo.svg', text: '<svg/>', baseHash: null },
      ],
      editor,
    );
    await drafts.requestReview(id, editor);
    expectOk(await drafts.publish(id, reviewer));
    writeFileSync(path.join(repo, 'src/main.ts'), 'export const later = 1;\n');
    await git(repo, ['commit', '-q', '-am', 'Code change'], { env: authorEnv(developer) });

    const restore = await drafts.prepareRestore(first.slice(0, 10), editor);
    expect(restore.title).toMatch(new RegExp(`^Restore ${first.slice(0, 7)}\\w* \\(\\d{4}-\\d{2}-\\d{2}\\)$`));
    const root = drafts.root(restore.id);
    const editableTree = async (cwd: string, rev: string) => out(cwd, 'ls-tree', '-r', rev, '--', ...EDITABLE_PATHS);
    expect(await editableTree(root, 'HEAD')).toBe(await editableTree(repo, first));
    expect(readFileSync(path.join(root, 'src/main.ts'), 'utf8')).toBe('export const later = 1;\n');
    expect(await out(root, 'log', '-1', '--format=%an|%s')).toBe(`Ada Editor|${restore.title}`);
    expect((await drafts.diff(restore.id)).map((f) => [f.path, f.status])).toEqual([
      ['content/x.yaml', 'added'],
      ['pages/home.yaml', 'modified'],
      ['pages/new.yaml', 'deleted'],
      ['public/assets/images/logo.svg', 'deleted'],
    ]);

    await drafts.requestReview(restore.id, editor);
    expectOk(await drafts.publish(restore.id, reviewer));
    expect(await editableTree(repo, 'main')).toBe(await editableTree(repo, first));
    expect(readFileSync(path.join(repo, 'src/main.ts'), 'utf8')).toBe('export const later = 1;\n');
    expect(existsSync(path.join(repo, 'pages/new.yaml'))).toBe(false);
    await expect(drafts.prepareRestore(first, editor)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(drafts.prepareRestore('no-such-version', editor)).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('the git runner', () => {
  it('a failure says which command failed and what git said; an allowed exit code is returned', async () => {
    const { repo } = await site();
    await expect(git(repo, ['show', 'no-such-rev'])).rejects.toMatchObject({ name: 'GitError', args: ['show', 'no-such-rev'], code: 128, message: expect.stringContaining('git show no-such-rev failed (exit 128)') });
    expect((await git(repo, ['diff', '--quiet', 'HEAD', '--'], { allowExit: [1] })).code).toBe(0);
    expect((await git(repo, ['hash-object', '--stdin'], { input: 'a\n' })).stdout.trim()).toMatch(/^[0-9a-f]{40}$/);
  });

  it('an author git would refuse or mangle is refused before git runs', async () => {
    const { drafts } = await site();
    expect(() => authorEnv({ name: 'Eve\nCommitter: x', email: 'eve@example.com' })).toThrow(/name/);
    expect(() => authorEnv({ name: 'Eve', email: 'eve <x@y>' })).toThrow(/e-mail/);
    expect(() => authorEnv({ name: 'Eve\u001eMallory', email: 'eve@example.com' })).toThrow(/name/);
    expect(() => authorEnv({ name: 'Eve', email: 'eve@exa\u0000mple.com' })).toThrow(/e-mail/);
    await expect(drafts.create('Title', { name: '<>', email: 'eve@example.com' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(drafts.list()).toEqual([]);
  });
});
