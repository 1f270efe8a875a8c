import { describe, expect, it } from 'vitest';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { blockOf, blocksOf } from '../helpers/blocks.ts';

describe('the shipped configuration', () => {
  const result = loadSite(PROJECT_ROOT);

  it('has no problems', () => {
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('gives every hero with a background video a poster, so the largest paint is never the video', () => {
    // measured: /technicalExpertise without its poster painted the video's first frame after load, LCP 2.7 s
    const heroes = result.model!.pages.flatMap((page) => blocksOf(page, 'hero').map((hero) => ({ route: page.route, hero })));
    const withVideo = heroes.filter(({ hero }) => hero.background?.video);
    expect(withVideo.length).toBeGreaterThanOrEqual(14);
    expect(withVideo.filter(({ hero }) => !hero.background?.poster).map(({ route }) => route)).toEqual([]);
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
    const hero = blockOf(home, 'hero');
    expect(hero.title).toBe('Building Agentic solutions');
    expect(hero.subtitle).toBe("We build AI agents tailored to your organisation's needs & IT legacy, for every industry");
    const cost = blocksOf(home, 'card-grid').find((grid) => grid.heading === 'The cost of not adopting AI')!;
    expect(cost.cards.map((c) => c.title)).toEqual(['Efficiency', 'New Opportunities', 'Competitive Advantage', 'Focus On What Matters']);
    // the button goes to /contact; the contact dialog opens from the same section
    expect(cost.actions).toEqual([
      expect.objectContaining({ label: 'Request Custom Solution', to: '/contact' }),
      expect.objectContaining({ opens: 'contact' }),
    ]);
    const steps = blockOf(home, 'how-it-works');
    expect(steps.steps.map((s) => s.caption)).toEqual(['Contact Us', 'Tell us what you want', 'We will deliver you on time']);
    const slideshow = blockOf(home, 'slideshow');
    expect(slideshow.slides).toHaveLength(5);
    expect(slideshow.intervalMs).toBe(3000);
    const strip = blockOf(home, 'logo-strip');
    const categories = new Set(strip.tools.map((t) => t.category));
    for (const kind of ['work-management', 'spreadsheet', 'document', 'storage', 'support', 'crm']) expect(categories).toContain(kind);
    expect(strip.tools.every((t) => t.logo && t.logo.elements.length > 0)).toBe(true);
  });
});

describe('the forms of the shipped configuration', () => {
  const { shell, shells, server } = loadSite(PROJECT_ROOT).model!;

  it('book a call with the constants of the specification, posting at once', () => {
    const { booking } = shell.forms;
    expect(booking.days).toBe(7);
    expect(booking.slots).toEqual(['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(booking.closeAfterMs).toBe(3000);
    expect(booking.fields.map((f) => [f.name, f.required])).toEqual([
      ['firstName', true],
      ['lastName', true],
      ['email', true],
    ]);
    expect(booking.text).toMatchObject({
      submit: 'Confirm Booking',
      fillAll: 'Please fill in all fields',
      invalidEmail: 'Please enter a valid email address',
      confirmedTitle: 'Booking Confirmed!',
      confirmedText: 'Thank you for booking a call with us. A meeting link will be shared with you promptly!',
    });
  });

  it("contact: name, email and message required, company optional, the success text in English (the specification's French text is the French site's)", () => {
    const { contact } = shell.forms;
    expect(contact.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['company', 'text', false],
      ['message', 'textarea', true],
    ]);
    expect(contact.text.sending).toBe('Sending...');
    expect(contact.text.success).toBe('Message sent successfully! We will get back to you as soon as possible.');
    expect(shells!.fr.forms.contact.text.success).toBe('Message envoyé avec succès\u00a0! Nous vous répondrons dans les plus brefs délais.');
  });

  it('store submissions locally by default, and keep transports out of the browser data', () => {
    expect(server.forms.contact.transport).toEqual({ type: 'local' });
    expect(server.forms.booking.transport).toEqual({ type: 'local' });
    expect(JSON.stringify(shell)).not.toContain('transport');
  });
});
