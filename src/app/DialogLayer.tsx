import { Suspense, type ComponentType } from 'react';
import type { DialogName } from '../model/types.ts';
import { AnimatePresence } from '../ui/motion.tsx';

interface Props {
  openNames: DialogName[];
  components: Record<DialogName, ComponentType<{ onClose: () => void }>>;
  closers: Record<DialogName, () => void>;
}

/** The open site-wide dialogs, each leaving with its exit animation (framer-motion, loaded with the first dialog). */
export default function DialogLayer({ openNames, components, closers }: Props) {
  return (
    <AnimatePresence>
      {openNames.map((name) => {
        const Component = components[name];
        return (
          <Suspense key={name} fallback={null}>
            <Component onClose={closers[name]} />
          </Suspense>
        );
      })}
    </AnimatePresence>
  );
}
