import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { stampTranslation } from '../../src/config/languages/stamp.ts';
import { hashNotesOf } from '../../src/config/languages/translate.ts';
import { parseYamlCached } from '../../src/config/yaml/yaml-file.ts';
import { formatProblem, noteLines } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { editorSchemaFor } from '../../src/editor/server/site-facts.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/** Translations on a copy of the fixture site in English, French and Arabic (right to left). */

const copies: { remove: () => void }[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

const LANGUAGES = `languages:
  - { code: en, name: English, default: true }
  - { code: fr, name: Français }
  - { code: ar, name: العربية, dir: rtl }
`;

function site(files: Record<string, string> = {}, languages = LANGUAGES) {
  const copy = siteCopy();
  copies.push(copy);
  const config = path.join(copy.root, 'site.config.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace('language: en\n', `language: en\n${languages}`));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy.root, file), text);
  return copy.root;
}

const hash = (text: string) => sourceHash(text);

describe('a site in three languages', () => {
  it('gives every page a version in each language, with its routes, links and shell in that language', () => {
    const root = site({
      'pages/about.fr.yaml': `route: /fr/a-propos\ntitle: À propos de la fixture # en:${hash('About the fixture')}\n`,
      'site.config.fr.yaml': 'navigation:\n  links:\n    - label: Accueil\n',
    });
    const { model, problems } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    const routes = model!.pages.map((page) => `${page.lang ?? 'en'} ${page.route}`).sort();
    expect(routes).toEqual(['ar /ar', 'ar /ar/404', 'ar /ar/about', 'ar /ar/orchards', 'en /', 'en /404', 'en /about', 'en /orchards', 'fr /fr', 'fr /fr/404', 'fr /fr/a-propos', 'fr /fr/orchards']);
    const about = model!.pages.find((page) => page.route === '/fr/a-propos')!;
    expect(about.title).toBe('À propos de la fixture');
    expect(about.alternates).toEqual({ en: '/about', fr: '/fr/a-propos', ar: '/ar/about' });
    expect(model!.pages.find((page) => page.route === '/about')!.alternates).toEqual(about.alternates);
    // links follow the language: the French home's button to /about goes to /fr/a-propos
    expect(JSON.stringify(model!.pages.find((page) => page.route === '/fr')!.blocks)).toContain('"to":"/fr/a-propos"');
    expect(model!.shells!.fr).toMatchObject({ language: 'fr', dir: 'ltr', home: '/fr', notFoundRoute: '/fr/404', defaultLanguage: 'en' });
    expect(model!.shells!.fr.navigation.links[0]).toEqual({ label: 'Accueil', to: '/fr' });
    expect(model!.shells!.ar).toMatchObject({ language: 'ar', dir: 'rtl', home: '/ar' });
    expect(model!.shells!.ar.languages).toEqual([
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ]);
    // the data of the other languages lives apart: /_data/fr/…
    expect(Object.keys(model!.data).some((url) => url.startsWith('/_data/fr/'))).toBe(true);
    expect(model!.server.languages).toEqual(['en', 'fr', 'ar']);
  });

  it('shows a text not yet translated in the source language, and says which blocks are so', () => {
    const root = site({ 'pages/about.fr.yaml': `blocks:\n  - title: Titre de la fixture # en:${hash('About fixture heading')}\n` });
    const { model } = loadSite(root);
    const about = model!.pages.find((page) => page.route === '/fr/about')!;
    expect(about.title).toBe('About the fixture'); // not translated: the English
    expect(about.sourceLanguage).toBe('en');
    expect(about.untranslatedBlocks).toEqual([1]); // the prose block: none of its texts in French
    expect(model!.pages.find((page) => page.route === '/ar/about')).toMatchObject({ sourceLanguage: 'en' });
    expect(model!.pages.find((page) => page.route === '/ar/about')!.untranslatedBlocks).toBeUndefined(); // the whole page
  });
});

describe('what a translation may hold', () => {
  it('refuses what is not a text and what the source does not have, on their lines, and says what to do', () => {
    const root = site({ 'pages/about.fr.yaml': 'title: À propos\nblocks:\n  - type: page-header\n    title: Titre\n    subtitle: Sous-titre\n' });
    const { problems } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([
      'pages/about.fr.yaml:3:5 blocks.0.type is not a text: it always comes from pages/about.yaml, in every language; remove blocks.0.type from pages/about.fr.yaml (change it in the source file if it must change everywhere)',
      'pages/about.fr.yaml:5:5 pages/about.yaml has no blocks.0.subtitle to translate; a translation holds the texts of its source at the same places (list items by their id): check the spelling and the indentation against pages/about.yaml, or remove it from pages/about.fr.yaml',
    ]);
  });

  it('matches list items by their id, whatever their order; an item the source no longer has is a note', () => {
    const root = site({
      'pages/industries/orchards.fr.yaml': 'industry:\n  useCases:\n    - id: grader\n      title: Trieur\n    - id: picker\n      title: Cueilleur\n    - id: sorter\n      title: Inconnu\n',
    });
    const { problems, notes } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(notes!.filter((n) => n.code === 'translation-left-over').map(formatProblem)).toEqual([
      'pages/industries/orchards.fr.yaml:7:11 pages/industries/orchards.yaml no longer has industry.useCases.sorter (removed there?): its translation is not shown; remove that item from pages/industries/orchards.fr.yaml, so that the items after it keep translating the right ones',
    ]);
    writeFileSync(path.join(root, 'pages/industries/orchards.fr.yaml'), 'industry:\n  useCases:\n    - id: grader\n      title: Trieur\n    - id: picker\n      title: Cueilleur\n');
    const { model } = loadSite(root);
    const useCases = JSON.stringify(model!.data);
    expect(useCases).toContain('"id":"picker","title":"Cueilleur"');
    expect(useCases).toContain('"id":"grader","title":"Trieur"');
  });

  it('a translated category keeps the style and photo its source name gives it', () => {
    const root = site({ 'pages/industries/orchards.fr.yaml': 'industry:\n  categories:\n    - id: fruit\n      name: Vergers de la fixture\n' });
    const { model } = loadSite(root);
    const categoriesOf = (url: string) => (model!.data[url] as { categories: { id: string; name: string; style: unknown }[] }).categories;
    const english = categoriesOf('/_data/industries/orchards/categories.json');
    const french = categoriesOf(Object.keys(model!.data).find((url) => url.startsWith('/_data/fr/') && url.endsWith('/categories.json'))!);
    expect(french.find((c) => c.id === 'fruit')!.name).toBe('Vergers de la fixture');
    expect(french.map((c) => c.style)).toEqual(english.map((c) => c.style));
  });

  it('a required language makes a missing text a problem; fallback keeps it a note', () => {
    const required = site({}, LANGUAGES.replace('{ code: fr, name: Français }', '{ code: fr, name: Français, missing: required }'));
    const strict = loadSite(required);
    expect(strict.model).toBeUndefined();
    expect(strict.problems.map((p) => p.code)).toContain('translation-required');
    expect(strict.problems.find((p) => p.file === 'pages/about.yaml')?.message).toMatch(/^\d+ texts of pages\/about\.yaml are not yet in French, and the site requires every text in French \(missing: required\); translate title, description/);
    const lenient = loadSite(site());
    expect(lenient.problems).toEqual([]);
    expect(lenient.notes!.find((n) => n.code === 'translation-missing' && n.file === 'pages/about.yaml')?.message).toMatch(/texts of pages\/about\.yaml are not yet in French: they show in the source language; translate title, description/);
  });
});

describe('a language that hides the pages not yet translated (missing: hide)', () => {
  const HIDING = LANGUAGES.replace('{ code: ar, name: العربية, dir: rtl }', '{ code: ar, name: العربية, dir: rtl, missing: hide }');

  it('has no version of a page none of whose texts is translated; its links there lead to the source page', () => {
    const root = site({}, HIDING);
    const { model, problems, notes, translations } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    const routes = model!.pages.map((page) => `${page.lang ?? 'en'} ${page.route}`).sort();
    // the home page and the not-found page stay, in English; about and orchards are not in Arabic
    expect(routes).toEqual(['ar /ar', 'ar /ar/404', 'en /', 'en /404', 'en /about', 'en /orchards', 'fr /fr', 'fr /fr/404', 'fr /fr/about', 'fr /fr/orchards']);
    expect(model!.pages.find((page) => page.route === '/ar')).toMatchObject({ sourceLanguage: 'en' });
    // its versions name no Arabic one (no hreflang, no sitemap entry); the switcher leads to the Arabic home instead
    expect(model!.pages.find((page) => page.route === '/about')!.alternates).toEqual({ en: '/about', fr: '/fr/about' });
    expect(model!.pages.find((page) => page.route === '/fr/about')!.alternates).toEqual({ en: '/about', fr: '/fr/about' });
    expect(model!.shells!.ar.languages).toEqual([
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl', home: '/ar' },
    ]);
    // the Arabic navigation, home page, industry list and search lead to the English pages
    expect(model!.shells!.ar.navigation.links[1].to).toBe('/about');
    expect(JSON.stringify(model!.pages.find((page) => page.route === '/ar')!.blocks)).toContain('"to":"/about"');
    expect(model!.industriesIn!.ar.map((industry) => industry.route)).toEqual(['/orchards']);
    expect(model!.data['/_data/ar/industries.json']).toEqual([expect.objectContaining({ route: '/orchards' })]);
    expect(JSON.stringify(model!.data['/_data/ar/search.json'])).toContain('"route":"/orchards"');
    expect(JSON.stringify(model!.data).includes('"/ar/about') || JSON.stringify(model!.data).includes('"/ar/orchards')).toBe(false);
    // said once per page, in place of its texts showing in English
    const hidden = notes!.filter((note) => note.code === 'translation-hidden');
    expect(hidden.map(formatProblem).sort()).toEqual([
      'pages/about.yaml:1:1 no text of pages/about.yaml is translated into Arabic yet, so the page is not shown in Arabic (missing: hide): links to it in Arabic lead to the English page, /about; translate its texts in pages/about.ar.yaml to show it in Arabic',
      'pages/industries/orchards.yaml:1:1 no text of pages/industries/orchards.yaml is translated into Arabic yet, so the page is not shown in Arabic (missing: hide): links to it in Arabic lead to the English page, /orchards; translate its texts in pages/industries/orchards.ar.yaml to show it in Arabic',
    ]);
    expect(notes!.filter((note) => note.code === 'translation-missing' && note.file === 'pages/about.yaml').map((note) => (note.args as { languageCode: string }).languageCode)).toEqual(['fr']);
    expect(translations!.filter((status) => status.hidden).map((status) => `${status.language} ${status.file}`)).toEqual(['ar pages/about.yaml', 'ar pages/industries/orchards.yaml']);
    expect(noteLines(notes!)).toContain(
      'note: 2 pages are hidden in Arabic, none of their texts being translated yet (missing: hide); links to them in Arabic lead to the English pages: npm run translations -- --language ar lists them, npm run validate -- --notes names each',
    );
  });

  it('shows a page partly translated, its other texts in the source language, and a page again once one text is translated', () => {
    const root = site({ 'pages/about.ar.yaml': 'title: حول\n' }, HIDING);
    const { model, notes } = loadSite(root);
    const about = model!.pages.find((page) => page.route === '/ar/about')!;
    expect(about).toMatchObject({ title: 'حول', sourceLanguage: 'en', untranslatedBlocks: [0, 1] });
    expect(model!.pages.find((page) => page.route === '/about')!.alternates).toEqual({ en: '/about', fr: '/fr/about', ar: '/ar/about' });
    expect(model!.shells!.ar.navigation.links[1].to).toBe('/ar/about');
    expect(model!.pages.some((page) => page.route === '/ar/orchards')).toBe(false);
    expect(notes!.filter((note) => note.code === 'translation-hidden').map((note) => note.file)).toEqual(['pages/industries/orchards.yaml']);
  });

  it('keeps the home page even when it is not translated at all, and a translation file without any text hides its page', () => {
    const root = site({ 'pages/home.ar.yaml': 'title: ""\n', 'pages/about.ar.yaml': 'route: /ar/hawl\n' }, HIDING);
    const { model, problems } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(model!.pages.find((page) => page.route === '/ar')).toMatchObject({ lang: 'ar', sourceLanguage: 'en' });
    expect(model!.pages.some((page) => page.route === '/ar/hawl' || page.route === '/ar/about')).toBe(false);
    expect(model!.shells!.ar.home).toBe('/ar');
  });
});

describe('counted texts in each language', () => {
  it('a translated counted text has the forms of its language, and a mistake in it is located in the translation', () => {
    const fine = site({ 'site.config.ar.yaml': 'industryPages:\n  categoryDialogIntro:\n    zero: "لا مزيد ({count})"\n    one: "واحد إضافي ({count})"\n    two: "اثنان إضافيان ({count})"\n    few: "{count} إضافية"\n    many: "{count} إضافيًا"\n    other: "{count} إضافي"\n' });
    expect(loadSite(fine).problems.map(formatProblem)).toEqual([]);
    const broken = site({ 'site.config.fr.yaml': 'industryPages:\n  categoryDialogIntro:\n    one: "{count} de plus"\n    other: "{count} de plus"\n' });
    const problems = loadSite(broken).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^site\.config\.fr\.yaml:2:3 in French: "categoryDialogIntro" has no "many" form, which French uses for 1,000,000…; write categoryDialogIntro: \{ one: "\{count\} de plus", many: /);
  });
});

describe('stale translations', () => {
  it('flags a text whose English changed since it was translated, with the English now, and the comment that clears it', () => {
    const root = site({ 'pages/about.fr.yaml': `title: À propos de la fixture # en:${hash('About the fixture')}\n` });
    expect(loadSite(root).notes!.filter((n) => n.code === 'translation-stale')).toEqual([]);
    const about = path.join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About the fixture', 'title: All about the fixture'));
    const stale = loadSite(root).notes!.filter((n) => n.code === 'translation-stale');
    expect(stale.map(formatProblem)).toEqual([
      `pages/about.fr.yaml:1:8 the English changed since title was translated; it now reads "All about the fixture"; bring the French in line, then change the comment after it to # en:${hash('All about the fixture')}`,
    ]);
    // following the hint: the comment changed, the note is gone
    const fr = path.join(root, 'pages/about.fr.yaml');
    writeFileSync(fr, `title: Tout sur la fixture # en:${hash('All about the fixture')}\n`);
    expect(loadSite(root).notes!.filter((n) => n.code === 'translation-stale')).toEqual([]);
  });

  it('a text without its comment is unchecked; stamping writes the comment, keeping the rest of the file', () => {
    const root = site({ 'pages/about.fr.yaml': '# The French of the about page\ntitle: À propos de la fixture\nblocks:\n  - title: Titre # checked by Amina\n' });
    const notes = loadSite(root).notes!.filter((n) => n.file === 'pages/about.fr.yaml');
    expect(notes.map((n) => n.code)).toContain('translation-unchecked');
    const { text, stamped } = stampTranslation(root, 'pages/about.fr.yaml');
    expect(stamped).toBe(2);
    expect(text).toBe(`# The French of the about page\ntitle: À propos de la fixture # en:${hash('About the fixture')}\nblocks:\n  - title: Titre # en:${hash('About fixture heading')}\n`);
    writeFileSync(path.join(root, 'pages/about.fr.yaml'), text);
    expect(loadSite(root).notes!.filter((n) => n.file === 'pages/about.fr.yaml' && ['translation-unchecked', 'translation-stale'].includes(n.code))).toEqual([]);
  });
});

describe('the comments that say what a text was translated from', () => {
  it('are found at every depth, and read again from the parse cache without parsing the file with positions', () => {
    const text = `title: Titre # en:1a2b3c4d
blocks:
  - heading: Bonjour # en:00ff00ff
    items:
      - name: Un # fr-CA:11111111
      - name: Deux # checked by Amina
  - heading: Sans commentaire
`;
    const notes = hashNotesOf(parseYamlCached('pages/about.fr.yaml', text));
    const at = (...segments: (string | number)[]) => segments.join('\0');
    expect(notes).toEqual({ title: ['en', '1a2b3c4d'], [at('blocks', 0, 'heading')]: ['en', '00ff00ff'], [at('blocks', 0, 'items', 0, 'name')]: ['fr-CA', '11111111'] });
    const again = parseYamlCached('pages/about.fr.yaml', text);
    Object.defineProperty(again, 'doc', {
      get() {
        throw new Error('parsed with positions');
      },
    });
    expect(hashNotesOf(again)).toEqual(notes);
  });
});

describe('the schema of a translation file', () => {
  it('offers the texts of its source at the same places, a route under the language, and nothing else', () => {
    const schema = editorSchemaFor(SCHEMAS_DIR, 'pages/industries/banking.fr.yaml') as { properties: Record<string, { properties?: Record<string, unknown>; items?: { anyOf?: { properties: Record<string, unknown> }[] } }> };
    expect(Object.keys(schema.properties)).toEqual(['route', 'title', 'description', 'industry', 'blocks']);
    expect(schema.properties.route).toMatchObject({ pattern: '^/fr(/[^\\s]*)?$' });
    const blockFields = new Set(schema.properties.blocks.items!.anyOf!.flatMap((variant) => Object.keys(variant.properties)));
    expect(blockFields.has('title')).toBe(true);
    expect(blockFields.has('type')).toBe(false);
    const industry = schema.properties.industry.properties!;
    expect(Object.keys(industry)).not.toContain('key');
    const useCase = (industry.useCases as { items: { properties: Record<string, unknown> } }).items.properties;
    expect(Object.keys(useCase)).toContain('id');
    expect(Object.keys(useCase)).toContain('title');
    expect(Object.keys(useCase)).not.toContain('technologies');
    expect(editorSchemaFor(SCHEMAS_DIR, 'site.config.ar.yaml')).toMatchObject({ properties: { messages: { properties: { languages: { 'x-text': true } } } } });
  });
});
