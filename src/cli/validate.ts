import { videosUncheckedNote } from '../config/sources/video-probe.ts';
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { loadConfiguredSite } from '../config/sources/data-source.ts';
import { PROJECT_ROOT, SCHEMAS_DIR } from '../config/site/load-site.ts';
import { pruneParseCache } from '../config/yaml/parse-cache.ts';
import { formatGithub, formatJson, formatReport, noteLines, type Problem } from '../config/messages/problems.ts';
import { SITE_FILE } from '../paths.ts';
import { commandLine } from './command-line.ts';

const USAGE = `Checks every file of the site: file:LINE:COL, what is wrong and what to do, per problem; exit code 1 on any.
  npm run validate [-- SITE_ROOT] [--format=text|github|json] [--watch] [--notes]
  --format=text    (default) file:LINE:COL message; hint, then a count
  --format=github  GitHub Actions annotations (::error file=…,line=…,col=…::…), one per problem
  --format=json    { problems: [{ file, line, column, code, title, message, hint }], notes: [the same], translations: { file: { language: counts } } }
  --watch          checks again on every save, until Ctrl-C
  --notes          every note on its line (the texts not yet translated, and the pages a language hides, are otherwise one line per language)`;

/** `npm run validate` (USAGE); the JSON's counts: texts, translated, missing, stale, unchecked, and hidden: true for a page the language hides. */
const { values, positionals } = commandLine(
  {
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      watch: { type: 'boolean', default: false },
      notes: { type: 'boolean', default: false },
    },
  },
  USAGE,
);
const format = values.format as 'text' | 'github' | 'json';
if (!['text', 'github', 'json'].includes(format)) {
  console.error(`unknown format "${format}": use --format=text, --format=github or --format=json`);
  process.exit(2);
}
const watching = values.watch;
const root = path.resolve(positionals[0] ?? process.env.SITE_ROOT ?? PROJECT_ROOT);

/** Checks the site once and prints the outcome in the chosen format; true when there is no problem. */
async function check(): Promise<boolean> {
  const started = performance.now();
  // the other languages' models are not built: only the default language's gives notes
  const { pageCount, problems, notes = [], files, translations = [] } = await loadConfiguredSite(root, {}, { sourceModelOnly: true });
  const ms = Math.round(performance.now() - started);
  if (format === 'json') {
    const counts = translations.map(({ file, language, texts, translated, missing, stale, unchecked, hidden }) => ({ file, language, texts, translated, missing: missing.length, stale: stale.length, unchecked: unchecked.length, ...(hidden ? { hidden } : {}) }));
    console.log(formatJson(problems, notes, counts));
    return problems.length === 0;
  }
  print(problems, () => `✓ ${files.length} files valid: ${pageCount} pages (${ms} ms)`);
  // (on the error stream: they stop nothing, and the GitHub output stays what tools read)
  for (const line of noteLines(notes, values.notes, translations)) console.error(line);
  // said on the error stream, so the JSON and GitHub outputs stay what tools read
  const unchecked = videosUncheckedNote();
  if (unchecked) console.error(unchecked);
  return problems.length === 0;
}

function print(problems: Problem[], valid: () => string): void {
  if (format === 'github') {
    if (problems.length > 0) console.log(formatGithub(problems, (file) => path.relative(process.cwd(), path.join(root, file)) || file));
    else console.log(valid());
  } else if (problems.length > 0) {
    console.error(formatReport(problems));
  } else {
    console.log(valid());
  }
}

if (!watching) {
  const valid = await check();
  pruneParseCache();
  process.exit(valid ? 0 : 1);
}

// --watch: every change under the site's files (and the schemas) checks the site again
const watched = [SITE_FILE, 'pages', 'content', 'public'].map((p) => path.join(root, p)).concat(SCHEMAS_DIR);
const watchers: FSWatcher[] = [];
let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;
const recheck = async () => {
  if (running) {
    again = true;
    return;
  }
  running = true;
  console.log(`\n— ${new Date().toLocaleTimeString()}: checking again`);
  await check().catch((error: unknown) => console.error(error));
  running = false;
  if (again) {
    again = false;
    void recheck();
  }
};
await check();
for (const target of watched) {
  try {
    watchers.push(
      watch(target, { recursive: true }, (_event, file) => {
        if (file && !/\.(ya?ml|tsv|json)$/.test(String(file)) && !target.endsWith('public')) return;
        clearTimeout(timer);
        timer = setTimeout(() => void recheck(), 50);
      }),
    );
  } catch {
    /* a folder the site does not have (public/) */
  }
}
console.log(`watching ${path.relative(process.cwd(), root) || '.'} for changes… (Ctrl-C to stop)`);
process.on('SIGINT', () => {
  for (const watcher of watchers) watcher.close();
  clearTimeout(timer);
  console.log('stopped watching');
  process.exit(0);
});
