import type { InterfaceLanguage } from '../interface/language.ts';
import { STUDIO_REFUSALS_IN } from './texts.ts';

/**
 * Wrong-password limits for the studio's sign-in: per name (one account guessed at from anywhere)
 * and per address (one machine guessing many names). A few failures slow the next try; more lock it.
 * An attempt takes its slot before its password is verified (`begin`), so thirty tries sent at once
 * count as thirty at once: no more are verified than the limit allows, whatever their timing.
 */

export interface Limits {
  /** Failures after which each try waits longer. */
  slowAfter: number;
  /** Failures after which tries are refused for lockMinutes. */
  lockAfter: number;
}

export interface AttemptOptions {
  now?: () => number;
  perName?: Limits;
  perAddress?: Limits;
  lockMinutes?: number;
  windowMinutes?: number;
  /** Most names (and most addresses) remembered at once. */
  maxEntries?: number;
}

export type AttemptCheck = { ok: true; delayMs: number } | { ok: false; message: string; retryAfterSeconds: number };
/** An attempt under way: its slot is taken until `end` says how it went. */
export type Attempt = { ok: true; delayMs: number; end: (succeeded: boolean) => void } | { ok: false; message: string; retryAfterSeconds: number };

interface Tally {
  /** Times of the failures still inside the window, oldest first. */
  failures: number[];
  lockedUntil: number;
}

const DELAY_STEP_MS = 1000;
const MAX_DELAY_MS = 5000;

class Counter {
  private readonly records = new Map<string, Tally>();
  /** Attempts whose password is being verified: counted as failures until they end. */
  private readonly pending = new Map<string, number>();

  get size(): number {
    return this.records.size;
  }

  constructor(
    private readonly limits: Limits,
    private readonly lockMs: number,
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Milliseconds until the lock ends (0 when not locked). */
  lockedFor(key: string, now: number): number {
    return Math.max(0, (this.records.get(key)?.lockedUntil ?? 0) - now);
  }

  /** Whether another attempt now would pass the lock threshold, counting the ones under way. */
  full(key: string, now: number): boolean {
    return this.recent(key, now).length + (this.pending.get(key) ?? 0) >= this.limits.lockAfter;
  }

  take(key: string): void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  release(key: string): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
  }

  delayMs(key: string, now: number): number {
    const failures = this.recent(key, now).length + (this.pending.get(key) ?? 0);
    if (failures < this.limits.slowAfter) return 0;
    return Math.min(MAX_DELAY_MS, DELAY_STEP_MS * (failures - this.limits.slowAfter + 1));
  }

  fail(key: string, now: number): void {
    if (this.lockedFor(key, now) > 0) return;
    const failures = [...this.recent(key, now), now];
    const locked = failures.length >= this.limits.lockAfter;
    // a lock starts the count afresh: once it ends, the next failures are counted from zero
    this.records.delete(key); // re-inserted last, so the map's order runs from least to most recently failed
    this.records.set(key, { failures: locked ? [] : failures, lockedUntil: locked ? now + this.lockMs : 0 });
    this.bound(now);
  }

  clear(key: string): void {
    this.records.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.records.get(key)?.failures ?? []).filter((time) => now - time < this.windowMs);
  }

  /** Drops stale entries; if there are still too many, the least recently failed ones go first. */
  private bound(now: number): void {
    if (this.records.size <= this.maxEntries) return;
    for (const [key, record] of this.records) {
      if (record.lockedUntil <= now && this.recent(key, now).length === 0) this.records.delete(key);
    }
    for (const key of this.records.keys()) {
      if (this.records.size <= this.maxEntries) break;
      this.records.delete(key);
    }
  }
}

export class AttemptLimiter {
  private readonly now: () => number;
  private readonly byName: Counter;
  private readonly byAddress: Counter;

  constructor({
    now = () => Date.now(),
    perName = { slowAfter: 3, lockAfter: 5 },
    perAddress = { slowAfter: 10, lockAfter: 20 },
    lockMinutes = 15,
    windowMinutes = 15,
    maxEntries = 10_000,
  }: AttemptOptions = {}) {
    this.now = now;
    this.byName = new Counter(perName, lockMinutes * 60_000, windowMinutes * 60_000, maxEntries);
    this.byAddress = new Counter(perAddress, lockMinutes * 60_000, windowMinutes * 60_000, maxEntries);
  }

  /** Before checking a password: refused while locked (saying so in `language`), else how long to wait first. */
  check(name: string, address: string, language: InterfaceLanguage = 'en'): AttemptCheck {
    const now = this.now();
    const lockedMs = Math.max(this.byName.lockedFor(nameKey(name), now), this.byAddress.lockedFor(address, now));
    if (lockedMs > 0) {
      const minutes = Math.ceil(lockedMs / 60_000);
      return { ok: false, message: STUDIO_REFUSALS_IN[language].tooManyAttempts(minutes), retryAfterSeconds: Math.ceil(lockedMs / 1000) };
    }
    return { ok: true, delayMs: Math.max(this.byName.delayMs(nameKey(name), now), this.byAddress.delayMs(address, now)) };
  }

  /**
   * Takes a slot for one attempt before its password is verified: refused while locked, or when the
   * attempts under way would already reach the lock (saying so in `language`); else how long to wait first, and `end`.
   */
  begin(name: string, address: string, language: InterfaceLanguage = 'en'): Attempt {
    const checked = this.check(name, address, language);
    if (!checked.ok) return checked;
    const now = this.now();
    if (this.byName.full(nameKey(name), now) || this.byAddress.full(address, now)) {
      return { ok: false, message: STUDIO_REFUSALS_IN[language].tooManyAtOnce, retryAfterSeconds: 60 };
    }
    this.byName.take(nameKey(name));
    this.byAddress.take(address);
    let ended = false;
    return {
      ok: true,
      delayMs: checked.delayMs,
      end: (succeeded) => {
        if (ended) return;
        ended = true;
        this.byName.release(nameKey(name));
        this.byAddress.release(address);
        if (succeeded) this.succeed(name, address);
        else this.fail(name, address);
      },
    };
  }

  fail(name: string, address: string): void {
    const now = this.now();
    this.byName.fail(nameKey(name), now);
    this.byAddress.fail(address, now);
  }

  /** A right password clears the name's failures; the address keeps its own, or one known account could reset them. */
  succeed(name: string, _address: string): void {
    this.byName.clear(nameKey(name));
  }

  /** How many names and addresses it keeps a record of (bounded by maxEntries, whatever an attacker sends). */
  tracked(): { names: number; addresses: number } {
    return { names: this.byName.size, addresses: this.byAddress.size };
  }
}

/** "Maria.Lopez " and "maria.lopez" are guesses at the same account. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
