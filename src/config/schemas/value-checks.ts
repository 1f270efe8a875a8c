import { fieldText, say, type ColourParts, type ColourPartsFault, type EmailFault, type FieldName, type Said } from '../messages/messages.ts';
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
const COLOUR_FUNCTIONS: Record<string, { parts: string; names: ColourParts }> = {
  rgb: { parts: 'np np np', names: 'rgb' },
  rgba: { parts: 'np np np', names: 'rgb' },
  hsl: { parts: 'a np np', names: 'hsl' },
  hsla: { parts: 'a np np', names: 'hsl' },
  hwb: { parts: 'a np np', names: 'hwb' },
  lab: { parts: 'np np np', names: 'lab' },
  lch: { parts: 'np np a', names: 'lch' },
  oklab: { parts: 'np np np', names: 'lab' },
  oklch: { parts: 'np np a', names: 'lch' },
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
    if (wrong !== undefined) return say('colour-form', { field, value, reason: { kind: 'hex-digit', character: wrong } });
    if (![3, 4, 6, 8].includes(digits.length)) {
      return say('colour-form', { field, value, reason: { kind: 'hex-length', digits: digits.length } });
    }
    return undefined;
  }
  if (/^[0-9a-f]{6}$|^[0-9a-f]{3}$/i.test(text)) return say('colour-form', { field, value, reason: { kind: 'no-hash' }, suggestion: `"#${text}"` });
  const call = /^([a-z]+)\((.*)\)$/i.exec(text);
  if (call) {
    const name = call[1].toLowerCase();
    const spec = COLOUR_FUNCTIONS[name];
    if (!spec) return say('colour-form', { field, value, reason: { kind: 'not-a-function', name: call[1] }, suggestion: suggestFunction(name, call[2]) });
    const fault = colourArgumentsProblem(call[2], spec);
    return fault ? say('colour-form', { field, value, reason: { kind: 'parts', name, parts: spec.names, fault } }) : undefined;
  }
  if (/^[a-z]+$/i.test(text)) {
    const near = closest(lower, NAMED_COLOURS);
    return say('colour-form', { field, value, reason: { kind: 'not-a-name' }, suggestion: near ? `${near}` : undefined });
  }
  return say('colour-form', { field, value, reason: { kind: 'not-a-colour' } });
}

function suggestFunction(name: string, args: string): string | undefined {
  const sorted = (word: string) => [...word].sort().join('');
  const near = Object.keys(COLOUR_FUNCTIONS).find((known) => sorted(known) === sorted(name)) ?? closest(name, Object.keys(COLOUR_FUNCTIONS));
  return near ? `${near}(${args})` : undefined;
}

/** Why the parts of a colour function are wrong, or undefined. */
function colourArgumentsProblem(inside: string, spec: { parts: string }): ColourPartsFault | undefined {
  const expected = spec.parts.split(' ');
  let parts: string[];
  let alpha: string | undefined;
  if (inside.includes(',')) {
    parts = inside.split(',').map((p) => p.trim());
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [main, after, ...more] = inside.split('/');
    if (more.length > 0) return { kind: 'slashes' };
    parts = main.trim().split(/\s+/).filter(Boolean);
    alpha = after?.trim();
    if (after !== undefined && alpha === '') return { kind: 'no-opacity' };
  }
  if (parts.length !== expected.length) return { kind: 'count', count: parts.length, expected: expected.length };
  for (const [index, part] of parts.entries()) {
    const kind = expected[index];
    const ok = part === 'none' || (kind === 'a' ? ANGLE.test(part) : NUMBER.test(part) || PERCENT.test(part));
    if (!ok) return { kind: kind === 'a' ? 'hue' : 'number', part };
  }
  if (alpha !== undefined && alpha !== 'none' && !NUMBER.test(alpha) && !PERCENT.test(alpha)) return { kind: 'opacity', part: alpha };
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
  const reason = colon && Number(colon[2]) > 59 ? { kind: 'seconds' as const } : { kind: 'minutes-seconds' as const };
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
    reason: { kind: 'time-to-go-live' },
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
    return say('youtube-id-form', { field, value, reason: id ? { kind: 'address', id } : { kind: 'address' }, address: true });
  }
  const wrong = [...value].find((c) => !/[A-Za-z0-9_-]/.test(c));
  const reason = wrong !== undefined ? { kind: 'character' as const, character: wrong } : { kind: 'length' as const, length: value.length };
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
  const reason: EmailFault = {
    kind: at === 0 ? 'no-at' : at > 1 ? 'several-at' : /\s/.test(value) ? 'space' : !/@[^@]+\.[^@.]+$/.test(value) ? 'no-domain' : 'characters',
  };
  const suggestion = repairedEmail(value);
  return say('email-form', { field, value, reason, suggestion: suggestion && `${fieldText(field)}: ${suggestion}` });
}
