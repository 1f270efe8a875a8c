import type { DraftStatus } from './draft-states.ts';
import type { Sentence } from '../interface/sentence.ts';

/**
 * Every text the studio shows a person, in one catalogue (like src/config/messages/messages.ts for the
 * site's checks), so that it can be reviewed, reworded and translated in one place: English and French,
 * of the same shape (a text missing in French fails the typecheck). A text that shows a value takes it as
 * a typed parameter: a person, a list or a number passed where a name is expected fails the typecheck
 * instead of reading "[object Object]" on the page. Read by the studio's pages (src/studio/client/, in
 * their interface language: `textsIn(STUDIO_TEXTS)`) and by its server (refusals and the pages it writes,
 * in the request's language: `STUDIO_TEXTS[languageOfRequest(req.headers)]`, `refusal((r) => r.noTitle)`).
 */

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
/** French: 0 and 1 are singular. */
const pluriel = (count: number, one: string, other: string) => `${count} ${count <= 1 ? one : other}`;
/** « … » with the no-break spaces French puts inside. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
/** A language's name (French, français) in the interface language, by its code. */
const languageIn = (language: string, code: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const enStatusNames: Record<DraftStatus, string> = {
  editing: 'Being edited',
  review: 'Waiting for review',
  returned: 'Sent back',
  published: 'Published',
  discarded: 'Discarded',
};
const frStatusNames: Record<DraftStatus, string> = {
  editing: 'En cours de modification',
  review: 'En attente de relecture',
  returned: 'Renvoyé',
  published: 'Publié',
  discarded: 'Abandonné',
};

/** The roles of the accounts (code values: editor, publisher, admin), as a person reads them. */
const enRoleNames: Record<string, string> = { editor: 'editor', publisher: 'publisher', admin: 'admin' };
const frRoleNames: Record<string, string> = { editor: 'rédacteur', publisher: 'responsable de publication', admin: 'administrateur' };

const en = {
  /** A draft's state, as its list and its review name it. */
  statusNames: enStatusNames,
  roleName: (role: string) => enRoleNames[role] ?? role,
  brand: 'Studio',
  nav: { label: 'Studio', drafts: 'Drafts', history: 'History', accounts: 'Accounts' },
  interfaceLanguage: 'Interface language',
  signOut: 'Sign out',
  who: (name: string, role: string) => `${name} (${enRoleNames[role] ?? role})`,
  draftState: (status: DraftStatus, owner: string) => `${enStatusNames[status]} · held by ${owner}`,
  changes: 'Changes',
  askReview: 'Ask for review',
  askedForReview: 'Asked for review: a publisher sees it now.',
  discard: 'Discard this draft',
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
  /** How a file changed, in its tag beside its name. */
  fileStatus: { added: 'added', modified: 'modified', deleted: 'deleted' },
  changesIn: (file: string) => `Changes in ${file}`,
  hint: (hint: string) => ` Hint: ${hint}`,
  reviewTitle: (title: string) => `Review: ${title}`,
  reviewFailed: 'Review',
  reviewSummary: (owner: string, status: DraftStatus, when: string) => `Held by ${owner} · ${enStatusNames[status]} · last change ${when}`,
  problemsHeading: (count: number) => (count > 0 ? `Problems (${count})` : 'No problems'),
  blocked: (count: number) => `This draft has ${plural(count, 'problem', 'problems')}: it cannot be published until ${count === 1 ? 'it is' : 'they are'} fixed in the draft.`,
  noProblems: 'Nothing to fix: this draft can be published.',
  changesHeading: (count: number) => `Changes (${plural(count, 'file', 'files')})`,
  /** The draft's changes file by file, as git says them, under the changes in the words of the site. */
  showFileChanges: 'Show the file changes',
  /** A picture or a video a change replaced, and the one that replaces it: their captions and text alternatives. */
  before: 'Before',
  after: 'After',
  mediaBefore: (file: string) => `Before: ${file}`,
  mediaAfter: (file: string) => `After: ${file}`,
  previewHeading: 'Before and after',
  previewOf: (title: string) => `Preview of the draft “${title}”`,
  liveOf: (route: string) => `The live page ${route}`,
  pageToPreview: 'Page to preview',
  liveNow: 'Live now',
  withDraft: 'With this draft',
  notLiveYet: 'This page is not on the live site yet: the draft adds it.',
  shownWidth: 'Width',
  desktopWidth: 'Desktop',
  phoneWidth: 'Phone',
  textsOutlined: (count: number) => (count === 0 ? 'No text of this page differs from the live one.' : `${plural(count, 'text', 'texts')} of this page ${count === 1 ? 'differs' : 'differ'} from the live one: outlined on both sides.`),
  publish: 'Publish',
  decision: 'Decision',
  sendBackLabel: 'What should the editor change?',
  sendBack: 'Send back',
  sentBackTo: (owner: string) => `Sent back to ${owner} with your comment.`,
  publishing: 'Publishing: checking, building and switching the site…',
  published: (seconds: number) => `Published: the site shows it now (${seconds} s).`,
  seeItLive: (route: string) => `See it live: ${route}`,
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
  restoredTitle: (date: string) => `Restored the version of ${date}`,
  developerChanges: (count: number) => `${plural(count, 'change', 'changes')} by developers`,
  pageName: (title: string, route?: string) => (route ? `${title} (${route})` : title),
  inLanguage: (name: string, code: string) => `${name} in ${languageIn('en', code)}`,
  mediaName: (kind: 'picture' | 'video', file: string) => `${kind} ${file}`,
  codeFiles: (count: number) => plural(count, 'file of the code', 'files of the code'),
  restore: 'Restore this version',
  restoring: 'Restoring: building and switching the site…',

  accountsTitle: 'Accounts',
  accountColumns: { name: 'Name', email: 'E-mail', role: 'Role', actions: 'Remove' },
  addAccountHeading: 'Add an account',
  passwordLabel: (min: number) => `Password (${min} characters or more)`,
  newRole: 'Role of the new account',
  roleOf: (name: string) => `Role of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  addAccount: 'Add the account',

  notFoundTitle: 'Not found',
  notFound: 'There is no such page in the studio.',
  backToDrafts: 'Back to the drafts',
  answered: (status: number) => `The studio answered ${status}.`,

  /** The pages the server writes (src/studio/html-pages.ts, the previews). */
  signIn: {
    title: 'Sign in — Studio',
    intro: 'Sign in to edit and publish the site.',
    name: 'Name',
    password: 'Password',
    submit: 'Sign in',
  },
  loading: 'Loading…',
  draftPageTitle: (title: string) => `Draft: ${title}`,
  noPreviewTitle: 'No preview yet',
  previewProblems: (count: number) => `The draft has ${count} problem(s); the preview shows once they are fixed.`,
  previewFailed: (output: string) => `The preview could not be built:\n${output}`,
  pageNotFound: 'Not found',

  /** The React pages (src/editor/client/studio/): confirmations asked in the page, and what a page says once something is gone. */
  cancel: 'Cancel',
  discardHeading: (title: string) => `Discard “${title}”?`,
  discardDetail: 'Its changes are lost; the live site is not touched.',
  restoreHeading: (message: string) => `Restore the site's files as they were in “${message}”?`,
  restoreDetail: 'It is published as a new version, through the same checks, build and switch as a draft.',
  removeHeading: (name: string) => `Remove ${name}?`,
  removeDetail: 'Their sessions end at once.',
  discarded: 'The draft is discarded; the live site is not touched.',
  draftGone: 'This draft is not open: it was published or discarded, or its address is wrong.',
  /** A draft no longer open (published), on its review page. */
  closedSummary: (owner: string, status: DraftStatus) => `${enStatusNames[status]} · edited by ${owner}`,
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  statusNames: frStatusNames,
  roleName: (role: string) => frRoleNames[role] ?? role,
  brand: 'Studio',
  nav: { label: 'Studio', drafts: 'Brouillons', history: 'Historique', accounts: 'Comptes' },
  interfaceLanguage: 'Langue de l’interface',
  signOut: 'Se déconnecter',
  who: (name: string, role: string) => `${name} (${frRoleNames[role] ?? role})`,
  draftState: (status: DraftStatus, owner: string) => `${frStatusNames[status]} · responsable\u00a0: ${owner}`,
  changes: 'Modifications',
  askReview: 'Demander une relecture',
  askedForReview: 'Relecture demandée\u00a0: un responsable de publication la voit désormais.',
  discard: 'Abandonner ce brouillon',
  sentBackBy: (reviewer: string, comment: string) => `Renvoyé par ${reviewer}\u00a0: ${comment}`,

  draftsTitle: 'Brouillons',
  newDraftLabel: 'Qu’allez-vous modifier\u00a0?',
  newDraftExample: 'ex.\u00a0: nouveaux cas d’usage pour le commerce de détail',
  startDraft: 'Commencer un brouillon',
  waitingHeading: (count: number) => `En attente de relecture (${count})`,
  openHeading: (count: number) => `Brouillons en cours (${count})`,
  noneWaiting: 'Aucun brouillon n’attend de relecture.',
  noneOpen: 'Aucun brouillon en cours\u00a0: commencez-en un ci-dessus.',
  columns: { draft: 'Brouillon', heldBy: 'Responsable', state: 'État', lastChange: 'Dernière modification', open: 'Ouvrir' },
  edit: 'Modifier',
  review: 'Relire',

  noChange: 'Aucune modification pour l’instant.',
  fileStatus: { added: 'ajouté', modified: 'modifié', deleted: 'supprimé' },
  changesIn: (file: string) => `Modifications de ${file}`,
  hint: (hint: string) => ` Conseil\u00a0: ${hint}`,
  reviewTitle: (title: string) => `Relecture\u00a0: ${title}`,
  reviewFailed: 'Relecture',
  reviewSummary: (owner: string, status: DraftStatus, when: string) => `Responsable\u00a0: ${owner} · ${frStatusNames[status]} · dernière modification\u00a0: ${when}`,
  problemsHeading: (count: number) => (count > 0 ? `Problèmes (${count})` : 'Aucun problème'),
  blocked: (count: number) =>
    `Ce brouillon présente ${pluriel(count, 'problème', 'problèmes')}\u00a0: il ne pourra être publié qu’une fois ${count <= 1 ? 'celui-ci corrigé' : 'ceux-ci corrigés'} dans le brouillon.`,
  noProblems: 'Rien à corriger\u00a0: ce brouillon peut être publié.',
  changesHeading: (count: number) => `Modifications (${pluriel(count, 'fichier', 'fichiers')})`,
  showFileChanges: 'Afficher les modifications des fichiers',
  before: 'Avant',
  after: 'Après',
  mediaBefore: (file: string) => `Avant\u00a0: ${file}`,
  mediaAfter: (file: string) => `Après\u00a0: ${file}`,
  previewHeading: 'Avant et après',
  previewOf: (title: string) => `Aperçu du brouillon ${quoted(title)}`,
  liveOf: (route: string) => `La page en ligne ${route}`,
  pageToPreview: 'Page affichée dans l’aperçu',
  liveNow: 'En ligne aujourd’hui',
  withDraft: 'Avec ce brouillon',
  notLiveYet: 'Cette page n’est pas encore en ligne\u00a0: le brouillon l’ajoute.',
  shownWidth: 'Largeur',
  desktopWidth: 'Ordinateur',
  phoneWidth: 'Téléphone',
  textsOutlined: (count: number) =>
    count === 0 ? 'Aucun texte de cette page ne diffère de la page en ligne.' : `${pluriel(count, 'texte', 'textes')} de cette page ${count === 1 ? 'diffère' : 'diffèrent'} de la page en ligne\u00a0: ${count === 1 ? 'il est entouré' : 'ils sont entourés'} des deux côtés.`,
  publish: 'Publier',
  decision: 'Décision',
  sendBackLabel: 'Que doit modifier le rédacteur\u00a0?',
  sendBack: 'Renvoyer',
  sentBackTo: (owner: string) => `Renvoyé à ${owner} avec votre commentaire.`,
  publishing: 'Publication en cours\u00a0: vérification, génération et mise en ligne du site…',
  published: (seconds: number) => `Publié\u00a0: le site l’affiche désormais (${seconds.toLocaleString('fr')}\u00a0s).`,
  seeItLive: (route: string) => `Voir en ligne\u00a0: ${route}`,
  seeHistory: 'Voir l’historique',
  notPublished: 'Non publié.',
  notResolved: 'Non résolu.',
  publishedVersion: 'La version publiée',
  thisDraft: 'Ce brouillon',
  fileRemoved: '(le fichier est supprimé)',
  keep: (version: string) => `Conserver ${version.toLowerCase()}`,
  textToKeep: (file: string) => `Le texte à conserver pour ${file}`,
  keepAndPublish: 'Conserver ces textes et publier',

  historyTitle: 'Versions publiées',
  versionTitle: (message: string, short: string) => `${message} (${short})`,
  versionBy: (author: string, when: string, live: boolean) => ` — ${author}, ${when}${live ? ' (en ligne)' : ''}`,
  noFile: 'aucun fichier',
  restoredTitle: (date: string) => `Retour à la version du ${date}`,
  developerChanges: (count: number) => `${pluriel(count, 'modification', 'modifications')} par les développeurs`,
  pageName: (title: string, route?: string) => (route ? `${title} (${route})` : title),
  inLanguage: (name: string, code: string) => `${name} en ${languageIn('fr', code)}`,
  mediaName: (kind: 'picture' | 'video', file: string) => `${kind === 'picture' ? 'image' : 'vidéo'} ${file}`,
  codeFiles: (count: number) => pluriel(count, 'fichier du code', 'fichiers du code'),
  restore: 'Restaurer cette version',
  restoring: 'Restauration en cours\u00a0: génération et mise en ligne du site…',

  accountsTitle: 'Comptes',
  accountColumns: { name: 'Nom', email: 'E-mail', role: 'Rôle', actions: 'Supprimer' },
  addAccountHeading: 'Ajouter un compte',
  passwordLabel: (min: number) => `Mot de passe (au moins ${min}\u00a0caractères)`,
  newRole: 'Rôle du nouveau compte',
  roleOf: (name: string) => `Rôle de ${name}`,
  remove: (name: string) => `Supprimer ${name}`,
  addAccount: 'Ajouter le compte',

  notFoundTitle: 'Page introuvable',
  notFound: 'Cette page n’existe pas dans le studio.',
  backToDrafts: 'Retour aux brouillons',
  answered: (status: number) => `Le studio a répondu par le code ${status}.`,

  signIn: {
    title: 'Connexion — Studio',
    intro: 'Connectez-vous pour modifier et publier le site.',
    name: 'Nom',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  loading: 'Chargement…',
  draftPageTitle: (title: string) => `Brouillon\u00a0: ${title}`,
  noPreviewTitle: 'Pas encore d’aperçu',
  previewProblems: (count: number) =>
    `Le brouillon présente ${pluriel(count, 'problème', 'problèmes')}\u00a0; l’aperçu s’affichera une fois ${count <= 1 ? 'celui-ci corrigé' : 'ceux-ci corrigés'}.`,
  previewFailed: (output: string) => `L’aperçu n’a pas pu être généré\u00a0:\n${output}`,
  pageNotFound: 'Page introuvable',

  cancel: 'Annuler',
  discardHeading: (title: string) => `Abandonner ${quoted(title)}\u00a0?`,
  discardDetail: 'Ses modifications seront perdues\u00a0; le site en ligne n’est pas modifié.',
  restoreHeading: (message: string) => `Remettre les fichiers du site tels qu’ils étaient dans ${quoted(message)}\u00a0?`,
  restoreDetail: 'Ce retour est publié comme une nouvelle version, avec les mêmes vérifications, la même génération et la même mise en ligne qu’un brouillon.',
  removeHeading: (name: string) => `Supprimer ${name}\u00a0?`,
  removeDetail: 'Ses sessions prennent fin immédiatement.',
  discarded: 'Le brouillon est abandonné\u00a0; le site en ligne n’est pas modifié.',
  draftGone: 'Ce brouillon n’est pas en cours\u00a0: il a été publié ou abandonné, ou son adresse est erronée.',
  closedSummary: (owner: string, status: DraftStatus) => `${frStatusNames[status]} · rédigé par ${owner}`,
};

/** The studio's texts in each interface language: a page takes `textsIn(STUDIO_TEXTS)`, the server `STUDIO_TEXTS[language]`. */
export const STUDIO_TEXTS = { en, fr };

/** Why a draft in a state cannot do what was asked (after its title). */
const enStatusRefusals: Record<DraftStatus, string> = {
  editing: 'is being edited: ask for a review first',
  review: 'is waiting for review: it changes only once a reviewer sends it back',
  returned: 'was sent back to its editor: ask for a review again first',
  published: 'is already published',
  discarded: 'was discarded',
};
const frStatusRefusals: Record<DraftStatus, string> = {
  editing: 'est en cours de modification\u00a0: demandez d’abord une relecture',
  review: 'attend une relecture\u00a0: il ne change plus tant qu’un relecteur ne l’a pas renvoyé',
  returned: 'a été renvoyé à son rédacteur\u00a0: demandez d’abord une nouvelle relecture',
  published: 'est déjà publié',
  discarded: 'a été abandonné',
};

const enRefusals = {
  statusRefusals: enStatusRefusals,
  noOpenDraft: (id: string) => `There is no open draft "${id}".`,
  heldBy: (owner: string) => `This draft is held by ${owner}: ask them, or start a draft of your own.`,
  state: (title: string, status: DraftStatus) => `"${title}" ${enStatusRefusals[status]}.`,
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

  // resolving a conflict (fragments: the page shows them as they are)
  alreadyHasLive: 'the draft already has the live site: there is nothing to resolve',
  stillToResolve: (files: string[]) => `still to resolve: ${files.join(', ')}`,
  notInConflict: (files: string[]) => `not in conflict: ${files.join(', ')}`,

  // publishing (src/studio/publish.ts, Drafts.publish)
  publishBehind: (title: string) => `The live site changed since "${title}" started: bring it into the draft first.`,
  publishEmpty: (title: string) => `"${title}" changes nothing on the live site.`,
  publishDirty: (repo: string, files: string[]) => `The working copy at ${repo} has uncommitted changes to ${files.join(', ')}: commit or undo them before publishing.`,
  publishNotTaken: (title: string) => `The live site could not take "${title}" just now, and nothing of it changed: publish again in a minute. If it is refused again, the studio's log says what git answered, and npm run studio:doctor on the server names what to fix.`,
  publishConflict: (files: string[]) => `Something published since this draft began changed the same lines of ${files.join(', ')}: choose what to keep, then publish again.`,
  publishProblems: (count: number) => `The draft has ${plural(count, 'problem', 'problems')}: it cannot be published until ${count === 1 ? 'it is' : 'they are'} fixed.`,
  buildFailed: 'The build failed: the live site was not changed.',
  publishStopped: (why: string, after: string) => `The publish stopped: ${why}. ${after}`,
  putBackFailed: (why: string) => `Putting things back failed too (${why}): run npm run studio:doctor.`,
  pushFailed: (remote: string, why: string) => `The site is live, but pushing to ${remote} failed: ${why}`,
  interruptedBuilding: (title: string) => `The publish of "${title}" was interrupted while building: the live site was not changed, and the draft can be published again.`,
  interruptedBeforeLive: (title: string) => `The publish of "${title}" was interrupted before the live branch took it: the live site was not changed, and the draft can be published again.`,
  interruptedRebuildFailed: (title: string, output: string) => `The publish of "${title}" was interrupted after the live branch took it, and building it again failed: run npm run studio:doctor. ${output}`,
  interruptedNowLive: (title: string, short: string) => `The publish of "${title}" was interrupted after the live branch took it (${short}): it is now live.`,

  // previews
  notAPage: (route: string) => `"${route}" is not a page of the site.`,
  goneBeforePreview: (title: string) => `"${title}" was just published or discarded: there is nothing left to preview.`,

  // the server and its guard (src/studio/server.ts, src/studio/guard.ts)
  nothingHere: 'There is nothing here.',
  encodedAddress: 'This address holds an encoded "/", "\\" or "." (%2F, %5C or %2E), which the studio does not take: write the address itself.',
  notAllowed: (method: string) => `${method} is not allowed here.`,
  noSuchFile: 'No such file.',
  studioFailed: (why: string) => `The studio failed: ${why}`,
  answersAt: (origin: string, host: string) => `The studio answers at ${origin}, not at "${host}".`,
  loopbackOnly: (host: string) => `The studio answers on 127.0.0.1 or localhost only, not on "${host}" (start it with --public-url to serve it elsewhere).`,
  /** Who may ask for a change (in src/http/http.ts's refusal of a request from elsewhere). */
  studioPages: "the studio's own pages",
  signedOut: 'You are signed out (or your session ended): sign in again.',
  staleToken: "The page's security token is missing or old: reload the page.",
  /** Who may do what (one per action of src/studio/accounts.ts). */
  roleNeeded: {
    edit: 'Only an editor, a publisher or an admin can edit drafts.',
    review: 'Only a publisher or an admin can review drafts.',
    publish: 'Only a publisher or an admin can publish: ask a publisher to review this draft.',
    restore: 'Only a publisher or an admin can restore a published version.',
    accounts: 'Only an admin can manage accounts.',
  },

  // signing in and accounts (src/studio/routes/session.ts, src/studio/attempts.ts, src/studio/accounts.ts)
  wrongPassword: 'The name or the password is wrong.',
  tooManyAttempts: (minutes: number) => `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  tooManyAtOnce: 'Too many attempts at once: try again in a minute',
  wrongCurrentPassword: 'Your current password is wrong: the password was not changed.',
  badName: (name: string) => `"${name}" cannot be a name: a name is 2 to 32 lowercase letters, digits, dots, dashes or underscores, e.g. maria.lopez`,
  badEmail: (email: string) => `"${email}" does not look like an e-mail address, e.g. maria.lopez@example.com`,
  badRole: (role: string, roles: readonly string[]) => `"${role}" is not a role: use ${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}`,
  passwordTooShort: (min: number) => `The password is too short: use at least ${min} characters`,
  noAccount: (name: string) => `There is no account named "${name}"`,
  nameTaken: (name: string) => `There is already an account named "${name}": choose another name`,
  lastAdmin: (name: string) => `"${name}" is the last admin: make another account admin first`,
};

/** The same refusals in French: a sentence missing here fails the typecheck. */
const frRefusals: typeof enRefusals = {
  statusRefusals: frStatusRefusals,
  noOpenDraft: (id: string) => `Aucun brouillon en cours ne porte l’identifiant ${quoted(id)}.`,
  heldBy: (owner: string) => `Ce brouillon est entre les mains de ${owner}\u00a0: demandez-lui, ou commencez votre propre brouillon.`,
  state: (title: string, status: DraftStatus) => `${quoted(title)} ${frStatusRefusals[status]}.`,
  noTitle: 'Donnez un titre au brouillon\u00a0: que modifie-t-il\u00a0?',
  titleTooLong: (max: number) => `Un titre de brouillon compte au plus ${max}\u00a0caractères.`,
  titleCharacters: 'Un titre de brouillon est un texte sur une seule ligne\u00a0: retirez les caractères de contrôle.',
  noComment: 'Indiquez ce que le rédacteur doit modifier avant de renvoyer le brouillon.',
  commentTooLong: (max: number) => `Un commentaire compte au plus ${max}\u00a0caractères\u00a0: allez à l’essentiel, le rédacteur pourra demander des précisions.`,
  commentCharacters: 'Un commentaire est du texte\u00a0: retirez les caractères de contrôle (les retours à la ligne sont acceptés).',
  noFileToSave: 'Il n’y a aucun fichier à enregistrer.',
  namedTwice: (file: string) => `${file} est indiqué deux fois.`,
  noBytes: (file: string) => `${file}\u00a0: le fichier importé à ajouter est introuvable.`,
  notAVersion: (commit: string) => `${quoted(commit)} n’est pas une version du site.`,
  noVersion: (commit: string) => `La version ${commit} n’existe pas.`,
  alreadyLive: (short: string, date: string) => `Le site en ligne correspond déjà à la version ${short} (${date}).`,
  liveHasNoCommit: (branch: string) => `La branche en ligne ${branch} n’a aucun commit.`,
  liveNotCheckedOut: (repo: string, branch: string) => `Pour publier, la copie de travail ${repo} doit être sur la branche en ligne ${branch}.`,
  holdsLinks: (links: string[], branch: string) =>
    `Ce brouillon contient ${links.length <= 1 ? 'un lien symbolique' : 'des liens symboliques'} (${links.join(', ')})\u00a0: le studio n’enregistre et ne publie que de vrais fichiers, jamais la cible d’un lien. Demandez à un développeur de ${links.length <= 1 ? 'le' : 'les'} retirer de la branche ${branch}, ou abandonnez le brouillon.`,
  mergeFailed: (title: string) => `Le site en ligne n’a pas pu être fusionné dans ${quoted(title)}.`,

  alreadyHasLive: 'le brouillon contient déjà le site en ligne\u00a0: il n’y a rien à résoudre',
  stillToResolve: (files: string[]) => `encore à résoudre\u00a0: ${files.join(', ')}`,
  notInConflict: (files: string[]) => `sans conflit\u00a0: ${files.join(', ')}`,

  publishBehind: (title: string) => `Le site en ligne a changé depuis le début de ${quoted(title)}\u00a0: intégrez-le d’abord au brouillon.`,
  publishEmpty: (title: string) => `${quoted(title)} ne change rien au site en ligne.`,
  publishDirty: (repo: string, files: string[]) =>
    `La copie de travail ${repo} contient des modifications non enregistrées dans git (${files.join(', ')})\u00a0: validez-les ou annulez-les avant de publier.`,
  publishNotTaken: (title: string) =>
    `Le site en ligne n’a pas pu intégrer ${quoted(title)} pour l’instant, et rien n’y a changé\u00a0: publiez à nouveau dans une minute. Si c’est encore refusé, le journal du studio indique la réponse de git, et npm run studio:doctor sur le serveur dit quoi corriger.`,
  publishConflict: (files: string[]) =>
    `Une publication faite depuis le début de ce brouillon a modifié les mêmes lignes de ${files.join(', ')}\u00a0: choisissez ce que vous conservez, puis publiez à nouveau.`,
  publishProblems: (count: number) =>
    `Le brouillon présente ${pluriel(count, 'problème', 'problèmes')}\u00a0: il ne pourra être publié qu’une fois ${count <= 1 ? 'celui-ci corrigé' : 'ceux-ci corrigés'}.`,
  buildFailed: 'La génération du site a échoué\u00a0: le site en ligne n’a pas été modifié.',
  publishStopped: (why: string, after: string) => `La publication s’est arrêtée\u00a0: ${why}. ${after}`,
  putBackFailed: (why: string) => `La remise en état a échoué elle aussi (${why})\u00a0: lancez npm run studio:doctor.`,
  pushFailed: (remote: string, why: string) => `Le site est en ligne, mais l’envoi vers ${remote} a échoué\u00a0: ${why}`,
  interruptedBuilding: (title: string) =>
    `La publication de ${quoted(title)} a été interrompue pendant la génération\u00a0: le site en ligne n’a pas été modifié, et le brouillon peut être publié à nouveau.`,
  interruptedBeforeLive: (title: string) =>
    `La publication de ${quoted(title)} a été interrompue avant son intégration à la branche en ligne\u00a0: le site en ligne n’a pas été modifié, et le brouillon peut être publié à nouveau.`,
  interruptedRebuildFailed: (title: string, output: string) =>
    `La publication de ${quoted(title)} a été interrompue après son intégration à la branche en ligne, et la nouvelle génération a échoué\u00a0: lancez npm run studio:doctor. ${output}`,
  interruptedNowLive: (title: string, short: string) => `La publication de ${quoted(title)} a été interrompue après son intégration à la branche en ligne (${short})\u00a0: elle est maintenant en ligne.`,

  notAPage: (route: string) => `${quoted(route)} n’est pas une page du site.`,
  goneBeforePreview: (title: string) => `${quoted(title)} vient d’être publié ou abandonné\u00a0: il n’y a plus rien à prévisualiser.`,

  nothingHere: 'Il n’y a rien à cette adresse.',
  encodedAddress: 'Cette adresse contient un «\u00a0/\u00a0», un «\u00a0\\\u00a0» ou un «\u00a0.\u00a0» encodé (%2F, %5C ou %2E), que le studio n’accepte pas\u00a0: écrivez l’adresse elle-même.',
  notAllowed: (method: string) => `${method} n’est pas autorisé à cette adresse.`,
  noSuchFile: 'Ce fichier n’existe pas.',
  studioFailed: (why: string) => `Le studio a rencontré une erreur\u00a0: ${why}`,
  answersAt: (origin: string, host: string) => `Le studio répond à l’adresse ${origin}, pas à ${quoted(host)}.`,
  loopbackOnly: (host: string) => `Le studio répond uniquement sur 127.0.0.1 ou localhost, pas sur ${quoted(host)} (lancez-le avec --public-url pour le servir ailleurs).`,
  studioPages: 'les pages du studio',
  signedOut: 'Vous êtes déconnecté (ou votre session a expiré)\u00a0: reconnectez-vous.',
  staleToken: 'Le jeton de sécurité de la page est absent ou périmé\u00a0: rechargez la page.',
  roleNeeded: {
    edit: 'Seuls les rédacteurs, les responsables de publication et les administrateurs peuvent modifier les brouillons.',
    review: 'Seuls les responsables de publication et les administrateurs peuvent relire les brouillons.',
    publish: 'Seuls les responsables de publication et les administrateurs peuvent publier\u00a0: demandez à un responsable de publication de relire ce brouillon.',
    restore: 'Seuls les responsables de publication et les administrateurs peuvent restaurer une version publiée.',
    accounts: 'Seuls les administrateurs peuvent gérer les comptes.',
  },

  wrongPassword: 'Le nom ou le mot de passe est incorrect.',
  tooManyAttempts: (minutes: number) => `Trop de tentatives\u00a0: réessayez dans ${pluriel(minutes, 'minute', 'minutes')}`,
  tooManyAtOnce: 'Trop de tentatives simultanées\u00a0: réessayez dans une minute',
  wrongCurrentPassword: 'Votre mot de passe actuel est incorrect\u00a0: le mot de passe n’a pas été modifié.',
  badName: (name: string) =>
    `${quoted(name)} ne peut pas être un nom\u00a0: un nom compte de 2 à 32 lettres minuscules, chiffres, points, tirets ou tirets bas, par exemple maria.lopez`,
  badEmail: (email: string) => `${quoted(email)} ne ressemble pas à une adresse e-mail, par exemple maria.lopez@example.com`,
  badRole: (role: string, roles: readonly string[]) => `${quoted(role)} n’est pas un rôle\u00a0: utilisez ${roles.slice(0, -1).join(', ')} ou ${roles[roles.length - 1]}`,
  passwordTooShort: (min: number) => `Le mot de passe est trop court\u00a0: utilisez au moins ${min}\u00a0caractères`,
  noAccount: (name: string) => `Il n’existe aucun compte nommé ${quoted(name)}`,
  nameTaken: (name: string) => `Il existe déjà un compte nommé ${quoted(name)}\u00a0: choisissez un autre nom`,
  lastAdmin: (name: string) => `${quoted(name)} est le dernier administrateur\u00a0: nommez d’abord un autre compte administrateur`,
};

/** What the studio's server says when it refuses, in each interface language: the words a person reads. */
export const STUDIO_REFUSALS_IN = { en: enRefusals, fr: frRefusals };
export type StudioRefusals = typeof enRefusals;

/**
 * A refusal's sentence in each language, for a `DraftError`, a `Refusal` or an `AccountError` (the server
 * answers it in the request's language): `refusal((r) => r.noTitle)`, `refusal((r) => r.heldBy(owner))`.
 */
export function refusal(say: (refusals: StudioRefusals) => string): Sentence {
  return (language) => say(STUDIO_REFUSALS_IN[language]);
}
