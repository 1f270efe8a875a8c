import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { render } from '../../src/entry-server.tsx';
import { industryUrls } from '../../src/industry/urls.ts';
import type { SiteModel } from '../../src/model/types.ts';

/** Copies of pages/industries/banking.yaml under new routes, keys and names: the site with `count` more industries. */
function withSyntheticIndustries(count: number): SiteModel {
  const banking = readFileSync(path.join(PROJECT_ROOT, 'pages/industries/banking.yaml'), 'utf8');
  const overlay: Record<string, string> = {};
  for (const letter of 'ABCDEFGHIJ'.slice(0, count)) {
    overlay[`pages/industries/synthetic-${letter.toLowerCase()}.yaml`] = banking
      .replace(/^route: \/banking$/m, `route: /synthetic-${letter.toLowerCase()}`)
      .replace(/^ {2}key: banking$/m, `  key: synthetic${letter}`)
      .replace(/^ {2}name: Banking$/m, `  name: Synthetic ${letter}`);
  }
  const { model, problems } = loadSite(PROJECT_ROOT, { overlay });
  expect(problems).toEqual([]);
  return model!;
}

async function bootOf(model: SiteModel, route: string): Promise<string> {
  const page = model.pages.find((p) => p.route === route)!;
  const { boot } = await render(route, { shell: model.shell, page }, (url) => model.data[url]);
  return JSON.stringify(boot);
}

describe('what a page carries does not grow with the number of industries', () => {
  const shipped = loadSite(PROJECT_ROOT).model!;
  const larger = withSyntheticIndustries(2);

  it('the larger site is the shipped one (at least the specification\'s twelve industries) and two more', () => {
    expect(shipped.industries.length).toBeGreaterThanOrEqual(12);
    expect(larger.industries).toHaveLength(shipped.industries.length + 2);
    expect(larger.data[industryUrls.index]).toHaveLength(shipped.industries.length + 2);
  });

  it('/about (which shows no industry) has byte-identical boot data with two industries more', async () => {
    const [before, after] = [await bootOf(shipped, '/about'), await bootOf(larger, '/about')];
    expect(after.length).toBe(before.length);
    expect(after).toBe(before);
  });

  it('the shell sent with every page is the same', () => {
    expect(JSON.stringify(larger.shell)).toBe(JSON.stringify(shipped.shell));
  });

  it('every industry is preloaded, with two more of today\'s size too (tests/unit/industry-preload.test.ts: past the budget, what a page links to)', () => {
    expect(shipped.data[industryUrls.preloadedEverywhere]).toEqual(shipped.industries.map(({ slug, stages }) => ({ slug, stages })));
    expect(larger.data[industryUrls.preloadedEverywhere]).toEqual(larger.industries.map(({ slug, stages }) => ({ slug, stages })));
  });
});
