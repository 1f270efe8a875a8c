import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensurePostgres } from '../ensure-postgres.ts';

const run = promisify(execFile);

/** The ports the lead-store tests may listen on (the PostgreSQL cluster, server processes). */
const TEST_PORTS = { first: 4520, last: 4539 };
const handedOut = new Set<number>();

/** A loopback port in 4520–4539 that nothing listens on and that this process has not handed out yet. */
export async function freeTestPort(): Promise<number> {
  for (let port = TEST_PORTS.first; port <= TEST_PORTS.last; port++) {
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${TEST_PORTS.first} and ${TEST_PORTS.last}`);
}

export interface PostgresCluster {
  port: number;
  /** The address of a database of the cluster (user postgres, trusted on loopback, no password). */
  url(database?: string): string;
  /** Creates an empty database and returns its address. */
  createDatabase(name: string): Promise<string>;
  /** One statement on a connection of its own. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(database: string, text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster from Debian's postgresql package: initdb in a temporary folder (as
 * user postgres when running as root, which PostgreSQL refuses to run as), started with pg_ctl on a
 * loopback port and a socket in that folder, trust authentication. `stop` stops it and removes the folder.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const { initdb, pgCtl } = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  let port = 0;
  let started = false;
  try {
    await as(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // a port found free may be taken before PostgreSQL binds it (another test run): then the next one
    for (let attempt = 1; !started; attempt++) {
      port = await freeTestPort();
      // fsync off: a throw-away cluster; the tests kill servers, not the database
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
      try {
        await as(pgCtl, ['-D', data, '-l', path.join(dir, `server-${port}.log`), '-w', '-t', '60', '-o', options, 'start']);
        started = true;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`the test PostgreSQL cluster did not start: ${(error as Error).message}\n${stdout ?? ''}${stderr ?? ''}`);
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <Row extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    query,
    async createDatabase(name) {
      await query('postgres', `CREATE DATABASE "${name.replace(/"/g, '')}"`);
      return url(name);
    },
    async stop() {
      try {
        if (started) await as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
