import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brandLogo, brandSlugs, lucideIcon, lucideIconNames } from '../../src/config/sources/icons.ts';

/** icons.ts reads each icon from its own file of the icon set's package: the same icon as the package's module gives, for every icon. */
const require = createRequire(import.meta.url);

describe('icons read from their files', () => {
  it("every Lucide icon is the one of Lucide's module, found by the same names", () => {
    const { icons } = require('lucide') as { icons: Record<string, [string, Record<string, string | number>][]> };
    // a name as the site writes it: ArrowDown01 is arrow-down-0-1, and a former name (ActivitySquare) is found too
    const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])([0-9])/g, '$1-$2').toLowerCase();
    // (the module's own lookup: the last of the names that differ only by case, as it was)
    const byName = new Map(Object.keys(icons).map((key) => [key.toLowerCase(), key]));
    expect(byName.size).toBeGreaterThan(lucideIconNames().length);
    for (const key of Object.keys(icons)) {
      const expected = icons[byName.get(key.toLowerCase())!].map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)]))]);
      expect(lucideIcon(kebab(key)), key).toEqual({ mode: 'stroke', elements: expected });
    }
    for (const name of lucideIconNames()) expect(lucideIcon(name), name).toBeDefined();
    expect(lucideIcon('rocket')).not.toBe(lucideIcon('rocket'));
    expect(lucideIcon('no-such-icon')).toBeUndefined();
    expect(lucideIcon('../package')).toBeUndefined();
  });

  it("every Simple Icons brand is the one of Simple Icons' module: its path and colour", () => {
    const bySlug = new Map(
      Object.values(require('simple-icons') as Record<string, { slug?: string; path?: string; hex?: string }>)
        .filter((icon) => icon?.slug && icon.path)
        .map((icon) => [icon.slug!, icon]),
    );
    expect(new Set(brandSlugs())).toEqual(new Set(bySlug.keys()));
    for (const [slug, icon] of bySlug) expect(brandLogo(slug), slug).toEqual({ mode: 'fill', elements: [['path', { d: icon.path }]], color: `#${icon.hex}` });
    expect(brandLogo('no-such-brand')).toBeUndefined();
    expect(brandLogo('../data/simple-icons')).toBeUndefined();
  });
});
