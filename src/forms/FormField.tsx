import { useId } from 'react';
import type { FieldDefinition } from '../model/types.ts';

interface Props {
  field: FieldDefinition;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, when it has a problem to show. */
  error?: string;
  /** Marks the field invalid without a message of its own (the form shows one message for all). */
  invalid?: boolean;
}

/** A labelled input from a YAML field definition, with its inline, announced error. */
export function FormField({ field, value, onChange, error, invalid }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    autoComplete: field.autocomplete,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`field${error || invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={field.type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function emptyValues(fields: FieldDefinition[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}
