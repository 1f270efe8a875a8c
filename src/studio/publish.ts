import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../config/messages/problems.ts';
import { currentRelease, listReleases, newReleaseDir, pruneReleasesInBackground, removeTree, switchRelease } from '../prerender/releases.ts';
import { buildSite } from './builds.ts';
import { said, sentenceOf, type Drafts, type MergeConflict } from './drafts.ts';
import { sentenceIn, type Sentence } from '../interface/sentence.ts';
import { refusal, STUDIO_REFUSALS_IN } from './texts.ts';
import { commitOf, git, gitsFinished } from './git.ts';
import { Journal, type PublishJournal } from './publish-journal.ts';

export interface Author {
  name: string;
  email: string;
}

export type PublishOutcome =
  | { ok: true; commit: string; seconds: number; pushed?: string; pushError?: string; live?: string[] }
  | { ok: false; reason: 'conflict'; conflicts: MergeConflict[]; message: string }
  | { ok: false; reason: 'problems'; problems: Problem[]; message: string }
  | { ok: false; reason: 'build'; output: string; message: string }
  | { ok: false; reason: 'refused'; message: string };

/**
 * Publishing, one at a time: bring the live branch into the draft (a conflict stops here, for the studio
 * to resolve), check it as `npm run validate` does, build it into a new release, merge it into the live
 * branch, then switch the public site to the release in one step. A failed step changes nothing live.
 * Each step is written in a journal before it is taken: `recover()`, at start, finishes or takes back a
 * publish the studio was stopped in, so the live branch, the site and the history always agree.
 */
export class Publisher {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly journal: Journal;

  constructor(
    private readonly options: { drafts: Drafts; previews?: Pick<Previews, 'settled'>; repo: string; siteLink: string; dataDir: string; pushRemote?: string; liveBranch: () => Promise<string> },
  ) {
    this.journal = new Journal(options.dataDir);
  }

  async publish(id: string, publisher: Author): Promise<PublishOutcome> {
    this.options.drafts.require(id, 'publish'); // refused at once, before any work, when the draft is not in review
    return this.oneAtATime(() => this.publishOrTakeBack(id, publisher));
  }

  /** A publish that fails half-way (a git stopped after its time, a full disk) is finished or taken back at once, as at start. */
  private async publishOrTakeBack(id: string, publisher: Author): Promise<PublishOutcome> {
    try {
      return await this.publishNow(id, publisher);
    } catch (error) {
      const entry = this.journal.read();
      if (!entry) throw error;
      const after: Sentence = await this.resume(entry).catch((failed: Error) => refusal((r) => r.putBackFailed(failed.message)));
      this.journal.clear();
      const why = (error as Error).message;
      return said({ ok: false as const, reason: 'refused' as const }, { message: (language) => STUDIO_REFUSALS_IN[language].publishStopped(why, sentenceIn(after, language)) });
    }
  }

  /**
   * Puts the site's editable files back as they were in `commit`: a draft holding exactly them, asked for
   * review and published like any other (checked, built, switched); discarded when it does not publish.
   */
  async restore(commit: string, publisher: Author): Promise<PublishOutcome> {
    const { drafts } = this.options;
    const draft = await drafts.prepareRestore(commit, publisher);
    await drafts.requestReview(draft.id, publisher);
    const outcome = await this.oneAtATime(() => this.publishOrTakeBack(draft.id, publisher));
    if (!outcome.ok) await drafts.discard(draft.id).catch(() => undefined);
    return outcome;
  }

  private oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async publishNow(id: string, publisher: Author): Promise<PublishOutcome> {
    const started = performance.now();
    const { drafts, siteLink } = this.options;
    const merged = await drafts.mergeLive(id, publisher);
    if (!merged.ok) {
      const files = merged.conflicts.map((c) => c.path);
      return said({ ok: false as const, reason: 'conflict' as const, conflicts: merged.conflicts }, { message: refusal((r) => r.publishConflict(files)) });
    }
    // a preview of this draft still being built renders its pages and encodes its new photos and videos:
    // waiting for it lets this build take them from the cache instead of making them a second time beside it
    await this.options.previews?.settled(id);
    const root = drafts.root(id);
    const release = newReleaseDir(siteLink);
    const entry: PublishJournal = { step: 'building', draft: id, title: drafts.get(id)?.title ?? id, by: publisher, release };
    this.journal.record(entry);
    // the build checks the draft as npm run validate does: one check, in the build's own process
    const built = await buildSite(root, release, { serverConfigFile: this.serverConfigFile });
    if (!built.ok) this.journal.clear();
    if (!built.ok && built.problems.length > 0) {
      const { problems } = built;
      return said({ ok: false as const, reason: 'problems' as const, problems }, { message: refusal((r) => r.publishProblems(problems.length)) });
    }
    if (!built.ok) return said({ ok: false as const, reason: 'build' as const, output: built.output }, { message: refusal((r) => r.buildFailed) });
    this.journal.record({ ...entry, step: 'merging', liveBefore: await this.liveTip(), draftTip: await drafts.tip(id) });
    const published = await drafts.publish(id, publisher);
    if (!published.ok) {
      rmSync(release, { recursive: true, force: true });
      this.journal.clear();
      return said({ ok: false as const, reason: 'refused' as const }, { message: sentenceOf(published, 'message') ?? published.message });
    }
    this.journal.record({ ...entry, step: 'merged', commit: published.commit });
    switchRelease(siteLink, release);
    this.journal.record({ ...entry, step: 'switched', commit: published.commit });
    const outcome: PublishOutcome = { ok: true, commit: published.commit, seconds: Math.round((performance.now() - started) / 100) / 10 };
    const pushing = await this.tidyAndPush();
    Object.assign(outcome, pushing);
    const pushError = sentenceOf(pushing, 'pushError');
    if (pushError) said(outcome, { pushError });
    this.journal.clear();
    return outcome;
  }

  /**
   * At start, before any request: a publish the studio was stopped in is finished (the live branch
   * took the draft) or taken back (it did not), and release folders no publish finished are removed.
   * Returns what was done, in sentences for the log.
   */
  recover(): Promise<string[]> {
    return this.oneAtATime(async () => {
      const done: string[] = [];
      // a git the stopped studio had started may still be writing (a merge into the live branch): its result first
      await gitsFinished(this.options.repo);
      const entry = this.journal.read();
      if (entry) done.push(sentenceIn(await this.resume(entry), 'en'));
      this.journal.clear();
      for (const folder of this.unfinishedReleases()) {
        rmSync(folder, { recursive: true, force: true });
        done.push(`Removed ${path.basename(folder)}, a release no publish finished.`);
      }
      return done;
    });
  }

  /** What was done, in each language: for the log at start, or for the publisher whose publish failed half-way. */
  private async resume(entry: PublishJournal): Promise<Sentence> {
    const { drafts, siteLink } = this.options;
    const { title } = entry;
    if (entry.step === 'building') {
      rmSync(entry.release, { recursive: true, force: true });
      return refusal((r) => r.interruptedBuilding(title));
    }
    let commit = entry.commit;
    if (entry.step === 'merging') {
      commit = await this.publishCommit(entry);
      if (!commit) {
        if (entry.draftTip) await drafts.undoUnfinishedMerge(entry.draftTip);
        rmSync(entry.release, { recursive: true, force: true });
        return refusal((r) => r.interruptedBeforeLive(title));
      }
      await drafts.finishPublish(entry.draft, commit, entry.by);
    }
    if (currentRelease(siteLink) !== entry.release) {
      if (!existsSync(path.join(entry.release, 'index.html'))) {
        // the release was removed by hand: built again, from the live branch that holds the publish
        const release = newReleaseDir(siteLink);
        const built = await buildSite(this.options.repo, release, { serverConfigFile: this.serverConfigFile });
        if (!built.ok) return refusal((r) => r.interruptedRebuildFailed(title, built.output));
        entry.release = release;
      }
      switchRelease(siteLink, entry.release);
    }
    const pushing = await this.tidyAndPush();
    const pushError = sentenceOf(pushing, 'pushError');
    const short = String(commit?.slice(0, 7));
    return (language) => `${STUDIO_REFUSALS_IN[language].interruptedNowLive(title, short)}${pushError ? ` ${sentenceIn(pushError, language)}` : ''}`;
  }

  /** The commit of the live branch that merged the journal's draft, if the merge was made. */
  private async publishCommit(entry: PublishJournal): Promise<string | undefined> {
    const tip = await this.liveTip();
    if (!entry.liveBefore || !entry.draftTip || tip === entry.liveBefore) return undefined;
    const parents = (await git(this.options.repo, ['rev-list', '--parents', '-n', '1', tip])).stdout.trim().split(' ').slice(1);
    return parents[0] === entry.liveBefore && parents[1] === entry.draftTip ? tip : undefined;
  }

  /** Release folders newer than the live one: builds that were stopped, or never switched to. */
  private unfinishedReleases(): string[] {
    const current = currentRelease(this.options.siteLink);
    if (!current) return [];
    return listReleases(this.options.siteLink).filter((folder) => path.basename(folder) > path.basename(current));
  }

  private async liveTip(): Promise<string> {
    return (await commitOf(this.options.repo, `refs/heads/${await this.options.liveBranch()}`))!;
  }

  private get serverConfigFile(): string {
    return path.join(path.dirname(this.options.siteLink), 'server-config.json');
  }

  private async tidyAndPush(): Promise<{ pushed?: string; pushError?: string }> {
    await pruneReleasesInBackground(this.options.siteLink);
    return this.options.pushRemote ? this.push() : {};
  }

  private async push(): Promise<{ pushed?: string; pushError?: string }> {
    const remote = this.options.pushRemote!;
    const branch = await this.options.liveBranch();
    try {
      await git(this.options.repo, ['push', remote, `${branch}:${branch}`], { timeoutMs: 120_000 });
      return { pushed: remote };
    } catch (error) {
      const why = (error as Error).message;
      return said({}, { pushError: refusal((r) => r.pushFailed(remote, why)) });
    }
  }
}

/**
 * Previews of drafts: the draft's own pages built into `<dataDir>/previews/<draft>/<commit>`, once per
 * saved version; a version with problems keeps the last preview that built.
 */
export class Previews {
  private readonly building = new Map<string, Promise<PreviewOutcome>>();

  constructor(private readonly dir: string) {}

  async ensure(id: string, root: string): Promise<PreviewOutcome> {
    const { stdout } = await git(root, ['rev-parse', 'HEAD']);
    const commit = stdout.trim();
    const outDir = path.join(this.dir, id, commit);
    if (existsSync(path.join(outDir, 'index.html'))) return { ok: true, dir: outDir, commit };
    const key = `${id}/${commit}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(id, root, commit, outDir).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Resolves once no preview of the draft is being built (whatever their outcome). */
  async settled(id: string): Promise<void> {
    await Promise.allSettled([...this.building].filter(([key]) => key.startsWith(`${id}/`)).map(([, pending]) => pending));
  }

  /** The newest preview that built for a draft, if any. */
  latest(id: string): string | undefined {
    const folder = path.join(this.dir, id);
    if (!existsSync(folder)) return undefined;
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'index.html')))
      .map((entry) => path.join(folder, entry.name))
      .sort((a, b) => mtime(b) - mtime(a))[0];
  }

  /**
   * A draft's previews, once it is published or discarded. A preview still being built may be writing
   * there: what is left then is removed by the next removal or by npm run studio:doctor, never an error
   * for the publish that asked.
   */
  remove(id: string): Promise<void> {
    // in the background: a preview of thousands of pages takes a while to delete, and the studio answers meanwhile
    return removeTree(path.join(this.dir, id));
  }

  private async build(id: string, root: string, commit: string, outDir: string): Promise<PreviewOutcome> {
    // checked once, by the build; the studio serves a preview itself, without the .br and .gz copies
    const built = await buildSite(root, outDir, { precompress: false });
    if (!built.ok) return { ok: false, dir: this.latest(id), problems: built.problems, output: built.output };
    void this.removeOlder(id, outDir);
    return { ok: true, dir: outDir, commit };
  }

  /** One preview per draft is enough: the ones built before `kept` go, never one still being built. */
  private async removeOlder(id: string, kept: string): Promise<void> {
    const folder = path.join(this.dir, id);
    const building = new Set([...this.building.keys()].filter((key) => key.startsWith(`${id}/`)).map((key) => key.slice(id.length + 1)));
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (full !== kept && !building.has(entry) && mtime(full) <= mtime(kept)) await removeTree(full);
    }
  }
}

export type PreviewOutcome = { ok: true; dir: string; commit: string } | { ok: false; dir?: string; problems: Problem[]; output: string };

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};
