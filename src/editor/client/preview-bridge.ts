import { PREVIEW_MESSAGE, type PreviewClick } from './preview-bridge-message.ts';

/**
 * Click to edit, in the editor's preview only: the dev server's preview pages and the studio's live
 * preview load this script; the built site never does (it is in no bundle of the public site). A
 * click on a text or a picture tells the editor (the parent frame, same origin only) what was clicked,
 * and the editor opens the field it comes from. The click still does what it does on the page.
 */
const MAX_TEXT = 400;

function textOf(element: Element): string | undefined {
  // the innermost element whose own text is the click's: a heading, a paragraph, a card's title
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const text = (node as HTMLElement).innerText?.replace(/\s+/g, ' ').trim();
    if (text) return text.length > MAX_TEXT ? undefined : text;
  }
  return undefined;
}

function srcOf(element: Element): string | undefined {
  const media = element.closest('img, video, picture, [style*="background-image"]');
  if (!media) return undefined;
  if (media instanceof HTMLImageElement) return media.getAttribute('src') ?? undefined;
  if (media instanceof HTMLVideoElement) return media.querySelector('source')?.getAttribute('src') ?? media.getAttribute('src') ?? media.getAttribute('poster') ?? undefined;
  return media.querySelector('img')?.getAttribute('src') ?? undefined;
}

if (window.parent !== window) {
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const src = srcOf(event.target);
      const message: PreviewClick = src ? { type: PREVIEW_MESSAGE, src } : { type: PREVIEW_MESSAGE, text: textOf(event.target) };
      if (message.src || message.text) window.parent.postMessage(message, location.origin);
    },
    { capture: true },
  );
}
