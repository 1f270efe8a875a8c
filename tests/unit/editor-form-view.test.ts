// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaFiles } from '../../src/config/schemas/schema-set.ts';
import { createFormView, pathAtOffset, youtubeId, type FormView } from '../../src/editor/client/form-view.ts';
import { openYamlDocument } from '../../src/editor/form/document.ts';
import { WAIT } from '../helpers/wait.ts';

/** The form of the browser editor (src/editor/client/form-view.ts): drawn from the schema, each change on the YAML text. */

const PAGE = `route: /test
title: Test page
# the banner
blocks:
  - type: hero
    title: Hello
    subtitle: World
    actions:
      - label: First
        to: /contact
      - label: Second # the other one
        to: /about

  - type: page-header
    title: Next
`;

const schema = schemaFiles(SCHEMAS_DIR).dereferenced('page.schema.json');

let text: string;
let form: FormView;
let changes: string[];

beforeEach(() => {
  text = PAGE;
  changes = [];
  form = createFormView({
    text: () => text,
    change: (next) => {
      text = next;
      changes.push(next);
    },
    facts: () => ({ icons: ['rocket', 'shield'], collections: { technologies: ['rag', 'llm'] }, labels: { technologies: { rag: 'Retrieval-Augmented Generation' } } }),
  });
  document.body.replaceChildren(form.element);
  form.open(schema, 'pages/test.yaml');
  form.show(true);
});

afterEach(() => document.body.replaceChildren());

const q = <T extends Element = HTMLElement>(selector: string) => form.element.querySelector<T>(selector);
const control = <T extends HTMLElement = HTMLInputElement>(path: string) => q<T>(`[data-field="${path}"]:is(input, select, textarea)`)!;
const labelOf = (el: HTMLElement) => form.element.querySelector(`label[for="${el.id}"]`)?.textContent ?? el.getAttribute('aria-label');

/** The lines that differ between two texts. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

describe('the form view', () => {
  it("a hero block's form: its type, title with its help, subtitle, a text area, the height enum, its actions as cards, every control labelled", () => {
    const hero = q<HTMLDetailsElement>('details[data-field="blocks/0"]')!;
    expect(hero.querySelector('summary')!.textContent).toBe('1. Hello');
    const type = control<HTMLSelectElement>('blocks/0/type');
    expect(labelOf(type)).toBe('Type');
    expect(type.selectedOptions[0].textContent).toBe('Hero');
    const title = control('blocks/0/title');
    expect(labelOf(title)).toBe('Title');
    expect(title.value).toBe('Hello');
    expect(title.required).toBe(true);
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe("The page's main heading (there is one per page).");
    expect(control('blocks/0/subtitle').value).toBe('World');
    expect(control('blocks/0/description').tagName).toBe('TEXTAREA');
    const height = control<HTMLSelectElement>('blocks/0/height');
    expect(labelOf(height)).toBe('Height');
    expect([...height.options].map((o) => o.textContent)).toEqual(['(default: tall)', 'auto', 'tall', 'screen']);
    expect(height.value).toBe('');
    const actions = q('fieldset[data-field="blocks/0/actions"]')!;
    expect(actions.querySelector('legend')!.textContent).toBe('Actions');
    expect([...actions.querySelectorAll(':scope > ol > li > details > summary')].map((s) => s.textContent)).toEqual(['1. First', '2. Second']);
    expect(actions.querySelector('button.form-add-button')!.textContent).toBe('Add an action');
    // the blocks list offers one template per block type
    const kinds = q<HTMLSelectElement>('select[id="form-blocks-template"]')!;
    expect([...kinds.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['hero', 'page-header']));
    expect(labelOf(kinds)).toBe('Kind of item to add to Blocks');
    for (const el of form.element.querySelectorAll<HTMLElement>('input, select, textarea')) expect(labelOf(el), el.outerHTML).toBeTruthy();
  });

  it('changing a field changes only its line of the text, comments and blank lines kept', () => {
    const subtitle = control('blocks/0/subtitle');
    subtitle.value = 'The whole world';
    subtitle.dispatchEvent(new Event('input'));
    expect(changedLines(PAGE, text)).toEqual({ removed: ['    subtitle: World'], added: ['    subtitle: The whole world'] });
    const height = control<HTMLSelectElement>('blocks/0/height');
    height.value = '2';
    height.dispatchEvent(new Event('change'));
    expect(openYamlDocument(text).getField(['blocks', 0, 'height'])).toBe('screen');
    expect(text).toContain('# the banner\n');
    expect(text).toContain('- label: Second # the other one\n');
  });

  it('a list item moved with the Move down button: its lines move, the move is announced, the focus stays on it', () => {
    // Move and Remove sit beside the card, reachable while it is folded
    const first = q('details[data-field="blocks/0/actions/0"]')!.closest('li')!;
    const down = first.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-down')!;
    expect(down.textContent).toBe('Move down');
    expect(first.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-up')!.disabled).toBe(true);
    down.click();
    expect(openYamlDocument(text).getField(['blocks', 0, 'actions'])).toEqual([
      { label: 'Second', to: '/about' },
      { label: 'First', to: '/contact' },
    ]);
    expect(text).toContain('      - label: Second # the other one\n        to: /about\n      - label: First\n        to: /contact\n');
    expect(q('.form-live')!.textContent).toBe('Moved “First” down: now 2 of 2 in Actions.');
    const summaries = [...q('fieldset[data-field="blocks/0/actions"]')!.querySelectorAll(':scope > ol > li > details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['1. Second', '2. First']);
    // at the end of the list the focus is on the moved item's Move up button: Enter moves it back
    expect((document.activeElement as HTMLElement).dataset.key).toBe('blocks/0/actions/1#up');
    (document.activeElement as HTMLButtonElement).click();
    expect(text).toBe(PAGE);
  });

  it('removes an item once confirmed, with an Undo, and adds one from the template', async () => {
    q('details[data-field="blocks/0/actions/0"]')!.closest('li')!.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-remove')!.click();
    const confirm = await vi.waitFor(() => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === 'Remove the action');
      if (!button) throw new Error('no confirmation yet');
      return button;
    }, WAIT);
    expect(document.querySelector('dialog h2')!.textContent).toBe('Remove “First”?');
    expect(text).toBe(PAGE); // nothing removed before the person confirms
    confirm.click();
    await vi.waitFor(() => expect(openYamlDocument(text).getField(['blocks', 0, 'actions'])).toEqual([{ label: 'Second', to: '/about' }]), WAIT);
    expect(q('.form-live')!.textContent).toBe('Removed “First” from Actions.');
    q<HTMLButtonElement>('.form-undo-button')!.click();
    expect(text).toBe(PAGE);
    q('fieldset[data-field="blocks/0/actions"]')!.querySelector<HTMLButtonElement>(':scope > .form-add > button')!.click();
    expect(openYamlDocument(text).getField(['blocks', 0, 'actions', 2])).toEqual({ label: '', to: '/contact' });
    expect(q('.form-live')!.textContent).toBe('Added a Button to Actions, item 3 of 3.');
  });

  it('a YAML edit draws the form again; problems show on their field', async () => {
    text = PAGE.replace('title: Hello', 'title: Bonjour');
    form.textChanged(text);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(control('blocks/0/title').value).toBe('Bonjour');
    form.setProblems([{ line: 6, col: 5, message: 'the title is too long' }]);
    const title = control('blocks/0/title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // said in the Form view's words: the field by its label
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0])!.textContent).toBe('The title is too long.');
    expect(form.focusProblem({ line: 6, col: 5, message: 'the title is too long' })).toBe(true);
    expect(document.activeElement).toBe(title);
  });

  it('finds the path at a position, and the id of a YouTube address', () => {
    const doc = openYamlDocument(PAGE).document();
    expect(pathAtOffset(doc, PAGE.indexOf('to: /about'))).toEqual(['blocks', 0, 'actions', 1, 'to']);
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
});
