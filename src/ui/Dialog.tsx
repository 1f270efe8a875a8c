import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { m, MotionScope, useEntrance } from './motion.tsx';
import './dialog.css';

interface Props {
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  closeLabel: string;
  size?: 'md' | 'lg' | 'xl' | 'video';
  /** Where focus goes on closing, when the element that opened the dialog may be gone by then. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

const hidden = { opacity: 0, y: 12, scale: 0.98 };
const shown = { opacity: 1, y: 0, scale: 1 };

/**
 * A modal dialog on the native <dialog> element, open while it is rendered: the rest of the page is
 * inert, Escape and a click on the backdrop close it. Render it inside framer-motion's AnimatePresence:
 * it enters and leaves with a short rise and fade, and focus returns to what opened it once it has left.
 * A dialog opened before the motion features have loaded shows at once, without the entrance.
 */
export function Dialog(props: Props) {
  return (
    <MotionScope>
      <ModalDialog {...props} />
    </MotionScope>
  );
}

function ModalDialog({ onClose, labelledBy, closeLabel, size = 'md', returnFocus, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useRef(() => undefined as void);
  focusBack.current = () => {
    const target = returnFocus?.() ?? opener.current;
    if (target?.isConnected) target.focus();
  };
  const { enters, reduced } = useEntrance();
  const entrance = useRef(enters).current; // decided when it opens

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      // unmounted once its exit has played (AnimatePresence), or with its page; a dialog opened from
      // this one (a use case chosen in a category) keeps the focus it took
      const focused = document.activeElement;
      dialog.close();
      if (!focused || focused === document.body || dialog.contains(focused)) focusBack.current();
    };
  }, []);

  return (
    <m.dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={labelledBy}
      initial={entrance ? hidden : false}
      animate={shown}
      exit={hidden}
      transition={{ duration: reduced ? 0 : 0.18, ease: 'easeOut' }}
      onCancel={(event) => {
        event.preventDefault(); // Escape: let React state drive the closing
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop, outside the panel
      }}
    >
      <div className="dialog__panel">
        <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={closeLabel}>
          <X aria-hidden="true" size={18} />
        </button>
        {children}
      </div>
    </m.dialog>
  );
}
