import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ask } from '../app/dialogs.tsx';
import { T } from './queries.ts';

/**
 * A studio page: its heading, its name in the browser's tab, and `body[data-ready="true"]` once it has drawn
 * what it shows (its answer or why there is none). After a move from another page, the focus goes to the
 * heading, so that a screen reader reads where the person now is.
 */
export function Page({ title, ready, children }: { title: string; ready: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const moved = key !== 'default'; // the first page the browser loaded has the key "default"

  useEffect(() => {
    document.title = [title, T.brand].join(' — ');
  }, [title]);

  useEffect(() => {
    if (!ready) return;
    document.body.dataset.ready = 'true';
    if (moved) heading.current?.focus({ preventScroll: true });
    return () => {
      delete document.body.dataset.ready;
    };
  }, [ready, moved]);

  return (
    <div className="studio-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** Waiting for an answer, said in words. */
export const Loading = () => <p role="status">{T.loading}</p>;

/**
 * Asks the person to confirm an action that cannot be taken back at once, in the page (an alert dialog): its
 * heading says what will happen, its button is named like the action; Cancel, Escape or the backdrop keep things
 * as they are. True when confirmed.
 */
export async function confirmAction({ heading, detail, action, danger = false }: { heading: string; detail: string; action: string; danger?: boolean }): Promise<boolean> {
  const confirmed = await ask<boolean>({ role: 'alertdialog' }, (close) => (
    <>
      <h2 id="edit-dialog-title">{heading}</h2>
      <p>{detail}</p>
      <div className="edit-dialog-actions">
        <button type="button" className={danger ? 'studio-danger' : 'studio-primary'} onClick={() => close(true)}>
          {action}
        </button>
        <button type="button" data-autofocus onClick={() => close(false)}>
          {T.cancel}
        </button>
      </div>
    </>
  ));
  return confirmed === true;
}
