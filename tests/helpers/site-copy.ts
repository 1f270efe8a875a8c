import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_SITE = fileURLToPath(new URL('../fixtures/site', import.meta.url));
export const BROKEN_FIXTURES = fileURLToPath(new URL('../fixtures/broken', import.meta.url));

/** A throw-away copy of the valid fixture site, with the files of `overlays` laid over it. */
export function siteCopy(...overlays: string[]): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  for (const overlay of overlays) cpSync(overlay, root, { recursive: true, filter: (source) => path.basename(source) !== 'expected.txt' });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
