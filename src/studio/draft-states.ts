/**
 * A draft's life, in one table: its states, what may happen to it in each, and the state it is left in.
 * Drafts (src/studio/drafts.ts) refuse anything the table does not allow, whoever asks and however.
 */
export type DraftStatus = 'editing' | 'review' | 'returned' | 'published' | 'discarded';

/** The states in which a draft is still open: it has a branch and a worktree. */
export const OPEN_STATES: readonly DraftStatus[] = ['editing', 'review', 'returned'];

type Transition = { from: readonly DraftStatus[]; to: DraftStatus | 'unchanged' };

export const DRAFT_TRANSITIONS = {
  /** Its editor saves files (a draft sent back is being edited again). */
  save: { from: ['editing', 'returned'], to: 'editing' },
  askReview: { from: ['editing', 'returned'], to: 'review' },
  sendBack: { from: ['review'], to: 'returned' },
  /** The live site merged into it, or its conflicts with the live site resolved. */
  bringLive: { from: OPEN_STATES, to: 'unchanged' },
  /** Publishing: only a draft a reviewer has before them. */
  publish: { from: ['review'], to: 'published' },
  discard: { from: OPEN_STATES, to: 'discarded' },
  /** Its files read, checked, built for a preview or diffed. */
  read: { from: OPEN_STATES, to: 'unchanged' },
} as const satisfies Record<string, Transition>;

export type DraftAction = keyof typeof DRAFT_TRANSITIONS;

export function allows(action: DraftAction, status: DraftStatus): boolean {
  return (DRAFT_TRANSITIONS[action].from as readonly DraftStatus[]).includes(status);
}

/** The state a draft in `status` is left in by `action`. */
export function nextStatus(action: DraftAction, status: DraftStatus): DraftStatus {
  const to = DRAFT_TRANSITIONS[action].to;
  return to === 'unchanged' ? status : to;
}
