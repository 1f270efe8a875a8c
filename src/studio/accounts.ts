import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sentenceIn, type Sentence } from '../interface/sentence.ts';
import type { InterfaceLanguage } from '../interface/language.ts';
import { refusal } from './texts.ts';

/**
 * The studio's accounts: one JSON file (`<dataDir>/accounts.json`, mode 0600) shared by the running
 * server and `npm run studio:user`. Passwords are kept only as scrypt hashes.
 */

export const ROLES = ['editor', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['edit', 'review', 'publish', 'restore', 'accounts'] as const;
export type Action = (typeof ACTIONS)[number];

const ALLOWED: Record<Role, readonly Action[]> = {
  editor: ['edit'],
  publisher: ['edit', 'review', 'publish', 'restore'],
  admin: ['edit', 'review', 'publish', 'restore', 'accounts'],
};

export function roleAllows(role: Role, action: Action): boolean {
  return ALLOWED[role]?.includes(action) ?? false;
}

export interface Account {
  /**
   * Made at random when the account is created, never again: a session belongs to it, so an account
   * removed and added again under the same name does not get the old one's sessions back.
   */
  uid?: string;
  name: string;
  email: string;
  role: Role;
  /** `scrypt$N$r$p$saltB64$keyB64` */
  hash: string;
  /** Bumped on every password or role change: a session made with another version ends. */
  version: number;
  /** ISO date and time. */
  created: string;
}

export type PublicAccount = Omit<Account, 'hash'>;

/** A mistake in what was asked, worded for the person who asked. */
export class AccountError extends Error {
  override name = 'AccountError';

  constructor(readonly sentence: Sentence) {
    super(sentenceIn(sentence, 'en'));
  }

  textIn(language: InterfaceLanguage): string {
    return sentenceIn(this.sentence, language);
  }
}

export const MIN_PASSWORD_LENGTH = 12;
const NAME = /^[a-z0-9][a-z0-9._-]{1,31}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateName(name: string): void {
  if (!NAME.test(name)) {
    throw new AccountError(refusal((r) => r.badName(name)));
  }
}

export function validateEmail(email: string): void {
  if (email.length > 254 || !EMAIL.test(email) || /[\u0000-\u001f\u007f]/.test(email)) {
    throw new AccountError(refusal((r) => r.badEmail(email)));
  }
}

export function validateRole(role: string): asserts role is Role {
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new AccountError(refusal((r) => r.badRole(role, ROLES)));
  }
}

export function validatePassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(refusal((r) => r.passwordTooShort(MIN_PASSWORD_LENGTH)));
  }
}

// ---- password hashing (node:crypto scrypt) ----

const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function deriveKey(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }, length: number): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default limit (32 MiB) is exactly too small for N=2^15, r=8
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(hash: string): ParsedHash | undefined {
  const [kind, N, r, p, salt, key] = hash.split('$');
  if (kind !== 'scrypt' || key === undefined) return undefined;
  const parsed = { N: Number(N), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
  const sane = [parsed.N, parsed.r, parsed.p].every((n) => Number.isInteger(n) && n > 0) && parsed.key.length > 0;
  return sane ? parsed : undefined;
}

/** Costs as much as a real check, so an unknown name answers as slowly as a known one. */
const DUMMY: ParsedHash = { ...COST, salt: randomBytes(SALT_BYTES), key: randomBytes(KEY_BYTES) };

async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  const parsed = (hash === undefined ? undefined : parseHash(hash)) ?? DUMMY;
  const key = await deriveKey(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key) && parsed !== DUMMY;
}

// ---- the store ----

interface AccountsFile {
  accounts: Account[];
}

export class AccountStore {
  readonly file: string;
  private accounts: Account[] = [];
  /** What the file was when last read or written: another process's write changes it. */
  private seen = '';

  constructor(dataDir: string) {
    this.file = path.join(path.resolve(dataDir), 'accounts.json');
  }

  list(): PublicAccount[] {
    return this.load().map(toPublic);
  }

  get(name: string): PublicAccount | undefined {
    const account = this.find(name);
    return account && toPublic(account);
  }

  async add(name: string, { role, email, password }: { role: string; email: string; password: string }): Promise<PublicAccount> {
    validateName(name);
    validateEmail(email);
    validateRole(role);
    validatePassword(password);
    this.refuseTaken(name);
    const hash = await hashPassword(password);
    this.refuseTaken(name); // again: another process may have added it while we hashed
    const account: Account = { uid: randomBytes(16).toString('base64url'), name, email, role, hash, version: 1, created: new Date().toISOString() };
    this.save([...this.load(), account]);
    return toPublic(account);
  }

  remove(name: string): void {
    const account = this.require(name);
    if (account.role === 'admin') this.refuseLastAdmin(name);
    this.save(this.load().filter((other) => other.name !== name));
  }

  async setPassword(name: string, password: string): Promise<void> {
    this.require(name);
    validatePassword(password);
    const hash = await hashPassword(password);
    this.update(name, (account) => ({ ...account, hash, version: account.version + 1 }));
  }

  setRole(name: string, role: string): void {
    const account = this.require(name);
    validateRole(role);
    if (account.role === role) return;
    if (account.role === 'admin') this.refuseLastAdmin(name);
    this.update(name, (current) => ({ ...current, role, version: current.version + 1 }));
  }

  /** The account when the password is right; undefined for a wrong password or an unknown name alike. */
  async verify(name: string, password: string): Promise<PublicAccount | undefined> {
    const account = this.find(name);
    const matches = await passwordMatches(password, account?.hash);
    if (!matches || !account) return undefined;
    const current = this.get(name);
    return current && identityOf(current) === identityOf(account) && current.version === account.version ? current : undefined;
  }

  private find(name: string): Account | undefined {
    return this.load().find((account) => account.name === name);
  }

  private require(name: string): Account {
    const account = this.find(name);
    if (!account) throw new AccountError(refusal((r) => r.noAccount(name)));
    return account;
  }

  private refuseTaken(name: string): void {
    if (this.find(name)) throw new AccountError(refusal((r) => r.nameTaken(name)));
  }

  private refuseLastAdmin(name: string): void {
    const admins = this.load().filter((account) => account.role === 'admin');
    if (admins.length <= 1) throw new AccountError(refusal((r) => r.lastAdmin(name)));
  }

  private update(name: string, change: (account: Account) => Account): void {
    const accounts = this.load();
    if (!accounts.some((account) => account.name === name)) throw new AccountError(refusal((r) => r.noAccount(name)));
    this.save(accounts.map((account) => (account.name === name ? change(account) : account)));
  }

  /** The accounts, read again only when the file changed since we last saw it. */
  private load(): Account[] {
    const fingerprint = this.fingerprint();
    if (fingerprint === this.seen) return this.accounts;
    if (fingerprint === '') {
      this.accounts = [];
    } else {
      try {
        this.accounts = (JSON.parse(readFileSync(this.file, 'utf8')) as AccountsFile).accounts ?? [];
      } catch (error) {
        throw new Error(`${this.file} cannot be read: ${(error as Error).message}`);
      }
    }
    this.seen = fingerprint;
    return this.accounts;
  }

  /** Inode, modification time and size: a rename over the file gives it a new inode, so every save shows. */
  private fingerprint(): string {
    try {
      const stat = statSync(this.file, { bigint: true });
      return `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }

  /** Writes a temporary file beside the real one, then renames it over: a reader sees the old or the new file, never half. */
  private save(accounts: Account[]): void {
    const dir = path.dirname(this.file);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = path.join(dir, `.accounts.json.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const fd = openSync(temporary, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify({ accounts } satisfies AccountsFile, null, 2)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, this.file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    this.accounts = accounts;
    this.seen = this.fingerprint();
  }
}

/** What a session is bound to: the account's uid (an account made before uids: its name and creation time, which no new account repeats). */
export function identityOf(account: Pick<Account, 'uid' | 'name' | 'created'>): string {
  return account.uid ?? `${account.name}@${account.created}`;
}

function toPublic({ hash: _hash, ...account }: Account): PublicAccount {
  return account;
}
