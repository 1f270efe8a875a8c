import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LEADS_DB } from '../paths.ts';
import { toCsv } from '../server/forms/csv.ts';
import { chooseLeadStore } from '../server/forms/choose-store.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run leads`: the submissions stored by the local form transport, in PostgreSQL when
 * LEADS_DATABASE_URL is set (as for the server), else in SQLite.
 */
const USAGE = `The submissions of the site's forms.
  npm run leads                      a table of every submission
  npm run leads -- --form booking    only one form
  npm run leads -- --csv leads.csv   export as CSV (--csv - writes to the terminal)
  npm run leads -- --json            as JSON
  --db FILE (or LEADS_DB)            another SQLite file than data/leads.sqlite`;
const { values } = commandLine(
  {
    options: {
      db: { type: 'string', default: process.env.LEADS_DB ?? DEFAULT_LEADS_DB },
      form: { type: 'string' },
      csv: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  },
  USAGE,
);

const file = path.resolve(values.db);
if (!process.env.LEADS_DATABASE_URL?.trim() && !existsSync(file)) {
  console.log(`No submissions yet: ${path.relative(process.cwd(), file)} does not exist (it is created with the first one).`);
  process.exit(0);
}
let rows;
try {
  const { store } = await chooseLeadStore(process.env, file);
  try {
    rows = await store.list(values.form);
  } finally {
    await store.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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
