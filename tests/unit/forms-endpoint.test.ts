import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../src/forms/validate.ts';
import { fixtureServerConfig, startServer, type RunningServer } from '../helpers/forms-server.ts';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We would like an agent for supplier invoices.' };

describe('POST /api/forms/{form} validates on the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const config = fixtureServerConfig();
    config.limits.perMinute = 1000; // this suite sends many requests; the limit has its own test
    server = await startServer(config);
  });
  afterAll(() => server.close());

  it('stores a valid contact message and answers 201', async () => {
    const answer = await server.post('contact', { ...contact, _honey: '' });
    expect(answer).toEqual({ status: 201, body: { ok: true } });
    const stored = (await server.stored()).at(-1)!;
    expect(stored.form).toBe('contact');
    expect(stored.fields).toEqual(contact);
  });

  it('stores the language of the page the form was sent from, one of the site\'s (else the default)', async () => {
    const multilingual = fixtureServerConfig();
    multilingual.languages = ['en', 'fr', 'ar'];
    const running = await startServer(multilingual);
    try {
      expect((await running.post('contact', { ...contact, _language: 'fr' })).status).toBe(201);
      expect((await running.stored()).at(-1)!.fields).toEqual({ ...contact, language: 'fr' });
      expect((await running.post('contact', { ...contact, _language: 'xx' })).status).toBe(201);
      expect((await running.stored()).at(-1)!.fields.language).toBe('en');
      expect((await running.post('contact', contact)).status).toBe(201);
      expect((await running.stored()).at(-1)!.fields.language).toBe('en');
    } finally {
      await running.close();
    }
    // a site in one language stores none
    expect((await server.post('contact', { ...contact, _language: 'fr' })).status).toBe(201);
    expect((await server.stored()).at(-1)!.fields).toEqual(contact);
  });

  it('keeps unicode text intact and trims spaces', async () => {
    const answer = await server.post('contact', { ...contact, name: '  Zoë Ångström 张伟  ', message: 'Arabic: مرحبا — emoji: 🤖' });
    expect(answer.status).toBe(201);
    expect((await server.stored()).at(-1)!.fields).toMatchObject({ name: 'Zoë Ångström 张伟', message: 'Arabic: مرحبا — emoji: 🤖' });
  });

  it.each([
    ['missing required fields', { email: 'ada@example.com' }, { name: 'required', message: 'required' }],
    ['blank required fields', { ...contact, name: '   ' }, { name: 'required' }],
    ['a bad e-mail', { ...contact, email: 'ada@example' }, { email: 'invalidEmail' }],
    ['too long a field', { ...contact, message: 'x'.repeat(2001) }, { message: 'tooLong' }],
  ])('refuses %s with 422 and says which fields', async (_, body, fields) => {
    const before = (await server.stored()).length;
    expect(await server.post('contact', body)).toEqual({ status: 422, body: { ok: false, code: 'invalid', fields } });
    expect(await server.stored()).toHaveLength(before);
  });

  it.each([
    ['a number', 42],
    ['a list', ['a']],
    ['an object', { text: 'x' }],
    ['null', null],
    ['true', true],
  ])('refuses a field holding %s with 400', async (_, value) => {
    expect(await server.post('contact', { ...contact, name: value })).toEqual({ status: 400, body: { ok: false, code: 'wrong-type', field: 'name' } });
  });

  it('refuses unknown fields with 400', async () => {
    expect(await server.post('contact', { ...contact, isAdmin: 'yes' })).toEqual({ status: 400, body: { ok: false, code: 'unknown-field', field: 'isAdmin' } });
  });

  it.each([
    ['malformed JSON', '{"name": "Ada", ', 400, 'bad-json'],
    ['a JSON list', '[1, 2]', 400, 'not-an-object'],
    ['a JSON string', '"hello"', 400, 'not-an-object'],
    ['JSON null', 'null', 400, 'not-an-object'],
  ])('refuses %s', async (_, body, status, code) => {
    expect(await server.post('contact', body)).toEqual({ status, body: { ok: false, code } });
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    expect(await server.post('contact', 'name=Ada', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({ status: 415, body: { ok: false, code: 'not-json' } });
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const huge = JSON.stringify({ ...contact, message: 'x'.repeat(40_000) });
    expect((await server.post('contact', huge)).status).toBe(413);
    const streamed = await fetch(`${server.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers 404 for an unknown form and 405 for other methods', async () => {
    expect((await server.post('newsletter', contact)).status).toBe(404);
    expect((await server.post('__proto__', contact)).status).toBe(404);
    const get = await fetch(`${server.url}/api/forms/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('accepts a filled honeypot as if it were fine, but stores nothing', async () => {
    const before = (await server.stored()).length;
    expect(await server.post('contact', { ...contact, _honey: 'http://spam.example' })).toEqual({ status: 200, body: { ok: true } });
    expect(await server.stored()).toHaveLength(before);
  });

  it('stores a booking for an offered day and slot, and refuses others', async () => {
    const today = new Date();
    const booking = { firstName: 'Grace', email: 'grace@example.com', booking_date: isoDate(today), booking_time: '10:00' };
    expect((await server.post('booking', booking)).status).toBe(201);
    expect((await server.stored()).at(-1)).toMatchObject({ form: 'booking', fields: booking });
    const farAway = isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30));
    expect(await server.post('booking', { ...booking, booking_date: farAway, booking_time: '3:00' })).toEqual({
      status: 422,
      body: { ok: false, code: 'invalid', fields: { booking_date: 'notOffered', booking_time: 'notOffered' } },
    });
  });
});

describe('the form endpoint protects itself', () => {
  it('limits how many submissions one address may send per minute', async () => {
    const config = fixtureServerConfig();
    config.limits.perMinute = 3;
    const server = await startServer(config);
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await server.post('contact', contact)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(await server.stored()).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy, counts per visitor address from X-Forwarded-For, never per a forged entry', async () => {
    const config = fixtureServerConfig();
    config.limits.perMinute = 1;
    const server = await startServer(config, {}, { trustProxyHops: 1 });
    try {
      const from = (chain: string) => server.post('contact', contact, { 'x-forwarded-for': chain });
      expect((await from('198.51.100.1')).status).toBe(201);
      expect((await from('198.51.100.2')).status).toBe(201); // another visitor behind the same balancer
      expect((await from('198.51.100.1')).status).toBe(429);
      expect((await from('203.0.113.50, 198.51.100.1')).status).toBe(429); // the visitor wrote an entry; the balancer appended theirs
    } finally {
      await server.close();
    }
    const direct = await startServer(config);
    try {
      expect((await direct.post('contact', contact, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(201);
      expect((await direct.post('contact', contact, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429); // no proxy trusted: the header is ignored
    } finally {
      await direct.close();
    }
  });
});
