import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Draft, MeAnswer } from '../../../studio/contract.ts';
import { allows } from '../../../studio/draft-states.ts';
import { studioCall } from '../app/api.ts';
import { Loading, Page } from './Page.tsx';
import { keys, must, putDraft, T, useDrafts, useMe, when } from './queries.ts';
import { sentBack } from './StudioBar.tsx';

/** The drafts: starting one (what it will change), those waiting for review (a reviewer's), and all the open ones. */
export function DraftsPage() {
  const me = useMe();
  const drafts = useDrafts();
  const navigate = useNavigate();
  const location = useLocation();
  // what the page moved from said (a draft discarded): shown here once, not again on a reload
  const [said] = useState((location.state as { said?: string } | null)?.said);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const error = me.error ?? drafts.error;
  const ready = (me.data !== undefined && drafts.data !== undefined) || error !== null;
  return (
    <Page title={T.draftsTitle} ready={ready}>
      {said && (
        <p className="studio-note" role="status">
          {said}
        </p>
      )}
      {me.data && drafts.data ? <Drafts me={me.data} drafts={drafts.data.drafts} /> : error ? <p role="alert">{error.message}</p> : <Loading />}
    </Page>
  );
}

function Drafts({ me, drafts }: { me: MeAnswer; drafts: Draft[] }) {
  const waiting = drafts.filter((d) => d.status === 'review');
  return (
    <>
      {me.can.edit && <NewDraft />}
      {me.can.review && (
        <section aria-labelledby="waiting">
          <h2 id="waiting">{T.waitingHeading(waiting.length)}</h2>
          <DraftTable me={me} drafts={waiting} kind="review" />
        </section>
      )}
      <section aria-labelledby="open">
        <h2 id="open">{T.openHeading(drafts.length)}</h2>
        <DraftTable me={me} drafts={drafts} kind="all" />
      </section>
    </>
  );
}

function NewDraft() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: async (title: string) => must(await studioCall('newDraft', {}, { title })),
    onSuccess: ({ draft }) => {
      putDraft(client, draft);
      void client.invalidateQueries({ queryKey: keys.drafts });
      navigate(`/drafts/${draft.id}`);
    },
  });
  return (
    <form
      className="studio-new"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(title);
      }}
    >
      <label htmlFor="draft-title">{T.newDraftLabel}</label>
      <input id="draft-title" name="title" required maxLength={120} placeholder={T.newDraftExample} value={title} onChange={(event) => setTitle(event.target.value)} />
      <button type="submit" className="studio-primary" disabled={create.isPending}>
        {T.startDraft}
      </button>
      <p role="status" data-kind={create.error ? 'error' : undefined}>
        {create.error?.message}
      </p>
    </form>
  );
}

/** Drafts as a table (stacked cards on a phone: each cell names its column). */
function DraftTable({ me, drafts, kind }: { me: MeAnswer; drafts: Draft[]; kind: 'review' | 'all' }) {
  if (drafts.length === 0) return <p className="studio-empty">{kind === 'review' ? T.noneWaiting : T.noneOpen}</p>;
  const columns = T.columns;
  return (
    <table className="studio-table">
      <thead>
        <tr>
          <th>{columns.draft}</th>
          <th>{columns.heldBy}</th>
          <th>{columns.state}</th>
          <th>{columns.lastChange}</th>
          <th>{columns.open}</th>
        </tr>
      </thead>
      <tbody>
        {drafts.map((d) => {
          const comment = sentBack(d);
          const editable = (d.owner.name === me.name || me.can.review) && allows('save', d.status);
          return (
            <tr key={d.id} data-draft={d.id}>
              <td data-label={columns.draft}>
                {d.title}
                {comment && <p className="studio-comment">{comment}</p>}
              </td>
              <td data-label={columns.heldBy}>{d.owner.name}</td>
              <td data-label={columns.state}>{T.statusNames[d.status]}</td>
              <td data-label={columns.lastChange}>{when(d.updated)}</td>
              <td className="studio-actions" data-label={columns.open}>
                {editable && <Link to={`/drafts/${d.id}`}>{T.edit}</Link>}
                <Link to={`/review/${d.id}`}>{kind === 'review' ? T.review : T.changes}</Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
