import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseYaml, parseYamlCached } from '../../src/config/yaml/yaml-file.ts';
import { CHANGE_TEXTS, sayChange, type Said, type SaidCode } from '../../src/studio/change-texts.ts';
import { filesToRead, shortenPair, summariseChanges, type ChangeGroup } from '../../src/studio/review-words.ts';
import type { FileDiff } from '../../src/studio/tree-diff.ts';

/**
 * The review of a draft in the words of the site (src/studio/review-words.ts): what a draft changes, said per
 * page with the Form view's labels, from before/after texts made from the shipped files.
 */

// the parsers, watched: a summary parses each text once, whatever reads it (tests below)
vi.mock('../../src/config/yaml/yaml-file.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/config/yaml/yaml-file.ts')>();
  return { ...original, parseYaml: vi.fn(original.parseYaml), parseYamlCached: vi.fn(original.parseYamlCached) };
});

const read = (file: string) => readFileSync(file, 'utf8');
const modified = (path: string, before: string, after: string): FileDiff => ({ path, status: 'modified', before, after, patch: '', binary: false });
const added = (path: string, after: string | null, binary = false): FileDiff => ({ path, status: 'added', before: null, after, patch: '', binary });
const deleted = (path: string, before: string | null, binary = false): FileDiff => ({ path, status: 'deleted', before, after: null, patch: '', binary });
/** `text` with `from` replaced, which must be there: a shipped file edited otherwise would make the test pass for nothing. */
function edit(text: string, from: string | RegExp, to: string): string {
  expect(text).toMatch(from);
  return text.replace(from, to);
}

const lines = (groups: ChangeGroup[]) => groups.map((group) => [group.heading, group.lines.map((line) => line.text)]);

/** The banking page as a draft changes it: a hero title, a use case added, a long description edited near its end, the hero's picture replaced; its French translation gets the new use case's texts and a summary reworded. */
function bankingDraft(): { diff: FileDiff[]; files: Map<string, string | null> } {
  const banking = read('pages/industries/banking.yaml');
  let after = edit(banking, '  - type: hero\n    id: hero\n    title: AI in Banking', '  - type: hero\n    id: hero\n    title: AI for Banks');
  after = edit(after, 'poster: /assets/videos/banking-hero.webp', 'poster: /assets/images/bank-branch.jpg');
  after = edit(after, 'proposes a decision and limit, and writes the reasons in plain language\n        for the customer.', 'proposes a decision and limit, and explains the reasons to the customer in plain language.');
  after = edit(
    after,
    /^blocks:/m,
    [
      '    - id: branch-queue-agent',
      '      title: Branch Queue Agent',
      '      description: Predicts the queues of each branch an hour ahead.',
      '      advantage: Customers wait less, and staff move to the desks before the queue forms.',
      '      example: A branch opens a second desk before the lunch peak the agent foresaw.',
      '      application: Branch managers plan their staff with it.',
      '      technologies: [predictive-analytics]',
      '      categories: retail-banking',
      'blocks:',
    ].join('\n'),
  );
  const french = read('pages/industries/banking.fr.yaml');
  let frenchAfter = edit(french, /^blocks:/m, '    - id: branch-queue-agent\n      title: "Agent des files d’attente en agence"\n      description: "Prévoit les files d’attente de chaque agence une heure à l’avance."\nblocks:');
  frenchAfter = edit(frenchAfter, 'chaque étape restant auditable." # en:afbd264b', 'chaque étape pouvant être auditée." # en:afbd264b');
  return {
    diff: [modified('pages/industries/banking.fr.yaml', french, frenchAfter), modified('pages/industries/banking.yaml', banking, after)],
    files: new Map([
      ['site.config.yaml', read('site.config.yaml')],
      ['pages/industries/banking.ar.yaml', read('pages/industries/banking.ar.yaml')],
    ]),
  };
}

describe('a page changed, in the words of its form', () => {
  it('says each change by its block and field, a list item by its name, the translation done and the translations now out of date, in English and French', () => {
    const { diff, files } = bankingDraft();
    expect(lines(summariseChanges({ diff, files, language: 'en' }))).toEqual([
      [
        'Banking (/banking)',
        [
          "Use cases: 1 added ('Branch Queue Agent')",
          "Personal Loan Decision Agent › Description: '…proposes a decision and limit, and writes the reasons in plain language for the customer.' → '…proposes a decision and limit, and explains the reasons to the customer in plain language.'",
          "Hero › Title: 'AI in Banking' → 'AI for Banks'",
          'Hero › Background › Poster: replaced',
          'French: 2 texts translated, 1 changed',
          "French and Arabic translations of 'Personal Loan Decision Agent › Description' are now out of date",
          "French and Arabic translations of 'Hero › Title' are now out of date",
        ],
      ],
    ]);
    expect(lines(summariseChanges({ diff, files, language: 'fr' }))).toEqual([
      [
        'Banking (/banking)',
        [
          'Cas d’usage\u00a0: 1 ajout («\u00a0Branch Queue Agent\u00a0»)',
          'Personal Loan Decision Agent › Description\u00a0: «\u00a0…proposes a decision and limit, and writes the reasons in plain language for the customer.\u00a0» → «\u00a0…proposes a decision and limit, and explains the reasons to the customer in plain language.\u00a0»',
          'Grand bandeau › Titre\u00a0: «\u00a0AI in Banking\u00a0» → «\u00a0AI for Banks\u00a0»',
          'Grand bandeau › Arrière-plan › Image d’attente\u00a0: fichier remplacé',
          'Français\u00a0: 2 textes traduits, 1 modifié',
          'Les traductions en français et en arabe de «\u00a0Personal Loan Decision Agent › Description\u00a0» ne sont plus à jour',
          'Les traductions en français et en arabe de «\u00a0Grand bandeau › Titre\u00a0» ne sont plus à jour',
        ],
      ],
    ]);
  });

  it('shows a replaced picture before and after, at the address the caller serves each side from', () => {
    const { diff, files } = bankingDraft();
    const [banking] = summariseChanges({ diff, files, language: 'en', mediaUrl: (side, file) => `/files/${side}?path=${encodeURIComponent(file)}` });
    expect(banking.lines.find((line) => line.text === 'Hero › Background › Poster: replaced')).toEqual({
      text: 'Hero › Background › Poster: replaced',
      before: { kind: 'image', file: 'public/assets/videos/banking-hero.webp', url: '/files/before?path=public%2Fassets%2Fvideos%2Fbanking-hero.webp' },
      after: { kind: 'image', file: 'public/assets/images/bank-branch.jpg', url: '/files/after?path=public%2Fassets%2Fimages%2Fbank-branch.jpg' },
    });
    // a text's line shows no picture
    expect(banking.lines.filter((line) => line.before || line.after)).toHaveLength(1);
  });

  it('a translation made again from the new text, in the same draft, is not out of date', () => {
    const { diff, files } = bankingDraft();
    const french = diff[0];
    // the French hero title written again from 'AI for Banks', with its hash (sourceHash('AI for Banks'))
    const stamped = edit(french.after!, 'title: "L’IA dans la banque" # en:12e2d06b\n    subtitle', 'title: "L’IA pour les banques" # en:a439e961\n    subtitle');
    const said = summariseChanges({ diff: [{ ...french, after: stamped }, diff[1]], files, language: 'en' });
    const texts = said[0].lines.map((line) => line.text);
    expect(texts).toContain("The Arabic translation of 'Hero › Title' is now out of date");
    expect(texts).toContain('French: 2 texts translated, 2 changed');
    expect(texts.filter((text) => text.includes('Hero › Title') && text.includes('French'))).toEqual([]);
  });

  it('reads the settings, then the translations of each changed file and the source of each changed translation', () => {
    const { diff } = bankingDraft();
    expect(filesToRead(diff, read('site.config.yaml'))).toEqual(['site.config.yaml', 'pages/industries/banking.ar.yaml']);
    expect(filesToRead([modified('pages/about.fr.yaml', 'a: 1', 'a: 2'), modified('site.config.yaml', 'a: 1', 'a: 2')], read('site.config.yaml'))).toEqual(['pages/about.yaml', 'site.config.fr.yaml', 'site.config.ar.yaml']);
  });
});

describe('a renamed industry', () => {
  it('is one rename, with the links that followed it counted and its old address kept, not a page deleted and another added', () => {
    const realEstate = read('pages/industries/real-estate.yaml');
    const french = read('pages/industries/real-estate.fr.yaml');
    // as the editor renames a page (src/editor/server/site-entries.ts renameChanges): its file, route and name, every link to it, a redirect
    const property = edit(edit(realEstate, 'route: /real-estate', 'route: /property'), '  name: Real Estate', '  name: Property');
    const site = edit(read('site.config.yaml'), '        - label: About Us\n          to: /about', '        - label: About Us\n          to: /about\n        - label: Real Estate\n          to: /real-estate');
    const siteAfter = `${edit(site, 'to: /real-estate', 'to: /property')}\nredirects:\n  - from: /real-estate\n    to: /property\n`;
    const home = read('pages/home.yaml');
    const diff = [
      modified('pages/home.yaml', edit(home, 'to: /transform', 'to: /real-estate#categories'), edit(home, 'to: /transform', 'to: /property#categories')),
      deleted('pages/industries/real-estate.fr.yaml', french),
      deleted('pages/industries/real-estate.yaml', realEstate),
      added('pages/industries/property.fr.yaml', french),
      added('pages/industries/property.yaml', property),
      modified('site.config.yaml', site, siteAfter),
    ];
    expect(lines(summariseChanges({ diff, language: 'en' }))).toEqual([
      ['Property (/property)', ['Renamed: Real Estate → Property (address /real-estate → /property, 2 links updated, the old address leads to the new one)', "The French translation of 'Name' is now out of date"]],
    ]);
    expect(lines(summariseChanges({ diff, language: 'fr' }))).toEqual([
      [
        'Property (/property)',
        [
          'Renommé\u00a0: Real Estate → Property (adresse /real-estate → /property, 2 liens mis à jour, l’ancienne adresse mène à la nouvelle)',
          'La traduction en français de «\u00a0Nom\u00a0» n’est plus à jour',
        ],
      ],
    ]);
  });

  it('is found by most of its lines when it is no industry, and its other changes are said under its new name', () => {
    const about = read('pages/about.yaml');
    const renamed = edit(edit(about, /^route: \/about$/m, 'route: /who-we-are'), /^title: (.*)$/m, 'title: Who we are');
    const diff = [deleted('pages/about.yaml', about), added('pages/who-we-are.yaml', renamed)];
    const [group] = summariseChanges({ diff, language: 'en' });
    expect(group.heading).toBe('Who we are (/who-we-are)');
    expect(group.lines[0].text).toMatch(/^Renamed: .+ → Who we are \(address \/about → \/who-we-are\)$/);
    // its address alone changed: it has moved, under the same name
    const moved = summariseChanges({ diff: [deleted('pages/about.yaml', about), added('pages/who-we-are.yaml', edit(about, /^route: \/about$/m, 'route: /who-we-are'))], language: 'en' });
    expect(moved[0].lines.map((line) => line.text)).toEqual(['New address: /about → /who-we-are']);
  });
});

describe('lists, the settings, media and what cannot be named', () => {
  const guardrails = read('content/guardrail-videos.yaml');
  const site = read('site.config.yaml');
  const experts = read('pages/experts.yaml');
  const about = read('pages/about.yaml');
  const aboutFrench = read('pages/about.fr.yaml');
  const diff = [
    modified(
      'content/guardrail-videos.yaml',
      guardrails,
      `${guardrails}- id: refusing-prompt-injection\n  title: Refusing a prompt injection\n  description: A prompt hidden in a document asks the agent to send data out; it refuses and says why.\n  category: Security\n  icon: shield-check\n  duration: "0:48"\n`,
    ),
    modified('pages/about.fr.yaml', aboutFrench, edit(aboutFrench, 'title: "À propos" # en:5d8c71ab', 'title: "Qui sommes-nous" # en:5d8c71ab')),
    modified('pages/about.yaml', about, `${about}\n# reviewed in March\n`),
    modified('pages/experts.yaml', experts, edit(experts, 'src: /assets/images/team-session.svg', 'src: /assets/images/team-2.jpg')),
    added('pages/industries/port-logistics.yaml', edit(edit(edit(read('pages/industries/banking.yaml'), 'route: /banking', 'route: /port-logistics'), 'key: banking', 'key: portLogistics'), '  name: Banking', '  name: Port & Maritime Logistics')),
    deleted('pages/legal/cookies.fr.yaml', read('pages/legal/cookies.fr.yaml')),
    deleted('pages/legal/cookies.yaml', read('pages/legal/cookies.yaml')),
    modified('pages/legal/terms.yaml', read('pages/legal/terms.yaml'), 'route: /terms\ntitle: [unclosed\n'),
    added('public/assets/images/team-2.jpg', null, true),
    modified('public/assets/videos/banking-hero.mp4', null!, null!),
    modified('site.config.yaml', site, edit(site, '    - label: Expert Profiles\n      to: /experts\n', '    - label: Expert Profiles\n      to: /experts\n    - label: Experts\n      to: /experts\n')),
    added('tools/notes.txt', 'to do\n'),
  ].map((file) => (file.path.startsWith('public/') ? { ...file, before: null, after: null, binary: true } : file));

  it('names each in English', () => {
    expect(lines(summariseChanges({ diff, language: 'en' }))).toEqual([
      ['Guardrail videos', ["Guardrail videos: 1 added ('Refusing a prompt injection')"]],
      ['About Us (/about)', ['pages/about.yaml: only its layout or comments changed', 'French: 1 text changed']],
      ['Expert Profiles (/experts)', ['Page heading › Image: replaced']],
      ['Port & Maritime Logistics (/port-logistics)', ['New industry: Port & Maritime Logistics (50 use cases)']],
      ['Cookie Policy (/cookies)', ['Deleted page: Cookie Policy', 'French: translation deleted']],
      ['Terms of Service (/terms)', ['File pages/legal/terms.yaml changed (it cannot be read as YAML: see the file changes)']],
      ['Site settings', ["Navigation › Links: 1 added ('Experts')"]],
      ['Pictures and videos', ['New picture: public/assets/images/team-2.jpg', 'Replaced video: public/assets/videos/banking-hero.mp4']],
      ['Other files', ['File tools/notes.txt added']],
    ]);
  });

  it('names each in French', () => {
    expect(lines(summariseChanges({ diff, language: 'fr' }))).toEqual([
      ['Vidéos sur les garde-fous', ['Vidéos sur les garde-fous\u00a0: 1 ajout («\u00a0Refusing a prompt injection\u00a0»)']],
      ['About Us (/about)', ['pages/about.yaml\u00a0: seules la mise en forme ou les commentaires ont changé', 'Français\u00a0: 1 texte modifié']],
      ['Expert Profiles (/experts)', ['En-tête de page › Image\u00a0: fichier remplacé']],
      ['Port & Maritime Logistics (/port-logistics)', ['Nouveau secteur\u00a0: Port & Maritime Logistics (cas d’usage\u00a0: 50)']],
      ['Cookie Policy (/cookies)', ['Page supprimée\u00a0: Cookie Policy', 'Français\u00a0: traduction supprimée']],
      ['Terms of Service (/terms)', ['Fichier pages/legal/terms.yaml modifié (il ne peut pas être lu comme du YAML\u00a0: voir les modifications des fichiers)']],
      ['Réglages du site', ['Navigation › Liens\u00a0: 1 ajout («\u00a0Experts\u00a0»)']],
      ['Images et vidéos', ['Nouvelle image\u00a0: public/assets/images/team-2.jpg', 'Vidéo remplacée\u00a0: public/assets/videos/banking-hero.mp4']],
      ['Autres fichiers', ['Fichier tools/notes.txt ajouté']],
    ]);
  });

  it('gives each media line its pictures or video: both sides of a replaced one, the new one of an added one', () => {
    const groups = summariseChanges({ diff, language: 'en' });
    const media = groups.find((group) => group.heading === 'Pictures and videos')!;
    expect(media.lines).toEqual([
      { text: 'New picture: public/assets/images/team-2.jpg', after: { kind: 'image', file: 'public/assets/images/team-2.jpg', url: '/assets/images/team-2.jpg' } },
      {
        text: 'Replaced video: public/assets/videos/banking-hero.mp4',
        before: { kind: 'video', file: 'public/assets/videos/banking-hero.mp4', url: '/assets/videos/banking-hero.mp4' },
        after: { kind: 'video', file: 'public/assets/videos/banking-hero.mp4', url: '/assets/videos/banking-hero.mp4' },
      },
    ]);
    const experts = groups.find((group) => group.heading === 'Expert Profiles (/experts)')!;
    expect(experts.lines[0]).toMatchObject({ before: { file: 'public/assets/images/team-session.svg' }, after: { file: 'public/assets/images/team-2.jpg' } });
  });
});

describe('long texts and long lists', () => {
  it('shows both sides of a long text around where they differ, each at most 120 characters and 2 ellipses', () => {
    const start = 'An agent that reads every contract of the bank, '.repeat(4);
    const [before, after] = shortenPair(`${start}and flags the clauses that matter for the renewal, ${'then files them. '.repeat(8)}`, `${start}and marks the clauses that matter for the renewal, ${'then files them. '.repeat(8)}`);
    expect(before).toMatch(/^….*flags the clauses.*…$/);
    expect(after).toMatch(/^….*marks the clauses.*…$/);
    for (const side of [before, after]) expect(side.length).toBeLessThanOrEqual(122);
    expect(shortenPair('AI in Banking', 'AI for Banks')).toEqual(['AI in Banking', 'AI for Banks']);
  });

  it('ends a group past its limit with how many more changes there are', () => {
    const guardrails = read('content/guardrail-videos.yaml');
    const retitled = guardrails.replace(/^ {2}title: (.*)$/gm, '  title: $1 (new)');
    const [group] = summariseChanges({ diff: [modified('content/guardrail-videos.yaml', guardrails, retitled)], language: 'en', maxLines: 5 });
    const count = (guardrails.match(/^ {2}title: /gm) ?? []).length;
    expect(group.lines).toHaveLength(5);
    expect(group.lines[4].text).toBe(`…and ${count - 4} more changes`);
  });
});

describe('a big change', () => {
  it('parses each text once, however many checks read it (its translations, what is now out of date)', () => {
    const { diff, files } = bankingDraft();
    // every other page changed too, with its translations read: as a restore does
    for (const page of ['about', 'contact', 'experts', 'home', 'noblackbox', 'transform', 'industries/healthcare', 'industries/logistics', 'industries/retail']) {
      const text = read(`pages/${page}.yaml`);
      diff.push(modified(`pages/${page}.yaml`, text, edit(text, /^title: (.*)$/m, 'title: $1 (new)')));
      for (const code of ['fr', 'ar']) files.set(`pages/${page}.${code}.yaml`, (() => { try { return read(`pages/${page}.${code}.yaml`); } catch { return null; } })());
    }
    vi.mocked(parseYaml).mockClear();
    vi.mocked(parseYamlCached).mockClear();
    const groups = summariseChanges({ diff, files, language: 'en' });
    expect(groups).toHaveLength(10);
    const parses = [...vi.mocked(parseYaml).mock.calls, ...vi.mocked(parseYamlCached).mock.calls].map(([file, text]) => `${file} ${text.length}`);
    expect(parses.length).toBeGreaterThan(diff.length * 2);
    expect(parses.filter((parse, index) => parses.indexOf(parse) !== index)).toEqual([]);
  });
});

describe('the words of the changes', () => {
  /** One change of each code (a code without one fails the typecheck). */
  const EACH: { [Code in SaidCode]: Extract<Said, { code: Code }> } = {
    valueChanged: { code: 'valueChanged', place: 'Hero › Title', before: 'AI in Banking', after: 'AI for Banks' },
    valueSet: { code: 'valueSet', place: 'Hero › Subtitle', value: 'Faster loans' },
    valueCleared: { code: 'valueCleared', place: 'Hero › Subtitle', value: 'Faster loans' },
    itemsAdded: { code: 'itemsAdded', place: 'Use cases', names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] },
    itemsRemoved: { code: 'itemsRemoved', place: 'Use cases', names: ['X'] },
    itemsMoved: { code: 'itemsMoved', place: 'Blocks' },
    mediaReplaced: { code: 'mediaReplaced', place: 'Hero › Background › Video' },
    mediaAdded: { code: 'mediaAdded', place: 'Hero › Background › Video' },
    mediaRemoved: { code: 'mediaRemoved', place: 'Hero › Background › Video' },
    newPage: { code: 'newPage', title: 'About us' },
    deletedPage: { code: 'deletedPage', title: 'About us' },
    newIndustry: { code: 'newIndustry', name: 'Port Logistics', list: 'Use cases', count: 1 },
    deletedIndustry: { code: 'deletedIndustry', name: 'Port Logistics', list: 'Use cases', count: 3 },
    newList: { code: 'newList', title: 'Guardrail videos', count: 1 },
    deletedList: { code: 'deletedList', title: 'Guardrail videos' },
    renamed: { code: 'renamed', from: 'Real Estate', to: 'Property', fromRoute: '/real-estate', toRoute: '/property', links: 1, redirect: false },
    translated: { code: 'translated', language: 'fr', translated: 0, changed: 1, removed: 2, confirmed: 1 },
    translationDeleted: { code: 'translationDeleted', language: 'ar' },
    outOfDate: { code: 'outOfDate', languages: ['fr', 'ar', 'de'], place: 'Hero › Title' },
    newMedia: { code: 'newMedia', file: 'public/assets/videos/a.mp4', kind: 'video' },
    replacedMedia: { code: 'replacedMedia', file: 'public/assets/images/a.jpg', kind: 'image' },
    deletedMedia: { code: 'deletedMedia', file: 'public/assets/images/a.jpg', kind: 'image' },
    layoutOnly: { code: 'layoutOnly', file: 'pages/about.yaml' },
    fileChanged: { code: 'fileChanged', file: 'tools/a.txt', status: 'deleted' },
    unreadable: { code: 'unreadable', file: 'pages/about.yaml', status: 'modified' },
    more: { code: 'more', count: 1 },
  };

  it('says each change in English and in French, with French typography', () => {
    expect(Object.values(EACH).map((said) => sayChange(said, 'en'))).toEqual([
      "Hero › Title: 'AI in Banking' → 'AI for Banks'",
      "Hero › Subtitle: set to 'Faster loans'",
      "Hero › Subtitle: removed (was 'Faster loans')",
      "Use cases: 7 added ('A', 'B', 'C', 'D', 'E' and 2 more)",
      "Use cases: 1 removed ('X')",
      'Blocks: order changed',
      'Hero › Background › Video: replaced',
      'Hero › Background › Video: added',
      'Hero › Background › Video: removed',
      'New page: About us',
      'Deleted page: About us',
      'New industry: Port Logistics (1 use case)',
      'Deleted industry: Port Logistics (3 use cases)',
      'New list: Guardrail videos (1 entry)',
      'Deleted list: Guardrail videos',
      'Renamed: Real Estate → Property (address /real-estate → /property, 1 link updated)',
      'French: 1 text changed, 2 removed, 1 marked up to date',
      'Arabic: translation deleted',
      "French, Arabic and German translations of 'Hero › Title' are now out of date",
      'New video: public/assets/videos/a.mp4',
      'Replaced picture: public/assets/images/a.jpg',
      'Deleted picture: public/assets/images/a.jpg',
      'pages/about.yaml: only its layout or comments changed',
      'File tools/a.txt deleted',
      'File pages/about.yaml changed (it cannot be read as YAML: see the file changes)',
      '…and 1 more change',
    ]);
    expect(Object.values(EACH).map((said) => sayChange(said, 'fr'))).toEqual([
      'Hero › Title\u00a0: «\u00a0AI in Banking\u00a0» → «\u00a0AI for Banks\u00a0»',
      'Hero › Subtitle\u00a0: nouvelle valeur «\u00a0Faster loans\u00a0»',
      'Hero › Subtitle\u00a0: valeur retirée (c’était «\u00a0Faster loans\u00a0»)',
      'Use cases\u00a0: 7 ajouts («\u00a0A\u00a0», «\u00a0B\u00a0», «\u00a0C\u00a0», «\u00a0D\u00a0», «\u00a0E\u00a0» et 2 autres)',
      'Use cases\u00a0: 1 suppression («\u00a0X\u00a0»)',
      'Blocks\u00a0: ordre modifié',
      'Hero › Background › Video\u00a0: fichier remplacé',
      'Hero › Background › Video\u00a0: fichier ajouté',
      'Hero › Background › Video\u00a0: fichier retiré',
      'Nouvelle page\u00a0: About us',
      'Page supprimée\u00a0: About us',
      'Nouveau secteur\u00a0: Port Logistics (use cases\u00a0: 1)',
      'Secteur supprimé\u00a0: Port Logistics (use cases\u00a0: 3)',
      'Nouvelle liste\u00a0: Guardrail videos (1 entrée)',
      'Liste supprimée\u00a0: Guardrail videos',
      'Renommé\u00a0: Real Estate → Property (adresse /real-estate → /property, 1 lien mis à jour)',
      'Français\u00a0: 1 texte modifié, 2 retirés, 1 marqué à jour',
      'Arabe\u00a0: traduction supprimée',
      'Les traductions en français, en arabe et en allemand de «\u00a0Hero › Title\u00a0» ne sont plus à jour',
      'Nouvelle vidéo\u00a0: public/assets/videos/a.mp4',
      'Image remplacée\u00a0: public/assets/images/a.jpg',
      'Image supprimée\u00a0: public/assets/images/a.jpg',
      'pages/about.yaml\u00a0: seules la mise en forme ou les commentaires ont changé',
      'Fichier tools/a.txt supprimé',
      'Fichier pages/about.yaml modifié (il ne peut pas être lu comme du YAML\u00a0: voir les modifications des fichiers)',
      '…et 1 autre modification',
    ]);
    expect(Object.keys(CHANGE_TEXTS.fr.lines)).toEqual(Object.keys(EACH));
  });
});
