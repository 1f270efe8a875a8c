import type { SiteFiles } from '../editor/server/site-files.ts';
import { existsSync } from 'node:fs';
import { ASSETS_DIR, AssetTakenError, checkedAbs, checkedFile, checkPath, listEditable, openBytes } from '../editor/server/files.ts';
import { mediaLibrary } from '../editor/server/media-library.ts';
import { textsInHistory } from '../editor/server/translations.ts';
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
    id: root,
    checkPath: (file) => checkedFile(root, file),
    list: () => listEditable(root),
    read: (file) => drafts.read(id, file),
    exists: (file) => existsSync(checkedAbs(root, file)),
    pastTexts: (file, count) => textsInHistory(root, file, count),
    media: () => mediaLibrary(root),
    openMedia: (file) => openBytes(checkedAbs(root, file)),
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
    preview: async (request) => {
      const version = live?.reserve() ?? 0;
      const answer = await checks.previewPage(root, version, request);
      // a text that could be shown: the preview frame's pages and data come from its model from now on
      if (answer.page) live?.show(id, { [request.file]: request.text }, version);
      return { ...answer, version };
    },
    findMark: async (mark) => (await checks.findMark(root, live?.overlay(id) ?? {}, mark)) ?? undefined,
    addAssets: async (assets) => {
      // only images and videos: drafts.save would take any editable file (a page's YAML) from bytes
      const outside = assets.find((asset) => !asset.path.startsWith(`${ASSETS_DIR}/`) || !checkPath(root, asset.path).ok);
      if (outside) throw new Error(`${outside.path}: not a file under ${ASSETS_DIR}/`);
      // one commit on the draft's branch by the person uploading ("Add public/assets/…", "Edit …" for a file
      // replaced), or nothing. A file replaced is committed over the one there now, its hash read just before;
      // when another upload changed it in between, its hash is read again (up to three tries).
      for (let attempt = 1; ; attempt++) {
        const changes = assets.map((asset) => ({ path: asset.path, text: null, baseHash: asset.replace ? (drafts.read(id, asset.path)?.hash ?? null) : null, from: asset.from }));
        const saved = await drafts.save(id, changes, author());
        live?.saved(id); // the preview's model reads the new file's size
        if (saved.ok) return;
        const taken = saved.conflicts.find((conflict) => !assets.find((asset) => asset.path === conflict.path)?.replace);
        if (taken || attempt === 3) throw new AssetTakenError((taken ?? saved.conflicts[0]).path);
      }
    },
    check: (overlay) => checks.problems(root, overlay),
    checkSaved: () => checks.problems(root),
    translationStates: () => checks.translations(root),
  };
}
