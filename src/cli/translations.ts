import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stampTranslation } from '../config/languages/stamp.ts';
import { loadSite, PROJECT_ROOT } from '../config/site/load-site.ts';

const USAGE = `The site's translations (site.config.yaml languages; pages/about.fr.yaml beside pages/about.yaml).
  npm run translations                       how far each file is in each language: done, missing N, stale N
  npm run translations -- --language fr      only French, and only what needs work ("what needs French")
  npm run translations -- --json             the same as JSON
  npm run translations -- stamp FILE...      marks the texts of translation files never checked as made from
                                             today's source text (# en:1a2b3c4d after each); --all also the stale ones`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: 'string' }, json: { type: 'boolean', default: false }, all: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
});
const root = process.env.SITE_ROOT ?? PROJECT_ROOT;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

if (positionals[0] === 'stamp') {
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
      console.log(`${status.language}  ${status.file.padEnd(44)} ${status.translated}/${status.texts}  ${state}${unchecked}`);
    }
  }
}
