import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryEntry, MeAnswer, PageName } from '../../../studio/contract.ts';
import { studioCall } from '../app/api.ts';
import { ChangesView } from './Changes.tsx';
import { OutcomeView, type Outcome } from './Outcome.tsx';
import { confirmAction, Loading, Page } from './Page.tsx';
import { keys, language, must, T, useHistory, useMe, useVersion, when } from './queries.ts';

/** An entry's title: a publish's draft title, a restore's date, a group's count of commits. */
export function entryTitle(entry: HistoryEntry): string {
  if (entry.kind === 'publish') return entry.title;
  if (entry.kind === 'restore') return T.restoredTitle(new Date(`${entry.title}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' }));
  return T.developerChanges(entry.commits.length);
}

/** A page, a translation or a media file as a person knows it. */
const pageName = (page: PageName) => {
  if (page.media) return T.mediaName(page.media, page.title);
  const name = T.pageName(page.title, page.route);
  return page.language ? T.inLanguage(name, page.language) : name;
};

/** What an entry changed, by name. */
export const entryPages = (entry: HistoryEntry) => [...entry.pages.map(pageName), ...(entry.otherFiles > 0 ? [T.codeFiles(entry.otherFiles)] : [])].join(', ') || T.noFile;

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

function History({ me, versions }: { me: MeAnswer; versions: HistoryEntry[] }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  const [shown, setShown] = useState<{ commit: string; from?: string; title: string }>();
  const restore = useMutation({
    mutationFn: async (commit: string) => must(await studioCall('restore', { commit })),
    onMutate: () => setOutcome({ kind: 'note', text: T.restoring }),
    onSuccess: (answer) => {
      setOutcome({ kind: 'publish', answer });
      if (answer.ok) void client.invalidateQueries({ queryKey: keys.history });
    },
    onError: (error) => setOutcome({ kind: 'error', text: error.message }),
  });
  // a group of commits made outside the studio is restored as a whole: to its newest commit
  const confirmRestore = async (version: HistoryEntry) => {
    if (await confirmAction({ heading: T.restoreHeading(entryTitle(version)), detail: T.restoreDetail, action: T.restore })) restore.mutate(version.commit);
  };
  return (
    <>
      <OutcomeView outcome={outcome} />
      <ol className="studio-history">
        {versions.map((v, index) => (
          <li key={v.commit} data-commit={v.commit} data-kind={v.kind}>
            <p>
              <strong>{entryTitle(v)}</strong>
              {T.versionBy(v.authors.join(', '), when(v.date), index === 0)}
            </p>
            <p className="studio-files">{entryPages(v)}</p>
            {v.kind === 'developers' && (
              // its commits, named but not restorable one by one (not list items: the entry is the history's item)
              <div className="studio-commits">
                {v.commits.map((c) => (
                  <p key={c.short}>
                    {c.subject}
                    {T.versionBy(c.author, when(c.date), false)}
                  </p>
                ))}
              </div>
            )}
            <button type="button" onClick={() => setShown({ commit: v.commit, from: v.kind === 'developers' ? v.from : undefined, title: T.versionTitle(entryTitle(v), v.short) })}>
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
        {shown && <VersionChanges commit={shown.commit} from={shown.from} title={shown.title} />}
      </section>
    </>
  );
}

function VersionChanges({ commit, from, title }: { commit: string; from?: string; title: string }) {
  const version = useVersion(commit, from);
  return (
    <>
      <h2>{title}</h2>
      {version.data ? <ChangesView changes={version.data.changes} diff={version.data.diff} /> : version.error ? <p role="alert">{version.error.message}</p> : <Loading />}
    </>
  );
}
