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

  it('name each file with --notes', () => {
    expect(noteLines(notes, true)).toHaveLength(4);
    expect(noteLines(notes, true)[0]).toBe(`note: pages/about.yaml:1:1 ${notes[0].message}`);
  });
});
