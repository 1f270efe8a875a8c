import type { FieldDefinition } from '../model/types.ts';

/** The checks shared by the browser (inline messages) and the server (which never trusts the browser). */

/** Text, an at sign, text, a dot and text: the rule of the specification. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldProblem = 'required' | 'invalidEmail' | 'tooLong';

export function fieldProblem(field: FieldDefinition, value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return field.required ? 'required' : undefined;
  if (value.length > field.maxLength) return 'tooLong';
  if (field.type === 'email' && !EMAIL_PATTERN.test(text)) return 'invalidEmail';
  return undefined;
}

export function fieldProblems(fields: FieldDefinition[], values: Record<string, string>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** A local calendar date as YYYY-MM-DD (the booking date sent to the server). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a booking can be made for: `count` consecutive days starting on `from`. */
export function bookableDays(from: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + i));
}

/** The honeypot field: people never see it, robots fill it in. */
export const HONEYPOT = '_honey';
/** The language of the page a form was sent from (`fr`), stored with the lead as `language`. */
export const LANGUAGE_FIELD = '_language';
export const BOOKING_DATE = 'booking_date';
export const BOOKING_TIME = 'booking_time';
