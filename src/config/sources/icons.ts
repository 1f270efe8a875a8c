import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { icons as LucideIcons } from 'lucide';
import type { IconData } from '../../model/types.ts';

/**
 * Icon lookups for the config pipeline. Runs in Node only: the browser receives resolved SVG data.
 *
 * Both icon sets are required (their CommonJS builds) at the first lookup, not imported with this module:
 * imported, Lucide's ES build is two thousand modules, each through tsx's loader, and the two sets took
 * 0.5–0.8 s of the start of every command and test that loads the site; required, 0.2 s, and only by those
 * that look an icon up.
 */

const require = createRequire(import.meta.url);

let lucideNames: string[] | undefined;
/** Lucide icon names in kebab-case, as written in YAML and on lucide.dev. */
export function lucideIconNames(): string[] {
  if (!lucideNames) {
    const dir = require.resolve('lucide').replace(/dist[\\/]cjs[\\/]lucide\.js$/, 'dist/esm/icons');
    lucideNames = readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => f.slice(0, -'.mjs'.length));
  }
  return lucideNames;
}

let lucideIcons: typeof LucideIcons | undefined;
let lucideByKey: Map<string, keyof typeof LucideIcons> | undefined;
export function lucideIcon(name: string): IconData | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return undefined;
  if (!lucideIcons || !lucideByKey) {
    lucideIcons = (require('lucide') as { icons: typeof LucideIcons }).icons;
    lucideByKey = new Map(Object.keys(lucideIcons).map((k) => [k.toLowerCase(), k as keyof typeof LucideIcons]));
  }
  const key = lucideByKey.get(name.replaceAll('-', ''));
  if (!key) return undefined;
  const nodes = lucideIcons[key] as unknown as [string, Record<string, string | number>][];
  return {
    mode: 'stroke',
    elements: nodes.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)]))]),
  };
}

interface SimpleIcon {
  slug: string;
  title: string;
  path: string;
  hex: string;
}

let brandsBySlug: Map<string, SimpleIcon> | undefined;
function brands(): Map<string, SimpleIcon> {
  if (!brandsBySlug) {
    brandsBySlug = new Map();
    for (const value of Object.values(require('simple-icons') as Record<string, unknown>)) {
      if (value && typeof value === 'object' && 'slug' in value && 'path' in value) {
        const icon = value as SimpleIcon;
        brandsBySlug.set(icon.slug, icon);
      }
    }
  }
  return brandsBySlug;
}

export function brandSlugs(): Iterable<string> {
  return brands().keys();
}

export function brandLogo(slug: string): IconData | undefined {
  const icon = brands().get(slug);
  if (!icon) return undefined;
  return { mode: 'fill', elements: [['path', { d: icon.path }]], color: `#${icon.hex}` };
}
