import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/prerender/build-cache.ts';

/** The prerender's cache of pages and compressed files, shared by every build of every site (src/prerender/build-cache.ts). */
describe('the build cache', () => {
  const dirs: string[] = [];
  const cacheDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const age = (file: string, hours: number) => {
    const then = new Date(Date.now() - hours * 3600 * 1000);
    utimesSync(file, then, then);
  };

  it('a build of one site never evicts the pages another build used: the live site, a preview and a test copy share it', () => {
    const dir = cacheDir();
    const live = new BuildCache(dir);
    live.write('live-home.page.json', 'home');
    live.write('live-home.br', 'br');
    live.prune(['.page.json', '.br']);
    for (const name of ['live-home.page.json', 'live-home.br']) age(path.join(dir, name), 2);

    const preview = new BuildCache(dir);
    preview.write('draft-home.page.json', 'draft home');
    preview.prune(['.page.json', '.br']);
    expect(readdirSync(dir).filter((name) => name !== 'builds').sort()).toEqual(['draft-home.page.json', 'live-home.br', 'live-home.page.json']);

    const again = new BuildCache(dir);
    expect(again.read('live-home.page.json')?.toString()).toBe('home');
  });

  it('removes what no build of the last day used, once it is an hour old; a fresh entry of a build still running stays', () => {
    const dir = cacheDir();
    writeFileSync(path.join(dir, 'forgotten.page.json'), 'old');
    age(path.join(dir, 'forgotten.page.json'), 30);
    writeFileSync(path.join(dir, 'being-written.page.json'), 'new'); // another build's, listed when it prunes
    mkdirSync(path.join(dir, 'builds'), { recursive: true });
    const dayOld = `${Date.now() - 25 * 3600 * 1000}-aaaaaaaa.json`;
    writeFileSync(path.join(dir, 'builds', dayOld), JSON.stringify(['day-old.page.json']));
    writeFileSync(path.join(dir, 'day-old.page.json'), 'x');
    age(path.join(dir, 'day-old.page.json'), 25);

    const build = new BuildCache(dir);
    build.write('mine.page.json', 'mine');
    expect(build.prune(['.page.json'])).toBe(2);
    expect(existsSync(path.join(dir, 'forgotten.page.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'day-old.page.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'builds', dayOld))).toBe(false);
    expect(existsSync(path.join(dir, 'being-written.page.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'mine.page.json'))).toBe(true);
  });

  it('keeps the lists of the newest builds only: a busy day does not grow it without end', () => {
    const dir = cacheDir();
    for (let i = 0; i < 45; i++) new BuildCache(dir).prune(['.page.json']);
    expect(readdirSync(path.join(dir, 'builds')).length).toBeLessThanOrEqual(40);
  });
});
