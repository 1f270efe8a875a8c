/**
 * The headings of a page that carry its name ("AI in Real Estate" for Real Estate): its title and its first
 * block's title. A rename offers to change them with the name ("AI in Property"), so that the page's heading
 * does not keep the old name under its new address.
 */
export interface RenamedHeading {
  path: (string | number)[];
  from: string;
  to: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name a page is known by: an industry's name, else its title (as the list of the site shows it). */
export function nameOfPage(page: unknown): string | undefined {
  if (!isRecord(page)) return undefined;
  const industryName = isRecord(page.industry) ? page.industry.name : undefined;
  const name = typeof industryName === 'string' && industryName.trim() ? industryName : page.title;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/** The page's headings holding `oldName`, each with it replaced by `newName`; none when the name does not change. */
export function headingsWithName(page: unknown, oldName: string, newName: string): RenamedHeading[] {
  const from = oldName.trim();
  const to = newName.trim();
  if (!from || !to || from === to || !isRecord(page)) return [];
  const first = Array.isArray(page.blocks) && isRecord(page.blocks[0]) ? page.blocks[0] : undefined;
  const places: [RenamedHeading['path'], unknown][] = [
    [['title'], page.title],
    [['blocks', 0, 'title'], first?.title],
  ];
  return places.flatMap(([path, value]) => (typeof value === 'string' && value.includes(from) ? [{ path, from: value, to: value.replace(from, to) }] : []));
}
