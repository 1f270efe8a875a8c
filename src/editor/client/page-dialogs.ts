import type { LinkToPage, NewPageAnswer, SiteEntry } from '../contract.ts';
import { EDITOR_TEXT as T } from './texts/editor.ts';

/**
 * The dialogs that make, rename and delete a page without YAML. A name is asked for; the file name
 * and the address it makes are shown as it is typed, with what is wrong with it (a taken address),
 * before anything is written. Native modal dialogs: focus stays in them, Escape closes them, the
 * focus goes back to what opened them.
 */

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role' || key === 'for') node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

/** Opens `dialog` modally in the page until `done` settles; the dialog is removed and the focus returned after. */
function modal<T>(dialog: HTMLDialogElement, run: (close: (value: T | undefined) => void) => void): Promise<T | undefined> {
  const opener = document.activeElement as HTMLElement | null;
  dialog.className = 'edit-dialog';
  document.body.append(dialog);
  return new Promise((resolve) => {
    let settled = false;
    const close = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      if (typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      opener?.focus();
      resolve(value);
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(undefined);
    });
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) close(undefined); // the backdrop
    });
    run(close);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // no modal dialogs here (an old browser, a test's DOM): shown in place
  });
}

export interface NewPageOptions {
  /** "New industry": the dialog's heading. */
  heading: string;
  /** "Name of the industry" */
  label: string;
  example: string;
  /** Asks the server what the name would make. */
  plan: (name: string) => Promise<NewPageAnswer>;
  action?: string;
}

/** Asks for a page's name; resolves with it and its plan once the plan has no problem and the person confirms. */
export function askPageName(options: NewPageOptions, initial = ''): Promise<{ name: string; plan: NewPageAnswer } | undefined> {
  const dialog = el('dialog', { 'aria-labelledby': 'edit-dialog-title' });
  const input = el('input', { id: 'edit-dialog-name', value: initial, autocomplete: 'off', maxLength: 120, 'aria-describedby': 'edit-dialog-plan' });
  const planNote = el('p', { id: 'edit-dialog-plan', className: 'edit-dialog-plan', 'aria-live': 'polite' });
  const create = el('button', { type: 'submit', className: 'edit-save', disabled: true }, options.action ?? T.create);
  const cancel = el('button', { type: 'button' }, T.cancel);
  const form = el(
    'form',
    { method: 'dialog' },
    el('h2', { id: 'edit-dialog-title' }, options.heading),
    el('label', { for: input.id }, options.label),
    input,
    el('p', { className: 'form-help' }, T.forExample(options.example)),
    planNote,
    el('div', { className: 'edit-dialog-actions' }, create, cancel),
  );
  dialog.append(form);
  return modal(dialog, (close) => {
    let latest: { name: string; plan: NewPageAnswer } | undefined;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const name = input.value;
      const request = ++asked;
      create.disabled = true;
      if (!name.trim()) {
        planNote.textContent = '';
        latest = undefined;
        return;
      }
      const plan = await options.plan(name);
      if (request !== asked) return; // typed on meanwhile
      latest = { name, plan };
      planNote.replaceChildren(
        ...(plan.problem
          ? [el('span', { className: 'edit-dialog-problem', role: 'alert' }, plan.problem)]
          : [el('span', {}, T.itsAddress), el('strong', {}, plan.route), el('span', { className: 'edit-entry-path' }, T.fileOfPlan(plan.path))]),
      );
      input.setAttribute('aria-invalid', String(Boolean(plan.problem)));
      create.disabled = Boolean(plan.problem);
    };
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), 150);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(timer);
      void check().then(() => {
        if (latest && !latest.plan.problem && latest.name === input.value) close(latest);
      });
    });
    cancel.addEventListener('click', () => close(undefined));
    if (initial) void check();
    queueMicrotask(() => input.focus());
  });
}

/**
 * Asks to confirm deleting a page, naming what links to it. Resolves 'delete', 'delete-with-links'
 * (the list items holding the links go too), or undefined.
 */
export function askDeletePage(entry: SiteEntry, links: LinkToPage[], describe: (file: string) => string): Promise<'delete' | 'delete-with-links' | undefined> {
  const dialog = el('dialog', { 'aria-labelledby': 'edit-dialog-title', role: 'alertdialog' });
  const fixed = links.filter((link) => !link.removable);
  const heading = el('h2', { id: 'edit-dialog-title' }, T.deleteHeading(entry.title, entry.route));
  const parts: (Node | string)[] = [heading];
  if (links.length === 0) parts.push(el('p', {}, T.noLinksToPage));
  else {
    parts.push(el('p', {}, T.linksToPage(links.length)), el('ul', {}, ...links.map((link) => el('li', {}, T.linkOn(describe(link.file), link.value, link.removable)))));
    if (fixed.length > 0) parts.push(el('p', { className: 'edit-dialog-problem' }, T.linksBlockDelete));
  }
  const actions = el('div', { className: 'edit-dialog-actions' });
  parts.push(actions);
  dialog.append(...parts);
  return modal(dialog, (close) => {
    const cancel = el('button', { type: 'button' }, T.keepThePage);
    cancel.addEventListener('click', () => close(undefined));
    if (links.length === 0) {
      const remove = el('button', { type: 'button', className: 'edit-danger' }, T.deleteThePage);
      remove.addEventListener('click', () => close('delete'));
      actions.append(remove, cancel);
    } else if (fixed.length === 0) {
      const remove = el('button', { type: 'button', className: 'edit-danger' }, T.deleteWithLinks(links.length));
      remove.addEventListener('click', () => close('delete-with-links'));
      actions.append(remove, cancel);
    } else actions.append(cancel);
    queueMicrotask(() => cancel.focus());
  });
}

/** Asks to confirm removing an item of a list (a use case, a video, a category). */
export function askRemoveItem(what: string, title: string): Promise<true | undefined> {
  const dialog = el('dialog', { 'aria-labelledby': 'edit-dialog-title', role: 'alertdialog' });
  const remove = el('button', { type: 'button', className: 'edit-danger' }, T.removeItem(what));
  const keep = el('button', { type: 'button' }, T.keepIt);
  dialog.append(el('h2', { id: 'edit-dialog-title' }, T.removeHeading(title)), el('p', {}, T.removeNote), el('div', { className: 'edit-dialog-actions' }, remove, keep));
  return modal(dialog, (close) => {
    remove.addEventListener('click', () => close(true));
    keep.addEventListener('click', () => close(undefined));
    queueMicrotask(() => keep.focus());
  });
}
