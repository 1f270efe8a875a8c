import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument, type Document } from 'yaml';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { render } from '../../src/entry-server.tsx';
import { copySite } from '../../src/paths.ts';
import { shellOf } from '../../src/prerender/prerender.ts';
import { formatNumber } from '../../src/ui/site-context.tsx';

/**
 * A copy of the shipped site whose English changes its facts: the contact page's e-mail address and phone
 * number, a figure of the home page, the counter's target and the day a legal page was last changed. A fact
 * is no text (its schema says "x-text": false, or it is a number or a day): no translation holds it, so
 * the French and Arabic pages show the new one at once, and no translation turns stale.
 */

const root = mkdtempSync(path.join(tmpdir(), 'languages-facts-'));
copySite(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const LANGUAGES = ['fr', 'ar'];
const SOURCES = ['pages/contact.yaml', 'pages/home.yaml', 'pages/technical-expertise.yaml'];

function edit(file: string, change: (doc: Document) => void): void {
  const doc = parseDocument(readFileSync(path.join(root, file), 'utf8'));
  change(doc);
  writeFileSync(path.join(root, file), doc.toString());
}

function blockIndex(doc: Document, id: string): number {
  const blocks = doc.toJS().blocks as { id: string }[];
  return blocks.findIndex((block) => block.id === id);
}

function site() {
  const { model, problems, notes, translations } = loadSite(root);
  expect(problems.map(formatProblem)).toEqual([]);
  const stale = notes!.filter((note) => note.code === 'translation-stale').map(formatProblem);
  const counts = translations!.filter((status) => SOURCES.includes(status.file)).map(({ file, language, texts, translated, stale }) => ({ file, language, texts, translated, stale }));
  /** The HTML of the English page at `route` in each other language. */
  const pagesIn = async (route: string) => {
    const english = model!.pages.find((page) => page.route === route)!;
    return Promise.all(
      LANGUAGES.map(async (code) => {
        const page = model!.pages.find((candidate) => candidate.route === english.alternates![code])!;
        const { html } = await render(page.route, { shell: shellOf(model!, page), page }, (url) => model!.data[url]);
        return { code, html };
      }),
    );
  };
  return { stale, counts, pagesIn };
}

describe('facts come from the source in every language', () => {
  it('a new e-mail address, phone number, figure and counter target in English show on the French and Arabic pages at once, no translation stale', async () => {
    const before = site();
    for (const { code, html } of await before.pagesIn('/contact')) {
      expect(html, code).toContain('contact@example.com');
      expect(html, code).toContain('+212 522 00 00 00');
    }
    for (const { code, html } of await before.pagesIn('/')) expect(html, code).toContain('>+2000<');
    for (const { code, html } of await before.pagesIn('/technicalExpertise')) expect(html, code).toContain(formatNumber(2000, code));

    edit('pages/contact.yaml', (doc) => {
      const details = ['blocks', blockIndex(doc, 'message'), 'details'];
      doc.setIn([...details, 0, 'value'], 'hello@agentic.example.com');
      doc.setIn([...details, 0, 'to'], 'mailto:hello@agentic.example.com');
      doc.setIn([...details, 1, 'value'], '+212 522 11 22 33');
      doc.setIn([...details, 1, 'to'], 'tel:+212522112233');
    });
    edit('pages/home.yaml', (doc) => doc.setIn(['blocks', blockIndex(doc, 'stats'), 'items', 0, 'value'], '+2500'));
    edit('pages/technical-expertise.yaml', (doc) => doc.setIn(['blocks', blockIndex(doc, 'agents-built'), 'target'], 2500));

    const after = site();
    for (const { code, html } of await after.pagesIn('/contact')) {
      expect(html, code).toContain('hello@agentic.example.com');
      expect(html, code).toContain('href="mailto:hello@agentic.example.com"');
      expect(html, code).toContain('+212 522 11 22 33');
      expect(html, code).toContain('href="tel:+212522112233"');
      expect(html, code).not.toContain('contact@example.com');
      expect(html, code).not.toContain('+212 522 00 00 00');
    }
    for (const { code, html } of await after.pagesIn('/')) {
      expect(html, code).toContain('>+2500<');
      expect(html, code).not.toContain('>+2000<');
    }
    for (const { code, html } of await after.pagesIn('/technicalExpertise')) expect(html, code).toContain(formatNumber(2500, code));
    expect(after.stale).toEqual(before.stale);
    expect(after.counts).toEqual(before.counts);
  });

  it('a legal page’s new day of last change shows in French at once, as French writes a date, its note not stale; in a page not yet in Arabic, as English writes it', async () => {
    const before = site();
    const [french] = await before.pagesIn('/terms');
    expect(french.html).toContain('Dernière mise à jour\u00a0: 21 novembre 2026');
    edit('pages/legal/terms.yaml', (doc) => doc.setIn(['blocks', blockIndex(doc, 'prose'), 'updated'], '2027-01-05'));
    const after = site();
    const [frenchAfter, arabicAfter] = await after.pagesIn('/terms');
    expect(frenchAfter.html).toContain('Dernière mise à jour\u00a0: 5 janvier 2027');
    // not yet in Arabic: the block is the English one, marked so, and its day is written in English, not in Arabic months
    expect(arabicAfter.html).toMatch(/<div class="block" data-block="prose" lang="en" dir="ltr">[\s\S]*Last updated: January 5, 2027/);
    expect(after.stale).toEqual(before.stale);
  });

  it('a translation that writes a fact is a problem on its line, saying to remove it', () => {
    const file = path.join(root, 'pages/contact.fr.yaml');
    const text = readFileSync(file, 'utf8');
    const phone = '      - label: "Téléphone" # en:63dceb88\n';
    expect(text).toContain(phone);
    writeFileSync(file, text.replace(phone, `${phone}        value: "+33 1 00 00 00 00"\n`));
    try {
      const line = text.slice(0, text.indexOf(phone)).split('\n').length + 1;
      expect(loadSite(root).problems.map(formatProblem)).toEqual([
        `pages/contact.fr.yaml:${line}:9 blocks.message.details.1.value is not a text: it always comes from pages/contact.yaml, in every language; remove blocks.message.details.1.value from pages/contact.fr.yaml (change it in the source file if it must change everywhere)`,
      ]);
    } finally {
      writeFileSync(file, text);
    }
  });
});
