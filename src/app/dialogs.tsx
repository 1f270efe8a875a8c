import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DialogName } from '../model/types.ts';
import { DialogContext } from '../ui/dialogs.ts';
import { useLatch } from '../ui/use-latch.ts';

// Dialog code loads on first use, never with the page.
const loaders = {
  booking: () => import('../forms/BookingDialog.tsx'),
  contact: () => import('../forms/ContactDialog.tsx'),
} satisfies Record<DialogName, () => Promise<{ default: React.ComponentType<{ onClose: () => void }> }>>;
export function isDialogName(name: string): name is DialogName {
  return Object.hasOwn(loaders, name);
}

const components = {
  booking: lazy(loaders.booking),
  contact: lazy(loaders.contact),
};
const loadLayer = () => import('./DialogLayer.tsx');
const DialogLayer = lazy(loadLayer);

/**
 * The site-wide dialogs (Book a Call, contact form) that any button from YAML or any block can open.
 * Several can be open at once: a dialog opened from another stacks on top of it.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [openNames, setOpenNames] = useState<DialogName[]>([]);
  const open = useCallback((name: DialogName) => setOpenNames((names) => (names.includes(name) ? names : [...names, name])), []);
  const close = useCallback((name: DialogName) => setOpenNames((names) => names.filter((n) => n !== name)), []);
  const prepare = useCallback((name: DialogName) => void Promise.all([loadLayer(), loaders[name]()]).catch(() => undefined), []);
  const layerNeeded = useLatch(openNames.length > 0);
  const value = useMemo(() => ({ open, prepare }), [open, prepare]);
  const closers = useMemo(
    () => ({
      booking: () => close('booking'),
      contact: () => close('contact'),
    }),
    [close],
  );
  return (
    <DialogContext.Provider value={value}>
      {children}
      {layerNeeded && (
        <Suspense fallback={null}>
          <DialogLayer openNames={openNames} components={components} closers={closers} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
