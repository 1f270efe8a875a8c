import type { Schema } from './schema-assist.ts';
import { shapeOf } from './yaml-path.ts';
import { EDITOR_TEXT as T } from './texts/editor.ts';

/**
 * "New industry", "New guardrail video", …: each inserts (into a list of a file) or creates (a new file)
 * the schema's `defaultSnippets` body, as a CodeMirror snippet whose first field takes the cursor.
 */

export interface Template {
  /** The button's text, in the interface language (the snippet it inserts is the site's content, in English). */
  label: string;
  /** The file the item goes into, or the folder a new file goes into. */
  file?: string;
  folder?: string;
  /** For an item: the keys of the list in the file ([] for a file that is a list). */
  list?: string[];
  /** Where the snippet is, in the file's schema: keys from the root. */
  snippet: (schema: Schema) => { label?: string; body: unknown } | undefined;
  /** Which files the list belongs to (an industry's use cases: any industry page). */
  fits?: RegExp;
}

const snippets = (schema: Schema | undefined) => (schema?.defaultSnippets ?? []) as { label?: string; body: unknown }[];

export const TEMPLATES: Template[] = [
  { label: T.newIndustry, folder: 'pages/industries', snippet: (s) => snippets(s).find((x) => x.label === 'industry page') },
  { label: T.newGuardrailVideo, file: 'content/guardrail-videos.yaml', list: [], snippet: (s) => snippets(s.items)[0] },
  { label: T.newDemoVideo, file: 'content/demo-videos.yaml', list: [], snippet: (s) => snippets(s.items)[0] },
  {
    label: T.newUseCase,
    fits: /^pages\/industries\/[^/]+\.ya?ml$/,
    list: ['industry', 'useCases'],
    snippet: (s) => snippets(s.properties?.industry?.properties?.useCases?.items)[0],
  },
  { label: T.newCatalogueList, folder: 'content/catalogue', snippet: (s) => snippets(s)[0] },
];

/** "$1" and "${2:text}" of a snippet body as CodeMirror fields ("${1:}", "${2:text}"). */
function fields(text: string): string {
  return text.replace(/\$(\d+)(?![\d:])/g, '${$1:}');
}

function scalar(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  const text = fields(value);
  const shown = text.replace(/\$\{\d+:([^}]*)\}/g, '$1');
  // a value with ": " or a leading special character would not read back as the same string: quote it
  return /:|^[\s&*!|>'"%@`#{[\]-]|\s$/.test(shown) ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : text;
}

/** The snippet body as YAML lines at `indent` (as a list item when `item`). */
export function snippetYaml(body: unknown, indent = 0, item = false): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(body) && body.every((v) => typeof v !== 'object' || v === null)) return [`${pad}[${body.map(scalar).join(', ')}]`];
  if (!body || typeof body !== 'object') return [`${pad}${item ? '- ' : ''}${scalar(body)}`];
  const lines: string[] = [];
  Object.entries(body as Record<string, unknown>).forEach(([key, value], index) => {
    const lead = item ? (index === 0 ? `${pad}- ` : `${pad}  `) : pad;
    const inner = indent + (item ? 2 : 0);
    if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
      lines.push(`${lead}${key}:`);
      for (const element of value) lines.push(...snippetYaml(element, inner + 2, true));
    } else if (Array.isArray(value)) {
      lines.push(`${lead}${key}: [${value.map(scalar).join(', ')}]`);
    } else if (value && typeof value === 'object') {
      lines.push(`${lead}${key}:`, ...snippetYaml(value, inner + 2));
    } else {
      lines.push(`${lead}${key}: ${scalar(value)}`);
    }
  });
  return lines;
}

/**
 * Where a new item of the list at `keys` goes in `text`: after its last item, with the items' indentation.
 * Undefined when the file has no such list.
 */
export function insertionPoint(text: string, keys: string[]): { offset: number; indent: number } | undefined {
  const lines = text.split('\n');
  const offsetOf = (line: number) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0);
  let start = 0;
  let column = 0;
  for (const key of keys) {
    const found = lines.findIndex((l, i) => i >= start && shapeOf(l).key === key && shapeOf(l).content === column && !shapeOf(l).dash);
    if (found < 0) return undefined;
    start = found + 1;
    const next = lines.findIndex((l, i) => i >= start && !shapeOf(l).blank);
    column = next < 0 ? column + 2 : shapeOf(lines[next]).indent;
  }
  // the list's items: dash lines at `column`, with their deeper lines; it ends at the first line less indented
  let end = start;
  for (let i = start; i < lines.length; i++) {
    const line = shapeOf(lines[i]);
    if (line.blank) continue;
    if (line.indent < column || (line.indent === column && !line.dash)) break;
    end = i + 1;
  }
  if (end === lines.length && lines[end - 1] !== '') return { offset: text.length, indent: column };
  return { offset: offsetOf(end), indent: column };
}
