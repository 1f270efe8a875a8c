import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig, TransportConfig } from '../../src/model/types.ts';
import { fakeFormSubmit, fakeWebhook, type FakeService } from '../helpers/fake-services.ts';
import { fixtureServerConfig, startServer, type RunningServer } from '../helpers/forms-server.ts';

/** Each transport, end to end: a POST to our server, which hands the submission to a local fake of the service. */
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back about invoices.' };
let running: (RunningServer | FakeService)[] = [];

afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
});

async function serverWith(transport: TransportConfig, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const config: ServerConfig = fixtureServerConfig();
  config.forms.contact.transport = transport;
  const server = await startServer(config, env);
  running.push(server);
  return server;
}

describe('formsubmit transport', () => {
  const formsubmit = (endpoint: string, email = 'leads@example.com'): TransportConfig => ({
    type: 'formsubmit',
    email,
    subject: 'New request from the website',
    endpoint,
    timeoutMs: 2000,
  });

  it('succeeds only on success "true", sending the fields with _captcha false, _honey, _subject and an origin', async () => {
    const service = await fakeFormSubmit({ activated: ['leads@example.com'] });
    running.push(service);
    const server = await serverWith(formsubmit(service.url));
    expect(await server.post('contact', { ...contact, _honey: '' })).toEqual({ status: 200, body: { ok: true } });
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request.path).toBe('/ajax/leads@example.com');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.origin).toBe('https://fixture.example.com');
    expect(request.body).toMatchObject({ ...contact, _captcha: 'false', _honey: '', _subject: 'New request from the website' });
    expect(await server.stored()).toEqual([]); // handed over, not stored locally
  });

  it('an address that is not activated yet (HTTP 200, success "false") is a failure the visitor sees', async () => {
    const service = await fakeFormSubmit({ activated: [] });
    running.push(service);
    const server = await serverWith(formsubmit(service.url));
    expect(await server.post('contact', contact)).toEqual({ status: 502, body: { ok: false, code: 'not-delivered' } });
    expect(service.requests).toHaveLength(1);
  });

  it('a 5xx from the service is a failure', async () => {
    const service = await fakeFormSubmit({ activated: ['leads@example.com'], failWith: 503 });
    running.push(service);
    const server = await serverWith(formsubmit(service.url));
    expect(await server.post('contact', contact)).toEqual({ status: 502, body: { ok: false, code: 'not-delivered' } });
  });

  it('a service that cannot be reached is a failure', async () => {
    const service = await fakeFormSubmit({ activated: [] });
    await service.close(); // nothing listens there any more
    const server = await serverWith(formsubmit(service.url));
    expect((await server.post('contact', contact)).status).toBe(502);
  });
});

describe('webhook transport', () => {
  const webhook = (url: string, extra: Partial<Extract<TransportConfig, { type: 'webhook' }>> = {}): TransportConfig => ({
    type: 'webhook',
    url,
    timeoutMs: 500,
    ...extra,
  });

  it('a 2xx answer is a success; the JSON carries the form, the fields and the time, and the secret header from the environment', async () => {
    const hook = await fakeWebhook({ status: 204 });
    running.push(hook);
    const server = await serverWith(webhook(`${hook.url}/leads`, { secretHeader: 'X-Webhook-Secret', secretEnv: 'LEADS_WEBHOOK_SECRET' }), {
      LEADS_WEBHOOK_SECRET: 's3cret-from-env',
    });
    expect(await server.post('contact', contact)).toEqual({ status: 200, body: { ok: true } });
    const [request] = hook.requests;
    expect(request.path).toBe('/leads');
    expect(request.headers['x-webhook-secret']).toBe('s3cret-from-env');
    expect(request.body).toMatchObject({ form: 'contact', fields: contact });
    expect(typeof (request.body as { receivedAt: string }).receivedAt).toBe('string');
  });

  it('a 4xx answer is a failure', async () => {
    const hook = await fakeWebhook({ status: 400 });
    running.push(hook);
    const server = await serverWith(webhook(hook.url));
    expect(await server.post('contact', contact)).toEqual({ status: 502, body: { ok: false, code: 'not-delivered' } });
  });

  it('no answer within the timeout is a failure (504)', async () => {
    // the webhook would answer after a minute: the submission fails at the transport's timeout, not at the answer
    const hook = await fakeWebhook({ status: 200, delayMs: 60_000 });
    running.push(hook);
    const server = await serverWith(webhook(hook.url));
    const started = Date.now();
    expect(await server.post('contact', contact)).toEqual({ status: 504, body: { ok: false, code: 'not-delivered' } });
    expect(Date.now() - started).toBeLessThan(50_000);
  });

  it('a missing secret in the environment fails without calling the webhook', async () => {
    const hook = await fakeWebhook({ status: 200 });
    running.push(hook);
    const server = await serverWith(webhook(hook.url, { secretHeader: 'X-Webhook-Secret', secretEnv: 'UNSET_SECRET' }));
    expect((await server.post('contact', contact)).status).toBe(503);
    expect(hook.requests).toHaveLength(0);
  });
});
