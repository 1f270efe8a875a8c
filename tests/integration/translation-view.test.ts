import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { lucideIcon } from '../../src/config/sources/icons.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import type { TranslationAnswer, TranslationsAnswer } from '../../src/editor/contract.ts';
import { createEditor } from '../../src/editor/server/dev-host.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';
import { siteCopy } from '../helpers/site-copy.ts';
import { listenForTests } from '../helpers/listen.ts';

/** The side-by-side translation view's API on /_edit, over a copy of the fixture site in three languages, in a git repository. */

const site = siteCopy();
const token = 'b'.repeat(48);
let server: Server;
let base: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.root, env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' } });

beforeAll(async () => {
  const config = path.join(site.root, 'site.config.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace('language: en\n', 'language: en\nlanguages:\n  - { code: en, name: English, default: true }\n  - { code: fr, name: Français }\n  - { code: ar, name: العربية, dir: rtl }\n'));
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
  const editor = createEditor({ root: site.root, schemasDir: SCHEMAS_DIR, check: (overlay) => loadSite(site.root, { overlay }).problems, translations: () => loadSite(site.root, { problemsOnly: true }).translations ?? [], iconNames: () => ['rocket'], icon: lucideIcon, token });
  server = createServer((req, res) => editor.middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
  await listenForTests(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  site.remove();
});

const get = async <T,>(route: string) => (await fetch(`${base}/_edit/api/${route}`, { headers: { 'x-edit-token': token } })).json() as Promise<T>;
const post = (route: string, body: unknown) => fetch(`${base}/_edit/api/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-edit-token': token }, body: JSON.stringify(body) });
const rowsOf = (answer: TranslationAnswer) => Object.fromEntries(answer.rows.map((row) => [row.path, row]));

describe('translating a page side by side', () => {
  it('lists the languages and, per file, what is missing', async () => {
    const { languages, states } = await get<TranslationsAnswer>('translations');
    expect(languages.map((l) => l.code)).toEqual(['en', 'fr', 'ar']);
    expect(states.find((s) => s.file === 'pages/about.yaml' && s.language === 'fr')).toMatchObject({ texts: 5, translated: 0, missing: ['title', 'description', 'blocks.0.title', 'blocks.1.sections.0.heading', 'blocks.1.sections.0.paragraphs.0'] });
  });

  it('shows each text of the source with its translation, saves translations marked as made from today\'s text, and marks what the English changed since', async () => {
    const first = await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr');
    expect(first).toMatchObject({ translation: 'pages/about.fr.yaml', hash: null, language: { code: 'fr', name: 'Français', dir: 'ltr' } });
    expect(first.rows.map((row) => [row.path, row.field, row.state])).toEqual([
      ['title', 'title', 'missing'],
      ['description', 'description', 'missing'],
      ['blocks.0.title', 'title', 'missing'],
      ['blocks.1.sections.0.heading', 'heading', 'missing'],
      ['blocks.1.sections.0.paragraphs.0', 'paragraphs', 'missing'],
    ]);
    expect(rowsOf(first).title.source).toBe('About the fixture');

    const saved = await post('translate', { path: 'pages/about.yaml', language: 'fr', hash: null, texts: [{ at: ['title'], value: 'À propos de la fixture' }, { at: ['blocks', 1, 'sections', 0, 'heading'], value: 'Une section' }] });
    expect(saved.status).toBe(200);
    const written = readFileSync(path.join(site.root, 'pages/about.fr.yaml'), 'utf8');
    expect(written).toContain(`title: À propos de la fixture # en:${sourceHash('About the fixture')}`);
    expect(written).toContain(`      - heading: Une section # en:${sourceHash('Fixture section')}`);
    const second = await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr');
    expect(rowsOf(second).title).toMatchObject({ state: 'current', translation: 'À propos de la fixture' });
    expect(rowsOf(second)['blocks.1.sections.0.heading'].state).toBe('current');
    git('add', '-A');
    git('commit', '-q', '-m', 'French title');

    // the English changes: the French is marked stale, with the English it was made from
    const about = path.join(site.root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About the fixture', 'title: All about the fixture'));
    git('commit', '-q', '-am', 'A longer English title');
    const stale = rowsOf(await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr')).title;
    expect(stale).toMatchObject({ state: 'stale', source: 'All about the fixture', before: 'About the fixture', translation: 'À propos de la fixture' });

    // saved again from the view: up to date
    const again = await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr');
    expect((await post('translate', { path: 'pages/about.yaml', language: 'fr', hash: again.hash, texts: [{ at: ['title'], value: 'Tout sur la fixture' }] })).status).toBe(200);
    expect(rowsOf(await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr')).title).toMatchObject({ state: 'current', translation: 'Tout sur la fixture' });
    expect(readFileSync(path.join(site.root, 'pages/about.fr.yaml'), 'utf8')).toContain('- heading: Une section'); // the rest kept
  });

  it("offers a text not yet translated the translation the same text has, up to date, elsewhere in the site (its translation memory); never a stale one", async () => {
    // a page made from the About page: the same texts, none translated
    const about = readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8');
    writeFileSync(path.join(site.root, 'pages/about-copy.yaml'), about.replace(/^route: .*$/m, 'route: /about-copy'));
    const rows = rowsOf(await get<TranslationAnswer>('translation?path=pages/about-copy.yaml&language=fr'));
    expect(rows.title).toMatchObject({ state: 'missing', suggestion: { text: 'Tout sur la fixture', file: 'pages/about.fr.yaml' } });
    expect(rows['blocks.1.sections.0.heading'].suggestion).toEqual({ text: 'Une section', file: 'pages/about.fr.yaml' });
    expect(rows.description.suggestion).toBeUndefined();
    expect(rowsOf(await get<TranslationAnswer>('translation?path=pages/about-copy.yaml&language=ar')).title.suggestion).toBeUndefined();
    // the English of the About page changes: its French is stale, and no longer offered
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about.replace('heading: Fixture section', 'heading: Fixture section, renamed'));
    const after = rowsOf(await get<TranslationAnswer>('translation?path=pages/about-copy.yaml&language=fr'));
    expect(after['blocks.1.sections.0.heading'].suggestion).toBeUndefined();
    expect(after.title.suggestion).toEqual({ text: 'Tout sur la fixture', file: 'pages/about.fr.yaml' });
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about);
  });

  it('translates a catalogue table (finance.tsv) row by row into the file beside it, each row found by its agent name, and another table is offered what it already says', async () => {
    const table = ['Category\tAI Module\tAI Agent Name\tDescription\tInstant Demo Readiness', 'Risk\tCredit scoring\tScoring Analyst\tScores loan files and explains the main drivers.\tYes', 'Risk\tLimits\tLimit Watcher\tChecks exposures against limits every day.\tNo', ''].join('\n');
    mkdirSync(path.join(site.root, 'content/catalogue'), { recursive: true });
    writeFileSync(path.join(site.root, 'content/catalogue/finance.tsv'), table);
    const first = await get<TranslationAnswer>('translation?path=content/catalogue/finance.tsv&language=fr');
    expect(first).toMatchObject({ source: 'content/catalogue/finance.tsv', translation: 'content/catalogue/finance.fr.yaml', hash: null, problems: [] });
    expect(first.rows.map((row) => [row.path, row.source, row.state])).toEqual([
      ['category', 'Finance', 'missing'],
      ['rows.finance-scoring-analyst.category', 'Risk', 'missing'],
      ['rows.finance-scoring-analyst.module', 'Credit scoring', 'missing'],
      ['rows.finance-scoring-analyst.agentName', 'Scoring Analyst', 'missing'],
      ['rows.finance-scoring-analyst.description', 'Scores loan files and explains the main drivers.', 'missing'],
      ['rows.finance-limit-watcher.category', 'Risk', 'missing'],
      ['rows.finance-limit-watcher.module', 'Limits', 'missing'],
      ['rows.finance-limit-watcher.agentName', 'Limit Watcher', 'missing'],
      ['rows.finance-limit-watcher.description', 'Checks exposures against limits every day.', 'missing'],
    ]);
    // each row is named by its agent's name, not its id, where the view says where a text is
    expect(first.rows.map((row) => row.names)).toEqual([undefined, ...Array(4).fill(['Scoring Analyst']), ...Array(4).fill(['Limit Watcher'])]);
    const saved = await post('translate', { path: 'content/catalogue/finance.tsv', language: 'fr', hash: null, texts: [{ at: ['rows', 1, 'agentName'], value: 'Veilleur de limites' }, { at: ['rows', 1, 'category'], value: 'Risques' }] });
    expect(saved.status).toBe(200);
    const written = readFileSync(path.join(site.root, 'content/catalogue/finance.fr.yaml'), 'utf8');
    expect(written).toContain('- id: finance-limit-watcher');
    expect(written).toContain(`agentName: Veilleur de limites # en:${sourceHash('Limit Watcher')}`);
    expect(written).not.toContain('finance-scoring-analyst');
    const after = rowsOf(await get<TranslationAnswer>('translation?path=content/catalogue/finance.tsv&language=fr'));
    expect(after['rows.finance-limit-watcher.agentName']).toMatchObject({ state: 'current', translation: 'Veilleur de limites' });
    expect(after['rows.finance-scoring-analyst.category']).toMatchObject({ state: 'missing' });
    // another table with the same category is offered the French of finance.tsv's
    writeFileSync(path.join(site.root, 'content/catalogue/banking.tsv'), table.replace('Scoring Analyst', 'Other Analyst'));
    expect(rowsOf(await get<TranslationAnswer>('translation?path=content/catalogue/banking.tsv&language=fr'))['rows.banking-other-analyst.category'].suggestion).toEqual({ text: 'Risques', file: 'content/catalogue/finance.fr.yaml' });
    rmSync(path.join(site.root, 'content/catalogue'), { recursive: true, force: true });
  });

  it('a stale hash, a language the site lacks, a translation file or a path outside the site is refused with why', async () => {
    const current = await get<TranslationAnswer>('translation?path=pages/about.yaml&language=fr');
    const conflict = await post('translate', { path: 'pages/about.yaml', language: 'fr', hash: null, texts: [{ at: ['title'], value: 'x' }] });
    expect(conflict.status).toBe(409);
    expect(current.hash).not.toBeNull();
    const german = await post('translate', { path: 'pages/about.yaml', language: 'de', hash: null, texts: [{ at: ['title'], value: 'Über' }] });
    expect(german.status).toBe(400);
    expect(((await german.json()) as { error: string }).error).toBe('"de" is not a language the site is translated into.');
    const ofTranslation = await fetch(`${base}/_edit/api/translation?path=pages/about.fr.yaml&language=ar`, { headers: { 'x-edit-token': token } });
    expect(ofTranslation.status).toBe(400);
    const outside = await post('translate', { path: '../etc/passwd', language: 'fr', hash: null, texts: [] });
    expect(outside.status).toBe(403);
  });
});
