import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../prerender/early-input-script.ts';

/** The largest request body the studio reads: a YAML file of the site is far smaller. */
export const MAX_BODY = 1024 * 1024;

/** A request the studio refuses, with the status and the sentence the person reads. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.statusCode = 303;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end();
}

/** The body, at most MAX_BODY bytes (a larger one is refused before it is read to the end). */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const tooLarge = () => new Refusal(413, `The request is larger than ${MAX_BODY / 1024 / 1024} MB: nothing was saved.`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req)).toString('utf8');
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new Refusal(400, 'The request is not a JSON object.');
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req)).toString('utf8'));
}

export function text(value: unknown, what: string, max = 10_000): string {
  if (typeof value !== 'string') throw new Refusal(400, `${what} is missing.`);
  if (value.length > max) throw new Refusal(413, `${what} is longer than ${max} characters.`);
  return value;
}

/** Security headers of every studio answer; `framed` lets the studio's own pages show a page (the preview) in a frame. */
export function securityHeaders(res: ServerResponse, { framed = false, secure = false } = {}): void {
  res.setHeader(
    'content-security-policy',
    [
      "default-src 'self'",
      // a preview's one inline script, the holder of early presses (src/prerender/early-input-script.ts)
      `script-src 'self' ${EARLY_INPUT_SCRIPT_SOURCE}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "media-src 'self'",
      "connect-src 'self'",
      // the studio shows a draft's preview (its own origin) in a frame; the preview embeds the video player
      "frame-src 'self' https://www.youtube-nocookie.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${framed ? "'self'" : "'none'"}`,
    ].join('; '),
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
  if (secure) res.setHeader('strict-transport-security', 'max-age=31536000');
}
