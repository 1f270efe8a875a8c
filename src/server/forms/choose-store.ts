import path from 'node:path';
import type { LeadStore } from './lead-store.ts';
import { SqliteLeadStore } from './lead-store.ts';
import { describeDatabaseUrl, PostgresLeadStore } from './postgres-lead-store.ts';

export interface ChosenStore {
  store: LeadStore;
  /** Where the submissions go, for a log line: never a password. */
  description: string;
}

/**
 * The lead store the environment asks for: PostgreSQL when LEADS_DATABASE_URL is set (connected and
 * migrated before this resolves; rejects with a clear message when it cannot be reached), else SQLite
 * in `sqliteFile` (opened on first use).
 */
export async function chooseLeadStore(env: NodeJS.ProcessEnv, sqliteFile: string): Promise<ChosenStore> {
  const url = env.LEADS_DATABASE_URL?.trim();
  if (!url) return { store: new SqliteLeadStore(sqliteFile), description: `SQLite ${path.relative(process.cwd(), sqliteFile) || sqliteFile}` };
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
    throw new Error('LEADS_DATABASE_URL is not a PostgreSQL address: expected postgres://user:password@host:5432/database');
  }
  const store = new PostgresLeadStore(url);
  try {
    await store.open();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return { store, description: `PostgreSQL ${describeDatabaseUrl(url)}` };
}
