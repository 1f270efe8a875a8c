import { Worker } from 'node:worker_threads';
import type { Problem } from '../config/messages/problems.ts';
import type { TranslationStatus } from '../config/languages/translate.ts';
import type { SiteModel } from '../model/types.ts';
import { typeScriptEntry } from '../prerender/worker-pool.ts';
import type { SiteFiles } from '../editor/server/site-files.ts';
import type { PreviewResult } from '../editor/server/preview.ts';

/** What the check thread (src/studio/draft-check-worker.ts) is asked. */
export type CheckJob =
  | { type: 'problems'; root: string; overlay: Record<string, string> }
  | { type: 'preview'; root: string; overlay: Record<string, string>; version: number; want: { kind: 'data'; url: string } | { kind: 'page'; pathname: string } }
  | { type: 'preview-page'; root: string; version: number; request: PreviewRequestOf }
  | { type: 'find-mark'; root: string; overlay: Record<string, string>; id: string }
  | { type: 'translations'; root: string }
  | { type: 'forget'; root: string };

/** What the editor's preview asks of a draft (src/editor/server/preview.ts). */
export type PreviewRequestOf = Parameters<SiteFiles['preview']>[0];
/** The editor's preview of a draft, as the check thread answers it. */
export type PreviewPageAnswer = Omit<PreviewResult, 'model' | 'overlay'> & { dataVersion: string };

/** The part of a draft's live preview model one request of the preview frame needs. */
export type PreviewAnswer =
  | { kind: 'none' }
  | { kind: 'data'; body: unknown }
  | { kind: 'page'; found: boolean; shell: SiteModel['shell']; page: SiteModel['pages'][number]; theme: SiteModel['theme'] };

/** An answer of the check thread, with the drafts whose memo it holds then. */
export type CheckReply = { id: number; result: unknown; memos: string[] } | { id: number; error: string; memos: string[] } | { held: true };

export interface CheckWorkerData {
  /** At most this many pages in the memos of all drafts (the one checked last is kept whatever its size). */
  memoPages: number;
  /** At most this many drafts' memos. */
  maxDrafts: number;
  /** A SharedArrayBuffer of one Int32: the test seam's gate (hold). */
  gate: SharedArrayBuffer;
}

export interface DraftChecksOptions {
  /** Drafts whose memo is kept (default 8), within `memoPages` pages in all (default 4,000: a memo of 1,000 pages holds about 130 MB). */
  maxDrafts?: number;
  memoPages?: number;
}

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

interface Job {
  job: CheckJob;
  /** Checks of the same draft with the same files typed: a newer one takes the place of a waiting older one. */
  key?: string;
  /** 0: a check (someone is waiting for its problems), 1: a preview. */
  priority: number;
  waiters: Waiter<unknown>[];
}

/** Run counts, for tests and benchmarks. */
export interface CheckStats {
  /** Jobs the thread ran, by type. */
  ran: Record<CheckJob['type'], number>;
  /** Check requests answered by a newer check of the same text that took their place. */
  coalesced: number;
  /** The drafts (roots) whose memo the thread holds, as of its last answer. */
  memos: string[];
}

/**
 * The drafts' checks, off the thread that answers requests: one worker thread (2 cores: the other one
 * is the request thread's, or a build's), holding a memo per draft (LRU), so that a keystroke re-checks
 * the page it changed, and sign-in or the drafts list are answered meanwhile. Jobs run one at a time:
 * checks first, then the live previews' models. A check waiting its turn is replaced by a newer one of
 * the same draft and file: its callers get the problems of the newer text. The thread starts at the
 * first job, keeps the process alive only while it has work, and starts again if it dies.
 */
export class DraftChecks {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private running: { id: number; job: Job } | undefined;
  private nextId = 1;
  private readonly gate = new SharedArrayBuffer(4);
  private readonly held = new Int32Array(this.gate);
  private heldWaiters: (() => void)[] = [];
  readonly stats: CheckStats = { ran: { problems: 0, preview: 0, 'preview-page': 0, 'find-mark': 0, translations: 0, forget: 0 }, coalesced: 0, memos: [] };

  constructor(private readonly options: DraftChecksOptions = {}) {}

  /** The problems `npm run validate` finds in the draft's site at `root` with `overlay` (file → text) laid over its files. */
  problems(root: string, overlay: Record<string, string> = {}): Promise<Problem[]> {
    const key = `${root}\0${Object.keys(overlay).sort().join('\0')}`;
    const waiting = this.queue.find((job) => job.key === key);
    if (waiting) {
      // not started yet: it checks the newer text, for its callers too
      (waiting.job as Extract<CheckJob, { type: 'problems' }>).overlay = overlay;
      this.stats.coalesced += 1;
      return new Promise<Problem[]>((resolve, reject) => waiting.waiters.push({ resolve: resolve as (value: unknown) => void, reject }));
    }
    return this.enqueue<Problem[]>({ type: 'problems', root, overlay }, 0, key);
  }

  /** What one request of a draft's live preview needs of the model made with `overlay` (made again when `version` changes). */
  preview(root: string, overlay: Record<string, string>, version: number, want: Extract<CheckJob, { type: 'preview' }>['want']): Promise<PreviewAnswer> {
    return this.enqueue<PreviewAnswer>({ type: 'preview', root, overlay, version, want }, 1);
  }

  /** The editor's preview of a file of the draft as typed: its problems and page; the preview frame's requests of `version` are answered from the same model. */
  previewPage(root: string, version: number, request: PreviewRequestOf): Promise<PreviewPageAnswer> {
    return this.enqueue<PreviewPageAnswer>({ type: 'preview-page', root, version, request }, 0);
  }

  /** The place a source mark of the draft's preview names (`overlay`: the text typed). */
  findMark(root: string, overlay: Record<string, string>, id: string): Promise<{ file: string; path: (string | number)[]; line: number } | undefined> {
    return this.enqueue({ type: 'find-mark', root, overlay, id }, 0);
  }

  /** How far each file of the draft at `root` is translated into each language. */
  translations(root: string): Promise<TranslationStatus[]> {
    return this.enqueue<TranslationStatus[]>({ type: 'translations', root }, 0);
  }

  /** The draft at `root` is gone (published, discarded): its memo and model are dropped. */
  forget(root: string): void {
    void this.enqueue({ type: 'forget', root }, 1).catch(() => undefined);
  }

  /**
   * Test seam: the thread stops before its next check until `release()`; `reached` resolves once it stopped there.
   * The request thread goes on answering meanwhile.
   */
  hold(): { reached: Promise<void>; release: () => void } {
    Atomics.store(this.held, 0, 1);
    const reached = new Promise<void>((resolve) => this.heldWaiters.push(resolve));
    return {
      reached,
      release: () => {
        Atomics.store(this.held, 0, 0);
        Atomics.notify(this.held, 0);
      },
    };
  }

  /** Stops the thread; the jobs not answered yet fail (a job asked for later starts it again). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const pending = [...(this.running ? [this.running.job] : []), ...this.queue.splice(0)];
    this.running = undefined;
    for (const waiter of pending.flatMap((job) => job.waiters)) waiter.reject(new Error('The studio stopped before the check was done.'));
    await worker?.terminate();
  }

  private enqueue<T>(job: CheckJob, priority: number, key?: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, key, priority, waiters: [{ resolve: resolve as (value: unknown) => void, reject }] });
      this.dispatch();
    });
  }

  private dispatch(): void {
    if (this.running || this.queue.length === 0) {
      if (!this.running) this.worker?.unref(); // idle: the thread does not keep the process alive
      return;
    }
    const next = this.queue.reduce((best, job, i) => (job.priority < this.queue[best].priority ? i : best), 0);
    const [job] = this.queue.splice(next, 1);
    const worker = this.start();
    worker.ref();
    this.running = { id: this.nextId++, job };
    this.stats.ran[job.job.type] += 1;
    worker.postMessage({ id: this.running.id, job: job.job });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const data: CheckWorkerData = { memoPages: this.options.memoPages ?? 4000, maxDrafts: this.options.maxDrafts ?? 8, gate: this.gate };
    const worker = new Worker(typeScriptEntry(new URL('./draft-check-worker.ts', import.meta.url)), { eval: true, workerData: data, name: 'draft-checks' });
    worker.on('message', (reply: CheckReply) => {
      if ('held' in reply) {
        for (const resolve of this.heldWaiters.splice(0)) resolve();
        return;
      }
      const running = this.running;
      if (!running || running.id !== reply.id) return;
      this.running = undefined;
      this.stats.memos = reply.memos;
      if ('error' in reply) for (const waiter of running.job.waiters) waiter.reject(new Error(reply.error));
      else for (const waiter of running.job.waiters) waiter.resolve(reply.result);
      this.dispatch();
    });
    // the thread died (out of memory, a bug): its job fails, the next one starts a new thread
    const died = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.stats.memos = [];
      const running = this.running;
      this.running = undefined;
      for (const waiter of running?.job.waiters ?? []) waiter.reject(error);
      this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`The check thread stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}
