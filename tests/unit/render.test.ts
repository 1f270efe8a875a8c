import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/site/load-site.ts';
import { render } from '../../src/entry-server.tsx';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';
import { blockOf, mainHeading } from '../helpers/blocks.ts';

describe('a valid site renders through the whole pipeline (YAML → validated model → React HTML)', () => {
  const { model, problems } = loadSite(FIXTURE_SITE);

  it('loads without problems', () => {
    expect(problems).toEqual([]);
  });

  it.each(['/', '/about', '/404'])('renders %s with its main heading, navigation and footer', async (route) => {
    const page = model!.pages.find((p) => p.route === route)!;
    const { html } = await render(route, { shell: model!.shell, page }, (url) => model!.data[url]);
    const heading = mainHeading(page);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Fixture footer blurb.');
    expect(html).toContain(`© ${new Date().getFullYear()} Fixture Agents`);
  });

  it('renders the blocks in the order of the YAML file', async () => {
    const page = model!.pages.find((p) => p.route === '/')!;
    const { html } = await render('/', { shell: model!.shell, page }, (url) => model!.data[url]);
    const order = ['Fixture hero title', 'Fixture cards', 'Fixture tools', 'Fixture slides'].map((text) => html.indexOf(text));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('resolves references and icons at build time', async () => {
    const page = model!.pages.find((p) => p.route === '/')!;
    const strip = blockOf(page, 'logo-strip');
    expect(strip.tools.map((t) => t.name)).toEqual(['Notion', 'Google Sheets', 'In-house ERP']);
    expect(strip.tools[0].logo?.mode).toBe('fill');
    expect(strip.tools[2].logo).toBeUndefined();
    const { html } = await render('/', { shell: model!.shell, page }, (url) => model!.data[url]);
    expect(html).toContain('>IE</span>'); // a tool without a logo shows its initials
  });

  it('renders YAML text as text, never as HTML', async () => {
    const page = model!.pages.find((p) => p.route === '/about')!;
    const { html } = await render('/about', { shell: model!.shell, page }, (url) => model!.data[url]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('marks the current page in the navigation', async () => {
    const page = model!.pages.find((p) => p.route === '/about')!;
    const { html } = await render('/about', { shell: model!.shell, page }, (url) => model!.data[url]);
    expect(html).toMatch(/<a class="navbar__link" aria-current="page" href="\/about"/);
  });
});
