// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaFiles } from '../../src/config/schemas/schema-set.ts';
import type { EditorApi } from '../../src/editor/client/app/api.ts';
import { DialogHost } from '../../src/editor/client/app/dialogs.tsx';
import { createEditorStore, EditorContext, type EditorStore } from '../../src/editor/client/editor/store.ts';
import { youtubeId } from '../../src/editor/client/form/Controls.tsx';
import { FormView } from '../../src/editor/client/form/FormView.tsx';
import { pathAtOffset } from '../../src/editor/client/form/problem-words.ts';
import { openYamlDocument } from '../../src/editor/form/document.ts';
import { WAIT } from '../helpers/wait.ts';

/** The Form view of the browser editor (src/editor/client/form/): drawn from the schema, each change on the YAML text of the store. */

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
const FACTS = { icons: ['rocket', 'shield'], collections: { technologies: ['rag', 'llm'] }, labels: { technologies: { rag: 'Retrieval-Augmented Generation' } } };

/** An API that answers the context and previews with nothing: the form works on the store alone. */
const api: EditorApi = {
  base: '/test/api',
  url: (route) => `/test/api/${route}`,
  call: (async (route: string) => ({ status: 200, data: route === 'context' ? FACTS : route === 'preview' ? { problems: [], route: '/test', page: null, shell: null, placeholders: 0, version: 1 } : {} })) as EditorApi['call'],
};

let store: EditorStore;
const text = () => store.getState().text;

beforeEach(() => {
  store = createEditorStore({ api, title: 'Test', queryClient: new QueryClient() });
  store.setState({ file: { path: 'pages/test.yaml', hash: 'a'.repeat(64), saved: PAGE, route: '/test' }, schema: schema as Record<string, unknown>, text: PAGE, view: 'form', facts: FACTS });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditorContext.Provider value={store}>
        <FormView />
        <DialogHost />
      </EditorContext.Provider>
    </QueryClientProvider>,
  );
});

afterEach(cleanup);

const q = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const control = <T extends HTMLElement = HTMLInputElement>(path: string) => q<T>(`[data-field="${path}"]:is(input, select, textarea)`)!;
const labelOf = (el: HTMLElement) => document.querySelector(`label[for="${el.id}"]`)?.textContent ?? el.getAttribute('aria-label');
/** Opens a folded card (its fields are drawn once it is open). */
const unfold = (path: string) => act(() => store.actions.setForm((form) => ({ opened: { ...form.opened, [path]: true } })));

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
    expect(hero.open).toBe(false); // folded: two blocks
    unfold('blocks/0');
    const type = control<HTMLSelectElement>('blocks/0/type');
    expect(labelOf(type)).toBe('Type');
    expect(type.selectedOptions[0].textContent).toBe('Hero (top of the page)');
    const title = control('blocks/0/title');
    expect(labelOf(title)).toBe('Title');
    expect(title.value).toBe('Hello');
    expect(title.required).toBe(true);
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBeTruthy();
    expect(control('blocks/0/subtitle').value).toBe('World');
    expect(control('blocks/0/description').tagName).toBe('TEXTAREA');
    const height = control<HTMLSelectElement>('blocks/0/height');
    expect([...height.options].map((o) => o.textContent)).toEqual(['(default: tall)', 'auto', 'tall', 'screen']);
    expect(height.value).toBe('');
    const actions = q('fieldset[data-field="blocks/0/actions"]')!;
    expect([...actions.querySelectorAll(':scope > ol > li > details > summary')].map((s) => s.textContent)).toEqual(['1. First', '2. Second']);
    expect(actions.querySelector('button.form-add-button')!.textContent).toBe('Add an action');
    // the blocks list offers one template per block type
    const kinds = q<HTMLSelectElement>('select[id="form-blocks-template"]')!;
    expect([...kinds.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['Hero (top of the page)', 'Page heading', 'Categories and use cases']));
    expect(labelOf(kinds)).toBe('Kind of item to add to Blocks');
    for (const el of document.querySelectorAll<HTMLElement>('.form-view input, .form-view select, .form-view textarea')) expect(labelOf(el), el.outerHTML).toBeTruthy();
  });

  it('changing a field changes only its line of the text, comments and blank lines kept', () => {
    unfold('blocks/0');
    fireEvent.change(control('blocks/0/subtitle'), { target: { value: 'The whole world' } });
    expect(changedLines(PAGE, text())).toEqual({ removed: ['    subtitle: World'], added: ['    subtitle: The whole world'] });
    fireEvent.change(control<HTMLSelectElement>('blocks/0/height'), { target: { value: '2' } });
    expect(openYamlDocument(text()).getField(['blocks', 0, 'height'])).toBe('screen');
    expect(text()).toContain('# the banner\n');
    expect(text()).toContain('- label: Second # the other one\n');
  });

  it('a name typed makes the id beside it, until the id is written otherwise', async () => {
    // a use case's title gives its id (under Advanced), while the id is still the one it gave
    const industry = `route: /port
title: Port
description: A port.
industry:
  key: port
  name: Port
  summary: A port.
  loadingText: Loading…
  categories:
    - id: ''
      name: ''
      description: ''
  useCases: []
blocks:
  - type: industry-categories
`;
    act(() => store.setState({ text: industry, textFrom: 'open' }));
    unfold('industry/categories/0');
    fireEvent.change(control('industry/categories/0/name'), { target: { value: 'Port Operations' } });
    expect(openYamlDocument(text()).getField(['industry', 'categories', 0, 'id'])).toBe('port-operations');
    fireEvent.change(control('industry/categories/0/id'), { target: { value: 'berths' } });
    fireEvent.change(control('industry/categories/0/name'), { target: { value: 'Port Operations and Berths' } });
    expect(openYamlDocument(text()).getField(['industry', 'categories', 0, 'id'])).toBe('berths');
  });

  it('a list item moved with the Move down button: its lines move, the move is announced, the focus stays on it', () => {
    unfold('blocks/0');
    const first = q('details[data-field="blocks/0/actions/0"]')!.closest('li')!;
    const down = first.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-down')!;
    expect(down.textContent).toBe('Move down');
    expect(first.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-up')!.disabled).toBe(true);
    fireEvent.click(down);
    expect(openYamlDocument(text()).getField(['blocks', 0, 'actions'])).toEqual([
      { label: 'Second', to: '/about' },
      { label: 'First', to: '/contact' },
    ]);
    expect(text()).toContain('      - label: Second # the other one\n        to: /about\n      - label: First\n        to: /contact\n');
    expect(q('.form-live')!.textContent).toBe('Moved “First” down: now 2 of 2 in Actions.');
    const summaries = [...q('fieldset[data-field="blocks/0/actions"]')!.querySelectorAll(':scope > ol > li > details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['1. Second', '2. First']);
    // at the end of the list the focus is on the moved item's Move up button: Enter moves it back
    expect((document.activeElement as HTMLElement).dataset.key).toBe('blocks/0/actions/1#up');
    fireEvent.click(document.activeElement as HTMLButtonElement);
    expect(text()).toBe(PAGE);
  });

  it('removes an item once confirmed, with an Undo, and adds one from the template', async () => {
    unfold('blocks/0');
    fireEvent.click(q('details[data-field="blocks/0/actions/0"]')!.closest('li')!.querySelector<HTMLButtonElement>(':scope > .form-item-actions > .form-remove')!);
    const confirm = await vi.waitFor(() => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === 'Remove the action');
      if (!button) throw new Error('no confirmation yet');
      return button;
    }, WAIT);
    expect(document.querySelector('dialog h2')!.textContent).toBe('Remove “First”?');
    expect(text()).toBe(PAGE); // nothing removed before the person confirms
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(openYamlDocument(text()).getField(['blocks', 0, 'actions'])).toEqual([{ label: 'Second', to: '/about' }]), WAIT);
    expect(q('.form-live')!.textContent).toBe('Removed “First” from Actions.');
    fireEvent.click(q<HTMLButtonElement>('.form-undo-button')!);
    expect(text()).toBe(PAGE);
    fireEvent.click(q('fieldset[data-field="blocks/0/actions"]')!.querySelector<HTMLButtonElement>(':scope > .form-add > button')!);
    expect(openYamlDocument(text()).getField(['blocks', 0, 'actions', 2])).toEqual({ label: '', to: '/contact' });
    expect(q('.form-live')!.textContent).toBe('Added a Button to Actions, item 3 of 3.');
  });

  it('a block added gets an id made from its type, unique on the page, kept as the block is edited', () => {
    const page = `route: /test
title: Test page
blocks:
  - type: stats
    id: stats
    items:
      - value: "12"
        label: industries
  - type: prose
    sections:
      - id: stats-2
        paragraphs: [A section whose anchor is taken.]
`;
    act(() => store.setState({ text: page, textFrom: 'open' }));
    const add = (kind: string) => {
      const kinds = q<HTMLSelectElement>('select[id="form-blocks-template"]')!;
      fireEvent.change(kinds, { target: { value: String([...kinds.options].findIndex((option) => option.textContent === kind)) } });
      fireEvent.click(q('fieldset[data-field="blocks"]')!.querySelector<HTMLButtonElement>(':scope > .form-add > button')!);
    };
    add('Figures');
    add('Figures');
    add('Call to action');
    const blocks = () => openYamlDocument(text()).getField(['blocks']) as { type: string; id?: string }[];
    expect(blocks().map((block) => [block.type, block.id])).toEqual([
      ['stats', 'stats'],
      ['prose', undefined],
      ['stats', 'stats-3'],
      ['stats', 'stats-4'],
      ['cta', 'cta'],
    ]);
    expect(text()).toContain('  - type: stats\n    id: stats-3\n    items:\n');
    // its card is named by its kind, not by its id
    expect(q('details[data-field="blocks/2"] > summary')!.textContent).toBe('3. Figures');
    fireEvent.change(control('blocks/2/heading'), { target: { value: 'More figures' } });
    const type = control<HTMLSelectElement>('blocks/4/type');
    fireEvent.change(type, { target: { value: [...type.options].find((option) => option.textContent === 'Cards')!.value } });
    expect(blocks()[2]).toMatchObject({ type: 'stats', id: 'stats-3', heading: 'More figures' });
    expect(blocks()[4]).toMatchObject({ type: 'card-grid', id: 'cta' });
  });

  it('a YAML edit draws the form again; problems show on their field, in its words', () => {
    unfold('blocks/0');
    act(() => store.actions.setText(PAGE.replace('title: Hello', 'title: Bonjour'), 'yaml'));
    expect(control('blocks/0/title').value).toBe('Bonjour');
    act(() => store.setState({ problems: [{ file: 'pages/test.yaml', line: 6, col: 5, message: 'the title is too long', code: 'too-long', detail: 'the title is too long', hint: '', title: 'Too long' } as never], checkedText: store.getState().text }));
    const title = control('blocks/0/title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // said in the Form view's words: the field by its label
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0])!.textContent).toBe('The title is too long.');
  });

  it('finds the path at a position, and the id of a YouTube address', () => {
    const doc = openYamlDocument(PAGE).document();
    expect(pathAtOffset(doc, PAGE.indexOf('to: /about'))).toEqual(['blocks', 0, 'actions', 1, 'to']);
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
});
