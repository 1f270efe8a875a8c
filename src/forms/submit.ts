import type { FormName } from '../model/types.ts';
import { LANGUAGE_FIELD, type FieldProblem } from './validate.ts';

export type SubmitFailure = 'offline' | 'failed' | 'invalid';

export class SubmitError extends Error {
  constructor(
    readonly reason: SubmitFailure,
    readonly fields: Record<string, FieldProblem> = {},
  ) {
    super(`form submission ${reason}`);
  }
}

/**
 * Sends a form to the project's server. Resolves only when the server answered that the
 * submission was stored or accepted; anything else rejects with the reason to show.
 */
export async function submitForm(form: FormName, payload: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // the visitor's language, stored with the lead: the reply can be in it
      body: JSON.stringify({ ...payload, [LANGUAGE_FIELD]: document.documentElement.lang }),
    });
  } catch {
    throw new SubmitError('offline');
  }
  const body = (await response.json().catch(() => null)) as { ok?: unknown; fields?: Record<string, FieldProblem> } | null;
  if (response.ok && body?.ok === true) return;
  if (response.status === 422 && body?.fields) throw new SubmitError('invalid', body.fields);
  throw new SubmitError('failed');
}
