import type { FieldPath } from '../form/document.ts';
import { humanise, type Field, type ListField, type ObjectField, type Template } from '../form/fields.ts';
import { scalarControl } from './form-controls.ts';
import { el, idOf, isObject, keyOf, type Value } from './form-dom.ts';
import { drawChoice, drawObject } from './form-groups.ts';
import type { FormContext } from './form-context.ts';
import { askRemoveItem } from './page-dialogs.ts';
import { FORM_TEXT as T, type ListOwner } from './texts/form.ts';

/** The Form view's lists: cards of objects or rows of values, each moved, removed (with an undo) or added. */

/** What a list item is called in its card's heading: its name, title, label, id or type. */
function itemTitle(value: Value, index: number): string {
  if (isObject(value)) {
    for (const key of ['name', 'title', 'heading', 'label', 'id', 'type']) {
      const found = value[key];
      if (typeof found === 'string' && found.trim()) return found;
    }
    return T.item(index + 1);
  }
  return value === null || value === undefined || value === '' ? T.item(index + 1) : String(value);
}

function listItems(f: ListField, value: Value): Value[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || (value === '' && f.single)) return f.single && value === '' ? [''] : [];
  return [value];
}

/** A change to a list written as one value (`categories: operations`): the whole value is set. */
function setList(form: FormContext, f: ListField, path: FieldPath, items: Value[]) {
  form.edit((d) => d.setField(path, f.single && items.length === 1 ? items[0] : items));
}

export function drawList(form: FormContext, f: ListField, path: FieldPath, value: Value): HTMLElement {
  const items = listItems(f, value);
  const asArray = Array.isArray(value);
  const fieldset = el('fieldset', { className: 'form-list', id: idOf(path, '-group') }, el('legend', {}, f.label));
  fieldset.dataset.field = keyOf(path);
  if (f.help) {
    const note = el('p', { className: 'form-help', id: idOf(path, '-help') }, f.help);
    fieldset.setAttribute('aria-describedby', note.id);
    fieldset.append(note);
  }
  const objects = f.item.kind === 'object' || f.item.kind === 'choice';
  const list = el('ol', { className: objects ? 'form-cards' : 'form-items' });
  items.forEach((item, index) => list.append(objects ? drawCard(form, f, path, item, index, items.length) : drawScalarItem(form, f, path, item, index, items.length, asArray)));
  fieldset.append(list, addControl(form, f, path, items.length));
  return fieldset;
}

function itemButtons(form: FormContext, f: ListField, path: FieldPath, index: number, count: number, describedBy: string, title: string): HTMLElement {
  const at = [...path, index];
  const button = (name: string, text: string, disabled: boolean, run: () => void) => {
    const b = el('button', { type: 'button', className: `form-${name}`, disabled, 'aria-describedby': describedBy }, text);
    b.dataset.key = `${keyOf(at)}#${name}`;
    b.addEventListener('click', run);
    return b;
  };
  return el(
    'div',
    { className: 'form-item-actions' },
    button('up', T.moveUp, index === 0, () => move(form, f, path, index, index - 1, title)),
    button('down', T.moveDown, index === count - 1, () => move(form, f, path, index, index + 1, title)),
    button('remove', T.remove, false, () => void remove(form, f, path, index, title)),
  );
}

function drawCard(form: FormContext, f: ListField, path: FieldPath, item: Value, index: number, count: number): HTMLElement {
  const at = [...path, index];
  const key = keyOf(at);
  const title = itemTitle(item, index);
  const summaryId = idOf(at, '-summary');
  const heading = el('span', { className: 'form-card-title' }, title);
  const summary = el('summary', { id: summaryId }, `${index + 1}. `, heading);
  summary.dataset.key = `${key}#card`;
  // folded, unless it is the only one or still has empty fields to fill (a new item)
  const unfilled = isObject(item) && Object.values(item).some((v) => v === null || v === '');
  const open = form.opened.get(key) ?? (count === 1 || unfilled || title === T.item(index + 1));
  form.opened.set(key, open);
  const label = T.itemOf(f.label, singular(f.label), index + 1);
  const fields = f.item.kind === 'choice' ? drawChoice(form, f.item, at, item, label) : drawObject(form, f.item as ObjectField, at, item, label);
  const details = el('details', { className: 'form-card', open }, summary, fields);
  details.dataset.field = key;
  details.addEventListener('toggle', () => form.opened.set(key, details.open));
  // the heading follows the name or title as it is typed
  for (const field of ['name', 'title', 'heading', 'label']) {
    const input = fields.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${keyOf([...at, field])}"]`);
    if (!input) continue;
    input.addEventListener('input', () => (heading.textContent = input.value.trim() || T.item(index + 1)));
    break;
  }
  // Alt+↑ / Alt+↓ on a card's heading moves it
  summary.addEventListener('keydown', (event) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to >= 0 && to < count) move(form, f, path, index, to, title, 'card');
  });
  // Move and Remove stay reachable on a folded card: beside it, not inside
  const li = el('li', { className: 'form-card-item' }, dragHandle(form, f, path, index, title), details, itemButtons(form, f, path, index, count, summaryId, title));
  li.dataset.index = String(index);
  acceptDrops(form, f, path, li, index);
  return li;
}

/** A list's item dragged with the mouse or a finger: the handle starts it, another item of the same list takes it. */
function dragHandle(form: FormContext, f: ListField, path: FieldPath, index: number, title: string): HTMLElement {
  const handle = el('span', { className: 'form-drag', draggable: true, title: T.drag, 'aria-hidden': 'true' }, '⠿');
  handle.addEventListener('dragstart', (event) => {
    event.dataTransfer?.setData('application/x-form-item', JSON.stringify({ list: keyOf(path), index, title }));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    handle.closest('li')?.classList.add('form-dragging');
  });
  handle.addEventListener('dragend', () => handle.closest('li')?.classList.remove('form-dragging'));
  void form;
  void f;
  return handle;
}

function acceptDrops(form: FormContext, f: ListField, path: FieldPath, li: HTMLElement, index: number) {
  li.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types.includes('application/x-form-item')) return;
    event.preventDefault();
    li.classList.add('form-drop');
  });
  li.addEventListener('dragleave', () => li.classList.remove('form-drop'));
  li.addEventListener('drop', (event) => {
    li.classList.remove('form-drop');
    const data = event.dataTransfer?.getData('application/x-form-item');
    if (!data) return;
    const dragged = JSON.parse(data) as { list: string; index: number; title: string };
    if (dragged.list !== keyOf(path) || dragged.index === index) return;
    event.preventDefault();
    move(form, f, path, dragged.index, index, dragged.title, 'card');
  });
}

/** The item a nested list belongs to, as a person names it: ['industry', 'useCases', 0, 'categories'] → "use case 1". */
function ownerOf(path: FieldPath): ListOwner | undefined {
  const at = path.findLastIndex((segment) => typeof segment === 'number');
  if (at < 1) return undefined;
  const list = humanise(String(path[at - 1]));
  return { list, one: singular(list), number: Number(path[at]) + 1 };
}

/** "Technologies" → "Technology", "Use cases" → "Use case": what one item of a list is called. */
export function singular(label: string): string {
  if (/ies$/i.test(label)) return label.replace(/ies$/i, 'y');
  if (/(ss|us)$/i.test(label)) return label;
  return label.replace(/s$/i, '');
}

function drawScalarItem(form: FormContext, f: ListField, path: FieldPath, item: Value, index: number, count: number, asArray: boolean): HTMLElement {
  const at = [...path, index];
  const title = itemTitle(item, index);
  const id = idOf(at);
  // a list written as one value: its one control sets the whole value
  const control = scalarControl(form, f.item, at, item, T.itemOf(f.label, singular(f.label), index + 1), asArray ? undefined : (value) => setList(form, f, path, [value]));
  const li = el('li', { className: 'form-item' }, control, itemButtons(form, f, path, index, count, id, title));
  return li;
}

function addControl(form: FormContext, f: ListField, path: FieldPath, count: number): HTMLElement {
  const templates: Template[] = f.templates;
  const full = f.maxItems !== undefined && count >= f.maxItems;
  const wrapper = el('div', { className: 'form-add' });
  let select: HTMLSelectElement | undefined;
  if (templates.length > 1) {
    select = el('select', { id: idOf(path, '-template'), 'aria-label': T.kindToAdd(f.label) });
    select.dataset.key = `${keyOf(path)}#template`;
    templates.forEach((t, index) => select!.append(el('option', { value: String(index) }, t.label || T.template(index + 1))));
    wrapper.append(select);
  }
  // "Add a category"; inside an item, named for it too: "Add a category to use case 1"
  const one = singular(f.label);
  const what = T.add(f.label, one);
  const owner = ownerOf(path);
  const button = el('button', { type: 'button', className: 'form-add-button', disabled: full, 'aria-label': owner ? T.addTo(f.label, one, owner) : what }, what);
  button.dataset.key = `${keyOf(path)}#add`;
  button.addEventListener('click', () => {
    const template = templates[select ? Number(select.value) : 0];
    const value = template ? structuredClone(template.value) : emptyValue(f.item);
    // the list as it is now: what was typed since the form was drawn is in it, whatever its shape
    const current = form.valueAt(path);
    const items = listItems(f, current);
    const asArray = Array.isArray(current);
    const index = items.length;
    if (asArray || items.length === 0) {
      if (!asArray && f.single) setList(form, f, path, [...items, value]);
      else form.edit((d) => d.addItem(path, value));
    } else setList(form, f, path, [...items, value]);
    const at = [...path, index];
    form.opened.set(keyOf(at), true);
    form.announce(T.added(template?.label || undefined, f.label, index + 1));
    const objects = f.item.kind === 'object' || f.item.kind === 'choice';
    // the new item in view: a card opened, its first field focused; a value's field focused
    if (objects) form.revealItem(at);
    else form.render(keyOf(at), true);
  });
  if (full) wrapper.append(el('span', { className: 'form-help' }, T.atMost(f.maxItems!)));
  wrapper.prepend(button);
  return wrapper;
}

function emptyValue(f: Field): Value {
  if (f.kind === 'object') return {};
  if (f.kind === 'number') return f.minimum ?? 0;
  if (f.kind === 'boolean') return false;
  if (f.kind === 'enum') return f.options[0]?.value ?? '';
  return '';
}

function move(form: FormContext, f: ListField, path: FieldPath, from: number, to: number, title: string, focus: 'up' | 'down' | 'card' = to < from ? 'up' : 'down') {
  const current = form.valueAt(path);
  const items = listItems(f, current);
  const asArray = Array.isArray(current);
  if (to < 0 || to >= items.length) return;
  if (asArray) form.edit((d) => d.moveItem(path, from, to));
  else setList(form, f, path, [...items]);
  // the open state goes with the item
  const a = keyOf([...path, from]);
  const b = keyOf([...path, to]);
  const openA = form.opened.get(a);
  const openB = form.opened.get(b);
  for (const [key, state] of [[b, openA], [a, openB]] as const) {
    if (state === undefined) form.opened.delete(key);
    else form.opened.set(key, state);
  }
  form.announce(T.moved(title, to < from, to + 1, items.length, f.label));
  // the focus stays on the button pressed, on the moved item; at an end, on the other button
  const name = focus === 'card' ? 'card' : to === 0 ? 'down' : to === items.length - 1 ? 'up' : focus;
  form.render(`${keyOf([...path, to])}#${name}`, true);
}

async function remove(form: FormContext, f: ListField, path: FieldPath, index: number, title: string) {
  // a card (a use case, a video, a category) is removed once confirmed; a single value at once, with Undo
  const objects = f.item.kind === 'object' || f.item.kind === 'choice';
  if (objects && !(await askRemoveItem(T.removedKind(f.label, singular(f.label)), title))) return;
  const current = form.valueAt(path);
  const items = listItems(f, current);
  const asArray = Array.isArray(current);
  let removed: Value;
  if (asArray) form.edit((d) => (removed = d.removeItem(path, index)));
  else {
    removed = items[index];
    setList(form, f, path, items.filter((_, i) => i !== index));
  }
  for (const key of [...form.opened.keys()]) if (key.startsWith(`${keyOf(path)}/`)) form.opened.delete(key);
  const message = T.removed(title, f.label);
  form.announce(message);
  const undo = el('button', { type: 'button', className: 'form-undo-button' }, T.undo);
  undo.addEventListener('click', () => {
    const now = listItems(f, form.doc().getField(path));
    const at = Math.min(index, now.length);
    if (Array.isArray(form.doc().getField(path)) || now.length === 0) form.edit((d) => d.addItem(path, removed, at));
    else setList(form, f, path, [...now.slice(0, at), removed, ...now.slice(at)]);
    form.undoBar.hidden = true;
    form.announce(T.putBack(title, f.label));
    const objects = f.item.kind === 'object' || f.item.kind === 'choice';
    form.render(objects ? `${keyOf([...path, at])}#card` : keyOf([...path, at]), true);
  });
  form.undoBar.replaceChildren(el('span', {}, message, ' '), undo);
  form.undoBar.hidden = false;
  // the focus goes to the item now in its place, or the list's Add button
  const next = index < items.length - 1 ? index : index - 1;
  form.render(next >= 0 ? (objects ? `${keyOf([...path, next])}#card` : `${keyOf([...path, next])}#remove`) : `${keyOf(path)}#add`, true);
}
