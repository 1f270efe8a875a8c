import { sourceHash } from '../../config/languages/source-hash.ts';
import { problemsIn } from '../../config/messages/problem-in.ts';
import type { Problem } from '../../config/messages/problems.ts';
import { SCHEMAS_DIR } from '../../paths.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { readSchemaWords, schemaTexts, type SchemaWords } from '../form/schema-words.ts';

/**
 * The site's problems as the editor's servers send them to a person: in the person's interface language
 * (src/config/messages/problem-in.ts), a schema's own words for a broken rule (patternErrorMessage, x-error)
 * taken from the schemas' French (schemas/interface.fr.yaml) where it is written for today's English.
 */
export function problemsForPerson<P extends Problem>(problems: P[], language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): P[] {
  if (language === 'en' || problems.length === 0) return problems;
  return problemsIn(problems, language, ruleWordsIn(language, schemasDir));
}

const ruleWords = new WeakMap<SchemaWords, Map<string, string>>();

/** The French of what each schema says of a broken rule (its patternErrorMessage and x-error), by its English. */
function ruleWordsIn(language: Exclude<InterfaceLanguage, 'en'>, schemasDir: string): ((english: string) => string | undefined) | undefined {
  let words: SchemaWords | undefined;
  try {
    words = readSchemaWords(language, schemasDir);
  } catch {
    return undefined; // a words file written wrong: the editor's schema says so (schema-words.ts); the problems keep the English of the schema's words
  }
  if (!words) return undefined;
  let byEnglish = ruleWords.get(words);
  if (!byEnglish) {
    byEnglish = new Map();
    for (const { file, pointer, keyword, english } of schemaTexts(schemasDir)) {
      if (keyword !== 'patternErrorMessage' && keyword !== 'x-error') continue;
      const worded = words.nodes.get(file)?.get(pointer)?.[keyword];
      if (worded && worded.hash === sourceHash(english)) byEnglish.set(english, worded.text);
    }
    ruleWords.set(words, byEnglish);
  }
  const found = byEnglish;
  return (english) => found.get(english);
}
