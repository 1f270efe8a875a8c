import type { FileDiff, Problem } from '../../../studio/contract.ts';
import { T } from './queries.ts';

/** The lines of a patch a person reads: git's own header lines left out. */
const shownLines = (patch: string) => patch.split('\n').filter((line) => !/^(diff --git|index |--- |\+\+\+ )/.test(line));

const lineClass = (line: string) => (line.startsWith('+') ? 'studio-add' : line.startsWith('-') ? 'studio-del' : line.startsWith('@@') ? 'studio-hunk' : undefined);

/** What changed, file by file: the lines removed and added, each file tagged with how it changed. */
export function DiffView({ diff }: { diff: FileDiff[] }) {
  if (diff.length === 0) return <p className="studio-empty">{T.noChange}</p>;
  return (
    <div className="studio-diffs">
      {diff.map((file) => (
        <section key={file.path} className="studio-diff" data-file={file.path}>
          <h3>
            {`${file.path} `}
            <span className={`studio-tag studio-tag--${file.status}`}>{T.fileStatus[file.status]}</span>
          </h3>
          <pre tabIndex={0} aria-label={T.changesIn(file.path)}>
            {shownLines(file.patch).map((line, index) => (
              <span key={index} className={lineClass(line)}>{`${line}\n`}</span>
            ))}
          </pre>
        </section>
      ))}
    </div>
  );
}

/** The site's problems with a draft, each at its place, with its hint. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ol className="studio-problems">
      {problems.map((p, index) => (
        <li key={index}>
          <code>{p.line > 0 ? `${p.file}:${p.line}:${p.col}` : p.file}</code> {p.detail}
          {p.hint !== '' && <span className="studio-hint">{T.hint(p.hint)}</span>}
        </li>
      ))}
    </ol>
  );
}
