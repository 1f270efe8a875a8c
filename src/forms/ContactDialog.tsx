import { useId } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ContactForm } from './ContactForm.tsx';

/** The contact form in a dialog, opened from a button with `opens: contact`. */
export default function ContactDialog({ onClose }: { onClose: () => void }) {
  const { forms } = useSite();
  const { dialogTitle, dialogIntro, close } = forms.contact;
  const titleId = useId();
  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={close} size="lg">
      <h2 id={titleId} className="dialog__title">
        {dialogTitle}
      </h2>
      {dialogIntro && <p className="dialog__intro">{dialogIntro}</p>}
      <ContactForm />
    </Dialog>
  );
}
