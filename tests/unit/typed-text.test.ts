import { describe, expect, it } from 'vitest';
import { withTyped } from '../../src/editor/client/editor/typed-text.ts';
import { encodeMark } from '../../src/editor/preview/source-marks.ts';

const title = 'a1b2c3d4e5f6';
const other = '0123456789ab';
const marked = (text: string, id: string) => `${text}${encodeMark(id)}`;

describe('a text typed in the form, shown in the preview before the check answers', () => {
  const page = {
    title: marked('AI in Banking', title),
    blocks: [
      { type: 'hero', title: marked('AI in Banking', title), intro: marked('Agents for banks', other) },
      { type: 'cards', items: [{ title: marked('AI in Banking', other) }, { title: 'AI in Banking' }] },
    ],
    head: `${marked('AI in Banking', title)} | Agentic`,
  };

  it('takes the new value in every text of its field, keeping its mark, and nothing else', () => {
    const typed = withTyped(page, title, 'AI in Banking', 'AI for Banks');
    expect(typed.title).toBe(marked('AI for Banks', title));
    expect(typed.blocks[0].title).toBe(marked('AI for Banks', title));
    // the same words from another field, or unmarked, stay; a text the page made from it (a template) waits for the server
    expect(typed.blocks[1]).toBe(page.blocks[1]);
    expect(typed.head).toBe(page.head);
    expect(typed.blocks[0].intro).toBe(page.blocks[0].intro);
  });

  it('gives back the page itself when no text shows the field as it was', () => {
    expect(withTyped(page, title, 'AI in Insurance', 'AI for Insurers')).toBe(page);
    expect(withTyped(page, 'ffffffffffff', 'AI in Banking', 'AI for Banks')).toBe(page);
  });
});
