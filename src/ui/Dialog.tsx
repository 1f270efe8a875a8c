import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  closeLabel: string;
  size?: 'md' | 'lg' | 'xl' | 'video';
  /** Where focus goes on closing, when the element that opened the dialog may be gone by then. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Escape and a click on the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, labelledBy, closeLabel, size = 'md', returnFocus, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useRef(() => undefined as void);
  focusBack.current = () => {
    const target = returnFocus?.() ?? opener.current;
    if (target?.isConnected) target.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      focusBack.current();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // dialogs that unmount to close (and reset) still give focus back
      if (dialog?.open) {
        dialog.close();
        focusBack.current();
      }
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={labelledBy}
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
    </dialog>
  );
}
