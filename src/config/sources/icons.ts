import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { icons as lucideIcons } from 'lucide';
import * as simpleIcons from 'simple-icons';
import type { IconData } from '../../model/types.ts';

/** Icon lookups for the config pipeline. Runs in Node only: the browser receives resolved SVG data. */

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

let lucideByKey: Map<string, keyof typeof lucideIcons> | undefined;
export function lucideIcon(name: string): IconData | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return undefined;
  if (!lucideByKey) {
    lucideByKey = new Map(Object.keys(lucideIcons).map((k) => [k.toLowerCase(), k as keyof typeof lucideIcons]));
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
    for (const value of Object.values(simpleIcons)) {
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
