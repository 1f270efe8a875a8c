import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_SITE = path.join(import.meta.dirname, '../fixtures/site');
export const BROKEN_FIXTURES = path.join(import.meta.dirname, '../fixtures/broken');

/** A throw-away copy of the valid fixture site, with the files of `overlays` laid over it. */
export function siteCopy(...overlays: string[]): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  for (const overlay of overlays) cpSync(overlay, root, { recursive: true, filter: (source) => path.basename(source) !== 'expected.txt' });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
