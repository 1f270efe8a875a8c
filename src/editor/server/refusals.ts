import type { InterfaceLanguage } from '../../interface/language.ts';
import { sentenceIn, type Sentence } from '../../interface/sentence.ts';

/**
 * What the editor's servers say to a person (src/editor/server/*.ts and the HTTP layer, src/http/http.ts):
 * refusals, and the sentences inside an answer a person reads (a page's name taken, a link in the way, an
 * upload that is not what its name says), in English and in French. A refusal takes a sentence function,
 * `new Refusal(413, (language) => REFUSALS[language].tooLarge(limit))`, which the host answers in the
 * request's language (languageOfRequest); a text inside an answer is picked with that language at once.
 * This file imports nothing of the servers, so that each of them (and src/http/http.ts) may import it.
 */

/** An error whose message a person reads, in their language: its `message` is the English one (for the logs). */
export class SaidError extends Error {
  constructor(readonly said: Sentence) {
    super(sentenceIn(said, 'en'));
    this.name = 'SaidError';
  }
}

/** What an error says in `language`: a SaidError's sentence, else its (English) message. */
export function errorIn(error: unknown, language: InterfaceLanguage): string {
  if (error instanceof SaidError) return sentenceIn(error.said, language);
  return error instanceof Error ? error.message : String(error);
}

/** The formats an upload may be, or be found to be (file-type's names), as a person names them. */
export type FormatId = 'jpg' | 'png' | 'webp' | 'avif' | 'svg' | 'mp4' | 'webm' | 'mov' | 'gif' | 'heic' | 'tif' | 'bmp' | 'mkv' | 'avi' | 'pdf' | 'zip';

/** What a request body's field is, for the sentences of a body that does not match its schema. */
export interface FieldNamed {
  /** The field's path ("path", "texts.0.at"), or "(the body)". */
  field: string;
  /** The schema's description of it ("the file's name"), when it has one. */
  description?: string;
}

/** "a PNG image", "an MP4 video": the article as the name is spoken. */
function article(noun: string): string {
  return /^(AVIF|SVG|MP4|AVI|MKV|HEIC|[aeiou])/i.test(noun) && !/^(HEIC|WebM|WebP)/.test(noun) ? 'an' : 'a';
}
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (name: string) => ({ name, a: `${article(name)} ${name}` });
/** `name` with its ending replaced. */
const withEnding = (name: string, ext: string) => `${name.replace(/\.[^.]+$/, '')}.${ext}`;

/** A number in French: a decimal comma ("0,5"). */
const frenchNumber = (value: number) => String(value).replace('.', ',');

const EN_TYPE_NAMES: Record<string, string> = { string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object' };
const FR_TYPE_NAMES: Record<string, string> = { string: 'du texte', number: 'un nombre', integer: 'un nombre entier', boolean: 'true ou false', array: 'une liste', object: 'un objet' };

/** The schemas' descriptions of their fields (src/editor/contract.ts, src/studio/contract.ts), in French; a field without one is named as it is. */
const FR_FIELD_NAMES: Record<string, string> = {
  "the file's name": 'le nom du fichier',
  "the file's text": 'le texte du fichier',
  'the hash of the text the editor opened': 'l’empreinte du texte ouvert dans l’éditeur',
  'the language': 'la langue',
  'the hash of the translation file the editor opened': 'l’empreinte du fichier de traduction ouvert dans l’éditeur',
  'the translated texts': 'les textes traduits',
  'the place of the text in the source': 'l’emplacement du texte dans la source',
  'the translated text': 'le texte traduit',
  "the page's new name": 'le nouveau nom de la page',
  'whether the links to the page go too': 'le choix de supprimer aussi les liens vers la page',
  "the media file's path": 'le chemin du fichier média',
  'the folder (images or videos)': 'le dossier (images ou videos)',
  'the job of the upload': 'la tâche de l’import',
  "the draft's title": 'le titre du brouillon',
  'the comment': 'le commentaire',
  'the texts to keep': 'les textes à garder',
  "a file's name": 'le nom d’un fichier',
  "a file's text": 'le texte d’un fichier',
  'the name': 'le nom',
  'the e-mail': 'l’adresse e-mail',
  'the password': 'le mot de passe',
  'the role': 'le rôle',
  'your current password': 'votre mot de passe actuel',
  'the new password': 'le nouveau mot de passe',
};

const enWhat = ({ field, description }: FieldNamed) => description ?? `"${field}"`;
const frWhat = ({ field, description }: FieldNamed) => (description && FR_FIELD_NAMES[description]) ?? `le champ «\u00a0${field}\u00a0»`;

const en = {
  // the HTTP layer (src/http/http.ts)
  /** Who may send a request that reads or changes something (requireSameOrigin's `who`). */
  editorPage: 'the editor page',
  studioPages: "the studio's own pages",
  originRefused: (origin: string, who: string) => `A request from ${origin} is refused: only ${who} may do this.`,
  originMissing: (who: string) => `A request without its origin is refused: only ${who} may do this.`,
  crossSite: (site: string, who: string) => `A ${site} request is refused: only ${who} may do this.`,
  /** A size limit of a request: "1 MB", "512 KB". */
  size: (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`),
  tooLarge: (limit: number) => `The request is larger than ${en.size(limit)}: nothing was saved.`,
  notJson: 'The request is not JSON.',
  notAnObject: 'The request is not a JSON object.',
  notTheFields: 'The request does not have the expected fields.',
  unknownField: (name: string) => `The request has a field "${name}" it should not have.`,
  missingField: (field: FieldNamed) => `${capital(enWhat(field))} is missing.`,
  fieldTooLong: (field: FieldNamed, max: number | undefined) => `${capital(enWhat(field))} is longer than ${max} characters.`,
  fieldEmpty: (field: FieldNamed) => `${capital(enWhat(field))} is empty.`,
  fieldType: (field: FieldNamed, type: string) => `${capital(enWhat(field))} must be ${EN_TYPE_NAMES[type] ?? type}.`,
  /** Any other mismatch, with the checker's own words ("must match pattern …"). */
  fieldInvalid: (field: FieldNamed, checker: string | undefined) => `${capital(enWhat(field))} ${checker ?? 'is not valid'}.`,

  // the dev server's editor host (dev-host.ts)
  pageTitle: 'Edit the site',
  notThisHost: (host: string) => `The editor answers on 127.0.0.1 or localhost only, not on "${host}".`,
  loopbackOnly: 'The editor answers on 127.0.0.1 or localhost only.',
  badToken: 'The editor token is missing or wrong: reload the editor page.',

  // the editor's API (api.ts, media-api.ts)
  noSuchRoute: (route: string) => `The editor has no "${route}".`,
  wrongMethod: (method: string | undefined, allowed: string) => `${method} is not allowed here: use ${allowed}.`,
  notPagesFolder: (folder: string) => `"${folder}" is not a folder of pages.`,
  changedMeanwhile: (file: string, done: 'renamed' | 'deleted') => `${file} changed since it was read: nothing was ${done}. Try again.`,
  /** A translation refused: the reason, as a sentence. */
  translationRefused: (reason: string) => `${reason}.`,

  // a file's path (files.ts's checkPath): the reason, without a full stop
  noFileNamed: 'no file named',
  notRelative: (file: string) => `${file}: only paths relative to the project, with forward slashes`,
  dotsInPath: (file: string) => `${file}: a path with "..", "." or an empty part is refused`,
  encodedPath: (file: string) => `${file}: a name with "%" is refused (an address-encoded name, such as %2e for "."): give the file's name as it is written`,
  hiddenInPath: (file: string) => `${file}: hidden files and folders (a name starting with ".", such as .git) are not the site's files and cannot be edited`,
  notEditable: (file: string, config: string, dirs: readonly string[], assets: string) =>
    `${file}: only ${config}, .yaml files under ${dirs.map((d) => `${d}/`).join(' and ')}, and images or videos under ${assets}/ can be edited`,
  notAFile: (file: string) => `${file}: not a file`,
  outOfProject: (file: string) => `${file}: it leads out of the project (a symbolic link?), so the editor does not touch it`,

  // pages (pages.ts): the file list's names, a new page's name, a rename, a delete
  siteSettings: 'Site settings: navigation, footer, colours, texts',
  contentTitles: {
    'content/guardrail-videos.yaml': 'Guardrail videos',
    'content/demo-videos.yaml': 'Demo videos',
    'content/technologies.yaml': 'Technologies',
    'content/tools.yaml': 'Tools and their logos',
    'content/category-styles.yaml': 'Category colours and icons',
  } as Record<string, string>,
  goneSince: (file: string) => `${file} is not there any more.`,
  noRouteToRename: (file: string) => `${file} has no route to rename.`,
  alreadyAt: (route: string) => `The page is already at ${route}.`,
  nameFirst: 'Give the page a name first.',
  noLetterOrDigit: (name: string) => `"${name}" has no letter or digit to make an address of: use a few words.`,
  needsALetter: (name: string) => `"${name}" needs at least one letter.`,
  routeTaken: (route: string, file: string) => `There is already a page at ${route} (${file}): choose another name, or open that page.`,
  fileTaken: (file: string) => `There is already a file ${file}: choose another name.`,
  linksToPage: (count: number, route: string) => `${count} link${count === 1 ? '' : 's'} of the site go${count === 1 ? 'es' : ''} to ${route}.`,
  linksNotInList: (route: string) => `Some links to ${route} are not in a list and cannot be removed for you: change them first.`,

  // translations (translations.ts): why a file cannot be translated, without a full stop
  isATranslation: (file: string) => `${file} is a translation: open its source to translate it`,
  notASiteLanguage: (code: string) => `"${code}" is not a language the site is translated into`,
  doesNotExist: (file: string) => `${file} does not exist`,
  hasMistakes: (file: string) => `${file} has mistakes: fix them before translating it`,

  // media (media-api.ts, media-checks.ts, media-prepare.ts)
  /** An upload's size limit: "25 MB", "0.5 MB". */
  megabytes: (bytes: number) => {
    const mb = bytes / 1024 / 1024;
    return `${Number.isInteger(mb) ? mb : mb.toFixed(mb < 10 ? 1 : 0)} MB`;
  },
  formats: {
    jpg: withArticle('JPEG image'),
    png: withArticle('PNG image'),
    webp: withArticle('WebP image'),
    avif: withArticle('AVIF image'),
    svg: withArticle('SVG drawing'),
    mp4: withArticle('MP4 video'),
    webm: withArticle('WebM video'),
    mov: withArticle('QuickTime (.mov) video'),
    gif: withArticle('GIF image'),
    heic: withArticle('HEIC photo (an iPhone format)'),
    tif: withArticle('TIFF image'),
    bmp: withArticle('BMP image'),
    mkv: withArticle('Matroska (.mkv) video'),
    avi: withArticle('AVI video'),
    pdf: withArticle('PDF document'),
    zip: withArticle('ZIP archive'),
  } as Record<FormatId, { name: string; a: string }>,
  /** A format the site does not name ("an EXE file"), with its article. */
  otherFormat: (ext: string) => withArticle(`${ext.toUpperCase()} file`).a,
  notMediaFile: (file: string, assets: string) => `${file}: only images and videos under ${assets}/ are media files.`,
  notInSite: (file: string) => `${file} is not in the site.`,
  notAMark: 'That is not a place in the site’s files: click a text or a picture of the preview.',
  noSuchJob: 'No upload of this site is being prepared under that job (it ended more than an hour ago, or the server restarted): upload the video again.',
  nameTaken: (name: string, suggestion: string) => `There is already a file named ${name} in this folder: nothing was replaced. Upload it as ${suggestion}, or choose another name.`,
  unsupported: (shown: string) => `${shown} is not a file the site can show: upload a photo or picture (.jpg, .png, .webp, .avif), a drawing (.svg) or a video (.mp4, .webm, .mov).`,
  videoInImages: (shown: string) => `${shown} is a video: videos go in the videos folder, not in images. Choose Videos and upload it again.`,
  noFfmpeg: (shown: string) => `${shown} cannot be checked: this server has no ffmpeg (Debian's ffmpeg package), which reads and prepares videos. Ask whoever runs it to install it, then upload the video again.`,
  leavesFolder: (shown: string, folder: string) => `${shown} cannot be stored under that name: it would leave ${folder}/.`,
  uploadTooLarge: (shown: string, limit: number, video: boolean) =>
    `${shown} is larger than ${en.megabytes(limit)}, the largest ${video ? 'video' : 'image'} the site takes: nothing was saved. ${video ? 'Shorten the video or export it at a lower quality' : 'Export it again at a smaller size (2000 to 4000 pixels wide is plenty)'}, then upload it again.`,
  notAForm: 'The upload is not a form holding a file (multipart/form-data): nothing was saved.',
  severalFiles: 'The upload holds several files: send one file at a time.',
  moreThanAFile: 'The upload holds more than a file: send the file alone.',
  malformed: 'The upload arrived incomplete or malformed: nothing was saved. Upload it again.',
  noFile: 'The upload holds no file: choose a file and upload it again.',
  notWhole: 'The upload could not be received whole: nothing was saved. Upload it again.',
  cutOff: 'The upload was cut off: nothing was saved.',
  /** How to make a file again in the format it should be. */
  redo: (expected: FormatId, video: boolean) => (video ? 'export it again from your video editor as MP4 (H.264)' : `open it in an image editor and export it again as ${en.formats[expected].name.replace(/ image$/, '')}`),
  unknownBytes: (shown: string, expected: FormatId, video: boolean) =>
    `${shown} is not ${en.formats[expected].a}: its bytes are no ${video ? 'video' : 'image'} the site knows (a damaged or unfinished file?). ${capital(en.redo(expected, video))}, then upload it again.`,
  /** A file whose bytes are another format (`found`, else file-type's `ext`): renamed to `proper` when the site takes that format. */
  otherBytes: (shown: string, found: { format?: FormatId; ext: string }, expected: FormatId, video: boolean, proper?: string) =>
    `${shown} is ${found.format ? en.formats[found.format].a : en.otherFormat(found.ext)}, not ${en.formats[expected].a}.${
      proper
        ? ` Rename it to ${withEnding(shown, proper)} and upload it again, or ${en.redo(expected, video)}.`
        : ` The site takes JPEG, PNG, WebP, AVIF and SVG images and MP4, WebM and MOV videos: ${en.redo(expected, video)}, then upload it again.`
    }`,
  svgNotText: (shown: string) => `${shown} is not an SVG drawing: it is not text (an SVG file is XML text). Export the drawing again as SVG, then upload it again.`,
  notSvg: (shown: string, why: string) => `${shown} is not an SVG drawing: ${why}. Export the drawing again as SVG, then upload it again.`,
  notWellFormed: 'it is not well-formed XML (a damaged file, or another kind of file named .svg)',
  outermostElement: (name: string, svgWithoutNamespace: boolean) => `its outermost element is <${name}>${svgWithoutNamespace ? ' without xmlns="http://www.w3.org/2000/svg"' : ', not <svg>'}`,
  unsafeSvg: (shown: string, findings: string[]) => {
    const named = findings.length > 5 ? [...findings.slice(0, 5), `${findings.length - 5} more`] : findings;
    return `${shown} holds what a picture on the site must not: ${named.join('; ')}. A drawing that runs a script or loads something from elsewhere could act in the visitor's name. Remove ${findings.length === 1 ? 'it' : 'them'} in your drawing program (or export it again as plain SVG, without scripts, interactivity or linked images), then upload it again.`;
  },
  // what an SVG must not hold (media-checks.ts's svgFindings)
  entity: 'an <!ENTITY> declaration (it can make the file expand or read other files)',
  element: (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} <${name}> element`,
  animationSets: (attribute: string, element: string) => `an animation that sets ${attribute}= (<${element}>)`,
  referenceInStyle: (url: string) => `a reference to ${url} (in a <style> element)`,
  /** An event handler; `element` when known. */
  handler: (attribute: string, element?: string) => `an ${attribute}= attribute (an event handler)${element ? ` on <${element}>` : ''}`,
  scriptAddress: (attribute: string, element?: string) => `a script address in ${attribute}=${element ? ` on <${element}>` : ''}`,
  reference: (url: string, attribute: string, element: string) => `a reference to ${url} (${attribute}= on <${element}>)`,
  unreadableImage: (shown: string, format: FormatId) => `${shown} looks like ${en.formats[format].a} but cannot be read (a damaged or unfinished file?). Open it in an image editor and export it again, then upload it again.`,
  unreadableVideo: (shown: string) => `${shown} holds no video that can be read (a damaged or unfinished export?). Export it again from your video editor as MP4 (H.264), then upload it again.`,
  loopFailed: (shown: string, why: string) => `${shown} could not be made into a background loop (${why}). Export it again from your video editor as MP4 (H.264), then upload it again.`,
  addedMeanwhile: (shown: string, name: string) => `While ${shown} was being prepared, a file named ${name} was added to the folder: nothing was replaced. Upload it again under another name.`,
  // a program the preparation runs (media-prepare.ts), without a full stop
  tookTooLong: (program: string, seconds: number) => `${program} took longer than ${seconds} s and was stopped`,
  programFailed: (program: string, last: string) => `${program} failed${last ? `: ${last}` : ''}`,
  loopTooHeavy: (megabytes: number, tries: number) => `the loop stayed over ${megabytes} MB after ${tries} tries`,
};

const frFormat = (name: string, a: string) => ({ name, a });

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  editorPage: 'la page de l’éditeur',
  studioPages: 'les pages du studio',
  originRefused: (origin, who) => `Une requête venant de ${origin} est refusée\u00a0: cette action n’est possible que depuis ${who}.`,
  originMissing: (who) => `Une requête sans origine est refusée\u00a0: cette action n’est possible que depuis ${who}.`,
  crossSite: (site, who) => `Une requête de type ${site} est refusée\u00a0: cette action n’est possible que depuis ${who}.`,
  size: (bytes) => (bytes >= 1024 * 1024 ? `${frenchNumber(bytes / 1024 / 1024)}\u00a0Mo` : `${Math.round(bytes / 1024)}\u00a0Ko`),
  tooLarge: (limit) => `La requête dépasse ${fr.size(limit)}\u00a0: rien n’a été enregistré.`,
  notJson: 'La requête n’est pas du JSON.',
  notAnObject: 'La requête n’est pas un objet JSON.',
  notTheFields: 'La requête n’a pas les champs attendus.',
  unknownField: (name) => `La requête contient un champ «\u00a0${name}\u00a0» qu’elle ne devrait pas avoir.`,
  missingField: (field) => `Il manque ${frWhat(field)}.`,
  fieldTooLong: (field, max) => `${capital(frWhat(field))} dépasse ${max} caractères.`,
  fieldEmpty: (field) => `${capital(frWhat(field))} est vide.`,
  fieldType: (field, type) => `Valeur attendue pour ${frWhat(field)}\u00a0: ${FR_TYPE_NAMES[type] ?? type}.`,
  fieldInvalid: (field) => `Valeur non valide pour ${frWhat(field)}.`,

  pageTitle: 'Modifier le site',
  notThisHost: (host) => `L’éditeur ne répond que sur 127.0.0.1 ou localhost, pas sur «\u00a0${host}\u00a0».`,
  loopbackOnly: 'L’éditeur ne répond que sur 127.0.0.1 ou localhost.',
  badToken: 'Le jeton de l’éditeur est absent ou incorrect\u00a0: rechargez la page de l’éditeur.',

  noSuchRoute: (route) => `L’éditeur ne connaît pas «\u00a0${route}\u00a0».`,
  wrongMethod: (method, allowed) => `La méthode ${method} n’est pas permise ici\u00a0: utilisez ${allowed}.`,
  notPagesFolder: (folder) => `«\u00a0${folder}\u00a0» n’est pas un dossier de pages.`,
  changedMeanwhile: (file, done) => `${file} a changé depuis sa lecture\u00a0: rien n’a été ${done === 'renamed' ? 'renommé' : 'supprimé'}. Réessayez.`,
  translationRefused: (reason) => `${reason}.`,

  noFileNamed: 'aucun fichier indiqué',
  notRelative: (file) => `${file}\u00a0: seuls les chemins relatifs au projet, avec des barres obliques (/), sont acceptés`,
  dotsInPath: (file) => `${file}\u00a0: un chemin contenant «\u00a0..\u00a0», «\u00a0.\u00a0» ou une partie vide est refusé`,
  encodedPath: (file) => `${file}\u00a0: un nom contenant «\u00a0%\u00a0» est refusé (un nom encodé pour une adresse, comme %2e pour «\u00a0.\u00a0»)\u00a0: donnez le nom du fichier tel qu’il s’écrit`,
  hiddenInPath: (file) => `${file}\u00a0: les fichiers et dossiers cachés (un nom commençant par «\u00a0.\u00a0», comme .git) ne font pas partie du site et ne peuvent pas être modifiés`,
  notEditable: (file, config, dirs, assets) =>
    `${file}\u00a0: seuls ${config}, les fichiers .yaml de ${dirs.map((d) => `${d}/`).join(' et ')}, et les images ou vidéos de ${assets}/ peuvent être modifiés`,
  notAFile: (file) => `${file}\u00a0: ce n’est pas un fichier`,
  outOfProject: (file) => `${file}\u00a0: il mène hors du projet (un lien symbolique\u00a0?), l’éditeur n’y touche donc pas`,

  siteSettings: 'Réglages du site\u00a0: navigation, pied de page, couleurs, textes',
  contentTitles: {
    'content/guardrail-videos.yaml': 'Vidéos des garde-fous',
    'content/demo-videos.yaml': 'Vidéos de démonstration',
    'content/technologies.yaml': 'Technologies',
    'content/tools.yaml': 'Outils et leurs logos',
    'content/category-styles.yaml': 'Couleurs et icônes des catégories',
  },
  goneSince: (file) => `${file} n’existe plus.`,
  noRouteToRename: (file) => `${file} n’a pas d’adresse à renommer.`,
  alreadyAt: (route) => `La page est déjà à l’adresse ${route}.`,
  nameFirst: 'Donnez d’abord un nom à la page.',
  noLetterOrDigit: (name) => `«\u00a0${name}\u00a0» ne contient ni lettre ni chiffre pour en faire une adresse\u00a0: utilisez quelques mots.`,
  needsALetter: (name) => `«\u00a0${name}\u00a0» doit contenir au moins une lettre.`,
  routeTaken: (route, file) => `Il y a déjà une page à l’adresse ${route} (${file})\u00a0: choisissez un autre nom, ou ouvrez cette page.`,
  fileTaken: (file) => `Le fichier ${file} existe déjà\u00a0: choisissez un autre nom.`,
  linksToPage: (count, route) => (count <= 1 ? `${count} lien du site mène à ${route}.` : `${count} liens du site mènent à ${route}.`),
  linksNotInList: (route) => `Certains liens vers ${route} ne sont pas dans une liste et ne peuvent pas être supprimés à votre place\u00a0: modifiez-les d’abord.`,

  isATranslation: (file) => `${file} est une traduction\u00a0: ouvrez son fichier source pour la traduire`,
  notASiteLanguage: (code) => `«\u00a0${code}\u00a0» n’est pas une langue dans laquelle le site est traduit`,
  doesNotExist: (file) => `${file} n’existe pas`,
  hasMistakes: (file) => `${file} contient des erreurs\u00a0: corrigez-les avant de le traduire`,

  megabytes: (bytes) => {
    const mb = bytes / 1024 / 1024;
    return `${frenchNumber(Number.isInteger(mb) ? mb : Number(mb.toFixed(mb < 10 ? 1 : 0)))}\u00a0Mo`;
  },
  formats: {
    jpg: frFormat('image JPEG', 'une image JPEG'),
    png: frFormat('image PNG', 'une image PNG'),
    webp: frFormat('image WebP', 'une image WebP'),
    avif: frFormat('image AVIF', 'une image AVIF'),
    svg: frFormat('dessin SVG', 'un dessin SVG'),
    mp4: frFormat('vidéo MP4', 'une vidéo MP4'),
    webm: frFormat('vidéo WebM', 'une vidéo WebM'),
    mov: frFormat('vidéo QuickTime (.mov)', 'une vidéo QuickTime (.mov)'),
    gif: frFormat('image GIF', 'une image GIF'),
    heic: frFormat('photo HEIC (un format d’iPhone)', 'une photo HEIC (un format d’iPhone)'),
    tif: frFormat('image TIFF', 'une image TIFF'),
    bmp: frFormat('image BMP', 'une image BMP'),
    mkv: frFormat('vidéo Matroska (.mkv)', 'une vidéo Matroska (.mkv)'),
    avi: frFormat('vidéo AVI', 'une vidéo AVI'),
    pdf: frFormat('document PDF', 'un document PDF'),
    zip: frFormat('archive ZIP', 'une archive ZIP'),
  },
  otherFormat: (ext) => `un fichier ${ext.toUpperCase()}`,
  notMediaFile: (file, assets) => `${file}\u00a0: seules les images et les vidéos de ${assets}/ sont des fichiers média.`,
  notInSite: (file) => `${file} n’est pas dans le site.`,
  notAMark: 'Ce n’est pas un endroit des fichiers du site\u00a0: cliquez sur un texte ou une image de l’aperçu.',
  noSuchJob: 'Aucun import de ce site n’est en préparation sous ce numéro (la préparation s’est terminée il y a plus d’une heure, ou le serveur a redémarré)\u00a0: importez la vidéo de nouveau.',
  nameTaken: (name, suggestion) => `Il y a déjà un fichier nommé ${name} dans ce dossier\u00a0: rien n’a été remplacé. Importez-le sous le nom ${suggestion}, ou choisissez un autre nom.`,
  unsupported: (shown) => `${shown} n’est pas un fichier que le site peut afficher\u00a0: importez une photo ou une image (.jpg, .png, .webp, .avif), un dessin (.svg) ou une vidéo (.mp4, .webm, .mov).`,
  videoInImages: (shown) => `${shown} est une vidéo\u00a0: les vidéos vont dans le dossier videos, pas dans images. Choisissez Vidéos et importez-la de nouveau.`,
  noFfmpeg: (shown) => `${shown} ne peut pas être vérifié\u00a0: ce serveur n’a pas ffmpeg (le paquet ffmpeg de Debian), qui lit et prépare les vidéos. Demandez à la personne qui gère le serveur de l’installer, puis importez la vidéo de nouveau.`,
  leavesFolder: (shown, folder) => `${shown} ne peut pas être enregistré sous ce nom\u00a0: il sortirait du dossier ${folder}/.`,
  uploadTooLarge: (shown, limit, video) =>
    `${shown} dépasse ${fr.megabytes(limit)}, la taille maximale ${video ? 'd’une vidéo' : 'd’une image'} sur le site\u00a0: rien n’a été enregistré. ${video ? 'Raccourcissez la vidéo ou exportez-la en qualité plus basse' : 'Exportez-la de nouveau en plus petit (2\u00a0000 à 4\u00a0000 pixels de large suffisent largement)'}, puis importez-la de nouveau.`,
  notAForm: 'L’envoi n’est pas un formulaire contenant un fichier (multipart/form-data)\u00a0: rien n’a été enregistré.',
  severalFiles: 'L’envoi contient plusieurs fichiers\u00a0: envoyez un fichier à la fois.',
  moreThanAFile: 'L’envoi contient autre chose qu’un fichier\u00a0: envoyez le fichier seul.',
  malformed: 'L’envoi est arrivé incomplet ou mal formé\u00a0: rien n’a été enregistré. Importez le fichier de nouveau.',
  noFile: 'L’envoi ne contient aucun fichier\u00a0: choisissez un fichier et importez-le de nouveau.',
  notWhole: 'L’envoi n’a pas pu être reçu en entier\u00a0: rien n’a été enregistré. Importez le fichier de nouveau.',
  cutOff: 'L’envoi a été interrompu\u00a0: rien n’a été enregistré.',
  redo: (expected, video) =>
    video ? 'exportez-le de nouveau depuis votre logiciel de montage en MP4 (H.264)' : `ouvrez-le dans un éditeur d’images et exportez-le de nouveau en ${fr.formats[expected].name.replace(/^image /, '')}`,
  unknownBytes: (shown, expected, video) =>
    `${shown} n’est pas ${fr.formats[expected].a}\u00a0: son contenu n’est pas ${video ? 'une vidéo' : 'une image'} que le site reconnaît (un fichier abîmé ou incomplet\u00a0?). ${capital(fr.redo(expected, video))}, puis importez-le de nouveau.`,
  otherBytes: (shown, found, expected, video, proper) =>
    `${shown} est ${found.format ? fr.formats[found.format].a : fr.otherFormat(found.ext)}, et non ${fr.formats[expected].a}.${
      proper
        ? ` Renommez-le en ${withEnding(shown, proper)} et importez-le de nouveau, ou ${fr.redo(expected, video)}.`
        : ` Le site accepte les images JPEG, PNG, WebP, AVIF et SVG et les vidéos MP4, WebM et MOV\u00a0: ${fr.redo(expected, video)}, puis importez-le de nouveau.`
    }`,
  svgNotText: (shown) => `${shown} n’est pas un dessin SVG\u00a0: ce n’est pas du texte (un fichier SVG est du texte XML). Exportez de nouveau le dessin en SVG, puis importez-le de nouveau.`,
  notSvg: (shown, why) => `${shown} n’est pas un dessin SVG\u00a0: ${why}. Exportez de nouveau le dessin en SVG, puis importez-le de nouveau.`,
  notWellFormed: 'ce n’est pas du XML bien formé (un fichier abîmé, ou un autre type de fichier nommé .svg)',
  outermostElement: (name, svgWithoutNamespace) => `son élément racine est <${name}>${svgWithoutNamespace ? ' sans xmlns="http://www.w3.org/2000/svg"' : ', et non <svg>'}`,
  unsafeSvg: (shown, findings) => {
    const more = findings.length - 5;
    const named = findings.length > 5 ? [...findings.slice(0, 5), more <= 1 ? `${more} autre élément` : `${more} autres éléments`] : findings;
    return `${shown} contient ce qu’une image du site ne doit pas contenir\u00a0: ${named.join('\u00a0; ')}. Un dessin qui exécute un script ou charge quelque chose depuis un autre site pourrait agir au nom du visiteur. Supprimez ${findings.length === 1 ? 'cet élément' : 'ces éléments'} dans votre logiciel de dessin (ou exportez de nouveau le dessin en SVG simple, sans scripts, interactivité ni images liées), puis importez-le de nouveau.`;
  },
  entity: 'une déclaration <!ENTITY> (elle peut faire gonfler le fichier ou lire d’autres fichiers)',
  element: (name) => `un élément <${name}>`,
  animationSets: (attribute, element) => `une animation qui définit ${attribute}= (<${element}>)`,
  referenceInStyle: (url) => `une référence à ${url} (dans un élément <style>)`,
  handler: (attribute, element) => `un attribut ${attribute}= (un gestionnaire d’événement)${element ? ` sur <${element}>` : ''}`,
  scriptAddress: (attribute, element) => `une adresse de script dans ${attribute}=${element ? ` sur <${element}>` : ''}`,
  reference: (url, attribute, element) => `une référence à ${url} (${attribute}= sur <${element}>)`,
  unreadableImage: (shown, format) => `${shown} ressemble à ${fr.formats[format].a} mais ne peut pas être lu (un fichier abîmé ou incomplet\u00a0?). Ouvrez-le dans un éditeur d’images et exportez-le de nouveau, puis importez-le de nouveau.`,
  unreadableVideo: (shown) => `${shown} ne contient aucune vidéo lisible (un export abîmé ou incomplet\u00a0?). Exportez-le de nouveau depuis votre logiciel de montage en MP4 (H.264), puis importez-le de nouveau.`,
  loopFailed: (shown, why) => `${shown} n’a pas pu être transformé en boucle d’arrière-plan (${why}). Exportez-le de nouveau depuis votre logiciel de montage en MP4 (H.264), puis importez-le de nouveau.`,
  addedMeanwhile: (shown, name) => `Pendant la préparation de ${shown}, un fichier nommé ${name} a été ajouté au dossier\u00a0: rien n’a été remplacé. Importez-le de nouveau sous un autre nom.`,
  tookTooLong: (program, seconds) => `${program} a pris plus de ${seconds}\u00a0s et a été arrêté`,
  programFailed: (program, last) => `${program} a échoué${last ? `\u00a0: ${last}` : ''}`,
  loopTooHeavy: (megabytes, tries) => `la boucle dépassait encore ${frenchNumber(megabytes)}\u00a0Mo après ${tries} essais`,
};

/** What the editor's servers say, in each interface language: `REFUSALS[languageOfRequest(req.headers)]`. */
export const REFUSALS = { en, fr };
