import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { BROKEN_FIXTURES, siteCopy } from '../helpers/site-copy.ts';

/** `npm run validate` for CI (--format=github, --format=json) and for an editor at work (--watch). */
const children: ChildProcess[] = [];
const sites: { remove: () => void }[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const site of sites.splice(0)) site.remove();
});

function validate(...args: string[]) {
  return validateWith({}, ...args);
}

function validateWith(env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', ...args], { cwd: PROJECT_ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
  children.push(child);
  let output = '';
  const waiters: { pattern: RegExp; from: number; resolve: (text: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(output.slice(waiter.from));
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(output.slice(waiter.from));
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    child,
    output: () => output,
    /** Resolves with the output from now on once it matches `pattern` (no sleep: it waits for the output itself). */
    next: (pattern: RegExp) => new Promise<string>((resolve) => waiters.push({ pattern, from: output.length, resolve })),
    exit: () => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code)))),
  };
}

function brokenSite(...fixtures: string[]) {
  const site = siteCopy(...fixtures.map((name) => path.join(BROKEN_FIXTURES, name)));
  sites.push(site);
  return site.root;
}

describe('npm run validate', () => {
  it('--format=json: the problems as {file, line, column, code, title, message, hint}, the notes, the translations counted; exit code 1', async () => {
    const run = validate(brokenSite('layout-use-case-missing-colon', 'site-colour-five-digits'), '--format=json');
    expect(await run.exit()).toBe(1);
    expect(JSON.parse(run.output()).problems).toEqual([
      {
        file: 'pages/industries/orchards.yaml',
        line: 20,
        column: 12,
        code: 'yaml-missing-colon',
        title: 'Missing colon',
        message: '"title" has no colon after it',
        hint: 'write "title: Picking Planner"',
      },
      {
        file: 'site.config.yaml',
        line: 41,
        column: 14,
        code: 'colour-form',
        title: 'Invalid colour',
        message: '"primary" is "#8b6cf", which a browser cannot use as a colour: it has 5 hexadecimal digits after # (a colour code has 3, 4, 6 or 8)',
        hint: 'write a colour code in quotes, such as primary: "#8b6cff", or rgb(139 108 255), hsl(255 100% 71%), a name such as black',
      },
    ]);
  });

  it('--format=json on the shipped site: no problem, and per page and language how far it is translated', async () => {
    const run = validate('--format=json');
    expect(await run.exit()).toBe(0);
    const { problems, notes, translations } = JSON.parse(run.output()) as { problems: unknown[]; notes: { code: string }[]; translations: Record<string, Record<string, { texts: number; translated: number; missing: number; stale: number }>> };
    expect(problems).toEqual([]);
    const banking = translations['pages/industries/banking.yaml'];
    expect(banking.fr).toMatchObject({ missing: 0, stale: 0 });
    expect(banking.fr.translated).toBe(banking.fr.texts);
    expect(banking.ar).toMatchObject({ missing: 0, stale: 0 });
    const agriculture = translations['pages/industries/agriculture.yaml'];
    expect(agriculture.ar.translated).toBe(0); // not yet in Arabic: its texts show in English
    expect(translations['pages/home.yaml'].ar).toMatchObject({ missing: 0, stale: 0 });
    expect(notes.some((note) => note.code === 'translation-missing')).toBe(true);
  });

  it('--format=github: one GitHub Actions error annotation per problem, on its file and line', async () => {
    const root = brokenSite('layout-use-case-missing-colon');
    const run = validate(root, '--format=github');
    expect(await run.exit()).toBe(1);
    const file = path.relative(PROJECT_ROOT, path.join(root, 'pages/industries/orchards.yaml'));
    expect(run.output().trim()).toBe(`::error file=${file},line=20,col=12,title=yaml-missing-colon::"title" has no colon after it; write "title: Picking Planner"`);
  });

  it('--format github (with a space) is --format=github; a mistyped option is said with the usage, and nothing is checked', async () => {
    const root = brokenSite('layout-use-case-missing-colon');
    const spaced = validate(root, '--format', 'github');
    expect(await spaced.exit()).toBe(1);
    expect(spaced.output()).toMatch(/^::error file=.*orchards\.yaml,line=20,col=12,title=yaml-missing-colon::/);
    // a mistyped option used to be dropped in silence: the text report, not what the pipeline reads
    const mistyped = validate(root, '--fromat=github');
    expect(await mistyped.exit()).toBe(2);
    expect(mistyped.output().split('\n')[0]).toBe('Unknown option --fromat.');
    expect(mistyped.output()).toContain('npm run validate [-- SITE_ROOT] [--format=text|github|json] [--watch] [--notes]');
    expect(mistyped.output()).not.toContain('yaml-missing-colon');
  });

  it('without ffprobe, a background video not read before is said to be unchecked; one read before is checked from what was read, and nothing is said', async () => {
    const root = brokenSite();
    // a video no run read before (the facts read outlive the test): a colour of its own
    const colour = randomBytes(3).toString('hex');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=0x${colour}:size=320x180:rate=24`, '-t', '1', '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(root, 'public/media/loop.mp4')], { timeout: 60_000 });
    const home = path.join(root, 'pages/home.yaml');
    writeFileSync(home, readFileSync(home, 'utf8').replace('      poster: /media/poster.svg\n', '      video: /media/loop.mp4\n      poster: /media/poster.svg\n'));
    const unchecked = 'note: background videos were not checked (size, resolution, codec, sound): ffprobe is missing; on Debian or Ubuntu: sudo apt-get install ffmpeg';
    const noFfprobe = { PATH: path.join(root, 'no-programs-here') };

    const before = validateWith(noFfprobe, root);
    expect(await before.exit()).toBe(0);
    expect(before.output()).toContain(unchecked);

    const reading = validate(root);
    expect(await reading.exit()).toBe(0);
    expect(reading.output()).not.toContain(unchecked);

    const after = validateWith(noFfprobe, root);
    expect(await after.exit()).toBe(0);
    expect(after.output()).toMatch(/✓ \d+ files valid/);
    expect(after.output()).not.toContain(unchecked);
  });

  it('--watch: checks again on every save, until Ctrl-C', async () => {
    const root = brokenSite();
    const page = path.join(root, 'pages/industries/orchards.yaml');
    const original = readFileSync(page, 'utf8');
    const run = validate(root, '--watch');
    const started = run.next(/watching .* for changes/);
    await started;
    expect(run.output()).toMatch(/✓ \d+ files valid/);

    const broken = run.next(/problem/);
    writeFileSync(page, original.replace('      title: Picking Planner', '      title Picking Planner'));
    expect(await broken).toContain('pages/industries/orchards.yaml:20:12 "title" has no colon after it; write "title: Picking Planner"');

    const fixed = run.next(/files valid/);
    writeFileSync(page, original);
    expect(await fixed).toMatch(/✓ \d+ files valid/);

    const stopped = run.next(/stopped watching/);
    run.child.kill('SIGINT');
    await stopped;
    expect(await run.exit()).toBe(0);
  });
});
