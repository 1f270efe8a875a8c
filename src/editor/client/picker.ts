/**
 * A searchable picker (the WAI-ARIA combobox pattern): a reference is chosen by the name a person knows
 * it by (a technology, a category of the page, an icon), with its id beside, never typed as an id.
 * Typing filters the choices by any word of their name or id; the arrow keys move in the list, Enter
 * or a click chooses, Escape closes it. The value written is the id; an id typed whole is taken too.
 */

import { FORM_TEXT as T } from './texts/form.ts';

export interface PickerChoice {
  /** What is written in the file. */
  value: string;
  /** The name a person knows it by. */
  label?: string;
}

export interface PickerOptions {
  id: string;
  value: string;
  required: boolean;
  choices: () => PickerChoice[];
  /** The value chosen (or cleared: ''). */
  pick: (value: string) => void;
  /** Drawn beside each choice (an icon's drawing). */
  decorate?: (value: string) => Node | undefined;
  /** What the list says when nothing matches. */
  empty?: string;
}

const MAX_SHOWN = 60;

export function createPicker(options: PickerOptions): { input: HTMLInputElement; element: HTMLElement; badge: HTMLElement } {
  const listId = `${options.id}-choices`;
  const input = Object.assign(document.createElement('input'), { type: 'text', id: options.id, autocomplete: 'off', required: options.required, spellcheck: false });
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'form-picker-list';
  list.setAttribute('role', 'listbox');
  list.hidden = true;
  const badge = Object.assign(document.createElement('span'), { className: 'form-picker-id' });
  const element = document.createElement('div');
  element.className = 'form-picker';
  element.append(input, list);

  let value = options.value;
  let shown: PickerChoice[] = [];
  let active = -1;

  const labelOf = (v: string) => options.choices().find((choice) => choice.value === v)?.label;
  const showValue = () => {
    const label = labelOf(value);
    input.value = label ?? value;
    input.dataset.value = value;
    badge.textContent = value && label ? value : '';
  };
  showValue();

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };

  const draw = (filterText: string) => {
    const words = filterText.toLowerCase().split(/\s+/).filter(Boolean);
    const all = options.choices();
    shown = all.filter((choice) => words.every((word) => `${choice.label ?? ''} ${choice.value}`.toLowerCase().includes(word))).slice(0, MAX_SHOWN);
    list.replaceChildren(
      ...shown.map((choice, index) => {
        const item = document.createElement('li');
        item.id = `${listId}-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(choice.value === value));
        const decoration = options.decorate?.(choice.value);
        if (decoration) item.append(decoration);
        item.append(Object.assign(document.createElement('span'), { className: 'form-picker-name', textContent: choice.label ?? choice.value }));
        if (choice.label) item.append(Object.assign(document.createElement('span'), { className: 'form-picker-id', textContent: choice.value }));
        item.addEventListener('mousedown', (event) => event.preventDefault()); // the input keeps the focus
        item.addEventListener('click', () => choose(choice));
        return item;
      }),
    );
    if (shown.length === 0) list.append(Object.assign(document.createElement('li'), { className: 'form-picker-none', textContent: options.empty ?? T.nothingMatches }));
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    setActive(shown.findIndex((choice) => choice.value === value));
  };

  const setActive = (index: number) => {
    active = index;
    for (const [i, item] of [...list.querySelectorAll('[role="option"]')].entries()) item.classList.toggle('form-picker-active', i === index);
    if (index >= 0) {
      input.setAttribute('aria-activedescendant', `${listId}-${index}`);
      list.querySelector(`#${CSS.escape(`${listId}-${index}`)}`)?.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const choose = (choice: PickerChoice) => {
    value = choice.value;
    showValue();
    close();
    options.pick(value);
  };

  input.addEventListener('focus', () => input.select());
  input.addEventListener('input', () => draw(input.value));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (list.hidden) return draw('');
      if (shown.length === 0) return;
      setActive(event.key === 'ArrowDown' ? (active + 1) % shown.length : active <= 0 ? shown.length - 1 : active - 1);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      close();
      showValue();
    }
  });
  input.addEventListener('blur', () => {
    close();
    const typed = input.value.trim();
    // an id or a name typed whole is the choice; an emptied field clears it; anything else goes back
    const match = options.choices().find((choice) => choice.value === typed || choice.label?.toLowerCase() === typed.toLowerCase());
    if (match && match.value !== value) return choose(match);
    if (typed === '' && value !== '') {
      value = '';
      showValue();
      return options.pick('');
    }
    showValue();
  });
  input.addEventListener('click', () => {
    if (list.hidden) draw('');
  });
  return { input, element, badge };
}
