import type { DraftStatus } from './draft-states.ts';

/**
 * Every text the studio shows a person, in one catalogue (like src/config/messages/messages.ts for the
 * site's checks), so that it can be reviewed, reworded and translated in one place. A text that shows
 * a value takes it as a typed parameter: a person, a list or a number passed where a name is expected
 * fails the typecheck instead of reading "[object Object]" on the page. Read by the studio's pages
 * (src/studio/client/) and by its server (refusals, the drafts' rules).
 */

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const STATUS_NAMES: Record<DraftStatus, string> = {
  editing: 'Being edited',
  review: 'Waiting for review',
  returned: 'Sent back',
  published: 'Published',
  discarded: 'Discarded',
};

/** Why a draft in a state cannot do what was asked (after its title). */
export const STATUS_REFUSALS: Record<DraftStatus, string> = {
  editing: 'is being edited: ask for a review first',
  review: 'is waiting for review: it changes only once a reviewer sends it back',
  returned: 'was sent back to its editor: ask for a review again first',
  published: 'is already published',
  discarded: 'was discarded',
};

export const STUDIO_TEXT = {
  brand: 'Studio',
  nav: { label: 'Studio', drafts: 'Drafts', history: 'History', accounts: 'Accounts' },
  signOut: 'Sign out',
  who: (name: string, role: string) => `${name} (${role})`,
  draftState: (status: DraftStatus, owner: string) => `${STATUS_NAMES[status]} · held by ${owner}`,
  changes: 'Changes',
  askReview: 'Ask for review',
  waitingForReview: 'Waiting for review',
  askedForReview: 'Asked for review: a publisher sees it now.',
  discard: 'Discard this draft',
  confirmDiscard: (title: string) => `Discard "${title}"? Its changes are lost; the live site is not touched.`,
  sentBackBy: (reviewer: string, comment: string) => `Sent back by ${reviewer}: ${comment}`,

  draftsTitle: 'Drafts',
  newDraftLabel: 'What will you change?',
  newDraftExample: 'e.g. New use cases for retail',
  startDraft: 'Start a draft',
  waitingHeading: (count: number) => `Waiting for review (${count})`,
  openHeading: (count: number) => `Open drafts (${count})`,
  noneWaiting: 'No draft is waiting for review.',
  noneOpen: 'No open draft: start one above.',
  columns: { draft: 'Draft', heldBy: 'Held by', state: 'State', lastChange: 'Last change', open: 'Open' },
  edit: 'Edit',
  review: 'Review',

  noChange: 'No change yet.',
  changesIn: (file: string) => `Changes in ${file}`,
  hint: (hint: string) => ` Hint: ${hint}`,
  reviewTitle: (title: string) => `Review: ${title}`,
  reviewFailed: 'Review',
  reviewSummary: (owner: string, status: DraftStatus, when: string) => `Held by ${owner} · ${STATUS_NAMES[status]} · last change ${when}`,
  problemsHeading: (count: number) => (count > 0 ? `Problems (${count})` : 'No problems'),
  blocked: (count: number) => `This draft has ${plural(count, 'problem', 'problems')}: it cannot be published until ${count === 1 ? 'it is' : 'they are'} fixed in the draft.`,
  noProblems: 'npm run validate finds nothing wrong in this draft.',
  changesHeading: (count: number) => `Changes (${plural(count, 'file', 'files')})`,
  previewHeading: 'Preview of the draft',
  previewOf: (title: string) => `Preview of the draft “${title}”`,
  pageToPreview: 'Page to preview',
  publish: 'Publish',
  decision: 'Decision',
  sendBackLabel: 'What should the editor change?',
  sendBack: 'Send back',
  sentBackTo: (owner: string) => `Sent back to ${owner} with your comment.`,
  publishing: 'Publishing: checking, building and switching the site…',
  published: (seconds: number) => `Published: the site shows it now (${seconds} s).`,
  seeHistory: 'See the history',
  notPublished: 'Not published.',
  notResolved: 'Not resolved.',
  publishedVersion: 'The published version',
  thisDraft: 'This draft',
  fileRemoved: '(the file is removed)',
  keep: (version: string) => `Keep ${version.toLowerCase()}`,
  textToKeep: (file: string) => `The text to keep for ${file}`,
  keepAndPublish: 'Keep these texts and publish',

  historyTitle: 'Published versions',
  versionTitle: (message: string, short: string) => `${message} (${short})`,
  versionBy: (author: string, when: string, live: boolean) => ` — ${author}, ${when}${live ? ' (live)' : ''}`,
  noFile: 'no file',
  restore: 'Restore this version',
  confirmRestore: (message: string) => `Restore the site's files as they were in "${message}"? It is published as a new version.`,
  restoring: 'Restoring: building and switching the site…',

  accountsTitle: 'Accounts',
  accountColumns: { name: 'Name', email: 'E-mail', role: 'Role' },
  addAccountHeading: 'Add an account',
  passwordLabel: (min: number) => `Password (${min} characters or more)`,
  newRole: 'Role of the new account',
  roleOf: (name: string) => `Role of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  confirmRemove: (name: string) => `Remove ${name}? Their sessions end at once.`,
  addAccount: 'Add the account',

  notFoundTitle: 'Not found',
  notFound: 'There is no such page in the studio.',
  backToDrafts: 'Back to the drafts',
  answered: (status: number) => `The studio answered ${status}.`,
} as const;

/** What the studio's server says when it refuses: the words a person reads. */
export const STUDIO_REFUSALS = {
  noOpenDraft: (id: string) => `There is no open draft "${id}".`,
  heldBy: (owner: string) => `This draft is held by ${owner}: ask them, or start a draft of your own.`,
  state: (title: string, status: DraftStatus) => `"${title}" ${STATUS_REFUSALS[status]}.`,
  noTitle: 'Give the draft a title: what does it change?',
  titleTooLong: (max: number) => `A draft title has at most ${max} characters.`,
  titleCharacters: 'A draft title is text on one line: leave out control characters.',
  noComment: 'Say what the editor should change before sending the draft back.',
  commentTooLong: (max: number) => `A comment has at most ${max} characters: say the essential, the editor can ask for more.`,
  commentCharacters: 'A comment is text: leave out control characters (line breaks are fine).',
  noFileToSave: 'There is no file to save.',
  namedTwice: (file: string) => `${file} is named twice.`,
  noBytes: (file: string) => `${file}: the uploaded file to add is missing.`,
  notAVersion: (commit: string) => `"${commit}" is not a version of the site.`,
  noVersion: (commit: string) => `There is no version ${commit}.`,
  alreadyLive: (short: string, date: string) => `The live site already is as in ${short} (${date}).`,
  liveHasNoCommit: (branch: string) => `The live branch ${branch} has no commit.`,
  liveNotCheckedOut: (repo: string, branch: string) => `The working copy at ${repo} must have the live branch ${branch} checked out to publish.`,
  holdsLinks: (links: string[], branch: string) =>
    `This draft holds ${links.length === 1 ? 'a symbolic link' : 'symbolic links'} (${links.join(', ')}): the studio saves and publishes only real files, never what a link leads to. Ask a developer to remove ${links.length === 1 ? 'it' : 'them'} from the branch ${branch}, or discard the draft.`,
  mergeFailed: (title: string) => `The live site could not be merged into "${title}".`,
} as const;
