import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { AccountError, AccountStore, roleAllows } from '../../src/studio/accounts.ts';
import { AttemptLimiter } from '../../src/studio/attempts.ts';
import { clearSessionCookie, csrfMatches, readSessionId, sessionCookie, SessionStore } from '../../src/studio/sessions.ts';

/** The studio's accounts, sessions and sign-in limits, and `npm run studio:user`. */
const PASSWORD = 'correct horse battery';
const OTHER_PASSWORD = 'another long passphrase';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-accounts-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

async function storeWith(...accounts: [name: string, role: string][]): Promise<AccountStore> {
  const store = new AccountStore(dataDir());
  for (const [name, role] of accounts) await store.add(name, { role, email: `${name}@example.com`, password: PASSWORD });
  return store;
}

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2025, 0, 1)) {
  let time = start;
  return { now: () => time, advanceMinutes: (minutes: number) => void (time += minutes * 60_000) };
}

describe('roles', () => {
  it('editor edits; publisher also reviews, publishes and restores; admin also manages accounts', () => {
    expect(roleAllows('editor', 'edit')).toBe(true);
    expect(roleAllows('editor', 'publish')).toBe(false);
    expect(['edit', 'review', 'publish', 'restore'].every((action) => roleAllows('publisher', action as 'edit'))).toBe(true);
    expect(roleAllows('publisher', 'accounts')).toBe(false);
    expect(roleAllows('admin', 'accounts')).toBe(true);
  });
});

describe('AccountStore', () => {
  it('keeps a self-describing scrypt hash, never the password, in a 0600 file in a 0700 folder', async () => {
    const store = await storeWith(['maria.lopez', 'admin']);
    const text = readFileSync(store.file, 'utf8');
    expect(text).not.toContain(PASSWORD);
    const [saved] = JSON.parse(text).accounts;
    expect(saved).toMatchObject({ name: 'maria.lopez', email: 'maria.lopez@example.com', role: 'admin', version: 1 });
    expect(saved.hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(Date.parse(saved.created)).not.toBeNaN();
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(store.file)).mode & 0o777).toBe(0o700);
    expect(saved.uid).toMatch(/^[A-Za-z0-9_-]{22}$/); // the identity its sessions belong to, made once
    expect(store.list()).toEqual([{ uid: saved.uid, name: 'maria.lopez', email: 'maria.lopez@example.com', role: 'admin', version: 1, created: saved.created }]);
    expect(store.get('maria.lopez')).not.toHaveProperty('hash');
  });

  it('verifies the right password only, and answers an unknown name like a wrong password', async () => {
    const store = await storeWith(['maria.lopez', 'editor']);
    expect(await store.verify('maria.lopez', PASSWORD)).toMatchObject({ name: 'maria.lopez', role: 'editor' });
    expect(await store.verify('maria.lopez', `${PASSWORD}!`)).toBeUndefined();
    expect(await store.verify('nobody', PASSWORD)).toBeUndefined();
    expect(await store.verify('maria.lopez', PASSWORD)).not.toHaveProperty('hash');
  });

  it('sees at once what another instance (another process) wrote to the file', async () => {
    const server = await storeWith(['maria.lopez', 'admin']);
    const cli = new AccountStore(path.dirname(server.file));
    expect(server.get('maria.lopez')?.version).toBe(1);
    await cli.add('jo.kim', { role: 'editor', email: 'jo@example.com', password: PASSWORD });
    expect(server.list().map((account) => account.name)).toEqual(['maria.lopez', 'jo.kim']);
    await cli.setPassword('jo.kim', OTHER_PASSWORD);
    expect(await server.verify('jo.kim', PASSWORD)).toBeUndefined();
    expect(await server.verify('jo.kim', OTHER_PASSWORD)).toMatchObject({ version: 2 });
    cli.setRole('jo.kim', 'publisher');
    expect(server.get('jo.kim')).toMatchObject({ role: 'publisher', version: 3 });
    cli.remove('jo.kim');
    expect(server.get('jo.kim')).toBeUndefined();
  });

  it('explains each mistake in the editor\'s words', async () => {
    const store = await storeWith(['maria.lopez', 'admin']);
    const add = (name: string, fields: Partial<{ role: string; email: string; password: string }>) =>
      store.add(name, { role: 'editor', email: 'jo@example.com', password: PASSWORD, ...fields });
    await expect(add('Maria', {})).rejects.toThrow('"Maria" cannot be a name: a name is 2 to 32 lowercase letters, digits, dots, dashes or underscores, e.g. maria.lopez');
    await expect(add('j', {})).rejects.toThrow(AccountError);
    await expect(add(`a${'b'.repeat(32)}`, {})).rejects.toThrow('a name is 2 to 32');
    await expect(add('.jo', {})).rejects.toThrow('a name is 2 to 32');
    await expect(add('jo.kim', { email: 'jo.example.com' })).rejects.toThrow('"jo.example.com" does not look like an e-mail address, e.g. maria.lopez@example.com');
    await expect(add('jo.kim', { email: 'jo@exa\u001emple.com' })).rejects.toThrow('does not look like an e-mail address');
    await expect(add('jo.kim', { role: 'boss' })).rejects.toThrow('"boss" is not a role: use editor, publisher or admin');
    await expect(add('jo.kim', { password: 'elevenchars' })).rejects.toThrow('The password is too short: use at least 12 characters');
    await expect(add('maria.lopez', {})).rejects.toThrow('There is already an account named "maria.lopez": choose another name');
    expect(() => store.remove('nobody')).toThrow('There is no account named "nobody"');
    await expect(store.setPassword('nobody', PASSWORD)).rejects.toThrow('There is no account named "nobody"');
    await expect(store.setPassword('maria.lopez', 'short')).rejects.toThrow('at least 12 characters');
    expect(() => store.setRole('maria.lopez', 'boss')).toThrow('"boss" is not a role');
    expect(store.list().map((account) => account.name)).toEqual(['maria.lopez']);
  });

  it('refuses to remove or demote the last admin', async () => {
    const store = await storeWith(['maria.lopez', 'admin'], ['jo.kim', 'editor']);
    expect(() => store.remove('maria.lopez')).toThrow('"maria.lopez" is the last admin: make another account admin first');
    expect(() => store.setRole('maria.lopez', 'publisher')).toThrow('"maria.lopez" is the last admin: make another account admin first');
    store.setRole('jo.kim', 'admin');
    store.setRole('maria.lopez', 'publisher');
    expect(() => store.remove('jo.kim')).toThrow('"jo.kim" is the last admin');
    store.remove('maria.lopez');
    expect(store.list()).toMatchObject([{ name: 'jo.kim', role: 'admin' }]);
  });
});

describe('SessionStore', () => {
  it('gives each session a distinct random id and its own CSRF token', async () => {
    const accounts = await storeWith(['maria.lopez', 'editor']);
    const sessions = new SessionStore({ accounts });
    const account = accounts.get('maria.lopez')!;
    const made = Array.from({ length: 20 }, () => sessions.create(account));
    const ids = new Set(made.map((session) => session.id));
    expect(ids.size).toBe(20);
    for (const { id, csrf } of made) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(csrf).not.toBe(id);
      expect(sessions.get(id)).toEqual({ id, csrf, account });
    }
    expect(sessions.get('unknown')).toBeUndefined();
    expect(sessions.get(undefined)).toBeUndefined();
  });

  it('ends a session idle longer than idleMinutes; each use restarts the idle time', async () => {
    const accounts = await storeWith(['maria.lopez', 'editor']);
    const time = clock();
    const sessions = new SessionStore({ accounts, idleMinutes: 30, now: time.now });
    const { id } = sessions.create(accounts.get('maria.lopez')!);
    time.advanceMinutes(29);
    expect(sessions.get(id)).toBeDefined();
    time.advanceMinutes(29);
    expect(sessions.get(id)).toBeDefined();
    time.advanceMinutes(31);
    expect(sessions.get(id)).toBeUndefined();
    time.advanceMinutes(-31);
    expect(sessions.get(id)).toBeUndefined(); // deleted, not only hidden
  });

  it('ends sessions at once when the password or role changes or the account goes, even from another process', async () => {
    const accounts = await storeWith(['maria.lopez', 'admin'], ['jo.kim', 'editor']);
    const cli = new AccountStore(path.dirname(accounts.file));
    const sessions = new SessionStore({ accounts });
    const signIn = () => sessions.create(accounts.get('jo.kim')!).id;

    const beforePasswd = signIn();
    const maria = sessions.create(accounts.get('maria.lopez')!).id;
    await cli.setPassword('jo.kim', OTHER_PASSWORD);
    expect(sessions.get(beforePasswd)).toBeUndefined();
    expect(sessions.get(maria)).toBeDefined();

    const beforeRole = signIn();
    cli.setRole('jo.kim', 'publisher');
    expect(sessions.get(beforeRole)).toBeUndefined();

    const beforeRemove = signIn();
    expect(sessions.get(beforeRemove)?.account).toMatchObject({ name: 'jo.kim', role: 'publisher' });
    cli.remove('jo.kim');
    expect(sessions.get(beforeRemove)).toBeUndefined();
  });

  it('never gives a session back to a name removed and added again from the command line, whatever its role or version', async () => {
    const accounts = await storeWith(['maria.lopez', 'admin'], ['sam.ortiz', 'publisher']);
    const cli = new AccountStore(path.dirname(accounts.file)); // npm run studio:user, another process
    const sessions = new SessionStore({ accounts });
    const old = sessions.create(accounts.get('sam.ortiz')!).id;
    cli.remove('sam.ortiz');
    await cli.add('sam.ortiz', { role: 'admin', email: 'sam.new@example.com', password: OTHER_PASSWORD });
    expect(accounts.get('sam.ortiz')).toMatchObject({ role: 'admin', version: 1 }); // the same name and version as the old one's
    expect(sessions.get(old)).toBeUndefined();
    const fresh = sessions.create((await accounts.verify('sam.ortiz', OTHER_PASSWORD))!).id;
    expect(sessions.get(fresh)?.account).toMatchObject({ name: 'sam.ortiz', role: 'admin', email: 'sam.new@example.com' });
  });

  it('destroy ends one session; destroyFor every session of one account', async () => {
    const accounts = await storeWith(['maria.lopez', 'admin'], ['jo.kim', 'editor']);
    const sessions = new SessionStore({ accounts });
    const jo = [sessions.create(accounts.get('jo.kim')!).id, sessions.create(accounts.get('jo.kim')!).id];
    const maria = sessions.create(accounts.get('maria.lopez')!).id;
    sessions.destroy(jo[0]);
    expect(sessions.get(jo[0])).toBeUndefined();
    expect(sessions.get(jo[1])).toBeDefined();
    sessions.destroyFor('jo.kim');
    expect(sessions.get(jo[1])).toBeUndefined();
    expect(sessions.get(maria)).toBeDefined();
  });

  it('cookies: HttpOnly, SameSite=Strict, Path=/, Secure only when asked; the id is found among other cookies', () => {
    expect(sessionCookie('abc', { secure: false })).toBe('studio_session=abc; Path=/; HttpOnly; SameSite=Strict');
    expect(sessionCookie('abc', { secure: true })).toBe('studio_session=abc; Path=/; HttpOnly; SameSite=Strict; Secure');
    expect(clearSessionCookie({ secure: false })).toBe('studio_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0');
    expect(clearSessionCookie({ secure: true })).toContain('; Max-Age=0; Secure');
    expect(readSessionId('theme=dark; studio_session=Ab-_9z; other=1')).toBe('Ab-_9z');
    expect(readSessionId('studio_session=xyz')).toBe('xyz');
    expect(readSessionId('my_studio_session=xyz; theme=dark')).toBeUndefined();
    expect(readSessionId('studio_session=')).toBeUndefined();
    expect(readSessionId(undefined)).toBeUndefined();
  });

  it('csrfMatches only the session\'s own token', async () => {
    const accounts = await storeWith(['maria.lopez', 'editor']);
    const sessions = new SessionStore({ accounts });
    const first = sessions.get(sessions.create(accounts.get('maria.lopez')!).id)!;
    const second = sessions.get(sessions.create(accounts.get('maria.lopez')!).id)!;
    expect(csrfMatches(first, first.csrf)).toBe(true);
    expect(csrfMatches(first, second.csrf)).toBe(false);
    expect(csrfMatches(first, first.csrf.slice(1))).toBe(false);
    expect(csrfMatches(first, undefined)).toBe(false);
    expect(csrfMatches(first, [first.csrf])).toBe(false);
    expect(csrfMatches(undefined, first.csrf)).toBe(false);
  });
});

describe('AttemptLimiter', () => {
  it('slows a name after 3 failures and locks it after 5, with the time left in minutes', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ now: time.now });
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const check = limiter.check('maria.lopez', '10.0.0.1');
      expect(check.ok).toBe(true);
      delays.push(check.ok ? check.delayMs : -1);
      limiter.fail('maria.lopez', '10.0.0.1');
    }
    expect(delays).toEqual([0, 0, 0, 1000, 2000]);
    expect(limiter.check('maria.lopez', '10.0.0.2')).toEqual({ ok: false, message: 'Too many attempts: try again in 15 minutes', retryAfterSeconds: 900 });
    expect(limiter.check('Maria.Lopez', '10.0.0.3').ok).toBe(false);
    expect(limiter.check('jo.kim', '10.0.0.1')).toEqual({ ok: true, delayMs: 0 });
    time.advanceMinutes(14.5);
    expect(limiter.check('maria.lopez', '10.0.0.1')).toEqual({ ok: false, message: 'Too many attempts: try again in 1 minute', retryAfterSeconds: 30 });
    time.advanceMinutes(0.5);
    expect(limiter.check('maria.lopez', '10.0.0.1')).toEqual({ ok: true, delayMs: 0 });
  });

  it('counts an attempt when it begins: of thirty begun at once for one name, five are let through, whatever their passwords', () => {
    const limiter = new AttemptLimiter({ now: clock().now });
    const attempts = Array.from({ length: 30 }, (_, i) => limiter.begin('maria.lopez', `10.0.0.${i}`));
    const through = attempts.filter((attempt) => attempt.ok);
    expect(through).toHaveLength(5);
    expect(attempts.filter((attempt) => !attempt.ok)).toEqual(Array(25).fill({ ok: false, message: 'Too many attempts at once: try again in a minute', retryAfterSeconds: 60 }));
    // those under way slow the ones after them as failures would: 0, 0, 0, then 1 and 2 seconds
    expect(through.map((attempt) => (attempt.ok ? attempt.delayMs : -1))).toEqual([0, 0, 0, 1000, 2000]);
    for (const attempt of through) if (attempt.ok) attempt.end(false);
    expect(limiter.begin('maria.lopez', '10.0.1.1')).toMatchObject({ ok: false, message: 'Too many attempts: try again in 15 minutes' });
  });

  it('frees the slot of an attempt that ends: a right password clears the name, ending twice counts once', () => {
    const limiter = new AttemptLimiter({ now: clock().now });
    const wrong = Array.from({ length: 4 }, () => limiter.begin('jo.kim', '10.0.0.1'));
    const right = limiter.begin('jo.kim', '10.0.0.1');
    expect(limiter.begin('jo.kim', '10.0.0.1').ok).toBe(false); // five under way
    for (const attempt of wrong) if (attempt.ok) attempt.end(false);
    if (right.ok) {
      right.end(true);
      right.end(false);
    }
    expect(limiter.check('jo.kim', '10.0.0.1')).toEqual({ ok: true, delayMs: 0 });
  });

  it('caps the delay at 5 seconds', () => {
    const limiter = new AttemptLimiter({ now: clock().now, perName: { slowAfter: 1, lockAfter: 50 } });
    for (let i = 0; i < 20; i += 1) limiter.fail('maria.lopez', `10.0.0.${i}`);
    expect(limiter.check('maria.lopez', '10.0.1.1')).toEqual({ ok: true, delayMs: 5000 });
  });

  it('locks an address guessing many names', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ now: time.now });
    for (let i = 0; i < 20; i += 1) {
      expect(limiter.check(`name${i}`, '10.0.0.9').ok).toBe(true);
      limiter.fail(`name${i}`, '10.0.0.9');
    }
    expect(limiter.check('someone.new', '10.0.0.9')).toMatchObject({ ok: false, message: 'Too many attempts: try again in 15 minutes' });
    expect(limiter.check('someone.new', '10.0.0.10')).toEqual({ ok: true, delayMs: 0 });
    time.advanceMinutes(15);
    expect(limiter.check('someone.new', '10.0.0.9').ok).toBe(true);
  });

  it('forgets failures older than the window; a success clears the name\'s failures', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ now: time.now });
    for (let i = 0; i < 4; i += 1) limiter.fail('maria.lopez', '10.0.0.1');
    expect(limiter.check('maria.lopez', '10.0.0.1')).toEqual({ ok: true, delayMs: 2000 });
    limiter.succeed('maria.lopez', '10.0.0.1');
    expect(limiter.check('maria.lopez', '10.0.0.1')).toEqual({ ok: true, delayMs: 0 });
    for (let i = 0; i < 4; i += 1) limiter.fail('jo.kim', '10.0.0.2');
    time.advanceMinutes(16);
    limiter.fail('jo.kim', '10.0.0.2');
    expect(limiter.check('jo.kim', '10.0.0.2')).toEqual({ ok: true, delayMs: 0 });
  });

  it('keeps at most maxEntries names and addresses', () => {
    const limiter = new AttemptLimiter({ now: clock().now, maxEntries: 100 });
    for (let i = 0; i < 1000; i += 1) limiter.fail(`name${i}`, `10.0.${i % 250}.${i}`);
    const { names, addresses } = limiter.tracked();
    expect(names).toBeLessThanOrEqual(100);
    expect(addresses).toBeLessThanOrEqual(100);
    expect(limiter.check('name999', '10.9.9.9')).toEqual({ ok: true, delayMs: 0 });
  });
});

describe('npm run studio:user', () => {
  function cli(data: string, args: string[], input = '') {
    const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/studio-user.ts', ...args], {
      cwd: PROJECT_ROOT,
      input,
      encoding: 'utf8',
      env: { ...process.env, STUDIO_DATA: data, NO_COLOR: '1' },
    });
    return { status, stdout, stderr, output: stdout + stderr };
  }

  it('adds, lists, changes a password, removes; mistakes exit 1 with the message; the password is never shown', async () => {
    const data = dataDir();
    const everything: string[] = [];
    const run = (args: string[], input?: string) => {
      const result = cli(data, args, input);
      everything.push(result.output);
      return result;
    };

    expect(run(['add', 'maria.lopez', '--role', 'admin', '--email', 'maria@example.com'], `${PASSWORD}\n`)).toMatchObject({ status: 0, stdout: 'Added maria.lopez (admin, maria@example.com).\n' });
    expect(run(['add', 'jo.kim', '--role', 'editor', '--email', 'jo@example.com'], `${PASSWORD}\r\n`).status).toBe(0);
    const store = new AccountStore(data);
    expect(await store.verify('maria.lopez', PASSWORD)).toBeDefined();
    expect(await store.verify('jo.kim', PASSWORD)).toBeDefined();

    const list = run(['list']);
    expect(list.status).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+ROLE\s+E-MAIL\s+CREATED$/);
    expect(lines[1]).toMatch(/^maria\.lopez\s+admin\s+maria@example\.com\s+\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lines[2]).toMatch(/^jo\.kim\s+editor\s+jo@example\.com\s+/);

    expect(run(['passwd', 'jo.kim'], `${OTHER_PASSWORD}\n`)).toMatchObject({ status: 0 });
    expect(await store.verify('jo.kim', OTHER_PASSWORD)).toMatchObject({ version: 2 });

    expect(run(['role', 'jo.kim', '--role', 'publisher'])).toMatchObject({ status: 0, stdout: 'jo.kim is now publisher.\n' });

    const short = run(['passwd', 'jo.kim'], 'tiny-secret\n');
    expect(short).toMatchObject({ status: 1, stderr: 'The password is too short: use at least 12 characters\n' });
    expect(run(['remove', 'maria.lopez'])).toMatchObject({ status: 1, stderr: '"maria.lopez" is the last admin: make another account admin first\n' });
    expect(run(['add', 'Jo', '--email', 'jo@example.com'], `${PASSWORD}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining('a name is 2 to 32 lowercase letters') });
    const unknown = run(['frobnicate']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    expect(unknown.stderr).toContain('npm run studio:user -- add NAME --role editor|publisher|admin --email ADDRESS');

    expect(run(['remove', 'jo.kim'])).toMatchObject({ status: 0 });
    expect(store.list().map((account) => account.name)).toEqual(['maria.lopez']);

    for (const output of everything) {
      expect(output).not.toContain(PASSWORD);
      expect(output).not.toContain(OTHER_PASSWORD);
      expect(output).not.toContain('tiny-secret');
    }
  });
});
