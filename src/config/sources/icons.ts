import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IconData } from '../../model/types.ts';

/**
 * Icon lookups for the config pipeline. Runs in Node only: the browser receives resolved SVG data.
 *
 * Each icon is read from its own file in the icon set's package, at its first lookup: Lucide's ES build has a
 * file per icon (an array of SVG elements), Simple Icons an SVG per brand and one JSON of their colours. The
 * packages' modules hold every icon: imported, Lucide's ES build was two thousand modules through tsx's loader
 * (0.5–0.8 s of every command's start); required as CommonJS, the two sets still took 0.3 s of a check of the
 * site (Simple Icons' is 5 MB of JavaScript), for the few dozen icons a site shows.
 */

const require = createRequire(import.meta.url);
const LUCIDE_ICONS = path.join(path.dirname(require.resolve('lucide')), '../esm/icons');
const SIMPLE_ICONS = path.dirname(require.resolve('simple-icons'));

let lucideNames: string[] | undefined;
/** Lucide icon names in kebab-case, as written in YAML and on lucide.dev. */
export function lucideIconNames(): string[] {
  lucideNames ??= readdirSync(LUCIDE_ICONS)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => f.slice(0, -'.mjs'.length));
  return lucideNames;
}

/**
 * Each icon's file by its name in letters and digits alone (the site writes `arrow-down-0-1`, Lucide names it
 * ArrowDown01), its former names included (`activity-square` is square-activity.mjs): read from the list of
 * Lucide's ES build, `export { default as ActivitySquare, default as SquareActivity } from './icons/square-activity.mjs';`.
 */
let lucideByKey: Map<string, string> | undefined;
function lucideFiles(): Map<string, string> {
  if (!lucideByKey) {
    lucideByKey = new Map();
    const list = readFileSync(path.join(LUCIDE_ICONS, '../iconsAndAliases.mjs'), 'utf8');
    for (const [, names, file] of list.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
      for (const [, name] of names.matchAll(/default as (\w+)/g)) lucideByKey.set(name.toLowerCase(), file);
    }
    if (lucideByKey.size === 0) throw new Error('lucide: no icon in dist/esm/iconsAndAliases.mjs in the form this reader knows');
  }
  return lucideByKey;
}
const lucideRead = new Map<string, IconData>();

export function lucideIcon(name: string): IconData | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return undefined;
  const file = lucideFiles().get(name.replaceAll('-', ''));
  if (!file) return undefined;
  let icon = lucideRead.get(file);
  if (!icon) {
    icon = { mode: 'stroke', elements: lucideElements(readFileSync(path.join(LUCIDE_ICONS, `${file}.mjs`), 'utf8'), file) };
    lucideRead.set(file, icon);
  }
  return ownCopy(icon);
}

/**
 * The elements of one of Lucide's icon modules, `const Name = [["path", { d: "…" }], …];`, read as the data it
 * is (its keys are names, its values strings) rather than run.
 */
function lucideElements(module: string, file: string): IconData['elements'] {
  const literal = /^const \w+ = (\[[\s\S]*?\]);$/m.exec(module)?.[1];
  if (!literal) throw new Error(`lucide ${file}.mjs: no icon in the form this reader knows (const Name = [...];)`);
  const elements = JSON.parse(literal.replace(/([{,]\s*)([A-Za-z][\w-]*)\s*:/g, '$1"$2":')) as [string, Record<string, unknown>][];
  return elements.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)]))]);
}

/** Each lookup's own copy: the pipeline resolves values in place. */
function ownCopy(icon: IconData): IconData {
  return { ...icon, elements: icon.elements.map(([tag, attrs]) => [tag, { ...attrs }]) };
}

/** A brand's logo: its SVG path and its colour. */
interface Brand {
  path: string;
  hex: string;
}

let brandColours: Map<string, string> | undefined;
function brandColour(slug: string): string | undefined {
  brandColours ??= new Map((JSON.parse(readFileSync(path.join(SIMPLE_ICONS, 'data/simple-icons.json'), 'utf8')) as { slug: string; hex: string }[]).map((icon) => [icon.slug, icon.hex]));
  return brandColours.get(slug);
}

export function brandSlugs(): Iterable<string> {
  return readdirSync(path.join(SIMPLE_ICONS, 'icons'))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));
}

const brandsRead = new Map<string, Brand | null>();
function brand(slug: string): Brand | undefined {
  if (!/^[a-z0-9_]+$/.test(slug)) return undefined;
  if (!brandsRead.has(slug)) {
    const hex = brandColour(slug);
    let svg: string | undefined;
    try {
      svg = hex === undefined ? undefined : readFileSync(path.join(SIMPLE_ICONS, 'icons', `${slug}.svg`), 'utf8');
    } catch {
      svg = undefined;
    }
    const d = svg && /<path d="([^"]*)"/.exec(svg)?.[1];
    brandsRead.set(slug, d && hex ? { path: d, hex } : null);
  }
  return brandsRead.get(slug) ?? undefined;
}

export function brandLogo(slug: string): IconData | undefined {
  const icon = brand(slug);
  if (!icon) return undefined;
  return { mode: 'fill', elements: [['path', { d: icon.path }]], color: `#${icon.hex}` };
}
