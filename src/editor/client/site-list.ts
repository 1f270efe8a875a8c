import type { LanguageInfo, SiteEntry, SiteGroup, TranslationState } from '../contract.ts';
import { SITE_LIST_TEXT as T } from './texts/site-list.ts';
import { languageName } from './translate-view.ts';

/**
 * The site's files as a person knows them: pages by their title and route, grouped (Pages, Industries,
 * Videos, Catalogue, Settings), a filter over every word shown, and the file names only under
 * "Show file names". A site of a thousand pages stays usable: Enter opens the first entry shown, the
 * down arrow goes into the list, Escape clears the filter. On a site in several languages each file
 * says how far its translation is in each language ("FR 12 missing · 2 stale", "FR ✓"), and "What
 * needs French" shows only the files with French texts missing or out of date.
 */

const GROUPS: { group: SiteGroup; heading: string }[] = (['pages', 'industries', 'videos', 'catalogue', 'settings'] as const).map((group) => ({ group, heading: T.groups[group] }));

export interface SiteList {
  readonly element: HTMLElement;
  setEntries(entries: SiteEntry[]): void;
  setCurrent(path: string | undefined): void;
  /** Files with text kept in this browser and not saved. */
  markUnsaved(paths: string[]): void;
  entry(path: string): SiteEntry | undefined;
  /** The site's languages (the default first; none on a one-language site) and how far each file is in each. */
  setTranslations(languages: LanguageInfo[], states: TranslationState[]): void;
}

/** "FR", "PT-BR": a language's code as a badge shows it. */
const badgeCode = (code: string) => code.toUpperCase();
/** The files with texts missing or out of date in a language. */
const needs = (state: TranslationState | undefined) => !!state && state.missing.length + state.stale.length > 0;

export function createSiteList(open: (path: string) => void): SiteList {
  let entries: SiteEntry[] = [];
  let current: string | undefined;
  let unsaved = new Set<string>();
  let languages: LanguageInfo[] = [];
  let states = new Map<string, TranslationState>();
  /** The language whose needs filter the list ("What needs French"), if any. */
  let needed: string | undefined;
  const element = document.createElement('nav');
  element.className = 'edit-nav';
  element.setAttribute('aria-label', T.theSite);
  const filter = Object.assign(document.createElement('input'), { type: 'search', className: 'edit-filter', placeholder: T.findPage, autocomplete: 'off', spellcheck: false });
  filter.setAttribute('aria-label', T.findPage);
  const count = Object.assign(document.createElement('p'), { className: 'edit-filter-count' });
  count.setAttribute('aria-live', 'polite');
  const paths = Object.assign(document.createElement('label'), { className: 'edit-show-paths' });
  const pathsBox = Object.assign(document.createElement('input'), { type: 'checkbox' });
  paths.append(pathsBox, T.showFileNames);
  const list = document.createElement('div');
  list.className = 'edit-files';
  list.id = 'edit-files';
  list.setAttribute('role', 'list');
  list.setAttribute('aria-label', T.files);
  filter.setAttribute('aria-controls', list.id);
  const needsBar = Object.assign(document.createElement('div'), { className: 'edit-needs', hidden: true });
  needsBar.setAttribute('role', 'group');
  needsBar.setAttribute('aria-label', T.translations);
  element.append(filter, needsBar, count, list, paths);

  function drawNeeds() {
    const others = languages.slice(1);
    if (needed && !others.some((l) => l.code === needed)) needed = undefined;
    needsBar.hidden = others.length === 0;
    needsBar.replaceChildren(
      ...others.map((language) => {
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: T.whatNeeds(languageName(language)) });
        button.dataset.language = language.code;
        button.setAttribute('aria-pressed', String(needed === language.code));
        button.setAttribute('aria-controls', list.id);
        button.addEventListener('click', () => {
          needed = needed === language.code ? undefined : language.code;
          for (const other of needsBar.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other.dataset.language === needed));
          applyFilter();
        });
        return button;
      }),
    );
  }

  /** How far a file is in each language: a short badge, said in words to a screen reader. */
  function badges(path: string): HTMLElement[] {
    const source = languages[0] ? languageName(languages[0]) : '';
    return languages.slice(1).flatMap((language) => {
      const state = states.get(`${path}#${language.code}`);
      if (!state || state.texts === 0) return [];
      const name = languageName(language);
      const short: string[] = [];
      const said: string[] = [];
      if (state.missing.length > 0) {
        short.push(T.missing(state.missing.length));
        said.push(T.saidMissing(state.missing.length));
      }
      if (state.stale.length > 0) {
        short.push(T.stale(state.stale.length));
        said.push(T.saidStale(state.stale.length, source));
      }
      if (state.unchecked.length > 0) {
        short.push(T.toCheck(state.unchecked.length));
        said.push(T.saidToCheck(state.unchecked.length));
      }
      const badge = Object.assign(document.createElement('span'), { className: 'edit-entry-lang' });
      badge.dataset.language = language.code;
      badge.dataset.done = String(short.length === 0);
      const visible = Object.assign(document.createElement('span'), { textContent: `${badgeCode(language.code)} ${short.length === 0 ? '✓' : short.join(' · ')}` });
      visible.setAttribute('aria-hidden', 'true');
      const words = Object.assign(document.createElement('span'), { className: 'edit-visually-hidden', textContent: T.saidBadge(name, said.length === 0 ? T.saidDone : said.join(', ')) });
      badge.append(visible, words);
      return [badge];
    });
  }

  const buttons = () => [...list.querySelectorAll<HTMLButtonElement>('button[data-file]')];

  function draw() {
    const sections = GROUPS.map(({ group, heading }) => {
      const members = entries.filter((entry) => entry.group === group);
      if (members.length === 0) return undefined;
      const section = document.createElement('section');
      section.className = 'edit-group';
      section.dataset.group = group;
      const title = document.createElement('h2');
      title.textContent = heading;
      const items = document.createElement('ul');
      items.setAttribute('aria-label', heading);
      for (const entry of members) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.file = entry.path;
        button.setAttribute('aria-current', String(entry.path === current));
        const name = Object.assign(document.createElement('span'), { className: 'edit-entry-title', textContent: entry.title });
        const where = Object.assign(document.createElement('span'), { className: 'edit-entry-route', textContent: entry.route ?? '' });
        const file = Object.assign(document.createElement('span'), { className: 'edit-entry-path', textContent: entry.path });
        button.append(name, where, file);
        if (unsaved.has(entry.path)) button.append(Object.assign(document.createElement('span'), { className: 'edit-entry-unsaved', textContent: T.notSaved }));
        const langs = badges(entry.path);
        if (langs.length > 0) button.append(Object.assign(document.createElement('span'), { className: 'edit-entry-langs' }), ...langs);
        button.addEventListener('click', () => open(entry.path));
        const item = document.createElement('li');
        item.setAttribute('role', 'listitem');
        item.append(button);
        items.append(item);
      }
      section.append(title, items);
      return section;
    });
    list.replaceChildren(...sections.filter((s): s is HTMLElement => s !== undefined));
    applyFilter();
  }

  function applyFilter() {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const button of buttons()) {
      const text = `${[...button.querySelectorAll('.edit-entry-title, .edit-entry-route')].map((part) => part.textContent).join(' ')} ${button.dataset.file}`.toLowerCase();
      const item = button.closest('li')!;
      item.hidden = !words.every((word) => text.includes(word)) || (needed !== undefined && !needs(states.get(`${button.dataset.file}#${needed}`)));
      if (!item.hidden) shown++;
    }
    for (const section of list.querySelectorAll<HTMLElement>('.edit-group')) section.hidden = !section.querySelector('li:not([hidden])');
    const total = buttons().length;
    const language = languages.find((l) => l.code === needed);
    if (language && words.length === 0) count.textContent = shown === 0 ? T.nothingNeeds(languageName(language)) : T.filesNeed(shown, languageName(language));
    else count.textContent = words.length === 0 ? '' : shown === 0 ? T.noMatch(language && languageName(language)) : T.shownOf(shown, total);
  }

  filter.addEventListener('input', applyFilter);
  filter.addEventListener('keydown', (event) => {
    const first = list.querySelector<HTMLButtonElement>('li:not([hidden]) button');
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      open(first.dataset.file!);
    } else if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      first.focus();
    } else if (event.key === 'Escape' && filter.value) {
      filter.value = '';
      applyFilter();
    }
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const shown = buttons().filter((button) => !button.closest('li')!.hidden);
    const index = shown.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index === 0) return filter.focus();
    shown[Math.min(shown.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))].focus();
  });
  pathsBox.addEventListener('change', () => element.classList.toggle('edit-nav--paths', pathsBox.checked));

  return {
    element,
    setEntries(next) {
      entries = next;
      draw();
    },
    setCurrent(path) {
      current = path;
      for (const button of buttons()) button.setAttribute('aria-current', String(button.dataset.file === path));
    },
    markUnsaved(paths) {
      unsaved = new Set(paths);
      draw();
    },
    entry: (path) => entries.find((entry) => entry.path === path),
    setTranslations(nextLanguages, nextStates) {
      languages = nextLanguages;
      states = new Map(nextStates.map((state) => [`${state.file}#${state.language}`, state]));
      drawNeeds();
      draw();
    },
  };
}
