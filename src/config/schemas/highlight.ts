import { createRequire } from 'node:module';
import type { HighlighterCore } from 'shiki/core';
import type { HighlightedCode } from '../../model/types.ts';
import { cachedData, keepData, textKey } from '../yaml/parse-cache.ts';

/** Languages a code sample in YAML may be written in (the schema's x-code value). */
export const CODE_LANGUAGES = ['python'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const THEME = 'github-dark-default';
let highlighter: HighlighterCore | undefined;
/** What each code sample gave, by language and code: the same sample in each language of the site is highlighted once. */
const highlighted = new Map<string, HighlightedCode>();
const KEPT = 1000;
const require = createRequire(import.meta.url);
/** What a sample's tokens depend on besides its code and language (the last number: the format kept, changed with it). */
const TOKENS_OF = `shiki ${(require('shiki/package.json') as { version: string }).version} ${THEME} tokens 1`;

/**
 * Syntax highlighting at build time (Shiki, with VS Code's grammars): the browser receives coloured
 * tokens and no highlighter. A sample's tokens are kept in the parse cache (src/config/yaml/parse-cache.ts)
 * by its code, so Shiki is loaded (a third of a second) and runs only for a sample not highlighted before;
 * the configuration loader is synchronous, hence require() of these ES modules.
 */
export function highlight(code: string, language: CodeLanguage): HighlightedCode {
  const key = `${language}\0${code}`;
  let known = highlighted.get(key);
  if (!known) {
    const cacheKey = textKey(`${TOKENS_OF} ${key}`);
    known = cachedData(cacheKey)?.data as HighlightedCode | undefined;
    if (!known) {
      known = tokenized(code, language);
      keepData(cacheKey, known);
    }
    if (highlighted.size >= KEPT) highlighted.delete(highlighted.keys().next().value!);
    highlighted.set(key, known);
  }
  // a copy: each page's data is its own
  return structuredClone(known);
}

function tokenized(code: string, language: CodeLanguage): HighlightedCode {
  if (!highlighter) {
    const { createHighlighterCoreSync } = require('shiki/core') as typeof import('shiki/core');
    const { createJavaScriptRegexEngine } = require('shiki/engine/javascript') as typeof import('shiki/engine/javascript');
    const load = (id: string) => (require(id) as { default: never }).default;
    highlighter = createHighlighterCoreSync({ themes: [load(`shiki/themes/${THEME}.mjs`)], langs: [load('shiki/langs/python.mjs')], engine: createJavaScriptRegexEngine() });
  }
  // Shiki gives up on a line after 0.5 s by default, which a busy build machine can hit on the first line
  const lines = highlighter.codeToTokensBase(code.replace(/\n+$/, ''), { lang: language, theme: THEME, tokenizeTimeLimit: 60_000 });
  return { language, lines: lines.map((line) => line.map((token) => [token.content, token.color ?? ''])) };
}
