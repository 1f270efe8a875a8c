import { EDITOR_ROUTES, type EditorAnswer, type EditorInput, type EditorRoute, type ErrorAnswer } from '../../contract.ts';
import { STUDIO_ROUTES, studioUrl, type StudioAnswer, type StudioBody, type StudioParams, type StudioRouteName } from '../../../studio/contract.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';

/**
 * The one way the editor and the studio ask their server: a route of a route table (src/editor/contract.ts,
 * src/studio/contract.ts) with its typed input, answered with its typed answer or a refusal's sentence, in the
 * person's language. Status 0: the server could not be reached.
 */
export type Reply<Answer> =
  | { status: number; data: Answer; error?: undefined; refusal?: undefined }
  | { status: number; data?: undefined; error: string; refusal: ErrorAnswer & Record<string, unknown> };

/** The page's token, which every request carries (the servers refuse a request without it). */
export const pageToken = () => document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';

/** A GET's query from its input: the values that are set. */
function query(input: object | undefined): string {
  const entries = Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== null) as [string, string][];
  return entries.length > 0 ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
}

export async function request<Answer>(url: string, method: 'GET' | 'POST', input?: object): Promise<Reply<Answer>> {
  let response: Response;
  try {
    response = await fetch(method === 'GET' ? `${url}${query(input)}` : url, {
      method,
      headers: { 'x-edit-token': pageToken(), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
    });
  } catch {
    return { status: 0, error: T.serverUnreachable, refusal: { error: T.serverUnreachable } };
  }
  const data = (await response.json().catch(() => undefined)) as (Answer & Partial<ErrorAnswer>) | undefined;
  if (data === undefined) return { status: response.status, error: T.serverAnswered(response.status), refusal: { error: T.serverAnswered(response.status) } };
  if (typeof data.error === 'string') return { status: response.status, error: data.error, refusal: data as ErrorAnswer & Record<string, unknown> };
  return { status: response.status, data };
}

/** The editor's API at `base` (/_edit/api on the dev server, /studio/api/drafts/<draft> in the studio). */
export interface EditorApi {
  readonly base: string;
  call<R extends EditorRoute>(route: R, input: EditorInput<R>): Promise<Reply<EditorAnswer<R>>>;
  /** A route's address with its query (a media file's bytes, an upload). */
  url<R extends EditorRoute>(route: R, input?: EditorInput<R>): string;
}

export function editorApi(base: string): EditorApi {
  return {
    base,
    call: (route, input) => request(`${base}/${route}`, EDITOR_ROUTES[route].method, input),
    url: (route, input) => `${base}/${route}${query(input)}`,
  };
}

/** A route of the studio's own API; a session that ended sends the person to the sign-in page. */
export async function studioCall<R extends StudioRouteName>(route: R, params: StudioParams<R>, body?: StudioBody<R>): Promise<Reply<StudioAnswer<R>>> {
  const reply = await request<StudioAnswer<R>>(studioUrl(route, params), STUDIO_ROUTES[route].method, STUDIO_ROUTES[route].method === 'POST' ? (body ?? {}) : undefined);
  if (reply.status === 401) location.assign('/studio/sign-in');
  return reply;
}
