import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { Draft, MeAnswer } from '../../../studio/contract.ts';
import { allows } from '../../../studio/draft-states.ts';
import { studioCall } from '../app/api.ts';
import { LanguageSwitch } from '../app/LanguageSwitch.tsx';
import { confirmAction } from './Page.tsx';
import { dropDraft, keys, must, putDraft, T, useMe } from './queries.ts';

type Said = { text: string; kind?: 'error'; at: string };

/**
 * The bar at the top of every studio page: the pages, who is signed in, the interface language (the editor's
 * header has its own on a draft), signing out; on a draft's editor, the draft: its state as the server
 * answered it, its changes, and what the state table (src/studio/draft-states.ts) lets this person do with it.
 */
export function StudioBar({ draft }: { draft?: Draft }) {
  const me = useMe().data;
  const { pathname } = useLocation();
  const [said, setSaid] = useState<Said>();
  const say = (text: string, kind?: 'error') => setSaid({ text, kind, at: pathname });
  const shown = said?.at === pathname ? said : undefined; // a result belongs to the page it was got on

  const signOut = useMutation({
    mutationFn: async () => must(await studioCall('signOut', {})),
    onSuccess: () => location.assign('/studio/sign-in'),
    onError: (error) => say(error.message, 'error'),
  });

  return (
    <header className="studio-bar">
      <strong className="studio-bar__brand">{T.brand}</strong>
      <nav aria-label={T.nav.label}>
        <NavLink to="/" end>
          {T.nav.drafts}
        </NavLink>
        <NavLink to="/history">{T.nav.history}</NavLink>
        {me?.can.accounts && <NavLink to="/accounts">{T.nav.accounts}</NavLink>}
      </nav>
      {draft && me && <DraftActions me={me} draft={draft} say={say} />}
      <span className="studio-bar__status" role="status" data-kind={shown?.kind}>
        {shown?.text}
      </span>
      {me && <span className="studio-bar__who">{T.who(me.name, me.role)}</span>}
      {!draft && <LanguageSwitch label={T.interfaceLanguage} />}
      <button type="button" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {T.signOut}
      </button>
    </header>
  );
}

/** The last comment of a draft sent back, as its editor reads it. */
export function sentBack(draft: Draft): string | undefined {
  const comment = draft.status === 'returned' ? draft.comments.at(-1) : undefined;
  return comment && T.sentBackBy(comment.by.name, comment.text);
}

function DraftActions({ me, draft, say }: { me: MeAnswer; draft: Draft; say: (text: string, kind?: 'error') => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const mine = draft.owner.name === me.name;
  const stateId = `studio-draft-state-${draft.id}`;

  const askReview = useMutation({
    mutationFn: async () => must(await studioCall('askReview', { draft: draft.id })),
    onSuccess: (answer) => {
      putDraft(client, answer.draft); // the state the server answered, nothing patched here
      void client.invalidateQueries({ queryKey: keys.drafts });
      void client.invalidateQueries({ queryKey: keys.review(draft.id) });
      say(T.askedForReview);
    },
    onError: (error) => say(error.message, 'error'),
  });

  const discard = useMutation({
    mutationFn: async () => must(await studioCall('discard', { draft: draft.id })),
    onSuccess: () => {
      navigate('/', { state: { said: T.discarded } });
      dropDraft(client, draft.id);
      void client.invalidateQueries({ queryKey: keys.drafts });
    },
    onError: (error) => say(error.message, 'error'),
  });

  const confirmDiscard = async () => {
    if (await confirmAction({ heading: T.discardHeading(draft.title), detail: T.discardDetail, action: T.discard, danger: true })) discard.mutate();
  };

  const comment = sentBack(draft);
  const busy = askReview.isPending || discard.isPending;
  return (
    <>
      <span className="studio-bar__draft" id={stateId}>
        {T.draftState(draft.status, draft.owner.name)}
      </span>
      <Link to={`/review/${draft.id}`}>{T.changes}</Link>
      <button type="button" className="studio-primary" aria-describedby={stateId} disabled={busy || !mine || !allows('askReview', draft.status)} onClick={() => askReview.mutate()}>
        {T.askReview}
      </button>
      {(mine || me.can.review) && (
        <button type="button" aria-describedby={stateId} disabled={busy || !allows('discard', draft.status)} onClick={() => void confirmDiscard()}>
          {T.discard}
        </button>
      )}
      {comment && (
        <p className="studio-comment" role="note">
          {comment}
        </p>
      )}
    </>
  );
}
