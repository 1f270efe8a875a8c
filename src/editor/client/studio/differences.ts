/** The elements whose text a visitor reads as one piece (a title, a paragraph, a link, a cell). */
const TEXT_ELEMENTS = 'h1,h2,h3,h4,h5,h6,p,li,dt,dd,th,td,figcaption,blockquote,a,button,label,summary,caption';
const MARK = 'data-studio-changed';
const STYLE = `[${MARK}]{outline:3px solid #d97706!important;outline-offset:2px;background-color:rgb(253 230 138 / .45)!important}`;

/**
 * Outlines in `page` each text that `other` does not have (the review's before and after of one page):
 * the texts compared are those of the innermost text elements, spaces normalised. Returns how many differ.
 */
export function markDifferences(page: Document, other: Document): number {
  const others = new Set(textsOf(other).values());
  let count = 0;
  for (const [element, text] of textsOf(page)) {
    const changed = !others.has(text);
    if (changed !== element.hasAttribute(MARK)) element.toggleAttribute(MARK, changed);
    if (changed) count++;
  }
  if (!page.getElementById('studio-changed-style')) {
    const style = page.createElement('style');
    style.id = 'studio-changed-style';
    style.textContent = STYLE;
    page.head.append(style);
  }
  return count;
}

function textsOf(page: Document): Map<Element, string> {
  const texts = new Map<Element, string>();
  for (const element of page.body.querySelectorAll(TEXT_ELEMENTS)) {
    if (element.querySelector(TEXT_ELEMENTS)) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) texts.set(element, text);
  }
  return texts;
}
