import type { MessageCode } from './messages.ts';

/** A mistake found in the configuration, located in a file. */
export interface Problem {
  /**
   * Path relative to the site root, with forward slashes (pages/home.yaml); for content read from
   * another source, where in it (an Airtable table and record), with line and col 0.
   */
  file: string;
  line: number;
  col: number;
  /** Which mistake (src/config/messages/messages.ts): stable, for tests and tools. */
  code: MessageCode;
  /** A few words naming the mistake (the code's title). */
  title: string;
  /** What is wrong and what to do, in the editor's words. */
  message: string;
  /** What is wrong, without the hint. */
  detail: string;
  /** What to do, without a separator; '' when there is nothing to add. */
  hint: string;
  /**
   * What it was said from (plain data, see Said.args in messages.ts), for saying it again in another language
   * (problem-in.ts); none for a problem made by hand. Left out of every report (formatReport, formatJson, formatGithub).
   */
  args?: Readonly<Record<string, unknown>>;
}

export function formatProblem(p: Problem): string {
  return p.line === 0 ? `${p.file}: ${p.message}` : `${p.file}:${p.line}:${p.col} ${p.message}`;
}

/**
 * The notes as a terminal shows them: every note on its line, but the texts not yet translated one line per
 * language (a site being translated has a note per file and language: forty lines before the server starts),
 * and so the pages a language hides for want of any translated text (`missing: hide`). `all` lists each of them too.
 */
export function noteLines(notes: Problem[], all = false, counts: readonly { language: string; texts: number; translated: number }[] = []): string[] {
  const untranslated = new Map<string, { files: number; texts: number; code: string }>();
  const hidden = new Map<string, { pages: number; code: string; source: string }>();
  const lines: string[] = [];
  for (const note of sortProblems(notes)) {
    const args = note.args as { count?: number; language?: string; languageCode?: string; source?: string } | undefined;
    if (note.code === 'translation-missing' && !all && args?.language && args.languageCode && typeof args.count === 'number') {
      const seen = untranslated.get(args.language) ?? { files: 0, texts: 0, code: args.languageCode };
      untranslated.set(args.language, { ...seen, files: seen.files + 1, texts: seen.texts + args.count });
    } else if (note.code === 'translation-hidden' && !all && args?.language && args.languageCode && args.source) {
      const seen = hidden.get(args.language) ?? { pages: 0, code: args.languageCode, source: args.source };
      hidden.set(args.language, { ...seen, pages: seen.pages + 1 });
    } else lines.push(`note: ${formatProblem(note)}`);
  }
  for (const language of new Set([...untranslated.keys(), ...hidden.keys()])) {
    const missing = untranslated.get(language);
    if (missing) {
      const { files, texts, code } = missing;
      const ofLanguage = counts.filter((count) => count.language === code);
      const all = ofLanguage.reduce((sum, count) => sum + count.texts, 0);
      // rounded down: a language with one text left never reads 100 %
      const share = all > 0 ? `${language}: ${Math.floor((ofLanguage.reduce((sum, count) => sum + count.translated, 0) * 100) / all)}% of texts translated; ` : '';
      lines.push(
        `note: ${share}${files} ${files === 1 ? 'file is' : 'files are'} not yet fully in ${language} (${texts.toLocaleString('en')} ${texts === 1 ? 'text shows' : 'texts show'} in the source language): npm run translations -- --language ${code} lists them, npm run validate -- --notes names each`,
      );
    }
    const hiddenPages = hidden.get(language);
    if (hiddenPages) {
      const { pages, code, source } = hiddenPages;
      lines.push(
        `note: ${pages.toLocaleString('en')} ${pages === 1 ? 'page is' : 'pages are'} hidden in ${language}, none of ${pages === 1 ? 'its' : 'their'} texts being translated yet (missing: hide); links to ${pages === 1 ? 'it' : 'them'} in ${language} lead to the ${source} ${pages === 1 ? 'page' : 'pages'}: npm run translations -- --language ${code} lists them, npm run validate -- --notes names each`,
      );
    }
  }
  return lines;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
  );
}

export function formatReport(problems: Problem[]): string {
  const lines = sortProblems(problems).map(formatProblem);
  const files = new Set(problems.map((p) => p.file)).size;
  const summary = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  return [...lines, '', summary].join('\n');
}

/** The problems as a JSON list: file, line, column, code, title, message (without the hint), hint. */
/**
 * For tools: the problems (what fails the check), the notes (what stops nothing) and, on a site in several
 * languages, how far each source file is in each language: { file: { fr: { texts, translated, missing, stale, unchecked } } }.
 */
export function formatJson(problems: Problem[], notes: Problem[] = [], translations: TranslationCounts[] = []): string {
  const entry = (p: Problem) => ({ file: p.file, line: p.line, column: p.col, code: p.code, title: p.title, message: p.detail, hint: p.hint });
  const byFile: Record<string, Record<string, Omit<TranslationCounts, 'file' | 'language'>>> = {};
  for (const { file, language, ...counts } of translations) (byFile[file] ??= {})[language] = counts;
  return JSON.stringify({ problems: sortProblems(problems).map(entry), notes: sortProblems(notes).map(entry), translations: byFile }, null, 2);
}

/** A file's translation into one language, counted. */
export interface TranslationCounts {
  file: string;
  language: string;
  texts: number;
  translated: number;
  missing: number;
  stale: number;
  unchecked: number;
  /** A page the language hides (missing: hide): none of its texts translated, it is not shown in the language. */
  hidden?: boolean;
}

/** GitHub Actions workflow commands: one error annotation per problem, shown on the file's line in a pull request. */
export function formatGithub(problems: Problem[], fileName: (file: string) => string = (f) => f): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return sortProblems(problems)
    .map((p) => {
      const where = p.line > 0 ? `file=${property(fileName(p.file))},line=${p.line},col=${p.col},` : '';
      return `::error ${where}title=${property(p.code)}::${data(p.line > 0 ? p.message : formatProblem(p))}`;
    })
    .join('\n');
}
