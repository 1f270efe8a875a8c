import type { Problem } from '../../config/messages/problems.ts';
import type { SiteFiles } from './site-files.ts';
import type { TranslationState } from '../contract.ts';
import { existsSync, rmSync } from 'node:fs';
import { addFilesAtomic, checkedAbs, checkedFile, editableFilesAt, openBytes, readEditable, saveEditable, writeFileAtomic } from './files.ts';
import { mediaLibrary } from './media-library.ts';
import { textsInHistory } from './translations.ts';

/**
 * The site's files on disk, as the dev server's editor (/_edit) edits them: a save writes the file in
 * place (through a temporary file and a rename), when it is still the one the editor opened.
 */
export function workingCopy(
  root: string,
  checks: {
    check: (overlay: Record<string, string>) => Problem[] | Promise<Problem[]>;
    checkSaved: () => Problem[] | Promise<Problem[]>;
    /** Without it: the problems of the text, and no page (a host without a preview). */
    preview?: SiteFiles['preview'];
    findMark?: SiteFiles['findMark'];
    translationStates?: () => TranslationState[];
  },
): SiteFiles {
  const abs = (file: string) => checkedAbs(root, file); // checked by the API already
  const { list, read } = editableFilesAt(root);
  return {
    id: root,
    checkPath: (file) => checkedFile(root, file),
    list,
    read,
    exists: (file) => existsSync(abs(file)),
    pastTexts: (file, count) => textsInHistory(root, file, count),
    media: () => mediaLibrary(root),
    openMedia: (file) => openBytes(abs(file)),
    save: async (file, text, baseHash) => {
      const saved = saveEditable(abs(file), text, baseHash);
      return saved.ok ? { ok: true, hash: saved.hash } : { ok: false, disk: saved.disk };
    },
    apply: async (changes) => {
      // every file is checked before any is written (the dev server's files have no commit to undo)
      for (const change of changes) if ((readEditable(abs(change.path))?.hash ?? null) !== change.baseHash) return { ok: false, path: change.path };
      for (const change of changes) {
        if (change.text === null) rmSync(abs(change.path), { force: true });
        else writeFileAtomic(abs(change.path), change.text);
      }
      return { ok: true };
    },
    addAssets: async (assets) => addFilesAtomic(root, assets),
    check: async (overlay) => checks.check(overlay),
    checkSaved: async () => checks.checkSaved(),
    translationStates: async () => checks.translationStates?.() ?? [],
    preview: checks.preview ?? (async ({ file, text, route }) => ({ problems: await checks.check({ [file]: text }), route, page: null, shell: null, placeholders: 0, version: 0, dataVersion: '' })),
    findMark: checks.findMark ?? (async () => undefined),
  };
}
