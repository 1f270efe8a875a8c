import slugify from '@sindresorhus/slugify';

/**
 * Names made from what a person calls a thing: the file name and address of a page, an industry's
 * key, the id of a category or a use case. The same on the server (new pages, renames) and in the
 * Form view (ids derived from names as they are typed).
 */

/** "port-d-agadir": lower case, accents folded, apostrophes, spaces and dashes to one hyphen. */
export function slugOfName(name: string): string {
  return slugify(name, { customReplacements: [["'", '-'], ['’', '-'], ['&', ' and ']] });
}

/** "portDAgadir": camelCase letters only (an industry's key: digits are refused by its schema). */
export function keyOfName(name: string): string {
  const words = slugOfName(name).replace(/[0-9]+/g, ' ').split(/[-\s]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}
