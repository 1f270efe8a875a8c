import { fieldText, say, type FieldName, type Said } from '../messages/messages.ts';
import { closest } from '../messages/suggest.ts';
import type { Duration, DurationUnit } from '../../model/duration.ts';

/**
 * Values checked by what consumes them: a colour the browser's CSS accepts, a duration in the shape
 * the card shows, a YouTube id the player can load, an e-mail address a mail server accepts. Each
 * check says what is wrong with the value as written and, when it can tell, the value to write.
 */

/** The CSS named colours (CSS Color 4), and transparent. */
const NAMED_COLOURS = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
  'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
  'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
  'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
  'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender ' +
  'lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
  'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
  'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
  'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray ' +
  'slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent'
).split(' ');

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const PERCENT = /^[+-]?(\d+\.?\d*|\.\d+)%$/;
const ANGLE = /^[+-]?(\d+\.?\d*|\.\d+)(deg|grad|rad|turn)?$/i;

/** What a colour function's parts must be, in order: n number, p percentage, a angle (or number). */
const COLOUR_FUNCTIONS: Record<string, { parts: string; names: string }> = {
  rgb: { parts: 'np np np', names: 'red, green and blue (0 to 255, or percentages)' },
  rgba: { parts: 'np np np', names: 'red, green and blue (0 to 255, or percentages)' },
  hsl: { parts: 'a np np', names: 'a hue, a saturation and a lightness (for example hsl(252 100% 68%))' },
  hsla: { parts: 'a np np', names: 'a hue, a saturation and a lightness (for example hsl(252 100% 68%))' },
  hwb: { parts: 'a np np', names: 'a hue, a whiteness and a blackness' },
  lab: { parts: 'np np np', names: 'a lightness and two axes' },
  lch: { parts: 'np np a', names: 'a lightness, a chroma and a hue' },
  oklab: { parts: 'np np np', names: 'a lightness and two axes' },
  oklch: { parts: 'np np a', names: 'a lightness, a chroma and a hue' },
};

/** Why `value` is not a CSS colour a browser accepts, with the value to write when it can be told; undefined when it is one. */
export function colourProblem(value: string, field: FieldName): Said | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const lower = text.toLowerCase();
  if (NAMED_COLOURS.includes(lower)) return undefined;
  if (text.startsWith('#')) {
    const digits = text.slice(1);
    const wrong = [...digits].find((c) => !/[0-9a-f]/i.test(c));
    if (wrong !== undefined) return say('colour-form', { field, value, reason: `"${wrong}" is not a hexadecimal digit (0–9, a–f)` });
    if (![3, 4, 6, 8].includes(digits.length)) {
      return say('colour-form', { field, value, reason: `it has ${digits.length} hexadecimal digit${digits.length === 1 ? '' : 's'} after # (a colour code has 3, 4, 6 or 8)` });
    }
    return undefined;
  }
  if (/^[0-9a-f]{6}$|^[0-9a-f]{3}$/i.test(text)) return say('colour-form', { field, value, reason: 'a hexadecimal colour starts with #', suggestion: `"#${text}"` });
  const call = /^([a-z]+)\((.*)\)$/i.exec(text);
  if (call) {
    const name = call[1].toLowerCase();
    const spec = COLOUR_FUNCTIONS[name];
    if (!spec) return say('colour-form', { field, value, reason: `${call[1]}() is not a colour function`, suggestion: suggestFunction(name, call[2]) });
    const reason = colourArgumentsProblem(call[2], spec);
    return reason ? say('colour-form', { field, value, reason: `${name}() takes ${spec.names}: ${reason}` }) : undefined;
  }
  if (/^[a-z]+$/i.test(text)) {
    const near = closest(lower, NAMED_COLOURS);
    return say('colour-form', { field, value, reason: 'it is not a CSS colour name', suggestion: near ? `${near}` : undefined });
  }
  return say('colour-form', { field, value, reason: 'it is not a CSS colour' });
}

function suggestFunction(name: string, args: string): string | undefined {
  const sorted = (word: string) => [...word].sort().join('');
  const near = Object.keys(COLOUR_FUNCTIONS).find((known) => sorted(known) === sorted(name)) ?? closest(name, Object.keys(COLOUR_FUNCTIONS));
  return near ? `${near}(${args})` : undefined;
}

/** Why the parts of a colour function are wrong, or undefined. */
function colourArgumentsProblem(inside: string, spec: { parts: string }): string | undefined {
  const expected = spec.parts.split(' ');
  let parts: string[];
  let alpha: string | undefined;
  if (inside.includes(',')) {
    parts = inside.split(',').map((p) => p.trim());
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [main, after, ...more] = inside.split('/');
    if (more.length > 0) return 'it has more than one "/"';
    parts = main.trim().split(/\s+/).filter(Boolean);
    alpha = after?.trim();
    if (after !== undefined && alpha === '') return 'nothing follows "/" (the opacity, from 0 to 1)';
  }
  if (parts.length !== expected.length) return `it has ${parts.length} value${parts.length === 1 ? '' : 's'} instead of ${expected.length}`;
  for (const [index, part] of parts.entries()) {
    const kind = expected[index];
    const ok = part === 'none' || (kind === 'a' ? ANGLE.test(part) : NUMBER.test(part) || PERCENT.test(part));
    if (!ok) return `"${part}" is not a ${kind === 'a' ? 'hue (a number or an angle such as 252deg)' : 'number or percentage'}`;
  }
  if (alpha !== undefined && alpha !== 'none' && !NUMBER.test(alpha) && !PERCENT.test(alpha)) return `"${alpha}" is not an opacity (from 0 to 1, or a percentage)`;
  return undefined;
}

/** The shapes of durations the schemas use. */
export type DurationForm = 'minutes:seconds' | 'days, weeks or months';

export const DURATION_FORMS: readonly DurationForm[] = ['minutes:seconds', 'days, weeks or months'];

/** Why `value` is not a duration of the form, with the value to write when it can be told. */
export function durationProblem(value: string, form: DurationForm, field: FieldName): Said | undefined {
  return form === 'days, weeks or months' ? timeProblem(value, field) : minutesSecondsProblem(value, field);
}

function minutesSecondsProblem(value: string, field: FieldName): Said | undefined {
  const text = value.trim();
  if (/^\d{1,2}:[0-5]\d$/.test(text)) return undefined;
  const write = (minutes: number, seconds: number) => `"${minutes + Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}"`;
  let suggestion: string | undefined;
  const separated = /^(\d{1,2})\s*(?:[.,;'’′h]|m(?:in)?\.?)\s*(\d{1,2})\s*(?:s|sec|["”″])?$/i.exec(text);
  const colon = /^(\d{1,2}):(\d{1,3})$/.exec(text);
  const seconds = /^(\d{1,4})\s*(?:s|sec|seconds?)$/i.exec(text);
  const hours = /^0{1,2}:(\d{1,2}):([0-5]\d)$/.exec(text);
  if (separated) suggestion = write(Number(separated[1]), Number(separated[2].length === 1 && /[.,]/.test(text) ? `${separated[2]}0` : separated[2]));
  else if (colon) suggestion = write(Number(colon[1]), Number(colon[2]));
  else if (seconds) suggestion = write(0, Number(seconds[1]));
  else if (hours) suggestion = write(Number(hours[1]), Number(hours[2]));
  const reason = colon && Number(colon[2]) > 59 ? 'the seconds go up to 59' : 'a duration is minutes:seconds, for example 1:14';
  return say('duration-form', { field, value, reason, suggestion: suggestion && suggestion !== `"${text}"` ? `${fieldText(field)}: ${suggestion}` : undefined });
}

const TIME = /^(\d+)(?:–(\d+))? (day|week|month)s?$/;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const UNIT_WORDS: Record<string, DurationUnit> = { d: 'day', dy: 'day', dys: 'day', day: 'day', days: 'day', w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week', mo: 'month', mos: 'month', mth: 'month', mths: 'month', month: 'month', months: 'month' };

/**
 * A time written as a number and a unit, `3 weeks`, `1 week`, `2 months`, `10 days`, or a range with an
 * en dash, `8–10 weeks`, as a Duration; undefined for anything else (timeProblem says why).
 */
export function durationOf(value: string): Duration | undefined {
  const match = TIME.exec(value.trim());
  if (!match) return undefined;
  const [, from, to, unit] = match;
  if (to !== undefined && Number(to) <= Number(from)) return undefined;
  return { value: Number(from), unit: unit as DurationUnit, ...(to !== undefined ? { to: Number(to) } : {}) };
}

function timeProblem(value: string, field: FieldName): Said | undefined {
  const text = value.trim();
  if (durationOf(text)) return undefined;
  const number = `(\\d+|${NUMBER_WORDS.join('|')})`;
  const match = new RegExp(`^${number}\\s*(?:([-‐‑‒–—―−~]|to)\\s*${number})?\\s*([a-z]+)\\.?$`, 'i').exec(text);
  const unit = match ? UNIT_WORDS[match[4].toLowerCase()] : undefined;
  let suggestion: string | undefined;
  if (match && unit) {
    const count = (written: string) => (/^\d+$/.test(written) ? Number(written) : NUMBER_WORDS.indexOf(written.toLowerCase()));
    const [low, high] = [count(match[1]), match[3] === undefined ? undefined : count(match[3])].sort((a, b) => (a ?? 0) - (b ?? 0));
    suggestion = high === undefined || high === low ? `${low} ${unit}${low === 1 ? '' : 's'}` : `${low}–${high} ${unit}s`;
  }
  return say('duration-form', {
    field,
    value,
    reason: 'a time to go live is a number and a unit (days, weeks or months), such as 3 weeks, or a range with an en dash, such as 8–10 weeks',
    suggestion: suggestion && suggestion !== text ? `${fieldText(field)}: ${suggestion}` : undefined,
    example: `${fieldText(field)}: 3 weeks`,
  });
}

/** The YouTube addresses a video id can be copied from: watch?v=, youtu.be/, /embed/, /shorts/, /live/, /v/. */
export function youtubeIdFromAddress(value: string): string | undefined {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] || undefined;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const path = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
  return path?.[1];
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Why `value` is not a YouTube video id; a full YouTube address is recognised and its id suggested. */
export function youtubeProblem(value: string, field: FieldName): Said | undefined {
  if (YOUTUBE_ID.test(value)) return undefined;
  const looksLikeAddress = /youtu\.?be|youtube|^https?:\/\/|\//i.test(value);
  if (looksLikeAddress) {
    const id = youtubeIdFromAddress(value);
    if (id && YOUTUBE_ID.test(id)) return say('youtube-address', { field, value, id });
    return say('youtube-id-form', { field, value, reason: `this address holds no video id (an id has 11 characters${id ? `; "${id}" has ${id.length}` : ''})`, address: true });
  }
  const wrong = [...value].find((c) => !/[A-Za-z0-9_-]/.test(c));
  const reason = wrong !== undefined ? `"${wrong}" cannot be part of a YouTube id (letters, digits, - and _ only)` : `a YouTube id has 11 characters, this one has ${value.length}`;
  return say('youtube-id-form', { field, value, reason, address: false });
}

/** An address a browser's e-mail field and a mail server accept (the HTML e-mail rule, with a dot in the domain). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** The address as it was probably meant: mailto: removed, spaces removed, " at " and commas fixed. */
export function repairedEmail(value: string): string | undefined {
  const fixed = value
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/\s+(at|\(at\)|\[at\])\s+/i, '@')
    .replace(/\s+/g, '')
    .replace(/,(?=[a-z]{2,}$)/i, '.')
    .replace(/\.+$/, '')
    .replace(/@@+/, '@')
    .replace(/\.{2,}/g, '.');
  return fixed !== value && isEmail(fixed) ? fixed : undefined;
}

export function emailProblem(value: string, field: FieldName): Said | undefined {
  if (isEmail(value)) return undefined;
  const at = value.split('@').length - 1;
  const reason =
    at === 0
      ? 'it has no @'
      : at > 1
        ? 'it has more than one @'
        : /\s/.test(value)
          ? 'it contains a space'
          : !/@[^@]+\.[^@.]+$/.test(value)
            ? 'the part after @ needs a domain with a dot, such as example.com'
            : 'it contains characters an address cannot have';
  const suggestion = repairedEmail(value);
  return say('email-form', { field, value, reason, suggestion: suggestion && `${fieldText(field)}: ${suggestion}` });
}
