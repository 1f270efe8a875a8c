import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, parseDocument, type YAMLSeq } from 'yaml';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { copySite } from '../../src/paths.ts';

/**
 * A copy of the shipped site whose English home page gets a new block at its top and two blocks moved,
 * its translations untouched: each block's translation is found by the block's id, so every French (and
 * Arabic) text stays on its block, and only the new block shows in English.
 */

const root = mkdtempSync(path.join(tmpdir(), 'block-order-'));
copySite(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOME = path.join(root, 'pages/home.yaml');
const LANGUAGES = [
  { code: 'fr', route: '/fr' },
  { code: 'ar', route: '/ar' },
];

function homes() {
  const { model, problems, notes, translations } = loadSite(root);
  expect(problems.map(formatProblem)).toEqual([]);
  return LANGUAGES.map(({ code, route }) => {
    const page = model!.pages.find((candidate) => candidate.route === route)!;
    const byId = new Map(page.blocks.map((block) => [(block as { id?: string }).id, block]));
    const untranslated = (page.untranslatedBlocks ?? []).map((index) => (page.blocks[index] as { id?: string }).id);
    const status = translations!.find((candidate) => candidate.file === 'pages/home.yaml' && candidate.language === code)!;
    const ownNotes = notes!.filter((note) => note.file === `pages/home.${code}.yaml` && ['translation-stale', 'translation-left-over'].includes(note.code ?? ''));
    return { code, page, byId, untranslated, status, ownNotes };
  });
}

describe('blocks keep their translations when the English is reordered', () => {
  it('a block inserted at the top and two blocks moved: every translated text stays on its block, the new one shows in English', () => {
    const before = homes();
    for (const home of before) {
      expect(home.byId.size, home.code).toBe(home.page.blocks.length);
      expect(home.byId.has(undefined), home.code).toBe(false);
      expect(home.ownNotes, home.code).toEqual([]);
    }
    const french = before.find((home) => home.code === 'fr')!;
    expect(french.byId.get('hero')).toMatchObject({ type: 'hero', title: 'Concevoir des solutions agentiques' });

    const doc = parseDocument(readFileSync(HOME, 'utf8'));
    const blocks = doc.get('blocks', true) as YAMLSeq;
    const ids = () => blocks.items.map((item) => (isMap(item) ? item.get('id') : undefined));
    const move = (id: string, to: number) => blocks.items.splice(to, 0, ...blocks.items.splice(ids().indexOf(id), 1));
    blocks.items.unshift(doc.createNode({ type: 'cta', id: 'cta-2', heading: 'A question before you scroll?', actions: [{ label: 'Write to us', to: '/contact' }] }));
    move('product-tour', 1);
    move('tools', blocks.items.length - 1);
    writeFileSync(HOME, doc.toString());
    expect(ids()).toEqual(['cta-2', 'product-tour', 'hero', 'cost-of-waiting', 'how-we-build', 'industries', 'stats', 'how-it-works', 'cta', 'tools']);

    const after = homes();
    for (const home of after) {
      const was = before.find((candidate) => candidate.code === home.code)!;
      expect(home.page.blocks.map((block) => (block as { id?: string }).id), home.code).toEqual(ids());
      for (const [id, block] of was.byId) expect(home.byId.get(id), `${home.code} ${id}`).toEqual(block);
      expect([...home.untranslated].sort(), home.code).toEqual(['cta-2', ...was.untranslated].sort());
      expect(home.byId.get('cta-2'), home.code).toMatchObject({ heading: 'A question before you scroll?' });
      expect(home.ownNotes, home.code).toEqual([]);
      expect({ translated: home.status.translated, stale: home.status.stale, unchecked: home.status.unchecked }, home.code).toEqual({ translated: was.status.translated, stale: was.status.stale, unchecked: was.status.unchecked });
      expect(home.status.missing, home.code).toEqual(expect.arrayContaining(was.status.missing));
      expect(home.status.missing.filter((at) => !was.status.missing.includes(at)).sort(), home.code).toEqual(['blocks.cta-2.actions.0.label', 'blocks.cta-2.heading']);
    }
  });
});
