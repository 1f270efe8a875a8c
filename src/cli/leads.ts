import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_LEADS_DB } from '../paths.ts';
import { toCsv } from '../server/forms/csv.ts';
import { LeadStore } from '../server/forms/lead-store.ts';

/**
 * `npm run leads`: the submissions stored by the local form transport.
 *   npm run leads                      a table of every submission
 *   npm run leads -- --form booking    only one form
 *   npm run leads -- --csv leads.csv   export as CSV (--csv - writes to the terminal)
 *   npm run leads -- --json            as JSON
 *   --db FILE (or LEADS_DB)            another database than data/leads.sqlite
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.LEADS_DB ?? DEFAULT_LEADS_DB },
    form: { type: 'string' },
    csv: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const file = path.resolve(values.db);
if (!existsSync(file)) {
  console.log(`No submissions yet: ${path.relative(process.cwd(), file)} does not exist (it is created with the first one).`);
  process.exit(0);
}
const store = new LeadStore(file);
const rows = store.list(values.form);
store.close();

if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (values.csv !== undefined) {
  const csv = toCsv(rows);
  if (values.csv === '-' || values.csv === '') process.stdout.write(csv);
  else {
    writeFileSync(values.csv, csv);
    console.log(`Wrote ${rows.length} submission${rows.length === 1 ? '' : 's'} to ${values.csv}`);
  }
} else if (rows.length === 0) {
  console.log(values.form ? `No ${values.form} submissions.` : 'No submissions.');
} else {
  console.table(rows.map((row) => ({ id: row.id, form: row.form, received: row.receivedAt, ...shorten(row.fields) })));
  console.log(`${rows.length} submission${rows.length === 1 ? '' : 's'}. Export them with: npm run leads -- --csv leads.csv`);
}

function shorten(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.length > 40 ? `${v.slice(0, 39)}…` : v]));
}
