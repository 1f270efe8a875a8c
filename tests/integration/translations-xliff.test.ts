import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import type { TranslationStatus } from '../../src/config/languages/translate.ts';
import { readXliff } from '../../src/config/languages/xliff.ts';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * `npm run translations -- export` and `-- import` on a copy of the fixture site in English, French and
 * Arabic: the XLIFF 2.0 a translation agency gets, and what its translations become in the translation files.
 */

const run = promisify(execFile);
const site = siteCopy();
const root = site.root;
const xlf = (name: string) => path.join(root, name);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

/** The CLI on the copy: its exit code and what it said. */
async function translations(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/translations.ts', ...args], { cwd: PROJECT_ROOT, env: { ...process.env, SITE_ROOT: root } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function statuses(language: string): Promise<Map<string, TranslationStatus>> {
  const { stdout } = await translations('--json');
  return new Map((JSON.parse(stdout) as TranslationStatus[]).filter((status) => status.language === language).map((status) => [status.file, status]));
}

/** The text of an XLIFF document with the unit's target set to `target` (already written as XML). */
function withTarget(xliff: string, original: string, unit: string, target: string): string {
  const start = xliff.indexOf(`<unit id="${unit}">`, xliff.indexOf(`original="${original}"`));
  expect(start, `${original} › ${unit}`).toBeGreaterThan(0);
  const end = xliff.indexOf('</unit>', start);
  const inUnit = xliff.slice(start, end).replace(/<target>[^<]*<\/target>/, '');
  return `${xliff.slice(0, start)}${inUnit.replace('</source>', `</source>\n        <target>${target}</target>`)}${xliff.slice(end)}`;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

beforeAll(() => {
  const config = read('site.config.yaml');
  write('site.config.yaml', config.replace('language: en\n', 'language: en\nlanguages:\n  - { code: en, name: English, default: true }\n  - { code: fr, name: Français }\n  - { code: ar, name: العربية, dir: rtl }\n'));
  // about: three of its five texts in French, with a comment of the translator's
  write(
    'pages/about.fr.yaml',
    [
      '# Relu par Léa',
      `title: "À propos de la fixture" # en:${sourceHash('About the fixture')}`,
      'blocks:',
      `  - title: "Titre de la fixture" # en:${sourceHash('About fixture heading')}`,
      '  - sections:',
      `      - heading: "Section de la fixture" # en:${sourceHash('Fixture section')}`,
      '',
    ].join('\n'),
  );
  // home: its title up to date, its description made from an older English (stale)
  write('pages/home.fr.yaml', [`title: "Accueil de la fixture" # en:${sourceHash('Fixture home')}`, 'description: "Une ancienne description" # en:00000000', ''].join('\n'));
});

afterAll(() => site.remove());

describe('npm run translations -- export', () => {
  it('--only missing: one <file> per source file, one <unit> per text not yet translated, and nothing else', async () => {
    const { code, stdout } = await translations('export', '--language', 'fr', '--only', 'missing', '--out', xlf('missing.fr.xlf'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/missing\.fr\.xlf: \d+ texts of \d+ files in French \(\d+ missing\)/);
    const text = readFileSync(xlf('missing.fr.xlf'), 'utf8');
    expect(text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"');
    const document = readXliff(text);
    const missing = [...(await statuses('fr')).values()].filter((status) => status.missing.length > 0);
    expect(document.files.map((file) => file.original)).toEqual(missing.map((status) => status.file));
    for (const file of document.files) {
      expect(file.units.map((unit) => unit.id)).toEqual(missing.find((status) => status.file === file.original)!.missing);
      for (const segment of file.units.flatMap((unit) => unit.segments)) {
        expect(segment.state).toBe('initial');
        expect(segment.target).toBeUndefined();
      }
    }
    const about = document.files.find((file) => file.original === 'pages/about.yaml')!;
    expect(about.units.map((unit) => unit.id)).toEqual(['description', 'blocks.1.sections.0.paragraphs.0']);
    expect(about.units[1]).toMatchObject({ sourceHash: sourceHash('A paragraph with <script>alert(1)</script> that must stay text.'), segments: [{ source: 'A paragraph with <script>alert(1)</script> that must stay text.' }] });
    expect(text).toContain('<source>A paragraph with &lt;script&gt;alert(1)&lt;/script&gt; that must stay text.</source>');
    // the stale description of home is not missing
    expect(document.files.find((file) => file.original === 'pages/home.yaml')!.units.map((unit) => unit.id)).not.toContain('description');
  });

  it('--format xliff writes the same document; another format, or an option mistyped, is said in a line with what to type instead', async () => {
    await translations('export', '--language', 'fr', '--only', 'missing', '--out', xlf('plain.fr.xlf'));
    const named = await translations('export', '--language', 'fr', '--only', 'missing', '--format', 'xliff', '--out', xlf('named.fr.xlf'));
    expect(named.code).toBe(0);
    expect(readFileSync(xlf('named.fr.xlf'), 'utf8')).toBe(readFileSync(xlf('plain.fr.xlf'), 'utf8'));

    const csv = await translations('export', '--language', 'fr', '--format', 'csv', '--out', xlf('table.csv'));
    expect(csv.code).toBe(1);
    expect(csv.stderr.trim()).toBe('--format csv: the texts are exported as XLIFF 2.0, the format translation agencies and their tools read (--format xliff, or no --format)');
    expect(existsSync(xlf('table.csv'))).toBe(false);

    const mistyped = await translations('export', '--language', 'fr', '--formt', 'xliff');
    expect(mistyped.code).toBe(2);
    expect(mistyped.stderr.split('\n')[0]).toBe('Unknown option --formt.');
    expect(mistyped.stderr).toContain('npm run translations -- export --language fr [--only missing,stale] [--out FILE] [--format xliff]');
    expect(mistyped.stderr).not.toMatch(/^\s+at /m); // no stack trace
    const noValue = await translations('export', '--language');
    expect(noValue.code).toBe(2);
    expect(noValue.stderr.split('\n')[0]).toBe("Option '--language <value>' argument missing");

    const help = await translations('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('For a translation agency (XLIFF 2.0');
  });
});

describe('npm run translations -- import', () => {
  it('writes each translated unit into its translation file, and refuses by name a unit whose English changed since the export', async () => {
    expect((await translations('export', '--language', 'fr', '--out', xlf('all.fr.xlf'))).code).toBe(0);
    let xliff = readFileSync(xlf('all.fr.xlf'), 'utf8');
    expect(readXliff(xliff).files.find((file) => file.original === 'pages/home.yaml')!.units.find((unit) => unit.id === 'description')).toMatchObject({
      segments: [{ state: 'initial', subState: 'site:stale', source: 'The home page of the fixture site.', target: 'Une ancienne description' }],
    });
    xliff = withTarget(xliff, 'pages/about.yaml', 'description', 'La page «\u00a0à propos\u00a0» de la fixture &amp; ses &lt;secrets&gt; "cités"');
    xliff = withTarget(xliff, 'pages/about.yaml', 'blocks.1.sections.0.paragraphs.0', 'Un paragraphe avec &lt;script&gt;alert(1)&lt;/script&gt; qui doit rester du texte.');
    xliff = withTarget(xliff, 'pages/home.yaml', 'blocks.0.title', 'Titre du héros');
    writeFileSync(xlf('all.fr.xlf'), xliff);
    // the English of one of them changes after the export
    write('pages/home.yaml', read('pages/home.yaml').replace('title: Fixture hero title', 'title: Fixture hero headline'));
    const homeBefore = read('pages/home.fr.yaml');

    const { code, stdout, stderr } = await translations('import', xlf('all.fr.xlf'));
    expect(code).toBe(1);
    const heroUnit = xliff.indexOf('<unit id="blocks.0.title">', xliff.indexOf('original="pages/home.yaml"'));
    expect(stderr.trim()).toBe(
      `${xlf('all.fr.xlf')}:${lineOf(xliff, heroUnit)}:5: pages/home.yaml › blocks.0.title: the English changed since the export (was "Fixture hero title", now "Fixture hero headline"); export again`,
    );
    expect(stdout).toMatch(/all\.fr\.xlf: 2 texts imported into pages\/about\.fr\.yaml, 1 refused, \d+ unchanged/);

    const about = read('pages/about.fr.yaml');
    // the file as it was, comments and order kept, with the two texts added, each marked with the hash of its English
    expect(about.startsWith(['# Relu par Léa', `title: "À propos de la fixture" # en:${sourceHash('About the fixture')}`, 'blocks:', `  - title: "Titre de la fixture" # en:${sourceHash('About fixture heading')}`].join('\n'))).toBe(true);
    expect(about).toContain(`# en:${sourceHash('About page of the fixture site.')}`);
    expect(about).toContain(`# en:${sourceHash('A paragraph with <script>alert(1)</script> that must stay text.')}`);
    expect(parse(about)).toEqual({
      title: 'À propos de la fixture',
      description: 'La page «\u00a0à propos\u00a0» de la fixture & ses <secrets> "cités"',
      blocks: [{ title: 'Titre de la fixture' }, { sections: [{ heading: 'Section de la fixture', paragraphs: ['Un paragraphe avec <script>alert(1)</script> qui doit rester du texte.'] }] }],
    });
    // the refused unit wrote nothing; the stale description sent back as it was is left stale
    expect(read('pages/home.fr.yaml')).toBe(homeBefore);

    const after = await statuses('fr');
    expect(after.get('pages/about.yaml')).toMatchObject({ texts: 5, translated: 5, missing: [], stale: [], unchecked: [] });
    expect(after.get('pages/home.yaml')).toMatchObject({ stale: ['description'] });
    const { stdout: listed } = await translations('--language', 'fr');
    expect(listed).not.toContain('pages/about.yaml');
  });

  it('creates a missing translation file, in Arabic as well: a counted text takes every form of the language', async () => {
    const exported = await translations('export', '--language', 'ar', '--only', 'missing', '--out', '-');
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(/texts of \d+ files in Arabic \(\d+ missing\)/);
    let xliff = exported.stdout;
    expect(xliff.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    xliff = withTarget(xliff, 'pages/about.yaml', 'title', 'حول &amp; &lt;الموقع&gt;');
    const counted = xliff.indexOf('<unit id="industryPages.categoryDialogIntro">');
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    expect(xliff.slice(counted, xliff.indexOf('</unit>', counted)).match(/<segment id="(\w+)"/g)).toEqual(forms.map((form) => `<segment id="${form}"`));
    for (const form of forms) {
      const segment = xliff.indexOf(`<segment id="${form}"`, counted);
      const sourceEnd = xliff.indexOf('</source>', segment) + '</source>'.length;
      xliff = `${xliff.slice(0, sourceEnd)}<target>${form === 'two' ? 'وكيلان آخران' : `{count} وكيل آخر (${form})`}</target>${xliff.slice(sourceEnd)}`;
    }
    writeFileSync(xlf('missing.ar.xlf'), xliff);
    expect(existsSync(path.join(root, 'pages/about.ar.yaml'))).toBe(false);

    const { code, stdout, stderr } = await translations('import', xlf('missing.ar.xlf'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/2 texts imported into site\.config\.ar\.yaml, pages\/about\.ar\.yaml, 0 refused/);
    const about = read('pages/about.ar.yaml');
    expect(about).toContain(`# en:${sourceHash('About the fixture')}`);
    expect(parse(about)).toEqual({ title: 'حول & <الموقع>' });
    const config = parse(read('site.config.ar.yaml')) as { industryPages: { categoryDialogIntro: Record<string, string> } };
    expect(config.industryPages.categoryDialogIntro).toEqual({ zero: '{count} وكيل آخر (zero)', one: '{count} وكيل آخر (one)', two: 'وكيلان آخران', few: '{count} وكيل آخر (few)', many: '{count} وكيل آخر (many)', other: '{count} وكيل آخر (other)' });
    const after = await statuses('ar');
    expect(after.get('pages/about.yaml')).toMatchObject({ translated: 1, stale: [], unchecked: [] });
    expect(after.get('site.config.yaml')).toMatchObject({ translated: 1, stale: [], unchecked: [] });
  });

  it('refuses a document that is not well-formed XML, saying where, and writes nothing', async () => {
    const xliff = withTarget(readFileSync(xlf('all.fr.xlf'), 'utf8'), 'pages/about.yaml', 'title', 'À propos & plus');
    writeFileSync(xlf('broken.fr.xlf'), xliff);
    const before = read('pages/about.fr.yaml');
    const { code, stdout, stderr } = await translations('import', xlf('broken.fr.xlf'));
    expect(code).toBe(1);
    const line = lineOf(xliff, xliff.indexOf('<target>À propos & plus'));
    expect(stderr.trim()).toMatch(new RegExp(`^${xlf('broken.fr.xlf').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:${line}:\\d+: not well-formed XML: .+; nothing was imported$`));
    expect(stdout).toBe('');
    expect(read('pages/about.fr.yaml')).toBe(before);
  });

  it('refuses a document for a language the site is not translated into', async () => {
    writeFileSync(xlf('german.xlf'), readFileSync(xlf('all.fr.xlf'), 'utf8').replace('trgLang="fr"', 'trgLang="de"'));
    const { code, stderr } = await translations('import', xlf('german.xlf'));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`${xlf('german.xlf')}: de is not a language the site is translated into (site.config.yaml languages: it is translated into fr, ar); nothing was imported`);
  });
});
