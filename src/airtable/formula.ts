/** The catalogue read of the Industries table (000 §5 and §7): its formula and its technology filter. */

/** A text inside a single-quoted formula string: backslashes and single quotes escaped. */
export function formulaString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * filterByFormula for the Industries table: a case-insensitive search of the term over Title and
 * Description (the term lower-cased), AND-ed with an equality on Id when an industry is chosen.
 * Undefined when there is nothing to filter on.
 */
export function industriesFormula({ search, industry }: { search?: string; industry?: string }): string | undefined {
  const term = search?.trim().toLowerCase();
  const searchPart = term ? `OR(SEARCH(${formulaString(term)}, LOWER({Title})), SEARCH(${formulaString(term)}, LOWER({Description})))` : undefined;
  const industryPart = industry ? `{Id} = ${formulaString(industry)}` : undefined;
  if (searchPart && industryPart) return `AND(${searchPart}, ${industryPart})`;
  return searchPart ?? industryPart;
}

/** Keeps the entries with a technology whose name contains the filter, ignoring case; a blank filter keeps all. */
export function filterByTechnology<T extends { technologies: { name: string }[] }>(entries: T[], technology: string | undefined): T[] {
  const wanted = technology?.trim().toLowerCase();
  if (!wanted) return entries;
  return entries.filter((entry) => entry.technologies.some((t) => t.name.toLowerCase().includes(wanted)));
}
