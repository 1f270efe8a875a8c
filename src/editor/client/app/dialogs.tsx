import { useEffect, useRef, type ReactNode } from 'react';
import { create } from 'zustand';

/**
 * The editor's and the studio's modal dialogs, asked for as a promise (`ask`), so that a task reads in order:
 * "ask for the name, then create the page". Native modal `<dialog>`s: the focus stays in them, Escape and the
 * backdrop close them, and the focus goes back to what opened them. The dialog is named by its element with
 * the id `edit-dialog-title` (its heading); a dialog that asks to confirm something is an alert dialog.
 */
export interface DialogOptions {
  /** alertdialog: it asks to confirm something that cannot be taken back at once. */
  role?: 'alertdialog';
  /** A class beside `edit-dialog` (the media library's larger one). */
  className?: string;
}

interface Open extends DialogOptions {
  id: number;
  render: (close: (value: unknown) => void) => ReactNode;
  settle: (value: unknown) => void;
}

const useOpenDialogs = create<{ open: Open[] }>(() => ({ open: [] }));
let next = 0;

/** Shows a dialog until `close` is called (Escape or the backdrop: `undefined`); resolves with what it was closed with. */
export function ask<T>(options: DialogOptions, render: (close: (value: T | undefined) => void) => ReactNode): Promise<T | undefined> {
  return new Promise((resolve) => {
    const id = ++next;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let settled = false;
    const settle = (value: unknown) => {
      if (settled) return;
      settled = true;
      useOpenDialogs.setState(({ open }) => ({ open: open.filter((dialog) => dialog.id !== id) }));
      // once the dialog is gone from the page, the focus goes back to what opened it
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus();
      });
      resolve(value as T | undefined);
    };
    useOpenDialogs.setState(({ open }) => ({ open: [...open, { ...options, id, render: render as Open['render'], settle }] }));
  });
}

/** Where the dialogs asked for are drawn: once, in the app's root. */
export function DialogHost() {
  const open = useOpenDialogs((state) => state.open);
  return (
    <>
      {open.map((dialog) => (
        <DialogFrame key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}

function DialogFrame({ dialog }: { dialog: Open }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else element.setAttribute('open', ''); // no modal dialogs here (a test's DOM): shown in place
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element).focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={['edit-dialog', dialog.className].filter(Boolean).join(' ')}
      aria-labelledby="edit-dialog-title"
      role={dialog.role}
      onCancel={(event) => {
        event.preventDefault();
        dialog.settle(undefined);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.settle(undefined); // the backdrop
      }}
    >
      {dialog.render(dialog.settle)}
    </dialog>
  );
}
