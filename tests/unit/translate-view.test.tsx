// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EditorAnswer, EditorInput, EditorRoute, TranslateRequest, TranslationAnswer, TranslationsAnswer } from '../../src/editor/contract.ts';
import type { EditorApi, Reply } from '../../src/editor/client/app/api.ts';
import { keepEverything } from '../../src/editor/client/app/leaving.ts';
import { createEditorStore, EditorContext } from '../../src/editor/client/editor/store.ts';
import { keptTranslationFiles, TranslateView } from '../../src/editor/client/translate/TranslateView.tsx';
import { placeInWords, pluralForms } from '../../src/editor/client/translate/words.ts';
import { WAIT } from '../helpers/wait.ts';

/**
 * The Translate view (src/editor/client/translate/TranslateView.tsx) against a fake editor API: the rows and
 * their states in words, typing and saving only what changed, a save made elsewhere meanwhile, the filter, and
 * nothing typed lost to leaving the page.
 */

const FILE = 'pages/about.yaml';
const LANGUAGES: TranslationsAnswer['languages'] = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];

function answerFor(language = 'fr', hash: string | null = 'a'.repeat(64), title?: string): TranslationAnswer {
  return {
    source: FILE,
    translation: `pages/about.${language}.yaml`,
    language: LANGUAGES.find((l) => l.code === language)!,
    sourceLanguage: LANGUAGES[0],
    hash,
    problems: [],
    rows: [
      { at: ['title'], path: 'title', field: 'title', source: 'About us', state: title ? 'current' : 'missing', ...(title ? { translation: title } : {}) },
      { at: ['description'], path: 'description', field: 'description', source: 'Who we are', translation: 'Qui nous sommes', state: 'current' },
      { at: ['intro'], path: 'intro', field: 'intro', source: 'Find AI use cases', before: 'Search AI use cases', translation: 'Chercher des cas', state: 'stale' },
      { at: ['count'], path: 'count', field: 'count', source: { one: '{count} agent', other: '{count} agents' }, state: 'missing' },
    ],
  };
}

interface Fake {
  api: EditorApi;
  calls: { route: EditorRoute; input: unknown }[];
  /** The next answers of POST translate (then 200). */
  translateReplies: Reply<EditorAnswer<'translate'>>[];
  translation: TranslationAnswer;
}

function fakeApi(): Fake {
  const fake: Fake = {
    calls: [],
    translateReplies: [],
    translation: answerFor(),
    api: {
      base: '/fake/api',
      url: (route) => `/fake/api/${route}`,
      call: async <R extends EditorRoute>(route: R, input: EditorInput<R>) => {
        fake.calls.push({ route, input });
        const reply = (data: unknown) => ({ status: 200, data }) as Reply<EditorAnswer<R>>;
        if (route === 'translations') return reply({ languages: LANGUAGES, states: [] });
        if (route === 'translation') {
          const { language } = input as { language: string };
          return reply(language === fake.translation.language.code ? fake.translation : answerFor(language));
        }
        if (route === 'translate') return (fake.translateReplies.shift() ?? reply({ hash: 'b'.repeat(64), problems: [] })) as Reply<EditorAnswer<R>>;
        return { status: 404, error: 'No such route', refusal: { error: 'No such route' } } as Reply<EditorAnswer<R>>;
      },
    },
  };
  return fake;
}

function mount(fake: Fake, visible = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createEditorStore({ api: fake.api, title: 'Edit', queryClient });
  const ui = (shown: boolean) => (
    <QueryClientProvider client={queryClient}>
      <EditorContext.Provider value={store}>
        <TranslateView file={FILE} visible={shown} />
      </EditorContext.Provider>
    </QueryClientProvider>
  );
  const view = render(ui(visible));
  return { store, queryClient, ...view, show: (shown: boolean) => view.rerender(ui(shown)) };
}

const rowOf = (container: HTMLElement, path: string) => container.querySelector<HTMLLIElement>(`.tv-row[data-path="${path}"]`)!;
const translateCalls = (fake: Fake) => fake.calls.filter((call) => call.route === 'translate').map((call) => call.input as TranslateRequest);
const translationReads = (fake: Fake) => fake.calls.filter((call) => call.route === 'translation').length;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the Translate view', () => {
  it('draws a row per text with its place, its state in words and the source in its language; the summary counts them', async () => {
    const fake = fakeApi();
    const { container } = mount(fake);
    const title = await screen.findByLabelText('French translation of title', {}, WAIT);
    expect(title.getAttribute('lang')).toBe('fr');
    expect(title.getAttribute('dir')).toBe('ltr');
    expect((title as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByLabelText('Language').closest('select')!.value).toBe('fr');
    expect(container.querySelector('.tv-summary')!.textContent).toBe('2 of 4 texts in French · 2 not translated yet · 1 changed in English since');

    const titleRow = rowOf(container, 'title');
    expect(within(titleRow).getByRole('heading').textContent).toBe('title');
    expect(titleRow.querySelector('.tv-state')!.textContent).toMatch(/Not translated yet$/);
    expect(titleRow.querySelector('.tv-source')!.getAttribute('lang')).toBe('en');
    expect(titleRow.querySelector('.tv-source .tv-text')!.textContent).toBe('About us');
    // the box is described by the state and the English
    const described = title.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([expect.stringContaining('Not translated yet'), 'About us']);

    expect(rowOf(container, 'description').querySelector('.tv-state')!.textContent).toMatch(/Up to date$/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of description').value).toBe('Qui nous sommes');

    // the English changed since: before and now, the changed words marked
    const intro = rowOf(container, 'intro');
    expect(intro.querySelector('.tv-state')!.textContent).toContain('The English changed since this was translated');
    expect(intro.querySelector('.tv-before')!.textContent).toBe('Search AI use cases');
    expect(intro.querySelector('.tv-before del')!.textContent).toBe('Search');
    expect(intro.querySelector('.tv-now')!.textContent).toBe('Find AI use cases');
    expect(intro.querySelector('.tv-now ins')!.textContent).toBe('Find');
    expect(within(intro).getByRole('button', { name: 'Keep my translation' })).toBeTruthy();

    // a counted text: one box per plural form of French
    const count = rowOf(container, 'count');
    expect([...count.querySelectorAll('.tv-forms-input label')].map((label) => label.textContent)).toEqual(pluralForms('fr').map((form) => form.label));
    expect(count.querySelector('fieldset legend')!.textContent).toBe('French translation of count');
    expect(screen.getByRole('button', { name: 'Save the French translation' }).hasAttribute('disabled')).toBe(true);
  });

  it("offers the translation the same text has on another page; used, it fills the box as if typed (saved with Save); typed over, the offer goes", async () => {
    const fake = fakeApi();
    fake.translation.rows[0].suggestion = { text: 'À propos de nous', file: 'pages/team.fr.yaml' };
    const { container } = mount(fake);
    const title = await screen.findByLabelText<HTMLTextAreaElement>('French translation of title', {}, WAIT);
    const row = rowOf(container, 'title');
    expect(row.querySelector('.tv-suggestion p')!.textContent).toBe('The same text is already in French on another page of the site: À propos de nous');
    expect(row.querySelector('.tv-suggestion q')!.getAttribute('lang')).toBe('fr');
    fireEvent.click(within(row).getByRole('button', { name: 'Use this translation' }));
    expect(title.value).toBe('À propos de nous');
    expect(row.dataset.pending).toBe('true');
    expect(row.querySelector('.tv-suggestion')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save the French translation' }));
    await waitFor(() => expect(translateCalls(fake)).toEqual([{ path: FILE, language: 'fr', hash: 'a'.repeat(64), texts: [{ at: ['title'], value: 'À propos de nous' }] }]), WAIT);
    // a row with no offer shows none
    expect(rowOf(container, 'count').querySelector('.tv-suggestion')).toBeNull();
  });

  it('marks a row changed as it is typed, enables Save, and saves only the texts changed or marked', async () => {
    const fake = fakeApi();
    const { container, store } = mount(fake);
    const title = await screen.findByLabelText('French translation of title', {}, WAIT);
    fireEvent.change(title, { target: { value: 'À propos' } });
    expect(rowOf(container, 'title').querySelector('.tv-state')!.textContent).toContain('changed, not saved yet');
    expect(rowOf(container, 'title').dataset.pending).toBe('true');
    const save = screen.getByRole('button', { name: 'Save the French translation' });
    expect(save.hasAttribute('disabled')).toBe(false);

    // typed back as it was: no change any more
    fireEvent.change(title, { target: { value: '' } });
    expect(rowOf(container, 'title').querySelector('.tv-state')!.textContent).not.toContain('changed');
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(title, { target: { value: 'À propos' } });
    fireEvent.click(within(rowOf(container, 'intro')).getByRole('button', { name: 'Keep my translation' }));
    expect(rowOf(container, 'intro').querySelector('.tv-state')!.textContent).toContain('marked as up to date: save to keep it');
    expect(within(rowOf(container, 'intro')).getByRole('button', { name: 'Undo' })).toBeTruthy();
    const one = screen.getByLabelText('for 0, 1');
    fireEvent.change(one, { target: { value: '{count} agent' } });

    const version = store.getState().filesVersion;
    fake.translation = answerFor('fr', 'b'.repeat(64), 'À propos');
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: 3 French texts.'), WAIT);
    expect(translateCalls(fake)).toEqual([
      {
        path: FILE,
        language: 'fr',
        hash: 'a'.repeat(64),
        texts: [
          { at: ['title'], value: 'À propos' },
          { at: ['intro'], value: 'Chercher des cas' },
          { at: ['count'], value: { one: '{count} agent' } },
        ],
      },
    ]);
    // the rows are read again, the site's lists follow
    await waitFor(() => expect(rowOf(container, 'title').querySelector('.tv-state')!.textContent).toMatch(/Up to date$/), WAIT);
    expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of title').value).toBe('À propos');
    expect(store.getState().filesVersion).toBeGreaterThan(version);
  });

  it('says when the translation was saved elsewhere meanwhile, and reloads it keeping what was typed', async () => {
    const fake = fakeApi();
    const { container } = mount(fake);
    const title = await screen.findByLabelText('French translation of title', {}, WAIT);
    fireEvent.change(title, { target: { value: 'À propos' } });
    fake.translateReplies.push({ status: 409, data: { conflict: true, disk: null } });
    fireEvent.keyDown(title, { key: 's', ctrlKey: true });

    const conflict = await screen.findByRole('region', { name: 'The translation changed since you opened it' }, WAIT);
    expect(within(conflict).getByRole('heading').textContent).toBe('Someone else changed the French translation of this page since you opened it');
    expect(screen.getByRole('status').textContent).toBe('Not saved: the translation changed elsewhere.');
    const reload = within(conflict).getByRole('button', { name: 'Reload, keeping what I typed' });
    await waitFor(() => expect(document.activeElement).toBe(reload), WAIT);

    // someone else translated the description
    fake.translation = { ...answerFor('fr', 'c'.repeat(64)) };
    fake.translation.rows[1] = { ...fake.translation.rows[1], translation: 'Qui sommes-nous' };
    const reads = translationReads(fake);
    fireEvent.click(reload);
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of description').value).toBe('Qui sommes-nous'), WAIT);
    expect(translationReads(fake)).toBeGreaterThan(reads);
    expect(screen.queryByRole('region', { name: 'The translation changed since you opened it' })).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of title').value).toBe('À propos');
    expect(rowOf(container, 'title').dataset.pending).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('The French translation is read again');

    // saved again over the version read
    fireEvent.click(screen.getByRole('button', { name: 'Save the French translation' }));
    await waitFor(() => expect(translateCalls(fake)).toHaveLength(2), WAIT);
    expect(translateCalls(fake)[1]).toMatchObject({ hash: 'c'.repeat(64), texts: [{ at: ['title'], value: 'À propos' }] });
  });

  it('shows only what needs work when asked, and remembers the choice', async () => {
    const fake = fakeApi();
    const { container } = mount(fake);
    await screen.findByLabelText('French translation of title', {}, WAIT);
    const visibleRows = () => [...container.querySelectorAll<HTMLElement>('.tv-row')].filter((row) => !row.hidden).map((row) => row.dataset.path);
    expect(visibleRows()).toEqual(['title', 'description', 'intro', 'count']);
    fireEvent.click(screen.getByLabelText('only what needs work'));
    expect(visibleRows()).toEqual(['title', 'intro', 'count']);
    expect(localStorage.getItem('site-editor:translate-filter')).toBe('work');

    // a text up to date that is being changed stays in view
    fireEvent.click(screen.getByLabelText('all texts'));
    fireEvent.change(screen.getByLabelText('French translation of description'), { target: { value: 'Qui sommes-nous' } });
    fireEvent.click(screen.getByLabelText('only what needs work'));
    expect(visibleRows()).toEqual(['title', 'description', 'intro', 'count']);
  });

  it('says so when nothing needs work', async () => {
    const fake = fakeApi();
    fake.translation = { ...answerFor(), rows: answerFor().rows.filter((row) => row.state === 'current') };
    localStorage.setItem('site-editor:translate-filter', 'work');
    mount(fake);
    expect(await screen.findByText(/Nothing needs work: every text is in French and up to date/, {}, WAIT)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('only what needs work').checked).toBe(true);
  });

  it('keeps what is typed in the browser when the page is left, and offers it back the next time', async () => {
    const fake = fakeApi();
    const first = mount(fake);
    fireEvent.change(await screen.findByLabelText('French translation of title', {}, WAIT), { target: { value: 'À propos' } });
    expect(keepEverything()).toBe(true);
    expect(keptTranslationFiles('/fake/api')).toEqual([FILE]);
    first.unmount();

    mount(fake);
    const offer = await screen.findByRole('region', { name: 'Unsaved translations kept in this browser' }, WAIT);
    expect(within(offer).getByRole('heading').textContent).toMatch(/^You have 1 French text for this page from today at .* that was not saved$/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of title').value).toBe('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('French translation of title').value).toBe('À propos');
    expect(screen.getByRole('status').textContent).toBe('Your unsaved texts are back: save them when you are ready.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('French translation of title')), WAIT);
  });

  it('reads another language when it is chosen, remembers it, and tells the preview which language to show', async () => {
    const fake = fakeApi();
    const { store, show } = mount(fake);
    await screen.findByLabelText('French translation of title', {}, WAIT);
    await waitFor(() => expect(store.getState().preview.language).toBe('fr'), WAIT);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    const arabic = await screen.findByLabelText('Arabic translation of title', {}, WAIT);
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('site-editor:translate-language')).toBe('ar');
    expect(rowOf(document.body, 'count').querySelectorAll('textarea')).toHaveLength(6);
    await waitFor(() => expect(store.getState().preview.language).toBe('ar'), WAIT);
    act(() => show(false));
    expect(store.getState().preview.language).toBeUndefined();
  });
});

describe('the Translate view’s words', () => {
  it('says where a text is', () => {
    // a list item by its name, not by its id: an id is no word of the page
    expect(placeInWords({ at: ['industry', 'useCases', 2, 'title'], path: 'industry.useCases.fraud-alerts.title', field: 'title', names: ['Fraud Alerts'] })).toEqual(['industry', 'use case “Fraud Alerts”', 'title']);
    // by its number where it has no name
    expect(placeInWords({ at: ['industry', 'useCases', 2, 'title'], path: 'industry.useCases.fraud-alerts.title', field: 'title' })).toEqual(['industry', 'use case 3', 'title']);
    expect(placeInWords({ at: ['blocks', 1, 'items', 0, 'text'], path: 'blocks.stats.items.0.text', field: 'text', names: [null, 'Agents in production'] })).toEqual(['block 2', 'item “Agents in production”', 'text']);
    expect(placeInWords({ at: ['items', 0], path: 'items.0', field: '' })).toEqual(['item 1']);
  });
});
