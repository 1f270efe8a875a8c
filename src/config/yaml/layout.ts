import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { Finding } from './layout/finding.ts';
import { readLines, type Line } from './layout/lines.ts';
import { scan } from './layout/scan.ts';
import { say, type Said } from '../messages/messages.ts';

/**
 * The layout diagnosis: what an editor did wrong when the YAML parser stops, named in their words
 * (a tab, a missing colon or the space after it, a line indented deeper or shallower than its
 * sibling, a list entry without its dash, a value that needs quotes, …) with the fix written out.
 *
 * It reads the parser's own data: its errors (code and position) say that, and near where, the
 * document breaks; its CST says which lines are the inside of a block, quoted or bracketed value;
 * a scan of the raw lines, keeping the columns of the open mappings and lists as YAML does, names
 * the mistake. A mistake is named only next to a parser error, so a valid file gets no alarm.
 * Each named mistake carries the very edit its hint describes: the diagnosis applies them and
 * parses again, so the parser errors that came from a named mistake are not reported twice, and
 * what still fails (another mistake) is diagnosed in turn.
 */
export interface LayoutProblem {
  /** 1-based. */
  line: number;
  col: number;
  said: Said;
}

export interface Parsed {
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

export function parseWithLines(text: string): Parsed {
  const lineCounter = new LineCounter();
  return { text, lineCounter, doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' }) };
}

/** The mistakes behind the parser's errors, and the document as it is once they are fixed as their hints say. */
export function diagnoseLayout(first: Parsed): { problems: LayoutProblem[]; rest: Parsed } {
  const problems: LayoutProblem[] = [];
  let current = first;
  // One mistake at a time, the first in the file: once it is fixed, what the parser said because of it is gone.
  for (let round = 0; round < 20 && current.doc.errors.length > 0; round++) {
    const lines = readLines(current.text);
    const errorLines = current.doc.errors.map((error) => current.lineCounter.linePos(error.pos[0]).line);
    const finding = [...missingDashesFromDuplicateKeys(current, lines), ...scan(lines)]
      .filter((f) => (f.certain || errorLines.some((line) => f.explains(line))) && !problems.some((p) => p.line === f.line))
      .sort((a, b) => a.line - b.line)[0];
    if (!finding) break;
    problems.push({ line: finding.line, col: finding.col, said: finding.said });
    current = parseWithLines(lines.map((line) => finding.edits.get(line.n) ?? line.text).join('\n'));
  }
  return { problems: problems.sort((a, b) => a.line - b.line || a.col - b.col), rest: current };
}

/**
 * A duplicate key in a list entry that repeats the entry's first field (`id` again) is a new entry
 * typed without its dash: the parser's DUPLICATE_KEY error names the line.
 */
function missingDashesFromDuplicateKeys({ doc, lineCounter }: Parsed, lines: Line[]): Finding[] {
  const findings: Finding[] = [];
  const duplicates = new Set(doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]));
  if (duplicates.size === 0) return findings;
  const visit = (node: unknown, dashLine?: number): void => {
    if (isMap(node)) {
      if (dashLine !== undefined && node.items.length > 1 && isScalar(node.items[0].key)) {
        const first = String(node.items[0].key.value);
        const repeated = node.items.slice(1).find((pair) => isScalar(pair.key) && String(pair.key.value) === first && pair.key.range && duplicates.has(pair.key.range[0]));
        const at = repeated && isScalar(repeated.key) && repeated.key.range ? lineCounter.linePos(repeated.key.range[0]) : undefined;
        const line = at && lines[at.line - 1];
        if (at && line && at.col >= 3 && line.text.slice(at.col - 3, at.col - 1) === '  ') {
          const end = node.range ? lineCounter.linePos(node.range[1]).line : at.line;
          const fixed = `- ${line.text.slice(at.col - 1).trimEnd()}`;
          findings.push({
            line: at.line,
            col: at.col,
            said: say('yaml-missing-dash', { field: { kind: 'fields', keys: [first] }, dashCol: at.col - 2, dashLine, fixed }),
            edits: new Map([[at.line, line.text.slice(0, at.col - 3) + fixed]]),
            // the entry's other fields, repeated after it, are duplicates too: the same mistake
            explains: (n) => n >= at.line && n <= end,
            certain: true,
          });
        }
      }
      node.items.forEach((pair) => visit(pair.value));
    } else if (isSeq(node)) {
      const seqLine = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
      node.items.forEach((item) => visit(item, seqLine));
    }
  };
  visit(doc.contents);
  return findings;
}
