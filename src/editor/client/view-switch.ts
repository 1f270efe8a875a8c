/**
 * Tabs that show one of several panels (the form, the YAML and the translation of the open file): a
 * WAI-ARIA tablist, the arrow keys, Home and End move between the tabs shown, the selected one is the
 * only one in the Tab order. A tab may be put away (the Translate tab of a one-language site).
 */
import { EDITOR_TEXT as T } from './texts/editor.ts';

export interface ViewTab<Id extends string> {
  id: Id;
  label: string;
  panel: HTMLElement;
}

export interface ViewSwitch<Id extends string> {
  readonly element: HTMLElement;
  readonly selected: Id;
  select(id: Id, focus?: boolean): void;
  /** Shows or puts away a tab; the tab selected when put away gives way to the first one shown. */
  setAvailable(id: Id, available: boolean): void;
  available(id: Id): boolean;
}

export function createViewSwitch<Id extends string>(tabs: ViewTab<Id>[], onChange: (id: Id) => void): ViewSwitch<Id> {
  const element = document.createElement('div');
  element.className = 'edit-views';
  element.setAttribute('role', 'tablist');
  element.setAttribute('aria-label', T.viewOfTheFile);
  let selected = tabs[0].id;
  const buttons = tabs.map((tab) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `edit-view-${tab.id}`;
    button.textContent = tab.label;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-controls', (tab.panel.id ||= `edit-view-${tab.id}-panel`));
    tab.panel.setAttribute('role', 'tabpanel');
    tab.panel.setAttribute('aria-labelledby', button.id);
    button.addEventListener('click', () => api.select(tab.id));
    element.append(button);
    return button;
  });

  element.addEventListener('keydown', (event) => {
    const shown = buttons.filter((button) => !button.hidden);
    const index = shown.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const last = shown.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    api.select(tabs[buttons.indexOf(shown[next])].id, true);
  });

  const api: ViewSwitch<Id> = {
    element,
    get selected() {
      return selected;
    },
    select(id, focus = false) {
      const changed = id !== selected;
      selected = id;
      tabs.forEach((tab, index) => {
        const on = tab.id === id;
        buttons[index].setAttribute('aria-selected', String(on));
        buttons[index].tabIndex = on ? 0 : -1;
        tab.panel.hidden = !on;
      });
      if (focus) buttons[tabs.findIndex((tab) => tab.id === id)].focus();
      if (changed) onChange(id);
    },
    setAvailable(id, available) {
      const index = tabs.findIndex((tab) => tab.id === id);
      buttons[index].hidden = !available;
      if (!available && selected === id) api.select(tabs[buttons.findIndex((button) => !button.hidden)].id);
    },
    available: (id) => !buttons[tabs.findIndex((tab) => tab.id === id)].hidden,
  };
  // the first tab shows; the others wait
  tabs.forEach((tab, index) => {
    buttons[index].setAttribute('aria-selected', String(index === 0));
    buttons[index].tabIndex = index === 0 ? 0 : -1;
    tab.panel.hidden = index !== 0;
  });
  return api;
}
