import { useId } from 'react';
import type { ChangeGroup, ChangeMedia, FileDiff, Problem } from '../../../studio/contract.ts';
import { T } from './queries.ts';

/**
 * What changed in the words of the site (the server says it: src/studio/review-words.ts): per page or list
 * its heading, then its changes; a picture or a video replaced is shown before and after, side by side.
 */
export function ChangeSummary({ changes }: { changes: ChangeGroup[] }) {
  const id = useId();
  if (changes.length === 0) return <p className="studio-empty">{T.noChange}</p>;
  return (
    <div className="studio-summary">
      {changes.map((group, index) => (
        <section key={`${index} ${group.heading}`} className="studio-summary-group" aria-labelledby={`${id}-${index}`}>
          <h3 id={`${id}-${index}`}>{group.heading}</h3>
          <ul>
            {group.lines.map((line, lineIndex) => (
              <li key={lineIndex}>
                {line.text}
                {(line.before || line.after) && (
                  <div className="studio-media-pair">
                    {line.before && <MediaShown media={line.before} caption={T.before} label={T.mediaBefore(line.before.file)} />}
                    {line.after && <MediaShown media={line.after} caption={T.after} label={T.mediaAfter(line.after.file)} />}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A picture (its text alternative says which side it is) or a video, silent until the person plays it. */
function MediaShown({ media, caption, label }: { media: ChangeMedia; caption: string; label: string }) {
  return (
    <figure className="studio-media">
      {media.kind === 'video' ? <video src={media.url} controls muted preload="metadata" aria-label={label} /> : <img src={media.url} alt={label} loading="lazy" />}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The changes in the words of the site, then git's file by file behind a closed "Show the file changes". */
export function ChangesView({ changes, diff }: { changes: ChangeGroup[]; diff: FileDiff[] }) {
  return (
    <>
      <ChangeSummary changes={changes} />
      {diff.length > 0 && (
        <details className="studio-file-changes">
          <summary>{T.showFileChanges}</summary>
          <DiffView diff={diff} />
        </details>
      )}
    </>
  );
}

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
