import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../src/editor/preview/keep-unchanged.ts';

/** The preview frame keeps the parts of a page sent again that did not change: only the block typed in is drawn again. */
describe('keepUnchanged', () => {
  const before = {
    route: '/banking',
    blocks: [
      { type: 'hero', title: 'AI in Banking', actions: [{ label: 'Book a call', to: '/contact' }] },
      { type: 'industry-categories', heading: 'Categories' },
    ],
  };

  it('gives back the page as it was when a copy of it arrives', () => {
    expect(keepUnchanged(before, structuredClone(before))).toBe(before);
  });

  it('shares every block but the one that changed', () => {
    const after = structuredClone(before);
    after.blocks[0].title = 'AI for Banks';
    const kept = keepUnchanged(before, after);
    expect(kept).not.toBe(before);
    expect(kept).toEqual(after);
    expect(kept.blocks[1]).toBe(before.blocks[1]);
    expect(kept.blocks[0].actions).toBe(before.blocks[0].actions);
    expect(kept.blocks[0]).not.toBe(before.blocks[0]);
  });

  it('sees an item added, a key removed and a value of another type', () => {
    const added = structuredClone(before);
    added.blocks.push({ type: 'cta', heading: 'Talk to us' });
    expect(keepUnchanged(before, added).blocks).toHaveLength(3);
    const { route: _route, ...withoutRoute } = structuredClone(before);
    expect(keepUnchanged(before, withoutRoute)).toEqual(withoutRoute);
    expect(keepUnchanged({ value: 1 }, { value: '1' })).toEqual({ value: '1' });
    expect(keepUnchanged({ value: [1] }, { value: { 0: 1 } })).toEqual({ value: { 0: 1 } });
  });
});
