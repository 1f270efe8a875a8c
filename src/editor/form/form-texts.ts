import { textsIn } from '../../interface/language.ts';

/**
 * The Form view's own texts (form-view.ts, form-controls.ts, form-groups.ts, form-lists.ts, picker.ts) and
 * the YAML view's hover and completion (schema-assist.ts). A field's label (`label`, `list`) is the
 * schema's title or the field's name humanised, as it is: never translated here. English names one item
 * of a list by its singular (`one`: "Use case" of "Use cases", made in form-lists.ts); French cannot
 * make it from any word, so it names the list instead. Messages of the server (a problem's detail, its
 * hint) come as they are.
 */

/** Numbers as the interface language writes them: 1,500 or 1 500. */
const numberIn = (language: 'en' | 'fr') => (value: number) => new Intl.NumberFormat(language).format(value);
const n = numberIn('en');
const nFr = numberIn('fr');

/** The item of a list a nested list belongs to: ['useCases', 0, 'categories'] → the list "Use cases", its singular "Use case", item 1. */
export interface ListOwner {
  list: string;
  one: string;
  number: number;
}

/** English's article before a word: "an icon", "a use case". */
const article = (word: string) => (/^(?:[aeio]|u(?!s|ni))/i.test(word) ? 'an' : 'a');

const en = {
  // form-view.ts
  noSchema: (file: string) => `${file} has no schema: edit it in the YAML view.`,
  chooseFile: 'Choose a file.',
  unreadable: 'The YAML cannot be read as it is: fix it in the YAML view (see the problems), and the form comes back.',
  /** A problem's field, when the form finds no label for it. */
  thisField: 'This field',
  /** An empty field, named by its label (`label` undefined: none found), and what to do. */
  empty: (label: string | undefined, todo: string) => `${label ?? 'This field'} is empty: ${todo}.`,
  todoSentences: 'write one or two sentences',
  todoChoose: 'choose one in the list',
  todoFile: 'choose a file, or upload one',
  todoAdd: 'add one',
  todoWrite: (label: string | undefined) => (label === undefined ? 'write it' : `write the ${label.toLowerCase()}`),
  /** A problem of the server said by the form: its detail, and its hint when it is in a person's words. */
  problem: (detail: string, hint: string) => (hint ? `${detail}: ${hint}.` : `${detail}.`),
  /** What the preview shows in place of a required text still empty: "Title to write". */
  toWrite: (label: string) => `${label} to write`,

  // form-controls.ts, form-groups.ts
  editInYaml: (label: string) => `${label}: edit in the YAML view`,
  enumDefault: (value: string) => `(default: ${value})`,
  enumNone: '(none)',
  colourPicker: (label: string) => `${label}: colour picker`,
  chooseMedia: (kind: 'image' | 'video'): string => (kind === 'video' ? 'Choose or upload a video…' : 'Choose or upload a picture…'),
  chooseMediaFor: (label: string, kind: 'image' | 'video') => `${label}: choose or upload ${kind === 'video' ? 'a video' : 'a picture'}`,
  counter: (length: number, limit: number) => `${n(length)} / ${n(limit)}`,
  counterOver: (over: number, limit: number) => `${n(over)} ${over === 1 ? 'character' : 'characters'} too many: at most ${n(limit)}`,
  counterUnder: (length: number, limit: number) => `${n(length)} of ${n(limit)} characters`,
  noCategoryYet: 'Nothing matches: name a category above first.',
  advanced: (labels: string[]) => `Advanced: ${labels.map((label) => label.toLowerCase()).join(', ')}`,
  type: 'Type',
  notSet: (label: string) => `${label} (not set)`,

  // picker.ts
  nothingMatches: 'Nothing matches: try another word.',

  // form-lists.ts
  item: (number: number) => `Item ${number}`,
  /** The label of an item of a list: "Use case 2". */
  itemOf: (_list: string, one: string, number: number) => `${one} ${number}`,
  /** What the confirmation of a removal calls an item (page-dialogs.ts, askRemoveItem): "use case". */
  removedKind: (_list: string, one: string) => one.toLowerCase(),
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  drag: 'Drag to move (or use Move up and Move down)',
  kindToAdd: (list: string) => `Kind of item to add to ${list}`,
  template: (number: number) => `Template ${number}`,
  /** "Add a category". */
  add: (_list: string, one: string) => `Add ${article(one)} ${one.toLowerCase()}`,
  /** "Add a category to use case 1": an Add button inside an item. */
  addTo: (_list: string, one: string, owner: ListOwner) => `Add ${article(one)} ${one.toLowerCase()} to ${owner.one.toLowerCase()} ${owner.number}`,
  added: (template: string | undefined, list: string, number: number) => `Added ${template ? `a ${template}` : 'an item'} to ${list}, item ${number} of ${number}.`,
  atMost: (max: number) => ` At most ${n(max)}.`,
  moved: (title: string, up: boolean, to: number, count: number, list: string) => `Moved “${title}” ${up ? 'up' : 'down'}: now ${to} of ${count} in ${list}.`,
  removed: (title: string, list: string) => `Removed “${title}” from ${list}.`,
  undo: 'Undo',
  putBack: (title: string, list: string) => `Put “${title}” back in ${list}.`,

  // schema-assist.ts
  /** A field's schema title and description, in a hover or a completion's information. */
  described: (parts: string[]) => parts.join(': '),
  /** A hover: the field's name, then this. */
  hover: (text: string) => ` — ${text}`,
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  noSchema: (file: string) => `${file} n’a pas de schéma\u00a0: modifiez-le dans la vue YAML.`,
  chooseFile: 'Choisissez un fichier.',
  unreadable: 'Le YAML ne peut pas être lu en l’état\u00a0: corrigez-le dans la vue YAML (voir les problèmes) et le formulaire réapparaîtra.',
  thisField: 'Ce champ',
  empty: (label: string | undefined, todo: string) => (label ? `Le champ «\u00a0${label}\u00a0» est vide\u00a0: ${todo}.` : `Ce champ est vide\u00a0: ${todo}.`),
  todoSentences: 'écrivez une ou deux phrases',
  todoChoose: 'choisissez une valeur dans la liste',
  todoFile: 'choisissez un fichier ou importez-en un',
  todoAdd: 'ajoutez un élément',
  todoWrite: () => 'renseignez-le',
  problem: (detail: string, hint: string) => (hint ? `${detail}\u00a0: ${hint}.` : `${detail}.`),
  toWrite: (label) => `${label} à écrire`,

  editInYaml: (label: string) => `${label}\u00a0: à modifier dans la vue YAML`,
  enumDefault: (value: string) => `(par défaut\u00a0: ${value})`,
  enumNone: '(aucune valeur)',
  colourPicker: (label: string) => `${label}\u00a0: sélecteur de couleur`,
  chooseMedia: (kind: 'image' | 'video'): string => (kind === 'video' ? 'Choisir ou importer une vidéo…' : 'Choisir ou importer une image…'),
  chooseMediaFor: (label: string, kind: 'image' | 'video') => `${label}\u00a0: choisir ou importer ${kind === 'video' ? 'une vidéo' : 'une image'}`,
  counter: (length: number, limit: number) => `${nFr(length)} / ${nFr(limit)}`,
  counterOver: (over: number, limit: number) => `${nFr(over)} ${over <= 1 ? 'caractère' : 'caractères'} de trop\u00a0: ${nFr(limit)} au maximum`,
  counterUnder: (length: number, limit: number) => `${nFr(length)} ${length <= 1 ? 'caractère' : 'caractères'} sur ${nFr(limit)}`,
  noCategoryYet: 'Aucun résultat\u00a0: nommez d’abord une catégorie ci-dessus.',
  advanced: (labels: string[]) => `Avancé\u00a0: ${labels.map((label) => label.toLowerCase()).join(', ')}`,
  type: 'Type',
  notSet: (label: string) => `${label} (non renseigné)`,

  nothingMatches: 'Aucun résultat\u00a0: essayez un autre mot.',

  item: (number: number) => `Élément ${number}`,
  itemOf: (list: string, _one: string, number: number) => `${list}, élément ${number}`,
  removedKind: (list: string) => list,
  moveUp: 'Monter',
  moveDown: 'Descendre',
  remove: 'Retirer',
  drag: 'Glisser pour déplacer (ou utiliser Monter et Descendre)',
  kindToAdd: (list: string) => `Type d’élément à ajouter à «\u00a0${list}\u00a0»`,
  template: (number: number) => `Modèle ${number}`,
  add: (list: string) => `Ajouter à «\u00a0${list}\u00a0»`,
  addTo: (list: string, _one: string, owner: ListOwner) => `Ajouter à «\u00a0${list}\u00a0» (élément ${owner.number} de «\u00a0${owner.list}\u00a0»)`,
  added: (template: string | undefined, list: string, number: number) =>
    template ? `Ajout de «\u00a0${template}\u00a0» à «\u00a0${list}\u00a0»\u00a0: élément ${number} sur ${number}.` : `Élément ajouté à «\u00a0${list}\u00a0»\u00a0: ${number} sur ${number}.`,
  atMost: (max: number) => ` ${nFr(max)} au maximum.`,
  moved: (title: string, up: boolean, to: number, count: number, list: string) =>
    `Élément «\u00a0${title}\u00a0» déplacé vers le ${up ? 'haut' : 'bas'}\u00a0: position ${to} sur ${count} dans «\u00a0${list}\u00a0».`,
  removed: (title: string, list: string) => `Élément «\u00a0${title}\u00a0» retiré de «\u00a0${list}\u00a0».`,
  undo: 'Annuler',
  putBack: (title: string, list: string) => `Élément «\u00a0${title}\u00a0» remis dans «\u00a0${list}\u00a0».`,

  described: (parts: string[]) => parts.join('\u00a0: '),
  hover: (text: string) => ` — ${text}`,
};

export const FORM_TEXTS = { en, fr };
/** This page's texts, in its interface language. */
export const FORM_TEXT = textsIn(FORM_TEXTS);
