import type { InterfaceLanguage } from '../interface/language.ts';

/**
 * The words of a draft's changes as a person says them (src/studio/review-words.ts finds the changes; this
 * says them), in English and French of the same shape: a line missing in French fails the typecheck. A
 * change is a code with its values (`Said`), never an English sentence translated afterwards; the labels
 * it carries (`place`: "Hero › Title") are already in the interface language, taken from the schemas'
 * words as the Form view shows them (src/editor/form/schema-words.ts).
 */

export type MediaKind = 'image' | 'video';
type FileStatus = 'added' | 'modified' | 'deleted';

/** One change, by code, with what it names. A place is a field's labels from the file down ("Hero › Title"). */
export type Said =
  | { code: 'valueChanged'; place: string; before: string; after: string }
  | { code: 'valueSet'; place: string; value: string }
  | { code: 'valueCleared'; place: string; value: string }
  | { code: 'itemsAdded'; place: string; names: string[] }
  | { code: 'itemsRemoved'; place: string; names: string[] }
  | { code: 'itemsMoved'; place: string }
  | { code: 'mediaReplaced'; place: string }
  | { code: 'mediaAdded'; place: string }
  | { code: 'mediaRemoved'; place: string }
  | { code: 'newPage'; title: string }
  | { code: 'deletedPage'; title: string }
  /** `list`: the label of the industry's use cases ("Use cases"). */
  | { code: 'newIndustry'; name: string; list: string; count: number }
  | { code: 'deletedIndustry'; name: string; list: string; count: number }
  | { code: 'newList'; title: string; count: number }
  | { code: 'deletedList'; title: string }
  | { code: 'renamed'; from: string; to: string; fromRoute: string; toRoute: string; links: number; redirect: boolean }
  /** What a translation file's change does to the texts of its language (`language`: its code, `fr`). */
  | { code: 'translated'; language: string; translated: number; changed: number; removed: number; confirmed: number }
  | { code: 'translationDeleted'; language: string }
  | { code: 'outOfDate'; languages: string[]; place: string }
  | { code: 'newMedia'; file: string; kind: MediaKind }
  | { code: 'replacedMedia'; file: string; kind: MediaKind }
  | { code: 'deletedMedia'; file: string; kind: MediaKind }
  | { code: 'layoutOnly'; file: string }
  | { code: 'fileChanged'; file: string; status: FileStatus }
  | { code: 'unreadable'; file: string; status: FileStatus }
  | { code: 'more'; count: number };

export type SaidCode = Said['code'];
type Sayings = { [Code in SaidCode]: (said: Extract<Said, { code: Code }>) => string };

/** What a change's group is headed by: a page (its name and address), a named list or the site's settings (its schema's title), the media, the rest. */
export type Heading = { code: 'page'; title: string; route: string } | { code: 'named'; title: string } | { code: 'catalogue'; title: string; file: string } | { code: 'media' } | { code: 'other' };

export interface ChangeTexts {
  heading: (heading: Heading) => string;
  lines: Sayings;
}

/** The name of a site's language in the interface language, as a sentence starts it: "French", "Français". */
export function languageNameIn(code: string, language: InterfaceLanguage): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    // a code Intl does not know is said as it is
  }
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const MAX_NAMES = 5;

const enQuote = (text: string) => `'${text}'`;
const enNames = (names: string[]) => {
  const shown = names.slice(0, MAX_NAMES).map(enQuote).join(', ');
  return names.length > MAX_NAMES ? `${shown} and ${names.length - MAX_NAMES} more` : shown;
};
const enList = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
const enCount = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
const enMedia = (kind: MediaKind) => (kind === 'video' ? 'video' : 'picture');
const enStatus: Record<FileStatus, string> = { added: 'added', modified: 'changed', deleted: 'deleted' };
/** "Use cases" → "use case": one item of a list, said in a sentence. */
const enOne = (list: string) => {
  const lower = list.toLowerCase();
  if (/ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  return /(ss|us)$/.test(lower) ? lower : lower.replace(/s$/, '');
};

const en: ChangeTexts = {
  heading: (heading) => {
    switch (heading.code) {
      case 'page':
        return `${heading.title} (${heading.route})`;
      case 'named':
        return heading.title;
      case 'catalogue':
        return `${heading.title} (${heading.file})`;
      case 'media':
        return 'Pictures and videos';
      case 'other':
        return 'Other files';
    }
  },
  lines: {
    valueChanged: ({ place, before, after }) => `${place}: ${enQuote(before)} → ${enQuote(after)}`,
    valueSet: ({ place, value }) => `${place}: set to ${enQuote(value)}`,
    valueCleared: ({ place, value }) => `${place}: removed (was ${enQuote(value)})`,
    itemsAdded: ({ place, names }) => `${place}: ${names.length} added (${enNames(names)})`,
    itemsRemoved: ({ place, names }) => `${place}: ${names.length} removed (${enNames(names)})`,
    itemsMoved: ({ place }) => `${place}: order changed`,
    mediaReplaced: ({ place }) => `${place}: replaced`,
    mediaAdded: ({ place }) => `${place}: added`,
    mediaRemoved: ({ place }) => `${place}: removed`,
    newPage: ({ title }) => `New page: ${title}`,
    deletedPage: ({ title }) => `Deleted page: ${title}`,
    newIndustry: ({ name, list, count }) => `New industry: ${name} (${count} ${count === 1 ? enOne(list) : list.toLowerCase()})`,
    deletedIndustry: ({ name, list, count }) => `Deleted industry: ${name} (${count} ${count === 1 ? enOne(list) : list.toLowerCase()})`,
    newList: ({ title, count }) => `New list: ${title} (${enCount(count, 'entry', 'entries')})`,
    deletedList: ({ title }) => `Deleted list: ${title}`,
    renamed: ({ from, to, fromRoute, toRoute, links, redirect }) => {
      const also = [links > 0 ? `${enCount(links, 'link', 'links')} updated` : '', redirect ? 'the old address leads to the new one' : ''].filter(Boolean);
      // a page whose name stayed has only moved
      if (from === to) return `New address: ${fromRoute} → ${toRoute}${also.length > 0 ? ` (${also.join(', ')})` : ''}`;
      return `Renamed: ${from} → ${to} (${['address ' + fromRoute + ' → ' + toRoute, ...also].join(', ')})`;
    },
    translated: ({ language, translated, changed, removed, confirmed }) => {
      const parts = [
        [translated, 'translated'],
        [changed, 'changed'],
        [removed, 'removed'],
        [confirmed, 'marked up to date'],
      ].filter(([count]) => (count as number) > 0) as [number, string][];
      // the first count names what is counted: "3 texts translated, 1 changed"
      const said = parts.map(([count, what], index) => (index === 0 ? `${enCount(count, 'text', 'texts')} ${what}` : `${count} ${what}`));
      return `${languageNameIn(language, 'en')}: ${said.join(', ')}`;
    },
    translationDeleted: ({ language }) => `${languageNameIn(language, 'en')}: translation deleted`,
    outOfDate: ({ languages, place }) => {
      const names = enList(languages.map((code) => languageNameIn(code, 'en')));
      return languages.length === 1 ? `The ${names} translation of ${enQuote(place)} is now out of date` : `${names} translations of ${enQuote(place)} are now out of date`;
    },
    newMedia: ({ file, kind }) => `New ${enMedia(kind)}: ${file}`,
    replacedMedia: ({ file, kind }) => `Replaced ${enMedia(kind)}: ${file}`,
    deletedMedia: ({ file, kind }) => `Deleted ${enMedia(kind)}: ${file}`,
    layoutOnly: ({ file }) => `${file}: only its layout or comments changed`,
    fileChanged: ({ file, status }) => `File ${file} ${enStatus[status]}`,
    unreadable: ({ file, status }) => `File ${file} ${enStatus[status]} (it cannot be read as YAML: see the file changes)`,
    more: ({ count }) => `…and ${enCount(count, 'more change', 'more changes')}`,
  },
};

/** « … » with the no-break spaces French puts inside. */
const frQuote = (text: string) => `«\u00a0${text}\u00a0»`;
const frNames = (names: string[]) => {
  const shown = names.slice(0, MAX_NAMES).map(frQuote).join(', ');
  return names.length > MAX_NAMES ? `${shown} et ${names.length - MAX_NAMES} autres` : shown;
};
/** French: 0 and 1 are singular. */
const frCount = (count: number, one: string, other: string) => `${count} ${count <= 1 ? one : other}`;
const frMedia = (kind: MediaKind, image: string, video: string) => (kind === 'video' ? video : image);
const frStatus: Record<FileStatus, string> = { added: 'ajouté', modified: 'modifié', deleted: 'supprimé' };
/** "français" and "arabe" as French names them after « en »: « en français et en arabe ». */
const frIn = (codes: string[]) => {
  const names = codes.map((code) => `en ${languageNameIn(code, 'fr').toLocaleLowerCase('fr')}`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
};

const fr: ChangeTexts = {
  heading: (heading) => {
    switch (heading.code) {
      case 'page':
        return `${heading.title} (${heading.route})`;
      case 'named':
        return heading.title;
      case 'catalogue':
        return `${heading.title} (${heading.file})`;
      case 'media':
        return 'Images et vidéos';
      case 'other':
        return 'Autres fichiers';
    }
  },
  lines: {
    valueChanged: ({ place, before, after }) => `${place}\u00a0: ${frQuote(before)} → ${frQuote(after)}`,
    valueSet: ({ place, value }) => `${place}\u00a0: nouvelle valeur ${frQuote(value)}`,
    valueCleared: ({ place, value }) => `${place}\u00a0: valeur retirée (c’était ${frQuote(value)})`,
    itemsAdded: ({ place, names }) => `${place}\u00a0: ${frCount(names.length, 'ajout', 'ajouts')} (${frNames(names)})`,
    itemsRemoved: ({ place, names }) => `${place}\u00a0: ${frCount(names.length, 'suppression', 'suppressions')} (${frNames(names)})`,
    itemsMoved: ({ place }) => `${place}\u00a0: ordre modifié`,
    mediaReplaced: ({ place }) => `${place}\u00a0: fichier remplacé`,
    mediaAdded: ({ place }) => `${place}\u00a0: fichier ajouté`,
    mediaRemoved: ({ place }) => `${place}\u00a0: fichier retiré`,
    newPage: ({ title }) => `Nouvelle page\u00a0: ${title}`,
    deletedPage: ({ title }) => `Page supprimée\u00a0: ${title}`,
    newIndustry: ({ name, list, count }) => `Nouveau secteur\u00a0: ${name} (${list.toLocaleLowerCase('fr')}\u00a0: ${count})`,
    deletedIndustry: ({ name, list, count }) => `Secteur supprimé\u00a0: ${name} (${list.toLocaleLowerCase('fr')}\u00a0: ${count})`,
    newList: ({ title, count }) => `Nouvelle liste\u00a0: ${title} (${frCount(count, 'entrée', 'entrées')})`,
    deletedList: ({ title }) => `Liste supprimée\u00a0: ${title}`,
    renamed: ({ from, to, fromRoute, toRoute, links, redirect }) => {
      const also = [links > 0 ? `${frCount(links, 'lien mis', 'liens mis')} à jour` : '', redirect ? 'l’ancienne adresse mène à la nouvelle' : ''].filter(Boolean);
      if (from === to) return `Nouvelle adresse\u00a0: ${fromRoute} → ${toRoute}${also.length > 0 ? ` (${also.join(', ')})` : ''}`;
      return `Renommé\u00a0: ${from} → ${to} (${['adresse ' + fromRoute + ' → ' + toRoute, ...also].join(', ')})`;
    },
    translated: ({ language, translated, changed, removed, confirmed }) => {
      const parts = [
        [translated, 'traduit', 'traduits'],
        [changed, 'modifié', 'modifiés'],
        [removed, 'retiré', 'retirés'],
        [confirmed, 'marqué à jour', 'marqués à jour'],
      ].filter(([count]) => (count as number) > 0) as [number, string, string][];
      // the first count names what is counted: « 3 textes traduits, 1 modifié »
      const said = parts.map(([count, one, other], index) => (index === 0 ? `${frCount(count, 'texte', 'textes')} ${count <= 1 ? one : other}` : frCount(count, one, other)));
      return `${languageNameIn(language, 'fr')}\u00a0: ${said.join(', ')}`;
    },
    translationDeleted: ({ language }) => `${languageNameIn(language, 'fr')}\u00a0: traduction supprimée`,
    outOfDate: ({ languages, place }) =>
      languages.length === 1
        ? `La traduction ${frIn(languages)} de ${frQuote(place)} n’est plus à jour`
        : `Les traductions ${frIn(languages)} de ${frQuote(place)} ne sont plus à jour`,
    newMedia: ({ file, kind }) => `${frMedia(kind, 'Nouvelle image', 'Nouvelle vidéo')}\u00a0: ${file}`,
    replacedMedia: ({ file, kind }) => `${frMedia(kind, 'Image remplacée', 'Vidéo remplacée')}\u00a0: ${file}`,
    deletedMedia: ({ file, kind }) => `${frMedia(kind, 'Image supprimée', 'Vidéo supprimée')}\u00a0: ${file}`,
    layoutOnly: ({ file }) => `${file}\u00a0: seules la mise en forme ou les commentaires ont changé`,
    fileChanged: ({ file, status }) => `Fichier ${file} ${frStatus[status]}`,
    unreadable: ({ file, status }) => `Fichier ${file} ${frStatus[status]} (il ne peut pas être lu comme du YAML\u00a0: voir les modifications des fichiers)`,
    more: ({ count }) => `…et ${frCount(count, 'autre modification', 'autres modifications')}`,
  },
};

export const CHANGE_TEXTS: Record<InterfaceLanguage, ChangeTexts> = { en, fr };

/** A change in the words of `language`. */
export function sayChange(said: Said, language: InterfaceLanguage): string {
  const say = CHANGE_TEXTS[language].lines[said.code] as (said: Said) => string;
  return say(said);
}
