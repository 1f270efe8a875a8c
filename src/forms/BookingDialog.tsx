import { useId } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { BookingDays, BookingDetails, BookingTimes } from './BookingSteps.tsx';
import { useBookingForm } from './useBookingForm.ts';
import './forms.css';

/**
 * Book a Call: a day among the next `days` (today first), then one of the time slots, then the
 * visitor's details and 'Confirm Booking'. Posted at once; the confirmation closes the dialog
 * after `closeAfterMs`, and closing resets everything (the dialog unmounts).
 */
export default function BookingDialog({ onClose }: { onClose: () => void }) {
  const form = useBookingForm(onClose);
  const { booking, mutation } = form;
  const { text } = booking;
  const titleId = useId();

  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={text.close} size="lg">
      {mutation.isSuccess ? (
        <div className="booking__confirmed" role="status">
          <h2 id={titleId} ref={form.confirmedRef} tabIndex={-1} className="dialog__title">
            {text.confirmedTitle}
          </h2>
          <p>{text.confirmedText}</p>
        </div>
      ) : (
        <>
          <h2 id={titleId} className="dialog__title">
            {text.title}
          </h2>
          <p className="dialog__intro">{text.intro}</p>
          <form ref={form.formRef} className="form booking" noValidate onSubmit={form.onSubmit} aria-busy={mutation.isPending}>
            <BookingDays days={form.days} dayLabel={form.dayLabel} date={form.date} onChoose={form.setDate} legend={text.dateLegend} todayNote={text.today} />
            {form.date && <BookingTimes slots={booking.slots} time={form.time} onChoose={form.setTime} legend={text.timeLegend} />}
            {form.date && form.time && <BookingDetails form={form} />}
          </form>
        </>
      )}
    </Dialog>
  );
}
