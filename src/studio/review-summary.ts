import type { InterfaceLanguage } from '../interface/language.ts';
import { SITE_CONFIG } from '../editor/server/files.ts';
import { studioUrl } from './contract.ts';
import { filesToRead, filesOnly, summariseChanges, type ChangeGroup } from './review-words.ts';
import { blobTexts, type FileDiff } from './tree-diff.ts';

/**
 * The changes from version `from` to version `to` (a draft's base and tip, or a published version's parent
 * and itself) in the words of the site, in `language`: the files the summary reads besides the diff's (the
 * settings, the translations beside a changed page) are read in `to`, in one git process however many; each
 * picture is shown from the version it belongs to. A summary that fails names the files, and says why in the log.
 */
export async function changesInWords(repo: string, from: string, to: string, diff: FileDiff[], language: InterfaceLanguage): Promise<ChangeGroup[]> {
  try {
    const settings = diff.find((file) => file.path === SITE_CONFIG);
    const siteConfig = settings ? settings.after : ((await blobTexts(repo, to, [SITE_CONFIG])).get(SITE_CONFIG) ?? null);
    const files = await blobTexts(repo, to, filesToRead(diff, siteConfig));
    return summariseChanges({ diff, files, language, mediaUrl: (side, file) => mediaAtVersion(side === 'before' ? from : to, file) });
  } catch (error) {
    console.error(`The changes from ${from} to ${to} could not be said in words: ${(error as Error).stack ?? String(error)}`);
    return filesOnly(diff, language);
  }
}

/** Where the studio serves a picture or a video as it is in a version (GET history/<commit>/file?path=…). */
export function mediaAtVersion(commit: string, file: string): string {
  return `${studioUrl('versionFile', { commit })}?path=${encodeURIComponent(file)}`;
}
