import type { SiteEntry, SiteGroup } from '../contract.ts';

/**
 * The site's files as a person knows them: pages by their title and route, grouped (Pages, Industries,
 * Videos, Catalogue, Settings), a filter over every word shown, and the file names only under
 * "Show file names". A site of a thousand pages stays usable: Enter opens the first entry shown, the
 * down arrow goes into the list, Escape clears the filter.
 */

const GROUPS: { group: SiteGroup; heading: string }[] = [
  { group: 'pages', heading: 'Pages' },
  { group: 'industries', heading: 'Industries' },
  { group: 'videos', heading: 'Videos' },
  { group: 'catalogue', heading: 'Catalogue' },
  { group: 'settings', heading: 'Settings' },
];

export interface SiteList {
  readonly element: HTMLElement;
  setEntries(entries: SiteEntry[]): void;
  setCurrent(path: string | undefined): void;
  /** Files with text kept in this browser and not saved. */
  markUnsaved(paths: string[]): void;
  entry(path: string): SiteEntry | undefined;
}

export function createSiteList(open: (path: string) => void): SiteList {
  let entries: SiteEntry[] = [];
  let current: string | undefined;
  let unsaved = new Set<string>();
  const element = document.createElement('nav');
  element.className = 'edit-nav';
  element.setAttribute('aria-label', 'The site');
  const filter = Object.assign(document.createElement('input'), { type: 'search', className: 'edit-filter', placeholder: 'Find a page', autocomplete: 'off', spellcheck: false });
  filter.setAttribute('aria-label', 'Find a page');
  const count = Object.assign(document.createElement('p'), { className: 'edit-filter-count' });
  count.setAttribute('aria-live', 'polite');
  const paths = Object.assign(document.createElement('label'), { className: 'edit-show-paths' });
  const pathsBox = Object.assign(document.createElement('input'), { type: 'checkbox' });
  paths.append(pathsBox, ' Show file names (advanced)');
  const list = document.createElement('div');
  list.className = 'edit-files';
  list.id = 'edit-files';
  list.setAttribute('role', 'list');
  list.setAttribute('aria-label', 'Files');
  filter.setAttribute('aria-controls', list.id);
  element.append(filter, count, list, paths);

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
        if (unsaved.has(entry.path)) button.append(Object.assign(document.createElement('span'), { className: 'edit-entry-unsaved', textContent: 'not saved' }));
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
      const text = `${button.textContent ?? ''} ${button.dataset.file}`.toLowerCase();
      const item = button.closest('li')!;
      item.hidden = !words.every((word) => text.includes(word));
      if (!item.hidden) shown++;
    }
    for (const section of list.querySelectorAll<HTMLElement>('.edit-group')) section.hidden = !section.querySelector('li:not([hidden])');
    const total = buttons().length;
    count.textContent = words.length === 0 ? '' : shown === 0 ? 'No page or file matches' : `${shown} of ${total} shown`;
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
  };
}
