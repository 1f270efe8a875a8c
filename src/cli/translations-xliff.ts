import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { siteLanguages, translationFile, type Language } from '../config/languages/languages.ts';
import { sourceHash } from '../config/languages/source-hash.ts';
import { textsInLanguage } from '../config/languages/texts-in-language.ts';
import { languageName, type DataPath } from '../config/languages/translate.ts';
import { readXliff, writeXliff, type XliffFile, type XliffSegment, type XliffUnit } from '../config/languages/xliff.ts';
import { pluralCategoriesOf } from '../config/schemas/plurals.ts';
import { loadSite } from '../config/site/load-site.ts';
import { catalogueTableSource } from '../config/sources/catalogue.ts';
import { readYaml } from '../config/yaml/yaml-file.ts';
import { withTranslatedTexts } from '../editor/server/translations.ts';
import { readEditable } from '../editor/server/files.ts';
import { SITE_FILE } from '../paths.ts';

/**
 * The site's translations as XLIFF 2.0, for translation agencies (`npm run translations -- export` and
 * `-- import`): one <file> per source file, one <unit> per text, its id the text's path as the
 * translation machinery names it (`blocks.2.title`, `industry.useCases.fraud-alerts.name`), with the hash
 * of the source text it was exported with; a counted text has one segment per plural form of the language.
 */

export type TextState = 'missing' | 'stale' | 'unchecked' | 'current';
export const TEXT_STATES: readonly TextState[] = ['missing', 'stale', 'unchecked', 'current'];

interface Text {
  at: DataPath;
  path: string;
  source: unknown;
  state: TextState;
  translation?: unknown;
}

type Forms = Record<string, string>;

export interface Exported {
  /** Undefined when no text was to export. */
  xliff?: string;
  files: number;
  counts: Record<TextState, number>;
}

export function exportXliff(root: string, code: string, only: readonly TextState[] = TEXT_STATES): Exported {
  const { language, sourceLanguage } = languagesOf(root, code);
  const files = translatedFiles(root, code);
  const counts: Record<TextState, number> = { missing: 0, stale: 0, unchecked: 0, current: 0 };
  const exported: XliffFile[] = [];
  for (const file of files) {
    const units = textsOf(root, file, language, sourceLanguage)
      .filter((text) => only.includes(text.state))
      .map((text) => {
        counts[text.state]++;
        return unitOf(text, language, sourceLanguage);
      });
    if (units.length > 0) exported.push({ original: file, units });
  }
  if (exported.length === 0) return { files: 0, counts };
  return { xliff: writeXliff({ srcLang: sourceLanguage.code, trgLang: language.code, files: exported }), files: exported.length, counts };
}

export interface Imported {
  /** The translation files to write, with their new text: nothing is written before the whole document is read. */
  writes: { file: string; text: string }[];
  imported: number;
  unchanged: number;
  /** Each unit refused, said with where it is. */
  refusals: string[];
  refused: number;
}

/** What an XLIFF document (`name`, for the messages) brings to the translation files; throws when it cannot be read at all. */
export function importXliff(root: string, text: string, name: string): Imported {
  const document = readXliff(text);
  const { language, sourceLanguage } = languagesOf(root, document.trgLang);
  if (document.srcLang !== sourceLanguage.code) {
    throw new Error(`its srcLang is ${document.srcLang}, but the site is written in ${languageName(sourceLanguage.code)} (${sourceLanguage.code}): it is not an export of this site`);
  }
  const files = translatedFiles(root, language.code);
  const result: Imported = { writes: [], imported: 0, unchanged: 0, refusals: [], refused: 0 };
  const refuse = (where: string, why: string) => {
    result.refusals.push(`${where}: ${why}`);
    result.refused++;
  };
  const sourceName = languageName(sourceLanguage.code);

  for (const file of document.files) {
    const at = (unit: { line?: number; col?: number }) => (unit.line ? `${name}:${unit.line}:${unit.col}` : name);
    const withTarget = file.units.filter((unit) => unit.segments.some((segment) => segment.target?.trim()));
    result.unchanged += file.units.length - withTarget.length;
    const whyNot = file.problem ?? fileProblem(root, file.original, files, language);
    if (whyNot) {
      result.refusals.push(
        `${at(file)}: ${file.original ? `${file.original}: ` : ''}${whyNot}${withTarget.length > 0 ? ` (${withTarget.length} ${withTarget.length === 1 ? 'text' : 'texts'} not imported)` : ''}`,
      );
      result.refused += withTarget.length;
      continue;
    }
    const texts = new Map(textsOf(root, file.original, language, sourceLanguage).map((t) => [t.path, t]));
    const seen = new Set<string>();
    const changes: { at: DataPath; value: unknown }[] = [];
    for (const unit of withTarget) {
      const where = `${at(unit)}: ${file.original} › ${unit.id || '(no id)'}`;
      if (unit.problem) {
        refuse(where, unit.problem);
        continue;
      }
      if (seen.has(unit.id)) {
        refuse(where, `the unit appears more than once in the file: only its first is taken`);
        continue;
      }
      seen.add(unit.id);
      const current = texts.get(unit.id);
      if (!current) {
        refuse(where, `${file.original} has no such text now (moved or removed since the export?); export again`);
        continue;
      }
      const exportedHash = unit.sourceHash ?? (typeof current.source === 'string' && unit.segments.length === 1 ? sourceHash(unit.segments[0].source) : undefined);
      if (exportedHash === undefined) {
        refuse(where, `the unit has lost its source-hash note, which says which ${sourceName} text it translates; export again`);
        continue;
      }
      if (exportedHash !== sourceHash(current.source)) {
        refuse(where, `the ${sourceName} changed since the export (was "${short(sourceOf(unit))}", now "${short(current.source)}"); export again`);
        continue;
      }
      const target = targetOf(unit, current, language);
      if ('refused' in target) {
        refuse(where, target.refused);
        continue;
      }
      const { value } = target;
      if (sameText(value, current.translation)) {
        // the translator kept a stale translation and said it is done: it now counts as made from today's source
        const confirmed = current.state === 'stale' && unit.segments.every((segment) => segment.state !== 'initial');
        if (!confirmed) {
          result.unchanged++;
          continue;
        }
      }
      changes.push({ at: current.at, value });
    }
    if (changes.length === 0) continue;
    const translationPath = translationFile(file.original, language.code);
    const existing = existsSync(path.join(root, translationPath)) ? readFileSync(path.join(root, translationPath), 'utf8') : null;
    try {
      result.writes.push({ file: translationPath, text: withTranslatedTexts((f) => readEditable(path.join(root, f)), file.original, language.code, existing, changes) });
      result.imported += changes.length;
    } catch (error) {
      result.refusals.push(`${at(file)}: ${file.original}: ${translationPath} could not be written (${(error as Error).message}): ${changes.length} ${changes.length === 1 ? 'text' : 'texts'} not imported`);
      result.refused += changes.length;
    }
  }
  return result;
}

/** The site's language `code` and the one it is written in; throws for a language it is not translated into. */
function languagesOf(root: string, code: string): { language: Language; sourceLanguage: Language } {
  const [sourceLanguage, ...others] = siteLanguages(readYaml(root, SITE_FILE).data);
  const language = others.find((l) => l.code === code);
  if (!language) {
    const into = others.length > 0 ? `it is translated into ${others.map((l) => l.code).join(', ')}` : 'it has one language';
    throw new Error(`${code} is not a language the site is translated into (site.config.yaml languages: ${into})`);
  }
  return { language, sourceLanguage };
}

/** The files with texts that the site translates into `code`, as `npm run translations` lists them. */
function translatedFiles(root: string, code: string): string[] {
  const { translations = [] } = loadSite(root, { problemsOnly: true });
  return translations.filter((status) => status.language === code && status.texts > 0).map((status) => status.file);
}

/** Why the texts of `file` cannot be imported, if they cannot. */
function fileProblem(root: string, file: string, files: string[], language: Language): string | undefined {
  if (!files.includes(file)) {
    return existsSync(path.join(root, file))
      ? `the site does not translate this file now (it has problems: npm run validate names them; or no text)`
      : `the site has no such file (renamed or removed since the export?); npm run translations lists the files it translates`;
  }
  const translationPath = translationFile(file, language.code);
  if (!existsSync(path.join(root, translationPath))) return undefined;
  const [error] = parseDocument(readFileSync(path.join(root, translationPath), 'utf8')).errors;
  if (error) return `${translationPath} cannot be read (${error.message.split('\n')[0]}): fix it first`;
  return undefined;
}

/** The texts of a source file in a language, in file order, each with its state and its translation. */
function textsOf(root: string, file: string, language: Language, sourceLanguage: Language): Text[] {
  const source = file.endsWith('.tsv') ? catalogueTableSource(file, readFileSync(path.join(root, file), 'utf8')) : readYaml(root, file);
  const translationPath = translationFile(file, language.code);
  const translation = existsSync(path.join(root, translationPath)) ? readYaml(root, translationPath) : undefined;
  return textsInLanguage({ source, translation, translationPath, language, sourceLanguage }).texts;
}

function unitOf(text: Text, language: Language, sourceLanguage: Language): XliffUnit {
  const state = text.state === 'missing' || text.state === 'stale' ? 'initial' : 'translated';
  const subState = text.state === 'stale' || text.state === 'unchecked' ? `site:${text.state}` : undefined;
  const comments: string[] = [];
  if (text.state === 'stale') comments.push(`The ${languageName(sourceLanguage.code)} changed since this was translated: the target translates its older text.`);
  let segments: XliffSegment[];
  if (typeof text.source === 'string') {
    segments = [{ state, ...(subState ? { subState } : {}), source: text.source, ...(typeof text.translation === 'string' ? { target: text.translation } : {}) }];
  } else {
    const forms = text.source as Forms;
    const translated = (text.translation ?? {}) as Forms;
    const categories = pluralCategoriesOf(language.code) ?? ['other'];
    comments.push(`A counted text: one segment per plural form of ${languageName(language.code)} (${categories.join(', ')}); {count} stands for the number.`);
    segments = categories.map((category) => ({
      id: category,
      state,
      ...(subState ? { subState } : {}),
      source: forms[category] ?? forms.other,
      ...(typeof translated[category] === 'string' ? { target: translated[category] } : {}),
    }));
  }
  return { id: text.path, sourceHash: sourceHash(text.source), comments, segments };
}

/** The unit's translation (a text, or the forms of a counted text), or why it cannot be taken. */
function targetOf(unit: XliffUnit, text: Text, language: Language): { value: string | Forms } | { refused: string } {
  // tools may lay a target out on lines of its own: the spaces around a text mean nothing on the site
  if (typeof text.source === 'string') {
    if (unit.segments.length !== 1) return { refused: `the unit was split into ${unit.segments.length} segments: the site takes one text per unit` };
    return { value: (unit.segments[0].target ?? '').trim() };
  }
  const categories: string[] = pluralCategoriesOf(language.code) ?? ['other'];
  const forms: Forms = {};
  for (const segment of unit.segments) {
    if (!segment.id || !categories.includes(segment.id)) {
      return { refused: `a counted text has one segment per plural form of ${languageName(language.code)} (${categories.join(', ')}), not ${segment.id ?? 'one without id'}` };
    }
    const form = segment.target?.trim();
    if (form) forms[segment.id] = form;
  }
  const missing = categories.filter((category) => !forms[category]);
  if (missing.length > 0) return { refused: `every form of a counted text is needed: ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no translation` };
  return { value: Object.fromEntries(categories.map((category) => [category, forms[category]])) };
}

/** The source text a unit was exported with: a counted text's forms one after the other. */
function sourceOf(unit: XliffUnit): string {
  return unit.segments.map((segment) => (segment.id ? `${segment.id}: ${segment.source}` : segment.source)).join(' / ');
}

/** Whether a translation is the one the file has, the spaces around its texts aside. */
function sameText(value: string | Forms, translation: unknown): boolean {
  if (typeof value === 'string') return typeof translation === 'string' && translation.trim() === value;
  if (translation === null || typeof translation !== 'object') return false;
  const forms = translation as Record<string, unknown>;
  return (
    Object.keys(forms).length === Object.keys(value).length && Object.entries(value).every(([category, form]) => typeof forms[category] === 'string' && (forms[category] as string).trim() === form)
  );
}

function short(text: unknown): string {
  const plain =
    typeof text === 'string'
      ? text
      : Object.entries(text as Forms)
          .map(([category, form]) => `${category}: ${form}`)
          .join(' / ');
  return plain.length > 90 ? `${plain.slice(0, 87)}…` : plain;
}
