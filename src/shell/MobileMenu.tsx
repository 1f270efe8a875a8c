import type { ReactNode } from 'react';
import { AnimatePresence, m, MotionScope, useEntrance } from '../ui/motion.tsx';

interface Props {
  open: boolean;
  id: string;
  label: string;
  children: ReactNode;
}

/** The small screens' menu panel, sliding down on opening and up on closing (loaded with its first opening). */
export default function MobileMenu(props: Props) {
  return (
    <MotionScope>
      <Panel {...props} />
    </MotionScope>
  );
}

function Panel({ open, id, label, children }: Props) {
  const { enters, reduced } = useEntrance();
  return (
    <AnimatePresence>
      {open && (
        <m.nav
          key="menu"
          id={id}
          className="navbar__mobile"
          aria-label={label}
          initial={enters ? { opacity: 0, y: -12 } : false}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: -12 }}
          transition={{ duration: reduced ? 0 : 0.2, ease: 'easeOut' }}
        >
          {children}
        </m.nav>
      )}
    </AnimatePresence>
  );
}
