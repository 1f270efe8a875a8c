import { textsIn } from '../../../interface/language.ts';

/**
 * The texts of the editor's main screen (main.ts): its header, the open file's toolbar, the problems,
 * the preview, the dialogs that make, rename and delete a page (page-dialogs.ts), the buttons that add to
 * the site (templates.ts), the view tabs (view-switch.ts) and when a copy was kept (local-drafts.ts).
 * Messages from the server (`data.error`) come already in the interface language.
 */

const s = (count: number) => (count === 1 ? '' : 's');
/** French: 0 and 1 are singular. */
const sFr = (count: number) => (count <= 1 ? '' : 's');

const en = {
  /** The header's title when the host names none (meta edit-title). */
  editTitle: 'Edit the site',
  interfaceLanguage: 'Language of the editor',
  addToSite: 'Add to the site',
  picturesAndVideos: 'Pictures and videos',
  chooseAPage: 'Choose a page',
  welcome: 'Choose a page in the list, or add one with the buttons above.',
  save: 'Save',
  rename: 'Rename…',
  delete: 'Delete…',
  keptChanges: 'Unsaved changes kept in this browser',
  problems: 'Problems',
  changedSinceOpened: 'Changed since you opened it',
  preview: 'Preview',
  previewOfThePage: 'Preview of the page',
  previewOf: (route: string) => `Preview of ${route}`,
  viewForm: 'Form',
  viewYaml: 'YAML',
  viewTranslate: 'Translate',
  viewOfTheFile: 'View of the file',
  openPage: 'The open page',
  panes: 'Panes of the editor',
  panePages: 'Pages',
  paneEdit: 'Edit',
  panePreview: 'Preview',
  stillToFill: 'Still to fill:',
  previewPlaceholders: (count: number) => `The preview shows ${count} text${s(count)} still to write as “… to write”.`,
  yamlOfTheFile: 'YAML of the file',

  // the server
  serverAnswered: (status: number) => `The server answered ${status}.`,
  serverUnreachable: 'The server cannot be reached: check the connection. What you typed is kept in this browser.',
  serverDidNotAnswer: 'the server did not answer',
  checkFailed: 'The check failed',

  // a copy kept in this browser, offered back
  restoreMyChanges: 'Restore my changes',
  keepMyVersion: 'Keep my version',
  discardThem: 'Discard them',
  keepSavedVersion: 'Keep the saved version',
  changesBack: 'Your unsaved changes are back: save them when you are ready.',
  versionBack: 'Your version is back in the editor: saving it replaces the saved one.',
  /** `when`: whenKept's "today at 14:05", "24 Nov at 09:12". */
  keptHeading: (when: string) => `You have changes to this page from ${when} that were not saved`,
  keptOverNewer: (when: string) => `This page was saved by someone else (or in another tab) after your unsaved changes of ${when}`,
  savedVersion: 'saved version',
  yourVersion: 'your version',
  bothKept: 'Both are kept: the saved version is in the editor; yours differs like this:',
  /** whenKept: a copy kept today, at `time` ("14:05"). */
  keptToday: (time: string) => `today at ${time}`,
  /** whenKept: a copy kept another day (`date`: "24 Nov"). */
  keptOn: (date: string, time: string) => `${date} at ${time}`,

  // the problems
  noProblems: 'No problems',
  checking: 'Checking…',
  fieldsToFill: (count: number) => `${count} field${s(count)} still to fill`,
  problemsCount: (inPage: number, elsewhere: number, waiting: number) =>
    `Problems: ${inPage} in this page${elsewhere ? `, ${elsewhere} elsewhere in the site` : ''}${waiting > 0 ? ` (and ${waiting} field${s(waiting)} still to fill)` : ''}`,
  show: 'Show',
  previewNote: (inPage: boolean, count: number) =>
    `${inPage ? 'This page has' : 'The site has'} ${count} problem${s(count)}: the preview shows the last version without problems.`,
  notInFiles: (text: string) => `“${text}” is not a text of the site's files: it comes from the page's layout.`,
  pictureNotInFiles: 'This picture is not set in the site’s files.',

  // opening and saving
  couldNotOpen: (file: string) => `Could not open ${file}`,
  newPageNotSaved: 'New page: not saved yet. Save it to add it to the site; the preview shows it already.',
  saving: 'Saving…',
  notSaved: (reason: string) => `Not saved: ${reason}`,
  savedWithProblems: (count: number) => `Saved with ${count} problem${s(count)}: the site keeps the last version without problems until they are fixed.`,
  saved: 'Saved',
  conflictHeading: 'This page was changed and saved elsewhere since you opened it',
  conflictText: 'Your version was not saved, and it is kept in this browser. The difference between the saved version and yours:',
  conflictSaved: (path: string) => `${path} (saved)`,
  conflictYours: (path: string) => `${path} (yours)`,
  openSavedVersion: 'Open the saved version (yours is offered back above it)',
  keepEditingMine: 'Keep editing mine',
  notSavedChangedElsewhere: 'Not saved: the page changed elsewhere',

  // the buttons that add to the site (templates.ts)
  newIndustry: 'New industry',
  newGuardrailVideo: 'New guardrail video',
  newDemoVideo: 'New demo video',
  newUseCase: 'New use case',
  newCatalogueList: 'New catalogue list',
  openIndustryFirst: (template: string) => `${template}: open an industry page first`,
  noTemplate: (template: string) => `${template}: the schema has no template`,
  noList: (template: string, list: string) => `${template}: this page has no ${list} list`,

  // new pages, renaming, deleting
  nameOfIndustry: 'Name of the industry',
  nameOfList: 'Name of the list',
  nameOfPage: 'Name of the page',
  saveBeforeRename: 'Save the page first: renaming saves its new file.',
  renameHeading: (title: string) => `Rename “${title}”`,
  newName: 'New name',
  renameAction: 'Rename',
  renaming: 'Renaming…',
  notRenamed: (reason: string) => `Not renamed: ${reason}`,
  /** `others`: the other pages changed (by their names), whose links to the page follow it; `oldRoute`: its old address, which now leads to it. */
  renamed: (route: string, translations: number, others: string[], oldRoute?: string) => {
    const list = others.length < 2 ? others.join('') : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
    const moved = translations > 0 ? `; its ${translations === 1 ? 'translation moved' : `${translations} translations moved`} with it` : '';
    return `Renamed: the page is at ${route}${oldRoute ? ` (${oldRoute} leads to it)` : ''}${moved}${others.length > 0 ? `; the links to it on ${list} follow it` : ''}.`;
  },
  /** What the rename dialog says it will do: the old address is kept, leading to the new one. */
  renameLeadsTo: (from: string, to: string) => `${from} will lead to ${to}`,
  changeHeadings: (changes: readonly (readonly [string, string])[]) => `Change the heading too: ${changes.map(([from, to]) => `“${from}” becomes “${to}”`).join('; ')}`,
  /** The rename dialog, for a name that makes the page's own address again. */
  addressUnchanged: (route: string) => `The page is at ${route} already: choose a name that makes another address.`,
  notDeleted: (reason: string) => `Not deleted: ${reason}`,
  /** `links`: how many links to it went with it. */
  deleted: (title: string, links: number) => `Deleted “${title}”${links > 0 ? ` and ${links === 1 ? 'the link' : 'the links'} to it` : ''}.`,
  /** A file named by its title, in the words a person knows it by. */
  quotedTitle: (title: string) => `“${title}”`,

  // the dialogs (page-dialogs.ts)
  create: 'Create',
  cancel: 'Cancel',
  forExample: (example: string) => `For example: ${example}`,
  itsAddress: 'Its address: ',
  fileOfPlan: (path: string) => ` (file ${path})`,
  deleteHeading: (title: string, route: string | undefined) => `Delete “${title}”${route ? ` (${route})` : ''}?`,
  noLinksToPage: 'Nothing in the site links to this page. It goes with the next save of this draft; until it is published, the live site keeps it.',
  linksToPage: (count: number) => `${count} link${s(count)} of the site go${count === 1 ? 'es' : ''} to this page:`,
  linkOn: (place: string, value: string, removable: boolean) => `On ${place}: a link to ${value}${removable ? '' : ' (a link that is not in a list: change it first)'}`,
  linksBlockDelete: 'The page cannot be deleted while these links point to it: open those pages and change the links first.',
  keepThePage: 'Keep the page',
  deleteThePage: 'Delete the page',
  deleteWithLinks: (count: number) => `Delete the page and these ${count === 1 ? 'link' : `${count} links`}`,
  /** `what`: the kind of item, in lower case ("use case"). */
  removeItem: (what: string) => `Remove the ${what}`,
  keepIt: 'Keep it',
  removeHeading: (title: string) => `Remove “${title}”?`,
  removeNote: 'You can undo it right after, or leave it out of the draft by not saving.',
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  editTitle: 'Modifier le site',
  interfaceLanguage: 'Langue de l’éditeur',
  addToSite: 'Ajouter au site',
  picturesAndVideos: 'Images et vidéos',
  chooseAPage: 'Choisissez une page',
  welcome: 'Choisissez une page dans la liste, ou ajoutez-en une avec les boutons ci-dessus.',
  save: 'Enregistrer',
  rename: 'Renommer…',
  delete: 'Supprimer…',
  keptChanges: 'Modifications non enregistrées, conservées dans ce navigateur',
  problems: 'Problèmes',
  changedSinceOpened: 'Modifiée ailleurs depuis son ouverture',
  preview: 'Aperçu',
  previewOfThePage: 'Aperçu de la page',
  previewOf: (route) => `Aperçu de ${route}`,
  viewForm: 'Formulaire',
  viewYaml: 'YAML',
  viewTranslate: 'Traduire',
  viewOfTheFile: 'Affichage du fichier',
  openPage: 'La page ouverte',
  panes: 'Volets de l’éditeur',
  panePages: 'Pages',
  paneEdit: 'Modifier',
  panePreview: 'Aperçu',
  stillToFill: 'Encore à remplir\u00a0:',
  previewPlaceholders: (count) => `L’aperçu montre ${count} texte${sFr(count)} encore à écrire comme «\u00a0… à écrire\u00a0».`,
  yamlOfTheFile: 'YAML du fichier',

  serverAnswered: (status) => `Le serveur a répondu par une erreur ${status}.`,
  serverUnreachable: 'Le serveur est injoignable\u00a0: vérifiez la connexion. Ce que vous avez saisi est conservé dans ce navigateur.',
  serverDidNotAnswer: 'le serveur n’a pas répondu',
  checkFailed: 'La vérification a échoué',

  restoreMyChanges: 'Restaurer mes modifications',
  keepMyVersion: 'Garder ma version',
  discardThem: 'Les abandonner',
  keepSavedVersion: 'Garder la version enregistrée',
  changesBack: 'Vos modifications non enregistrées sont rétablies\u00a0: enregistrez-les quand vous le souhaitez.',
  versionBack: 'Votre version est rétablie dans l’éditeur\u00a0: l’enregistrer remplacera la version enregistrée.',
  keptHeading: (when) => `Vous avez des modifications de cette page, faites ${when}, qui n’ont pas été enregistrées`,
  keptOverNewer: (when) => `Cette page a été enregistrée par quelqu’un d’autre (ou dans un autre onglet) après vos modifications non enregistrées, faites ${when}`,
  savedVersion: 'version enregistrée',
  yourVersion: 'votre version',
  bothKept: 'Les deux sont conservées\u00a0: la version enregistrée est dans l’éditeur\u00a0; voici en quoi la vôtre diffère\u00a0:',
  keptToday: (time) => `aujourd’hui à ${time}`,
  keptOn: (date, time) => `le ${date} à ${time}`,

  noProblems: 'Aucun problème',
  checking: 'Vérification…',
  fieldsToFill: (count) => `${count} champ${sFr(count)} encore à remplir`,
  problemsCount: (inPage, elsewhere, waiting) =>
    `Problèmes\u00a0: ${inPage} dans cette page${elsewhere ? `, ${elsewhere} ailleurs dans le site` : ''}${waiting > 0 ? ` (et ${waiting} champ${sFr(waiting)} encore à remplir)` : ''}`,
  show: 'Afficher',
  previewNote: (inPage, count) =>
    `${inPage ? 'Cette page a' : 'Le site a'} ${count} problème${sFr(count)}\u00a0: l’aperçu montre la dernière version sans problème.`,
  notInFiles: (text) => `«\u00a0${text}\u00a0» n’est pas un texte des fichiers du site\u00a0: il vient de la mise en page.`,
  pictureNotInFiles: 'Cette image n’est pas définie dans les fichiers du site.',

  couldNotOpen: (file) => `Impossible d’ouvrir ${file}`,
  newPageNotSaved: 'Nouvelle page, pas encore enregistrée. Enregistrez-la pour l’ajouter au site\u00a0; l’aperçu l’affiche déjà.',
  saving: 'Enregistrement…',
  notSaved: (reason) => `Non enregistré\u00a0: ${reason}`,
  savedWithProblems: (count) =>
    `Enregistré avec ${count} problème${sFr(count)}\u00a0: le site garde la dernière version sans problème jusqu’à ce qu’${count <= 1 ? 'il soit corrigé' : 'ils soient corrigés'}.`,
  saved: 'Enregistré',
  conflictHeading: 'Cette page a été modifiée et enregistrée ailleurs depuis que vous l’avez ouverte',
  conflictText: 'Votre version n’a pas été enregistrée\u00a0; elle est conservée dans ce navigateur. La différence entre la version enregistrée et la vôtre\u00a0:',
  conflictSaved: (path) => `${path} (enregistrée)`,
  conflictYours: (path) => `${path} (la vôtre)`,
  openSavedVersion: 'Ouvrir la version enregistrée (la vôtre vous sera proposée au-dessus)',
  keepEditingMine: 'Continuer sur la mienne',
  notSavedChangedElsewhere: 'Non enregistré\u00a0: la page a été modifiée ailleurs',

  newIndustry: 'Nouveau secteur',
  newGuardrailVideo: 'Nouvelle vidéo garde-fous',
  newDemoVideo: 'Nouvelle vidéo de démo',
  newUseCase: 'Nouveau cas d’usage',
  newCatalogueList: 'Nouvelle liste du catalogue',
  openIndustryFirst: (template) => `${template}\u00a0: ouvrez d’abord la page d’un secteur`,
  noTemplate: (template) => `${template}\u00a0: le schéma ne propose pas de modèle`,
  noList: (template, list) => `${template}\u00a0: cette page n’a pas de liste ${list}`,

  nameOfIndustry: 'Nom du secteur',
  nameOfList: 'Nom de la liste',
  nameOfPage: 'Nom de la page',
  saveBeforeRename: 'Enregistrez d’abord la page\u00a0: le renommage enregistre son nouveau fichier.',
  renameHeading: (title) => `Renommer «\u00a0${title}\u00a0»`,
  newName: 'Nouveau nom',
  renameAction: 'Renommer',
  renaming: 'Renommage…',
  notRenamed: (reason) => `Page non renommée\u00a0: ${reason}`,
  renamed: (route, translations, others, oldRoute) => {
    const list = others.length < 2 ? others.join('') : `${others.slice(0, -1).join(', ')} et ${others.at(-1)}`;
    const moved = translations > 0 ? `\u00a0; ${translations === 1 ? 'sa traduction a suivi' : `ses ${translations} traductions ont suivi`}` : '';
    return `Page renommée\u00a0: son adresse est ${route}${oldRoute ? ` (${oldRoute} y mène)` : ''}${moved}${others.length > 0 ? `\u00a0; les liens qui y mènent depuis ${list} ont suivi` : ''}.`;
  },
  renameLeadsTo: (from, to) => `${from} mènera à ${to}`,
  changeHeadings: (changes) => `Changer aussi le titre\u00a0: ${changes.map(([from, to]) => `«\u00a0${from}\u00a0» devient «\u00a0${to}\u00a0»`).join('\u00a0; ')}`,
  addressUnchanged: (route) => `La page est déjà à l’adresse ${route}\u00a0: choisissez un nom qui donne une autre adresse.`,
  notDeleted: (reason) => `Page non supprimée\u00a0: ${reason}`,
  deleted: (title, links) => `Page «\u00a0${title}\u00a0» supprimée${links > 0 ? `, ainsi que ${links === 1 ? 'le lien qui y menait' : 'les liens qui y menaient'}` : ''}.`,
  quotedTitle: (title) => `«\u00a0${title}\u00a0»`,

  create: 'Créer',
  cancel: 'Annuler',
  forExample: (example) => `Par exemple\u00a0: ${example}`,
  itsAddress: 'Son adresse\u00a0: ',
  fileOfPlan: (path) => ` (fichier ${path})`,
  deleteHeading: (title, route) => `Supprimer «\u00a0${title}\u00a0»${route ? ` (${route})` : ''}\u00a0?`,
  noLinksToPage:
    'Aucun lien du site ne mène à cette page. Elle disparaîtra au prochain enregistrement de ce brouillon\u00a0; tant qu’il n’est pas publié, le site en ligne la conserve.',
  linksToPage: (count) => `${count} lien${sFr(count)} du site mène${count <= 1 ? '' : 'nt'} à cette page\u00a0:`,
  linkOn: (place, value, removable) => `Sur ${place}\u00a0: un lien vers ${value}${removable ? '' : ' (un lien hors d’une liste\u00a0: modifiez-le d’abord)'}`,
  linksBlockDelete: 'La page ne peut pas être supprimée tant que ces liens y mènent\u00a0: ouvrez ces pages et modifiez d’abord les liens.',
  keepThePage: 'Garder la page',
  deleteThePage: 'Supprimer la page',
  deleteWithLinks: (count) => (count <= 1 ? 'Supprimer la page et ce lien' : `Supprimer la page et ces ${count} liens`),
  // the kind of item comes in English from the schema's labels, and its gender is not known: not named here
  removeItem: () => 'Retirer cet élément',
  keepIt: 'Garder',
  removeHeading: (title) => `Retirer «\u00a0${title}\u00a0»\u00a0?`,
  removeNote: 'Vous pourrez l’annuler juste après, ou ne pas l’appliquer au brouillon en n’enregistrant pas.',
};

export const EDITOR_TEXTS = { en, fr };
/** This page's texts, in its interface language. */
export const EDITOR_TEXT = textsIn(EDITOR_TEXTS);
