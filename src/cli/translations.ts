import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteLanguages } from '../config/languages/languages.ts';
import { stampTranslation } from '../config/languages/stamp.ts';
import { languageName } from '../config/languages/translate.ts';
import { XliffError } from '../config/languages/xliff.ts';
import { loadSite, PROJECT_ROOT } from '../config/site/load-site.ts';
import { readYaml } from '../config/yaml/yaml-file.ts';
import { SITE_FILE } from '../paths.ts';
import { exportXliff, importXliff, TEXT_STATES, type TextState } from './translations-xliff.ts';
import { commandLine } from './command-line.ts';

const USAGE = `The site's translations (site.config.yaml languages; pages/about.fr.yaml beside pages/about.yaml).
  npm run translations                       how far each file is in each language: done, missing N, stale N;
                                             a page a language hides (missing: hide) is marked hidden, and
                                             each such language says how many pages it hides
  npm run translations -- --language fr      only French, and only what needs work ("what needs French")
  npm run translations -- --json             the same as JSON
  npm run translations -- stamp FILE...      marks the texts of translation files never checked as made from
                                             today's source text (# en:1a2b3c4d after each); --all also the stale ones

For a translation agency (XLIFF 2.0: one <file> per source file, one <unit> per text):
  npm run translations -- export --language fr [--only missing,stale] [--out FILE] [--format xliff]
                                             writes the texts of every file in French to translations.fr.xlf in
                                             the project's folder (--out FILE elsewhere, --out - to the standard
                                             output); --only keeps the texts in those states: missing, stale,
                                             unchecked, current; XLIFF 2.0 is the one format (--format xliff)
  npm run translations -- import FILE.xlf    writes each translated unit into its translation file, marked as made
                                             from today's source text; a unit whose source text changed since the
                                             export is refused and named (export again), the others are imported`;

const { values, positionals } = commandLine(
  {
    allowPositionals: true,
    options: {
      language: { type: 'string' },
      json: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      only: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string', default: 'xliff' },
    },
  },
  USAGE,
);
const root = process.env.SITE_ROOT ?? PROJECT_ROOT;

if (positionals[0] === 'export') {
  exportCommand();
} else if (positionals[0] === 'import') {
  importCommand();
} else if (positionals[0] === 'stamp') {
  const files = positionals.slice(1);
  if (files.length === 0) {
    console.error('Name the translation files to stamp, e.g. npm run translations -- stamp pages/about.fr.yaml');
    process.exit(1);
  }
  for (const file of files) {
    const relative = path.relative(root, path.resolve(file)).split(path.sep).join('/');
    try {
      const { text, stamped } = stampTranslation(root, relative, { all: values.all });
      writeFileSync(path.join(root, relative), text);
      console.log(`${relative}: ${stamped} ${stamped === 1 ? 'text' : 'texts'} marked as made from today's source`);
    } catch (error) {
      console.error(`${relative}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
} else {
  const { translations = [] } = loadSite(root, { problemsOnly: true });
  const shown = translations.filter((status) => !values.language || status.language === values.language).filter((status) => !values.language || status.missing.length + status.stale.length + status.unchecked.length > 0);
  if (values.json) {
    console.log(JSON.stringify(shown, null, 2));
  } else if (translations.length === 0) {
    console.log('The site has one language (add languages: to site.config.yaml to translate it).');
  } else {
    for (const status of shown) {
      const state = status.missing.length + status.stale.length === 0 ? 'done' : [status.missing.length && `missing ${status.missing.length}`, status.stale.length && `stale ${status.stale.length}`].filter(Boolean).join(', ');
      const unchecked = status.unchecked.length > 0 ? ` (${status.unchecked.length} not yet checked)` : '';
      const hidden = status.hidden ? `: hidden, not shown in ${languageName(status.language)}` : '';
      console.log(`${status.language}  ${status.file.padEnd(44)} ${status.translated}/${status.texts}  ${state}${unchecked}${hidden}`);
    }
    // each language that hides the pages not yet translated at all: how many it hides
    const [source, ...others] = siteLanguages(readYaml(root, SITE_FILE).data);
    for (const language of others.filter((l) => l.missing === 'hide' && (!values.language || l.code === values.language))) {
      const count = translations.filter((status) => status.language === language.code && status.hidden).length;
      const name = languageName(language.code);
      console.log(
        count === 0
          ? `${language.code}: no page is hidden in ${name} (missing: hide): every page has some text translated`
          : `${language.code}: ${count} ${count === 1 ? 'page is' : 'pages are'} hidden in ${name} (missing: hide), none of ${count === 1 ? 'its' : 'their'} texts being translated yet; links to ${count === 1 ? 'it' : 'them'} in ${name} lead to the ${languageName(source.code)} ${count === 1 ? 'page' : 'pages'}`,
      );
    }
  }
}

function exportCommand(): void {
  const code = values.language;
  if (!code) fail('Name the language to export, e.g. npm run translations -- export --language fr');
  const only = values.only?.split(',').map((state) => state.trim()) ?? [...TEXT_STATES];
  const unknown = only.filter((state) => !(TEXT_STATES as readonly string[]).includes(state));
  if (unknown.length > 0) fail(`--only takes the states ${TEXT_STATES.join(', ')}, not ${unknown.join(', ')}`);
  if (values.format.toLowerCase() !== 'xliff') fail(`--format ${values.format}: the texts are exported as XLIFF 2.0, the format translation agencies and their tools read (--format xliff, or no --format)`);
  const out = values.out ?? `translations.${code}.xlf`;
  const { xliff, files, counts } = run(() => exportXliff(root, code, only as TextState[]));
  const name = languageName(code);
  const said = (TEXT_STATES.filter((state) => counts[state] > 0) as TextState[]).map((state) => `${counts[state]} ${state === 'current' ? 'up to date' : state}`).join(', ');
  if (!xliff) {
    console.log(`Nothing to export: no text of the site is ${only.join(' or ')} in ${name}.`);
    return;
  }
  const total = TEXT_STATES.reduce((sum, state) => sum + counts[state], 0);
  const summary = `${total} ${total === 1 ? 'text' : 'texts'} of ${files} ${files === 1 ? 'file' : 'files'} in ${name} (${said})`;
  if (out === '-') {
    process.stdout.write(xliff);
    console.error(summary);
  } else {
    writeFileSync(path.resolve(out), xliff);
    console.log(`${out}: ${summary}`);
  }
}

function importCommand(): void {
  const file = positionals[1];
  if (!file || positionals.length > 2) fail('Name the one XLIFF file to import, e.g. npm run translations -- import translations.fr.xlf');
  if (!existsSync(path.resolve(file))) fail(`${file}: no such file`);
  const text = readFileSync(path.resolve(file), 'utf8');
  const result = run(() => importXliff(root, text, file));
  for (const refusal of result.refusals) console.error(refusal);
  for (const write of result.writes) writeFileSync(path.join(root, write.file), write.text);
  const texts = (count: number) => `${count} ${count === 1 ? 'text' : 'texts'}`;
  const into = result.writes.length > 0 ? ` into ${result.writes.map((write) => write.file).join(', ')}` : '';
  console.log(`${file}: ${texts(result.imported)} imported${into}, ${result.refused} refused, ${result.unchanged} unchanged`);
  if (result.refused > 0) process.exitCode = 1;
}

/** What `action` gives, or its error said as the command's last words. */
function run<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof XliffError) fail(`${positionals[1]}${error.line ? `:${error.line}:${error.col}` : ''}: ${error.message}; nothing was imported`);
    const message = (error as Error).message;
    fail(positionals[0] === 'import' ? `${positionals[1]}: ${message}; nothing was imported` : message);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
