import { didYouMean } from './suggest.ts';

/**
 * Every problem the configuration checks can report, by stable code: what is wrong (`message`) and
 * what to do (`hint`, appended with its own separator, often a "did you mean"). The text is what an
 * editor reads after `file:LINE:COL`; the code is what tests and tools refer to. One place to read,
 * review and reword them all (modelled on Astro's errors-data.ts).
 */
interface MessageDefinition<Args> {
  message: (args: Args) => string;
  hint?: (args: Args) => string;
}

const define = <Args = Record<string, never>>(definition: MessageDefinition<Args>) => definition;

/** "a, b or c" */
export function orList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** A suggestion when one is close, else the list of what exists. */
const suggestOrList = (input: string, known: Iterable<string>, listIntro: string) => didYouMean(input, known) || `; ${listIntro}: ${[...known].join(', ')}`;

export const MESSAGES = {
  // ── the YAML itself ────────────────────────────────────────────────────────────────────────────
  'yaml-tab-indent': define({
    message: () => 'a tab is used for indentation',
    hint: () => '; YAML only accepts spaces here (indent with 2 spaces per level)',
  }),
  'yaml-duplicate-key': define<{ key?: string; firstLine?: number }>({
    message: ({ key, firstLine }) => (key ? `"${key}" is written twice in the same place (first on line ${firstLine})` : 'the same field is written twice in the same place'),
    hint: () => '; keep one',
  }),
  'yaml-unclosed-quote': define({ message: () => 'a quoted text is missing its closing quote' }),
  'yaml-missing-char': define<{ detail: string }>({ message: ({ detail }) => `YAML expected something else here (${detail})` }),
  'yaml-bad-indent': define<{ detail: string }>({ message: ({ detail }) => `the indentation does not line up with the lines around it (${detail})` }),
  'yaml-value-with-colon': define({
    message: () => 'a value contains ": " or spans lines where a single value was expected',
    hint: () => '; put the value in quotes',
  }),
  'yaml-syntax': define<{ detail: string }>({ message: ({ detail }) => `YAML syntax error: ${detail}` }),
  'file-empty': define<{ needs: string }>({ message: () => 'this file is empty', hint: ({ needs }) => `; ${needs}` }),
  'site-file-missing': define<{ file: string; root: string }>({ message: ({ file, root }) => `${file} is missing from ${root}` }),

  // ── a value against its schema ────────────────────────────────────────────────────────────────
  'missing-field': define<{ object: string; field: string; why?: string }>({
    message: ({ object, field }) => `${object} is missing the required field "${field}"`,
    hint: ({ why }) => (why ? `: ${why}` : ''),
  }),
  'unknown-field': define<{ field: string; object: string; allowed: string[] }>({
    message: ({ field, object }) => `unknown field "${field}" in ${object}`,
    hint: ({ field, allowed }) => suggestOrList(field, allowed, 'the fields allowed here are'),
  }),
  'empty-value': define<{ field: string }>({ message: ({ field }) => `"${field}" is empty`, hint: () => '; write a value after the colon' }),
  'wrong-type': define<{ field: string; expected: string; actual: string }>({
    message: ({ field, expected, actual }) => `"${field}" should be ${expected}, but it is ${actual}`,
  }),
  'value-not-allowed': define<{ field: string; actual: string; allowed: string[]; raw: string }>({
    message: ({ field, actual, allowed }) => `"${field}" is ${actual}, which is not one of: ${allowed.join(', ')}`,
    hint: ({ raw, allowed }) => didYouMean(raw, allowed),
  }),
  'value-must-be': define<{ field: string; allowed: string }>({ message: ({ field, allowed }) => `"${field}" must be "${allowed}"` }),
  'wrong-form': define<{ field: string; actual: string; form?: string; pattern: string }>({
    message: ({ field, actual, form, pattern }) => (form ? `"${field}" is ${actual}` : `"${field}" does not have the expected form (${pattern})`),
    hint: ({ form }) => (form ? `: ${form}` : ''),
  }),
  'empty-text': define<{ field: string }>({ message: ({ field }) => `"${field}" is empty`, hint: () => '; write some text or remove the field' }),
  'text-too-short': define<{ field: string; limit: number }>({ message: ({ field, limit }) => `"${field}" must be at least ${limit} characters long` }),
  'text-too-long': define<{ field: string; length: number; limit: number }>({
    message: ({ field, length }) => `"${field}" is ${length} characters long`,
    hint: ({ limit }) => `; keep it to ${limit} at most`,
  }),
  'too-few-items': define<{ field: string; limit: number }>({ message: ({ field, limit }) => `"${field}" needs at least ${limit} item${limit === 1 ? '' : 's'}` }),
  'too-many-items': define<{ field: string; count: number; limit: number }>({
    message: ({ field, count, limit }) => `"${field}" has ${count} items; the most allowed is ${limit}`,
  }),
  'listed-twice': define<{ field: string; item: string; first: number; second: number }>({
    message: ({ field, item, first, second }) => `"${field}" lists ${item} twice (items ${first} and ${second})`,
    hint: () => '; keep one',
  }),
  'number-out-of-range': define<{ field: string; actual: string; bound: string; limit: number }>({
    message: ({ field, actual }) => `"${field}" is ${actual}`,
    hint: ({ bound, limit }) => `; it must be ${bound} ${limit}`,
  }),
  'unknown-type': define<{ noun: string; type: string; known: string[] }>({
    message: ({ noun, type }) => `unknown ${noun} "${type}"`,
    hint: ({ type, known }) => suggestOrList(type, known, 'the types available are'),
  }),
  'type-missing': define<{ object: string; tag: string; known: string[] }>({
    message: ({ object, tag }) => `${object} has no "${tag}"`,
    hint: ({ known }) => `; the types available are: ${known.join(', ')}`,
  }),
  'fields-not-together': define<{ object: string; why?: string }>({
    message: ({ object }) => `${object}:`,
    hint: ({ why }) => ` ${why ?? 'this combination of fields is not allowed'}`,
  }),
  'field-needs-field': define<{ field: string; needs: string }>({ message: ({ field, needs }) => `"${field}" needs "${needs}" too` }),
  'needs-one-of': define<{ object: string; fields: string[] }>({
    message: ({ object, fields }) => `${object} needs at least one of the fields ${fields.map((f) => `"${f}"`).join(', ')}`,
  }),
  'no-accepted-form': define<{ field: string }>({ message: ({ field }) => `"${field}" does not match any of the accepted forms` }),
  'value-invalid': define<{ field: string; reason: string }>({ message: ({ field, reason }) => `"${field}" ${reason}` }),

  // ── values checked by what they point at (the schemas' x- keywords) ──────────────────────────
  'route-form': define<{ route: string; cleaned: string }>({
    message: ({ route }) => `the route "${route}" must start with "/" and contain only letters, digits, "-", "_" and "/" (no spaces, no trailing "/")`,
    hint: ({ cleaned }) => `; did you mean "${cleaned}"?`,
  }),
  'link-to-missing-page': define<{ link: string; route: string; routes: Iterable<string> }>({
    message: ({ link, route }) => `the link "${link}" goes to no page: no file in pages/ has the route "${route}"`,
    hint: ({ route, routes }) => didYouMean(route, routes),
  }),
  'link-to-missing-section': define<{ link: string; route: string; anchor: string; near?: string; ids: string[] }>({
    message: ({ link, route, anchor }) => `the link "${link}" goes to no section: nothing on ${route} has the id "${anchor}"`,
    hint: ({ route, anchor, near, ids }) =>
      near
        ? `; did you mean "${route}#${near}"?`
        : ids.length > 0
          ? `; the sections of ${route} with an id are: ${ids.map((id) => `#${id}`).join(', ')}`
          : `; add "id: ${anchor}" to the section of ${route} it should open at`,
  }),
  'link-form': define<{ link: string; suggestion?: string }>({
    message: ({ link }) => `"${link}" is not a valid link: use a page route starting with "/" or a full web address starting with https://`,
    hint: ({ suggestion }) => (suggestion ? `; did you mean "${suggestion}"?` : ''),
  }),
  'asset-path-form': define<{ path: string }>({
    message: ({ path }) => `the file path "${path}" must start with "/"`,
    hint: () => ' (a path inside public/, for example /assets/images/team.jpg)',
  }),
  'asset-outside-public': define<{ path: string }>({ message: ({ path }) => `the file path "${path}" points outside public/` }),
  'asset-missing': define<{ path: string; near?: string }>({
    message: ({ path }) => `the file "${path}" does not exist`,
    hint: ({ path, near }) => `: add it as public${path}${near ? `; did you mean "${near}"?` : ''}`,
  }),
  'unknown-icon': define<{ name: string; known: Iterable<string> }>({
    message: ({ name }) => `unknown icon "${name}" (icons are Lucide names, see https://lucide.dev/icons)`,
    hint: ({ name, known }) => didYouMean(name, known),
  }),
  'unknown-logo': define<{ name: string; known: Iterable<string> }>({
    message: ({ name }) => `unknown logo "${name}" (logos are Simple Icons slugs, see https://simpleicons.org)`,
    hint: ({ name, known }) => didYouMean(name, known),
  }),
  'collection-unavailable': define<{ collection: string }>({ message: ({ collection }) => `the collection content/${collection}.yaml is missing or invalid` }),
  'unknown-item': define<{ noun: string; id: string; collection: string; known: Iterable<string> }>({
    message: ({ noun, id, collection }) => `no ${noun} with the id "${id}" in content/${collection}.yaml`,
    hint: ({ id, known }) => didYouMean(id, known),
  }),
  'wrong-collection': define<{ expected: string; actual: string }>({
    message: ({ expected, actual }) => `this block shows the ${expected} collection (content/${expected}.yaml), not "${actual}"`,
    hint: ({ expected }) => `; write ${expected}`,
  }),

  // ── across files ──────────────────────────────────────────────────────────────────────────────
  'route-taken': define<{ route: string; owner: string }>({
    message: ({ route, owner }) => `the route "${route}" is already used by ${owner}`,
    hint: () => '; each page needs its own route',
  }),
  'unknown-collection-file': define<{ name: string; known: string[] }>({
    message: ({ name }) => `content/ has no collection called "${name}"`,
    hint: ({ name, known }) => suggestOrList(name, known, 'the collections are'),
  }),
  'id-twice-in-collection': define<{ keyField: string; key: string; file: string }>({
    message: ({ keyField, key, file }) => `the ${keyField} "${key}" is used twice in ${file}`,
    hint: ({ keyField }) => `; each ${keyField} must be unique`,
  }),
  'industry-key-taken': define<{ key: string; owner: string }>({
    message: ({ key, owner }) => `the industry key "${key}" is already used by ${owner}`,
    hint: () => '; each industry needs its own key',
  }),
  'no-main-heading': define<{ headlineTypes: string }>({
    message: () => 'the page has no main heading',
    hint: ({ headlineTypes }) => `; add a ${headlineTypes} block (usually first)`,
  }),
  'second-main-heading': define<{ first: number; headlineTypes: string }>({
    message: ({ first }) => `the page already has a main heading in block ${first}`,
    hint: ({ headlineTypes }) => `; use only one ${headlineTypes} block per page`,
  }),
  'industry-not-shown': define<{ blockTypes: string }>({
    message: ({ blockTypes }) => `the page has an industry section but no ${blockTypes} block to show it`,
    hint: ({ blockTypes }) => `; add "- type: ${blockTypes}" to its blocks`,
  }),
  'industry-section-missing': define({
    message: () => 'an industry-categories block needs an industry section in its page',
    hint: () => ' (industry: with key, categories and useCases)',
  }),
  'category-id-twice': define<{ id: string }>({ message: ({ id }) => `the category id "${id}" is used twice`, hint: () => '; each category needs its own id' }),
  'use-case-id-twice': define<{ id: string }>({ message: ({ id }) => `the use case id "${id}" is used twice`, hint: () => '; each use case needs its own id' }),
  'unknown-category': define<{ id: string; known: Iterable<string> }>({
    message: ({ id }) => `no category with the id "${id}" in this page's industry`,
    hint: ({ id, known }) => didYouMean(id, known),
  }),
  'form-field-twice': define<{ form: string; field: string }>({
    message: ({ form, field }) => `the ${form} form already has a field named "${field}"`,
    hint: () => '; each field needs its own name',
  }),
  'not-found-route-missing': define<{ route: string; routes: Iterable<string> }>({
    message: ({ route }) => `no file in pages/ has the route "${route}"`,
    hint: ({ route, routes }) => didYouMean(route, routes),
  }),

  // ── the catalogue (content/catalogue/) ────────────────────────────────────────────────────────
  'catalogue-list-twice': define<{ id: string; owner: string }>({
    message: ({ id, owner }) => `${owner} already holds the list "${id}"`,
    hint: () => '; keep one file per list',
  }),
  'agent-id-twice': define<{ id: string; owner: string }>({
    message: ({ id, owner }) => `the agent id "${id}" is also used in ${owner}`,
    hint: () => '; each agent needs its own id',
  }),
  'unknown-catalogue-list': define<{ id: string; dir: string; known: string[] }>({
    message: ({ id, dir }) => `no list "${id}" in ${dir}/`,
    hint: ({ id, known }) => suggestOrList(id, known, 'the lists are'),
  }),
  'catalogue-list-not-shown': define<{ id: string; blockTypes: string }>({
    message: ({ id }) => `no sector shows the list "${id}"`,
    hint: ({ blockTypes }) => `: add it to the lists of a sector of the ${blockTypes} block, or its agents are never seen`,
  }),
  'tsv-no-header': define({
    message: () => 'the first line must be the header (Category, AI Module, AI Agent Name, Description, …), separated by tabs',
  }),
  'tsv-not-tabs': define<{ found: string }>({
    message: ({ found }) => `the columns are not separated by tabs (found ${found})`,
    hint: () => ': copy the table from the spreadsheet and paste it as is, or export it as tab-separated values',
  }),
  'tsv-missing-column': define<{ part: string; names: string[] }>({
    message: ({ part }) => `the header has no column whose name contains "${part}"`,
    hint: ({ names }) => `; its columns are: ${names.map((n) => `"${n}"`).join(', ')}`,
  }),
  'tsv-too-many-cells': define<{ cells: number; columns: number }>({
    message: ({ cells, columns }) => `this row has ${cells} cells but the header has ${columns} columns`,
    hint: () => ': is there a tab inside a cell?',
  }),

  // ── site.config.yaml and the build environment ───────────────────────────────────────────────
  'algolia-key-unset': define<{ variable: string }>({
    message: ({ variable }) => `the environment variable ${variable} is not set`,
    hint: () => ': set it to the Algolia search-only API key when building, or the search client cannot start (`apiKey` is missing.)',
  }),
  'airtable-section-missing': define({
    message: () => 'data.source is airtable but there is no data.airtable section',
    hint: () => ': add one with the baseId (and tokenEnv, the name of the environment variable holding the token)',
  }),
  'airtable-token-unset': define<{ variable: string; baseId: string }>({
    message: ({ variable }) => `the environment variable ${variable} is not set`,
    hint: ({ variable, baseId }) => `: set it to an Airtable personal access token with read access to base ${baseId} when building, for example ${variable}=pat… npm run build`,
  }),
  'airtable-read-failed': define<{ reason: string }>({ message: ({ reason }) => reason }),
  'airtable-import-not-configured': define({
    message: () => 'data.source is not airtable',
    hint: () => ': set data.source: airtable and data.airtable.baseId (and tokenEnv) to the base to import, then run npm run airtable:import again',
  }),

  /** A block added to the project (its resolve hook) with a message of its own. */
  'block-specific': define<{ text: string }>({ message: ({ text }) => text }),
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageArgs<C extends MessageCode> = Parameters<(typeof MESSAGES)[C]['message']>[0];

/** The code and the text of a problem: its message followed by its hint. */
export interface Said {
  code: MessageCode;
  message: string;
}

export function say<C extends MessageCode>(code: C, ...[args]: MessageArgs<C> extends Record<string, never> ? [] : [MessageArgs<C>]): Said {
  const definition = MESSAGES[code] as MessageDefinition<MessageArgs<C>>;
  const values = (args ?? {}) as MessageArgs<C>;
  return { code, message: `${definition.message(values)}${definition.hint?.(values) ?? ''}` };
}
