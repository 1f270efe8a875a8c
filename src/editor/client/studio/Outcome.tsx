import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Conflict, PublishAnswer } from '../../../studio/contract.ts';
import { studioCall } from '../app/api.ts';
import { ProblemList } from './Changes.tsx';
import { must, T } from './queries.ts';

/** What an action on the live site (publish, restore, send back) came to, shown in its page's outcome region. */
export type Outcome = { kind: 'note'; text: string } | { kind: 'error'; text: string } | { kind: 'publish'; answer: PublishAnswer };

/**
 * The outcome region: a note, a refusal, or a publish's outcome (published, with a push that failed; or not,
 * with why: the draft's problems, the build's output, the files in conflict to resolve when `draft` is given).
 */
export function OutcomeView({ outcome, draft, onResolved }: { outcome?: Outcome; draft?: string; onResolved?: () => void }) {
  return (
    <div className="studio-outcome" role="status" data-kind={outcome?.kind === 'error' ? 'error' : undefined}>
      {outcome && <OutcomeBody outcome={outcome} draft={draft} onResolved={onResolved} />}
    </div>
  );
}

function OutcomeBody({ outcome, draft, onResolved }: { outcome: Outcome; draft?: string; onResolved?: () => void }) {
  if (outcome.kind === 'note') return outcome.text;
  if (outcome.kind === 'error')
    return (
      <p className="studio-error" role="alert">
        {outcome.text}
      </p>
    );
  const { answer } = outcome;
  if (answer.ok)
    return (
      <>
        <p className="studio-ok">{T.published(answer.seconds)}</p>
        {answer.live && answer.live.length > 0 && (
          <ul className="studio-live-links">
            {answer.live.map((address) => (
              <li key={address}>
                <a href={address}>
                  {T.seeItLive(new URL(address).pathname)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {answer.pushError && <p className="studio-error">{answer.pushError}</p>}
        <Link to="/history">{T.seeHistory}</Link>
      </>
    );
  if (answer.reason === 'conflict' && draft !== undefined) return <ConflictResolver draft={draft} conflicts={answer.conflicts} message={answer.message} onResolved={() => onResolved?.()} />;
  return (
    <>
      <p className="studio-error" role="alert">
        {answer.message}
      </p>
      {answer.reason === 'problems' && <ProblemList problems={answer.problems} />}
      {answer.reason === 'build' && (
        <pre className="studio-build-output" tabIndex={0}>
          {answer.output}
        </pre>
      )}
    </>
  );
}

/**
 * The files a publish found changed on both sides: each file's published version and the draft's side by
 * side, a text to keep (the draft's to start with, either side taken with a button, or edited), then kept
 * and published again (`onResolved`).
 */
function ConflictResolver({ draft, conflicts, message, onResolved }: { draft: string; conflicts: Conflict[]; message: string; onResolved: () => void }) {
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(conflicts.map((c) => [c.path, c.draft ?? ''])));
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: async () => must(await studioCall('resolve', { draft }, { resolutions: conflicts.map((c) => ({ path: c.path, text: texts[c.path] ?? '' })) })),
    onMutate: () => setNote(''),
    onSuccess: (answer) => {
      if (!answer.ok) return setNote(answer.message || T.notResolved);
      onResolved();
    },
    onError: (error) => setNote(error.message),
  });
  const keep = (path: string, value: string | null) => setTexts((current) => ({ ...current, [path]: value ?? '' }));
  return (
    <div className="studio-conflicts">
      <p className="studio-error" role="alert">
        {message}
      </p>
      {conflicts.map((c, index) => (
        <section key={c.path} className="studio-conflict" data-file={c.path}>
          <h3>{c.path}</h3>
          <div className="studio-versions">
            {(
              [
                [T.publishedVersion, c.live],
                [T.thisDraft, c.draft],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="studio-version">
                <h4>{label}</h4>
                <pre tabIndex={0}>{value ?? T.fileRemoved}</pre>
                <button type="button" onClick={() => keep(c.path, value)}>
                  {T.keep(label)}
                </button>
              </div>
            ))}
          </div>
          <label htmlFor={`resolve-${index}`}>{T.textToKeep(c.path)}</label>
          <textarea id={`resolve-${index}`} rows={12} spellCheck={false} value={texts[c.path] ?? ''} onChange={(event) => keep(c.path, event.target.value)} />
        </section>
      ))}
      <button type="button" className="studio-primary" disabled={resolve.isPending} onClick={() => resolve.mutate()}>
        {T.keepAndPublish}
      </button>
      <p role="status" data-kind={note ? 'error' : undefined}>
        {note}
      </p>
    </div>
  );
}
