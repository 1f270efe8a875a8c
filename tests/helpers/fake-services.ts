import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenForTests } from './listen.ts';

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

interface Answer {
  status: number;
  body?: string;
  delayMs?: number;
  /** The connection is closed instead of answered, as a server closing a kept-alive connection does. */
  reset?: boolean;
}

async function listen(handler: (request: RecordedRequest) => Promise<Answer>, options: { cors?: boolean } = {}): Promise<FakeService> {
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
      if (options.cors) {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('access-control-allow-headers', '*');
        res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
        if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = await handler(request);
      // a slow service: it answers after the delay, unless the client has given up and gone meanwhile
      if (answer.delayMs) {
        await new Promise<void>((resolve) => {
          const answered = setTimeout(resolve, answer.delayMs);
          res.on('close', () => {
            clearTimeout(answered);
            resolve();
          });
        });
      }
      if (res.destroyed) return;
      if (answer.reset) return void req.socket.destroy();
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body ?? '');
    });
  });
  await listenForTests(server);
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

/** A record as stored: the search page's records keep their texts under `fields`. */
type AlgoliaObject = { objectID: string; fields?: object };

export interface FakeAlgolia extends FakeService {
  /** Records and settings of every index, as the tests left them. */
  indices: Map<string, { objects: Map<string, AlgoliaObject>; settings: Record<string, unknown> }>;
}

/**
 * A local stand-in for Algolia's REST API, enough for the search page and npm run search:push:
 * POST /1/indexes/{index}/query, PUT …/settings, POST …/batch, POST …/operation (copy, move),
 * GET …/task/{id}, DELETE /1/indexes/{index}. Credentials are checked as Algolia does (headers, or
 * query parameters as the browser client sends them): the search key may only search, the admin key
 * may do everything, anything else is 403. `failWith` answers every call with that status.
 */
export async function fakeAlgolia(options: { appId: string; searchKey: string; adminKey: string; failWith?: number; indices?: Record<string, AlgoliaObject[]> }): Promise<FakeAlgolia> {
  const indices: FakeAlgolia['indices'] = new Map();
  const index = (name: string) => {
    if (!indices.has(name)) indices.set(name, { objects: new Map(), settings: {} });
    return indices.get(name)!;
  };
  for (const [name, objects] of Object.entries(options.indices ?? {})) for (const o of objects) index(name).objects.set(o.objectID, o);
  let taskID = 0;
  const task = () => ({ status: 200, body: JSON.stringify({ taskID: ++taskID, updatedAt: new Date().toISOString() }) });
  const error = (status: number, message: string) => ({ status, body: JSON.stringify({ message, status }) });

  const service = await listen(
    async (request) => {
      if (options.failWith) return error(options.failWith, 'The server had a problem');
      const url = new URL(request.path, 'http://fake');
      const credential = (name: string) => String(request.headers[name] ?? url.searchParams.get(name) ?? '');
      const key = credential('x-algolia-api-key');
      if (credential('x-algolia-application-id') !== options.appId || (key !== options.searchKey && key !== options.adminKey)) {
        return error(403, 'Invalid Application-ID or API key');
      }
      const route = /^\/1\/indexes\/([^/]+)(?:\/(query|settings|batch|operation|task)(?:\/(\d+))?)?$/.exec(url.pathname);
      if (!route) return error(404, 'Not Found');
      const [, name, action] = route.map((part) => (part === undefined ? part : decodeURIComponent(part)));
      const isSearch = request.method === 'POST' && action === 'query';
      if (!isSearch && key !== options.adminKey) return error(403, 'Method not allowed with this API key');
      const body = (typeof request.body === 'string' ? JSON.parse(request.body || '{}') : request.body) as Record<string, unknown>;

      if (isSearch) return { status: 200, body: JSON.stringify(search(index(name), body)) };
      if (request.method === 'PUT' && action === 'settings') {
        Object.assign(index(name).settings, body);
        return task();
      }
      if (request.method === 'POST' && action === 'batch') {
        for (const { action: kind, body: object } of body.requests as { action: string; body: AlgoliaObject }[]) {
          if (kind !== 'addObject' && kind !== 'updateObject') return error(400, `Unsupported action ${kind}`);
          index(name).objects.set(object.objectID, object);
        }
        return task();
      }
      if (request.method === 'POST' && action === 'operation') {
        const { operation, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
        const source = index(name);
        if (operation === 'copy') {
          const target = index(destination);
          if (!scope || scope.includes('settings')) target.settings = { ...source.settings };
          if (!scope) target.objects = new Map(source.objects);
        } else if (operation === 'move') {
          indices.set(destination, source);
          indices.delete(name);
        } else return error(400, `Unknown operation ${operation}`);
        return task();
      }
      if (request.method === 'GET' && action === 'task') return { status: 200, body: JSON.stringify({ status: 'published', pendingTask: false }) };
      if (request.method === 'DELETE' && action === undefined) {
        indices.delete(name);
        return task();
      }
      return error(404, 'Not Found');
    },
    { cors: true },
  );
  return { ...service, indices };
}

/** Every query word must occur in the record (case-insensitive); matches in Title and Description are wrapped in the highlight tags. */
function search(index: { objects: Map<string, AlgoliaObject> }, params: Record<string, unknown>) {
  const query = String(params.query ?? '');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hitsPerPage = Number(params.hitsPerPage ?? 20);
  const page = Number(params.page ?? 0);
  const [pre, post] = [String(params.highlightPreTag ?? '<em>'), String(params.highlightPostTag ?? '</em>')];
  const fieldsOf = (o: AlgoliaObject) => (o.fields ?? {}) as Record<string, unknown>;
  const matching = [...index.objects.values()].filter((o) => {
    const text = JSON.stringify(fieldsOf(o)).toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const mark = (value: unknown) => {
    const text = String(value ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const pattern = words.length ? new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi') : null;
    return { value: pattern ? text.replace(pattern, `${pre}$1${post}`) : text, matchLevel: pattern && pattern.test(text) ? 'full' : 'none', matchedWords: words };
  };
  const retrieve = params.attributesToRetrieve as string[] | undefined;
  const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((o) => {
    const fields = fieldsOf(o);
    const kept = retrieve ? Object.fromEntries(Object.entries(fields).filter(([k]) => retrieve.includes(`fields.${k}`) || retrieve.includes('*'))) : fields;
    return { objectID: o.objectID, fields: kept, _highlightResult: { fields: { Title: mark(fields.Title), Description: mark(fields.Description) } } };
  });
  return { hits, nbHits: matching.length, page, nbPages: Math.ceil(matching.length / hitsPerPage), hitsPerPage, processingTimeMS: 1, query, params: '' };
}

export interface FakeAirtableRecord {
  id: string;
  createdTime?: string;
  fields: Record<string, unknown>;
}

export interface FakeAirtable extends FakeService {
  /** The next requests on a table answer these statuses, one each (then the table answers normally). */
  failNext(table: string, ...statuses: number[]): void;
  /** Every answer waits this long. */
  delayMs: number;
}

/**
 * A local stand-in for Airtable's REST API (v0) as the official client uses it: list records by GET
 * /v0/{base}/{table} or POST /v0/{base}/{table}/listRecords (long queries), pageSize up to 100 and an
 * offset to the next page, views, filterByFormula. Like Airtable: 401 for a wrong token, 404 for an
 * unknown base, 403 for a table that does not exist, 422 for an unknown view or an invalid formula.
 */
/** failNext(table, RESET): the connection closed without an answer. */
export const RESET = -1;

export async function fakeAirtable(options: { baseId: string; token: string; tables: Record<string, FakeAirtableRecord[]>; views?: string[] }): Promise<FakeAirtable> {
  const { compileFormula, FormulaError } = await import('./airtable-formula.ts');
  const views = new Set(options.views ?? ['Grid view']);
  const failures = new Map<string, number[]>();
  const error = (status: number, type: string, message: string): Answer => ({ status, body: JSON.stringify({ error: { type, message } }) });
  const service = await listen(async (request) => {
    const answer = await (async (): Promise<Answer> => {
      const url = new URL(request.path, 'http://fake');
      const match = /^\/v0\/([^/]+)\/([^/]+?)(\/listRecords)?$/.exec(url.pathname);
      if (request.headers.authorization !== `Bearer ${options.token}`) return error(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
      if (!match || decodeURIComponent(match[1]) !== options.baseId) return { status: 404, body: JSON.stringify({ error: 'NOT_FOUND' }) };
      const table = decodeURIComponent(match[2]);
      const records = options.tables[table];
      if (!records) {
        return error(403, 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND', 'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.');
      }
      const failure = failures.get(table)?.shift();
      if (failure === RESET) return { status: 0, reset: true };
      if (failure === 429) return error(429, 'TOO_MANY_REQUESTS', 'You have made too many requests in a short period of time.');
      if (failure !== undefined) return error(failure, failure >= 500 ? 'SERVER_ERROR' : 'UNEXPECTED_ERROR', `Injected failure ${failure}`);
      const params: Record<string, unknown> = match[3] && request.method === 'POST' ? (request.body as Record<string, unknown>) : Object.fromEntries(url.searchParams);
      if (match[3] && request.method !== 'POST') return { status: 404, body: JSON.stringify({ error: 'NOT_FOUND' }) };
      const view = params.view as string | undefined;
      if (view !== undefined && !views.has(view)) return error(422, 'VIEW_NAME_NOT_FOUND', `Could not find a view named "${view}" in table "${table}"`);
      let selected = records;
      if (typeof params.filterByFormula === 'string' && params.filterByFormula !== '') {
        try {
          const test = compileFormula(params.filterByFormula);
          selected = records.filter((r) => test(r.fields));
        } catch (failed) {
          if (!(failed instanceof FormulaError)) throw failed;
          return error(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${failed.message}`);
        }
      }
      const pageSize = Math.min(100, Number(params.pageSize ?? 100));
      const start = params.offset === undefined ? 0 : Number(String(params.offset).split('/')[0].replace('itr', ''));
      const page = selected.slice(start, start + pageSize);
      const next = start + pageSize < selected.length ? `itr${start + pageSize}/${selected[start + pageSize].id}` : undefined;
      return { status: 200, body: JSON.stringify({ records: page.map((r) => ({ createdTime: '2026-01-05T09:00:00.000Z', ...r })), ...(next ? { offset: next } : {}) }) };
    })();
    return { ...answer, delayMs: fake.delayMs };
  });
  const fake: FakeAirtable = {
    ...service,
    delayMs: 0,
    failNext(table, ...statuses) {
      failures.set(table, [...(failures.get(table) ?? []), ...statuses]);
    },
  };
  return fake;
}
