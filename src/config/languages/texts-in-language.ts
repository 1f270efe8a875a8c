import { SCHEMAS_DIR } from '../../paths.ts';
import type { Problem } from '../messages/problems.ts';
import { textPaths } from '../schemas/text-fields.ts';
import { loadSchemas } from '../schemas/validator.ts';
import { schemaFileOf } from './site-languages.ts';
import { shownPath, translateFile, valueAt, type DataPath, type TranslateInput } from './translate.ts';

/** A text of a source file in a language: its place, the source text, its translation and its state. */
export interface TextInLanguage {
  at: DataPath;
  /** The same place as a person reads it: industry.useCases.fraud-alerts.title. */
  path: string;
  source: unknown;
  translation?: unknown;
  state: 'missing' | 'current' | 'stale' | 'unchecked';
  /** The hash of the source text the translation was made from, when it says. */
  made?: string;
}

/** Each text of a source file with its translation into `language` (the Translate view's rows, the XLIFF units), and the translation's problems. */
export function textsInLanguage(input: Omit<TranslateInput, 'texts' | 'isPage' | 'localLink'>): { texts: TextInLanguage[]; problems: Problem[] } {
  const { source, translation } = input;
  const paths = textPaths(loadSchemas(SCHEMAS_DIR), schemaFileOf(source.file), source.data);
  const translated = translateFile({ ...input, texts: paths, isPage: source.file.startsWith('pages/'), localLink: () => undefined });
  const placed = new Map(translated.texts.map((text) => [JSON.stringify(text.sourceAt), text]));
  const texts = paths.map((at): TextInLanguage => {
    const found = placed.get(JSON.stringify(at));
    const text: TextInLanguage = { at, path: shownPath(at, source.data), source: valueAt(source.data, at), state: found?.state ?? 'missing' };
    if (found) text.translation = valueAt(translation!.data, found.at);
    if (found?.made) text.made = found.made;
    return text;
  });
  return { texts, problems: [...translated.problems] };
}
