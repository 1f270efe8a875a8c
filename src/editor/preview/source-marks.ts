/**
 * Source marks: in the editor's preview only, each text the page shows ends with an invisible mark naming
 * the place in the site's files it comes from (a file and a field path, hashed to 48 bits: 12 hex digits),
 * so that a click on a text opens the field that holds it, and two cards with the same title are told apart.
 * A mark is a run of Unicode format characters that are never drawn and join with nothing (U+2060–U+2064:
 * default-ignorable, transparent to Arabic joining, unlike ZWJ and ZWNJ): a start, then 24 base-4 digits.
 * The public site never has them: only the preview's server adds them (src/editor/server/source-index.ts),
 * and only the preview frame's script reads them (src/editor/preview/main.tsx).
 */
const START = '\u2063';
const DIGITS = ['\u2061', '\u2062', '\u2064', '\u2060'];
const MARK = new RegExp(`${START}[${DIGITS.join('')}]{24}`, 'g');

/** The mark of a place, made of its id (12 hex digits). */
export function encodeMark(id: string): string {
  let mark = START;
  for (const hex of id) {
    const nibble = parseInt(hex, 16);
    mark += DIGITS[nibble >> 2] + DIGITS[nibble & 3];
  }
  return mark;
}

/** The ids of the marks in a text, in order. */
export function marksIn(text: string): string[] {
  return [...text.matchAll(MARK)].map(([mark]) => {
    let id = '';
    for (let i = 1; i < mark.length; i += 2) id += ((DIGITS.indexOf(mark[i]) << 2) | DIGITS.indexOf(mark[i + 1])).toString(16);
    return id;
  });
}

/** A text without its marks. */
export const withoutMarks = (text: string) => text.replace(MARK, '');
