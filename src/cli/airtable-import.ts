import path from 'node:path';
import { importAirtable } from '../config/sources/airtable-import.ts';
import { PROJECT_ROOT } from '../config/site/load-site.ts';
import { formatReport } from '../config/messages/problems.ts';

/** `npm run airtable:import [site-root]`: writes the Airtable base of site.config.yaml out as the site's YAML files. */
const root = path.resolve(process.argv[2] ?? process.env.SITE_ROOT ?? PROJECT_ROOT);
const result = await importAirtable(root);
if (!result.ok) {
  console.error(formatReport(result.problems));
  console.error('\nNothing was written.');
  process.exit(1);
}
console.log(`✓ wrote ${result.written.length} files from Airtable:\n${result.written.map((f) => `  ${f}`).join('\n')}`);
console.log('site.config.yaml now says data.source: yaml; check the changes (git diff), then npm run validate.');
// The client may still hold retry timers of a rate-limited request; nothing else is pending.
process.exit(0);
