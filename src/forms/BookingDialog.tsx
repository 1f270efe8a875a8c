import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { countMessage, useSite } from '../ui/site-context.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { emptyValues, FormField } from './FormField.tsx';
import { focusFirstInvalid } from './focus.ts';
import { Honeypot } from './Honeypot.tsx';
import { SubmitError, submitForm } from './submit.ts';
import { BOOKING_DATE, BOOKING_TIME, bookableDays, fieldProblems, HONEYPOT, isoDate } from './validate.ts';
import './forms.css';

/**
 * Book a Call: a day among the next `days` (today first), then one of the time slots, then the
 * visitor's details and 'Confirm Booking'. Posted at once; the confirmation closes the dialog
 * after `closeAfterMs`, and closing resets everything (the dialog unmounts).
 */
export default function BookingDialog({ onClose }: { onClose: () => void }) {
  const { forms, language } = useSite();
  const booking = forms.booking;
  const { text } = booking;
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmedRef = useRef<HTMLHeadingElement>(null);
  const days = useMemo(() => bookableDays(new Date(), booking.days), [booking.days]);
  const dayLabel = useMemo(() => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }), [language]);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [values, setValues] = useState(() => emptyValues(booking.fields));
  const [honey, setHoney] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({ mutationFn: (payload: Record<string, string>) => submitForm('booking', payload) });

  const problems = checked ? fieldProblems(booking.fields, values) : {};
  const missing = Object.values(problems).includes('required');
  const validationMessage = missing
    ? text.fillAll
    : Object.values(problems).includes('invalidEmail')
      ? text.invalidEmail
      : Object.values(problems).includes('tooLong')
        ? countMessage(text.tooLong, Math.max(...booking.fields.map((f) => f.maxLength)), language)
        : undefined;
  const failure = mutation.error instanceof SubmitError ? mutation.error : undefined;

  useEffect(() => {
    if (!mutation.isSuccess) return;
    confirmedRef.current?.focus();
    const timer = window.setTimeout(onClose, booking.closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, booking.closeAfterMs, onClose]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || !date || !time) return;
    setChecked(true);
    if (Object.keys(fieldProblems(booking.fields, values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate({ ...values, [BOOKING_DATE]: date, [BOOKING_TIME]: time, [HONEYPOT]: honey });
  };

  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={text.close} size="lg">
      {mutation.isSuccess ? (
        <div className="booking__confirmed" role="status">
          <h2 id={titleId} ref={confirmedRef} tabIndex={-1} className="dialog__title">
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
          <form ref={formRef} className="form booking" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
            <fieldset className="booking__group">
              <legend>{text.dateLegend}</legend>
              <div className="choices choices--days">
                {days.map((day, index) => {
                  const value = isoDate(day);
                  return (
                    <label key={value} className="choice">
                      <input type="radio" name={BOOKING_DATE} value={value} checked={date === value} onChange={() => setDate(value)} />
                      <span className="choice__body">
                        {index === 0 && <span className="choice__note">{text.today}</span>}
                        {dayLabel.format(day)}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            {date && (
              <fieldset className="booking__group">
                <legend>{text.timeLegend}</legend>
                <div className="choices choices--times">
                  {booking.slots.map((slot) => (
                    <label key={slot} className="choice">
                      <input type="radio" name={BOOKING_TIME} value={slot} checked={time === slot} onChange={() => setTime(slot)} />
                      <span className="choice__body">{slot}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}

            {date && time && (
              <fieldset className="booking__group">
                <legend>{text.detailsLegend}</legend>
                <div className="booking__fields">
                  {booking.fields.map((field) => (
                    <FormField
                      key={field.name}
                      field={field}
                      value={values[field.name]}
                      onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                      invalid={Boolean(problems[field.name])}
                    />
                  ))}
                </div>
                <Honeypot label={text.honeypotLabel} value={honey} onChange={setHoney} />
                <div className="form__live" role="alert">
                  {validationMessage && <p className="form-banner form-banner--error">{validationMessage}</p>}
                  {!validationMessage && mutation.isError && <p className="form-banner form-banner--error">{failure?.reason === 'offline' ? text.offline : text.failed}</p>}
                </div>
                <button type="submit" className="button button--primary form__submit" disabled={mutation.isPending}>
                  {mutation.isPending ? text.sending : text.submit}
                </button>
              </fieldset>
            )}
          </form>
        </>
      )}
    </Dialog>
  );
}
