import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, readJsonObject, Refusal } from '../../http/http.ts';
import { BOOKING_DATE, BOOKING_TIME, bookableDays, fieldProblems, HONEYPOT, isoDate, LANGUAGE_FIELD, type FieldProblem } from '../../forms/validate.ts';
import type { FormName, ServerConfig, ServerFormConfig } from '../../model/types.ts';
import type { LeadStore } from './lead-store.ts';
import { createTransport, type Transport } from './transports.ts';

export interface FormsEndpointOptions {
  /**
   * Where the local transport stores submissions and where the rate limit is counted: SQLite or
   * PostgreSQL (src/server/forms/choose-store.ts); the endpoint does not know which. It closes it.
   */
  store: LeadStore;
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /**
   * How many proxies (load balancer, CDN) stand in front of the server and append the address they
   * received from to X-Forwarded-For: the rate limit counts per that visitor address. 0 (the default):
   * the address of the connection itself, and X-Forwarded-For is ignored (a visitor can write it).
   */
  trustProxyHops?: number;
}

export interface FormsEndpoint {
  /** Answers a request to /api/forms/{form}. Never throws; never answers 2xx for a submission it did not store or hand over. */
  handle(req: IncomingMessage, res: ServerResponse, form: string): Promise<void>;
  close(): Promise<void>;
}

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/**
 * POST /api/forms/{form}: validates the submission again on the server (the browser is never trusted),
 * then hands it to the form's transport (the local store, SQLite or PostgreSQL; FormSubmit; webhook).
 */
export function createFormsEndpoint(config: ServerConfig, options: FormsEndpointOptions): FormsEndpoint {
  const { store } = options;
  const context = { siteUrl: config.siteUrl, store, env: options.env ?? process.env };
  const transports = new Map<string, Transport>(Object.entries(config.forms).map(([name, form]) => [name, createTransport(form.transport, context)]));
  const now = options.now ?? (() => new Date());

  /** A refusal when the visitor's address sent too many submissions this minute (or the store cannot count them). */
  async function rateLimited(req: IncomingMessage, formName: string): Promise<Answer | undefined> {
    let retryAfter: number;
    try {
      retryAfter = await store.hit(clientAddress(req, options.trustProxyHops ?? 0), config.limits.perMinute, now());
    } catch (error) {
      // the store cannot be reached: the same retryable failure as a submission it could not write
      console.error(`forms: ${formName} rate limit not checked, the store failed: ${(error as Error).message}`);
      return { status: 503, body: { ok: false, code: 'not-delivered' } };
    }
    if (retryAfter > 0) return { status: 429, body: { ok: false, code: 'too-many' }, headers: { 'Retry-After': String(retryAfter) } };
    return undefined;
  }

  async function answer(req: IncomingMessage, formName: string): Promise<Answer> {
    if (req.method !== 'POST') return { status: 405, body: { ok: false, code: 'method' }, headers: { Allow: 'POST' } };
    const form: ServerFormConfig | undefined = Object.hasOwn(config.forms, formName) ? config.forms[formName as FormName] : undefined;
    const transport = transports.get(formName);
    if (!form || !transport) return { status: 404, body: { ok: false, code: 'unknown-form' } };
    const limited = await rateLimited(req, formName);
    if (limited) return limited;
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return { status: 415, body: { ok: false, code: 'not-json' } };

    const body = await readJsonBody(req, config.limits.maxBodyBytes);
    if ('refused' in body) return body.refused;
    const allowed = new Set([...form.fields.map((f) => f.name), HONEYPOT, LANGUAGE_FIELD, ...(form.booking ? [BOOKING_DATE, BOOKING_TIME] : [])]);
    const checked = stringValues(body.value, allowed);
    if ('refused' in checked) return checked.refused;
    const values = checked.value;
    if ((values[HONEYPOT] ?? '') !== '') {
      console.info(`forms: ${formName} submission with a filled honeypot accepted and discarded`);
      return { status: 200, body: { ok: true } };
    }
    const problems = submissionProblems(form, values, now);
    if (Object.keys(problems).length > 0) return { status: 422, body: { ok: false, code: 'invalid', fields: problems } };

    const fields = Object.fromEntries([...allowed].filter((name) => name !== HONEYPOT && name !== LANGUAGE_FIELD).map((name) => [name, (values[name] ?? '').trim()]));
    // the page's language, when the site has it (anything else: the default), so the reply can be in it
    const languages = config.languages ?? [];
    if (languages.length > 0) fields.language = languages.includes(values[LANGUAGE_FIELD] ?? '') ? values[LANGUAGE_FIELD]! : languages[0];
    const delivery = await transport.deliver({ form: formName, fields, receivedAt: now().toISOString() });
    if (!delivery.ok) {
      console.error(`forms: ${formName} submission not delivered (${form.transport.type}): ${delivery.reason}`);
      return { status: delivery.status, body: { ok: false, code: 'not-delivered' } };
    }
    return { status: delivery.stored ? 201 : 200, body: { ok: true } };
  }

  return {
    async handle(req, res, formName) {
      let result: Answer;
      try {
        result = await answer(req, formName);
      } catch (error) {
        console.error(`forms: unexpected error on ${formName}:`, error);
        result = { status: 500, body: { ok: false, code: 'server-error' } };
      }
      send(req, res, result);
    },
    close() {
      return store.close();
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, result: Answer) {
  res.statusCode = result.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
  res.end(JSON.stringify(result.body), () => {
    if (result.status === 413) req.destroy(); // stop reading an oversized body
  });
}

/** A part of the submission that passed its check, or the answer refusing it. */
type Checked<T> = { value: T } | { refused: Answer };

/** The request's body parsed as a JSON object, or the refusal of a body too large, not JSON or not an object (src/http/http.ts). */
async function readJsonBody(req: IncomingMessage, limit: number): Promise<Checked<object>> {
  try {
    return { value: await readJsonObject(req, limit) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { refused: { status: error.status, body: { ok: false, code: error.detail.code }, headers: error.headers } };
  }
}

/** The submitted values, or the refusal of a field the form does not have or of a value that is not a string. */
function stringValues(body: object, allowed: Set<string>): Checked<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!allowed.has(key)) return { refused: { status: 400, body: { ok: false, code: 'unknown-field', field: key.slice(0, 64) } } };
    if (typeof value !== 'string') return { refused: { status: 400, body: { ok: false, code: 'wrong-type', field: key } } };
    values[key] = value;
  }
  return { value: values };
}

function submissionProblems(form: ServerFormConfig, values: Record<string, string>, now: () => Date): Record<string, FieldProblem | 'notOffered'> {
  const problems: Record<string, FieldProblem | 'notOffered'> = fieldProblems(form.fields, values);
  if (form.booking) {
    if (!offeredDates(form.booking.days, now()).includes(values[BOOKING_DATE] ?? '')) problems[BOOKING_DATE] = 'notOffered';
    if (!form.booking.slots.includes(values[BOOKING_TIME] ?? '')) problems[BOOKING_TIME] = 'notOffered';
  }
  return problems;
}

/** The booking dates the server accepts: the offered days, one day earlier for visitors whose clock is behind. */
function offeredDates(days: number, today: Date): string[] {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return bookableDays(yesterday, days + 2).map(isoDate);
}
