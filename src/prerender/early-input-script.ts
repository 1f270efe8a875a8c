import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The holder of early presses (src/ui/early-input-holder.js) as every page carries it: inline, first in
 * <head>, so that it runs before the first paint, long before the page's module script arrives on a
 * slow connection. Its leading comment is left out. No inline script runs without the hash below in the
 * Content-Security-Policy's script-src (src/server/site-server.ts, the studio's, docs/deployment.md).
 */
export const EARLY_INPUT_SCRIPT = readFileSync(new URL('../ui/early-input-holder.js', import.meta.url), 'utf8')
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .trim();

/** The script-src source that allows the inline holder, and nothing else inline. */
export const EARLY_INPUT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT, 'utf8').digest('base64')}'`;

/** The holder as a tag of <head>. */
export function earlyInputTag(): string {
  return `<script>${EARLY_INPUT_SCRIPT}</script>`;
}
