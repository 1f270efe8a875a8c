import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeService {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function listen(handler: (request: RecordedRequest) => Promise<{ status: number; body?: string; delayMs?: number }>): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* recorded as text */
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = await handler(request);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A local stand-in for FormSubmit's AJAX API (POST /ajax/{email}). Like the real service it answers
 * HTTP 200 with `"success": "false"` when it did not take the submission: an address that has not been
 * activated yet (the first post only sends the activation e-mail), or a request without an origin.
 */
export function fakeFormSubmit(options: { activated: string[]; failWith?: number }): Promise<FakeService> {
  return listen(async (request) => {
    if (options.failWith) return { status: options.failWith, body: '<html>Service Unavailable</html>' };
    const match = /^\/ajax\/([^/?]+)$/.exec(request.path);
    if (request.method !== 'POST' || !match) return { status: 404, body: '{"success":"false","message":"Not found"}' };
    if (!request.headers.origin && !request.headers.referer) {
      return {
        status: 200,
        body: JSON.stringify({ success: 'false', message: 'Make sure you open this page through a web server, FormSubmit will not work in pages browsed as HTML files.' }),
      };
    }
    const email = decodeURIComponent(match[1]);
    if (!options.activated.includes(email)) {
      return {
        status: 200,
        body: JSON.stringify({
          success: 'false',
          message: "This form needs Activation. We've sent you an email containing an 'Activate Form' link. Just click it and your form will be actived!",
        }),
      };
    }
    return { status: 200, body: JSON.stringify({ success: 'true', message: 'The form was submitted successfully.' }) };
  });
}

/** A webhook receiver that answers `status` after `delayMs`. */
export function fakeWebhook(options: { status: number; delayMs?: number }): Promise<FakeService> {
  return listen(async () => ({ status: options.status, body: options.status < 300 ? '{"received":true}' : '{"error":"rejected"}', delayMs: options.delayMs }));
}
