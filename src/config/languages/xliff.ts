import XMLBuilder from 'fast-xml-builder';
import { XMLParser, XMLValidator, type XMLMetaData } from 'fast-xml-parser';

/**
 * XLIFF 2.0 (urn:oasis:names:tc:xliff:document:2.0), the exchange format of translation agencies: a
 * document in the site's terms (files, texts, their states) written out and read back. What the texts
 * are and where they go is src/cli/translations-xliff.ts; this module only knows the format.
 */

export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

/** XLIFF's states of a segment: `initial` is not translated yet, or a translation to check again. */
export type SegmentState = 'initial' | 'translated' | 'reviewed' | 'final';
const STATES: readonly string[] = ['initial', 'translated', 'reviewed', 'final'];

export interface XliffSegment {
  /** For a counted text, its plural category (`one`, `other`); a plain text has one segment without id. */
  id?: string;
  state: SegmentState;
  /** The site's own word on the state (`site:stale`). */
  subState?: string;
  source: string;
  /** Undefined or empty: not translated. */
  target?: string;
}

export interface XliffUnit {
  id: string;
  /** The hash of the source text the unit was exported with (src/config/languages/source-hash.ts). */
  sourceHash?: string;
  /** Notes for the translator. */
  comments?: string[];
  segments: XliffSegment[];
  /** Where the unit starts in the document read (1-based). */
  line?: number;
  col?: number;
  /** What makes a unit read from a document unusable (inline markup in a target, no id…). */
  problem?: string;
}

export interface XliffFile {
  /** The source file's path, as the site names it (`pages/about.yaml`). */
  original: string;
  units: XliffUnit[];
  line?: number;
  col?: number;
  problem?: string;
}

export interface XliffDocument {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

/** A document that cannot be read at all: not XML, or not XLIFF 2.0. */
export class XliffError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly col?: number,
  ) {
    super(message);
    this.name = 'XliffError';
  }
}

const SOURCE_HASH = 'source-hash';

export function writeXliff(document: XliffDocument): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ', suppressEmptyNode: true });
  const unit = (u: XliffUnit) => {
    const notes = [...(u.sourceHash ? [{ '@_category': SOURCE_HASH, '#text': u.sourceHash }] : []), ...(u.comments ?? []).map((comment) => ({ '#text': comment }))];
    return {
      '@_id': u.id,
      ...(notes.length > 0 ? { notes: { note: notes } } : {}),
      segment: u.segments.map((s) => ({
        ...(s.id ? { '@_id': s.id } : {}),
        '@_state': s.state,
        ...(s.subState ? { '@_subState': s.subState } : {}),
        source: s.source,
        ...(s.target !== undefined ? { target: s.target } : {}),
      })),
    };
  };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    xliff: {
      '@_xmlns': XLIFF_NAMESPACE,
      '@_version': '2.0',
      '@_srcLang': document.srcLang,
      '@_trgLang': document.trgLang,
      // the texts' own spaces and line breaks are part of them
      '@_xml:space': 'preserve',
      file: document.files.map((f, index) => ({
        '@_id': `f${index + 1}`,
        '@_original': f.original,
        // one text, one segment: a tool must not split or join them
        '@_canResegment': 'no',
        unit: f.units.map(unit),
      })),
    },
  });
}

/** Every element parsed as a list, its text as `#text`, its attributes as `@_name`. */
type Element = { '#text'?: string } & { [name: string]: Element[] | string | undefined };

/** Reads an XLIFF 2.0 document; throws an XliffError, with its line and column where there is one. */
export function readXliff(text: string): XliffDocument {
  const checked = XMLValidator.validate(text);
  if (checked !== true) throw new XliffError(`not well-formed XML: ${checked.err.msg.replace(/\.$/, '')}`, checked.err.line, checked.err.col);
  const parser = new XMLParser({
    ignoreAttributes: false,
    trimValues: false,
    parseTagValue: false,
    // numeric character references (&#10;) too
    htmlEntities: true,
    alwaysCreateTextNode: true,
    captureMetaData: true,
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  });
  const parsed = parser.parse(text) as Element;
  const metadata = XMLParser.getMetaDataSymbol() as unknown as symbol;
  const positionOf = positions(text);
  const at = (element: Element) => positionOf((element as unknown as Record<symbol, XMLMetaData | undefined>)[metadata]?.startIndex);

  const root = children(parsed, 'xliff')[0];
  if (!root) throw new XliffError(`not an XLIFF document: its root element is <${Object.keys(parsed).find((name) => !/^[?#]/.test(name)) ?? '?'}>, not <xliff>`);
  const where = at(root);
  const version = attribute(root, 'version') ?? '';
  if (attribute(root, 'xmlns') !== XLIFF_NAMESPACE || !version.startsWith('2.')) {
    throw new XliffError(
      `not XLIFF 2.0 (version ${version || 'missing'}, namespace ${attribute(root, 'xmlns') ?? 'missing'}): the site reads XLIFF 2.0 (${XLIFF_NAMESPACE}), as it exports it`,
      where.line,
      where.col,
    );
  }
  const srcLang = attribute(root, 'srcLang');
  const trgLang = attribute(root, 'trgLang');
  if (!srcLang || !trgLang)
    throw new XliffError(`<xliff> has no ${srcLang ? 'trgLang' : 'srcLang'}: it says the language the texts are ${srcLang ? 'translated into' : 'translated from'}`, where.line, where.col);

  const files = children(root, 'file').map((file): XliffFile => {
    const original = attribute(file, 'original');
    return {
      original: original ?? '',
      units: unitsIn(file).map((unit) => readUnit(unit, at(unit))),
      ...at(file),
      ...(original ? {} : { problem: '<file> has no original attribute naming its source file' }),
    };
  });
  return { srcLang, trgLang, files };
}

function readUnit(unit: Element, where: { line?: number; col?: number }): XliffUnit {
  const id = attribute(unit, 'id') ?? '';
  const notes = children(unit, 'notes').flatMap((notes) => children(notes, 'note'));
  const sourceHash = notes.find((note) => attribute(note, 'category') === SOURCE_HASH)?.['#text']?.trim();
  const comments = notes.filter((note) => attribute(note, 'category') !== SOURCE_HASH).map((note) => note['#text'] ?? '');
  const segments: XliffSegment[] = [];
  let problem = id ? undefined : '<unit> has no id';
  for (const segment of children(unit, 'segment')) {
    const source = children(segment, 'source')[0];
    const target = children(segment, 'target')[0];
    const marked = [source, target].flatMap((part) => (part ? markupIn(part) : []));
    if (marked.length > 0) problem ??= `its text holds inline markup (<${marked[0]}>), which the site's texts cannot take: give plain text`;
    const state = attribute(segment, 'state') ?? 'initial';
    segments.push({
      ...(attribute(segment, 'id') ? { id: attribute(segment, 'id') } : {}),
      state: STATES.includes(state) ? (state as SegmentState) : 'initial',
      ...(attribute(segment, 'subState') ? { subState: attribute(segment, 'subState') } : {}),
      source: source?.['#text'] ?? '',
      ...(target ? { target: target['#text'] ?? '' } : {}),
    });
  }
  return { id, ...(sourceHash ? { sourceHash } : {}), ...(comments.length > 0 ? { comments } : {}), segments, ...where, ...(problem ? { problem } : {}) };
}

/** The units of a file, those in its groups too. */
function unitsIn(parent: Element): Element[] {
  return [...children(parent, 'unit'), ...children(parent, 'group').flatMap(unitsIn)];
}

function children(element: Element, name: string): Element[] {
  const value = element[name];
  return Array.isArray(value) ? value : [];
}

function attribute(element: Element, name: string): string | undefined {
  const value = element[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The names of the elements inside a source or target (inline markup such as <ph>, <pc>, <mrk>). */
function markupIn(element: Element): string[] {
  return Object.keys(element).filter((name) => name !== '#text' && !name.startsWith('@_'));
}

/** Finds the line and column (1-based) of an index of `text`. */
function positions(text: string): (index: number | undefined) => { line?: number; col?: number } {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (index) => {
    if (index === undefined) return {};
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: index - lineStarts[low] + 1 };
  };
}
