import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeAnswer, Version } from '../../../studio/contract.ts';
import { studioCall } from '../app/api.ts';
import { ChangesView } from './Changes.tsx';
import { OutcomeView, type Outcome } from './Outcome.tsx';
import { confirmAction, Loading, Page } from './Page.tsx';
import { keys, must, T, useHistory, useMe, useVersion, when } from './queries.ts';

/** The published versions, newest (live) first: what each changed, and restoring an earlier one (published as a new version). */
export function HistoryPage() {
  const me = useMe();
  const history = useHistory();
  const error = me.error ?? history.error;
  const ready = (me.data !== undefined && history.data !== undefined) || error !== null;
  return (
    <Page title={T.historyTitle} ready={ready}>
      {me.data && history.data ? <History me={me.data} versions={history.data.versions} /> : error ? <p role="alert">{error.message}</p> : <Loading />}
    </Page>
  );
}

function History({ me, versions }: { me: MeAnswer; versions: Version[] }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  const [shown, setShown] = useState<{ commit: string; title: string }>();
  const restore = useMutation({
    mutationFn: async (commit: string) => must(await studioCall('restore', { commit })),
    onMutate: () => setOutcome({ kind: 'note', text: T.restoring }),
    onSuccess: (answer) => {
      setOutcome({ kind: 'publish', answer });
      if (answer.ok) void client.invalidateQueries({ queryKey: keys.history });
    },
    onError: (error) => setOutcome({ kind: 'error', text: error.message }),
  });
  const confirmRestore = async (version: Version) => {
    if (await confirmAction({ heading: T.restoreHeading(version.message), detail: T.restoreDetail, action: T.restore })) restore.mutate(version.commit);
  };
  return (
    <>
      <OutcomeView outcome={outcome} />
      <ol className="studio-history">
        {versions.map((v, index) => (
          <li key={v.commit} data-commit={v.commit}>
            <p>
              <strong>{v.message}</strong>
              {T.versionBy(v.author, when(v.date), index === 0)}
            </p>
            <p className="studio-files">{v.files.join(', ') || T.noFile}</p>
            <button type="button" onClick={() => setShown({ commit: v.commit, title: T.versionTitle(v.message, v.short) })}>
              {T.changes}
            </button>
            {me.can.restore && index > 0 && (
              <button type="button" disabled={restore.isPending} onClick={() => void confirmRestore(v)}>
                {T.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      <section className="studio-version-detail" aria-live="polite">
        {shown && <VersionChanges commit={shown.commit} title={shown.title} />}
      </section>
    </>
  );
}

function VersionChanges({ commit, title }: { commit: string; title: string }) {
  const version = useVersion(commit);
  return (
    <>
      <h2>{title}</h2>
      {version.data ? <ChangesView changes={version.data.changes} diff={version.data.diff} /> : version.error ? <p role="alert">{version.error.message}</p> : <Loading />}
    </>
  );
}
