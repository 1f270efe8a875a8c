import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface StoredSubmission {
  id: number;
  form: string;
  receivedAt: string;
  fields: Record<string, string>;
}

/**
 * Form submissions in SQLite. A write is on disk (WAL, synchronous=FULL) when `insert` returns;
 * `insert` throws rather than return for a row it did not write.
 */
export class LeadStore {
  private readonly db: Database.Database;
  private readonly insertRow: Database.Statement<[string, string, string]>;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form TEXT NOT NULL,
      received_at TEXT NOT NULL,
      fields TEXT NOT NULL CHECK (json_valid(fields))
    )`);
    this.insertRow = this.db.prepare('INSERT INTO submissions (form, received_at, fields) VALUES (?, ?, ?)');
  }

  insert(form: string, fields: Record<string, string>, receivedAt = new Date().toISOString()): number {
    const result = this.insertRow.run(form, receivedAt, JSON.stringify(fields));
    if (result.changes !== 1) throw new Error(`the submission was not written (${result.changes} rows changed)`);
    const id = Number(result.lastInsertRowid);
    const written = this.db.prepare('SELECT 1 FROM submissions WHERE id = ?').get(id);
    if (!written) throw new Error(`the submission was not written (row ${id} is missing)`);
    return id;
  }

  list(form?: string): StoredSubmission[] {
    const rows = (
      form
        ? this.db.prepare('SELECT id, form, received_at, fields FROM submissions WHERE form = ? ORDER BY id').all(form)
        : this.db.prepare('SELECT id, form, received_at, fields FROM submissions ORDER BY id').all()
    ) as { id: number; form: string; received_at: string; fields: string }[];
    return rows.map((row) => ({ id: row.id, form: row.form, receivedAt: row.received_at, fields: JSON.parse(row.fields) }));
  }

  close(): void {
    this.db.close();
  }
}
