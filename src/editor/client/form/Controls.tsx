import { useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { FieldPath } from '../../form/document.ts';
import type { AssetField, BooleanField, EnumField, Field, NumberField, RefField, TextField } from '../../form/fields.ts';
import { openMediaLibrary } from '../media/MediaLibrary.tsx';
import { describeFile } from '../editor/page-actions.ts';
import { useIcon, useSiteEntries } from '../editor/queries.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import { FormValuesContext, useFieldProblems, useForm, type ControlAttributes, type FormApi } from './context.ts';
import { idOf, isObject, keyOf, type Value } from '../../form/keys.ts';
import { Picker, type PickerChoice } from './Picker.tsx';

/** The Form view's controls of single values, one kind of widget each, in a row with their label, help and problems. */

/** A YouTube address pasted whole gives its id, as `validate` suggests. */
export function youtubeId(text: string): string {
  const found = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/.exec(text);
  return found ? found[1] : text;
}

const textOf = (value: Value) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What sets a value: the field at its path, or (a list written as one value) the whole list. */
export type Setter = (value: Value) => void;

interface ControlProps<F extends Field = Field> {
  field: F;
  path: FieldPath;
  value: Value;
  label?: string;
  /** Replaces how the value is written (a list written as one value, `categories: operations`, is set whole). */
  set?: Setter;
}

/**
 * A control's row: its label, the control, the help (aria-describedby) and its problems, said in the form's
 * words (aria-invalid and described by them). The control gets the field's key (`data-field`, `data-key`).
 */
function Row({ field, path, label, control, extra, className }: { field: Field; path: FieldPath; label: string; control: (props: ControlAttributes) => ReactNode; extra?: ReactNode; className?: string }) {
  const id = idOf(path);
  const problems = useFieldProblems(path);
  const help = field.help ? `${id}-help` : undefined;
  const problemId = problems.length > 0 ? `${id}-problem` : undefined;
  const attributes: ControlAttributes = {
    id,
    'data-field': keyOf(path),
    'data-key': keyOf(path),
    'data-describedby': help,
    'aria-describedby': [problemId, help].filter(Boolean).join(' ') || undefined,
    'aria-invalid': problems.length > 0 ? true : undefined,
  };
  return (
    <div className={`form-row form-${className ?? field.kind}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="form-control">
        {control(attributes)}
        {extra}
      </div>
      {field.help && (
        <p className="form-help" id={help}>
          {field.help}
        </p>
      )}
      {problemId && (
        <p className="form-problem" id={problemId}>
          {problems.map((problem, index) => (
            <span key={index}>{problem.text}</span>
          ))}
        </p>
      )}
    </div>
  );
}


export function ScalarControl(props: ControlProps): ReactElement {
  const { field, label = field.label, set } = props;
  if (set && (field.kind === 'ref' || field.kind === 'icon')) return <PickerControl {...props} field={field as RefField} label={label} />;
  switch (field.kind) {
    case 'boolean':
      return <BooleanControl {...props} field={field} label={label} />;
    case 'enum':
      return <EnumControl {...props} field={field} label={label} />;
    case 'number':
      return <NumberControl {...props} field={field} label={label} />;
    case 'longText':
      return set ? <TextControl {...props} field={field} label={label} /> : <LongTextControl {...props} field={field} label={label} />;
    case 'color':
      return <ColorControl {...props} field={field} label={label} />;
    case 'icon':
    case 'ref':
      return <PickerControl {...props} field={field as RefField | TextField} label={label} />;
    case 'asset':
      return field.media && !set ? <MediaControl {...props} field={field} label={label} /> : <TextControl {...props} field={field} label={label} />;
    case 'text':
    case 'youtube':
    case 'duration':
      return <TextControl {...props} field={field} label={label} />;
    default:
      return <p>{T.editInYaml(label)}</p>;
  }
}

/**
 * Sets the value typed (and the id or key that follows it), shown in the preview at once; an optional field
 * left empty goes from the file.
 */
function useTextEdits(form: FormApi, field: Field, path: FieldPath, set?: Setter, follow?: Follower) {
  return {
    change: (value: string) => {
      if (set) return set(value);
      const before = form.valueAt(path);
      form.edit((doc) => {
        doc.setField(path, value);
        follow?.(doc, value);
      });
      if (typeof before === 'string') form.typed(path, before, value);
    },
    leave: (value: string) => {
      if (!set && value === '' && !field.required && form.valueAt(path) === '') form.edit((doc) => doc.removeField(path));
    },
  };
}

/** An id or a key made from the name (or title) beside it, as it is typed (Groups.tsx decides which fields follow). */
export type Follower = (doc: import('../../form/document.ts').YamlDocument, name: string) => void;

/** A one-line text: plain, a YouTube id, a duration, a file's address. */
function TextControl({ field, path, value, label, set, follow }: ControlProps<Field> & { label: string; follow?: Follower }) {
  const form = useForm();
  const { change, leave } = useTextEdits(form, field, path, set, follow);
  const text = textOf(value);
  const transform = field.kind === 'youtube' ? youtubeId : (typed: string) => typed;
  const limit = 'maxLength' in field ? field.maxLength : undefined;
  return (
    <Row
      field={field}
      path={path}
      label={label}
      className={set && field.kind === 'longText' ? 'text' : undefined}
      control={(attributes) => (
        <input
          {...attributes}
          type="text"
          value={text}
          required={field.required}
          autoComplete="off"
          // limits and patterns are not enforced while typing: the check names them as problems, as validate does
          maxLength={limit !== undefined ? Math.max(limit * 2, limit + 50) : undefined}
          placeholder={field.kind === 'duration' ? (field.format === 'minutes:seconds' ? 'm:ss' : field.format) : undefined}
          onChange={(event) => change(transform(event.target.value))}
          onBlur={(event) => leave(event.target.value)}
        />
      )}
      extra={<Counter field={field} length={[...text].length} />}
    />
  );
}

function LongTextControl({ field, path, value, label, follow }: ControlProps<TextField> & { label: string; follow?: Follower }) {
  const form = useForm();
  const { change, leave } = useTextEdits(form, field, path, undefined, follow);
  const text = textOf(value);
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => (
        <textarea
          {...attributes}
          value={text}
          required={field.required}
          rows={field.code ? 8 : 3}
          spellCheck={!field.code}
          onChange={(event) => change(event.target.value)}
          onBlur={(event) => leave(event.target.value)}
        />
      )}
      extra={<Counter field={field} length={[...text].length} />}
    />
  );
}

/** "42 / 70": a text's length against its limit, beside it, said to screen readers when it passes. */
function Counter({ field, length }: { field: Field; length: number }) {
  if ((field.kind !== 'text' && field.kind !== 'longText') || field.maxLength === undefined) return null;
  const limit = field.maxLength;
  return (
    <span className="form-counter" aria-live="polite" data-over={String(length > limit)} aria-label={length > limit ? T.counterOver(length - limit, limit) : T.counterUnder(length, limit)}>
      {T.counter(length, limit)}
    </span>
  );
}

function BooleanControl({ field, path, value, label }: ControlProps<BooleanField> & { label: string }) {
  const form = useForm();
  const checked = value === undefined ? field.default === true : value === true;
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => <input {...attributes} type="checkbox" role="switch" checked={checked} onChange={(event) => form.edit((doc) => doc.setField(path, event.target.checked))} />}
    />
  );
}

function EnumControl({ field, path, value, label }: ControlProps<EnumField> & { label: string }) {
  const form = useForm();
  const index = field.options.findIndex((option) => option.value === value);
  const emptyChoice = !field.required || value === undefined;
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => (
        <select
          {...attributes}
          required={field.required}
          value={index >= 0 ? String(index) : ''}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen === '') form.edit((doc) => doc.removeField(path));
            else form.edit((doc) => doc.setField(path, field.options[Number(chosen)].value));
          }}
        >
          {emptyChoice && <option value="">{field.default !== undefined ? T.enumDefault(String(field.default)) : T.enumNone}</option>}
          {field.options.map((option, i) => (
            <option key={i} value={String(i)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function NumberControl({ field, path, value, label }: ControlProps<NumberField> & { label: string }) {
  const form = useForm();
  // what is typed stays as typed ("1.", "-"), the file takes each number it reads as
  const [typed, setTyped] = useState(textOf(value));
  useEffect(() => {
    if (Number(typed) !== value) setTyped(textOf(value));
  }, [value]);
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => (
        <input
          {...attributes}
          type="number"
          value={typed}
          required={field.required}
          step={field.integer ? '1' : 'any'}
          min={field.minimum}
          max={field.maximum}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value !== '' && !Number.isNaN(event.target.valueAsNumber)) form.edit((doc) => doc.setField(path, event.target.valueAsNumber));
          }}
          onBlur={(event) => {
            if (event.target.value === '' && form.valueAt(path) !== undefined) form.edit((doc) => doc.removeField(path));
          }}
        />
      )}
    />
  );
}

function ColorControl({ field, path, value, label }: ControlProps<TextField> & { label: string }) {
  const form = useForm();
  const { change, leave } = useTextEdits(form, field, path);
  const text = textOf(value);
  const id = idOf(path);
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => <input {...attributes} type="text" value={text} required={field.required} autoComplete="off" onChange={(event) => change(event.target.value)} onBlur={(event) => leave(event.target.value)} />}
      extra={
        <input
          type="color"
          id={`${id}-picker`}
          className="form-color"
          aria-label={T.colourPicker(label)}
          value={/^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000'}
          onChange={(event) => change(event.target.value)}
        />
      }
    />
  );
}

/**
 * A picture or a video of the site: its address, a small view of it, and Choose… (the library, where a file
 * from this computer or phone is uploaded too). A background video's poster, made from its first frame, goes
 * in the field beside it; a new picture asks for what it shows, for the people who cannot see it.
 */
function MediaControl({ field, path, value, label }: ControlProps<AssetField> & { label: string }) {
  const form = useForm();
  const entries = useSiteEntries();
  const { change, leave } = useTextEdits(form, field, path);
  const kind = field.media!;
  const address = textOf(value);
  const api = form.store.getState().api;
  const studio = api.base.startsWith('/studio/');
  const thumbnail = address.startsWith('/assets/') ? (studio ? api.url('media-file', { path: `public${address}` }) : address) : undefined;
  const holder = path.slice(0, -1);
  const withDescription = kind === 'image' && path.at(-1) === 'src' && isObject(form.valueAt(holder));
  const choose = async () => {
    const picked = await openMediaLibrary({ api, studio, describe: (file) => describeFile(entries, file), choose: { kind, askDescription: withDescription } });
    if (!picked) return;
    form.edit((doc) => {
      doc.setField(path, picked.address);
      // a background video's poster is its first frame: the field beside it takes it
      if (kind === 'video' && picked.poster && path.at(-1) === 'video') doc.setField([...holder, 'poster'], picked.poster);
      if (kind === 'image' && path.at(-1) === 'src') {
        // another picture has another size (the build reads it from the file) and shows something else
        for (const size of ['width', 'height']) if (doc.getField([...holder, size]) !== undefined) doc.removeField([...holder, size]);
        if (picked.alt !== undefined) doc.setField([...holder, 'alt'], picked.alt);
      }
    });
    form.focus(keyOf(path), { path });
  };
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => (
        <input
          {...attributes}
          type="text"
          className="form-media-path"
          value={address}
          required={field.required}
          autoComplete="off"
          placeholder={kind === 'video' ? '/assets/videos/…' : '/assets/images/…'}
          onChange={(event) => change(event.target.value)}
          onBlur={(event) => leave(event.target.value)}
        />
      )}
      extra={
        <>
          <span className="form-media-view" aria-hidden="true">
            {thumbnail && (kind === 'video' ? <video src={thumbnail} muted preload="metadata" /> : <img src={thumbnail} alt="" />)}
          </span>
          <button type="button" className="form-media-choose" aria-label={T.chooseMediaFor(label, kind)} onClick={() => void choose()}>
            {T.chooseMedia(kind)}
          </button>
        </>
      }
    />
  );
}

/** A reference (a technology, a category of the page, a collection) or an icon, picked by its name with the id beside. */
function PickerControl({ field, path, value, label, set }: ControlProps<RefField | TextField> & { label: string }) {
  const form = useForm();
  // a category picked in a use case shows its name as the categories are typed: the file's values, not this field's
  const values = useContext(FormValuesContext);
  const chosen = textOf(value);
  const choices = (): PickerChoice[] => (field.kind === 'icon' ? form.facts.icons.map((name) => ({ value: name })) : refChoices(form, field as RefField, values));
  const pick = (picked: string) => {
    if (set) set(picked);
    else if (picked === '' && !field.required) form.edit((doc) => doc.removeField(path));
    else form.edit((doc) => doc.setField(path, picked));
  };
  return (
    <Row
      field={field}
      path={path}
      label={label}
      control={(attributes) => (
        <Picker attributes={attributes} value={chosen} required={field.required} choices={choices} pick={pick} empty={field.kind === 'ref' && (field as RefField).localPath ? T.noCategoryYet : undefined} />
      )}
      extra={field.kind === 'icon' ? <IconPreview name={chosen} /> : null}
    />
  );
}

/** The drawing of a Lucide icon named `name`, beside its field. */
function IconPreview({ name }: { name: string }) {
  const icon = useIcon(name);
  return (
    <span className="form-icon-preview" aria-hidden="true">
      {icon && <Icon icon={icon} />}
    </span>
  );
}

/** The ids a reference may name, each with the name of what it names (a technology's, a category's of this file). */
function refChoices(form: FormApi, field: RefField, values: Value): PickerChoice[] {
  const facts = form.facts;
  if (field.collectionName) return Object.keys(facts.collections).map((value) => ({ value }));
  if (field.localPath) {
    // ids of the same file, as typed now
    const [last, ...parents] = [...field.localPath].reverse();
    let found: Value[] = [values];
    for (const key of parents.reverse()) found = found.flatMap((v) => (Array.isArray(v) ? v.map((x) => (isObject(x) ? x[key] : undefined)) : isObject(v) ? [v[key]] : []));
    found = found.flatMap((v) => (Array.isArray(v) ? v : [v]));
    return found.flatMap((v) => {
      if (!isObject(v) || typeof v[last] !== 'string' || !v[last]) return [];
      const name = [v.name, v.title].find((n): n is string => typeof n === 'string' && n !== '');
      return [name ? { value: v[last] as string, label: name } : { value: v[last] as string }];
    });
  }
  const labels = facts.labels?.[field.collection ?? ''] ?? {};
  return (facts.collections[field.collection ?? ''] ?? []).map((value) => (labels[value] ? { value, label: labels[value] } : { value }));
}

export { TextControl, LongTextControl };
