import jsyaml from 'js-yaml';
import { Scalar, Schema, type ScalarTag } from 'yaml';

/**
 * The data of a YAML text read by js-yaml, many times faster than `yaml`'s parse with positions, for a
 * file the parse cache has not seen yet (a first `npm run validate` of a large site). Undefined whenever
 * the text might read differently or hold a mistake: then parseYaml reads it, finds the problems and
 * places them. Plain values resolve through `yaml`'s own core schema (the one parseYaml uses), so `1_000`,
 * `yes` or `0b1` read as the same strings in both. What js-yaml and `yaml` could still read differently is
 * left to `yaml`: directives (%YAML 1.1 changes the schema), anchors and aliases (`yaml` limits them),
 * tags, explicit, empty, null and flow-collection keys (turned into different strings), long keys (`yaml`
 * refuses them past 1,024 characters), and values going on over lines indented no deeper than their field.
 * fast-data.test.ts reads every file of the site, every broken fixture and many variations of them both
 * ways and checks that this never gives data `yaml` would not.
 */
export function fastData(text: string): unknown {
  if (unsure(text)) return undefined;
  let data: unknown;
  try {
    data = jsyaml.load(text, { schema: CORE, listener: flowChecker(text) });
  } catch {
    return undefined;
  }
  // an empty file gets parseYaml's problem
  if (data === null || !plainKeys(data)) return undefined;
  return data;
}

/** Marks that could start what only `yaml` reads right (see above), found without a costly regular expression. */
function unsure(text: string): boolean {
  if (text.startsWith('%') || text.includes('\n%')) return true; // a directive
  for (const mark of ['!', '&']) {
    // a tag or an anchor where a value starts (an alias needs an anchor: js-yaml refuses one without)
    for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
      if (/[:,[{-]|^$/.test(before(text, at, ' \t'))) return true;
    }
  }
  for (let at = text.indexOf('?'); at >= 0; at = text.indexOf('?', at + 1)) {
    if (before(text, at, ' \t-') === '' && /^[ \t\r\n]?$/.test(text.charAt(at + 1))) return true; // an explicit key
  }
  for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
    if (text[at + 1] !== '\n') return true; // a lone carriage return
  }
  return false;
}

/** The character before `at`, past any of `skipped`; '' at the start of a line. */
function before(text: string, at: number, skipped: string): string {
  let i = at - 1;
  while (i >= 0 && skipped.includes(text[i])) i--;
  return i < 0 || text[i] === '\n' ? '' : text[i];
}

/** js-yaml reads an empty or null key as "null" where `yaml` reads "": no key may be "null" or long. */
function plainKeys(data: unknown): boolean {
  const pending = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        // an escaped key (\u00e9) is at most six times longer in the text than read
        if (key === 'null' || key.length > 1024 / 6) return false;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return true;
}

/**
 * js-yaml reads a quoted value or a [list] or {map} that goes on over lines indented no deeper than its
 * field, one with a comment right after it (`"x"#c`) and a [list] or {map} as a key, where `yaml` reports
 * a mistake (which parseYaml then names) or reads another key: the listener throws, and `yaml` reads it.
 */
function flowChecker(text: string): jsyaml.LoadOptions['listener'] {
  const opened: number[] = [];
  return (event, state) => {
    if (event === 'open') {
      opened.push(state.position);
      return;
    }
    let start = opened.pop()!;
    while (start < state.position && /\s/.test(text[start])) start++;
    const quoted = state.kind === 'scalar' && `"'`.includes(text[start]);
    const bracketed = state.kind !== 'scalar' && '[{'.includes(text[start]);
    if (!quoted && !bracketed) return;
    // a quoted value ends at its closing quote (in a list, js-yaml's position may be past the space after it, or a comment)
    const end = quoted ? closingQuote(text, start) + 1 : state.position;
    if (text[end] === '#') throw new Error('a comment without a space before it');
    if (bracketed && /^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(state.position, state.position + 40))) throw new Error('a list or map as a key');
    const firstBreak = text.indexOf('\n', start);
    if (firstBreak < 0 || firstBreak >= end) return;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const field = fieldColumn(text.slice(lineStart, start));
    for (let at = firstBreak; at >= 0 && at < end; at = text.indexOf('\n', at + 1)) {
      const indent = /^[ ]*/.exec(text.slice(at + 1, at + 1 + 200))![0].length;
      const blank = /^[ \t]*(?:\r?\n|$)/.test(text.slice(at + 1 + indent, at + 1 + indent + 2));
      if (!blank && indent <= field) throw new Error('a value goes on over a line indented no deeper than its field');
    }
  };
}

/** Where the quoted value opening at `start` closes: the next unescaped quote of its kind ("\"" escapes in "…", '' in '…'). */
function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let at = start + 1; at < text.length; at++) {
    if (quote === '"' && text[at] === '\\') at++;
    else if (text[at] === quote) {
      if (quote === "'" && text[at + 1] === "'") at++;
      else return at;
    }
  }
  return text.length;
}

/** In the text of a line before a value, the column of the innermost field name or list dash. */
function fieldColumn(before: string): number {
  let column = /^[ ]*/.exec(before)![0].length;
  let rest = before.slice(column);
  for (let dash = /^-[ ]+/.exec(rest); dash; dash = /^-[ ]+/.exec(rest)) {
    if (rest.length === dash[0].length) return column; // the value is the dash's own
    column += dash[0].length;
    rest = rest.slice(dash[0].length);
  }
  return column;
}

function asJsYamlTypes(tags: ScalarTag[]): jsyaml.Type[] {
  const byTag = new Map<string, ScalarTag[]>();
  for (const tag of tags) byTag.set(tag.tag, [...(byTag.get(tag.tag) ?? []), tag]);
  return [...byTag].map(
    ([name, group]) =>
      new jsyaml.Type(name, {
        kind: 'scalar',
        resolve: (value: string) => group.some((tag) => tag.test!.test(value)),
        construct: (value: string) => {
          const tag = group.find((candidate) => candidate.test!.test(value))!;
          const resolved = tag.resolve(value, fail, {});
          return resolved instanceof Scalar ? resolved.value : resolved;
        },
      }),
  );
}

function fail(message: string): never {
  throw new Error(message);
}

const coreScalars = (new Schema({ schema: 'core' }).tags as ScalarTag[]).filter((tag) => tag.test instanceof RegExp);
const CORE = jsyaml.FAILSAFE_SCHEMA.extend({ implicit: asJsYamlTypes(coreScalars) });
