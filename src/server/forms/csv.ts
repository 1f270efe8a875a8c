import type { StoredSubmission } from './lead-store.ts';

/** One row per submission; columns id, form, received_at, then every field name met, in order of appearance. */
export function toCsv(submissions: StoredSubmission[]): string {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))];
  const header = ['id', 'form', 'received_at', ...fieldNames];
  const lines = submissions.map((s) => [String(s.id), s.form, s.receivedAt, ...fieldNames.map((name) => s.fields[name] ?? '')]);
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  // quote when needed; a leading = + - @ is prefixed so spreadsheets do not run it as a formula
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
