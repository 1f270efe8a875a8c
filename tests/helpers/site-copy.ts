import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_SITE = path.join(import.meta.dirname, '../fixtures/site');
export const BROKEN_FIXTURES = path.join(import.meta.dirname, '../fixtures/broken');
/** Valid files that are unusual (BOM, CRLF, non-Latin text, emoji, anchors, very long text, …): each must load without a problem. */
export const UNUSUAL_FIXTURES = path.join(import.meta.dirname, '../fixtures/unusual');

const NOT_SITE_FILES = new Set(['expected.txt', 'replace.json']);

/**
 * A throw-away copy of the valid fixture site with each overlay folder laid over it: its files replace
 * the site's, and its replace.json ({ "file": [[from, to], …] }) edits files in place, each `from`
 * having to occur exactly once.
 */
export function siteCopy(...overlays: string[]): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  for (const overlay of overlays) {
    cpSync(overlay, root, { recursive: true, filter: (source) => !NOT_SITE_FILES.has(path.basename(source)) });
    const replacements = path.join(overlay, 'replace.json');
    if (!existsSync(replacements)) continue;
    for (const [file, pairs] of Object.entries(JSON.parse(readFileSync(replacements, 'utf8')) as Record<string, [string, string][]>)) {
      let text = readFileSync(path.join(root, file), 'utf8');
      for (const [from, to] of pairs) {
        const count = text.split(from).length - 1;
        if (count !== 1) throw new Error(`${replacements}: "${from}" occurs ${count} times in ${file}, not once`);
        text = text.replace(from, () => to);
      }
      writeFileSync(path.join(root, file), text);
    }
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
