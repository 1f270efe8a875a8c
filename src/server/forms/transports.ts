import type { TransportConfig } from '../../model/types.ts';
import type { LeadStore } from './lead-store.ts';

export interface Submission {
  form: string;
  fields: Record<string, string>;
  receivedAt: string;
}

/** What became of a submission: only `ok: true` lets the visitor see a success message. */
export type Delivery = { ok: true; stored: boolean } | { ok: false; status: 502 | 503 | 504; reason: string };

/** One interface for every destination of a form. */
export interface Transport {
  deliver(submission: Submission): Promise<Delivery>;
}

export interface TransportContext {
  /** The site's public address, sent as Origin and Referer where a service needs them. */
  siteUrl: string;
  /** The lead store (SQLite opens its file on first use, so a site without local forms never creates one). */
  store: LeadStore;
  env: NodeJS.ProcessEnv;
}

export function createTransport(config: TransportConfig, context: TransportContext): Transport {
  switch (config.type) {
    case 'local':
      return localTransport(context.store);
    case 'formsubmit':
      return formSubmitTransport(config, context.siteUrl);
    case 'webhook':
      return webhookTransport(config, context.env);
  }
}

function localTransport(store: LeadStore): Transport {
  return {
    async deliver(submission) {
      try {
        await store.insert(submission.form, submission.fields, submission.receivedAt);
        return { ok: true, stored: true };
      } catch (error) {
        return { ok: false, status: 503, reason: `the local store could not write the submission: ${(error as Error).message}` };
      }
    },
  };
}

/**
 * FormSubmit's AJAX endpoint answers HTTP 200 even when it did not accept the submission
 * (form not activated yet, missing origin): only `success: "true"` counts.
 */
function formSubmitTransport(config: Extract<TransportConfig, { type: 'formsubmit' }>, siteUrl: string): Transport {
  const url = `${config.endpoint.replace(/\/+$/, '')}/ajax/${encodeURIComponent(config.email).replace('%40', '@')}`;
  return {
    async deliver(submission) {
      const body = { ...submission.fields, _subject: config.subject, _captcha: 'false', _honey: '', _template: 'table' };
      const answer = await post(url, body, { Origin: siteUrl, Referer: `${siteUrl}/` }, config.timeoutMs);
      if (!answer.ok) return answer;
      let parsed: { success?: unknown; message?: unknown };
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        return { ok: false, status: 502, reason: `FormSubmit answered HTTP ${answer.status} with a body that is not JSON` };
      }
      if (parsed.success === 'true' || parsed.success === true) return { ok: true, stored: false };
      return { ok: false, status: 502, reason: `FormSubmit did not accept the submission: ${String(parsed.message ?? 'no reason given')}` };
    },
  };
}

function webhookTransport(config: Extract<TransportConfig, { type: 'webhook' }>, env: NodeJS.ProcessEnv): Transport {
  return {
    async deliver(submission) {
      const headers: Record<string, string> = {};
      if (config.secretHeader && config.secretEnv) {
        const secret = env[config.secretEnv];
        if (!secret) return { ok: false, status: 503, reason: `the environment variable ${config.secretEnv} (the webhook secret) is not set` };
        headers[config.secretHeader] = secret;
      }
      const answer = await post(config.url, submission, headers, config.timeoutMs);
      return answer.ok ? { ok: true, stored: false } : answer;
    },
  };
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ ok: true; status: number; text: string } | Extract<Delivery, { ok: false }>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return timedOut
      ? { ok: false, status: 504, reason: `${new URL(url).host} did not answer within ${timeoutMs} ms` }
      : { ok: false, status: 502, reason: `${new URL(url).host} could not be reached: ${(error as Error).message}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status < 200 || response.status > 299) {
    return { ok: false, status: 502, reason: `${new URL(url).host} answered HTTP ${response.status}` };
  }
  return { ok: true, status: response.status, text };
}
