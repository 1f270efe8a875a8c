import { textsIn } from '../../../interface/language.ts';

/**
 * The Translate view's own texts (translate-view.ts). A language named in a text (`language`, `source`)
 * comes already in the interface language, as said mid-sentence ("French", « français »); `Language`
 * is the same at the start of a label ("French", « Français »). The site's texts are never here.
 */
const s = (count: number) => (count === 1 ? '' : 's');
/** French: 0 and 1 are singular. */
const sFr = (count: number) => (count <= 1 ? '' : 's');

const en = {
  language: 'Language',
  show: 'Show',
  allTexts: ' all texts',
  onlyWork: ' only what needs work',
  saveTranslation: 'Save the translation',
  saveLanguage: (language: string) => `Save the ${language} translation`,
  sourceNotSaved: (source: string) => `This page has changes not saved yet: the ${source} shown here is the version saved. Save the page to translate its new ${source}.`,
  keptRegion: 'Unsaved translations kept in this browser',
  conflictRegion: 'The translation changed since you opened it',
  fileMistakes: 'Mistakes in the translation file',
  texts: 'Texts',
  reading: 'Reading the texts…',
  notRead: 'The texts could not be read.',
  summaryDone: (done: number, total: number, language: string) => `${done} of ${total} text${s(total)} in ${language}`,
  summaryMissing: (count: number) => `${count} not translated yet`,
  summaryStale: (count: number, source: string) => `${count} changed in ${source} since`,
  summaryUnchecked: (count: number) => `${count} not yet checked`,
  fileProblem: (file: string, line: number, message: string) => `${file}${line > 0 ? `, line ${line}` : ''}: ${message}`,
  sourceBefore: (Source: string) => `${Source} when it was translated`,
  sourceNow: (Source: string) => `${Source} now`,
  translationOf: (place: string) => ` translation of ${place}`,
  keepCount: 'Keep {count} where the number goes.',
  stateMissing: 'Not translated yet',
  suggested: (language: string) => `The same text is already in ${language} on another page of the site:`,
  useSuggestion: 'Use this translation',
  stateCurrent: 'Up to date',
  stateStale: (source: string, withoutHistory: boolean) => `The ${source} changed since this was translated${withoutHistory ? ' (the earlier text is not in the site’s history)' : ''}`,
  stateUnchecked: 'Not yet checked',
  pendingMarked: ' · marked as up to date: save to keep it',
  pendingChanged: ' · changed, not saved yet',
  undo: 'Undo',
  keepMine: 'Keep my translation',
  markChecked: 'Mark as checked',
  noTexts: 'This file has no texts to translate.',
  nothingToDo: (language: string) => `Nothing needs work: every text is in ${language} and up to date. Choose “all texts” to see them.`,
  restore: 'Restore them',
  discard: 'Discard them',
  restoredSame: 'Your unsaved texts are back: save them when you are ready.',
  restoredOver: 'Your texts are back over the ones saved since: check them, then save.',
  keptHeading: (count: number, language: string, when: string) => `You have ${count} ${language} text${s(count)} for this page from ${when} that ${count === 1 ? 'was' : 'were'} not saved`,
  keptSavedElsewhere: (language: string) =>
    `The ${language} translation was saved elsewhere since (by someone else or in another tab). Restoring puts your texts back in their places, over the saved ones, for you to check before saving.`,
  saving: 'Saving…',
  notSaved: (error: string | undefined) => `Not saved: ${error ?? 'the server did not answer'}. What you typed is kept in this browser.`,
  savedWithProblems: (count: number, language: string, problems: number, first: string) =>
    `Saved ${count} ${language} text${s(count)}, with ${problems} problem${s(problems)}: ${first}`,
  saved: (count: number, language: string) => `Saved: ${count} ${language} text${s(count)}.`,
  reloadKeeping: 'Reload, keeping what I typed',
  reloaded: (language: string) => `The ${language} translation is read again, with your texts in their places: check them, then save.`,
  conflictHeading: (language: string) => `Someone else changed the ${language} translation of this page since you opened it`,
  conflictText: 'Nothing was saved, and what you typed is kept in this browser. Reload to see their changes: your texts stay in their places, for you to check and save again.',
  conflictStatus: 'Not saved: the translation changed elsewhere.',
  /** Where a text is: the n-th item of a list. */
  item: (n: number) => `item ${n}`,
  /** A list item by its name: use case “Fraud Alerts”. */
  named: (name: string) => `“${name}”`,
  /** The numbers a plural form is for: "for 0, 1". */
  pluralFor: (numbers: string) => `for ${numbers}`,
  andMore: (from: string) => `${from} and more`,
  forFractions: (example: string) => `for fractions (${example}…)`,
  forOtherNumbers: 'for other numbers',
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  language: 'Langue',
  show: 'Afficher',
  allTexts: ' tous les textes',
  onlyWork: ' seulement ce qui reste à faire',
  saveTranslation: 'Enregistrer la traduction',
  saveLanguage: (language) => `Enregistrer la traduction en ${language}`,
  sourceNotSaved: (source) =>
    `Cette page a des modifications non enregistrées\u00a0: le texte en ${source} affiché ici est la version enregistrée. Enregistrez la page pour traduire son nouveau texte en ${source}.`,
  keptRegion: 'Traductions non enregistrées gardées dans ce navigateur',
  conflictRegion: 'La traduction a changé depuis que vous l’avez ouverte',
  fileMistakes: 'Erreurs dans le fichier de traduction',
  texts: 'Textes',
  reading: 'Lecture des textes…',
  notRead: 'Les textes n’ont pas pu être lus.',
  summaryDone: (done, total, language) => `${done} sur ${total} texte${sFr(total)} en ${language}`,
  summaryMissing: (count) => `${count} à traduire`,
  summaryStale: (count, source) => `${count} modifié${sFr(count)} en ${source} depuis la traduction`,
  summaryUnchecked: (count) => `${count} à vérifier`,
  fileProblem: (file, line, message) => `${file}${line > 0 ? `, ligne ${line}` : ''}\u00a0: ${message}`,
  sourceBefore: (Source) => `${Source} au moment de la traduction`,
  sourceNow: (Source) => `${Source} aujourd’hui`,
  translationOf: (place) => `\u00a0: traduction de ${place}`,
  keepCount: 'Laissez {count} à l’endroit du nombre.',
  stateMissing: 'Pas encore traduit',
  suggested: (language) => `Le même texte est déjà traduit en ${language} sur une autre page du site\u00a0:`,
  useSuggestion: 'Reprendre cette traduction',
  stateCurrent: 'À jour',
  stateStale: (source, withoutHistory) =>
    `Le texte en ${source} a changé depuis la traduction${withoutHistory ? ' (le texte précédent n’est pas dans l’historique du site)' : ''}`,
  stateUnchecked: 'Pas encore vérifié',
  pendingMarked: ' · marqué comme à jour\u00a0: enregistrez pour le garder',
  pendingChanged: ' · modifié, pas encore enregistré',
  undo: 'Annuler',
  keepMine: 'Garder ma traduction',
  markChecked: 'Marquer comme vérifié',
  noTexts: 'Ce fichier n’a aucun texte à traduire.',
  nothingToDo: (language) => `Rien à faire\u00a0: tous les textes sont en ${language} et à jour. Choisissez «\u00a0tous les textes\u00a0» pour les voir.`,
  restore: 'Les restaurer',
  discard: 'Les supprimer',
  restoredSame: 'Vos textes non enregistrés sont de retour\u00a0: enregistrez-les quand vous le souhaitez.',
  restoredOver: 'Vos textes sont de retour, à la place de ceux enregistrés depuis\u00a0: vérifiez-les, puis enregistrez.',
  keptHeading: (count, language, when) => `Vous avez ${count} texte${sFr(count)} en ${language} non enregistré${sFr(count)} pour cette page (${when})`,
  keptSavedElsewhere: (language) =>
    `La traduction en ${language} a été enregistrée ailleurs depuis (par quelqu’un d’autre ou dans un autre onglet). Restaurer remet vos textes à leur place, par-dessus ceux enregistrés, pour que vous les vérifiiez avant d’enregistrer.`,
  saving: 'Enregistrement…',
  notSaved: (error) => `Non enregistré\u00a0: ${error ?? 'le serveur n’a pas répondu'}. Votre saisie est gardée dans ce navigateur.`,
  savedWithProblems: (count, language, problems, first) =>
    `${count} texte${sFr(count)} en ${language} enregistré${sFr(count)}, avec ${problems} problème${sFr(problems)}\u00a0: ${first}`,
  saved: (count, language) => `Enregistré\u00a0: ${count} texte${sFr(count)} en ${language}.`,
  reloadKeeping: 'Recharger en gardant ma saisie',
  reloaded: (language) => `La traduction en ${language} est rechargée, avec vos textes à leur place\u00a0: vérifiez-les, puis enregistrez.`,
  conflictHeading: (language) => `Quelqu’un d’autre a modifié la traduction en ${language} de cette page depuis que vous l’avez ouverte`,
  conflictText:
    'Rien n’a été enregistré, et votre saisie est gardée dans ce navigateur. Rechargez pour voir les modifications de l’autre personne\u00a0: vos textes restent à leur place, pour que vous les vérifiiez et les enregistriez à nouveau.',
  conflictStatus: 'Non enregistré\u00a0: la traduction a changé ailleurs.',
  item: (n) => `élément ${n}`,
  named: (name) => `«\u00a0${name}\u00a0»`,
  pluralFor: (numbers) => `pour ${numbers}`,
  andMore: (from) => `${from} et plus`,
  forFractions: (example) => `pour les fractions (${example}…)`,
  forOtherNumbers: 'pour les autres nombres',
};

export const TRANSLATE_TEXTS = { en, fr };
/** This page's texts, in its interface language. */
export const TRANSLATE_TEXT = textsIn(TRANSLATE_TEXTS);
