import { Fragment, type ReactNode } from 'react';
import type { FieldPath, YamlDocument } from '../../form/document.ts';
import type { ChoiceField, EnumField, Field, ObjectField } from '../../form/fields.ts';
import { keyOfName, slugOfName } from '../../form/names.ts';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import { LongTextControl, ScalarControl, TextControl, type Follower } from './Controls.tsx';
import { useForm, useOpened } from './context.ts';
import { useEditor } from '../editor/store.ts';
import { idOf, isObject, keyOf, type Value } from '../../form/keys.ts';

/** The Form view's objects (groups of fields, an optional one folded away) and choices (fields picked by a type). */

/** Fields that identify rather than say something: shown under Advanced, and made from the name when they can be. */
const ADVANCED = new Set(['id', 'key', 'route', 'slug']);

/**
 * An id or a key of an item made in this session follows the name (or title) beside it as it is typed, while it
 * is empty or still the one made from the name before: "Port Operations" gives the id port-operations, the key
 * portOperations. One the person wrote otherwise is left alone, and so is an item's that was already in the site
 * (other files or items may name it). A page's address changes only by Rename.
 */
function follower(path: FieldPath, targets: string[], previous: string, onlyEmpty: boolean): Follower {
  const make = (field: string, name: string) => (field === 'key' ? keyOfName(name) : slugOfName(name));
  return (doc: YamlDocument, name: string) => {
    for (const field of targets) {
      const now = doc.getField([...path, field]);
      const empty = now === undefined || now === null || now === '';
      if (empty || (!onlyEmpty && now === make(field, previous))) doc.setField([...path, field], make(field, name));
    }
  };
}

function Fields({ fields, path, value, tag }: { fields: Field[]; path: FieldPath; value: Value; tag?: ChoiceField }) {
  const form = useForm();
  const object = isObject(value) ? value : {};
  // the fields written in the file first, in their order; then the others
  const written = Object.keys(object);
  const rank = (f: Field) => {
    const index = written.indexOf(f.name ?? '');
    return index < 0 ? written.length + fields.indexOf(f) : index;
  };
  const ordered = [...fields].sort((a, b) => rank(a) - rank(b));
  const advanced = ordered.filter((child) => ADVANCED.has(child.name!) && child.kind === 'text');
  const followed = advanced.map((child) => child.name!).filter((name) => name === 'id' || name === 'key');
  const source = ['name', 'title'].find((name) => fields.some((child) => child.name === name && (child.kind === 'text' || child.kind === 'longText')));
  // an item made here follows its name; one already in the site only fills an empty id: its id may be named elsewhere (a use case's category)
  const fresh = useEditor((state) => state.form.fresh);
  const made = fresh.some((prefix) => prefix === '' || keyOf(path) === prefix || keyOf(path).startsWith(`${prefix}/`));
  const follow = source && followed.length > 0 ? follower(path, followed, typeof object[source] === 'string' ? (object[source] as string) : '', !made) : undefined;
  const draw = (child: Field) => {
    const at = [...path, child.name!];
    if (tag && child.name === tag.tag) return <TagControl key={child.name} choice={tag} path={at} value={object[tag.tag]} />;
    if (follow && child.name === source) {
      return child.kind === 'longText' ? <LongTextControl key={child.name} field={child} path={at} value={object[child.name!]} label={child.label} follow={follow} /> : <TextControl key={child.name} field={child} path={at} value={object[child.name!]} label={child.label} follow={follow} />;
    }
    return <Fragment key={child.name}>{form.field(child, at, object[child.name!])}</Fragment>;
  };
  return (
    <>
      {ordered.filter((child) => !advanced.includes(child)).map(draw)}
      {advanced.length > 0 && <Advanced path={path} labels={advanced.map((child) => child.label)}>{advanced.map(draw)}</Advanced>}
    </>
  );
}

/** Ids, keys and addresses are made from names: out of the way, under Advanced. */
function Advanced({ path, labels, children }: { path: FieldPath; labels: string[]; children: ReactNode }) {
  const key = `${keyOf(path)}#advanced`;
  const [open, setOpen] = useOpened(key, false);
  return (
    <details className="form-advanced" open={open} data-key={key} onToggle={(event) => event.currentTarget.open !== open && setOpen(event.currentTarget.open)}>
      <summary>{T.advanced(labels)}</summary>
      {children}
    </details>
  );
}

function TagControl({ choice, path, value }: { choice: ChoiceField; path: FieldPath; value: Value }) {
  const field: EnumField = {
    kind: 'enum',
    name: choice.tag,
    label: T.type,
    required: true,
    help: choice.options.find((option) => option.value === value)?.help,
    options: choice.options.map((option) => ({ value: option.value, label: option.label })),
  };
  return <ScalarControl field={field} path={path} value={value} />;
}

/** A group of fields in a fieldset named by its legend; an optional group not in the file yet is folded away. */
function Group({ path, label, help, optionalEmpty, children }: { path: FieldPath; label: string; help?: string; optionalEmpty: boolean; children: ReactNode }) {
  const key = keyOf(path);
  const [open, setOpen] = useOpened(key, false);
  const fieldset = (
    <fieldset className="form-group" id={idOf(path, '-group')} data-field={key} aria-describedby={help ? idOf(path, '-help') : undefined}>
      <legend>{label}</legend>
      {help && (
        <p className="form-help" id={idOf(path, '-help')}>
          {help}
        </p>
      )}
      {children}
    </fieldset>
  );
  if (!optionalEmpty) return fieldset;
  return (
    <details className="form-optional" open={open} onToggle={(event) => event.currentTarget.open !== open && setOpen(event.currentTarget.open)}>
      <summary>{T.notSet(label)}</summary>
      {open && fieldset}
    </details>
  );
}

export function ObjectFields({ field, path, value, label = field.label }: { field: ObjectField; path: FieldPath; value: Value; label?: string }) {
  if (field.fields.length === 0) return <p className="form-help">{T.editInYaml(label)}</p>;
  const children = <Fields fields={field.fields} path={path} value={value} />;
  if (path.length === 0) return <div className="form-root">{children}</div>;
  return (
    <Group path={path} label={label} help={field.help} optionalEmpty={value === undefined && !field.required}>
      {children}
    </Group>
  );
}

export function Choice({ field, path, value, label = field.label }: { field: ChoiceField; path: FieldPath; value: Value; label?: string }) {
  const tag = isObject(value) ? value[field.tag] : undefined;
  const option = field.options.find((o) => o.value === tag);
  if (!option) {
    return (
      <Group path={path} label={label} help={field.help} optionalEmpty={false}>
        <TagControl choice={field} path={[...path, field.tag]} value={tag} />
      </Group>
    );
  }
  return (
    <Group path={path} label={label} help={option.help} optionalEmpty={false}>
      <Fields fields={option.form.fields} path={path} value={value} tag={field} />
    </Group>
  );
}
