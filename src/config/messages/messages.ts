import { closest } from './suggest.ts';

/**
 * Every problem the configuration checks can report, by stable code: a short `title` naming the
 * mistake (for tools), what is wrong (`message`) and what to do (`hint`, often a "did you mean").
 * `say` joins message and hint into the text an editor reads after `file:LINE:COL` ("message; hint",
 * or as the definition's `join` says); the code is what tests and tools refer to. One place to read,
 * review and reword them all (modelled on Astro's errors-data.ts). Their French, for the editor of a person
 * whose interface is in French, is in messages.fr.ts (a new code needs its French there: the typecheck says so).
 */
interface MessageDefinition<Args, Kept = Args> {
  /** A few words naming the mistake ('Tab indentation'), for tools: the JSON report, annotations. */
  title: string;
  /** What is wrong. */
  message: (args: Args) => string;
  /** What to do, without a separator; '' (or none) when there is nothing to add. */
  hint?: (args: Args) => string;
  /** How the hint follows the message; 'semicolon' unless said otherwise. */
  join?: Join;
  /**
   * What a problem keeps of its arguments (`Said.args`), as plain data that crosses a thread or JSON, for
   * saying it again in another language (messages.fr.ts): all of them unless said, for a definition whose
   * arguments hold something else (a set of every route, every icon's name) or more than its words need.
   */
  keep?: (args: Args) => Kept;
}

/** "message; hint", "message: hint", "message (hint)", "message hint". */
export type Join = 'semicolon' | 'colon' | 'parentheses' | 'space';

const define = <Args = Record<string, never>, Kept = Args>(definition: MessageDefinition<Args, Kept>) => definition;

/** The text an editor reads: the message, then the hint (if any) joined to it as `join` says. */
export function joinHint(message: string, hint: string, join: Join = 'semicolon'): string {
  if (!hint) return message;
  switch (join) {
    case 'semicolon':
      return `${message}; ${hint}`;
    case 'colon':
      return `${message}: ${hint}`;
    case 'parentheses':
      return `${message} (${hint})`;
    case 'space':
      return `${message} ${hint}`;
  }
}

/**
 * A file's format as a person names it, as data to say in each language: "PNG image" ({ kind: 'image',
 * name: 'PNG' }), "SVG drawing", "QuickTime movie", "MP4" ({ kind: 'file' }), "video" (no name known).
 */
export type MediaFormat = { kind: 'image' | 'drawing' | 'movie' | 'file'; name: string } | { kind: 'video' };

/** "PNG image", "SVG drawing", "QuickTime movie", "MP4", "video" */
export function formatName(format: MediaFormat): string {
  if (format.kind === 'video') return 'video';
  return format.kind === 'file' ? format.name : `${format.name} ${format.kind}`;
}

/** "a PNG image", "an MP4", "an AVIF image": the article as the format's name is spoken. */
function articled(format: MediaFormat): string {
  const name = formatName(format);
  return `${/^(AVIF|SVG|MP4|[AEIOU])/.test(name) ? 'an' : 'a'} ${name}`;
}

/** "a", "a or b", "a, b or c" (`or`); "a, b and c" (`and`). */
export function listOf(items: string[], conjunction: 'and' | 'or'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "a, b or c" */
export const orList = (items: string[]): string => listOf(items, 'or');

/** "a, b and c" */
export const andList = (items: string[]): string => listOf(items, 'and');

/** "1 space", "2 spaces" */
export const spaceCount = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** Sorted line numbers as runs of consecutive lines, each written with `range` ("4–6"); a run of two is "4, 5". */
export function lineRuns(lines: number[], range: (first: number, last: number) => string): string[] {
  const runs: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
    runs.push(j === i ? `${lines[i]}` : j === i + 1 ? `${lines[i]}, ${lines[j]}` : range(lines[i], lines[j]));
    i = j + 1;
  }
  return runs;
}

/** "line 4", "lines 4–6", "lines 4, 5 and 8" */
export function lineList(lines: number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  return `lines ${andList(lineRuns(lines, (first, last) => `${first}–${last}`))}`;
}

/** The kinds of value a schema's `type` names, as a person says them ("text", "a whole number"): any other kind is said by its name. */
const VALUE_TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (name: value lines)',
  null: 'empty',
};

/** "text or a number": the kinds of value a field takes (JSON Schema type names). */
const expectedOf = (types: string[]): string => types.map((type) => VALUE_TYPES[type] ?? type).join(' or ');

/**
 * A value found in the YAML, as data to say in each language: "empty", `"Hard"` (a text), "the number 10",
 * true, "a list", "a group of fields". A number is kept as written by String (Infinity and NaN cross JSON too).
 */
export type FoundValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; number: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'list' }
  | { kind: 'group' };

/** The value as the English messages describe it: `"Hard"`, "the number 10", "a list". */
function found(value: FoundValue): string {
  switch (value.kind) {
    case 'empty':
      return 'empty';
    case 'text':
      return `"${value.text}"`;
    case 'number':
      return `the number ${value.number}`;
    case 'boolean':
      return `${value.value}`;
    case 'list':
      return 'a list';
    case 'group':
      return 'a group of fields';
  }
}

/**
 * The numbers a plural category holds in a language (plurals.ts finds them), as data to say in each
 * language: its first whole numbers (more: others follow), a large number and those like it, a fraction, none.
 */
export type CategoryNumbers =
  | { kind: 'whole'; numbers: number[]; more: boolean }
  | { kind: 'large'; number: number }
  | { kind: 'fraction'; number: number }
  | { kind: 'none' };

/** "1", "0, 2, 3…", "1,000…", "fractions such as 1.5", "no number" */
export function numbersText(numbers: CategoryNumbers): string {
  switch (numbers.kind) {
    case 'whole':
      return numbers.numbers.join(', ') + (numbers.more ? '…' : '');
    case 'large':
      return `${numbers.number.toLocaleString('en')}…`;
    case 'fraction':
      return `fractions such as ${numbers.number}`;
    case 'none':
      return 'no number';
  }
}

/** A language's plural rule, as data: each category it uses and its numbers, in CLDR order. */
export interface PluralRule {
  /** The language's name in English ("Polish"); the French says it from the code. */
  language: string;
  categories: { category: string; numbers: CategoryNumbers }[];
}

/** "English uses "one" for 1 and "other" for 0, 2, 3…" (items with commas: separated by semicolons) */
function ruleSentence({ language, categories }: PluralRule): string {
  const items = categories.map(({ category, numbers }) => `"${category}" for ${numbersText(numbers)}`);
  const list = items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
  return `${language} uses ${list}`;
}

/** What to reword in a suggested plural form: each form of a whole map, or one form for its numbers. */
export type Reword = { kind: 'each' } | { kind: 'it'; numbers: CategoryNumbers };

/** "word each form for its numbers", "word it for 2, 3, 4…" */
const rewordText = (reword: Reword): string => (reword.kind === 'each' ? 'word each form for its numbers' : `word it for ${numbersText(reword.numbers)}`);

/**
 * A field as the checks name it, as data to say in each language: a field by its name in the YAML
 * ("title"), an entry of a list by its number after the list's name ("cards item 2"; "item 2" when the list
 * has none; "rows item 1 item 2" for a list in a list: `items` outermost first), or the whole of what is
 * checked ("the file", "the value", "the address").
 */
export type FieldName = { kind: 'field'; name?: string; items: number[] } | { kind: 'file' } | { kind: 'value' } | { kind: 'address' };

/**
 * The field at a path of the data (names and list indexes, from 0, as strings): the last name on it and
 * the entries after that name; the whole file for the empty path.
 */
export function fieldAt(at: readonly string[]): FieldName {
  if (at.length === 0) return { kind: 'file' };
  let end = at.length;
  while (end > 0 && /^\d+$/.test(at[end - 1])) end--;
  const items = at.slice(end).map((index) => Number(index) + 1);
  return end === 0 ? { kind: 'field', items } : { kind: 'field', name: at[end - 1], items };
}

/** Whether the field is an entry of a list (gradient item 1), which is written without a name. */
export const isListEntry = (field: FieldName): boolean => field.kind === 'field' && field.items.length > 0;

/** "title", "cards item 2", "item 2", "the file" */
export function fieldText(field: FieldName): string {
  switch (field.kind) {
    case 'file':
      return 'the file';
    case 'value':
      return 'the value';
    case 'address':
      return 'the address';
    case 'field':
      return [...(field.name === undefined ? [] : [field.name]), ...field.items.map((n) => `item ${n}`)].join(' ');
  }
}

/**
 * What a problem of a file's shape is about, as data to say in each language: a whole file (the page,
 * site.config.yaml, a collection's list, a catalogue list), an entry of a list named by no field ("this
 * item"), a block by its type, or a field (as the checks name it: "cards item 2").
 */
export type ObjectName =
  | { kind: 'page' }
  | { kind: 'site-config' }
  | { kind: 'collection'; name: string }
  | { kind: 'catalogue-list' }
  | { kind: 'this-item' }
  | { kind: 'block'; type: string }
  | { kind: 'field'; field: FieldName };

/** "the page", "site.config.yaml", "the tools list", "the catalogue list", "this item", "the hero block", `"cards item 2"` */
function objectText(object: ObjectName): string {
  switch (object.kind) {
    case 'page':
      return 'the page';
    case 'site-config':
      return 'site.config.yaml';
    case 'collection':
      return `the ${object.name} list`;
    case 'catalogue-list':
      return 'the catalogue list';
    case 'this-item':
      return 'this item';
    case 'block':
      return `the ${object.type} block`;
    case 'field':
      return `"${fieldText(object.field)}"`;
  }
}

/** What separates the cells of a pasted table that has no tab: a character (",", ";", "|"), spaces, or nothing (absent). */
export type Separator = { kind: 'character'; character: string } | { kind: 'spaces' };

/** `","`, "spaces", "no separator at all" */
const separatorText = (separator: Separator | undefined): string =>
  separator === undefined ? 'no separator at all' : separator.kind === 'spaces' ? 'spaces' : `"${separator.character}"`;

/**
 * How the YAML checks name a line, as data to say in each language: "this line", a field or fields by
 * their keys (`"title"`, `"a" and "b"`), a list entry by its text (`the list entry "- …"`, without the
 * dash here), a line of text (`the text "…"`), or the text of a field (`the text of "description"`).
 */
export type LineName =
  | { kind: 'line' }
  | { kind: 'fields'; keys: string[] }
  | { kind: 'entry'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'text-of'; key: string };

/** "this line", `"title"`, `"a" and "b"`, `the list entry "- label: Home"`, `the text "…"`, `the text of "description"` */
export function lineName(name: LineName): string {
  switch (name.kind) {
    case 'line':
      return 'this line';
    case 'fields':
      return andList(name.keys.map((key) => `"${key}"`));
    case 'entry':
      return `the list entry "- ${name.text}"`;
    case 'text':
      return `the text "${name.text}"`;
    case 'text-of':
      return `the text of "${name.key}"`;
  }
}

/** What makes a video unfit for a background, as data to say in each language (video-probe.ts finds them). */
export type VideoFault =
  | { kind: 'heavy'; bytes: number; maxBytes: number }
  | { kind: 'large'; width: number; height: number }
  | { kind: 'codec'; codec: string }
  | { kind: 'sound' };

/** "12.3 MB" */
const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "it weighs 12.3 MB (a background video should stay under 3.0 MB)", "it has a sound track, …" */
export function videoFault(fault: VideoFault): string {
  switch (fault.kind) {
    case 'heavy':
      return `it weighs ${megabytes(fault.bytes)} (a background video should stay under ${megabytes(fault.maxBytes)})`;
    case 'large':
      return `it is ${fault.width}×${fault.height} (at most 1920×1080 is needed)`;
    case 'codec':
      return `it is encoded as ${fault.codec}, which not every browser plays (H.264, VP9 or AV1 are)`;
    case 'sound':
      return 'it has a sound track, which a muted background never plays';
  }
}

/** The parts a colour function takes, named for the function that takes them first: rgb(), hsl(), hwb(), lab() and oklab(), lch() and oklch(). */
export type ColourParts = 'rgb' | 'hsl' | 'hwb' | 'lab' | 'lch';

const COLOUR_PARTS: Record<ColourParts, string> = {
  rgb: 'red, green and blue (0 to 255, or percentages)',
  hsl: 'a hue, a saturation and a lightness (for example hsl(252 100% 68%))',
  hwb: 'a hue, a whiteness and a blackness',
  lab: 'a lightness and two axes',
  lch: 'a lightness, a chroma and a hue',
};

/** What is wrong with the parts of a colour function, as data to say in each language. */
export type ColourPartsFault =
  | { kind: 'slashes' }
  | { kind: 'no-opacity' }
  | { kind: 'count'; count: number; expected: number }
  | { kind: 'hue' | 'number' | 'opacity'; part: string };

/** Why a value is not a CSS colour, as data to say in each language (value-checks.ts finds it). */
export type ColourFault =
  | { kind: 'hex-digit'; character: string }
  | { kind: 'hex-length'; digits: number }
  | { kind: 'no-hash' }
  | { kind: 'not-a-function'; name: string }
  | { kind: 'parts'; name: string; parts: ColourParts; fault: ColourPartsFault }
  | { kind: 'not-a-name' }
  | { kind: 'not-a-colour' };

function colourPartsFault(fault: ColourPartsFault): string {
  switch (fault.kind) {
    case 'slashes':
      return 'it has more than one "/"';
    case 'no-opacity':
      return 'nothing follows "/" (the opacity, from 0 to 1)';
    case 'count':
      return `it has ${fault.count} value${fault.count === 1 ? '' : 's'} instead of ${fault.expected}`;
    case 'hue':
      return `"${fault.part}" is not a hue (a number or an angle such as 252deg)`;
    case 'number':
      return `"${fault.part}" is not a number or percentage`;
    case 'opacity':
      return `"${fault.part}" is not an opacity (from 0 to 1, or a percentage)`;
  }
}

/** `"g" is not a hexadecimal digit (0–9, a–f)`, "rgb() takes red, green and blue (…): it has 2 values instead of 3" */
function colourFault(fault: ColourFault): string {
  switch (fault.kind) {
    case 'hex-digit':
      return `"${fault.character}" is not a hexadecimal digit (0–9, a–f)`;
    case 'hex-length':
      return `it has ${fault.digits} hexadecimal digit${fault.digits === 1 ? '' : 's'} after # (a colour code has 3, 4, 6 or 8)`;
    case 'no-hash':
      return 'a hexadecimal colour starts with #';
    case 'not-a-function':
      return `${fault.name}() is not a colour function`;
    case 'parts':
      return `${fault.name}() takes ${COLOUR_PARTS[fault.parts]}: ${colourPartsFault(fault.fault)}`;
    case 'not-a-name':
      return 'it is not a CSS colour name';
    case 'not-a-colour':
      return 'it is not a CSS colour';
  }
}

/** Why a value is not a duration of its form, as data to say in each language: seconds past 59, not minutes:seconds, not a time to go live. */
export type DurationFault = { kind: 'seconds' } | { kind: 'minutes-seconds' } | { kind: 'time-to-go-live' };

function durationFault(fault: DurationFault): string {
  switch (fault.kind) {
    case 'seconds':
      return 'the seconds go up to 59';
    case 'minutes-seconds':
      return 'a duration is minutes:seconds, for example 1:14';
    case 'time-to-go-live':
      return 'a time to go live is a number and a unit (days, weeks or months), such as 3 weeks, or a range with an en dash, such as 8–10 weeks';
  }
}

/** Why a value is not a YouTube id, as data to say in each language: an address without one (the id it holds, if any), a character, a length. */
export type YoutubeFault = { kind: 'address'; id?: string } | { kind: 'character'; character: string } | { kind: 'length'; length: number };

function youtubeFault(fault: YoutubeFault): string {
  switch (fault.kind) {
    case 'address':
      return `this address holds no video id (an id has 11 characters${fault.id ? `; "${fault.id}" has ${fault.id.length}` : ''})`;
    case 'character':
      return `"${fault.character}" cannot be part of a YouTube id (letters, digits, - and _ only)`;
    case 'length':
      return `a YouTube id has 11 characters, this one has ${fault.length}`;
  }
}

/** Why a value is not an e-mail address, as data to say in each language. */
export type EmailFault = { kind: 'no-at' | 'several-at' | 'space' | 'no-domain' | 'characters' | 'incomplete' };

function emailFault(fault: EmailFault): string {
  switch (fault.kind) {
    case 'no-at':
      return 'it has no @';
    case 'several-at':
      return 'it has more than one @';
    case 'space':
      return 'it contains a space';
    case 'no-domain':
      return 'the part after @ needs a domain with a dot, such as example.com';
    case 'characters':
      return 'it contains characters an address cannot have';
    case 'incomplete':
      return 'the address is not complete';
  }
}

/** What a file of the site is, for what an empty one needs: a page, site.config.yaml, a collection, a catalogue list, a translation. */
export type FileKind = 'page' | 'site-config' | 'collection' | 'catalogue-list' | 'translation';

/** What an empty file of a kind needs. */
const FILE_NEEDS: Record<FileKind, string> = {
  page: 'a page needs at least route, title, description and blocks',
  'site-config': 'it holds the brand, navigation, footer, theme and messages of the site',
  collection: 'a collection is a list of items, each with an id',
  'catalogue-list': 'a catalogue list needs a category and rows',
  translation: 'a translation holds the texts of its source file, at the same places',
};

/**
 * A rule of a schema that none of the messages words, as the validator (ajv) reports it: its keyword and
 * params, data each catalogue words what it knows of, and ajv's own English words for it (`words`), which
 * the English says (none: "is not valid").
 */
export interface SchemaRule {
  keyword: string;
  params: Record<string, unknown>;
  words?: string;
}

/** The bound a number passed, by the schema keyword it broke. */
export type Bound = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';

const BOUNDS: Record<Bound, string> = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' };

/** `did you mean "x"?` when a close candidate exists, else ''. */
const didYouMean = (input: string, known: Iterable<string>): string => {
  const match = closest(input, known);
  return match === undefined ? '' : `did you mean "${match}"?`;
};

/** A suggestion when one is close, else the list of what exists. */
const suggestOrList = (input: string, known: Iterable<string>, listIntro: string) => didYouMean(input, known) || `${listIntro}: ${[...known].join(', ')}`;

export const MESSAGES = {
  // ── the YAML itself ────────────────────────────────────────────────────────────────────────────
  'yaml-tab-indent': define<{ line: number; field: LineName; spaces: number; sibling?: { name: LineName; line: number; child: boolean } }>({
    title: 'Tab indentation',
    message: ({ field }) => `${lineName(field)} is indented with a tab`,
    hint: ({ spaces, sibling }) =>
      `YAML accepts only spaces there: ${spaces === 0 ? 'remove the tab' : `start the line with ${spaceCount(spaces)} instead of the tab`}` +
      (sibling ? (sibling.child ? `, one level deeper than ${lineName(sibling.name)} on line ${sibling.line}` : `, so that it lines up with ${lineName(sibling.name)} on line ${sibling.line}`) : ''),
  }),
  'yaml-duplicate-key': define<{ key?: string; firstLine?: number }>({
    title: 'Duplicate field',
    message: ({ key, firstLine }) => (key ? `"${key}" is written twice in the same place (first on line ${firstLine})` : 'the same field is written twice in the same place'),
    hint: () => 'keep one',
  }),
  'yaml-missing-colon': define<{ key: string; fixed: string }>({
    title: 'Missing colon',
    message: ({ key }) => `"${key}" has no colon after it`,
    hint: ({ fixed }) => `write "${fixed}"`,
  }),
  'yaml-missing-space-after-colon': define<{ key: string; fixed: string }>({
    title: 'No space after colon',
    message: ({ key }) => `there is no space after "${key}:"`,
    hint: ({ fixed }) => `write "${fixed}"`,
  }),
  'yaml-indented-deeper': define<{ field: LineName; by: number; sibling: LineName; siblingLine: number; from: number; to: number; intoText?: string }>({
    title: 'Indented too deep',
    message: ({ field, by, sibling, siblingLine, intoText }) =>
      `${lineName(field)} is indented ${spaceCount(by)} deeper than its sibling ${lineName(sibling)} on line ${siblingLine}${intoText ? `, so YAML reads it as part of the text of "${intoText}"` : ''}`,
    hint: ({ by, from, to }) => `remove ${spaceCount(by)} at the start of ${from === to ? 'the line' : `lines ${from}–${to}`}`,
  }),
  'yaml-indented-shallower': define<{ field: LineName; by: number; sibling: LineName; siblingLine: number; from: number; to: number; plural?: boolean; group?: string; text?: boolean }>({
    title: 'Indented too little',
    message: ({ field, by, sibling, siblingLine, plural, group, text }) =>
      `${lineName(field)} ${plural ? 'are' : 'is'} indented ${spaceCount(by)} less than ${group ? `the fields of "${group}", such as ` : text ? '' : 'its sibling '}${lineName(sibling)} on line ${siblingLine}`,
    hint: ({ by, from, to }) => `add ${spaceCount(by)} at the start of ${from === to ? 'the line' : `lines ${from}–${to}`}`,
  }),
  'yaml-missing-dash': define<{ field: LineName; dashCol: number; dashLine?: number; fixed: string; following?: number[] }>({
    title: 'Missing list dash',
    message: ({ field }) => `${lineName(field)} starts a new list entry but has no "- " before it`,
    hint: ({ fixed, dashCol, dashLine, following = [] }) =>
      `write "${fixed}" with the dash at column ${dashCol}${dashLine ? ` like the dash on line ${dashLine}` : ''}` +
      (following.length > 0 ? `, and add 2 spaces at the start of ${lineList(following)}` : ''),
  }),
  'yaml-value-with-colon': define<{ field: string; fixed: string }>({
    title: 'Colon in value',
    message: ({ field }) => `the value of "${field}" contains ": ", which YAML reads as the start of another field`,
    hint: ({ fixed }) => `put the value in quotes: ${fixed}`,
  }),
  'yaml-text-after-quote': define<{ field: string; fixed: string }>({
    title: 'Text after closing quote',
    message: ({ field }) => `the value of "${field}" goes on after its closing quote`,
    hint: ({ fixed }) => `put the whole value in quotes: ${fixed}`,
  }),
  'yaml-unclosed-quote': define<{ field?: string; fixed?: string }>({
    title: 'Unclosed quote',
    message: ({ field }) => (field ? `the quoted value of "${field}" has no closing quote` : 'a quoted text is missing its closing quote'),
    hint: ({ fixed }) => (fixed ? `end it on the same line: ${fixed}` : ''),
  }),
  'yaml-unclosed-bracket': define<{ field: string; open: string; close: string; fixed: string }>({
    title: 'Unclosed bracket',
    message: ({ field, open }) => `the ${open === '[' ? 'list' : 'group'} of "${field}" opens with "${open}" but is not closed`,
    hint: ({ close, fixed }) => `end it with "${close}": ${fixed}`,
  }),
  'yaml-unknown-alias': define<{ name: string }>({
    title: 'Unknown alias',
    message: ({ name }) => `"*${name}" repeats a value marked "&${name}", but no value above it has that mark`,
    hint: ({ name }) => `mark the value to repeat with &${name} above this line, or write the value here instead of *${name}`,
  }),
  'yaml-too-many-aliases': define({
    title: 'Too many aliases',
    message: () => 'this file repeats marked values (*name) too many times',
    hint: () => 'write the values out instead of repeating them with * more than 100 times',
  }),
  'yaml-missing-char': define<{ detail: string }>({ title: 'Missing character', message: ({ detail }) => `YAML expected something else here (${detail})` }),
  'yaml-bad-indent': define<{ detail: string }>({ title: 'Bad indentation', message: ({ detail }) => `the indentation does not line up with the lines around it (${detail})` }),
  'yaml-syntax': define<{ detail: string }>({ title: 'YAML syntax error', message: ({ detail }) => `YAML syntax error: ${detail}` }),
  'file-empty': define<{ /** What the file is, when what it needs can be said. */ needs?: FileKind }>({ title: 'Empty file', message: () => 'this file is empty', hint: ({ needs }) => (needs ? FILE_NEEDS[needs] : '') }),
  'symbolic-link': define<{ file: string }>({
    title: 'Link instead of a file', join: 'colon',
    message: ({ file }) => `${file} is a symbolic link, not a file or folder of the site`,
    hint: ({ file }) => `the site reads only its own files, so that nothing leads out of it or in a loop. Remove the link (git rm ${file}) and put a copy of what it pointed to in its place`,
  }),
  'site-file-missing': define<{ file: string; root: string }>({ title: 'Site file missing', message: ({ file, root }) => `${file} is missing from ${root}` }),

  // ── a value against its schema ────────────────────────────────────────────────────────────────
  'missing-field': define<{ object: ObjectName; field: string; why?: string }>({
    title: 'Missing field', join: 'colon',
    message: ({ object, field }) => `${objectText(object)} is missing the required field "${field}"`,
    hint: ({ why }) => why ?? '',
  }),
  'unknown-field': define<{ field: string; object: ObjectName; allowed: string[] }>({
    title: 'Unknown field',
    message: ({ field, object }) => `unknown field "${field}" in ${objectText(object)}`,
    hint: ({ field, allowed }) => suggestOrList(field, allowed, 'the fields allowed here are'),
  }),
  'empty-value': define<{ field: FieldName }>({ title: 'Empty value', message: ({ field }) => `"${fieldText(field)}" is empty`, hint: () => 'write a value after the colon' }),
  'wrong-type': define<{ field: FieldName; expected: string[]; actual: FoundValue }>({
    title: 'Wrong type',
    message: ({ field, expected, actual }) => `"${fieldText(field)}" should be ${expectedOf(expected)}, but it is ${found(actual)}`,
  }),
  'value-not-allowed': define<{ field: FieldName; actual: FoundValue; allowed: string[]; raw: string }>({
    title: 'Value not allowed',
    message: ({ field, actual, allowed }) => `"${fieldText(field)}" is ${found(actual)}, which is not one of: ${allowed.join(', ')}`,
    hint: ({ raw, allowed }) => didYouMean(raw, allowed),
  }),
  'value-must-be': define<{ field: FieldName; allowed: string }>({ title: 'Wrong fixed value', message: ({ field, allowed }) => `"${fieldText(field)}" must be "${allowed}"` }),
  'wrong-form': define<{ field: FieldName; actual: FoundValue; form?: string; pattern: string }>({
    title: 'Wrong form', join: 'colon',
    message: ({ field, actual, form, pattern }) => (form ? `"${fieldText(field)}" is ${found(actual)}` : `"${fieldText(field)}" does not have the expected form (${pattern})`),
    hint: ({ form }) => form ?? '',
  }),
  'empty-text': define<{ field: FieldName }>({ title: 'Empty text', message: ({ field }) => `"${fieldText(field)}" is empty`, hint: () => 'write some text or remove the field' }),
  'text-too-short': define<{ field: FieldName; limit: number }>({ title: 'Text too short', message: ({ field, limit }) => `"${fieldText(field)}" must be at least ${limit} characters long` }),
  'text-too-long': define<{ field: FieldName; length: number; limit: number }>({
    title: 'Text too long',
    message: ({ field, length }) => `"${fieldText(field)}" is ${length} characters long`,
    hint: ({ limit }) => `keep it to ${limit} at most`,
  }),
  'too-few-items': define<{ field: FieldName; limit: number }>({ title: 'Too few items', message: ({ field, limit }) => `"${fieldText(field)}" needs at least ${limit} item${limit === 1 ? '' : 's'}` }),
  'too-many-items': define<{ field: FieldName; count: number; limit: number }>({
    title: 'Too many items',
    message: ({ field, count, limit }) => `"${fieldText(field)}" has ${count} items; the most allowed is ${limit}`,
  }),
  'listed-twice': define<{ field: FieldName; item: FoundValue; first: number; second: number }>({
    title: 'Item listed twice',
    message: ({ field, item, first, second }) => `"${fieldText(field)}" lists ${found(item)} twice (items ${first} and ${second})`,
    hint: () => 'keep one',
  }),
  'number-out-of-range': define<{ field: FieldName; actual: FoundValue; bound: Bound; limit: number }>({
    title: 'Number out of range',
    message: ({ field, actual }) => `"${fieldText(field)}" is ${found(actual)}`,
    hint: ({ bound, limit }) => `it must be ${BOUNDS[bound]} ${limit}`,
  }),
  'unknown-type': define<{ /** The field whose type it is; none for a block's. */ of?: FieldName; type: string; known: string[] }>({
    title: 'Unknown type',
    message: ({ of, type }) => `unknown ${of === undefined ? 'block' : fieldText(of)} type "${type}"`,
    hint: ({ type, known }) => suggestOrList(type, known, 'the types available are'),
  }),
  'type-missing': define<{ object: ObjectName; tag: string; known: string[] }>({
    title: 'Type missing',
    message: ({ object, tag }) => `${objectText(object)} has no "${tag}"`,
    hint: ({ known }) => `the types available are: ${known.join(', ')}`,
  }),
  'fields-not-together': define<{ object: ObjectName; why?: string }>({
    title: 'Fields not allowed together', join: 'space',
    message: ({ object }) => `${objectText(object)}:`,
    hint: ({ why }) => why ?? 'this combination of fields is not allowed',
  }),
  'field-needs-field': define<{ field: string; needs: string }>({ title: 'Field needs another', message: ({ field, needs }) => `"${field}" needs "${needs}" too` }),
  'needs-one-of': define<{ object: ObjectName; fields: string[] }>({
    title: 'Needs one of several fields',
    message: ({ object, fields }) => `${objectText(object)} needs at least one of the fields ${fields.map((f) => `"${f}"`).join(', ')}`,
  }),
  'no-accepted-form': define<{ field: FieldName }>({ title: 'No accepted form', message: ({ field }) => `"${fieldText(field)}" does not match any of the accepted forms` }),
  'value-invalid': define<{ field: FieldName; rule: SchemaRule }>({ title: 'Invalid value', message: ({ field, rule }) => `"${fieldText(field)}" ${rule.words ?? 'is not valid'}` }),

  'entry-in-wrong-list': define<{ looksLike: string; fields: string[]; here: string; list: string; home: string; homeLine?: number; lines: number[] }>({
    title: 'Entry in the wrong list',
    message: ({ looksLike, fields, here }) => `this looks like a ${looksLike} (it has ${fields.map((f) => `"${f}"`).join(', ')}), not a ${here}`,
    hint: ({ looksLike, home, homeLine, lines }) =>
      `${looksLike === `"${home}"` ? 'its fields go' : `${looksLike}s go`} under "${home}:"${homeLine ? ` (line ${homeLine})` : ''}: move ${lineList(lines)} there`,
  }),

  // ── values checked by what they point at (the schemas' x- keywords) ──────────────────────────
  'route-form': define<{ route: string; cleaned: string }>({
    title: 'Malformed route',
    message: ({ route }) => `the route "${route}" must start with "/" and contain only letters, digits, "-", "_" and "/" (no spaces, no trailing "/")`,
    hint: ({ cleaned }) => `write "${cleaned}"`,
  }),
  'link-to-missing-page': define<{ link: string; route: string; routes: Iterable<string> }, { link: string; route: string; near?: string }>({
    title: 'Link to a missing page',
    message: ({ link, route }) => `the link "${link}" goes to no page: no file in pages/ has the route "${route}"`,
    hint: ({ route, routes }) => didYouMean(route, routes),
    keep: ({ link, route, routes }) => ({ link, route, near: closest(route, routes) }),
  }),
  'link-to-missing-section': define<{ link: string; route: string; anchor: string; near?: string; ids: string[] }>({
    title: 'Link to a missing section',
    message: ({ link, route, anchor }) => `the link "${link}" goes to no section: nothing on ${route} has the id "${anchor}"`,
    hint: ({ route, anchor, near, ids }) =>
      near
        ? `did you mean "${route}#${near}"?`
        : ids.length > 0
          ? `the sections of ${route} with an id are: ${ids.map((id) => `#${id}`).join(', ')}`
          : `add "id: ${anchor}" to the section of ${route} it should open at`,
  }),
  'mailto-form': define<{ link: string; reason: EmailFault; suggestion?: string }>({
    title: 'Malformed e-mail link',
    message: ({ link, reason }) => `"${link}" is not an e-mail link a browser can open: ${emailFault(reason)}`,
    hint: ({ suggestion }) => (suggestion ? `did you mean "${suggestion}"?` : 'write mailto: followed by a full address, such as mailto:hello@example.com'),
  }),
  'link-form': define<{ link: string; suggestion?: string; /** A web address with a space in it. */ space?: boolean }>({
    title: 'Malformed link',
    message: ({ link, space }) => `"${link}" is not a valid link: ${space ? 'a web address cannot contain a space' : 'use a page route starting with "/" or a full web address starting with https://'}`,
    hint: ({ suggestion }) => (suggestion ? `did you mean "${suggestion}"?` : ''),
  }),
  'asset-path-form': define<{ path: string }>({
    title: 'Malformed file path', join: 'parentheses',
    message: ({ path }) => `the file path "${path}" must start with "/"`,
    hint: () => 'a path inside public/, for example /assets/images/team.jpg',
  }),
  'asset-outside-public': define<{ path: string }>({ title: 'File outside public/', message: ({ path }) => `the file path "${path}" points outside public/` }),
  'asset-missing': define<{ path: string; near?: string }>({
    title: 'Missing file', join: 'colon',
    message: ({ path }) => `the file "${path}" does not exist`,
    hint: ({ path, near }) => `add it as public${path}${near ? `; did you mean "${near}"?` : ''}`,
  }),
  'image-unreadable': define<{ path: string }>({
    title: 'Unreadable image',
    message: ({ path }) => `"${path}" is not an image the site can show: its size cannot be read from the file`,
    hint: () => 'save it again as .jpg, .png, .webp or .svg (a photo as .jpg)',
  }),
  'background-video-unfit': define<{ path: string; faults: VideoFault[]; command: string }>({
    title: 'Heavy background video',
    message: ({ path, faults }) => `the background video ${path} would slow the page down: ${faults.map(videoFault).join('; ')}`,
    hint: ({ command }) => `run this in the project folder, then validate again: ${command}`,
  }),
  'media-not-what-named': define<{ path: string; what: 'background video' | 'image'; named: MediaFormat; is?: MediaFormat; rename?: string }>({
    title: 'File not what its name says',
    message: ({ path, what, named, is }) =>
      what === 'background video'
        ? `the background video ${path} is not a video file (its bytes are no ${formatName(named)}${is ? `: they are ${formatName(is)}` : ''})`
        : `the image ${path} is ${is ? `${articled(is)}, not ${articled(named)}` : `not ${articled(named)}`} (its bytes do not match its name)`,
    hint: ({ what, rename }) =>
      what === 'background video'
        ? 'export it again from your video editor, or upload it in the studio, which prepares it'
        : `${rename ? `rename the file to ${rename} and write that name here, or ` : ''}export it again from your image editor in the format its name says, or upload it in the studio, which checks it`,
    join: 'colon',
  }),
  'unknown-icon': define<{ name: string; known: Iterable<string> }, { name: string; near?: string }>({
    title: 'Unknown icon',
    message: ({ name }) => `unknown icon "${name}" (icons are Lucide names, see https://lucide.dev/icons)`,
    hint: ({ name, known }) => didYouMean(name, known),
    keep: ({ name, known }) => ({ name, near: closest(name, known) }),
  }),
  'unknown-logo': define<{ name: string; known: Iterable<string> }, { name: string; near?: string }>({
    title: 'Unknown logo',
    message: ({ name }) => `unknown logo "${name}" (logos are Simple Icons slugs, see https://simpleicons.org)`,
    hint: ({ name, known }) => didYouMean(name, known),
    keep: ({ name, known }) => ({ name, near: closest(name, known) }),
  }),
  'collection-unavailable': define<{ collection: string }>({ title: 'Collection unavailable', message: ({ collection }) => `the collection content/${collection}.yaml is missing or invalid` }),
  'unknown-item': define<{ noun: string; id: string; collection: string; known: Iterable<string> }, { noun: string; id: string; collection: string; near?: string }>({
    title: 'Unknown collection item',
    message: ({ noun, id, collection }) => `no ${noun} with the id "${id}" in content/${collection}.yaml`,
    hint: ({ id, known }) => didYouMean(id, known),
    keep: ({ noun, id, collection, known }) => ({ noun, id, collection, near: closest(id, known) }),
  }),
  'wrong-collection': define<{ expected: string; actual: string }>({
    title: 'Wrong collection',
    message: ({ expected, actual }) => `this block shows the ${expected} collection (content/${expected}.yaml), not "${actual}"`,
    hint: ({ expected }) => `write ${expected}`,
  }),

  'colour-form': define<{ field: FieldName; value: string; reason: ColourFault; suggestion?: string }>({
    title: 'Invalid colour',
    message: ({ field, value, reason }) => `"${fieldText(field)}" is "${value}", which a browser cannot use as a colour: ${colourFault(reason)}`,
    hint: ({ field, suggestion }) => {
      // a field is rewritten as "field: value"; an entry of a list (gradient item 1) as its value alone
      const key = isListEntry(field) ? '' : `${fieldText(field)}: `;
      return suggestion ? `did you mean ${key}${suggestion}?` : `write a colour code in quotes, such as ${key}"#8b6cff", or rgb(139 108 255), hsl(255 100% 71%), a name such as black`;
    },
  }),
  'value-read-as-comment': define<{ field: FieldName; rest: string }>({
    title: 'Value read as a comment',
    message: ({ field, rest }) => `"${fieldText(field)}" is empty: YAML reads "${rest}" as a comment, because it starts with #`,
    hint: ({ field, rest }) => `put the value in quotes: ${fieldText(field)}: "${rest}"`,
  }),
  'duration-form': define<{ field: FieldName; value: string; reason: DurationFault; suggestion?: string; example?: string }>({
    title: 'Malformed duration',
    message: ({ field, value, reason }) => `"${fieldText(field)}" is "${value}": ${durationFault(reason)}`,
    hint: ({ suggestion, example }) => (suggestion ? `write ${suggestion}` : example ? `write a number and a unit, like ${example}` : ''),
  }),
  'youtube-address': define<{ field: FieldName; value: string; id: string }>({
    title: 'YouTube address instead of id',
    message: ({ field }) => `"${fieldText(field)}" is a full YouTube address; it takes only the video's id`,
    hint: ({ field, id }) => `write ${fieldText(field)}: ${id}`,
  }),
  'youtube-id-form': define<{ field: FieldName; value: string; reason: YoutubeFault; address: boolean }>({
    title: 'Malformed YouTube id',
    message: ({ field, value, reason }) => `"${fieldText(field)}" is "${value}": ${youtubeFault(reason)}`,
    hint: ({ address }) =>
      address
        ? "copy the video's address again from YouTube (Share), or leave the field out until the video is published"
        : "the id is the 11 characters after v= in the video's address (leave the field out until the video is published)",
  }),
  'email-form': define<{ field: FieldName; value: string; reason: EmailFault; suggestion?: string }>({
    title: 'Invalid e-mail address',
    message: ({ field, value, reason }) => `"${fieldText(field)}" is "${value}", which is not an e-mail address: ${emailFault(reason)}`,
    hint: ({ suggestion }) => (suggestion ? `did you mean ${suggestion}?` : 'write an address such as leads@example.com'),
  }),

  // ── counted messages: one form per plural category of the site's language (src/config/schemas/plurals.ts) ──
  'plural-written-as-text': define<{ field: string; rule: PluralRule; languageCode: string; withCount: boolean; write: string; reword?: Reword }>({
    title: 'Counted message as one text',
    message: ({ field, rule }) => `"${field}" is a single text, but a text that shows a number needs a form for each kind of number: ${ruleSentence(rule)}`,
    hint: ({ write, withCount, reword }) => `write ${write}${withCount ? '' : ', with {count} where the number goes'}${reword ? `, then ${rewordText(reword)}` : ''}`,
  }),
  'plural-form-missing': define<{
    field: string;
    category: string;
    language: string;
    languageCode: string;
    numbers: CategoryNumbers;
    /** The line to add, above or below the line `at`. */
    add?: { line: string; place: 'above' | 'below'; at: number };
    write?: string;
    reword?: Reword;
  }>({
    title: 'Plural form missing',
    message: ({ field, category, language, numbers }) => `"${field}" has no "${category}" form, which ${language} uses for ${numbersText(numbers)}`,
    hint: ({ category, add, write, reword }) =>
      (add ? `add the line ${add.line} ${add.place} line ${add.at}, indented like the other forms` : write ? `write ${write}` : `add ${category}: with its text, {count} where the number goes`) +
      (reword ? `, and ${rewordText(reword)}` : ''),
  }),
  'plural-form-unused': define<{ category: string; language: string; languageCode: string; takenBy?: { number: number; category: string }; lines?: number[]; write?: string }>({
    title: 'Unused plural form',
    message: ({ category, language, takenBy }) =>
      `${language} has no "${category}" form${takenBy ? ` (${takenBy.number} takes the "${takenBy.category}" form)` : ''}, so this text is never shown`,
    hint: ({ lines, write }) => (lines ? `delete ${lineList(lines)}` : `write ${write}`),
  }),
  'plural-form-unknown': define<{ key: string; rule: PluralRule; languageCode: string; meant?: string; lines?: number[] }>({
    title: 'Unknown plural form',
    message: ({ key, rule }) => `"${key}" is not a form of a counted message: ${ruleSentence(rule)}`,
    hint: ({ meant, lines }) => (meant ? `did you mean "${meant}"?` : lines ? `rename it to one of these, or delete ${lineList(lines)}` : ''),
  }),
  'plural-form-missing-placeholder': define<{ field: string; category: string; missing: string[]; write?: string; reword?: Reword }>({
    title: 'Placeholder missing in a plural form',
    message: ({ field, category, missing }) => {
      const others = missing.filter((p) => p !== '{count}');
            return missing.includes('{count}')
        ? `the "${category}" form of "${field}" has no {count}, so it would not show the number${others.length > 0 ? ` (nor ${orList(others)}, which the "other" form shows)` : ''}`
        : `the "${category}" form of "${field}" has no ${andList(others)}, which the "other" form shows`;
    },
    hint: ({ missing, write, reword }) =>
      write ? `write ${write}${reword ? `, and ${rewordText(reword)}` : ''}` : missing.includes('{count}') ? 'write {count} where the number goes' : `add ${andList(missing)} as in the "other" form`,
  }),

  // ── across files ──────────────────────────────────────────────────────────────────────────────
  'route-taken': define<{ route: string; owner: string; suggestion: string }>({
    title: 'Route already taken',
    message: ({ route, owner }) => `the route "${route}" is already the route of ${owner}`,
    hint: ({ suggestion }) => `give this page its own, for example route: ${suggestion} (or delete this file if it is a copy)`,
  }),
  'unknown-collection-file': define<{ name: string; known: string[] }>({
    title: 'Unknown collection',
    message: ({ name }) => `content/ has no collection called "${name}"`,
    hint: ({ name, known }) => suggestOrList(name, known, 'the collections are'),
  }),
  'id-twice-in-collection': define<{ keyField: string; key: string; file: string }>({
    title: 'Duplicate id in a collection',
    message: ({ keyField, key, file }) => `the ${keyField} "${key}" is used twice in ${file}`,
    hint: ({ keyField }) => `each ${keyField} must be unique`,
  }),
  'industry-key-taken': define<{ key: string; owner: string }>({
    title: 'Industry key already taken',
    message: ({ key, owner }) => `the industry key "${key}" is already used by ${owner}`,
    hint: () => 'each industry needs its own key',
  }),
  'no-main-heading': define<{ headlineTypes: string[] }>({
    title: 'No main heading',
    message: () => 'the page has no main heading',
    hint: ({ headlineTypes }) => `add a ${orList(headlineTypes)} block (usually first)`,
  }),
  'second-main-heading': define<{ first: number; headlineTypes: string[] }>({
    title: 'Second main heading',
    message: ({ first }) => `the page already has a main heading in block ${first}`,
    hint: ({ headlineTypes }) => `use only one ${orList(headlineTypes)} block per page`,
  }),
  'industry-not-shown': define<{ blockTypes: string[] }>({
    title: 'Industry not shown',
    message: ({ blockTypes }) => `the page has an industry section but no ${orList(blockTypes)} block to show it`,
    hint: ({ blockTypes }) => `add "- type: ${orList(blockTypes)}" to its blocks`,
  }),
  'industry-section-missing': define({
    title: 'Industry section missing', join: 'parentheses',
    message: () => 'an industry-categories block needs an industry section in its page',
    hint: () => 'industry: with key, categories and useCases',
  }),
  'block-id-twice': define<{ id: string; first: number }>({
    title: 'Duplicate block id',
    message: ({ id, first }) => `the id "${id}" is already the id of block ${first} of this page`,
    hint: () => 'give each block of the page its own id: its translations and the links to its section find it by it',
  }),
  'category-id-twice': define<{ id: string }>({ title: 'Duplicate category id', message: ({ id }) => `the category id "${id}" is used twice`, hint: () => 'each category needs its own id' }),
  'use-case-id-twice': define<{ id: string }>({ title: 'Duplicate use case id', message: ({ id }) => `the use case id "${id}" is used twice`, hint: () => 'each use case needs its own id' }),
  'unknown-category': define<{ id: string; known: Iterable<string> }, { id: string; near?: string }>({
    title: 'Unknown category',
    message: ({ id }) => `no category with the id "${id}" in this page's industry`,
    hint: ({ id, known }) => didYouMean(id, known),
    keep: ({ id, known }) => ({ id, near: closest(id, known) }),
  }),
  'form-field-twice': define<{ form: string; field: string }>({
    title: 'Duplicate form field',
    message: ({ form, field }) => `the ${form} form already has a field named "${field}"`,
    hint: () => 'each field needs its own name',
  }),
  'not-found-route-missing': define<{ route: string; routes: Iterable<string> }, { route: string; near?: string }>({
    title: 'Not-found page missing',
    message: ({ route }) => `no file in pages/ has the route "${route}"`,
    hint: ({ route, routes }) => didYouMean(route, routes),
    keep: ({ route, routes }) => ({ route, near: closest(route, routes) }),
  }),
  'redirect-from-page': define<{ from: string; page: string; lines: number[] }>({
    title: 'Old address has a page',
    message: ({ from, page }) => `the old address "${from}" is the route of ${page}: visitors get that page, so this redirect never sends anyone on`,
    hint: ({ page, lines }) => `delete ${lineList(lines)}, or give ${page} another route`,
  }),
  'redirect-from-twice': define<{ from: string; firstLine: number; lines: number[] }>({
    title: 'Old address listed twice',
    message: ({ from, firstLine }) => `the old address "${from}" is already listed on line ${firstLine}`,
    hint: ({ lines }) => `delete ${lineList(lines)}: an address leads to one page`,
  }),
  'redirect-chain': define<{ from: string; to: string; next: string; page: string }>({
    title: 'Redirect to an old address',
    message: ({ from, to, next }) => `"${from}" leads to "${to}", which is itself an old address leading on to "${next}": visitors would be sent on twice`,
    hint: ({ page }) => `make it lead straight to ${page}`,
  }),
  'redirect-loop': define<{ addresses: string[]; lines: number[] }>({
    title: 'Redirects in a circle',
    message: ({ addresses }) => `the old addresses ${addresses.join(' → ')} lead to one another in a circle, never to a page`,
    hint: ({ lines }) => `delete ${lineList(lines)} (or point one of them at a page)`,
  }),

  // ── the catalogue (content/catalogue/) ────────────────────────────────────────────────────────
  'catalogue-list-twice': define<{ id: string; owner: string }>({
    title: 'Catalogue list twice',
    message: ({ id, owner }) => `${owner} already holds the list "${id}"`,
    hint: () => 'keep one file per list',
  }),
  'agent-id-twice': define<{ id: string; owner: string }>({
    title: 'Duplicate agent id',
    message: ({ id, owner }) => `the agent id "${id}" is also used in ${owner}`,
    hint: () => 'each agent needs its own id',
  }),
  'unknown-catalogue-list': define<{ id: string; dir: string; known: string[] }>({
    title: 'Unknown catalogue list',
    message: ({ id, dir }) => `no list "${id}" in ${dir}/`,
    hint: ({ id, known }) => suggestOrList(id, known, 'the lists are'),
  }),
  'catalogue-list-not-shown': define<{ id: string; blockTypes: string[] }>({
    title: 'Catalogue list not shown', join: 'colon',
    message: ({ id }) => `no sector shows the list "${id}"`,
    hint: ({ blockTypes }) => `add it to the lists of a sector of the ${orList(blockTypes)} block, or its agents are never seen`,
  }),
  'tsv-no-header': define({
    title: 'No table header',
    message: () => 'the first line must be the header (Category, AI Module, AI Agent Name, Description, …), separated by tabs',
  }),
  'tsv-not-tabs': define<{ found?: Separator }>({
    title: 'Columns not separated by tabs', join: 'colon',
    message: ({ found }) => `the columns are not separated by tabs (found ${separatorText(found)})`,
    hint: () => 'copy the table from the spreadsheet and paste it as is, or export it as tab-separated values',
  }),
  'tsv-missing-column': define<{ part: string; names: string[] }>({
    title: 'Missing column',
    message: ({ part }) => `the header has no column whose name contains "${part}"`,
    hint: ({ names }) => `its columns are: ${names.map((n) => `"${n}"`).join(', ')}`,
  }),
  'tsv-row-not-tabs': define<{ found: Separator }>({
    title: 'Row not separated by tabs', join: 'colon',
    message: ({ found }) => `this row has no tab: its cells are separated by ${separatorText(found)}`,
    hint: () => 'copy the row from the spreadsheet again and paste it as is (the cells are then separated by tabs)',
  }),
  'tsv-missing-cells': define<{ cells: number; columns: number; missing: string[] }>({
    title: 'Missing cells',
    message: ({ cells, columns, missing }) => `this row has ${cells} cell${cells === 1 ? '' : 's'} but the header has ${columns} columns: ${andList(missing.map((m) => `"${m}"`))} ${missing.length === 1 ? 'is' : 'are'} missing`,
    hint: () => 'separate the cells with tabs, as the spreadsheet does when the row is copied from it',
  }),
  'tsv-empty-cell': define<{ names: string[]; required: string[] }>({
    title: 'Empty cell',
    message: ({ names }) => `the ${andList(names.map((m) => `"${m}"`))} cell${names.length === 1 ? ' of this row is' : 's of this row are'} empty`,
    hint: ({ required }) => `every row needs its ${andList(required.map((m) => `"${m}"`))}, as in the catalogue's YAML lists: fill ${required.length === 1 ? 'it' : 'them'} in`,
  }),
  'tsv-row-without-agent': define<{ names: string[] }>({
    title: 'Row without an agent',
    message: ({ names }) => `this row has no ${orList(names.map((m) => `"${m}"`))}: it would show nothing`,
    hint: () => 'fill them in, or delete the line',
  }),
  'tsv-too-many-cells': define<{ cells: number; columns: number; col: number }>({
    title: 'Too many cells', join: 'colon',
    message: ({ cells, columns }) => `this row has ${cells} cells but the header has ${columns} columns`,
    hint: ({ col }) => `a cell cannot hold a tab; delete the tab at column ${col}, or copy the row again from the spreadsheet`,
  }),
  'tsv-agent-twice': define<{ agentName: string; other: string; line: number; key: string }>({
    title: 'Agent named twice in a table',
    message: ({ agentName, other, line, key }) =>
      `${other === agentName ? `the agent "${agentName}" is named on line ${line} already` : `the agent "${agentName}" has the key of "${other}", on line ${line}`}: a row of a table is known by its agent's name (its key, "${key}", is what its translations name)`,
    hint: () => 'give each agent of the table a name of its own',
  }),

  // ── site.config.yaml and the build environment ───────────────────────────────────────────────
  'algolia-key-unset': define<{ variable: string }>({
    title: 'Algolia key not set', join: 'colon',
    message: ({ variable }) => `the environment variable ${variable} is not set`,
    hint: () => 'set it to the Algolia search-only API key when building, or the search client cannot start (`apiKey` is missing.)',
  }),
  'search-past-embedded-limit': define<{ useCases: number; gzipKb: number; limitUseCases: number; limitGzipKb: number; keystrokeMs: number }>({
    title: 'Search past the embedded limit',
    message: ({ useCases, gzipKb, limitUseCases, limitGzipKb, keystrokeMs }) =>
      `the embedded search would hold ${useCases.toLocaleString('en')} use cases in ${gzipKb.toLocaleString('en')} KB gzip of search data, past its limit: ` +
      andList([
        ...(useCases > limitUseCases ? [`over ${limitUseCases.toLocaleString('en')} use cases a keystroke takes over ${keystrokeMs} ms`] : []),
        ...(gzipKb > limitGzipKb ? [`over ${limitGzipKb.toLocaleString('en')} KB gzip is too much for every visitor of the search page to download`] : []),
      ]),
    hint: () =>
      'search with Algolia: under search set engine: algolia and an algolia section with appId, apiKeyEnv and adminKeyEnv ' +
      '(the names of the variables holding the keys), build with the search-only key in the apiKeyEnv variable, then fill the index with npm run search:push',
  }),
  // ── translations (site.config.yaml languages; banking.fr.yaml beside banking.yaml) ─────────────
  'translation-not-text': define<{ path: string; file: string; translation: string }>({
    title: 'Not a text in a translation',
    message: ({ path, file }) => `${path} is not a text: it always comes from ${file}, in every language`,
    hint: ({ path, translation }) => `remove ${path} from ${translation} (change it in the source file if it must change everywhere)`,
  }),
  'translation-unknown-path': define<{ path: string; file: string; translation: string }>({
    title: 'Nothing to translate there',
    message: ({ path, file }) => `${file} has no ${path} to translate`,
    hint: ({ translation, file }) => `a translation holds the texts of its source at the same places (list items by their id): check the spelling and the indentation against ${file}, or remove it from ${translation}`,
  }),
  'translation-left-over': define<{ path: string; file: string; translation: string }>({
    title: 'Translation of a removed item',
    message: ({ path, file }) => `${file} no longer has ${path} (removed there?): its translation is not shown`,
    hint: ({ translation }) => `remove that item from ${translation}, so that the items after it keep translating the right ones`,
  }),
  'translation-missing': define<{ count: number; paths: string[]; language: string; languageCode: string; file: string; translation: string }>({
    title: 'Texts not yet translated',
    message: ({ count, language, file }) => `${count} ${count === 1 ? 'text' : 'texts'} of ${file} ${count === 1 ? 'is' : 'are'} not yet in ${language}: ${count === 1 ? 'it shows' : 'they show'} in the source language`,
    hint: ({ paths, translation }) => `translate ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''} in ${translation}`,
  }),
  'translation-required': define<{ count: number; paths: string[]; language: string; languageCode: string; file: string; translation: string }>({
    title: 'Translation required',
    message: ({ count, language, file }) => `${count} ${count === 1 ? 'text' : 'texts'} of ${file} ${count === 1 ? 'is' : 'are'} not yet in ${language}, and the site requires every text in ${language} (missing: required)`,
    hint: ({ paths, translation }) => `translate ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''} in ${translation}, or set missing: fallback for this language in site.config.yaml`,
  }),
  'translation-hidden': define<{ count: number; language: string; languageCode: string; source: string; sourceCode: string; file: string; translation: string; route: string }>({
    title: 'Page hidden in a language',
    message: ({ language, source, file, route }) =>
      `no text of ${file} is translated into ${language} yet, so the page is not shown in ${language} (missing: hide): links to it in ${language} lead to the ${source} page, ${route}`,
    hint: ({ language, translation }) => `translate its texts in ${translation} to show it in ${language}`,
  }),
  'translation-stale': define<{ path: string; now: string; hash: string; sourceCode: string; source: string; language: string; languageCode: string }>({
    title: 'Translation out of date',
    message: ({ path, source, now }) => `the ${source} changed since ${path} was translated; it now reads "${now}"`,
    hint: ({ language, sourceCode, hash }) => `bring the ${language} in line, then change the comment after it to # ${sourceCode}:${hash}`,
  }),
  'translation-unchecked': define<{ count: number; paths: string[]; sourceCode: string; source: string; translation: string }>({
    title: 'Translations not yet checked',
    message: ({ count, source, translation }) => `${count} ${count === 1 ? 'text' : 'texts'} of ${translation} ${count === 1 ? 'does' : 'do'} not say which ${source} ${count === 1 ? 'it was' : 'they were'} made from, so a later change of the ${source} cannot be flagged`,
    hint: ({ paths, translation }) =>
      `once ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` and the ${paths.length - 3} others` : ''} match the source, run npm run translations -- stamp ${translation} (or save them from the studio's translation view)`,
  }),
  'translation-route-prefix': define<{ route: string; prefix: string; suggestion: string }>({
    title: 'Translated route outside its language',
    message: ({ route, prefix }) => `the route ${route} does not start with ${prefix}: every page of the language lives under it`,
    hint: ({ suggestion }) => `write route: ${suggestion}`,
  }),
  'translation-unknown-language': define<{ file: string; code: string; languages: string[] }>({
    title: 'Translation into an unknown language',
    message: ({ file, code }) => `${file} is a translation into "${code}", which is not a language of the site`,
    hint: ({ code, languages }) => `add ${code} to languages in site.config.yaml, or rename the file (the site's languages: ${languages.join(', ')})`,
  }),
  'translation-without-source': define<{ file: string; source: string }>({
    title: 'Translation without its source',
    message: ({ file, source }) => `${file} translates ${source}, which does not exist`,
    hint: ({ source }) => `rename it after the file it translates (${source} was moved or renamed?), or remove it`,
  }),
  'languages-default': define<{ count: number }>({
    title: 'Default language',
    message: ({ count }) => (count === 0 ? 'no language is marked default: true' : `${count} languages are marked default: true`),
    hint: () => 'mark exactly one, the language the site is written in; the others are translations of it',
  }),
  'languages-default-not-language': define<{ language: string; code: string }>({
    title: 'Default language differs from language',
    message: ({ language, code }) => `language says ${language} but the default of languages is ${code}`,
    hint: ({ code }) => `set language: ${code} (the language the source files are written in)`,
  }),
  'preload-past-budget': define<{ industries: number; weighed: number; kb: number; budgetKb: number; perIndustryKb: number }>({
    title: 'Industry preload past its budget',
    message: ({ industries, weighed, kb, budgetKb }) =>
      `every page would preload the data of all ${industries.toLocaleString('en')} industry pages, and ${weighed === industries ? 'they weigh' : `the first ${weighed.toLocaleString('en')} already weigh`} ` +
      `${kb.toLocaleString('en')} KB compressed, past preloadEveryIndustryWithinKB (${budgetKb.toLocaleString('en')} KB): each page preloads only the industry pages it links to`,
    hint: ({ industries, perIndustryKb }) =>
      `nothing is broken, every industry page still opens; to preload every industry anyway, raise preloadEveryIndustryWithinKB to about ${Math.ceil((industries * perIndustryKb) / 10) * 10} (each industry adds about ${perIndustryKb} KB to every visit)`,
  }),
  'airtable-section-missing': define({
    title: 'Airtable section missing', join: 'colon',
    message: () => 'data.source is airtable but there is no data.airtable section',
    hint: () => 'add one with the baseId (and tokenEnv, the name of the environment variable holding the token)',
  }),
  'airtable-token-unset': define<{ variable: string; baseId: string }>({
    title: 'Airtable token not set', join: 'colon',
    message: ({ variable }) => `the environment variable ${variable} is not set`,
    hint: ({ variable, baseId }) => `set it to an Airtable personal access token with read access to base ${baseId} when building, for example ${variable}=pat… npm run build`,
  }),
  'airtable-read-failed': define<{ reason: string }>({ title: 'Airtable read failed', message: ({ reason }) => reason }),
  'airtable-import-not-configured': define({
    title: 'Airtable import not configured', join: 'colon',
    message: () => 'data.source is not airtable',
    hint: () => 'set data.source: airtable and data.airtable.baseId (and tokenEnv) to the base to import, then run npm run airtable:import again',
  }),

  /** A block added to the project (its resolve hook) with a message of its own (and its French, `fr`, for the editor in French). */
  'block-specific': define<{ text: string; fr?: string }>({ title: 'Block problem', message: ({ text }) => text }),
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageArgs<C extends MessageCode> = Parameters<(typeof MESSAGES)[C]['message']>[0];
/** What a problem of code `C` keeps of its arguments (`Said.args`): plain data, from which messages.fr.ts says it in French. */
export type KeptArgs<C extends MessageCode> = (typeof MESSAGES)[C] extends MessageDefinition<never, infer Kept> ? Kept : never;

/** A problem as said: its code and title, and its text, whole and in its two parts. */
export interface Said {
  code: MessageCode;
  /** A few words naming the mistake, for tools (the definition's title). */
  title: string;
  /** What the editor reads: what is wrong, then the hint. */
  message: string;
  /** What is wrong, without the hint. */
  detail: string;
  /** What to do, without a separator; '' when there is nothing to add. */
  hint: string;
  /**
   * What it was said from (its definition's `keep`), as plain data that crosses a thread or JSON: the
   * editor's servers say the problem again in the person's language from its code and these
   * (problem-in.ts). Not part of what `npm run validate` prints.
   */
  args: Readonly<Record<string, unknown>>;
}

/** The arguments each Said was made from, for code that needs a part of a problem as data (see argsOf). */
const madeFrom = new WeakMap<Said, unknown>();

export function say<C extends MessageCode>(code: C, ...[args]: MessageArgs<C> extends Record<string, never> ? [] : [MessageArgs<C>]): Said {
  const definition = MESSAGES[code] as MessageDefinition<MessageArgs<C>>;
  const values = (args ?? {}) as MessageArgs<C>;
  const detail = definition.message(values);
  const hint = definition.hint?.(values) ?? '';
  const kept = (definition.keep ? definition.keep(values) : values) as Readonly<Record<string, unknown>>;
  const said: Said = { code, title: definition.title, message: joinHint(detail, hint, definition.join), detail, hint, args: kept };
  madeFrom.set(said, values);
  return said;
}

/** The arguments `say` was given for this very Said (not a copy of it), when it has the code `code`. */
export function argsOf<C extends MessageCode>(said: Said, code: C): MessageArgs<C> | undefined {
  return said.code === code ? (madeFrom.get(said) as MessageArgs<C> | undefined) : undefined;
}

