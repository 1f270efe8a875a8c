import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { countMessage, useSite } from '../ui/site-context.tsx';
import { emptyValues, FormField } from './FormField.tsx';
import { focusFirstInvalid } from './focus.ts';
import { Honeypot } from './Honeypot.tsx';
import { SubmitError, submitForm } from './submit.ts';
import { fieldProblems, HONEYPOT, type FieldProblem } from './validate.ts';
import './forms.css';

/**
 * The contact form of site.config.yaml (forms.contact), on the contact page and in the contact dialog.
 * Success is announced only when the server stored or accepted the message; on failure the visitor
 * keeps everything typed and can send again.
 */
export function ContactForm() {
  const { forms, language } = useSite();
  const { fields, text } = forms.contact;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => emptyValues(fields));
  const [honey, setHoney] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const mutation = useMutation({
    mutationFn: (payload: Record<string, string>) => submitForm('contact', payload),
    onSuccess: () => {
      setValues(emptyValues(fields));
      setHoney('');
      setChecked(false);
      setSent(true);
    },
  });
  const failure = mutation.error instanceof SubmitError ? mutation.error : undefined;
  const problems: Record<string, FieldProblem> = checked ? { ...fieldProblems(fields, values), ...failure?.fields } : {};
  const messageFor = (problem: FieldProblem | undefined, maxLength: number) =>
    problem === 'required' ? text.required : problem === 'invalidEmail' ? text.invalidEmail : problem === 'tooLong' ? countMessage(text.tooLong, maxLength, language) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSent(false);
    setChecked(true);
    if (Object.keys(fieldProblems(fields, values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate({ ...values, [HONEYPOT]: honey });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <div className="form__live" role="status" aria-live="polite">
        {sent && <p className="form-banner form-banner--success">{text.success}</p>}
      </div>
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(value) => {
            setSent(false);
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
          error={messageFor(problems[field.name], field.maxLength)}
        />
      ))}
      <Honeypot label={text.honeypotLabel} value={honey} onChange={setHoney} />
      <div className="form__live" role="alert">
        {mutation.isError && <p className="form-banner form-banner--error">{failure?.reason === 'offline' ? text.offline : text.failed}</p>}
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? text.sending : text.submit}
      </button>
    </form>
  );
}
