import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { SqliteLeadStore, type LeadStore } from '../../src/server/forms/lead-store.ts';
import { PostgresLeadStore } from '../../src/server/forms/postgres-lead-store.ts';
import { fixtureServerConfig, startServer } from '../helpers/forms-server.ts';
import { freeTestPort, startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

/**
 * The lead stores against a real PostgreSQL: a throw-away cluster from Debian's postgresql package
 * (tests/helpers/postgres.ts), one database per test.
 */
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };
const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');

let cluster: PostgresCluster;
const dir = mkdtempSync(path.join(tmpdir(), 'lead-stores-'));
writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>'); // the site the server processes serve
let databases = 0;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A new empty database of the test cluster. */
async function newDatabase(): Promise<{ name: string; url: string }> {
  const name = `leads_${++databases}`;
  return { name, url: await cluster.createDatabase(name) };
}

async function openPostgres(url: string): Promise<PostgresLeadStore> {
  const store = new PostgresLeadStore(url);
  await store.open();
  return store;
}

interface Kind {
  name: string;
  /** Where a fresh store keeps its rows, and how to start a store there (as a server does at start-up). */
  place(): Promise<{ start(): Promise<LeadStore>; schema(): Promise<unknown> }>;
}

const kinds: Kind[] = [
  {
    name: 'SQLite',
    async place() {
      const file = path.join(dir, `leads-${++databases}.sqlite`);
      return {
        async start() {
          const store = new SqliteLeadStore(file);
          await store.list(); // opens the file and migrates, as the first request does
          return store;
        },
        async schema() {
          const db = new Database(file, { readonly: true });
          try {
            return { version: db.pragma('user_version', { simple: true }), tables: db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() };
          } finally {
            db.close();
          }
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async place() {
      const { name, url } = await newDatabase();
      return {
        start: () => openPostgres(url),
        schema: () => cluster.query(name, 'SELECT version, name FROM leads_schema_migrations ORDER BY version'),
      };
    },
  },
];

describe.each(kinds)('the $name lead store keeps the promise', (kind) => {
  it('lists what was inserted, per form, oldest first, text intact', async () => {
    const store = await (await kind.place()).start();
    try {
      const fields = { name: 'Zoë Ångström 张伟', email: 'zoe@example.com', message: 'Arabic: مرحبا — emoji: 🤖\n"quoted"' };
      const first = await store.insert('contact', fields, '2026-11-21T10:00:00.000Z');
      const second = await store.insert('booking', { firstName: 'Grace', email: 'grace@example.com' }, '2026-11-21T11:00:00.000Z');
      expect(second).toBeGreaterThan(first);
      expect(await store.list()).toEqual([
        { id: first, form: 'contact', receivedAt: '2026-11-21T10:00:00.000Z', fields },
        { id: second, form: 'booking', receivedAt: '2026-11-21T11:00:00.000Z', fields: { firstName: 'Grace', email: 'grace@example.com' } },
      ]);
      expect(Object.keys((await store.list('contact'))[0].fields)).toEqual(['name', 'email', 'message']); // the order of the form, for the CSV columns
      expect((await store.list('booking')).map((row) => row.id)).toEqual([second]);
    } finally {
      await store.close();
    }
  });

  it('stores a valid submission through the endpoint, never a honeypot hit', async () => {
    const store = await (await kind.place()).start();
    const server = await startServer(fixtureServerConfig(), {}, { store });
    try {
      expect(await server.post('contact', { ...contact, _honey: 'http://spam.example' })).toEqual({ status: 200, body: { ok: true } });
      expect(await store.list()).toEqual([]);
      expect(await server.post('contact', { ...contact, _honey: '' })).toEqual({ status: 201, body: { ok: true } });
      expect((await store.list()).map((row) => row.fields)).toEqual([contact]);
    } finally {
      await server.close();
    }
  });

  it('migrates once: started twice, and twice at once, it keeps its rows and its schema', async () => {
    const place = await kind.place();
    const first = await place.start();
    await first.insert('contact', contact);
    await first.close();
    const schema = await place.schema();
    const [again, alongside] = await Promise.all([place.start(), place.start()]);
    try {
      expect(await place.schema()).toEqual(schema);
      await alongside.insert('contact', { ...contact, name: 'Grace Hopper' });
      expect((await again.list()).map((row) => row.fields.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    } finally {
      await Promise.all([again.close(), alongside.close()]);
    }
  });

  it('counts requests per client and minute, refusing the ones over the limit', async () => {
    const store = await (await kind.place()).start();
    try {
      const now = new Date('2026-11-21T10:00:10.000Z');
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await store.hit('198.51.100.7', 3, now));
      expect(answers.slice(0, 3)).toEqual([0, 0, 0]);
      for (const wait of answers.slice(3)) expect(wait).toBeGreaterThanOrEqual(1), expect(wait).toBeLessThanOrEqual(60);
      expect(await store.hit('203.0.113.9', 3, now)).toBe(0); // another client has its own count
      expect(await store.hit('198.51.100.7', 3, new Date(now.getTime() + 61_000))).toBe(0); // a minute later
    } finally {
      await store.close();
    }
  });
});

describe('PostgreSQL shared by several servers', () => {
  it('the rate limit holds across servers: they count in the database', async () => {
    const { url } = await newDatabase();
    const [one, two] = await Promise.all([openPostgres(url), openPostgres(url)]);
    try {
      const now = new Date('2026-11-21T10:00:10.000Z');
      expect([await one.hit('198.51.100.7', 3, now), await two.hit('198.51.100.7', 3, now), await one.hit('198.51.100.7', 3, now)]).toEqual([0, 0, 0]);
      expect(await two.hit('198.51.100.7', 3, now)).toBe(50);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  describe('two server processes on one database', () => {
    let database: { name: string; url: string };
    let servers: ServerProcess[];
    beforeAll(async () => {
      database = await newDatabase();
      const config = fixtureServerConfig();
      config.limits.perMinute = 100_000; // this suite sends thousands of submissions from one address
      const configFile = path.join(dir, 'server-config.json');
      writeFileSync(configFile, JSON.stringify(config));
      // started at once on an empty database: the migrations run under an advisory lock
      servers = await Promise.all([startProcess(database.url, configFile), startProcess(database.url, configFile)]);
    });
    afterAll(async () => {
      await Promise.all((servers ?? []).map((server) => server.stop()));
    });

    const countByMarker = async (prefix: string) =>
      new Map(
        (
          await cluster.query<{ marker: string; copies: string }>(
            database.name,
            "SELECT fields->>'message' AS marker, count(*) AS copies FROM leads_submissions WHERE fields->>'message' LIKE $1 GROUP BY 1",
            [`${prefix}%`],
          )
        ).map((row) => [row.marker, Number(row.copies)]),
      );

    it('take 1,000 concurrent submissions, 50 in flight: every one answered 201 and stored exactly once', async () => {
      const statuses = new Map<number, number>();
      await inFlight(1000, 50, async (i) => {
        const status = await submit(servers[i % 2].url, `load ${i}`).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      expect(Object.fromEntries(statuses)).toEqual({ 201: 1000 });
      const copies = await countByMarker('load ');
      expect(copies.size).toBe(1000);
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
    });

    it('a server killed in the middle of a burst loses none that it answered with success', async () => {
      const [victim] = servers;
      const answered: string[] = [];
      let failed = 0;
      await inFlight(600, 50, async (i) => {
        const marker = `burst ${i}`;
        const status = await submit(victim.url, marker).catch(() => 0);
        if (status === 201) {
          answered.push(marker);
          if (answered.length === 100) victim.kill();
        } else failed++;
      });
      expect(answered.length).toBeGreaterThanOrEqual(100);
      expect(failed).toBeGreaterThan(0); // the kill did fall in the middle of the burst
      const copies = await countByMarker('burst ');
      expect(answered.filter((marker) => copies.get(marker) !== 1)).toEqual([]);
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
    });
  });

  it('bad bodies store nothing: malformed JSON, missing fields, a honeypot, too large, unknown fields', async () => {
    const { url } = await newDatabase();
    const store = await openPostgres(url);
    const server = await startServer(fixtureServerConfig(), {}, { store });
    try {
      const answers = [
        await server.post('contact', '{"name": "Ada", '),
        await server.post('contact', { email: 'ada@example.com' }),
        await server.post('contact', { ...contact, _honey: 'http://spam.example' }),
        await server.post('contact', { ...contact, message: 'x'.repeat(40_000) }),
        await server.post('contact', { ...contact, isAdmin: 'yes' }),
        await server.post('contact', { ...contact, name: 42 }),
      ].map((answer) => answer.status);
      expect(answers).toEqual([400, 422, 200, 413, 400, 400]);
      expect(await store.list()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a database failing during a request: the retryable failure, nothing half-stored, and the same submission goes through once it is back', async () => {
    const { name, url } = await newDatabase();
    const store = await openPostgres(url);
    const config = fixtureServerConfig();
    config.limits.perMinute = 1000;
    const server = await startServer(config, {}, { store });
    const failure = { status: 503, body: { ok: false, code: 'not-delivered' } };
    try {
      // the table is gone (a botched maintenance): the insert fails
      await cluster.query(name, 'ALTER TABLE leads_submissions RENAME TO away');
      expect(await server.post('contact', contact)).toEqual(failure);
      await cluster.query(name, 'ALTER TABLE away RENAME TO leads_submissions');
      expect(await server.post('contact', contact)).toEqual({ status: 201, body: { ok: true } });

      // the database goes away: its connections are cut and new ones refused
      await cluster.query('postgres', `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await cluster.query('postgres', 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const second = { ...contact, name: 'Grace Hopper' };
      expect(await server.post('contact', second)).toEqual(failure);
      await cluster.query('postgres', `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(await server.post('contact', second)).toEqual({ status: 201, body: { ok: true } });

      expect((await store.list()).map((row) => row.fields.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    } finally {
      await server.close();
    }
  });

  it('a database that cannot be reached at start stops the server with a clear message, without the password', async () => {
    const port = await freeTestPort(); // nothing listens there
    const configFile = path.join(dir, 'unreachable-config.json');
    writeFileSync(configFile, JSON.stringify(fixtureServerConfig()));
    const result = await runToExit(TSX, ['src/server/main.ts', '--port', String(await freeTestPort()), '--dir', dir, '--config', configFile], {
      LEADS_DATABASE_URL: `postgres://leads:s3cret-Passw0rd@127.0.0.1:${port}/leads`,
    });
    expect(result.code).not.toBe(0);
    expect(result.stdout).not.toMatch(/Site running/);
    expect(result.stderr).toContain(`The leads database (LEADS_DATABASE_URL: 127.0.0.1:${port}/leads as user leads) cannot be reached`);
    expect(result.stderr).toContain('Check that PostgreSQL is running there');
    expect(result.stdout + result.stderr).not.toContain('s3cret');
  });

  it('npm run leads lists and exports from PostgreSQL when LEADS_DATABASE_URL is set', async () => {
    const { url } = await newDatabase();
    const store = await openPostgres(url);
    await store.insert('contact', contact, '2026-11-21T10:00:00.000Z');
    await store.close();
    const json = await runToExit(TSX, ['src/cli/leads.ts', '--json'], { LEADS_DATABASE_URL: url, LEADS_DB: path.join(dir, 'not-this.sqlite') });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([{ id: 1, form: 'contact', receivedAt: '2026-11-21T10:00:00.000Z', fields: contact }]);
    const csv = await runToExit(TSX, ['src/cli/leads.ts', '--csv', '-'], { LEADS_DATABASE_URL: url });
    expect(csv.stdout.split('\r\n')[1]).toBe('1,contact,2026-11-21T10:00:00.000Z,Ada Lovelace,ada@example.com,Please call me back.');
  });
});

interface ServerProcess {
  url: string;
  kill(): void;
  stop(): Promise<void>;
}

/**
 * `npm run serve` as a process of its own (its own group, to be killed whole), ready once it says it
 * runs; on another port when the one found free was taken before the server bound it.
 */
async function startProcess(databaseUrl: string, configFile: string, attempt = 1): Promise<ServerProcess> {
  try {
    return await startProcessOnce(databaseUrl, configFile);
  } catch (error) {
    if (attempt < 3 && /EADDRINUSE/.test((error as Error).message)) return startProcess(databaseUrl, configFile, attempt + 1);
    throw error;
  }
}

async function startProcessOnce(databaseUrl: string, configFile: string): Promise<ServerProcess> {
  const port = await freeTestPort();
  const child = spawn(TSX, ['src/server/main.ts', '--port', String(port), '--dir', dir, '--config', configFile], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LEADS_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Site running at')) clearTimeout(timer), resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`the server stopped (${code}) before it ran:\n${output}`))));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, name);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    kill: () => signal('SIGKILL'),
    async stop() {
      signal('SIGTERM');
      await exited;
    },
  };
}

function submit(url: string, marker: string): Promise<number> {
  return fetch(`${url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: marker }),
    signal: AbortSignal.timeout(20_000),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

/** Runs `task(0..count-1)` with at most `limit` running at a time. */
async function inFlight(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

function runToExit(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`${args.join(' ')} did not finish within 30 s`))), 30_000);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('exit', (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
  });
}
