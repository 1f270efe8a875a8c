import { randomBytes } from 'node:crypto';
import { constants, copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR, checkPath, EDITABLE_DIRS, hashOf, readEditable, SITE_CONFIG, SITE_CONFIG_TRANSLATION, writeFileAtomic } from '../editor/server/files.ts';
import { authorEnv, commitOf, contains, git, GitError, type Person } from './git.ts';
import { blobText, treeDiff, type FileDiff } from './tree-diff.ts';
import { allows, nextStatus, type DraftAction, type DraftStatus } from './draft-states.ts';
import { siteLinks } from '../config/site/site-tree.ts';
import { crashPoint } from './publish-journal.ts';
import { refusal, type StudioRefusals } from './texts.ts';
import { sentenceIn, type Sentence } from '../interface/sentence.ts';
import type { InterfaceLanguage } from '../interface/language.ts';

export type { Person } from './git.ts';
export type { DraftStatus } from './draft-states.ts';
export type DraftComment = { by: Person; text: string; at: string };
export type Draft = {
  id: string;
  title: string;
  owner: Person;
  created: string;
  updated: string;
  status: DraftStatus;
  /** Why a reviewer sent the draft back, oldest first. */
  comments: DraftComment[];
  /** The live commit the draft started from. */
  base: string;
  branch: string;
  reviewRequested?: { by: Person; at: string };
  published?: { commit: string; by: Person; at: string };
};

/**
 * A change to one file: `text` null deletes it, unless `from` names a file whose bytes it takes (an image
 * or a video an upload added); `baseHash` is the hash of the text the editor started from (null: no file).
 */
export type Change = { path: string; text: string | null; baseHash: string | null; from?: string };
export type SaveConflict = { path: string; theirs: { text: string; hash: string } | null; yours: string | null };
export type SaveResult = { ok: true; commit: string; files: { path: string; hash: string | null }[] } | { ok: false; conflicts: SaveConflict[] };
export type MergeConflict = { path: string; base: string | null; draft: string | null; live: string | null };
export type MergeResult = { ok: true; commit: string; merged: boolean } | { ok: false; conflicts: MergeConflict[] };
export type Resolution = { path: string; text: string | null };
export type ResolveResult = { ok: true; commit: string } | { ok: false; message: string; conflicts: MergeConflict[] };
export type PublishResult = { ok: true; commit: string; draft: Draft } | { ok: false; reason: 'behind' | 'dirty' | 'empty' | 'failed'; message: string };

/**
 * What kind of request the drafts cannot honour: one that is malformed or breaks a rule (`invalid`), asks
 * for what may not be touched (`forbidden`), names what is not there (`not-found`), or does not fit the
 * draft's state or the live site's (`conflict`). The server turns the kind into a status.
 */
export type DraftErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict';

/** A request the drafts cannot honour, worded for the person who asked. */
export class DraftError extends Error {
  constructor(
    readonly kind: DraftErrorKind,
    readonly sentence: Sentence,
  ) {
    super(sentenceIn(sentence, 'en'));
    this.name = 'DraftError';
  }

  textIn(language: InterfaceLanguage): string {
    return sentenceIn(this.sentence, language);
  }
}

/** The sentences of an answer's fields in each language (its fields hold the English ones: the logs', the tests'). */
const SENTENCES = new WeakMap<object, Record<string, Sentence>>();

/**
 * `answer` with `fields` in English, each remembered in every language: the route that sends it answers
 * it in the request's language (`answerIn`). A publish's outcome, a resolution's: answers, not refusals.
 */
export function said<A extends object, F extends Record<string, Sentence>>(answer: A, fields: F): A & { [K in keyof F]: string } {
  const english = Object.fromEntries(Object.entries(fields).map(([field, sentence]) => [field, sentenceIn(sentence, 'en')]));
  const answered = Object.assign(answer, english) as A & { [K in keyof F]: string };
  SENTENCES.set(answered, { ...SENTENCES.get(answer), ...fields });
  return answered;
}

/** The sentence of an answer's field, in every language, when it was made by `said`. */
export function sentenceOf(answer: object, field: string): Sentence | undefined {
  return SENTENCES.get(answer)?.[field];
}

/** The answer with its sentences in `language` (an answer made without `said` is as it is). */
export function answerIn<A extends object>(answer: A, language: InterfaceLanguage): A {
  const sentences = SENTENCES.get(answer);
  if (!sentences) return answer;
  return { ...answer, ...Object.fromEntries(Object.entries(sentences).map(([field, sentence]) => [field, sentenceIn(sentence, language)])) };
}

/** What a draft may change, and what a restore puts back. */
/** As git pathspecs (git reads `*` as a wildcard): site.config.yaml and its translations, pages/, content/, public/assets/. */
export const EDITABLE_PATHS = [SITE_CONFIG, 'site.config.*.yaml', ...EDITABLE_DIRS, ASSETS_DIR];
const ID = /^d-[0-9a-f]{8}$/;
const LIVE_LOCK = ':live';

/**
 * Drafts of the site: each one a branch `studio/<id>` with its own worktree under `<dataDir>/drafts/<id>`,
 * its metadata in `<dataDir>/drafts.json`. Operations on one draft run one after the other.
 */
export class Drafts {
  readonly repo: string;
  readonly dataDir: string;
  private liveName: Promise<string> | undefined;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(options: { repo: string; dataDir: string; liveBranch?: string }) {
    this.repo = path.resolve(options.repo);
    this.dataDir = path.resolve(options.dataDir);
    if (options.liveBranch) this.liveName = Promise.resolve(options.liveBranch);
  }

  /** The live branch: the one given, or the one checked out in the repository when first asked. */
  liveBranch(): Promise<string> {
    this.liveName ??= git(this.repo, ['symbolic-ref', '--short', 'HEAD'])
      .then((r) => r.stdout.trim())
      .catch((error) => {
        this.liveName = undefined;
        throw error;
      });
    return this.liveName;
  }

  list(): Draft[] {
    return this.load();
  }

  get(id: string): Draft | undefined {
    return ID.test(id) ? this.load().find((d) => d.id === id) : undefined;
  }

  /** Whether the draft is still open (it has its worktree). */
  isOpen(id: string): boolean {
    const draft = this.get(id);
    return draft !== undefined && allows('read', draft.status);
  }

  /** The folder of the draft's worktree, where its files are validated and its preview built. */
  root(id: string): string {
    this.need(id, 'read');
    return this.worktree(id);
  }

  async create(title: string, author: Person): Promise<Draft> {
    const cleanTitle = titleOf(title);
    envOf(author);
    const live = await this.liveTip();
    const id = `d-${randomBytes(4).toString('hex')}`;
    mkdirSync(path.join(this.dataDir, 'drafts'), { recursive: true });
    await git(this.repo, ['worktree', 'add', '--quiet', '-b', branchOf(id), this.worktree(id), live]);
    const at = now();
    const draft: Draft = { id, title: cleanTitle, owner: personOf(author), created: at, updated: at, status: 'editing', comments: [], base: live, branch: branchOf(id) };
    this.store([...this.load(), draft]);
    return draft;
  }

  read(id: string, file: string): { text: string; hash: string } | undefined {
    this.need(id, 'read');
    return readEditable(checked(this.worktree(id), file));
  }

  /** Writes all the changes and commits them, or, when a file changed since its editor opened it, nothing. */
  save(id: string, changes: Change[], author: Person): Promise<SaveResult> {
    return this.exclusive(id, async () => {
      this.need(id, 'save');
      const env = envOf(author);
      const root = this.worktree(id);
      if (changes.length === 0) throw new DraftError('invalid', refusal((r) => r.noFileToSave));
      const files = checkedChanges(root, changes);
      const conflicts = files.flatMap(({ change, abs }) => {
        const theirs = readEditable(abs) ?? null;
        return (theirs?.hash ?? null) === change.baseHash ? [] : [{ path: change.path, theirs, yours: change.text }];
      });
      if (conflicts.length > 0) return { ok: false, conflicts };
      await this.rollbackOnError(root, async () => {
        for (const { change, abs } of files) writeOrRemove(abs, change);
        const touched = files.filter(({ change }) => change.text !== null || change.from !== undefined || change.baseHash !== null).map((f) => f.rel);
        if (touched.length > 0) await git(root, ['add', '-A', '--', ...touched]);
        const staged = await stagedFiles(root);
        if (staged.length > 0) await git(root, ['commit', '-q', '-m', saveMessage(staged)], { env });
      });
      this.update(id, (d) => (d.status = nextStatus('save', d.status)));
      const hashes = files.map(({ change, abs }) => ({ path: change.path, hash: change.from !== undefined ? (readEditable(abs)?.hash ?? null) : change.text === null ? null : hashOf(change.text) }));
      return { ok: true, commit: (await commitOf(root, 'HEAD'))!, files: hashes };
    });
  }

  /** What the draft changes, from where it meets the live branch to its tip. */
  async diff(id: string): Promise<FileDiff[]> {
    return (await this.changes(id)).diff;
  }

  /** What the draft changes, with the two commits it is read between (the files of each side are read there). */
  async changes(id: string): Promise<{ base: string; tip: string; diff: FileDiff[] }> {
    this.need(id, 'read');
    const tip = (await commitOf(this.repo, `refs/heads/${branchOf(id)}`))!;
    const base = (await git(this.repo, ['merge-base', await this.liveTip(), tip])).stdout.trim();
    return { base, tip, diff: await treeDiff(this.repo, base, tip) };
  }

  requestReview(id: string, by: Person): Promise<Draft> {
    return this.exclusive(id, async () => {
      this.need(id, 'askReview');
      return this.update(id, (d) => {
        d.status = nextStatus('askReview', d.status);
        d.reviewRequested = { by: personOf(by), at: now() };
      });
    });
  }

  sendBack(id: string, by: Person, comment: string): Promise<Draft> {
    return this.exclusive(id, async () => {
      this.need(id, 'sendBack');
      const text = comment.trim();
      if (!text) throw new DraftError('invalid', refusal((r) => r.noComment));
      // line breaks and tabs are a comment's own; other control characters (NUL, separators) are not text
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw new DraftError('invalid', refusal((r) => r.commentCharacters));
      if (text.length > MAX_COMMENT_LENGTH) throw new DraftError('invalid', refusal((r) => r.commentTooLong(MAX_COMMENT_LENGTH)));
      return this.update(id, (d) => {
        d.status = nextStatus('sendBack', d.status);
        d.comments.push({ by: personOf(by), text, at: now() });
      });
    });
  }

  discard(id: string): Promise<Draft> {
    return this.exclusive(id, async () => {
      this.need(id, 'discard');
      await this.removeBranch(id);
      return this.update(id, (d) => (d.status = nextStatus('discard', d.status)));
    });
  }

  /** Brings the live site into the draft; on a conflict, nothing changes and the three texts of each conflicted file are returned. */
  mergeLive(id: string, author: Person): Promise<MergeResult> {
    return this.exclusive(id, async () => {
      const draft = this.need(id, 'bringLive');
      const env = envOf(author);
      const root = this.worktree(id);
      const live = await this.liveTip();
      if (await contains(root, 'HEAD', live)) return { ok: true, commit: (await commitOf(root, 'HEAD'))!, merged: false };
      const { code } = await git(root, ['merge', '--no-ff', '--no-edit', '-m', `Merge the live site into ${draft.title}`, live], { env, allowExit: [1] });
      if (code === 0) {
        this.update(id, () => {});
        return { ok: true, commit: (await commitOf(root, 'HEAD'))!, merged: true };
      }
      const conflicts = await mergeConflicts(root);
      await abortMerge(root);
      if (conflicts.length === 0) throw new DraftError('conflict', refusal((r) => r.mergeFailed(draft.title)));
      return { ok: false, conflicts };
    });
  }

  /** Merges the live site again, with the editor's text for every conflicted file, and commits the merge. */
  resolve(id: string, resolutions: Resolution[], author: Person): Promise<ResolveResult> {
    return this.exclusive(id, async () => {
      const draft = this.need(id, 'bringLive');
      const env = envOf(author);
      const root = this.worktree(id);
      const files = checkedChanges(
        root,
        resolutions.map((r) => ({ ...r, baseHash: null })),
      );
      const live = await this.liveTip();
      if (await contains(root, 'HEAD', live)) return said({ ok: false as const, conflicts: [] }, { message: refusal((r) => r.alreadyHasLive) });
      return this.abortOnError(root, async (): Promise<ResolveResult> => {
        await git(root, ['merge', '--no-ff', '--no-commit', live], { env, allowExit: [1] });
        const conflicts = await mergeConflicts(root);
        const unresolved = conflicts.filter((c) => !files.some((f) => f.rel === c.path));
        const unexpected = files.filter((f) => !conflicts.some((c) => c.path === f.rel));
        if (unresolved.length > 0 || unexpected.length > 0) {
          await abortMerge(root);
          const parts = (r: StudioRefusals) => [unresolved.length > 0 && r.stillToResolve(unresolved.map((c) => c.path)), unexpected.length > 0 && r.notInConflict(unexpected.map((f) => f.rel))];
          return said({ ok: false as const, conflicts }, { message: refusal((r) => parts(r).filter(Boolean).join('; ')) });
        }
        for (const { change, abs } of files) writeOrRemove(abs, change);
        const resolved = files.map((f) => f.rel);
        if (resolved.length > 0) await git(root, ['add', '-A', '--', ...resolved]);
        const message = `Merge the live site into ${draft.title}${resolved.length > 0 ? `: resolved ${resolved.join(', ')}` : ''}`;
        await git(root, ['commit', '-q', '--no-edit', '-m', message], { env });
        this.update(id, () => {});
        return { ok: true, commit: (await commitOf(root, 'HEAD'))! };
      });
    });
  }

  /** Merges the draft into the live branch, in the repository's own working copy, as the publisher. */
  publish(id: string, publisher: Person, message?: string): Promise<PublishResult> {
    return this.exclusive(id, () =>
      this.exclusive(LIVE_LOCK, async (): Promise<PublishResult> => {
        const draft = this.need(id, 'publish');
        const env = envOf(publisher);
        await this.requireLiveCheckedOut();
        const live = await this.liveTip();
        const tip = (await commitOf(this.repo, `refs/heads/${draft.branch}`))!;
        if (!(await contains(this.repo, tip, live))) return said({ ok: false as const, reason: 'behind' as const }, { message: refusal((r) => r.publishBehind(draft.title)) });
        const { code } = await git(this.repo, ['diff', '--quiet', live, tip, '--'], { allowExit: [1] });
        if (code === 0) return said({ ok: false as const, reason: 'empty' as const }, { message: refusal((r) => r.publishEmpty(draft.title)) });
        const dirty = await this.dirtyEditableFiles();
        if (dirty.length > 0) return said({ ok: false as const, reason: 'dirty' as const }, { message: refusal((r) => r.publishDirty(this.repo, dirty)) });
        const messages = ['-m', `Publish: ${draft.title}`, ...(message?.trim() ? ['-m', message.trim()] : [])];
        try {
          await git(this.repo, ['merge', '--no-ff', '-q', ...messages, `refs/heads/${draft.branch}`], { env });
        } catch (error) {
          if (!(error instanceof GitError)) throw error;
          await this.putBackWorkingCopy(tip);
          // git's own words are for the log: the publisher reads what happened and what to do
          console.error(`The merge of ${draft.branch} into the live branch failed: ${error.stderr.trim()}`);
          return said({ ok: false as const, reason: 'failed' as const }, { message: refusal((r) => r.publishNotTaken(draft.title)) });
        }
        const commit = (await commitOf(this.repo, 'HEAD'))!;
        crashPoint('merged-live');
        await this.removeBranch(id);
        const published = this.update(id, (d) => {
          d.status = nextStatus('publish', d.status);
          d.published = { commit, by: personOf(publisher), at: now() };
        });
        return { ok: true, commit, draft: published };
      }),
    );
  }

  /** The commit a draft's branch points to (undefined once it is published or discarded). */
  tip(id: string): Promise<string | undefined> {
    const draft = this.get(id);
    return draft ? commitOf(this.repo, `refs/heads/${draft.branch}`) : Promise.resolve(undefined);
  }

  /**
   * For a publish the studio was stopped in the middle of: the live branch holds the draft (`commit`),
   * but the draft was not yet marked published. Done now, as publish would have.
   */
  finishPublish(id: string, commit: string, publisher: Person): Promise<void> {
    return this.exclusive(id, async () => {
      await this.removeBranch(id);
      const draft = this.get(id);
      if (!draft || draft.status !== 'review') return;
      this.update(id, (d) => {
        d.status = nextStatus('publish', d.status);
        d.published = { commit, by: personOf(publisher), at: now() };
      });
    });
  }

  /**
   * For a merge into the live branch the studio was stopped in the middle of (its commit never made):
   * the working copy's editable files back as the live branch has them. Publishing required them
   * unchanged, so every difference is the merge's; an untracked file is removed only when it is the
   * draft's (`draftTip`) version of that file, which the merge wrote.
   */
  undoUnfinishedMerge(draftTip: string): Promise<void> {
    return this.exclusive(LIVE_LOCK, () => this.putBackWorkingCopy(draftTip));
  }

  private async putBackWorkingCopy(draftTip: string): Promise<void> {
    // the killed git's lock; the studio is the only writer of the working copy while it publishes
    rmSync(path.join(this.repo, '.git', 'index.lock'), { force: true });
    await abortMerge(this.repo);
    await git(this.repo, ['reset', '-q', 'HEAD', '--', ...EDITABLE_PATHS]);
    const tracked = await treePaths(this.repo, 'HEAD');
    if (tracked.length > 0) await git(this.repo, ['checkout', '-q', 'HEAD', '--', ...tracked]);
    const { stdout } = await git(this.repo, ['ls-files', '-z', '--others', '--exclude-standard', '--', ...EDITABLE_PATHS]);
    for (const file of stdout.split('\0').filter(Boolean)) {
      const blob = (await git(this.repo, ['rev-parse', '--verify', '--quiet', `${draftTip}:${file}`], { allowExit: [1] })).stdout.trim();
      const ours = (await git(this.repo, ['hash-object', '--', file])).stdout.trim();
      if (blob && blob === ours) rmSync(path.join(this.repo, file), { force: true });
    }
  }

  /** A draft whose editable files are exactly those of `commit`, to publish like any other. */
  async prepareRestore(commit: string, author: Person): Promise<Draft> {
    const env = envOf(author);
    const target = await commitOf(this.repo, commit);
    if (!target) throw new DraftError('not-found', refusal((r) => r.noVersion(commit)));
    const { stdout } = await git(this.repo, ['show', '-s', '--format=%h %as', target]);
    const [short, date] = stdout.trim().split(' ');
    const same = await git(this.repo, ['diff', '--quiet', await this.liveTip(), target, '--', ...EDITABLE_PATHS], { allowExit: [1] });
    if (same.code === 0) throw new DraftError('conflict', refusal((r) => r.alreadyLive(short, date)));
    const draft = await this.create(`Restore ${short} (${date})`, author);
    return this.exclusive(draft.id, async () => {
      const root = this.worktree(draft.id);
      try {
        const present = new Set([...(await treePaths(root, 'HEAD')), ...(await treePaths(root, target))]);
        await git(root, ['checkout', '--no-overlay', target, '--', ...present]);
        await git(root, ['commit', '-q', '-m', `Restore ${short} (${date})`, '-m', `The editable files (${EDITABLE_PATHS.join(', ')}) as in ${target}.`], { env });
        return this.update(draft.id, () => {});
      } catch (error) {
        await this.removeBranch(draft.id);
        this.update(draft.id, (d) => (d.status = nextStatus('discard', d.status)));
        throw error;
      }
    });
  }

  private worktree(id: string): string {
    return path.join(this.dataDir, 'drafts', id);
  }

  private async liveTip(): Promise<string> {
    const name = await this.liveBranch();
    const tip = await commitOf(this.repo, `refs/heads/${name}`);
    if (!tip) throw new DraftError('conflict', refusal((r) => r.liveHasNoCommit(name)));
    return tip;
  }

  private async requireLiveCheckedOut(): Promise<void> {
    const name = await this.liveBranch();
    const { stdout, code } = await git(this.repo, ['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowExit: [1] });
    if (code !== 0 || stdout.trim() !== name) throw new DraftError('conflict', refusal((r) => r.liveNotCheckedOut(this.repo, name)));
  }

  /** Tracked files under the editable paths that differ from the last commit, in the index or the working copy. */
  private async dirtyEditableFiles(): Promise<string[]> {
    const { stdout } = await git(this.repo, ['status', '--porcelain=v1', '-z', '--no-renames', '--untracked-files=no', '--', ...EDITABLE_PATHS]);
    return stdout
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => entry.slice(3));
  }

  private async removeBranch(id: string): Promise<void> {
    if (existsSync(this.worktree(id))) await git(this.repo, ['worktree', 'remove', '--force', this.worktree(id)]);
    await git(this.repo, ['worktree', 'prune']);
    if (await commitOf(this.repo, `refs/heads/${branchOf(id)}`)) await git(this.repo, ['branch', '-D', '--', branchOf(id)]);
  }

  /** Puts the worktree back to its last commit when writing or committing fails half-way. */
  private async rollbackOnError(root: string, task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      await git(root, ['reset', '-q', '--hard', 'HEAD']);
      await git(root, ['clean', '-q', '-f', '-d', '--', ...EDITABLE_PATHS]);
      throw error;
    }
  }

  private async abortOnError<T>(root: string, task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      await abortMerge(root);
      throw error;
    }
  }

  /** Runs `task` after every earlier task of the same key has finished, whether it succeeded or not. */
  private exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(key) ?? Promise.resolve()).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  /** The draft, when the state table lets `action` happen to it now; else a refusal saying why. */
  private need(id: string, action: DraftAction): Draft {
    const draft = this.get(id);
    if (!draft) throw new DraftError('not-found', refusal((r) => r.noOpenDraft(id)));
    if (!allows(action, draft.status)) throw new DraftError('conflict', refusal((r) => r.state(draft.title, draft.status)));
    if (action === 'save' || action === 'publish') {
      // nothing is written or published through a link: it could lead out of the draft, or in a loop
      const links = siteLinks(this.worktree(id), SITE_CONFIG);
      if (links.length > 0) throw new DraftError('conflict', refusal((r) => r.holdsLinks(links, draft.branch)));
    }
    return draft;
  }

  /** Refuses now, before any work, what the state table would refuse `action` on the draft. */
  require(id: string, action: DraftAction): Draft {
    return this.need(id, action);
  }

  private get file(): string {
    return path.join(this.dataDir, 'drafts.json');
  }

  private load(): Draft[] {
    if (!existsSync(this.file)) return [];
    return (JSON.parse(readFileSync(this.file, 'utf8')) as { drafts: Draft[] }).drafts;
  }

  private store(drafts: Draft[]): void {
    mkdirSync(this.dataDir, { recursive: true });
    writeFileAtomic(this.file, `${JSON.stringify({ drafts }, null, 2)}\n`);
  }

  /** Reads, changes and writes drafts.json in one synchronous step, so no other change can come in between. */
  private update(id: string, change: (draft: Draft) => void): Draft {
    const drafts = this.load();
    const draft = drafts.find((d) => d.id === id);
    if (!draft) throw new DraftError('not-found', refusal((r) => r.noOpenDraft(id)));
    change(draft);
    draft.updated = now();
    this.store(drafts);
    return draft;
  }
}

/** The git environment for `person`, or a 400 DraftError when git would refuse or mangle their name. */
function envOf(person: Person): Record<string, string> {
  try {
    return authorEnv(person);
  } catch (error) {
    throw new DraftError('invalid', (error as Error).message);
  }
}

function branchOf(id: string): string {
  return `studio/${id}`;
}

function now(): string {
  return new Date().toISOString();
}

function personOf(person: Person): Person {
  return { name: person.name.trim(), email: person.email.trim() };
}

export const MAX_TITLE_LENGTH = 200;
export const MAX_COMMENT_LENGTH = 2000;

function titleOf(title: string): string {
  // control characters (NUL, the record separators a history is read with, line breaks) have no place in a title
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(title)) throw new DraftError('invalid', refusal((r) => r.titleCharacters));
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean) throw new DraftError('invalid', refusal((r) => r.noTitle));
  if (clean.length > MAX_TITLE_LENGTH) throw new DraftError('invalid', refusal((r) => r.titleTooLong(MAX_TITLE_LENGTH)));
  return clean;
}

/** The absolute path of an editable file of the worktree, or a 403 DraftError saying why it is not one. */
function checked(root: string, file: string): string {
  const result = checkPath(root, file);
  if (!result.ok) throw new DraftError('forbidden', result.sentence);
  return result.abs;
}

/** Every change's path checked, before anything is written; the same file twice is refused. */
function checkedChanges(root: string, changes: Change[]): { change: Change; abs: string; rel: string }[] {
  const realRoot = realpathSync(root);
  const files = changes.map((change) => {
    const abs = checked(root, change.path);
    if (change.from !== undefined && (change.text !== null || !statSync(change.from, { throwIfNoEntry: false })?.isFile())) throw new DraftError('invalid', refusal((r) => r.noBytes(change.path)));
    return { change, abs, rel: path.relative(realRoot, abs).split(path.sep).join('/') };
  });
  const twice = files.find((f, i) => files.findIndex((g) => g.rel === f.rel) !== i);
  if (twice) throw new DraftError('invalid', refusal((r) => r.namedTwice(twice.change.path)));
  return files;
}

function writeOrRemove(abs: string, change: Change): void {
  if (change.from !== undefined) copyFileAtomic(change.from, abs);
  else if (change.text === null) rmSync(abs, { force: true });
  else writeFileAtomic(abs, change.text);
}

/** Copies a file's bytes into the worktree through a temporary file and a rename, as writeFileAtomic writes text. */
function copyFileAtomic(from: string, abs: string): void {
  mkdirSync(path.dirname(abs), { recursive: true });
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    copyFileSync(from, temp, constants.COPYFILE_EXCL);
    renameSync(temp, abs);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The staged files and how they change, for the commit message. */
async function stagedFiles(root: string): Promise<{ path: string; kind: 'A' | 'M' | 'D' }[]> {
  const { stdout } = await git(root, ['diff', '--cached', '--name-status', '--no-renames', '-z']);
  const parts = stdout.split('\0');
  const files: { path: string; kind: 'A' | 'M' | 'D' }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) files.push({ kind: parts[i] === 'A' || parts[i] === 'D' ? parts[i] : 'M', path: parts[i + 1] } as { path: string; kind: 'A' | 'M' | 'D' });
  return files;
}

/** `Edit a, b`, `Add a`, `Delete a`; with more than three files `Edit 5 files: a, b, c…`. */
function saveMessage(files: { path: string; kind: 'A' | 'M' | 'D' }[]): string {
  const verb = files.every((f) => f.kind === 'A') ? 'Add' : files.every((f) => f.kind === 'D') ? 'Delete' : 'Edit';
  const names = files.map((f) => f.path);
  if (names.length <= 3) return `${verb} ${names.join(', ')}`;
  return `${verb} ${names.length} files: ${names.slice(0, 3).join(', ')}…`;
}

async function mergeConflicts(root: string): Promise<MergeConflict[]> {
  const { stdout } = await git(root, ['diff', '--name-only', '-z', '--diff-filter=U']);
  const paths = stdout.split('\0').filter(Boolean);
  const conflicts: MergeConflict[] = [];
  for (const file of paths) {
    const [base, draft, live] = await Promise.all([blobText(root, ':1', file), blobText(root, ':2', file), blobText(root, ':3', file)]);
    conflicts.push({ path: file, base, draft, live });
  }
  return conflicts;
}

/** Ends a merge in progress, if any, leaving the working copy at its last commit. */
async function abortMerge(cwd: string): Promise<void> {
  const inProgress = await git(cwd, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'], { allowExit: [1] });
  if (inProgress.code === 0) await git(cwd, ['merge', '--abort']);
}

/** Which of the editable paths exist in `rev`. */
async function treePaths(cwd: string, rev: string): Promise<string[]> {
  // ls-tree takes no wildcards: the site config's translations are found among the root's files
  const { stdout } = await git(cwd, ['ls-tree', '-z', '--name-only', rev, '--', ...EDITABLE_PATHS.filter((p) => !p.includes('*'))]);
  const root = await git(cwd, ['ls-tree', '-z', '--name-only', rev]);
  const translations = root.stdout.split('\0').filter((name) => SITE_CONFIG_TRANSLATION.test(name));
  return [...stdout.split('\0').filter(Boolean), ...translations];
}
