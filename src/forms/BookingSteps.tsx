import { FormField } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import type { useBookingForm } from './useBookingForm.ts';
import { BOOKING_DATE, BOOKING_TIME, isoDate } from './validate.ts';

interface DaysProps {
  days: Date[];
  dayLabel: Intl.DateTimeFormat;
  date: string | undefined;
  onChoose: (date: string) => void;
  legend: string;
  todayNote: string;
}

/** The booking's first step: one of the offered days, today first. */
export function BookingDays({ days, dayLabel, date, onChoose, legend, todayNote }: DaysProps) {
  return (
    <fieldset className="booking__group">
      <legend>{legend}</legend>
      <div className="choices choices--days">
        {days.map((day, index) => {
          const value = isoDate(day);
          return (
            <label key={value} className="choice">
              <input type="radio" name={BOOKING_DATE} value={value} checked={date === value} onChange={() => onChoose(value)} />
              <span className="choice__body">
                {index === 0 && <span className="choice__note">{todayNote}</span>}
                {dayLabel.format(day)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The second step, once a day is chosen: one of the time slots. */
export function BookingTimes({ slots, time, onChoose, legend }: { slots: string[]; time: string | undefined; onChoose: (time: string) => void; legend: string }) {
  return (
    <fieldset className="booking__group">
      <legend>{legend}</legend>
      <div className="choices choices--times">
        {slots.map((slot) => (
          <label key={slot} className="choice">
            <input type="radio" name={BOOKING_TIME} value={slot} checked={time === slot} onChange={() => onChoose(slot)} />
            <span className="choice__body">{slot}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The last step, once a time is chosen: the visitor's details, the form's message and 'Confirm Booking'. */
export function BookingDetails({ form }: { form: ReturnType<typeof useBookingForm> }) {
  const { booking, values, problems, validationMessage, failure, mutation } = form;
  const { text } = booking;
  return (
    <fieldset className="booking__group">
      <legend>{text.detailsLegend}</legend>
      <div className="booking__fields">
        {booking.fields.map((field) => (
          <FormField key={field.name} field={field} value={values[field.name]} onChange={(value) => form.setValue(field.name, value)} invalid={Boolean(problems[field.name])} />
        ))}
      </div>
      <Honeypot label={text.honeypotLabel} value={form.honey} onChange={form.setHoney} />
      <div className="form__live" role="alert">
        {validationMessage && <p className="form-banner form-banner--error">{validationMessage}</p>}
        {!validationMessage && mutation.isError && <p className="form-banner form-banner--error">{failure?.reason === 'offline' ? text.offline : text.failed}</p>}
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? text.sending : text.submit}
      </button>
    </fieldset>
  );
}
