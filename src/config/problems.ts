import type { MessageCode } from './messages.ts';

/** A mistake found in the configuration, located in a file. */
export interface Problem {
  /**
   * Path relative to the site root, with forward slashes (pages/home.yaml); for content read from
   * another source, where in it (an Airtable table and record), with line and col 0.
   */
  file: string;
  line: number;
  col: number;
  /** Which mistake (src/config/messages.ts): stable, for tests and tools. */
  code: MessageCode;
  /** What is wrong and what to do, in the editor's words. */
  message: string;
}

export function formatProblem(p: Problem): string {
  return p.line === 0 ? `${p.file}: ${p.message}` : `${p.file}:${p.line}:${p.col} ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
  );
}

export function formatReport(problems: Problem[]): string {
  const lines = sortProblems(problems).map(formatProblem);
  const files = new Set(problems.map((p) => p.file)).size;
  const summary = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  return [...lines, '', summary].join('\n');
}
