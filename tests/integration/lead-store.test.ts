import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { toCsv } from '../../src/server/forms/csv.ts';
import { SqliteLeadStore } from '../../src/server/forms/lead-store.ts';
import { fixtureServerConfig, startServer } from '../helpers/forms-server.ts';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };

describe('stored submissions survive a server crash and restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-restart-'));
  const dbFile = path.join(dir, 'leads.sqlite');
  const configFile = path.join(dir, 'server-config.json');
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(configFile, JSON.stringify(fixtureServerConfig()));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function startProcess(): Promise<{ child: ChildProcess; url: string }> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', String(port), '--dir', dir, '--config', configFile, '--db', dbFile], {
      cwd: PROJECT_ROOT,
      stdio: 'ignore',
      detached: true,
    });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(url).then((r) => r.ok, () => false)) return { child, url };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  }

  const post = (url: string, body: unknown) =>
    fetch(`${url}/api/forms/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('a 201 means the row is on disk, even if the process is killed right after', async () => {
    const first = await startProcess();
    expect((await post(first.url, contact)).status).toBe(201);
    process.kill(-first.child.pid!, 'SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startProcess();
    try {
      expect((await post(second.url, { ...contact, name: 'Grace Hopper' })).status).toBe(201);
    } finally {
      process.kill(-second.child.pid!, 'SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
    const store = new SqliteLeadStore(dbFile);
    const rows = await store.list();
    await store.close();
    expect(rows.map((r) => [r.id, r.fields.name])).toEqual([
      [1, 'Ada Lovelace'],
      [2, 'Grace Hopper'],
    ]);
  });
});

describe('the local store never answers 2xx for a row it did not write', () => {
  it('a write that SQLite silently skips is a 503, not a success', async () => {
    const server = await startServer();
    try {
      expect((await server.post('contact', contact)).status).toBe(201); // creates the table
      const other = new Database(server.dbFile);
      other.exec("CREATE TRIGGER swallow BEFORE INSERT ON submissions BEGIN SELECT RAISE(IGNORE); END");
      other.close();
      expect(await server.post('contact', { ...contact, name: 'Lost Lead' })).toEqual({ status: 503, body: { ok: false, code: 'not-delivered' } });
      expect((await server.stored()).map((r) => r.fields.name)).toEqual(['Ada Lovelace']);
    } finally {
      await server.close();
    }
  });

  it('a write that fails is a 503, not a success', async () => {
    const server = await startServer();
    try {
      expect((await server.post('contact', contact)).status).toBe(201);
      const other = new Database(server.dbFile);
      other.exec('DROP TABLE submissions');
      other.close();
      expect(await server.post('contact', contact)).toEqual({ status: 503, body: { ok: false, code: 'not-delivered' } });
    } finally {
      await server.close();
    }
  });
});

describe('npm run leads', () => {
  it('exports submissions as CSV with one column per field, quoted and formula-safe', () => {
    const csv = toCsv([
      { id: 1, form: 'contact', receivedAt: '2026-11-21T10:00:00.000Z', fields: { name: 'Ada', email: 'ada@example.com', message: 'Line one\nsays "hi", then' } },
      { id: 2, form: 'booking', receivedAt: '2026-11-21T11:00:00.000Z', fields: { firstName: '=HYPERLINK("x")', email: 'g@example.com' } },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,form,received_at,name,email,message,firstName',
      '1,contact,2026-11-21T10:00:00.000Z,Ada,ada@example.com,"Line one\nsays ""hi"", then",',
      `2,booking,2026-11-21T11:00:00.000Z,,g@example.com,,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
