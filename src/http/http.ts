import type { InterfaceLanguage } from '../interface/language.ts';
import { sentenceIn, type Sentence } from '../interface/sentence.ts';
import { REFUSALS } from '../editor/server/refusals.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv, type ErrorObject, type JSONSchemaType } from 'ajv';

/**
 * The one HTTP layer of the project's three servers (the form endpoint, the browser editor on the dev
 * server, the studio): what a refusal is, how a body is read and how large it may be, which host names
 * a server bound to this machine answers, and how a request body is checked against its contract.
 */

/** A request a server refuses: the status, the sentence a person reads, and a stable code (and field) for code. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly sentence: Sentence,
    readonly detail: { code?: string; field?: string; headers?: Record<string, string> } = {},
  ) {
    super(sentenceIn(sentence, 'en'));
    this.name = 'Refusal';
  }

  /** What the person reads, in the language their request asks for (languageOfRequest). */
  textIn(language: InterfaceLanguage): string {
    return sentenceIn(this.sentence, language);
  }

  get headers(): Record<string, string> {
    return this.detail.headers ?? {};
  }
}

/** The largest request body the editor and the studio read: a YAML file of the site is far smaller. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A name of this machine on its loopback interface: 127.0.0.1 (any 127.x.y.z), localhost or ::1. */
const LOOPBACK_NAME = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])$/;

/**
 * The one host rule of a server bound to this machine (the dev editor, the studio without a public
 * address): a request's Host is a loopback name with its port. Anything else is a DNS name rebound to
 * this machine by another site, or a mistake.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const [, name, port] = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host ?? '') ?? [];
  return name !== undefined && LOOPBACK_NAME.test(name) && (port === undefined || Number(port) <= 65535);
}

/** Whether a server told to listen on `address` (Vite's server.host; undefined is its default, localhost) is reachable from this machine only. */
export function listensOnLoopback(address: string | boolean | undefined): boolean {
  return address === undefined || (typeof address === 'string' && LOOPBACK_NAME.test(address));
}

/**
 * A request that reads or changes anything must come from a page of `ownOrigin`: its Origin, when sent,
 * is that origin (required when `originRequired`), and a browser's Sec-Fetch-Site says same-origin.
 * `who` names the pages that may (REFUSALS' editorPage, studioPages), in each language.
 */
export function requireSameOrigin(req: IncomingMessage, ownOrigin: string, who: Sentence, originRequired = false): void {
  const origin = req.headers.origin;
  if (origin === undefined ? originRequired : origin !== ownOrigin) {
    throw new Refusal(
      403,
      (language) => (origin ? REFUSALS[language].originRefused(origin, sentenceIn(who, language)) : REFUSALS[language].originMissing(sentenceIn(who, language))),
      { code: 'origin' },
    );
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new Refusal(403, (language) => REFUSALS[language].crossSite(String(site), sentenceIn(who, language)), { code: 'origin' });
}

/** The body, at most `limit` bytes: a larger one is refused (413) as soon as it is known, before it is read to the end. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const tooLarge = () => new Refusal(413, (language) => REFUSALS[language].tooLarge(limit), { code: 'too-large', headers: { connection: 'close' } });
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The body as a JSON object (at most `limit` bytes), or a refusal naming what is wrong with it. */
export async function readJsonObject(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const text = (await readBody(req, limit)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, (language) => REFUSALS[language].notJson, { code: 'bad-json' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Refusal(400, (language) => REFUSALS[language].notAnObject, { code: 'not-an-object' });
  return value as Record<string, unknown>;
}

/** A form post (application/x-www-form-urlencoded), at most `limit` bytes. */
export async function readForm(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, limit)).toString('utf8'));
}

const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false });

/**
 * A checker of request bodies against the JSON Schema of their contract (declared once, beside the types
 * the pages and the server share): the body when it matches, else a 400 refusal naming the field, what
 * it should be, and the `what` of each field given in the schema's descriptions.
 */
export function bodyChecker<T>(schema: JSONSchemaType<T>): (body: unknown) => T {
  const validate = ajv.compile(schema);
  return (body) => {
    if (validate(body)) return body;
    throw refusalOf(validate.errors?.[0], schema as unknown as SchemaNode);
  };
}

/** Reads and checks a JSON body in one step. */
export async function readBodyOf<T>(req: IncomingMessage, check: (body: unknown) => T, limit = MAX_BODY_BYTES): Promise<T> {
  return check(await readJsonObject(req, limit));
}

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  maxLength?: number;
}

function refusalOf(error: ErrorObject | undefined, schema: SchemaNode): Refusal {
  if (!error) return new Refusal(400, (language) => REFUSALS[language].notTheFields, { code: 'invalid' });
  const segments = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') segments.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty).slice(0, 64);
    return new Refusal(400, (language) => REFUSALS[language].unknownField(extra), { code: 'unknown-field', field: extra });
  }
  const field = segments.join('.') || '(the body)';
  let node: SchemaNode | undefined = schema;
  for (const segment of segments) node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
  const named = { field, description: node?.description };
  const type = String((error.params as { type: string }).type);
  const message: Sentence = (language) => {
    const say = REFUSALS[language];
    return error.keyword === 'required'
      ? say.missingField(named)
      : error.keyword === 'maxLength'
        ? say.fieldTooLong(named, node?.maxLength)
        : error.keyword === 'minLength'
          ? say.fieldEmpty(named)
          : error.keyword === 'type'
            ? say.fieldType(named, type)
            : say.fieldInvalid(named, error.message);
  };
  return new Refusal(error.keyword === 'maxLength' ? 413 : 400, message, { code: error.keyword === 'required' ? 'missing-field' : 'wrong-field', field });
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

/** An old address's answer (site.config.yaml `redirects`): 301 to its page, the query kept (before the page's #section, if any). */
export function movedPermanently(res: ServerResponse, to: string, query: string): void {
  const hash = to.indexOf('#');
  const location = hash < 0 ? `${to}${query}` : `${to.slice(0, hash)}${query}${to.slice(hash)}`;
  res.statusCode = 301;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-cache');
  res.end();
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.statusCode = 303;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end();
}

/**
 * The visitor's address: the connection's, or behind `hops` trusted proxies the address the farthest
 * of them received from (each appends its peer to X-Forwarded-For, so entries further left may be forged).
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (hops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * sirv pipes a file into the response without listening for the file's errors: a file removed or unreadable
 * between its listing and its reading (a release or preview pruned meanwhile, too many files open) would stop
 * the whole server. Called before a request reaches sirv: such a request fails alone (its headers are sent
 * already, so its connection is closed), said in the log, and the server goes on.
 */
export function failOnUnreadableFile(res: ServerResponse, address: string): void {
  res.once('pipe', (source) =>
    source.once('error', (error: NodeJS.ErrnoException) => {
      console.error(`Could not send ${address}: ${error.code ?? error.message}`);
      if (res.headersSent || res.destroyed) return void res.destroy();
      res.statusCode = 500;
      res.end();
    }),
  );
}
