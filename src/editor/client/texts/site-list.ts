import { textsIn } from '../../../interface/language.ts';

/**
 * The site list's own texts (site-list.ts). A language named in a text (`language`, `source`) comes
 * already in the interface language, as said mid-sentence ("French", « français »).
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** French: 0 and 1 are singular. */
const pluralFr = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;

const en = {
  groups: { pages: 'Pages', industries: 'Industries', videos: 'Videos', catalogue: 'Catalogue', settings: 'Settings' },
  theSite: 'The site',
  findPage: 'Find a page',
  showFileNames: ' Show file names (advanced)',
  files: 'Files',
  translations: 'Translations',
  whatNeeds: (language: string) => `What needs ${language}`,
  /** The short badge of a file in a language: "12 missing · 2 stale". */
  missing: (count: number) => `${count} missing`,
  stale: (count: number) => `${count} stale`,
  toCheck: (count: number) => `${count} to check`,
  /** The same badge in words, for a screen reader. */
  saidMissing: (count: number) => `${plural(count, 'text', 'texts')} not translated`,
  saidStale: (count: number, source: string) => `${plural(count, 'text', 'texts')} changed in ${source} since`,
  saidToCheck: (count: number) => `${plural(count, 'text', 'texts')} not yet checked`,
  saidDone: 'all translated and up to date',
  saidBadge: (language: string, said: string) => `, ${language}: ${said}`,
  notSaved: 'not saved',
  nothingNeeds: (language: string) => `Nothing needs ${language}: every text is translated and up to date`,
  filesNeed: (count: number, language: string) => `${plural(count, 'file needs', 'files need')} ${language}`,
  noMatch: (amongLanguage: string | undefined) => `No page or file matches${amongLanguage ? ` among those that need ${amongLanguage}` : ''}`,
  shownOf: (shown: number, total: number) => `${shown} of ${total} shown`,
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  groups: { pages: 'Pages', industries: 'Secteurs', videos: 'Vidéos', catalogue: 'Catalogue', settings: 'Réglages' },
  theSite: 'Le site',
  findPage: 'Rechercher une page',
  showFileNames: ' Afficher les noms de fichiers (avancé)',
  files: 'Fichiers',
  translations: 'Traductions',
  whatNeeds: (language) => `Ce qui reste à traduire en ${language}`,
  missing: (count) => `${count} manquant${count <= 1 ? '' : 's'}`,
  stale: (count) => `${count} à revoir`,
  toCheck: (count) => `${count} à vérifier`,
  saidMissing: (count) => `${pluralFr(count, 'texte non traduit', 'textes non traduits')}`,
  saidStale: (count, source) => `${pluralFr(count, 'texte modifié', 'textes modifiés')} en ${source} depuis la traduction`,
  saidToCheck: (count) => `${pluralFr(count, 'texte', 'textes')} à vérifier`,
  saidDone: 'tout est traduit et à jour',
  saidBadge: (language, said) => `, ${language}\u00a0: ${said}`,
  notSaved: 'non enregistré',
  nothingNeeds: (language) => `Rien à traduire en ${language}\u00a0: tous les textes sont traduits et à jour`,
  filesNeed: (count, language) => `${pluralFr(count, 'fichier', 'fichiers')} à traduire en ${language}`,
  noMatch: (amongLanguage) => `Aucune page ni aucun fichier ne correspond${amongLanguage ? ` parmi ceux à traduire en ${amongLanguage}` : ''}`,
  shownOf: (shown, total) => `${shown} sur ${total} affiché${shown <= 1 ? '' : 's'}`,
};

export const SITE_LIST_TEXTS = { en, fr };
/** This page's texts, in its interface language. */
export const SITE_LIST_TEXT = textsIn(SITE_LIST_TEXTS);
