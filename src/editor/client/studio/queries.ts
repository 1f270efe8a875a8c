import { useQuery, type QueryClient } from '@tanstack/react-query';
import { studioUrl, type Draft, type DraftListAnswer, type ReviewAnswer, type VersionAnswer } from '../../../studio/contract.ts';
import { OPEN_STATES } from '../../../studio/draft-states.ts';
import { STUDIO_TEXTS } from '../../../studio/texts.ts';
import { request, studioCall, type Reply } from '../app/api.ts';
import { interfaceLanguage, textsIn } from '../../../interface/language.ts';

/**
 * What the studio's pages read from its server (react-query, one key per answer: ['me'], ['drafts'],
 * ['review', draft], ['history'], ['version', commit], ['accounts']) and how an action's answer goes into
 * them: a draft's state is always the one the server answered, put in every answer that holds the draft.
 */

export const language = interfaceLanguage();
/** The studio's texts in the interface language. */
export const T = textsIn(STUDIO_TEXTS, language);
/** A date and time as the person reads them. */
export const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** The studio refused (the sentence to show, in the person's language), or could not be reached (status 0). */
export class StudioRefusal extends Error {
  override name = 'StudioRefusal';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A reply's answer, or its refusal thrown (react-query's error: `error.message` is the sentence to show). */
export function must<A>(reply: Reply<A>): A {
  if (reply.error !== undefined) throw new StudioRefusal(reply.error, reply.status);
  return reply.data;
}

/** A refusal (4xx) is not asked again: it would say the same. */
const retry = (count: number, error: Error) => !(error instanceof StudioRefusal && error.status >= 400 && error.status < 500) && count < 1;

export const keys = {
  me: ['me'] as const,
  drafts: ['drafts'] as const,
  review: (draft: string) => ['review', draft] as const,
  history: ['history'] as const,
  version: (commit: string) => ['version', commit] as const,
  accounts: ['accounts'] as const,
};

/** Who is signed in, and what their role allows. */
export const useMe = () => useQuery({ queryKey: keys.me, queryFn: async () => must(await studioCall('me', {})), staleTime: 30_000, retry });

export const useDrafts = () => useQuery({ queryKey: keys.drafts, queryFn: async () => must(await studioCall('drafts', {})), retry });

export const useReview = (draft: string) => useQuery({ queryKey: keys.review(draft), queryFn: async () => must(await studioCall('review', { draft })), retry });

export const useHistory = () => useQuery({ queryKey: keys.history, queryFn: async () => must(await studioCall('history', {})), retry });

/** What a version changed; with `from`, since that version (a group of commits made outside the studio, as a whole). */
export const useVersion = (commit: string | undefined, from?: string) =>
  useQuery({
    queryKey: [...keys.version(commit ?? ''), from ?? ''],
    queryFn: async () => must(from ? await request<VersionAnswer>(studioUrl('version', { commit: commit! }), 'GET', { from }) : await studioCall('version', { commit: commit! })),
    enabled: commit !== undefined,
    staleTime: Infinity,
    retry,
  });

export const useAccounts = () => useQuery({ queryKey: keys.accounts, queryFn: async () => must(await studioCall('accounts', {})), retry });

/**
 * A draft as the server answered it, in every answer that shows it: the open drafts (where a draft no longer
 * open leaves the list) and its review.
 */
export function putDraft(client: QueryClient, draft: Draft): void {
  const open = OPEN_STATES.includes(draft.status);
  client.setQueryData<DraftListAnswer>(keys.drafts, (old) => {
    if (!old) return old;
    const others = old.drafts.filter((d) => d.id !== draft.id);
    if (!open) return { drafts: others };
    return { drafts: old.drafts.some((d) => d.id === draft.id) ? old.drafts.map((d) => (d.id === draft.id ? draft : d)) : [...old.drafts, draft] };
  });
  client.setQueryData<ReviewAnswer>(keys.review(draft.id), (old) => old && { ...old, draft });
}

/** A discarded draft: nothing of it is kept. */
export function dropDraft(client: QueryClient, id: string): void {
  client.setQueryData<DraftListAnswer>(keys.drafts, (old) => old && { drafts: old.drafts.filter((d) => d.id !== id) });
  client.removeQueries({ queryKey: keys.review(id) });
}
