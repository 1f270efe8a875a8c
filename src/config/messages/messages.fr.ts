import {
  lineRuns,
  MESSAGES,
  type Bound,
  type CategoryNumbers,
  type ColourFault,
  type ColourParts,
  type ColourPartsFault,
  type DurationFault,
  type EmailFault,
  type FieldName,
  type FileKind,
  fieldText,
  type FoundValue,
  isListEntry,
  type Join,
  type LineName,
  type KeptArgs,
  type MediaFormat,
  type MessageCode,
  type ObjectName,
  type PluralRule,
  type Reword,
  type SchemaRule,
  type Separator,
  type VideoFault,
  type YoutubeFault,
} from './messages.ts';
import { closest } from './suggest.ts';

/**
 * The problems of messages.ts in French, for a person whose editor is in French (problem-in.ts says a
 * problem again from its code and the arguments it kept, `Said.args`). One definition per code, with the
 * same arguments: a code missing here, or read with other arguments, fails the typecheck. The hint joins
 * the message as the English definition says, with French spacing (« ; », « : »).
 *
 * The arguments are data (a field, a kind of value, what a problem is about, a reason, a plural rule), which
 * the helpers below word in French as messages.ts words them in English: nothing here reads English words
 * back. The site's own words (field names, values, file names, code to type) stay as they are; a schema's
 * own words (x-error, patternErrorMessage) are said by `schemaTextFr`.
 */
interface FrenchDefinition<Args> {
  /** A few words naming the mistake. */
  title: string;
  /** What is wrong. */
  message: (args: Args) => string;
  /** What to do; '' (or none) when there is nothing to add. */
  hint?: (args: Args) => string;
}

export type FrenchMessages = { [C in MessageCode]: FrenchDefinition<KeptArgs<C>> };

// ── French spacing and lists ─────────────────────────────────────────────────────────────────────

const NBSP = '\u00a0';

/** French spacing in words written here: a no-break space inside « » and for the space before : ; ? ! (never applied to a value put in them). */
function spaced(text: string): string {
  return text.replace(/« /g, `«${NBSP}`).replace(/ »/g, `${NBSP}»`).replace(/ ([:;?!])/g, `${NBSP}$1`);
}

/** A template whose own words get French spacing, its values put in as they are. */
function fr(parts: TemplateStringsArray, ...values: (string | number)[]): string {
  return parts.reduce((text, part, i) => text + spaced(part) + (i < values.length ? String(values[i]) : ''), '');
}

/** «\u00a0x\u00a0» */
export const quoted = (text: string | number): string => `«${NBSP}${text}${NBSP}»`;

/** The message, then the hint joined to it as the English definition says, with French spacing. */
export function joinHintFr(message: string, hint: string, join: Join = 'semicolon'): string {
  if (!hint) return message;
  switch (join) {
    case 'semicolon':
      return `${message}${NBSP}; ${hint}`;
    case 'colon':
      return `${message}${NBSP}: ${hint}`;
    case 'parentheses':
      return `${message} (${hint})`;
    case 'space':
      return `${message} ${hint}`;
  }
}

/** « a », « a ou b », « a, b ou c » (`ou`); « a, b et c » (`et`). */
export function listOfFr(items: string[], conjunction: 'et' | 'ou'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** « a, b ou c » */
export const orListFr = (items: string[]): string => listOfFr(items, 'ou');

/** « a, b et c » */
export const andListFr = (items: string[]): string => listOfFr(items, 'et');

/** The French plural rule: 0 and 1 are singular. */
const plural = (count: number, one: string, many: string) => (count <= 1 ? one : many);

/** « 1 espace », « 2 espaces » */
export const spaceCountFr = (n: number): string => `${n} ${plural(n, 'espace', 'espaces')}`;

/** « ligne 4 », « lignes 4 à 6 », « lignes 4, 5 et 8 » */
export function lineListFr(lines: number[]): string {
  if (lines.length === 1) return `ligne ${lines[0]}`;
  return `lignes ${andListFr(lineRuns(lines, (first, last) => `${first} à ${last}`))}`;
}

/** « de la ligne 4 », « des lignes 4 à 6 » (lineListFr after « de »). */
const ofLines = (lines: number[]) => (lines.length === 1 ? `de la ${lineListFr(lines)}` : `des ${lineListFr(lines)}`);

/** « la ligne 4 », « les lignes 4 à 6 » (lineListFr after its article). */
const theLines = (lines: number[]) => (lines.length === 1 ? `la ${lineListFr(lines)}` : `les ${lineListFr(lines)}`);

/** « une image PNG », « un dessin SVG », « un fichier MP4 »: the format's name with its article. */
export function articledFr(format: MediaFormat): string {
  switch (format.kind) {
    case 'image':
      return `une image ${format.name}`;
    case 'drawing':
      return `un dessin ${format.name}`;
    case 'movie':
      return `un film ${format.name}`;
    case 'file':
      return `un fichier ${format.name}`;
    case 'video':
      return 'une vidéo';
  }
}

/** « vouliez-vous dire « x » ? » when a close candidate exists, else ''. */
function didYouMeanFr(input: string, known: Iterable<string>): string {
  const match = closest(input, known);
  return match === undefined ? '' : meant(match);
}
const meant = (match: string) => fr`vouliez-vous dire ${quoted(match)} ?`;

/** A suggestion when one is close, else the list of what exists. */
const suggestOrListFr = (input: string, known: Iterable<string>, listIntro: string) => didYouMeanFr(input, known) || fr`${listIntro} : ${[...known].join(', ')}`;

// ── the data the checks put in the arguments ───────────────────────────────────────────

/** A field (messages.ts, FieldName): « title », « l’élément 1 de « actions » », « l’élément 2 », le fichier. */
export function fieldFr(field: FieldName): string {
  switch (field.kind) {
    case 'file':
      return 'le fichier';
    case 'value':
      return 'la valeur';
    case 'address':
      return 'l’adresse';
    case 'field':
      return field.items.reduce<string | undefined>((of, n) => (of === undefined ? `l’élément ${n}` : `l’élément ${n} de ${of}`), field.name === undefined ? undefined : quoted(field.name)) ?? '';
  }
}

/** How the YAML checks name a line: « cette ligne », « title », « a » et « b », l’entrée de liste « - … », le texte « … », le texte de « description ». */
export function namedFr(name: LineName): string {
  switch (name.kind) {
    case 'line':
      return 'cette ligne';
    case 'fields':
      return andListFr(name.keys.map(quoted));
    case 'entry':
      return `l’entrée de liste ${quoted(`- ${name.text}`)}`;
    case 'text':
      return `le texte ${quoted(name.text)}`;
    case 'text-of':
      return `le texte de ${quoted(name.key)}`;
  }
}

/** Whether a line's name is feminine in French (« cette ligne », « l’entrée »), for the agreement of what follows it. */
const feminine = (name: LineName) => name.kind === 'line' || name.kind === 'entry';

/** What a problem of a file's shape is about: « la page », « le bloc hero », site.config.yaml, « la liste « tools » », « cet élément », a field. */
export function objectFr(object: ObjectName): string {
  switch (object.kind) {
    case 'page':
      return 'la page';
    case 'site-config':
      return 'site.config.yaml';
    case 'collection':
      return `la liste ${quoted(object.name)}`;
    case 'catalogue-list':
      return 'la liste du catalogue';
    case 'this-item':
      return 'cet élément';
    case 'block':
      return `le bloc ${object.type}`;
    case 'field':
      return fieldFr(object.field);
  }
}

/** A value found in the YAML (a text, the number 10, a list, empty, true): « text », le nombre 10, une liste, vide. */
export function valueFr(value: FoundValue): string {
  switch (value.kind) {
    case 'empty':
      return 'vide';
    case 'text':
      return quoted(value.text);
    case 'number':
      return `le nombre ${value.number}`;
    case 'boolean':
      return `${value.value}`;
    case 'list':
      return 'une liste';
    case 'group':
      return 'un groupe de champs';
  }
}

/** « vaut « Hard » », « vaut 300 », « est vide », « est une liste »: a field's value, after its name. */
function isValueFr(value: FoundValue): string {
  if (value.kind === 'number') return `vaut ${value.number}`;
  if (value.kind === 'empty' || value.kind === 'list' || value.kind === 'group') return `est ${valueFr(value)}`;
  return `vaut ${valueFr(value)}`;
}

/** The kinds of value a schema's `type` names, in French (any other kind is said by its name). */
const VALUE_TYPES_FR: Record<string, string> = {
  string: 'du texte',
  number: 'un nombre',
  integer: 'un nombre entier',
  boolean: 'true ou false',
  array: 'une liste (des lignes qui commencent par « - »)',
  object: 'un groupe de champs (des lignes name: value)',
  null: 'vide',
};

/** ['string', 'number'] (JSON Schema types) → « du texte ou un nombre ». */
export function expectedFr(types: string[]): string {
  return types.map((type) => (VALUE_TYPES_FR[type] === undefined ? type : spaced(VALUE_TYPES_FR[type]))).join(' ou ');
}

/** A language's name in French, by its code: « anglais », « polonais » (the code itself when unknown). */
export function languageNameFr(code: string): string {
  try {
    return new Intl.DisplayNames(['fr'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** « l’anglais », « le polonais » */
const theLanguage = (code: string) => {
  const name = languageNameFr(code);
  return /^[aeiouyéèêh]/i.test(name) ? `l’${name}` : `le ${name}`;
};

/** The numbers of a plural category (plurals.ts): « 0, 2, 3… », « 1 000… », « les fractions comme 1,5 », « aucun nombre ». */
function numbersFr(numbers: CategoryNumbers): string {
  switch (numbers.kind) {
    case 'whole':
      return numbers.numbers.join(', ') + (numbers.more ? '…' : '');
    case 'large':
      return `${numbers.number.toLocaleString('fr')}…`;
    case 'fraction':
      return `les fractions comme ${String(numbers.number).replace('.', ',')}`;
    case 'none':
      return 'aucun nombre';
  }
}

/** « l’anglais utilise « one » pour 1 et « other » pour 0, 2, 3… », its language named by `code`. */
function pluralRuleFr(rule: PluralRule, code: string): string {
  const items = rule.categories.map(({ category, numbers }) => fr`${quoted(category)} pour ${numbersFr(numbers)}`);
  const joined = items.length < 3 ? items.join(' et ') : `${items.slice(0, -1).join(`${NBSP}; `)} et ${items.at(-1)}`;
  return `${theLanguage(code)} utilise ${joined}`;
}

/** « formulez chaque forme pour ses nombres », « formulez-la pour 2, 3, 4… »: what to reword in a plural form. */
const rewordFr = (reword: Reword): string => (reword.kind === 'each' ? 'formulez chaque forme pour ses nombres' : `formulez-la pour ${numbersFr(reword.numbers)}`);

/** The bounds of number-out-of-range, by the keyword broken. */
const BOUNDS: Record<Bound, string> = {
  minimum: 'supérieure ou égale à',
  maximum: 'inférieure ou égale à',
  exclusiveMinimum: 'strictement supérieure à',
  exclusiveMaximum: 'strictement inférieure à',
};

/** « 12,3 Mo » */
const megabytesFr = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}${NBSP}Mo`;

/** What makes a video unfit for a background (video-probe.ts), in French. */
function videoFaultFr(fault: VideoFault): string {
  switch (fault.kind) {
    case 'heavy':
      return `elle pèse ${megabytesFr(fault.bytes)} (une vidéo d’arrière-plan devrait rester sous ${megabytesFr(fault.maxBytes)})`;
    case 'large':
      return `elle fait ${fault.width}×${fault.height} (1920×1080 au plus suffisent)`;
    case 'codec':
      return `elle est encodée en ${fault.codec}, que tous les navigateurs ne lisent pas (H.264, VP9 ou AV1 le sont)`;
    case 'sound':
      return 'elle a une piste son, qu’un arrière-plan muet ne joue jamais';
  }
}

/** The parts a colour function takes (messages.ts, ColourParts). */
const COLOUR_PARTS: Record<ColourParts, string> = {
  rgb: 'le rouge, le vert et le bleu (de 0 à 255, ou en pourcentages)',
  hsl: 'une teinte, une saturation et une luminosité (par exemple hsl(252 100% 68%))',
  hwb: 'une teinte, une part de blanc et une part de noir',
  lab: 'une luminosité et deux axes',
  lch: 'une luminosité, une chroma et une teinte',
};

/** What is wrong with the parts of a colour function, in French. */
function colourPartsFaultFr(fault: ColourPartsFault): string {
  switch (fault.kind) {
    case 'slashes':
      return fr`elle contient plus d’un « / »`;
    case 'no-opacity':
      return fr`rien ne suit « / » (l’opacité, de 0 à 1)`;
    case 'count':
      return `elle a ${fault.count} ${plural(fault.count, 'valeur', 'valeurs')} au lieu de ${fault.expected}`;
    case 'hue':
      return `${quoted(fault.part)} n’est pas une teinte (un nombre ou un angle comme 252deg)`;
    case 'number':
      return `${quoted(fault.part)} n’est ni un nombre ni un pourcentage`;
    case 'opacity':
      return `${quoted(fault.part)} n’est pas une opacité (de 0 à 1, ou un pourcentage)`;
  }
}

/** Why a value is not a CSS colour (value-checks.ts), in French. */
function colourFaultFr(fault: ColourFault): string {
  switch (fault.kind) {
    case 'hex-digit':
      return `${quoted(fault.character)} n’est pas un chiffre hexadécimal (0–9, a–f)`;
    case 'hex-length':
      return `il a ${fault.digits} ${plural(fault.digits, 'chiffre hexadécimal', 'chiffres hexadécimaux')} après # (un code couleur en a 3, 4, 6 ou 8)`;
    case 'no-hash':
      return 'une couleur hexadécimale commence par #';
    case 'not-a-function':
      return `${fault.name}() n’est pas une fonction de couleur`;
    case 'parts':
      return fr`${fault.name}() prend ${COLOUR_PARTS[fault.parts]} : ${colourPartsFaultFr(fault.fault)}`;
    case 'not-a-name':
      return 'ce n’est pas un nom de couleur CSS';
    case 'not-a-colour':
      return 'ce n’est pas une couleur CSS';
  }
}

/** Why a value is not a duration of its form, in French. */
function durationFaultFr(fault: DurationFault): string {
  switch (fault.kind) {
    case 'seconds':
      return 'les secondes vont jusqu’à 59';
    case 'minutes-seconds':
      return 'une durée s’écrit minutes:secondes, par exemple 1:14';
    case 'time-to-go-live':
      return 'un délai de mise en service est un nombre et une unité (days, weeks ou months), écrit comme 3 weeks, ou une fourchette avec un tiret demi-cadratin, comme 8–10 weeks';
  }
}

/** Why a value is not a YouTube id, in French. */
function youtubeFaultFr(fault: YoutubeFault): string {
  switch (fault.kind) {
    case 'address':
      return fr`cette adresse ne contient pas d’id de vidéo (un id compte 11 caractères${fault.id === undefined ? '' : fr` ; ${quoted(fault.id)} en compte ${fault.id.length}`})`;
    case 'character':
      return `${quoted(fault.character)} ne peut pas faire partie d’un id YouTube (lettres, chiffres, - et _ uniquement)`;
    case 'length':
      return `un id YouTube compte 11 caractères, celui-ci en compte ${fault.length}`;
  }
}

/** Why a value is not an e-mail address, in French. */
function emailFaultFr(fault: EmailFault): string {
  switch (fault.kind) {
    case 'no-at':
      return 'elle n’a pas de @';
    case 'several-at':
      return 'elle a plus d’un @';
    case 'space':
      return 'elle contient une espace';
    case 'no-domain':
      return 'la partie après @ doit être un domaine avec un point, comme example.com';
    case 'characters':
      return 'elle contient des caractères qu’une adresse ne peut pas avoir';
    case 'incomplete':
      return 'l’adresse n’est pas complète';
  }
}

/** What an empty file of a kind needs, in French. */
const FILE_NEEDS: Record<FileKind, string> = {
  page: 'une page a besoin au minimum de route, title, description et blocks',
  'site-config': 'il contient la marque, la navigation, le pied de page, le thème et les messages du site',
  collection: 'une collection est une liste d’éléments, chacun avec son id',
  'catalogue-list': 'une liste du catalogue a besoin d’une catégorie et de lignes',
  translation: 'une traduction contient les textes de son fichier source, aux mêmes endroits',
};

/** Schema texts in French that the words file (schemas/interface.fr.yaml) holds: problem-in.ts passes them, when it has them. */
export type SchemaWording = (english: string) => string | undefined;

/**
 * A schema's own words (its x-error, a pattern's patternErrorMessage) in French: from the words file when it
 * has them, else as they are (a block's own schema, not yet translated).
 */
export function schemaTextFr(english: string, schemaWords?: SchemaWording): string {
  return schemaWords?.(english) ?? english;
}

/** A rule of a schema none of the messages words (messages.ts, SchemaRule), from its keyword and params: « doit être un multiple de 5 ». */
function ruleFr({ keyword, params, words }: SchemaRule): string {
  const count = (name: string) => Number(params[name]);
  switch (keyword) {
    case 'multipleOf':
      return `doit être un multiple de ${String(params.multipleOf)}`;
    case 'format':
      return `doit respecter le format ${quoted(String(params.format))}`;
    case 'maxProperties':
      return `ne doit pas avoir plus de ${count('limit')} ${plural(count('limit'), 'champ', 'champs')}`;
    case 'minProperties':
      return `doit avoir au moins ${count('limit')} ${plural(count('limit'), 'champ', 'champs')}`;
    case 'items':
    case 'additionalItems':
      return `ne doit pas avoir plus de ${count('limit')} ${plural(count('limit'), 'élément', 'éléments')}`;
    case 'contains': {
      const [min, max] = [count('minContains'), params.maxContains === undefined ? undefined : count('maxContains')];
      const valid = (n: number) => plural(n, 'élément valide', 'éléments valides');
      return max === undefined ? `doit contenir au moins ${min} ${valid(min)}` : `doit contenir au moins ${min} et au plus ${max} ${valid(max)}`;
    }
    case 'propertyNames':
      return 'a un nom de champ non valide';
    case 'oneOf':
      return 'doit correspondre à une seule des formes acceptées';
    default:
      // a rule the French does not know: ajv's English words, in parentheses
      return words === undefined ? 'n’est pas valide' : fr`n’est pas valide (${words})`;
  }
}

// ── the messages ──────────────────────────────────────────────────────────────────────────────

/** « n’est indenté », « est indentée »: the participle agreeing with a name. */
const agreed = (name: LineName, participle: string) => (feminine(name) ? `${participle}e` : participle);

/** « son voisin » (a field's sibling), « sa voisine » (a list entry's). */
const neighbour = (name: LineName) => (feminine(name) ? 'sa voisine' : 'son voisin');

/** The start of the line, or of lines from–to. */
const startOf = (from: number, to: number) => (from === to ? 'au début de la ligne' : `au début des lignes ${from} à ${to}`);

/** "translate a, b and 3 more in file" */
const pathsFr = (paths: string[], shown: number, others: (count: number) => string) =>
  `${paths.slice(0, shown).join(', ')}${paths.length > shown ? others(paths.length - shown) : ''}`;

export const MESSAGES_FR: FrenchMessages = {
  // ── the YAML itself ────────────────────────────────────────────────────────────────────────────
  'yaml-tab-indent': {
    title: 'Indentation par tabulation',
    message: ({ field }) => `${namedFr(field)} est ${agreed(field, 'indenté')} avec une tabulation`,
    hint: ({ spaces, sibling }) =>
      fr`YAML n’accepte que des espaces à cet endroit : ${spaces === 0 ? 'supprimez la tabulation' : `commencez la ligne par ${spaceCountFr(spaces)} au lieu de la tabulation`}` +
      (sibling ? (sibling.child ? `, un niveau plus à droite que ${namedFr(sibling.name)} à la ligne ${sibling.line}` : `, pour l’aligner sur ${namedFr(sibling.name)} à la ligne ${sibling.line}`) : ''),
  },
  'yaml-duplicate-key': {
    title: 'Champ en double',
    message: ({ key, firstLine }) =>
      key ? `${quoted(key)} est écrit deux fois au même endroit (la première fois à la ligne ${firstLine})` : 'le même champ est écrit deux fois au même endroit',
    hint: () => 'n’en gardez qu’un',
  },
  'yaml-missing-colon': {
    title: 'Deux-points manquant',
    message: ({ key }) => `${quoted(key)} n’est pas suivi de deux-points`,
    hint: ({ fixed }) => `écrivez ${quoted(fixed)}`,
  },
  'yaml-missing-space-after-colon': {
    title: 'Pas d’espace après les deux-points',
    message: ({ key }) => `il manque une espace après ${quoted(`${key}:`)}`,
    hint: ({ fixed }) => `écrivez ${quoted(fixed)}`,
  },
  'yaml-indented-deeper': {
    title: 'Indentation trop profonde',
    message: ({ field, by, sibling, siblingLine, intoText }) => {
      const name = namedFr(field);
      return (
        `${name} est ${agreed(field, 'indenté')} de ${spaceCountFr(by)} de plus que ${neighbour(field)} ${namedFr(sibling)} à la ligne ${siblingLine}` +
        (intoText ? `, si bien que YAML ${feminine(field) ? 'la' : 'le'} lit comme une partie du texte de ${quoted(intoText)}` : '')
      );
    },
    hint: ({ by, from, to }) => `supprimez ${spaceCountFr(by)} ${startOf(from, to)}`,
  },
  'yaml-indented-shallower': {
    title: 'Indentation insuffisante',
    message: ({ field, by, sibling, siblingLine, plural: several, group, text }) => {
      const name = namedFr(field);
      return (
        `${name} ${several ? 'sont indentés' : `est ${agreed(field, 'indenté')}`} de ${spaceCountFr(by)} de moins que ` +
        `${group ? `les champs de ${quoted(group)}, comme ` : text ? '' : `${neighbour(field)} `}${namedFr(sibling)} à la ligne ${siblingLine}`
      );
    },
    hint: ({ by, from, to }) => `ajoutez ${spaceCountFr(by)} ${startOf(from, to)}`,
  },
  'yaml-missing-dash': {
    title: 'Tiret de liste manquant',
    message: ({ field }) => fr`${namedFr(field)} commence une nouvelle entrée de liste, mais sans le tiret « - » devant`,
    hint: ({ fixed, dashCol, dashLine, following = [] }) =>
      `écrivez ${quoted(fixed)} avec le tiret à la colonne ${dashCol}${dashLine ? `, comme le tiret de la ligne ${dashLine}` : ''}` +
      (following.length > 0 ? `, et ajoutez 2 espaces au début ${ofLines(following)}` : ''),
  },
  'yaml-value-with-colon': {
    title: 'Deux-points dans une valeur',
    message: ({ field }) => fr`la valeur de ${quoted(field)} contient « : » suivi d’une espace, que YAML lit comme le début d’un autre champ`,
    hint: ({ fixed }) => fr`mettez la valeur entre guillemets : ${fixed}`,
  },
  'yaml-text-after-quote': {
    title: 'Texte après le guillemet fermant',
    message: ({ field }) => `la valeur de ${quoted(field)} continue après son guillemet fermant`,
    hint: ({ fixed }) => fr`mettez toute la valeur entre guillemets : ${fixed}`,
  },
  'yaml-unclosed-quote': {
    title: 'Guillemet non fermé',
    message: ({ field }) => (field ? `la valeur entre guillemets de ${quoted(field)} n’a pas de guillemet fermant` : 'un texte entre guillemets n’a pas son guillemet fermant'),
    hint: ({ fixed }) => (fixed ? fr`fermez-la sur la même ligne : ${fixed}` : ''),
  },
  'yaml-unclosed-bracket': {
    title: 'Crochet non fermé',
    message: ({ field, open }) => `${open === '[' ? 'la liste' : 'le groupe'} de ${quoted(field)} s’ouvre par ${quoted(open)} mais n’est pas ${open === '[' ? 'fermée' : 'fermé'}`,
    hint: ({ open, close, fixed }) => fr`fermez-${open === '[' ? 'la' : 'le'} par ${quoted(close)} : ${fixed}`,
  },
  'yaml-unknown-alias': {
    title: 'Alias inconnu',
    message: ({ name }) => `${quoted(`*${name}`)} répète une valeur marquée ${quoted(`&${name}`)}, mais aucune valeur au-dessus ne porte cette marque`,
    hint: ({ name }) => `marquez la valeur à répéter avec &${name} au-dessus de cette ligne, ou écrivez la valeur ici à la place de *${name}`,
  },
  'yaml-too-many-aliases': {
    title: 'Trop d’alias',
    message: () => 'ce fichier répète trop de fois des valeurs marquées (*nom)',
    hint: () => 'écrivez les valeurs en entier au lieu de les répéter avec * plus de 100 fois',
  },
  'yaml-missing-char': { title: 'Caractère manquant', message: ({ detail }) => `YAML attendait autre chose ici (${detail})` },
  'yaml-bad-indent': { title: 'Mauvaise indentation', message: ({ detail }) => `l’indentation ne s’aligne pas sur les lignes voisines (${detail})` },
  'yaml-syntax': { title: 'Erreur de syntaxe YAML', message: ({ detail }) => fr`erreur de syntaxe YAML : ${detail}` },
  'file-empty': { title: 'Fichier vide', message: () => 'ce fichier est vide', hint: ({ needs }) => (needs ? FILE_NEEDS[needs] : '') },
  'symbolic-link': {
    title: 'Lien à la place d’un fichier',
    message: ({ file }) => `${file} est un lien symbolique, pas un fichier ni un dossier du site`,
    hint: ({ file }) =>
      `le site ne lit que ses propres fichiers, pour que rien ne mène en dehors ni ne tourne en boucle. Supprimez le lien (git rm ${file}) et mettez à sa place une copie de ce vers quoi il pointait`,
  },
  'site-file-missing': { title: 'Fichier du site absent', message: ({ file, root }) => `${file} est absent de ${root}` },

  // ── a value against its schema ────────────────────────────────────────────────────────────────
  'missing-field': {
    title: 'Champ manquant',
    message: ({ object, field }) => `le champ obligatoire ${quoted(field)} manque dans ${objectFr(object)}`,
    hint: ({ why }) => (why ? schemaTextFr(why) : ''),
  },
  'unknown-field': {
    title: 'Champ inconnu',
    message: ({ field, object }) => `champ inconnu ${quoted(field)} dans ${objectFr(object)}`,
    hint: ({ field, allowed }) => suggestOrListFr(field, allowed, 'les champs autorisés ici sont'),
  },
  'empty-value': { title: 'Valeur vide', message: ({ field }) => `${fieldFr(field)} est vide`, hint: () => 'écrivez une valeur après les deux-points' },
  'wrong-type': {
    title: 'Mauvais type',
    message: ({ field, expected, actual }) => `${fieldFr(field)} devrait être ${expectedFr(expected)}, mais c’est ${valueFr(actual)}`,
  },
  'value-not-allowed': {
    title: 'Valeur non autorisée',
    message: ({ field, actual, allowed }) => fr`${fieldFr(field)} ${isValueFr(actual)}, qui ne fait pas partie des valeurs possibles : ${allowed.join(', ')}`,
    hint: ({ raw, allowed }) => didYouMeanFr(raw, allowed),
  },
  'value-must-be': { title: 'Mauvaise valeur imposée', message: ({ field, allowed }) => `${fieldFr(field)} doit valoir ${quoted(allowed)}` },
  'wrong-form': {
    title: 'Mauvaise forme',
    message: ({ field, actual, form, pattern }) => (form ? `${fieldFr(field)} ${isValueFr(actual)}` : `${fieldFr(field)} n’a pas la forme attendue (${pattern})`),
    hint: ({ form }) => (form ? schemaTextFr(form) : ''),
  },
  'empty-text': { title: 'Texte vide', message: ({ field }) => `${fieldFr(field)} est vide`, hint: () => 'écrivez un texte ou supprimez le champ' },
  'text-too-short': {
    title: 'Texte trop court',
    message: ({ field, limit }) => `${fieldFr(field)} doit compter au moins ${limit} ${plural(limit, 'caractère', 'caractères')}`,
  },
  'text-too-long': {
    title: 'Texte trop long',
    message: ({ field, length }) => `${fieldFr(field)} compte ${length} ${plural(length, 'caractère', 'caractères')}`,
    hint: ({ limit }) => `ne dépassez pas ${limit} ${plural(limit, 'caractère', 'caractères')}`,
  },
  'too-few-items': {
    title: 'Trop peu d’éléments',
    message: ({ field, limit }) => `${fieldFr(field)} doit avoir au moins ${limit} ${plural(limit, 'élément', 'éléments')}`,
  },
  'too-many-items': {
    title: 'Trop d’éléments',
    message: ({ field, count, limit }) => fr`${fieldFr(field)} a ${count} éléments ; le maximum autorisé est ${limit}`,
  },
  'listed-twice': {
    title: 'Élément cité deux fois',
    message: ({ field, item, first, second }) => `${fieldFr(field)} cite ${valueFr(item)} deux fois (éléments ${first} et ${second})`,
    hint: () => 'n’en gardez qu’un',
  },
  'number-out-of-range': {
    title: 'Nombre hors limites',
    message: ({ field, actual }) => `${fieldFr(field)} ${isValueFr(actual)}`,
    hint: ({ bound, limit }) => `la valeur doit être ${BOUNDS[bound]} ${limit}`,
  },
  'unknown-type': {
    title: 'Type inconnu',
    message: ({ of, type }) => (of === undefined ? `type de bloc inconnu ${quoted(type)}` : `type inconnu ${quoted(type)} pour ${fieldFr(of)}`),
    hint: ({ type, known }) => suggestOrListFr(type, known, 'les types disponibles sont'),
  },
  'type-missing': {
    title: 'Type manquant',
    message: ({ object, tag }) => `${objectFr(object)} n’a pas de ${quoted(tag)}`,
    hint: ({ known }) => fr`les types disponibles sont : ${known.join(', ')}`,
  },
  'fields-not-together': {
    title: 'Champs incompatibles',
    message: ({ object }) => fr`${objectFr(object)} :`,
    hint: ({ why }) => (why ? schemaTextFr(why) : 'cette combinaison de champs n’est pas autorisée'),
  },
  'field-needs-field': { title: 'Champ qui en demande un autre', message: ({ field, needs }) => `${quoted(field)} a aussi besoin de ${quoted(needs)}` },
  'needs-one-of': {
    title: 'Un champ parmi plusieurs requis',
    message: ({ object, fields }) => `${objectFr(object)} doit avoir au moins un des champs ${fields.map(quoted).join(', ')}`,
  },
  'no-accepted-form': { title: 'Aucune forme acceptée', message: ({ field }) => `${fieldFr(field)} ne correspond à aucune des formes acceptées` },
  'value-invalid': { title: 'Valeur non valide', message: ({ field, rule }) => `${fieldFr(field)} ${ruleFr(rule)}` },

  'entry-in-wrong-list': {
    title: 'Entrée dans la mauvaise liste',
    message: ({ looksLike, fields, here, list, home }) => {
      const group = looksLike === `"${home}"`;
      return (
        `cette entrée ressemble ${group ? `au contenu de ${quoted(home)}` : `à un élément de ${quoted(home)}`} (elle a ${fields.map(quoted).join(', ')}), ` +
        `pas ${here.startsWith('"') ? `au contenu de ${quoted(list)}` : `à un élément de ${quoted(list)}`}`
      );
    },
    hint: ({ looksLike, home, homeLine, lines }) =>
      fr`${looksLike === `"${home}"` ? 'ses champs vont' : 'ce type d’entrée va'} sous ${quoted(`${home}:`)}${homeLine ? ` (ligne ${homeLine})` : ''} : ` +
      `déplacez ${lines.length === 1 ? 'la' : 'les'} ${lineListFr(lines)} à cet endroit`,
  },

  // ── values checked by what they point at (the schemas' x- keywords) ──────────────────────────
  'route-form': {
    title: 'Route mal formée',
    message: ({ route }) =>
      fr`la route ${quoted(route)} doit commencer par « / » et ne contenir que des lettres, des chiffres, « - », « _ » et « / » (pas d’espace, pas de « / » à la fin)`,
    hint: ({ cleaned }) => `écrivez ${quoted(cleaned)}`,
  },
  'link-to-missing-page': {
    title: 'Lien vers une page absente',
    message: ({ link, route }) => fr`le lien ${quoted(link)} ne mène à aucune page : aucun fichier de pages/ n’a la route ${quoted(route)}`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'link-to-missing-section': {
    title: 'Lien vers une section absente',
    message: ({ link, route, anchor }) => fr`le lien ${quoted(link)} ne mène à aucune section : rien sur ${route} n’a l’id ${quoted(anchor)}`,
    hint: ({ route, anchor, near, ids }) =>
      near
        ? meant(`${route}#${near}`)
        : ids.length > 0
          ? fr`les sections de ${route} qui ont un id sont : ${ids.map((id) => `#${id}`).join(', ')}`
          : `ajoutez ${quoted(`id: ${anchor}`)} à la section de ${route} où il doit mener`,
  },
  'mailto-form': {
    title: 'Lien e-mail mal formé',
    message: ({ link, reason }) => fr`${quoted(link)} n’est pas un lien e-mail qu’un navigateur peut ouvrir : ${emailFaultFr(reason)}`,
    hint: ({ suggestion }) => (suggestion ? meant(suggestion) : 'écrivez mailto: suivi d’une adresse complète, comme mailto:hello@example.com'),
  },
  'link-form': {
    title: 'Lien mal formé',
    message: ({ link, space }) =>
      fr`${quoted(link)} n’est pas un lien valide : ${space ? 'une adresse web ne peut pas contenir d’espace' : spaced('utilisez une route de page qui commence par « / » ou une adresse web complète qui commence par https://')}`,
    hint: ({ suggestion }) => (suggestion ? meant(suggestion) : ''),
  },
  'asset-path-form': {
    title: 'Chemin de fichier mal formé',
    message: ({ path }) => fr`le chemin de fichier ${quoted(path)} doit commencer par « / »`,
    hint: () => 'un chemin dans public/, par exemple /assets/images/team.jpg',
  },
  'asset-outside-public': { title: 'Fichier hors de public/', message: ({ path }) => `le chemin de fichier ${quoted(path)} mène hors de public/` },
  'asset-missing': {
    title: 'Fichier absent',
    message: ({ path }) => `le fichier ${quoted(path)} n’existe pas`,
    hint: ({ path, near }) => `ajoutez-le sous public${path}${near ? `${NBSP}; ${meant(near)}` : ''}`,
  },
  'image-unreadable': {
    title: 'Image illisible',
    message: ({ path }) => fr`${quoted(path)} n’est pas une image que le site peut afficher : sa taille ne peut pas être lue dans le fichier`,
    hint: () => 'enregistrez-la de nouveau en .jpg, .png, .webp ou .svg (une photo en .jpg)',
  },
  'background-video-unfit': {
    title: 'Vidéo d’arrière-plan trop lourde',
    message: ({ path, faults }) => fr`la vidéo d’arrière-plan ${path} ralentirait la page : ${faults.map(videoFaultFr).join(`${NBSP}; `)}`,
    hint: ({ command }) => fr`exécutez ceci dans le dossier du projet, puis validez de nouveau : ${command}`,
  },
  'media-not-what-named': {
    title: 'Fichier qui n’est pas ce que dit son nom',
    message: ({ path, what, named, is }) =>
      what === 'background video'
        ? fr`la vidéo d’arrière-plan ${path} n’est pas un fichier vidéo (son contenu n’est pas ${articledFr(named)}${is ? fr` : c’est ${articledFr(is)}` : ''})`
        : `l’image ${path} ${is ? `est ${articledFr(is)}, et non ${articledFr(named)}` : `n’est pas ${articledFr(named)}`} (son contenu ne correspond pas à son nom)`,
    hint: ({ what, rename }) =>
      what === 'background video'
        ? 'exportez-la de nouveau depuis votre logiciel de montage, ou importez-la dans le studio, qui la prépare'
        : `${rename ? `renommez le fichier en ${rename} et écrivez ce nom ici, ou ` : ''}exportez-la de nouveau depuis votre logiciel d’images au format qu’indique son nom, ou importez-la dans le studio, qui la vérifie`,
  },
  'unknown-icon': {
    title: 'Icône inconnue',
    message: ({ name }) => `icône inconnue ${quoted(name)} (les icônes portent des noms Lucide, voir https://lucide.dev/icons)`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'unknown-logo': {
    title: 'Logo inconnu',
    message: ({ name }) => `logo inconnu ${quoted(name)} (les logos portent des identifiants Simple Icons, voir https://simpleicons.org)`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'collection-unavailable': { title: 'Collection indisponible', message: ({ collection }) => `la collection content/${collection}.yaml est absente ou non valide` },
  'unknown-item': {
    title: 'Élément de collection inconnu',
    message: ({ id, collection }) => `aucun élément de content/${collection}.yaml n’a l’id ${quoted(id)}`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'wrong-collection': {
    title: 'Mauvaise collection',
    message: ({ expected, actual }) => `ce bloc affiche la collection ${expected} (content/${expected}.yaml), et non ${quoted(actual)}`,
    hint: ({ expected }) => `écrivez ${expected}`,
  },

  'colour-form': {
    title: 'Couleur non valide',
    message: ({ field, value, reason }) => fr`${fieldFr(field)} vaut ${quoted(value)}, qu’un navigateur ne peut pas utiliser comme couleur : ${colourFaultFr(reason)}`,
    hint: ({ field, suggestion }) => {
      const key = isListEntry(field) ? '' : `${fieldText(field)}: `;
      return suggestion
        ? fr`vouliez-vous dire ${key}${suggestion} ?`
        : `écrivez un code couleur entre guillemets, comme ${key}"#8b6cff", ou rgb(139 108 255), hsl(255 100% 71%), un nom comme black`;
    },
  },
  'value-read-as-comment': {
    title: 'Valeur lue comme un commentaire',
    message: ({ field, rest }) => fr`${fieldFr(field)} est vide : YAML lit ${quoted(rest)} comme un commentaire, parce qu’il commence par #`,
    hint: ({ field, rest }) => fr`mettez la valeur entre guillemets : ${fieldText(field)}: "${rest}"`,
  },
  'duration-form': {
    title: 'Durée mal formée',
    message: ({ field, value, reason }) => fr`${fieldFr(field)} vaut ${quoted(value)} : ${durationFaultFr(reason)}`,
    hint: ({ suggestion, example }) => (suggestion ? `écrivez ${suggestion}` : example ? `écrivez un nombre et une unité, comme ${example}` : ''),
  },
  'youtube-address': {
    title: 'Adresse YouTube au lieu d’un id',
    message: ({ field }) => fr`${fieldFr(field)} est une adresse YouTube complète ; il ne prend que l’id de la vidéo`,
    hint: ({ field, id }) => `écrivez ${fieldText(field)}: ${id}`,
  },
  'youtube-id-form': {
    title: 'Id YouTube mal formé',
    message: ({ field, value, reason }) => fr`${fieldFr(field)} vaut ${quoted(value)} : ${youtubeFaultFr(reason)}`,
    hint: ({ address }) =>
      address
        ? 'copiez de nouveau l’adresse de la vidéo depuis YouTube (Partager), ou laissez le champ de côté tant que la vidéo n’est pas publiée'
        : 'l’id, ce sont les 11 caractères qui suivent v= dans l’adresse de la vidéo (laissez le champ de côté tant que la vidéo n’est pas publiée)',
  },
  'email-form': {
    title: 'Adresse e-mail non valide',
    message: ({ field, value, reason }) => fr`${fieldFr(field)} vaut ${quoted(value)}, qui n’est pas une adresse e-mail : ${emailFaultFr(reason)}`,
    hint: ({ suggestion }) => (suggestion ? fr`vouliez-vous dire ${suggestion} ?` : 'écrivez une adresse comme leads@example.com'),
  },

  // ── counted messages (src/config/schemas/plurals.ts) ──
  'plural-written-as-text': {
    title: 'Texte avec nombre écrit d’un seul tenant',
    message: ({ field, rule, languageCode }) =>
      fr`${quoted(field)} est un texte unique, mais un texte qui affiche un nombre a besoin d’une forme pour chaque sorte de nombre : ${pluralRuleFr(rule, languageCode)}`,
    hint: ({ write, withCount, reword }) => `écrivez ${write}${withCount ? '' : ', avec {count} à la place du nombre'}${reword ? `, puis ${rewordFr(reword)}` : ''}`,
  },
  'plural-form-missing': {
    title: 'Forme plurielle manquante',
    message: ({ field, category, languageCode, numbers }) => `${quoted(field)} n’a pas de forme ${quoted(category)}, que ${theLanguage(languageCode)} utilise pour ${numbersFr(numbers)}`,
    hint: ({ category, add, write, reword }) =>
      (add ? `ajoutez la ligne ${add.line} ${add.place === 'above' ? 'au-dessus de' : 'sous'} la ligne ${add.at}, indentée comme les autres formes` : write ? `écrivez ${write}` : `ajoutez ${category}: avec son texte, {count} à la place du nombre`) +
      (reword ? `, et ${rewordFr(reword)}` : ''),
  },
  'plural-form-unused': {
    title: 'Forme plurielle inutilisée',
    message: ({ category, languageCode, takenBy }) =>
      `${theLanguage(languageCode)} n’a pas de forme ${quoted(category)}${takenBy ? ` (${takenBy.number} prend la forme ${quoted(takenBy.category)})` : ''}, donc ce texte n’est jamais affiché`,
    hint: ({ lines, write }) => (lines ? `supprimez ${theLines(lines)}` : `écrivez ${write}`),
  },
  'plural-form-unknown': {
    title: 'Forme plurielle inconnue',
    message: ({ key, rule, languageCode }) => fr`${quoted(key)} n’est pas une forme de pluriel : ${pluralRuleFr(rule, languageCode)}`,
    hint: ({ meant: category, lines }) => (category ? meant(category) : lines ? `renommez-la en l’une de ces formes, ou supprimez ${theLines(lines)}` : ''),
  },
  'plural-form-missing-placeholder': {
    title: 'Variable manquante dans une forme',
    message: ({ field, category, missing }) => {
      const others = missing.filter((p) => p !== '{count}');
      return missing.includes('{count}')
        ? `la forme ${quoted(category)} de ${quoted(field)} n’a pas de {count}, donc elle n’afficherait pas le nombre${others.length > 0 ? ` (ni ${others.join(' ni ')}, que la forme ${quoted('other')} affiche)` : ''}`
        : `la forme ${quoted(category)} de ${quoted(field)} n’a pas ${andListFr(others)}, que la forme ${quoted('other')} affiche`;
    },
    hint: ({ missing, write, reword }) =>
      write
        ? `écrivez ${write}${reword ? `, et ${rewordFr(reword)}` : ''}`
        : missing.includes('{count}')
          ? 'écrivez {count} à la place du nombre'
          : `ajoutez ${andListFr(missing)} comme dans la forme ${quoted('other')}`,
  },

  // ── across files ──────────────────────────────────────────────────────────────────────────────
  'route-taken': {
    title: 'Route déjà prise',
    message: ({ route, owner }) => `la route ${quoted(route)} est déjà celle de ${owner}`,
    hint: ({ suggestion }) => `donnez à cette page sa propre route, par exemple route: ${suggestion} (ou supprimez ce fichier si c’est une copie)`,
  },
  'unknown-collection-file': {
    title: 'Collection inconnue',
    message: ({ name }) => `content/ n’a pas de collection nommée ${quoted(name)}`,
    hint: ({ name, known }) => suggestOrListFr(name, known, 'les collections sont'),
  },
  'id-twice-in-collection': {
    title: 'Id en double dans une collection',
    message: ({ keyField, key, file }) => `la valeur ${quoted(key)} du champ ${keyField} est utilisée deux fois dans ${file}`,
    hint: ({ keyField }) => `chaque valeur de ${keyField} doit être unique`,
  },
  'industry-key-taken': {
    title: 'Clé de secteur déjà prise',
    message: ({ key, owner }) => `la clé de secteur ${quoted(key)} est déjà utilisée par ${owner}`,
    hint: () => 'chaque secteur a besoin de sa propre clé',
  },
  'no-main-heading': {
    title: 'Pas de titre principal',
    message: () => 'la page n’a pas de titre principal',
    hint: ({ headlineTypes }) => `ajoutez un bloc ${orListFr(headlineTypes)} (en général en premier)`,
  },
  'second-main-heading': {
    title: 'Second titre principal',
    message: ({ first }) => `la page a déjà un titre principal dans le bloc ${first}`,
    hint: ({ headlineTypes }) => `n’utilisez qu’un seul bloc ${orListFr(headlineTypes)} par page`,
  },
  'industry-not-shown': {
    title: 'Secteur non affiché',
    message: ({ blockTypes }) => `la page a une section industry, mais aucun bloc ${orListFr(blockTypes)} pour l’afficher`,
    hint: ({ blockTypes }) => `ajoutez ${quoted(`- type: ${orListFr(blockTypes)}`)} à ses blocks`,
  },
  'industry-section-missing': {
    title: 'Section industry manquante',
    message: () => 'un bloc industry-categories a besoin d’une section industry dans sa page',
    hint: () => 'industry: avec key, categories et useCases',
  },
  'category-id-twice': { title: 'Id de catégorie en double', message: ({ id }) => `l’id de catégorie ${quoted(id)} est utilisé deux fois`, hint: () => 'chaque catégorie a besoin de son propre id' },
  'block-id-twice': {
    title: 'Id de bloc en double',
    message: ({ id, first }) => `l’id ${quoted(id)} est déjà celui du bloc ${first} de cette page`,
    hint: () => 'donnez à chaque bloc de la page son propre id\u00a0: ses traductions et les liens vers sa section le retrouvent par lui',
  },
  'use-case-id-twice': { title: 'Id de cas d’usage en double', message: ({ id }) => `l’id de cas d’usage ${quoted(id)} est utilisé deux fois`, hint: () => 'chaque cas d’usage a besoin de son propre id' },
  'unknown-category': {
    title: 'Catégorie inconnue',
    message: ({ id }) => `aucune catégorie du secteur de cette page n’a l’id ${quoted(id)}`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'form-field-twice': {
    title: 'Champ de formulaire en double',
    message: ({ form, field }) => `le formulaire ${form} a déjà un champ nommé ${quoted(field)}`,
    hint: () => 'chaque champ a besoin de son propre nom',
  },
  'not-found-route-missing': {
    title: 'Page introuvable absente',
    message: ({ route }) => `aucun fichier de pages/ n’a la route ${quoted(route)}`,
    hint: ({ near }) => (near ? meant(near) : ''),
  },
  'redirect-from-page': {
    title: 'Ancienne adresse occupée par une page',
    message: ({ from, page }) => fr`l’ancienne adresse ${quoted(from)} est la route de ${page} : les visiteurs voient cette page, donc cette redirection n’envoie jamais personne ailleurs`,
    hint: ({ page, lines }) => `supprimez ${theLines(lines)}, ou donnez une autre route à ${page}`,
  },
  'redirect-from-twice': {
    title: 'Ancienne adresse en double',
    message: ({ from, firstLine }) => `l’ancienne adresse ${quoted(from)} figure déjà à la ligne ${firstLine}`,
    hint: ({ lines }) => fr`supprimez ${theLines(lines)} : une adresse mène à une seule page`,
  },
  'redirect-chain': {
    title: 'Redirection vers une ancienne adresse',
    message: ({ from, to, next }) => fr`${quoted(from)} mène à ${quoted(to)}, qui est elle-même une ancienne adresse menant à ${quoted(next)} : les visiteurs seraient renvoyés deux fois`,
    hint: ({ page }) => `faites-la mener directement à ${page}`,
  },
  'redirect-loop': {
    title: 'Redirections en cercle',
    message: ({ addresses }) => `les anciennes adresses ${addresses.join(' → ')} mènent l’une à l’autre en cercle, jamais à une page`,
    hint: ({ lines }) => `supprimez ${theLines(lines)} (ou faites mener l’une d’elles à une page)`,
  },

  // ── the catalogue (content/catalogue/) ────────────────────────────────────────────────────────
  'catalogue-list-twice': { title: 'Liste du catalogue en double', message: ({ id, owner }) => `${owner} contient déjà la liste ${quoted(id)}`, hint: () => 'gardez un seul fichier par liste' },
  'agent-id-twice': { title: 'Id d’agent en double', message: ({ id, owner }) => `l’id d’agent ${quoted(id)} est aussi utilisé dans ${owner}`, hint: () => 'chaque agent a besoin de son propre id' },
  'unknown-catalogue-list': {
    title: 'Liste du catalogue inconnue',
    message: ({ id, dir }) => `aucune liste ${quoted(id)} dans ${dir}/`,
    hint: ({ id, known }) => suggestOrListFr(id, known, 'les listes sont'),
  },
  'catalogue-list-not-shown': {
    title: 'Liste du catalogue non affichée',
    message: ({ id }) => `aucun secteur n’affiche la liste ${quoted(id)}`,
    hint: ({ blockTypes }) => `ajoutez-la aux listes d’un secteur du bloc ${orListFr(blockTypes)}, sinon ses agents ne sont jamais vus`,
  },
  'tsv-no-header': {
    title: 'Pas d’en-tête de tableau',
    message: () => 'la première ligne doit être l’en-tête (Category, AI Module, AI Agent Name, Description, …), séparé par des tabulations',
  },
  'tsv-not-tabs': {
    title: 'Colonnes non séparées par des tabulations',
    message: ({ found }) => fr`les colonnes ne sont pas séparées par des tabulations (séparateur trouvé : ${found === undefined ? 'aucun' : separatorFr(found)})`,
    hint: () => 'copiez le tableau depuis le tableur et collez-le tel quel, ou exportez-le en valeurs séparées par des tabulations',
  },
  'tsv-missing-column': {
    title: 'Colonne manquante',
    message: ({ part }) => `l’en-tête n’a aucune colonne dont le nom contient ${quoted(part)}`,
    hint: ({ names }) => fr`ses colonnes sont : ${names.map(quoted).join(', ')}`,
  },
  'tsv-row-not-tabs': {
    title: 'Ligne non séparée par des tabulations',
    message: ({ found }) => fr`cette ligne n’a pas de tabulation : ses cellules sont séparées par ${separatorFr(found)}`,
    hint: () => 'copiez de nouveau la ligne depuis le tableur et collez-la telle quelle (les cellules sont alors séparées par des tabulations)',
  },
  'tsv-missing-cells': {
    title: 'Cellules manquantes',
    message: ({ cells, columns, missing }) =>
      fr`cette ligne a ${cells} ${plural(cells, 'cellule', 'cellules')}, mais l’en-tête a ${columns} colonnes : ${andListFr(missing.map(quoted))} ${missing.length === 1 ? 'manque' : 'manquent'}`,
    hint: () => 'séparez les cellules par des tabulations, comme le fait le tableur quand la ligne y est copiée',
  },
  'tsv-empty-cell': {
    title: 'Cellule vide',
    message: ({ names }) => (names.length === 1 ? `la cellule ${quoted(names[0])} de cette ligne est vide` : `les cellules ${andListFr(names.map(quoted))} de cette ligne sont vides`),
    hint: ({ required }) => fr`chaque ligne a besoin de ${andListFr(required.map(quoted))}, comme dans les listes YAML du catalogue : ${required.length === 1 ? 'remplissez-la' : 'remplissez-les'}`,
  },
  'tsv-row-without-agent': {
    title: 'Ligne sans agent',
    message: ({ names }) => fr`cette ligne n’a ni ${names.map(quoted).join(', ni ')} : elle n’afficherait rien`,
    hint: () => 'remplissez-les, ou supprimez la ligne',
  },
  'tsv-too-many-cells': {
    title: 'Trop de cellules',
    message: ({ cells, columns }) => `cette ligne a ${cells} cellules, mais l’en-tête a ${columns} colonnes`,
    hint: ({ col }) => fr`une cellule ne peut pas contenir de tabulation ; supprimez la tabulation à la colonne ${col}, ou copiez de nouveau la ligne depuis le tableur`,
  },
  'tsv-agent-twice': {
    title: 'Agent nommé deux fois dans un tableau',
    message: ({ agentName, other, line, key }) =>
      `${other === agentName ? fr`l’agent ${quoted(agentName)} est déjà nommé à la ligne ${line}` : fr`l’agent ${quoted(agentName)} a la même clé que ${quoted(other)}, à la ligne ${line}`}${fr` : une ligne d’un tableau est reconnue au nom de son agent (sa clé, ${quoted(key)}, est ce que nomment ses traductions)`}`,
    hint: () => 'donnez à chaque agent du tableau un nom qui lui est propre',
  },

  // ── site.config.yaml and the build environment ───────────────────────────────────────────────
  'algolia-key-unset': {
    title: 'Clé Algolia non définie',
    message: ({ variable }) => `la variable d’environnement ${variable} n’est pas définie`,
    hint: () => 'donnez-lui la clé d’API Algolia de recherche seule (search-only) au moment du build, sinon le client de recherche ne démarre pas (`apiKey` is missing.)',
  },
  'search-past-embedded-limit': {
    title: 'Recherche au-delà de la limite intégrée',
    message: ({ useCases, gzipKb, limitUseCases, limitGzipKb, keystrokeMs }) =>
      fr`la recherche intégrée contiendrait ${number(useCases)} cas d’usage dans ${number(gzipKb)} Ko gzip de données de recherche, au-delà de sa limite : ` +
      andListFr([
        ...(useCases > limitUseCases ? [`au-delà de ${number(limitUseCases)} cas d’usage, chaque frappe prend plus de ${keystrokeMs} ms`] : []),
        ...(gzipKb > limitGzipKb ? [`au-delà de ${number(limitGzipKb)} Ko gzip, c’est trop à télécharger pour chaque visiteur de la page de recherche`] : []),
      ]),
    hint: () =>
      fr`passez la recherche sur Algolia : sous search, indiquez engine: algolia et une section algolia avec appId, apiKeyEnv et adminKeyEnv ` +
      '(les noms des variables qui contiennent les clés), faites le build avec la clé de recherche seule dans la variable apiKeyEnv, puis remplissez l’index avec npm run search:push',
  },
  // ── translations (site.config.yaml languages; banking.fr.yaml beside banking.yaml) ─────────────
  'translation-not-text': {
    title: 'Pas un texte dans une traduction',
    message: ({ path, file }) => fr`${path} n’est pas un texte : il vient toujours de ${file}, dans toutes les langues`,
    hint: ({ path, translation }) => `supprimez ${path} de ${translation} (modifiez-le dans le fichier source s’il doit changer partout)`,
  },
  'translation-unknown-path': {
    title: 'Rien à traduire à cet endroit',
    message: ({ path, file }) => (path === '(the whole file)' ? `${file} n’a rien à traduire sous cette forme (le fichier entier)` : `${file} n’a rien à traduire à l’emplacement ${path}`),
    hint: ({ translation, file }) =>
      fr`une traduction contient les textes de sa source aux mêmes endroits (les éléments de liste par leur id) : vérifiez l’orthographe et l’indentation par rapport à ${file}, ou supprimez-le de ${translation}`,
  },
  'translation-left-over': {
    title: 'Traduction d’un élément supprimé',
    message: ({ path, file }) => fr`${file} n’a plus l’élément ${path} (supprimé là-bas ?) : sa traduction n’est pas affichée`,
    hint: ({ translation }) => `supprimez cet élément de ${translation}, pour que les éléments suivants continuent de traduire les bons`,
  },
  'translation-missing': {
    title: 'Textes pas encore traduits',
    message: ({ count, languageCode, file }) =>
      fr`${count} ${plural(count, 'texte', 'textes')} de ${file} ${plural(count, 'n’est', 'ne sont')} pas encore en ${languageNameFr(languageCode)} : ${plural(count, 'il s’affiche', 'ils s’affichent')} dans la langue source`,
    hint: ({ paths, translation }) => `traduisez ${pathsFr(paths, 5, (more) => ` et ${more} ${plural(more, 'autre', 'autres')}`)} dans ${translation}`,
  },
  'translation-required': {
    title: 'Traduction obligatoire',
    message: ({ count, languageCode, file }) =>
      `${count} ${plural(count, 'texte', 'textes')} de ${file} ${plural(count, 'n’est', 'ne sont')} pas encore en ${languageNameFr(languageCode)}, et le site exige chaque texte en ${languageNameFr(languageCode)} (missing: required)`,
    hint: ({ paths, translation }) =>
      `traduisez ${pathsFr(paths, 5, (more) => ` et ${more} ${plural(more, 'autre', 'autres')}`)} dans ${translation}, ou indiquez missing: fallback pour cette langue dans site.config.yaml`,
  },
  'translation-hidden': {
    title: 'Page masquée dans une langue',
    message: ({ languageCode, sourceCode, file, route }) =>
      fr`aucun texte de ${file} n’est encore traduit en ${languageNameFr(languageCode)}, la page n’est donc pas affichée en ${languageNameFr(languageCode)} (missing: hide) : les liens vers elle en ${languageNameFr(languageCode)} mènent à la page en ${languageNameFr(sourceCode)}, ${route}`,
    hint: ({ languageCode, translation }) => `traduisez ses textes dans ${translation} pour l’afficher en ${languageNameFr(languageCode)}`,
  },
  'translation-stale': {
    title: 'Traduction périmée',
    message: ({ path, sourceCode, now }) => fr`le texte source (en ${languageNameFr(sourceCode)}) a changé depuis la traduction de ${path} ; il se lit maintenant ${quoted(now)}`,
    hint: ({ languageCode, sourceCode, hash }) => `mettez le texte en ${languageNameFr(languageCode)} à jour, puis changez le commentaire qui le suit en # ${sourceCode}:${hash}`,
  },
  'translation-unchecked': {
    title: 'Traductions pas encore vérifiées',
    message: ({ count, sourceCode, translation }) =>
      `${count} ${plural(count, 'texte', 'textes')} de ${translation} ${plural(count, 'n’indique', 'n’indiquent')} pas de quel texte source (en ${languageNameFr(sourceCode)}) ` +
      `${plural(count, 'il est issu', 'ils sont issus')}, si bien qu’un changement ultérieur de la source ne peut pas être signalé`,
    hint: ({ paths, translation }) =>
      `une fois que ${pathsFr(paths, 3, (more) => ` et ${plural(more, 'l’autre', `les ${more} autres`)}`)} ${plural(paths.length, 'correspond', 'correspondent')} à la source, ` +
      `lancez npm run translations -- stamp ${translation} (ou enregistrez-les depuis la vue de traduction du studio)`,
  },
  'translation-route-prefix': {
    title: 'Route traduite hors de sa langue',
    message: ({ route, prefix }) => fr`la route ${route} ne commence pas par ${prefix} : toutes les pages de la langue se trouvent sous ce préfixe`,
    hint: ({ suggestion }) => `écrivez route: ${suggestion}`,
  },
  'translation-unknown-language': {
    title: 'Traduction dans une langue inconnue',
    message: ({ file, code }) => `${file} est une traduction en ${quoted(code)}, qui n’est pas une langue du site`,
    hint: ({ code, languages }) => fr`ajoutez ${code} à languages dans site.config.yaml, ou renommez le fichier (les langues du site : ${languages.join(', ')})`,
  },
  'translation-without-source': {
    title: 'Traduction sans sa source',
    message: ({ file, source }) => `${file} traduit ${source}, qui n’existe pas`,
    hint: ({ source }) => fr`renommez-le d’après le fichier qu’il traduit (${source} a été déplacé ou renommé ?), ou supprimez-le`,
  },
  'languages-default': {
    title: 'Langue par défaut',
    message: ({ count }) => (count === 0 ? 'aucune langue n’est marquée default: true' : `${count} langues sont marquées default: true`),
    hint: () => fr`marquez-en exactement une, la langue dans laquelle le site est écrit ; les autres en sont des traductions`,
  },
  'languages-default-not-language': {
    title: 'Langue par défaut différente de language',
    message: ({ language, code }) => `language indique ${language}, mais la langue par défaut de languages est ${code}`,
    hint: ({ code }) => `indiquez language: ${code} (la langue dans laquelle les fichiers source sont écrits)`,
  },
  'preload-past-budget': {
    title: 'Préchargement des secteurs au-delà du budget',
    message: ({ industries, weighed, kb, budgetKb }) =>
      `chaque page préchargerait les données des ${number(industries)} pages secteur, et ${weighed === industries ? 'elles pèsent' : `les ${number(weighed)} premières pèsent déjà`} ` +
      fr`${number(kb)} Ko compressés, au-delà de preloadEveryIndustryWithinKB (${number(budgetKb)} Ko) : chaque page ne précharge que les pages secteur vers lesquelles elle a un lien`,
    hint: ({ industries, perIndustryKb }) =>
      fr`rien n’est cassé, chaque page secteur s’ouvre toujours ; pour précharger malgré tout chaque secteur, portez preloadEveryIndustryWithinKB à environ ${Math.ceil((industries * perIndustryKb) / 10) * 10} ` +
      `(chaque secteur ajoute environ ${perIndustryKb} Ko à chaque visite)`,
  },
  'airtable-section-missing': {
    title: 'Section Airtable manquante',
    message: () => 'data.source vaut airtable, mais il n’y a pas de section data.airtable',
    hint: () => 'ajoutez-en une avec le baseId (et tokenEnv, le nom de la variable d’environnement qui contient le jeton)',
  },
  'airtable-token-unset': {
    title: 'Jeton Airtable non défini',
    message: ({ variable }) => `la variable d’environnement ${variable} n’est pas définie`,
    hint: ({ variable, baseId }) => `donnez-lui au moment du build un jeton d’accès personnel Airtable qui peut lire la base ${baseId}, par exemple ${variable}=pat… npm run build`,
  },
  'airtable-read-failed': { title: 'Lecture d’Airtable impossible', message: ({ reason }) => fr`la lecture d’Airtable a échoué : ${reason}` },
  'airtable-import-not-configured': {
    title: 'Import Airtable non configuré',
    message: () => 'data.source ne vaut pas airtable',
    hint: () => 'indiquez data.source: airtable et data.airtable.baseId (et tokenEnv) pour la base à importer, puis relancez npm run airtable:import',
  },

  'block-specific': { title: 'Problème propre au bloc', message: ({ text, fr: french }) => french ?? text },
};

/** A count as French writes it: « 12 000 ». */
const number = (n: number) => n.toLocaleString('fr');

/** A separator the catalogue's table found: « des espaces », « , ». */
const separatorFr = (found: Separator) => (found.kind === 'spaces' ? 'des espaces' : quoted(found.character));

/** The French definition of `code` and how its hint joins its message (the English definition's join). */
export function frenchOf<C extends MessageCode>(code: C): { definition: FrenchDefinition<KeptArgs<C>>; join?: Join } {
  return { definition: MESSAGES_FR[code] as FrenchDefinition<KeptArgs<C>>, join: (MESSAGES[code] as { join?: Join }).join };
}
