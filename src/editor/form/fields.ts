import type { SchemaNode } from '../../config/schemas/schema-set.ts';
import { controlOf, has, named, type KeywordControl } from '../../model/schema-keywords.ts';

/**
 * The form of a value, read from its dereferenced JSON Schema
 * (`schemaFiles(SCHEMAS_DIR).dereferenced('page.schema.json')`). Pure data: the UI draws it.
 */
export type Field = TextField | NumberField | BooleanField | EnumField | RefField | DurationField | AssetField | ObjectField | ListField | ChoiceField;

interface FieldBase {
  /** The property name, or undefined for list items and the root. */
  name?: string;
  /** The name humanised: scrollCue → "Scroll cue". */
  label: string;
  /** The schema's description. */
  help?: string;
  required: boolean;
  default?: unknown;
}

export interface TextField extends FieldBase {
  /** longText: a text area (long, a paragraph, or code); icon, color, youtube: with their pickers and checks. */
  kind: 'text' | 'longText' | 'icon' | 'color' | 'youtube';
  /** x-code: the language of the code. */
  code?: string;
  maxLength?: number;
  pattern?: string;
  /** patternErrorMessage: the words for a value that does not match. */
  patternHelp?: string;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: { value: string | number | boolean; label: string }[];
}

export interface RefField extends FieldBase {
  kind: 'ref';
  /** x-ref: ids of that collection (content/<collection>.yaml); x-collection: the name of a collection itself. */
  collection?: string;
  /** x-local-ref: where the ids are in the same file, such as industry/categories/id. */
  localPath?: string[];
  /** x-collection: the value names a collection (of `collection`'s shape) rather than one of its ids. */
  collectionName?: boolean;
}

export interface DurationField extends FieldBase {
  kind: 'duration';
  /** x-duration: minutes:seconds, days, weeks or months. */
  format: string;
}

export interface AssetField extends FieldBase {
  kind: 'asset';
  /** x-image, x-video: what the file must be. */
  media?: 'image' | 'video';
}

export interface ObjectField extends FieldBase {
  kind: 'object';
  fields: Field[];
  /** x-image on an object: an image with its text alternative. */
  media?: 'image';
}

export interface ListField extends FieldBase {
  kind: 'list';
  item: Field;
  /** defaultSnippets of the items: what "add" inserts. */
  templates: Template[];
  minItems?: number;
  maxItems?: number;
  /** `type: [string, array]`: a single value may stand for a list of one. */
  single?: boolean;
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  /** The property whose value picks the option (`type`). */
  tag: string;
  options: ChoiceOption[];
}

export interface ChoiceOption {
  /** The tag's value: hero, page-header… */
  value: string;
  label: string;
  help?: string;
  /** The option's fields, the tag among them. */
  form: ObjectField;
  templates: Template[];
}

/** A snippet of the schema: its label, its body as written (with $1 and ${2:default} placeholders), and the value to insert. */
export interface Template {
  label: string;
  body: unknown;
  value: unknown;
}

/** "scrollCue" → "Scroll cue", "youtube-id" → "Youtube id". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The form of a value described by `schema` (dereferenced). */
export function describeField(schema: SchemaNode, name?: string, required = false): Field {
  // a schema's title is the label a person reads ("Picture"); else the field's name, humanised
  const base: FieldBase = { name, label: typeof schema.title === 'string' ? schema.title : name === undefined ? '' : humanise(name), help: schema.description, required };
  if (schema.default !== undefined) base.default = schema.default;
  if (Array.isArray(schema.oneOf) && discriminator(schema)) return describeChoice(schema, base);
  const types = typesOf(schema);
  if (types.includes('array')) return describeList(schema, base, types.includes('string'));
  if (types.includes('object') || schema.properties) return describeObject(schema, base);
  if (Array.isArray(schema.enum)) return { ...base, kind: 'enum', options: schema.enum.map((value) => ({ value: value as string, label: String(value) })) };
  if (types.includes('integer') || types.includes('number')) return describeNumber(schema, base, types.includes('integer'));
  if (types.includes('boolean')) return { ...base, kind: 'boolean' };
  return describeString(schema, base);
}

function typesOf(schema: SchemaNode): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function discriminator(schema: SchemaNode): string | undefined {
  return (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
}

function describeNumber(schema: SchemaNode, base: FieldBase, integer: boolean): NumberField {
  return { ...base, kind: 'number', integer, minimum: schema.minimum as number | undefined, maximum: schema.maximum as number | undefined };
}

/**
 * Texts of a sentence or more get a text area: a limit of 150 characters or more, code, or a description that
 * speaks of sentences or paragraphs (in English or, for a French interface, in French: schema-words.ts).
 */
function isLongText(schema: SchemaNode, control: KeywordControl | undefined): boolean {
  return (typeof schema.maxLength === 'number' && schema.maxLength >= 150) || control === 'code' || /paragraph|sentence|phrase/i.test(schema.description ?? '');
}

/** A text field, drawn as its keyword says (src/model/schema-keywords.ts), else as a line or a paragraph. */
function describeString(schema: SchemaNode, base: FieldBase): Field {
  const found = controlOf(schema);
  const word = found && named(schema, found.keyword);
  switch (found?.control) {
    case 'ref':
      return { ...base, kind: 'ref', collection: word! };
    case 'collection-name':
      return { ...base, kind: 'ref', collection: word!, collectionName: true };
    case 'local-ref':
      return { ...base, kind: 'ref', localPath: word!.split('/') };
    case 'duration':
      return { ...base, kind: 'duration', format: word! };
    case 'video':
    case 'image':
      return { ...base, kind: 'asset', media: found.control };
    case 'asset':
      return { ...base, kind: 'asset' };
  }
  const control = found?.control;
  const kind = control === 'icon' || control === 'color' || control === 'youtube' ? control : isLongText(schema, control) ? 'longText' : 'text';
  const field: TextField = { ...base, kind };
  if (control === 'code') field.code = word;
  if (typeof schema.maxLength === 'number') field.maxLength = schema.maxLength;
  if (typeof schema.pattern === 'string') field.pattern = schema.pattern;
  if (typeof schema.patternErrorMessage === 'string') field.patternHelp = schema.patternErrorMessage;
  return field;
}

function describeObject(schema: SchemaNode, base: FieldBase): ObjectField {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => describeField(property, name, required.has(name)));
  const field: ObjectField = { ...base, kind: 'object', fields };
  if (has(schema, 'x-image')) {
    field.media = 'image';
    // the picture's file is chosen or uploaded as a picture
    for (const child of fields) if (child.name === 'src' && child.kind === 'asset') child.media = 'image';
  }
  return field;
}

function describeList(schema: SchemaNode, base: FieldBase, single: boolean): ListField {
  const items: SchemaNode = schema.items ?? {};
  const item = describeField(items);
  const templates = item.kind === 'choice' ? item.options.flatMap((option) => option.templates) : templatesOf(items);
  const field: ListField = { ...base, kind: 'list', item, templates };
  if (typeof schema.minItems === 'number') field.minItems = schema.minItems;
  if (typeof schema.maxItems === 'number') field.maxItems = schema.maxItems;
  if (single) field.single = true;
  return field;
}

/** A union picked by a tag (page blocks by `type`): one option per branch, each with the union's own properties. */
function describeChoice(schema: SchemaNode, base: FieldBase): ChoiceField {
  const tag = discriminator(schema)!;
  const options = (schema.oneOf as SchemaNode[]).map((branch): ChoiceOption => {
    const value = String(branch.properties?.[tag]?.const ?? '');
    const merged: SchemaNode = { ...branch, properties: { ...schema.properties, ...branch.properties } };
    // a block type is named for a person by its schema's title ("Categories and use cases"), else by its type
    const label = typeof branch.title === 'string' ? branch.title : humanise(value);
    const templates = templatesOf(branch).map((template, _index, all) => ({ ...template, label: all.length === 1 ? label : `${label}: ${template.label}` }));
    return { value, label, help: branch.description, form: describeObject(merged, { ...base, label }), templates };
  });
  return { ...base, kind: 'choice', tag, options };
}

function templatesOf(schema: SchemaNode): Template[] {
  const snippets = (schema.defaultSnippets ?? []) as { label?: string; body?: unknown }[];
  return snippets.map((snippet) => ({ label: snippet.label ?? '', body: snippet.body, value: fillPlaceholders(snippet.body) }));
}

/** A snippet body as a value: `$1` becomes empty, `${2:contact}` its default (`/${4:contact}` → /contact). */
export function fillPlaceholders(body: unknown): unknown {
  if (typeof body === 'string') return body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{\d+\}|\$\d+/g, '');
  if (Array.isArray(body)) return body.map(fillPlaceholders);
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, fillPlaceholders(value)]));
  return body;
}

/** The field at a path of property names and item indexes (indexes pick the list's item form; a choice needs the value's tag). */
export function fieldAt(root: Field, path: readonly (string | number)[], tagOf?: (at: readonly (string | number)[]) => string | undefined): Field | undefined {
  let field: Field | undefined = root;
  for (const [depth, segment] of path.entries()) {
    if (!field) return undefined;
    if (field.kind === 'choice') field = field.options.find((option) => option.value === tagOf?.(path.slice(0, depth)))?.form;
    if (field?.kind === 'list') field = typeof segment === 'number' ? field.item : undefined;
    else if (field?.kind === 'object') field = field.fields.find((child) => child.name === segment);
    else return undefined;
  }
  if (field?.kind === 'choice' && tagOf) return field.options.find((option) => option.value === tagOf(path))?.form ?? field;
  return field;
}
