import { createContext, useContext } from 'react';
import type { DialogName } from '../model/types.ts';

/** The site-wide dialogs (Book a Call, contact form): any button from YAML or any block can open them. */
export interface Dialogs {
  open: (name: DialogName) => void;
  /** Starts loading a dialog's code ahead of a click (hover, focus). */
  prepare: (name: DialogName) => void;
}

/** Provided by the app (src/app/dialogs.tsx), which renders the open dialogs. */
export const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs() used outside <DialogProvider>');
  return dialogs;
}
