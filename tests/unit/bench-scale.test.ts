import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES_DIR, makeScaledSite } from '../../src/bench/scale.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import type { IndustryData } from '../../src/industry/model.ts';
import { industryUrls } from '../../src/industry/urls.ts';

/** The generator of npm run bench:scale: a bigger site that is still a valid one (nothing timed here). */
describe('makeScaledSite', () => {
  let root: string;
  let loaded: ReturnType<typeof loadSite>;
  /** The industry pages the site has, whatever their number (their own files, not their translations): the generator adds two. */
  const real = readdirSync(path.join(PROJECT_ROOT, INDUSTRIES_DIR)).filter((file) => /^[^.]+\.ya?ml$/.test(file)).length;
  const total = real + 2;
  beforeAll(() => {
    root = makeScaledSite(total);
    loaded = loadSite(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a site without problems, with two industry pages more, whose names, routes and keys are all distinct', () => {
    const { model, problems } = loaded;
    expect(problems).toEqual([]);
    const industries = model!.industries;
    expect(industries).toHaveLength(total);
    for (const field of ['name', 'route', 'key', 'slug'] as const) expect(new Set(industries.map((i) => i[field])).size, field).toBe(total);
  });

  it('gives the synthetic pages category and use case ids that no other page has', () => {
    const { model } = loaded;
    const realSlugs = new Set(readdirSync(path.join(PROJECT_ROOT, INDUSTRIES_DIR)).map((file) => file.replace(/\.ya?ml$/, '')));
    const data = model!.industries.map((i) => model!.data[industryUrls.all(i.slug)] as IndustryData);
    const synthetic = data.filter((d) => !realSlugs.has(d.slug));
    const real = data.filter((d) => realSlugs.has(d.slug));
    expect(synthetic).toHaveLength(2);
    const idsOf = (list: IndustryData[], of: 'categories' | 'useCases') => list.flatMap((d) => d[of].map((item) => item.id));
    for (const of of ['categories', 'useCases'] as const) {
      const ids = idsOf(synthetic, of);
      expect(new Set(ids).size, of).toBe(ids.length);
      const others = new Set(idsOf(real, of));
      expect(ids.filter((id) => others.has(id)), of).toEqual([]);
    }
  });

  it('makes the same files for the same N', () => {
    const again = makeScaledSite(total);
    try {
      for (const file of readdirSync(path.join(root, INDUSTRIES_DIR))) {
        expect(readFileSync(path.join(again, INDUSTRIES_DIR, file), 'utf8'), file).toBe(readFileSync(path.join(root, INDUSTRIES_DIR, file), 'utf8'));
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
