import path from 'node:path';
import { loadConfiguredSite } from '../config/data-source.ts';
import { PROJECT_ROOT } from '../config/load-site.ts';
import { formatReport } from '../config/problems.ts';

/** `npm run validate [site-root]`: checks every YAML file; exit code 1 on any problem. */
const root = path.resolve(process.argv[2] ?? process.env.SITE_ROOT ?? PROJECT_ROOT);
const started = performance.now();
const { model, problems, files } = await loadConfiguredSite(root);
const ms = Math.round(performance.now() - started);
if (problems.length > 0) {
  console.error(formatReport(problems));
  process.exit(1);
}
console.log(`✓ ${files.length} files valid: ${model?.pages.length} pages (${ms} ms)`);
