import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MeAnswer, ReviewAnswer } from '../../../studio/contract.ts';
import { allows, nextStatus } from '../../../studio/draft-states.ts';
import { studioCall } from '../app/api.ts';
import { BeforeAfter } from './BeforeAfter.tsx';
import { ChangesView, ProblemList } from './Changes.tsx';
import { OutcomeView, type Outcome } from './Outcome.tsx';
import { Loading, Page } from './Page.tsx';
import { keys, must, putDraft, T, useMe, useReview, when } from './queries.ts';

/** A draft's review: its problems, the decision (publish or send back) when it waits for one, its changes and a preview. */
export function ReviewPage() {
  const { draft: id = '' } = useParams();
  const me = useMe();
  const review = useReview(id);
  // an answer already here is shown (a draft just published is no longer open: asked again, it is refused)
  const error = review.data ? me.error : (me.error ?? review.error);
  const ready = (me.data !== undefined && review.data !== undefined) || error !== null;
  return (
    <Page title={review.data ? T.reviewTitle(review.data.draft.title) : T.reviewFailed} ready={ready}>
      {me.data && review.data ? <Review key={id} me={me.data} review={review.data} /> : error ? <p role="alert">{error.message}</p> : <Loading />}
    </Page>
  );
}

function Review({ me, review }: { me: MeAnswer; review: ReviewAnswer }) {
  const { draft, changes, diff, problems, routes } = review;
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  const [comment, setComment] = useState('');
  const open = allows('read', draft.status);
  const blocked = problems.length > 0;

  const publish = useMutation({
    mutationFn: async () => must(await studioCall('publish', { draft: draft.id })),
    onMutate: () => setOutcome({ kind: 'note', text: T.publishing }),
    onSuccess: (answer) => {
      setOutcome({ kind: 'publish', answer });
      if (!answer.ok) return;
      // published: the state the table leaves a publish in (the draft is no longer open, its review not asked again)
      putDraft(client, { ...draft, status: nextStatus('publish', draft.status) });
      void client.invalidateQueries({ queryKey: keys.drafts });
      void client.invalidateQueries({ queryKey: keys.history });
    },
    onError: (error) => setOutcome({ kind: 'error', text: error.message }),
  });

  const sendBack = useMutation({
    mutationFn: async () => must(await studioCall('sendBack', { draft: draft.id }, { comment })),
    onSuccess: (answer) => {
      putDraft(client, answer.draft);
      void client.invalidateQueries({ queryKey: keys.drafts });
      void client.invalidateQueries({ queryKey: keys.review(draft.id) });
      setComment('');
      setOutcome({ kind: 'note', text: T.sentBackTo(draft.owner.name) });
    },
    onError: (error) => setOutcome({ kind: 'error', text: error.message }),
  });

  const deciding = me.can.review && allows('sendBack', draft.status);
  const busy = publish.isPending || sendBack.isPending;
  return (
    <>
      <p>{open ? T.reviewSummary(draft.owner.name, draft.status, when(draft.updated)) : T.closedSummary(draft.owner.name, draft.status)}</p>
      {open && (
        <section aria-labelledby="problems">
          <h2 id="problems">{T.problemsHeading(problems.length)}</h2>
          {blocked ? <p className="studio-error">{T.blocked(problems.length)}</p> : <p>{T.noProblems}</p>}
          {blocked && <ProblemList problems={problems} />}
        </section>
      )}
      {deciding && (
        <section className="studio-decide" aria-label={T.decision}>
          {me.can.publish && (
            <button type="button" className="studio-primary" disabled={blocked || busy || !allows('publish', draft.status)} onClick={() => publish.mutate()}>
              {T.publish}
            </button>
          )}
          <form
            className="studio-send-back"
            onSubmit={(event) => {
              event.preventDefault();
              sendBack.mutate();
            }}
          >
            <label htmlFor="send-back-comment">{T.sendBackLabel}</label>
            <textarea id="send-back-comment" rows={3} required value={comment} onChange={(event) => setComment(event.target.value)} />
            <button type="submit" disabled={busy}>
              {T.sendBack}
            </button>
          </form>
        </section>
      )}
      <OutcomeView outcome={outcome} draft={draft.id} onResolved={() => publish.mutate()} />
      <section aria-labelledby="changes">
        <h2 id="changes">{T.changesHeading(diff.length)}</h2>
        <ChangesView changes={changes} diff={diff} />
      </section>
      {open && <BeforeAfter draft={draft.id} title={draft.title} routes={routes} />}
    </>
  );
}
