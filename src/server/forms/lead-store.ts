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
 * Where the local form transport keeps submissions: SQLite on the server's own disk (the default) or
 * PostgreSQL shared by several servers (LEADS_DATABASE_URL). The form endpoint only knows this interface.
 */
export interface LeadStore {
  /** Resolves with the row's id once the row is committed; rejects rather than resolve for a row it did not write. */
  insert(form: string, fields: Record<string, string>, receivedAt?: string): Promise<number>;
  /** Every stored submission (of one form), oldest first. */
  list(form?: string): Promise<StoredSubmission[]>;
  /**
   * Counts one request of `client` against the limit of `perMinute` requests a minute: resolves with 0
   * when it may go on, else with the seconds to wait (a refused request is not counted).
   */
  hit(client: string, perMinute: number, now: Date): Promise<number>;
  close(): Promise<void>;
}

/** The SQLite schema, by version (PRAGMA user_version): each step runs once, in a transaction. */
const SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form TEXT NOT NULL,
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL CHECK (json_valid(fields))
  )`,
];

/**
 * Form submissions in SQLite. A write is on disk (WAL, synchronous=FULL) when `insert` resolves.
 * The file is opened on first use, so a site without local forms never creates it. The rate limit
 * is kept in memory: SQLite serves one server.
 */
export class SqliteLeadStore implements LeadStore {
  private db: Database.Database | undefined;
  private readonly limiter = slidingWindowLimiter();

  constructor(readonly file: string) {}

  private open(): Database.Database {
    if (this.db) return this.db;
    if (this.file !== ':memory:') mkdirSync(path.dirname(this.file), { recursive: true });
    const db = new Database(this.file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('busy_timeout = 5000');
      db.transaction(() => {
        const version = db.pragma('user_version', { simple: true }) as number;
        SQLITE_MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
        if (version < SQLITE_MIGRATIONS.length) db.pragma(`user_version = ${SQLITE_MIGRATIONS.length}`);
      }).immediate();
    } catch (error) {
      db.close();
      throw error;
    }
    return (this.db = db);
  }

  async insert(form: string, fields: Record<string, string>, receivedAt = new Date().toISOString()): Promise<number> {
    const db = this.open();
    const result = db.prepare('INSERT INTO submissions (form, received_at, fields) VALUES (?, ?, ?)').run(form, receivedAt, JSON.stringify(fields));
    if (result.changes !== 1) throw new Error(`the submission was not written (${result.changes} rows changed)`);
    const id = Number(result.lastInsertRowid);
    const written = db.prepare('SELECT 1 FROM submissions WHERE id = ?').get(id);
    if (!written) throw new Error(`the submission was not written (row ${id} is missing)`);
    return id;
  }

  async list(form?: string): Promise<StoredSubmission[]> {
    const db = this.open();
    const rows = (
      form
        ? db.prepare('SELECT id, form, received_at, fields FROM submissions WHERE form = ? ORDER BY id').all(form)
        : db.prepare('SELECT id, form, received_at, fields FROM submissions ORDER BY id').all()
    ) as { id: number; form: string; received_at: string; fields: string }[];
    return rows.map((row) => ({ id: row.id, form: row.form, receivedAt: row.received_at, fields: JSON.parse(row.fields) }));
  }

  async hit(client: string, perMinute: number, now: Date): Promise<number> {
    return this.limiter(client, perMinute, now.getTime());
  }

  async close(): Promise<void> {
    this.db?.close();
    this.db = undefined;
  }
}

/** At most `perMinute` requests per client in any 60 seconds, in this process's memory; returns the seconds to wait, or 0. */
function slidingWindowLimiter(): (client: string, perMinute: number, time: number) => number {
  const recent = new Map<string, number[]>();
  return (client, perMinute, time) => {
    const windowStart = time - 60_000;
    const stamps = (recent.get(client) ?? []).filter((t) => t > windowStart);
    if (stamps.length >= perMinute) {
      recent.set(client, stamps);
      return Math.max(1, Math.ceil((stamps[0] + 60_000 - time) / 1000));
    }
    stamps.push(time);
    recent.set(client, stamps);
    if (recent.size > 10_000) for (const [key, list] of recent) if (list.every((t) => t <= windowStart)) recent.delete(key);
    return 0;
  };
}
