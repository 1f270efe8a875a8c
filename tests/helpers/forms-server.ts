import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSite } from '../../src/config/site/load-site.ts';
import type { ServerConfig } from '../../src/model/types.ts';
import { createFormsEndpoint } from '../../src/server/forms/endpoint.ts';
import { SqliteLeadStore, type LeadStore, type StoredSubmission } from '../../src/server/forms/lead-store.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { FIXTURE_SITE } from './site-copy.ts';
import { listenForTests } from './listen.ts';

/** The server settings of the fixture site (its forms), for a test to adjust. */
export function fixtureServerConfig(): ServerConfig {
  const { model, problems } = loadSite(FIXTURE_SITE);
  if (!model) throw new Error(`fixture site invalid: ${JSON.stringify(problems)}`);
  return structuredClone(model.server);
}

export interface RunningServer {
  url: string;
  dir: string;
  dbFile: string;
  post(form: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The stored submissions, read with a connection of the test's own (SQLite) or through the given store. */
  stored(): Promise<StoredSubmission[]>;
  close(): Promise<void>;
}

/**
 * The real site server with its form endpoint, on a free port, with a throw-away site folder and SQLite
 * database, or the given lead store (closed with the server).
 */
export async function startServer(
  config: ServerConfig = fixtureServerConfig(),
  env: NodeJS.ProcessEnv = {},
  { store, trustProxyHops }: { store?: LeadStore; trustProxyHops?: number } = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
  const dbFile = path.join(dir, 'leads.sqlite');
  const forms = createFormsEndpoint(config, { store: store ?? new SqliteLeadStore(dbFile), env, trustProxyHops });
  const server = createSiteServer({ dir, forms });
  await listenForTests(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dir,
    dbFile,
    async post(form, body, headers = {}) {
      const response = await fetch(`${url}/api/forms/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    },
    async stored() {
      if (store) return store.list();
      const own = new SqliteLeadStore(dbFile);
      try {
        return await own.list();
      } finally {
        await own.close();
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await forms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
