import { describe, expect, it } from 'vitest';
import { noteLines, type Problem } from '../../src/config/messages/problems.ts';

const untranslated = (file: string, count: number, language: string, languageCode: string): Problem => ({
  file,
  line: 1,
  col: 1,
  code: 'translation-missing',
  title: 'Texts not yet translated',
  message: `${count} texts of ${file} are not yet in ${language}: they show in the source language; translate title in ${file.replace('.yaml', `.${languageCode}.yaml`)}`,
  detail: `${count} texts of ${file} are not yet in ${language}`,
  hint: 'translate title',
  args: { count, language, languageCode, file, paths: ['title'], translation: file.replace('.yaml', `.${languageCode}.yaml`) },
});
const hidden = (file: string, language: string, languageCode: string): Problem => ({
  file,
  line: 1,
  col: 1,
  code: 'translation-hidden',
  title: 'Page hidden in a language',
  message: `no text of ${file} is translated into ${language} yet, so the page is not shown in ${language} (missing: hide): links to it in ${language} lead to the English page, /x; translate its texts in x`,
  detail: `no text of ${file} is translated into ${language} yet`,
  hint: 'translate its texts',
  args: { count: 3, language, languageCode, source: 'English', sourceCode: 'en', file, route: '/x', translation: file.replace('.yaml', `.${languageCode}.yaml`) },
});
const other: Problem = { file: 'site.config.yaml', line: 40, col: 3, code: 'preload-over-budget' as Problem['code'], title: 'Preload', message: 'a note of another kind', detail: 'a note of another kind', hint: '' };

describe('the notes a terminal prints', () => {
  const notes = [untranslated('pages/about.yaml', 37, 'Arabic', 'ar'), untranslated('pages/legal/terms.yaml', 1_200, 'Arabic', 'ar'), untranslated('pages/legal/terms.yaml', 1, 'French', 'fr'), other];

  it('say the texts not yet translated in one line per language, every other note on its own line', () => {
    expect(noteLines(notes)).toEqual([
      'note: site.config.yaml:40:3 a note of another kind',
      'note: 2 files are not yet fully in Arabic (1,237 texts show in the source language): npm run translations -- --language ar lists them, npm run validate -- --notes names each',
      'note: 1 file is not yet fully in French (1 text shows in the source language): npm run translations -- --language fr lists them, npm run validate -- --notes names each',
    ]);
  });

  it('begin the line of each language with the share of its texts translated, rounded down, when the counts are given', () => {
    const counts = [
      { language: 'ar', texts: 1_300, translated: 63 },
      { language: 'ar', texts: 2_000, translated: 2_000 },
      { language: 'fr', texts: 3_300, translated: 3_299 },
    ];
    expect(noteLines(notes, false, counts)).toEqual([
      'note: site.config.yaml:40:3 a note of another kind',
      'note: Arabic: 62% of texts translated; 2 files are not yet fully in Arabic (1,237 texts show in the source language): npm run translations -- --language ar lists them, npm run validate -- --notes names each',
      'note: French: 99% of texts translated; 1 file is not yet fully in French (1 text shows in the source language): npm run translations -- --language fr lists them, npm run validate -- --notes names each',
    ]);
  });

  it('say the pages a language hides in one line per language, after its texts not yet translated', () => {
    const withHidden = [...notes, hidden('pages/legal/privacy.yaml', 'Arabic', 'ar'), hidden('pages/legal/cookies.yaml', 'Arabic', 'ar'), hidden('pages/legal/terms.yaml', 'Polish', 'pl')];
    expect(noteLines(withHidden)).toEqual([
      'note: site.config.yaml:40:3 a note of another kind',
      'note: 2 files are not yet fully in Arabic (1,237 texts show in the source language): npm run translations -- --language ar lists them, npm run validate -- --notes names each',
      'note: 2 pages are hidden in Arabic, none of their texts being translated yet (missing: hide); links to them in Arabic lead to the English pages: npm run translations -- --language ar lists them, npm run validate -- --notes names each',
      'note: 1 file is not yet fully in French (1 text shows in the source language): npm run translations -- --language fr lists them, npm run validate -- --notes names each',
      'note: 1 page is hidden in Polish, none of its texts being translated yet (missing: hide); links to it in Polish lead to the English page: npm run translations -- --language pl lists them, npm run validate -- --notes names each',
    ]);
    expect(noteLines(withHidden, true)).toHaveLength(7);
  });

  it('name each file with --notes', () => {
    expect(noteLines(notes, true)).toHaveLength(4);
    expect(noteLines(notes, true)[0]).toBe(`note: pages/about.yaml:1:1 ${notes[0].message}`);
  });
});
