import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../config/messages/problems.ts';
import { newReleaseDir, pruneReleases, switchRelease } from '../prerender/releases.ts';
import { buildSite } from './builds.ts';
import type { Drafts, MergeConflict } from './drafts.ts';
import { git } from './git.ts';

export interface Author {
  name: string;
  email: string;
}

export type PublishOutcome =
  | { ok: true; commit: string; seconds: number; pushed?: string; pushError?: string }
  | { ok: false; reason: 'conflict'; conflicts: MergeConflict[]; message: string }
  | { ok: false; reason: 'problems'; problems: Problem[]; message: string }
  | { ok: false; reason: 'build'; output: string; message: string }
  | { ok: false; reason: 'refused'; message: string };

/**
 * Publishing, one at a time: bring the live branch into the draft (a conflict stops here, for the studio
 * to resolve), check it as `npm run validate` does, build it into a new release, merge it into the live
 * branch, then switch the public site to the release in one step. A failed step changes nothing live.
 */
export class Publisher {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: { drafts: Drafts; repo: string; siteLink: string; pushRemote?: string; liveBranch: () => Promise<string> },
  ) {}

  async publish(id: string, publisher: Author): Promise<PublishOutcome> {
    this.options.drafts.require(id, 'publish'); // refused at once, before any work, when the draft is not in review
    return this.oneAtATime(() => this.publishNow(id, publisher));
  }

  /**
   * Puts the site's editable files back as they were in `commit`: a draft holding exactly them, asked for
   * review and published like any other (checked, built, switched); discarded when it does not publish.
   */
  async restore(commit: string, publisher: Author): Promise<PublishOutcome> {
    const { drafts } = this.options;
    const draft = await drafts.prepareRestore(commit, publisher);
    await drafts.requestReview(draft.id, publisher);
    const outcome = await this.oneAtATime(() => this.publishNow(draft.id, publisher));
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
      const files = merged.conflicts.map((c) => c.path).join(', ');
      return { ok: false, reason: 'conflict', conflicts: merged.conflicts, message: `Something published since this draft began changed the same lines of ${files}: choose what to keep, then publish again.` };
    }
    const root = drafts.root(id);
    const release = newReleaseDir(siteLink);
    // the build checks the draft as npm run validate does: one check, in the build's own process
    const built = await buildSite(root, release, { serverConfigFile: path.join(path.dirname(siteLink), 'server-config.json') });
    if (!built.ok && built.problems.length > 0) {
      const { problems } = built;
      return { ok: false, reason: 'problems', problems, message: `The draft has ${problems.length} problem${problems.length === 1 ? '' : 's'}: it cannot be published until ${problems.length === 1 ? 'it is' : 'they are'} fixed.` };
    }
    if (!built.ok) return { ok: false, reason: 'build', output: built.output, message: 'The build failed: the live site was not changed.' };
    const published = await drafts.publish(id, publisher);
    if (!published.ok) {
      rmSync(release, { recursive: true, force: true });
      return { ok: false, reason: 'refused', message: sentence(published.message) };
    }
    switchRelease(siteLink, release);
    pruneReleases(siteLink);
    const outcome: PublishOutcome = { ok: true, commit: published.commit, seconds: Math.round((performance.now() - started) / 100) / 10 };
    if (this.options.pushRemote) Object.assign(outcome, await this.push());
    return outcome;
  }

  private async push(): Promise<{ pushed?: string; pushError?: string }> {
    const remote = this.options.pushRemote!;
    const branch = await this.options.liveBranch();
    try {
      await git(this.options.repo, ['push', remote, `${branch}:${branch}`], { timeoutMs: 120_000 });
      return { pushed: remote };
    } catch (error) {
      return { pushError: `The site is live, but pushing to ${remote} failed: ${(error as Error).message}` };
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

  /** The newest preview that built for a draft, if any. */
  latest(id: string): string | undefined {
    const folder = path.join(this.dir, id);
    if (!existsSync(folder)) return undefined;
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'index.html')))
      .map((entry) => path.join(folder, entry.name))
      .sort((a, b) => mtime(b) - mtime(a))[0];
  }

  remove(id: string): void {
    rmSync(path.join(this.dir, id), { recursive: true, force: true });
  }

  private async build(id: string, root: string, commit: string, outDir: string): Promise<PreviewOutcome> {
    // checked once, by the build; the studio serves a preview itself, without the .br and .gz copies
    const built = await buildSite(root, outDir, { precompress: false });
    if (!built.ok) return { ok: false, dir: this.latest(id), problems: built.problems, output: built.output };
    this.removeOlder(id, outDir);
    return { ok: true, dir: outDir, commit };
  }

  /** One preview per draft is enough: the ones built before `kept` go, never one still being built. */
  private removeOlder(id: string, kept: string): void {
    const folder = path.join(this.dir, id);
    const building = new Set([...this.building.keys()].filter((key) => key.startsWith(`${id}/`)).map((key) => key.slice(id.length + 1)));
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (full !== kept && !building.has(entry) && mtime(full) <= mtime(kept)) rmSync(full, { recursive: true, force: true });
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

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
