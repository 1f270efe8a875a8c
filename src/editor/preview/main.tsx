import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app/App.tsx';
import { preloadBlocks } from '../../app/block-code.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { BOOT_ELEMENT_ID } from '../../app/routes.ts';
import { normalizeRoute } from '../../model/slug.ts';
import type { BootData, PageData, ShellData } from '../../model/types.ts';
import { askDataAgain } from './fresh-data.ts';
import { keepUnchanged } from './keep-unchanged.ts';
import { isToFrame, PREVIEW_CHANNEL, type FromFrame } from './protocol.ts';
import { marksIn, withoutMarks } from './source-marks.ts';

/**
 * The editor's preview frame: the site's own application, rendered in the browser from the page as it is
 * typed, which the editor sends as it changes (src/editor/preview/protocol.ts): the page is drawn again in
 * place (no reload; the scroll position stays) and the data its blocks read is fetched again from the
 * preview's model. A click on a text or a picture tells the editor where in the site's files it comes from
 * (its source mark, taken out of the text as it is drawn and kept by its text node). Served only as the editor's preview, by the dev server and the studio: the public site
 * has none of it.
 */
type Told = FromFrame extends infer M ? (M extends FromFrame ? Omit<M, 'channel'> : never) : never;
const tell = (message: Told) => window.parent.postMessage({ channel: PREVIEW_CHANNEL, ...message } as FromFrame, location.origin);

async function start() {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  const container = document.getElementById('root');
  if (!element || !container) return;
  const boot = JSON.parse(element.textContent ?? '') as BootData;
  const queryClient = createQueryClient();
  await preloadBlocks(boot.page.blocks.map((block) => block.type));
  const route = normalizeRoute(location.pathname);

  function Preview() {
    const [shown, setShown] = useState<{ shell: ShellData; page: PageData; version: number }>({ shell: boot.shell, page: boot.page as PageData, version: 0 });
    useEffect(() => {
      /**
       * The data version of what the blocks have read (ServedData, src/editor/server/preview.ts): none at first,
       * '0' while nothing the host sent has changed since (the frame's first data is as it is now).
       */
      let dataFor: string | undefined;
      const listen = async (event: MessageEvent) => {
        if (event.source !== window.parent || event.origin !== location.origin || !isToFrame(event.data)) return;
        const { page, shell, version, dataVersion } = event.data;
        // another page than this one: the frame goes there (the editor opened another file)
        if (page.route !== route && normalizeRoute(location.pathname) === route) return location.assign(page.route);
        await preloadBlocks(page.blocks.map((block) => block.type));
        setShown((before) => ({ shell: shell ? keepUnchanged(before.shell, shell) : before.shell, page: keepUnchanged(before.page, page), version }));
        // a text typed into the page changes the page sent only: its blocks' data is asked again when it changed
        if (dataFor === undefined && dataVersion === '0') dataFor = dataVersion;
        else if (dataVersion !== dataFor) {
          dataFor = dataVersion;
          void askDataAgain(queryClient);
        }
      };
      window.addEventListener('message', listen);
      tell({ type: 'ready', route });
      return () => window.removeEventListener('message', listen);
    }, []);
    useEffect(() => {
      if (shown.version > 0) tell({ type: 'shown', version: shown.version });
    }, [shown.version]);
    const firstPage = useMemo(() => ({ page: shown.page }), [shown.page]);
    return (
      <BrowserRouter>
        <App shell={shown.shell} queryClient={queryClient} firstPage={firstPage} />
      </BrowserRouter>
    );
  }
  createRoot(container).render(<Preview />);
}

/**
 * Each text's source mark, by the text node that shows it. The marks are taken out of the page as React draws
 * it (what a person, a screen reader or a copy reads is the site's text alone) and kept here for the clicks.
 */
const marks = new WeakMap<Node, string>();
/** The attributes a text of the site may be in: its mark goes from them too. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'content'];

function takeMarks(node: Node): void {
  // the boot data (a script's text) keeps them: the page is drawn from it
  if (node.parentNode?.nodeName === 'SCRIPT' || node.nodeName === 'SCRIPT') return;
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.nodeValue ?? '';
    const found = marksIn(text);
    if (found.length === 0) return;
    marks.set(node, found.at(-1)!);
    node.nodeValue = withoutMarks(text);
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  for (const name of TEXT_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value && marksIn(value).length > 0) element.setAttribute(name, withoutMarks(value));
  }
  for (const child of element.childNodes) takeMarks(child);
}

/** The marks of the texts under an element, in order. */
function marksUnder(element: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = marks.get(node);
    if (mark) found.push(mark);
  }
  return found;
}

/** The marked text under the pointer in `element`: found by where each text is drawn (a text in a button has no caret to find it by). */
function markedTextAt(element: Element, x: number, y: number): string | undefined {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = marks.get(node);
    if (!mark) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return mark;
  }
  return undefined;
}

/** The mark of the text under the pointer, else of the only marked text in the element clicked. */
function markAt(event: MouseEvent): { mark?: string; text?: string } {
  const target = event.target as Element;
  const atPointer = markedTextAt(target, event.clientX, event.clientY);
  if (atPointer) return { mark: atPointer };
  for (let element: Element | null = target; element && element !== document.body; element = element.parentElement) {
    const found = marksUnder(element);
    if (found.length === 1) return { mark: found[0] };
    if (found.length > 1) break;
    const text = (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim();
    if (text) return { text: text.slice(0, 400) };
  }
  return {};
}

/** The address of the picture or video clicked. */
function srcOf(target: Element): string | undefined {
  const media = target.closest('img, video, picture');
  if (!media) return undefined;
  if (media instanceof HTMLImageElement) return media.getAttribute('src') ?? undefined;
  if (media instanceof HTMLVideoElement) return media.querySelector('source')?.getAttribute('src') ?? media.getAttribute('src') ?? media.getAttribute('poster') ?? undefined;
  return media.querySelector('img')?.getAttribute('src') ?? undefined;
}

/** The mark of the nearest text around a picture: the card it is in. */
function markNear(target: Element): string | undefined {
  for (let element: Element | null = target; element && element !== document.body; element = element.parentElement) {
    const found = marksUnder(element);
    if (found.length > 0) return found[0];
  }
  return undefined;
}

// the marks leave the page as it is drawn (the title, the head's texts and the body alike)
new MutationObserver((records) => {
  for (const record of records) {
    if (record.type === 'characterData') takeMarks(record.target);
    else if (record.type === 'attributes') takeMarks(record.target);
    else record.addedNodes.forEach(takeMarks);
  }
}).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: TEXT_ATTRIBUTES });
takeMarks(document.documentElement);

if (window.parent !== window) {
  // click to edit: the click still does what it does on the page
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const src = srcOf(event.target);
      if (src) return tell({ type: 'click', src, near: markNear(event.target) });
      const found = markAt(event);
      if (found.mark || found.text) tell({ type: 'click', ...found });
    },
    { capture: true },
  );
}

void start();
