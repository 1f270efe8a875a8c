import { has } from '../../model/schema-keywords.ts';

type Json = Record<string, unknown>;

/**
 * The schema of a translation file (pages/about.fr.yaml), made from its source's (dereferenced) schema:
 * only the texts (`x-text`), at the same places, none required; a list item keeps its `id`, the address
 * of the item it translates; a page may give itself a route under the language's prefix. The editor's
 * completion and hover read it like any schema, so a translator is offered the texts there are to translate.
 */
export function translationSchema(source: Json, code: string, isPage: boolean): Json {
  const derived = texts(source) ?? { type: 'object', properties: {}, additionalProperties: false };
  if (isPage && derived.type === 'object') {
    derived.properties = {
      route: {
        type: 'string',
        pattern: `^/${code}(/[^\\s]*)?$`,
        description: `The page's address in this language, under /${code} (for example /${code}/banque). Without it: /${code} followed by the source's route.`,
      },
      ...(derived.properties as Json),
    };
  }
  return { ...derived, description: `The texts of the source file in "${code}": the same places, texts only (ids, links, media and order come from the source).` };
}

/** The part of `schema` that holds texts, or undefined when it holds none. */
function texts(schema: unknown): Json | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const node = schema as Json;
  if (has(node, 'x-text')) return node; // a text (or a counted text): the translation gives it whole
  for (const union of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(node[union])) continue;
    // a list of block types: a translation item may be the texts of any of them
    const variants = (node[union] as unknown[]).map(texts).filter((variant): variant is Json => variant !== undefined);
    if (variants.length === 0) return undefined;
    return variants.length === 1 ? variants[0] : { anyOf: variants, ...(node.description ? { description: node.description } : {}) };
  }
  if (node.type === 'array' || node.items !== undefined) {
    const items = texts(node.items);
    if (!items) return undefined;
    const itemProperties = (node.items as Json | undefined)?.properties as Json | undefined;
    const withId = itemProperties?.id && items.type === 'object' ? { ...items, properties: { id: { ...(itemProperties.id as Json), description: 'The id of the item this translates (from the source).' }, ...(items.properties as Json) } } : items;
    return { type: 'array', items: withId, ...(node.description ? { description: node.description } : {}) };
  }
  const properties = node.properties as Json | undefined;
  if (properties) {
    const kept = Object.entries(properties).flatMap(([name, value]) => {
      const derived = texts(value);
      return derived ? [[name, derived] as const] : [];
    });
    // if/then (the fields of one block type): their texts too
    const conditional = [node.then, ...(Array.isArray(node.allOf) ? (node.allOf as Json[]).map((part) => part.then ?? part) : [])].map(texts).filter((part): part is Json => part?.properties !== undefined);
    for (const part of conditional) kept.push(...(Object.entries(part.properties as Json) as [string, Json][]));
    if (kept.length === 0) return undefined;
    return { type: 'object', properties: Object.fromEntries(kept), additionalProperties: false, ...(node.description ? { description: node.description } : {}) };
  }
  return undefined;
}
