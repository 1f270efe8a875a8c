import { sourceHash } from '../../config/languages/source-hash.ts';
import { problemsIn } from '../../config/messages/problem-in.ts';
import type { Problem } from '../../config/messages/problems.ts';
import { SCHEMAS_DIR } from '../../paths.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { readSchemaWords, schemaTexts, type SchemaWords } from '../form/schema-words.ts';

/**
 * The site's problems as the editor's servers send them to a person: in the person's interface language
 * (src/config/messages/problem-in.ts), a pattern's words (patternErrorMessage) taken from the schemas'
 * French (schemas/interface.fr.yaml) where it is written for today's English.
 */
export function problemsForPerson<P extends Problem>(problems: P[], language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): P[] {
  if (language === 'en' || problems.length === 0) return problems;
  return problemsIn(problems, language, patternWordsIn(language, schemasDir));
}

const patternWords = new WeakMap<SchemaWords, Map<string, string>>();

/** The French of each schema's patternErrorMessage, by its English. */
function patternWordsIn(language: Exclude<InterfaceLanguage, 'en'>, schemasDir: string): ((english: string) => string | undefined) | undefined {
  let words: SchemaWords | undefined;
  try {
    words = readSchemaWords(language, schemasDir);
  } catch {
    return undefined; // a words file written wrong: the editor's schema says so (schema-words.ts); the problems keep the English of the schema's words
  }
  if (!words) return undefined;
  let byEnglish = patternWords.get(words);
  if (!byEnglish) {
    byEnglish = new Map();
    for (const { file, pointer, keyword, english } of schemaTexts(schemasDir)) {
      if (keyword !== 'patternErrorMessage') continue;
      const worded = words.nodes.get(file)?.get(pointer)?.patternErrorMessage;
      if (worded && worded.hash === sourceHash(english)) byEnglish.set(english, worded.text);
    }
    patternWords.set(words, byEnglish);
  }
  const found = byEnglish;
  return (english) => found.get(english);
}
