import pg from 'pg';
import type { LeadStore, StoredSubmission } from './lead-store.ts';

/**
 * The PostgreSQL schema, by version. Each migration runs once, in the transaction that records it in
 * leads_schema_migrations; never edit one that has shipped, add the next.
 */
export const POSTGRES_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'submissions',
    sql: `CREATE TABLE leads_submissions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      form text NOT NULL,
      received_at timestamptz NOT NULL,
      fields json NOT NULL
    );
    CREATE INDEX leads_submissions_form ON leads_submissions (form, id)`,
  },
  {
    version: 2,
    name: 'rate limit shared by every server',
    sql: `CREATE TABLE leads_rate_limits (
      client text NOT NULL,
      window_start timestamptz NOT NULL,
      requests integer NOT NULL,
      PRIMARY KEY (client, window_start)
    )`,
  },
];

/** Held while migrating, so that servers starting at once migrate one after the other. */
const MIGRATION_LOCK = 'leads_schema_migrations';

/** The database's address without its password: host:port/database as user. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(the user\'s default database)';
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    return `${host}:${parsed.port || '5432'}/${database}${parsed.username ? ` as user ${decodeURIComponent(parsed.username)}` : ''}`;
  } catch {
    return 'an address that is not a valid URL (expected postgres://user:password@host:5432/database)';
  }
}

/**
 * Form submissions in PostgreSQL, shared by every server given the same LEADS_DATABASE_URL.
 * `insert` resolves once PostgreSQL has committed the row. The rate limit is kept in the database
 * (one counter per client and minute), so it holds across servers.
 */
export class PostgresLeadStore implements LeadStore {
  private readonly pool: pg.Pool;
  private readonly where: string;
  private readonly secret: string;
  private sweptWindow = 0;

  constructor(url: string) {
    this.where = describeDatabaseUrl(url);
    this.secret = (() => {
      try {
        return decodeURIComponent(new URL(url).password);
      } catch {
        return '';
      }
    })();
    this.pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'agentic-site forms',
    });
    // a connection dropped while idle (database restarted, backend terminated) is replaced on next use
    this.pool.on('error', (error) => console.error(`forms: a connection to the leads database was lost: ${this.redact(error.message)}`));
  }

  /**
   * Connects and brings the schema up to date. Rejects with a message naming the database (never its
   * password) and what to check when it cannot be reached.
   */
  async open(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new Error(
        [
          `The leads database (LEADS_DATABASE_URL: ${this.where}) cannot be reached: ${this.redact((error as Error).message || String(error))}.`,
          'Check that PostgreSQL is running there and accepts connections from this machine (listen_addresses, pg_hba.conf, firewall),',
          'and that the host, port, database name, user and password in LEADS_DATABASE_URL are right.',
        ].join('\n'),
      );
    }
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
      await client.query(`CREATE TABLE IF NOT EXISTS leads_schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const applied = new Set((await client.query<{ version: number }>('SELECT version FROM leads_schema_migrations')).rows.map((row) => row.version));
      for (const migration of POSTGRES_MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query('INSERT INTO leads_schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      }
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release(true);
      throw new Error(`The leads database (${this.where}) could not be migrated: ${this.redact((error as Error).message)}`);
    }
  }

  async insert(form: string, fields: Record<string, string>, receivedAt = new Date().toISOString()): Promise<number> {
    const result = await this.pool.query<{ id: string }>('INSERT INTO leads_submissions (form, received_at, fields) VALUES ($1, $2, $3) RETURNING id', [
      form,
      receivedAt,
      JSON.stringify(fields),
    ]);
    if (result.rowCount !== 1 || !result.rows[0]) throw new Error(`the submission was not written (${result.rowCount} rows inserted)`);
    return Number(result.rows[0].id);
  }

  async list(form?: string): Promise<StoredSubmission[]> {
    const columns = 'SELECT id, form, received_at, fields::text AS fields FROM leads_submissions';
    const result = await this.pool.query<{ id: string; form: string; received_at: Date; fields: string }>(
      form ? `${columns} WHERE form = $1 ORDER BY id` : `${columns} ORDER BY id`,
      form ? [form] : [],
    );
    return result.rows.map((row) => ({ id: Number(row.id), form: row.form, receivedAt: row.received_at.toISOString(), fields: JSON.parse(row.fields) }));
  }

  /** One counter per client and calendar minute, raised by an upsert that refuses to pass the limit. */
  async hit(client: string, perMinute: number, now: Date): Promise<number> {
    const time = now.getTime();
    const windowStart = Math.floor(time / 60_000) * 60_000;
    if (windowStart !== this.sweptWindow) {
      this.sweptWindow = windowStart;
      await this.pool.query('DELETE FROM leads_rate_limits WHERE window_start < $1', [new Date(windowStart - 60_000)]);
    }
    const counted = await this.pool.query(
      `INSERT INTO leads_rate_limits AS counter (client, window_start, requests) VALUES ($1, $2, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET requests = counter.requests + 1 WHERE counter.requests < $3
       RETURNING requests`,
      [client, new Date(windowStart), perMinute],
    );
    if (counted.rowCount === 1) return 0;
    return Math.max(1, Math.ceil((windowStart + 60_000 - time) / 1000));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private redact(message: string): string {
    return this.secret ? message.split(this.secret).join('***') : message;
  }
}
