import { describe, expect, it } from 'vitest';
import { loadSite, PROJECT_ROOT } from '../../src/config/load-site.ts';
import { formatProblem } from '../../src/config/problems.ts';

describe('the shipped configuration', () => {
  const result = loadSite(PROJECT_ROOT);

  it('has no problems', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('declares the routes of the shell and the pages of this issue', () => {
    const routes = result.model!.pages.map((p) => p.route);
    for (const route of ['/', '/about', '/privacy', '/terms', '/cookies', '/404', '/contact', '/technicalExpertise', '/noblackbox', '/experts']) {
      expect(routes).toContain(route);
    }
  });

  it('has the navigation and footer of the specification', () => {
    const { navigation, footer } = result.model!.shell;
    expect(navigation.links.map((l) => [l.label, l.to])).toEqual([
      ['Home', '/'],
      ['Technical Expertise', '/technicalExpertise'],
      ['AI no black boxes', '/noblackbox'],
      ['Expert Profiles', '/experts'],
    ]);
    expect(navigation.cta).toMatchObject({ label: 'Book a Call', to: '/contact' });
    expect(navigation.opaqueAfterPx).toBe(50);
    expect(footer.groups.map((g) => [g.title, g.links.map((l) => [l.label, l.to])])).toEqual([
      ['Solutions', [['AI Agents', '/'], ['About Us', '/about']]],
      ['Company', [['Contact', '/contact']]],
    ]);
    expect(footer.legal.map((l) => l.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);
    expect(footer.copyright).toContain('{year}');
  });

  it('has every section of the home page', () => {
    const home = result.model!.pages.find((p) => p.route === '/')!;
    const hero = home.blocks.find((b) => b.type === 'hero')!;
    expect(hero.title).toBe('Building Agentic solutions');
    expect(hero.subtitle).toBe("We build AI agents tailored to your organisation's needs & IT legacy, for every industry");
    const cost = home.blocks.find((b) => b.type === 'card-grid' && b.heading === 'The cost of not adopting AI') as unknown as { cards: { title: string }[]; actions: { label: string; to: string }[] };
    expect(cost.cards.map((c) => c.title)).toEqual(['Efficiency', 'New Opportunities', 'Competitive Advantage', 'Focus On What Matters']);
    expect(cost.actions).toEqual([expect.objectContaining({ label: 'Request Custom Solution', to: '/contact' })]);
    const steps = home.blocks.find((b) => b.type === 'how-it-works') as unknown as { steps: { caption: string }[] };
    expect(steps.steps.map((s) => s.caption)).toEqual(['Contact Us', 'Tell us what you want', 'We will deliver you on time']);
    const slideshow = home.blocks.find((b) => b.type === 'slideshow') as unknown as { slides: unknown[]; intervalMs: number };
    expect(slideshow.slides).toHaveLength(5);
    expect(slideshow.intervalMs).toBe(3000);
    const strip = home.blocks.find((b) => b.type === 'logo-strip') as unknown as { tools: { category: string; logo?: { elements: unknown[] } }[] };
    const categories = new Set(strip.tools.map((t) => t.category));
    for (const kind of ['work-management', 'spreadsheet', 'document', 'storage', 'support', 'crm']) expect(categories).toContain(kind);
    expect(strip.tools.every((t) => t.logo && t.logo.elements.length > 0)).toBe(true);
  });
});
