import { textsIn } from '../../../interface/language.ts';

/**
 * The media library's own texts (media/MediaLibrary.tsx, and the old media.ts until it goes): the dialog, the
 * upload's progress, a name taken, a picture's description, a file's facts. A file's name, the pages that use
 * it (named by the editor) and a message of the server come as they are.
 */

/** A file's size in words: "1.5 MB", "12 KB"; « 1,5 Mo », « 12 Ko ». */
function sizeIn(language: 'en' | 'fr', bytes: number): string {
  const [megabytes, kilobytes, space] = language === 'fr' ? ['Mo', 'Ko', '\u00a0'] : ['MB', 'KB', ' '];
  if (bytes >= 1024 * 1024) return `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)}${space}${megabytes}`;
  return `${new Intl.NumberFormat(language).format(Math.max(1, Math.round(bytes / 1024)))}${space}${kilobytes}`;
}

type Kind = 'image' | 'video';

const en = {
  size: (bytes: number) => sizeIn('en', bytes),
  sending: (file: string, size: string) => `Sending ${file} (${size})…`,
  serverAnswered: (status: number) => `The server answered ${status}.`,
  uploadFailed: (status: number) => `The upload failed (${status}).`,
  uploaded: 'Uploaded.',
  notFollowed: 'The video could not be followed.',
  videoReady: 'The video is ready: a light, muted loop with its poster.',
  preparing: (percent: number) => `Preparing the video for the web: ${percent} %`,
  search: 'Find a picture or a video by name',
  searchLabel: 'Find a file',
  progress: 'Upload progress',
  uploadNew: (kind: Kind) => `Upload a new ${kind === 'video' ? 'video' : 'picture'}…`,
  upload: 'Upload…',
  orDrop: ' or drop files here',
  files: 'Files',
  close: 'Close',
  chooseTitle: (kind: Kind) => `Choose a ${kind === 'video' ? 'video' : 'picture'}`,
  libraryTitle: 'Pictures and videos',
  seconds: (seconds: number) => `${seconds} s`,
  usedNowhere: 'used nowhere yet',
  usedOn: (places: string[]) => `used on ${places.join(', ')}`,
  choose: 'Choose',
  chooseFile: (name: string) => `Choose ${name}`,
  noFileYet: 'No file yet: upload one above.',
  noFileMatches: 'No file matches: try another word.',
  notUploaded: (message: string) => `Not uploaded: ${message}`,
  loading: 'Loading the pictures and videos…',
  listFailed: (message: string) => `The pictures and videos could not be listed: ${message}`,
  serverUnreachable: 'The server could not be reached: check the connection, then try again.',
  nameTakenBy: (kind: Kind, name: string) => `There is already a ${kind === 'video' ? 'video' : 'picture'} named ${name}.`,
  replaceEverywhere: 'Replace it everywhere',
  replaceHelp: (name: string, places: string[]) =>
    places.length === 0 ? `Replace it everywhere: the new file takes the place of ${name}, which no page shows yet.` : `Replace it everywhere: the new file takes the place of ${name} on ${places.join(', ')}.`,
  keepBoth: 'Keep both',
  keepBothHelp: (suggestion: string) => `Keep both: the new file is named ${suggestion}, and the pages keep the old one.`,
  replaced: (name: string) => `Replaced: every page that showed ${name} shows the new file.`,
  describeLabel: 'What does the picture show?',
  describeHelp: 'Screen readers read this to people who cannot see the picture. Say what it shows, in a sentence.',
  usePicture: 'Use this picture',
  cancel: 'Cancel',
};

/** The same texts in French: a text missing here fails the typecheck. */
const fr: typeof en = {
  size: (bytes: number) => sizeIn('fr', bytes),
  sending: (file: string, size: string) => `Envoi de ${file} (${size})…`,
  serverAnswered: (status: number) => `Le serveur a répondu par une erreur ${status}.`,
  uploadFailed: (status: number) => `L’import a échoué (${status}).`,
  uploaded: 'Fichier importé.',
  notFollowed: 'Impossible de suivre la préparation de la vidéo.',
  videoReady: 'La vidéo est prête\u00a0: une boucle légère et sans son, avec son image d’affiche.',
  preparing: (percent: number) => `Préparation de la vidéo pour le web\u00a0: ${percent}\u00a0%`,
  search: 'Rechercher une image ou une vidéo par son nom',
  searchLabel: 'Rechercher un fichier',
  progress: 'Progression de l’import',
  uploadNew: (kind: Kind) => `Importer une nouvelle ${kind === 'video' ? 'vidéo' : 'image'}…`,
  upload: 'Importer…',
  orDrop: ' ou glissez-déposez des fichiers ici',
  files: 'Fichiers',
  close: 'Fermer',
  chooseTitle: (kind: Kind) => `Choisir une ${kind === 'video' ? 'vidéo' : 'image'}`,
  libraryTitle: 'Images et vidéos',
  seconds: (seconds: number) => `${seconds}\u00a0s`,
  usedNowhere: 'utilisé nulle part pour l’instant',
  usedOn: (places: string[]) => `utilisé dans ${places.join(', ')}`,
  choose: 'Choisir',
  chooseFile: (name: string) => `Choisir ${name}`,
  noFileYet: 'Aucun fichier pour l’instant\u00a0: importez-en un ci-dessus.',
  noFileMatches: 'Aucun fichier ne correspond\u00a0: essayez un autre mot.',
  notUploaded: (message: string) => `Non importé\u00a0: ${message}`,
  loading: 'Chargement des images et vidéos…',
  listFailed: (message: string) => `Impossible d’afficher les images et vidéos\u00a0: ${message}`,
  serverUnreachable: 'Le serveur est injoignable\u00a0: vérifiez la connexion, puis réessayez.',
  nameTakenBy: (kind: Kind, name: string) => `Il y a déjà une ${kind === 'video' ? 'vidéo' : 'image'} nommée ${name}.`,
  replaceEverywhere: 'La remplacer partout',
  replaceHelp: (name: string, places: string[]) =>
    places.length === 0
      ? `La remplacer partout\u00a0: le nouveau fichier prend la place de ${name}, qu’aucune page ne montre encore.`
      : `La remplacer partout\u00a0: le nouveau fichier prend la place de ${name} dans ${places.join(', ')}.`,
  keepBoth: 'Garder les deux',
  keepBothHelp: (suggestion: string) => `Garder les deux\u00a0: le nouveau fichier est nommé ${suggestion}, et les pages gardent l’ancien.`,
  replaced: (name: string) => `Remplacé\u00a0: chaque page qui montrait ${name} montre le nouveau fichier.`,
  describeLabel: 'Que montre l’image\u00a0?',
  describeHelp: 'Les lecteurs d’écran lisent ce texte aux personnes qui ne voient pas l’image. Dites ce qu’elle montre, en une phrase.',
  usePicture: 'Utiliser cette image',
  cancel: 'Annuler',
};

export const MEDIA_TEXTS = { en, fr };
/** This page's texts, in its interface language. */
export const MEDIA_TEXT = textsIn(MEDIA_TEXTS);
