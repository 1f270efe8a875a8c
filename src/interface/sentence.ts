import type { InterfaceLanguage } from './language.ts';

/** What a person reads: one text, or a text in each interface language (language.ts). */
export type Sentence = string | ((language: InterfaceLanguage) => string);

/** A sentence in the language: an error's message is its English one (for the logs). */
export function sentenceIn(sentence: Sentence, language: InterfaceLanguage): string {
  return typeof sentence === 'string' ? sentence : sentence(language);
}
