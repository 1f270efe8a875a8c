import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { FieldPath } from '../../form/document.ts';
import type { Field, ListField, ObjectField } from '../../form/fields.ts';
import { askRemoveItem } from '../editor/PageDialogs.tsx';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import { ScalarControl } from './Controls.tsx';
import { useForm, useOpened, type FormApi } from './context.ts';
import { Choice, ObjectFields } from './Groups.tsx';
import { idOf, isObject, keyOf, type Value } from '../../form/keys.ts';
import { itemLabel, itemTitle, ownerOf, singular } from '../../form/labels.ts';
import { withNewId, withoutEmptyReferences } from './new-items.ts';

/** The Form view's lists: cards of objects or rows of values, each moved, removed (with an undo) or added. */

function listItems(f: ListField, value: Value): Value[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || (value === '' && f.single)) return f.single && value === '' ? [''] : [];
  return [value];
}

/** A change to a list written as one value (`categories: operations`): the whole value is set. */
function setList(form: FormApi, f: ListField, path: FieldPath, items: Value[]) {
  form.edit((doc) => doc.setField(path, f.single && items.length === 1 ? items[0] : items));
}

const isCards = (f: ListField) => f.item.kind === 'object' || f.item.kind === 'choice';

export function List({ field, path, value }: { field: ListField; path: FieldPath; value: Value }) {
  const items = listItems(field, value);
  const asArray = Array.isArray(value);
  const cards = isCards(field);
  return (
    <fieldset className="form-list" id={idOf(path, '-group')} data-field={keyOf(path)} aria-describedby={field.help ? idOf(path, '-help') : undefined}>
      <legend>{field.label}</legend>
      {field.help && (
        <p className="form-help" id={idOf(path, '-help')}>
          {field.help}
        </p>
      )}
      <ol className={cards ? 'form-cards' : 'form-items'}>
        {items.map((item, index) =>
          cards ? (
            <Card key={index} field={field} path={path} item={item} index={index} count={items.length} />
          ) : (
            <ScalarItem key={index} field={field} path={path} item={item} index={index} count={items.length} asArray={asArray} />
          ),
        )}
      </ol>
      <AddControl field={field} path={path} count={items.length} />
    </fieldset>
  );
}

function ItemButtons({ field, path, index, count, describedBy, title }: { field: ListField; path: FieldPath; index: number; count: number; describedBy: string; title: string }) {
  const form = useForm();
  const at = keyOf([...path, index]);
  const button = (name: 'up' | 'down' | 'remove', text: string, disabled: boolean, run: () => void) => (
    <button type="button" className={`form-${name}`} disabled={disabled} aria-describedby={describedBy} data-key={`${at}#${name}`} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className="form-item-actions">
      {button('up', T.moveUp, index === 0, () => move(form, field, path, index, index - 1, title))}
      {button('down', T.moveDown, index === count - 1, () => move(form, field, path, index, index + 1, title))}
      {button('remove', T.remove, false, () => void remove(form, field, path, index, title))}
    </div>
  );
}

function Card({ field, path, item, index, count }: { field: ListField; path: FieldPath; item: Value; index: number; count: number }) {
  const form = useForm();
  const at = [...path, index];
  const key = keyOf(at);
  const title = itemTitle(item, index, (type) => (field.item.kind === 'choice' ? field.item.options.find((option) => option.value === type)?.label : undefined));
  const summaryId = idOf(at, '-summary');
  // folded, unless it is the only one or still has empty fields to fill (a new item)
  const unfilled = isObject(item) && Object.values(item).some((v) => v === null || v === '');
  const [open, setOpen] = useOpened(key, count === 1 || unfilled || title === T.item(index + 1));
  const [dropping, setDropping] = useState(false);
  const [dragging, setDragging] = useState(false);
  const label = itemLabel(field.label, index);
  // Alt+↑ / Alt+↓ on a card's heading moves it
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to >= 0 && to < count) move(form, field, path, index, to, title, 'card');
  };
  const drop = (event: DragEvent) => {
    setDropping(false);
    const data = event.dataTransfer?.getData(DRAG_TYPE);
    if (!data) return;
    const dragged = JSON.parse(data) as { list: string; index: number; title: string };
    if (dragged.list !== keyOf(path) || dragged.index === index) return;
    event.preventDefault();
    move(form, field, path, dragged.index, index, dragged.title, 'card');
  };
  return (
    <li
      className={['form-card-item', dragging && 'form-dragging', dropping && 'form-drop'].filter(Boolean).join(' ')}
      data-index={index}
      onDragOver={(event) => {
        if (!event.dataTransfer?.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
    >
      <span
        className="form-drag"
        draggable
        title={T.drag}
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer?.setData(DRAG_TYPE, JSON.stringify({ list: keyOf(path), index, title }));
          if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
          setDragging(true);
        }}
        onDragEnd={() => setDragging(false)}
      >
        ⠿
      </span>
      <details className="form-card" open={open} data-field={key} onToggle={(event) => event.currentTarget.open !== open && setOpen(event.currentTarget.open)}>
        <summary id={summaryId} data-key={`${key}#card`} onKeyDown={onKeyDown}>
          {`${index + 1}. `}
          <span className="form-card-title">{title}</span>
        </summary>
        {open && (field.item.kind === 'choice' ? <Choice field={field.item} path={at} value={item} label={label} /> : <ObjectFields field={field.item as ObjectField} path={at} value={item} label={label} />)}
      </details>
      {/* Move and Remove stay reachable on a folded card: beside it, not inside */}
      <ItemButtons field={field} path={path} index={index} count={count} describedBy={summaryId} title={title} />
    </li>
  );
}

const DRAG_TYPE = 'application/x-form-item';

function ScalarItem({ field, path, item, index, count, asArray }: { field: ListField; path: FieldPath; item: Value; index: number; count: number; asArray: boolean }) {
  const form = useForm();
  const at = [...path, index];
  // a list written as one value: its one control sets the whole value
  return (
    <li className="form-item">
      <ScalarControl field={field.item} path={at} value={item} label={itemLabel(field.label, index)} set={asArray ? undefined : (value) => setList(form, field, path, [value])} />
      <ItemButtons field={field} path={path} index={index} count={count} describedBy={idOf(at)} title={itemTitle(item, index)} />
    </li>
  );
}

function AddControl({ field, path, count }: { field: ListField; path: FieldPath; count: number }) {
  const form = useForm();
  const [template, setTemplate] = useState(0);
  const full = field.maxItems !== undefined && count >= field.maxItems;
  const one = singular(field.label);
  const what = T.add(field.label, one);
  const owner = ownerOf(path);
  const add = () => {
    const chosen = field.templates[field.templates.length > 1 ? template : 0];
    const value = chosen ? withNewId(field.item, withoutEmptyReferences(field.item, structuredClone(chosen.value)), form.valueAt([])) : emptyValue(field.item);
    // the list as it is now: what was typed since the form was drawn is in it, whatever its shape
    const current = form.valueAt(path);
    const items = listItems(field, current);
    const asArray = Array.isArray(current);
    const index = items.length;
    if (asArray || items.length === 0) {
      if (!asArray && field.single) setList(form, field, path, [...items, value]);
      else form.edit((doc) => doc.addItem(path, value));
    } else setList(form, field, path, [...items, value]);
    const at = [...path, index];
    form.announce(T.added(chosen?.label || undefined, field.label, index + 1));
    // the new item in view: a card opened, its first field focused; a value's field focused
    if (isCards(field)) revealItem(form, at);
    else form.focus(keyOf(at), { path: at });
  };
  return (
    <div className="form-add">
      <button type="button" className="form-add-button" disabled={full} aria-label={owner ? T.addTo(field.label, one, owner) : what} data-key={`${keyOf(path)}#add`} onClick={add}>
        {what}
      </button>
      {field.templates.length > 1 && (
        <select id={idOf(path, '-template')} aria-label={T.kindToAdd(field.label)} data-key={`${keyOf(path)}#template`} value={String(template)} onChange={(event) => setTemplate(Number(event.target.value))}>
          {field.templates.map((t, index) => (
            <option key={index} value={String(index)}>
              {t.label || T.template(index + 1)}
            </option>
          ))}
        </select>
      )}
      {full && <span className="form-help">{T.atMost(field.maxItems!)}</span>}
    </div>
  );
}

/** An item just added: its card opened and brought into view, its first field focused; its empty fields not marked until left. */
export function revealItem(form: FormApi, at: FieldPath) {
  const key = keyOf(at);
  form.setUi((ui) => ({ fresh: [...ui.fresh, key], opened: { ...ui.opened, [key]: true } }));
  form.focus(key, { path: at, within: 'first', block: 'start' });
}

function emptyValue(f: Field): Value {
  if (f.kind === 'object') return {};
  if (f.kind === 'number') return f.minimum ?? 0;
  if (f.kind === 'boolean') return false;
  if (f.kind === 'enum') return f.options[0]?.value ?? '';
  return '';
}

function move(form: FormApi, f: ListField, path: FieldPath, from: number, to: number, title: string, focus: 'up' | 'down' | 'card' = to < from ? 'up' : 'down') {
  const current = form.valueAt(path);
  const items = listItems(f, current);
  if (to < 0 || to >= items.length) return;
  if (Array.isArray(current)) form.edit((doc) => doc.moveItem(path, from, to));
  else setList(form, f, path, [...items]);
  // the open state goes with the item
  const a = keyOf([...path, from]);
  const b = keyOf([...path, to]);
  form.setUi((ui) => {
    const opened = { ...ui.opened };
    const openA = ui.opened[a];
    const openB = ui.opened[b];
    delete opened[a];
    delete opened[b];
    if (openA !== undefined) opened[b] = openA;
    if (openB !== undefined) opened[a] = openB;
    return { opened, announce: T.moved(title, to < from, to + 1, items.length, f.label) };
  });
  // the focus stays on the button pressed, on the moved item; at an end, on the other button
  const name = focus === 'card' ? 'card' : to === 0 ? 'down' : to === items.length - 1 ? 'up' : focus;
  form.focus(`${keyOf([...path, to])}#${name}`, { scroll: false });
}

async function remove(form: FormApi, f: ListField, path: FieldPath, index: number, title: string) {
  // a card (a use case, a video, a category) is removed once confirmed; a single value at once, with Undo
  const cards = isCards(f);
  if (cards && !(await askRemoveItem(T.removedKind(f.label, singular(f.label)), title))) return;
  const current = form.valueAt(path);
  const items = listItems(f, current);
  let removed: Value;
  if (Array.isArray(current)) form.edit((doc) => (removed = doc.removeItem(path, index)));
  else {
    removed = items[index];
    setList(form, f, path, items.filter((_, i) => i !== index));
  }
  const message = T.removed(title, f.label);
  const undo = () => {
    const now = form.valueAt(path);
    const nowItems = listItems(f, now);
    const at = Math.min(index, nowItems.length);
    if (Array.isArray(now) || nowItems.length === 0) form.edit((doc) => doc.addItem(path, removed, at));
    else setList(form, f, path, [...nowItems.slice(0, at), removed, ...nowItems.slice(at)]);
    form.setUi({ undo: undefined, announce: T.putBack(title, f.label) });
    form.focus(cards ? `${keyOf([...path, at])}#card` : keyOf([...path, at]), { path: [...path, at] });
  };
  form.setUi((ui) => ({
    opened: Object.fromEntries(Object.entries(ui.opened).filter(([key]) => !key.startsWith(`${keyOf(path)}/`))),
    announce: message,
    undo: { message, run: undo },
  }));
  // the focus goes to the item now in its place, or the list's Add button
  const next = index < items.length - 1 ? index : index - 1;
  form.focus(next >= 0 ? (cards ? `${keyOf([...path, next])}#card` : `${keyOf([...path, next])}#remove`) : `${keyOf(path)}#add`, { scroll: false });
}
