import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BookingFormData } from '../model/types.ts';
import { countMessage, useSite } from '../ui/site-context.tsx';
import { emptyValues } from './FormField.tsx';
import { focusFirstInvalid } from './focus.ts';
import { SubmitError, submitForm } from './submit.ts';
import { BOOKING_DATE, BOOKING_TIME, bookableDays, fieldProblems, HONEYPOT, type FieldProblem } from './validate.ts';

/** The one message the form shows for its fields' problems: a missing field first, then a wrong e-mail, then a too long text. */
function validationMessageOf(problems: Record<string, FieldProblem>, booking: BookingFormData, language: string): string | undefined {
  const { text } = booking;
  const found = Object.values(problems);
  if (found.includes('required')) return text.fillAll;
  if (found.includes('invalidEmail')) return text.invalidEmail;
  if (found.includes('tooLong')) return countMessage(text.tooLong, Math.max(...booking.fields.map((f) => f.maxLength)), language);
  return undefined;
}

/** The booking's state: the chosen day and time, the details, their problems once submitted, and the submission. */
export function useBookingForm(onClose: () => void) {
  const { forms, language } = useSite();
  const booking = forms.booking;
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
  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return {
    booking,
    formRef,
    confirmedRef,
    days,
    dayLabel,
    date,
    setDate,
    time,
    setTime,
    values,
    setValue,
    honey,
    setHoney,
    problems,
    validationMessage: validationMessageOf(problems, booking, language),
    failure,
    mutation,
    onSubmit,
  };
}
