import type { SiteFiles } from '../editor/server/site-files.ts';
import { AssetTakenError, listEditable } from '../editor/server/files.ts';
import type { DraftChecks } from './draft-checks.ts';
import type { Drafts, Person } from './drafts.ts';
import type { LivePreviews } from './live-preview.ts';

/**
 * A draft's files as the editor edits them in the studio: its worktree, where a save is a commit on the
 * draft's branch by the person saving (src/studio/drafts.ts), refused when the file changed since it was opened.
 * Its checks run on the studio's check thread (src/studio/draft-checks.ts), with the draft's memo.
 */
export function draftFiles(drafts: Drafts, id: string, author: () => Person, checks: DraftChecks, live?: LivePreviews): SiteFiles {
  const root = drafts.root(id);
  return {
    root,
    list: () => listEditable(root),
    read: (file) => drafts.read(id, file),
    save: async (file, text, baseHash) => {
      const saved = await drafts.save(id, [{ path: file, text, baseHash }], author());
      live?.saved(id);
      if (!saved.ok) return { ok: false, disk: saved.conflicts[0]?.theirs ?? null };
      return { ok: true, hash: saved.files.find((f) => f.path === file)!.hash! };
    },
    apply: async (changes) => {
      const saved = await drafts.save(id, changes, author()); // one commit, or nothing
      live?.saved(id);
      return saved.ok ? { ok: true } : { ok: false, path: saved.conflicts[0].path };
    },
    showInPreview: (overlay) => live?.show(id, overlay),
    addAssets: async (assets) => {
      // one commit on the draft's branch by the person uploading ("Add public/assets/…"), or nothing
      const saved = await drafts.save(id, assets.map((asset) => ({ path: asset.path, text: null, baseHash: null, from: asset.from })), author());
      live?.saved(id); // the preview's model reads the new file's size
      if (!saved.ok) throw new AssetTakenError(saved.conflicts[0].path);
    },
    check: (overlay) => checks.problems(root, overlay),
    checkSaved: () => checks.problems(root),
    translationStates: () => checks.translations(root),
  };
}
