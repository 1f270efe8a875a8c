import { useEffect, useRef } from 'react';
import { isFromFrame, PREVIEW_CHANNEL, type FromFrame, type ToFrame } from '../../preview/protocol.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { useEditor, useEditorStore, type EditorStore } from './store.ts';
import { jumpToLine } from './YamlView.tsx';

/**
 * The page as visitors see it, following what is typed: the frame loads the page once, then the editor sends
 * it the page as each change makes it (src/editor/preview/main.tsx), and it is drawn again in place. A click
 * on a text or a picture in it opens the field that holds it (its source mark names the file and the field).
 */
export function PreviewPane() {
  const store = useEditorStore();
  const route = useEditor((state) => state.preview.route);
  const note = useEditor((state) => state.preview.note);
  const placeholders = useEditor((state) => state.preview.placeholders);
  const version = useEditor((state) => state.preview.version);
  const page = useEditor((state) => state.preview.page);
  const shell = useEditor((state) => state.preview.shell);
  const frame = useRef<HTMLIFrameElement>(null);
  /** The route the frame has started on and draws what it is sent from. */
  const readyFor = useRef<string | undefined>(undefined);
  const base = useEditor((state) => state.api.base);
  const draft = /^\/studio\/api\/drafts\/([^/]+)$/.exec(base)?.[1];
  const src = draft ? `/studio/preview/${draft}?route=${encodeURIComponent(route)}&live=1` : `${route}?_preview=1`;

  const send = () => {
    const state = store.getState().preview;
    // the frame draws what it is sent once the page of the route shown has started there (a page on its way
    // to another route is sent it when it says it is ready)
    if (!state.page || readyFor.current !== state.route || !frame.current?.contentWindow) return;
    const message: ToFrame = { channel: PREVIEW_CHANNEL, type: 'show', route: state.route, page: state.page, shell: state.shell ?? null, version: state.version, dataVersion: state.dataVersion };
    frame.current.contentWindow.postMessage(message, location.origin);
  };

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== location.origin || !isFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        readyFor.current = message.route;
        send();
      } else if (message.type === 'shown') {
        frame.current!.dataset.shown = String(message.version);
      } else void goToSource(store, message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [store]);

  // each new preview is sent to the frame, which draws it in place
  useEffect(send, [version, page, shell]);

  return (
    <aside className="edit-side" aria-labelledby="edit-preview-title">
      <h2 className="edit-preview-title" id="edit-preview-title">
        {T.previewOf(route)}
      </h2>
      <p className="edit-preview-note" role="status">
        {note || (placeholders > 0 ? T.previewPlaceholders(placeholders) : '')}
      </p>
      <iframe
        ref={frame}
        className="edit-preview"
        title={T.previewOfThePage}
        src={src}
      />
    </aside>
  );
}

/** A click in the preview: the field its source mark names (a form field, or a line of the YAML), else the field holding its words. */
async function goToSource(store: EditorStore, click: Extract<FromFrame, { type: 'click' }>): Promise<void> {
  const { api, file } = store.getState();
  const reply = await api.call('find', { mark: click.mark, near: click.near, text: click.text, src: click.src, path: file?.path });
  const found = reply.data?.found;
  if (!found) return store.actions.setStatus(click.src ? T.pictureNotInFiles : T.notInFiles((click.text ?? '').slice(0, 60)), 'warn');
  if (found.file !== store.getState().file?.path && !(await store.actions.openFile(found.file))) return;
  store.actions.setPane('edit');
  if (store.getState().view !== 'yaml') {
    store.actions.setView('form', false);
    const path = found.path;
    store.actions.setForm((form) => ({
      opened: { ...form.opened, ...Object.fromEntries(path.map((_, depth) => [path.slice(0, depth + 1).join('/'), true])) },
      focus: { key: path.join('/'), within: 'field', block: 'center' },
    }));
    return;
  }
  store.actions.setView('yaml', false);
  requestAnimationFrame(() => jumpToLine(found.line));
}
