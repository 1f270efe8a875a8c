import type { InterfaceLanguage } from '../../interface/language.ts';
import { has } from '../../model/schema-keywords.ts';

type Json = Record<string, unknown>;

/** What the derived schema says of itself, in the editor's interface language. */
const WORDS = {
  en: {
    route: (code: string) => `The page's address in this language, under /${code} (for example /${code}/banque). Without it: /${code} followed by the source's route.`,
    file: (code: string) => `The texts of the source file in "${code}": the same places, texts only (ids, links, media and order come from the source).`,
    id: 'The id of the item this translates (from the source).',
  },
  fr: {
    route: (code: string) => `L’adresse de la page dans cette langue, sous /${code} (par exemple /${code}/banque). Sans elle\u00a0: /${code} suivi de l’adresse (route) de la source.`,
    file: (code: string) => `Les textes du fichier source en «\u00a0${code}\u00a0»\u00a0: aux mêmes emplacements, uniquement les textes (les id, les liens, les médias et l’ordre viennent de la source).`,
    id: 'L’id de l’élément traduit, tel qu’il figure dans la source.',
  },
} satisfies Record<InterfaceLanguage, unknown>;

/**
 * The schema of a translation file (pages/about.fr.yaml), made from its source's (dereferenced) schema:
 * only the texts (`x-text`), at the same places, none required; a list item keeps its `id`, the address
 * of the item it translates; a page may give itself a route under the language's prefix. The editor's
 * completion and hover read it like any schema, so a translator is offered the texts there are to translate.
 */
export function translationSchema(source: Json, code: string, isPage: boolean, language: InterfaceLanguage = 'en'): Json {
  const words = WORDS[language];
  const derived = texts(source, words.id) ?? { type: 'object', properties: {}, additionalProperties: false };
  if (isPage && derived.type === 'object') {
    derived.properties = {
      route: {
        type: 'string',
        pattern: `^/${code}(/[^\\s]*)?$`,
        description: words.route(code),
      },
      ...(derived.properties as Json),
    };
  }
  return { ...derived, description: words.file(code) };
}

/** A list item's texts with its `id`, when its source item has one: the address of the item it translates. */
function withId(items: Json | undefined, source: Json | undefined, idWords: string): Json | undefined {
  const id = (source?.properties as Json | undefined)?.id;
  return id && items?.type === 'object' ? { ...items, properties: { id: { ...(id as Json), description: idWords }, ...(items.properties as Json) } } : items;
}

/** The part of `schema` that holds texts, or undefined when it holds none. */
function texts(schema: unknown, idWords: string): Json | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const node = schema as Json;
  if (has(node, 'x-text')) return node; // a text (or a counted text): the translation gives it whole
  for (const union of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(node[union])) continue;
    // a list of block types: a translation item may be the texts of any of them
    const variants = (node[union] as unknown[]).map((variant) => texts(variant, idWords)).filter((variant): variant is Json => variant !== undefined);
    if (variants.length === 0) return undefined;
    return variants.length === 1 ? variants[0] : { anyOf: variants, ...(node.description ? { description: node.description } : {}) };
  }
  if (node.type === 'array' || node.items !== undefined) {
    const source = node.items as Json | undefined;
    const union = (['oneOf', 'anyOf'] as const).find((name) => Array.isArray(source?.[name]));
    // a list of block types: each block's translation carries its id too
    const variants = union ? (source![union] as Json[]).flatMap((variant) => withId(texts(variant, idWords), variant, idWords) ?? []) : [];
    const items = union ? (variants.length > 1 ? { anyOf: variants, ...(source!.description ? { description: source!.description } : {}) } : variants[0]) : withId(texts(source, idWords), source, idWords);
    if (!items) return undefined;
    return { type: 'array', items, ...(node.description ? { description: node.description } : {}) };
  }
  const properties = node.properties as Json | undefined;
  if (properties) {
    const kept = Object.entries(properties).flatMap(([name, value]) => {
      const derived = texts(value, idWords);
      return derived ? [[name, derived] as const] : [];
    });
    // if/then (the fields of one block type): their texts too
    const conditional = [node.then, ...(Array.isArray(node.allOf) ? (node.allOf as Json[]).map((part) => part.then ?? part) : [])].map((part) => texts(part, idWords)).filter((part): part is Json => part?.properties !== undefined);
    for (const part of conditional) kept.push(...(Object.entries(part.properties as Json) as [string, Json][]));
    if (kept.length === 0) return undefined;
    return { type: 'object', properties: Object.fromEntries(kept), additionalProperties: false, ...(node.description ? { description: node.description } : {}) };
  }
  return undefined;
}
