import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EditorApi } from '../app/api.ts';
import { registerKeeper, reloadKeeping } from '../app/leaving.ts';
import { LanguageSwitch } from '../app/LanguageSwitch.tsx';
import { openMediaLibrary } from '../media/MediaLibrary.tsx';
import { SiteList } from '../site-list/SiteList.tsx';
import { TEMPLATES } from '../templates.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { chooseInterfaceLanguage } from '../../../interface/language.ts';
import { FileEditor } from './FileEditor.tsx';
import { applyTemplate, describeFile } from './page-actions.ts';
import { PreviewPane } from './PreviewPane.tsx';
import { useFacts, useSiteEntries } from './queries.ts';
import { createEditorStore, EditorContext, markLanguageSwitch, useEditor, useEditorActions, useEditorStore, type Pane } from './store.ts';

/**
 * The editor, exactly the window: the header (what can be added to the site), the site's pages, the open
 * page (its form, YAML or translation, with its problems) and its preview, each scrolling in its own pane; the
 * document itself never scrolls. On a phone one pane shows at a time, the others one tap away in the bar at
 * the bottom. Mounted by both hosts, on their API; below the studio's own bar (`embedded`), the header is a
 * named region, not a second banner.
 */
export function EditorScreen({ api, title, embedded = false }: { api: EditorApi; title: string; embedded?: boolean }) {
  const queryClient = useQueryClient();
  const [store] = useState(() => createEditorStore({ api, title, queryClient }));
  return (
    <EditorContext.Provider value={store}>
      <EditorLayout embedded={embedded} />
    </EditorContext.Provider>
  );
}

function EditorLayout({ embedded }: { embedded: boolean }) {
  const Header = embedded ? 'section' : 'header';
  const pane = useEditor((state) => state.pane);
  const title = useEditor((state) => state.title);
  const store = useEditorStore();
  const actions = useEditorActions();
  const entries = useSiteEntries();
  const file = useEditor((state) => state.file);
  const dirty = useEditor((state) => state.file !== undefined && (state.text !== state.file.saved || state.file.hash === null));
  const [ready, setReady] = useState(false);
  const facts = useFacts();
  useEffect(() => store.setState({ facts }), [store, facts]);

  // the page opens what its address names (?file=…), once the list of files is known
  useEffect(() => {
    if (ready) return;
    const wanted = new URLSearchParams(location.search).get('file');
    void (async () => {
      if (wanted) await actions.openFile(wanted);
      setReady(true);
    })();
  }, [actions, ready]);
  useEffect(() => {
    if (ready) document.body.dataset.ready = 'true';
  }, [ready]);
  // the open file's address, for a reload or a link
  useEffect(() => {
    const address = new URL(location.href);
    if (file && file.hash !== null) address.searchParams.set('file', file.path);
    else address.searchParams.delete('file');
    if (address.href !== location.href) history.replaceState(history.state, '', address);
  }, [file]);
  // the tab's title says which page is open, and whether it has unsaved changes
  const entryTitle = file ? (entries.find((entry) => entry.path === file.path)?.title ?? file.newTitle ?? file.path) : undefined;
  useEffect(() => {
    document.title = entryTitle ? `${dirty ? '• ' : ''}${entryTitle} — ${title}` : title;
  }, [entryTitle, dirty, title]);
  // what is typed is kept in this browser when the page is left
  useEffect(
    () =>
      registerKeeper({
        keep: () => {
          actions.keepNow();
          return true;
        },
        dirty: actions.isDirty,
      }),
    [actions],
  );

  const switchLanguage = (code: Parameters<typeof chooseInterfaceLanguage>[0]) => {
    chooseInterfaceLanguage(code);
    markLanguageSwitch(store.getState().api.base, store.getState().file?.path);
    reloadKeeping();
  };

  return (
    <div className="edit-app" data-pane={pane}>
      <Header className="edit-header" aria-labelledby="edit-title">
        <h1 id="edit-title">{title}</h1>
        <div className="edit-templates" role="toolbar" aria-label={T.addToSite}>
          {TEMPLATES.map((template) => (
            <button key={template.label} type="button" onClick={() => void applyTemplate(store, template)}>
              {template.label}
            </button>
          ))}
          <button
            type="button"
            className="edit-media-button"
            onClick={async () => {
              await openMediaLibrary({ api: store.getState().api, studio: store.getState().api.base.startsWith('/studio/'), describe: (path) => describeFile(entries, path) });
              // an upload may have filled a field's file: the checks and the preview read the site again
              actions.filesChanged();
            }}
          >
            {T.picturesAndVideos}
          </button>
        </div>
        <LanguageSwitch label={T.interfaceLanguage} onSwitch={switchLanguage} />
      </Header>
      <main className="edit-body">
        <SiteList />
        <FileEditor />
        <PreviewPane />
      </main>
      <PaneBar />
    </div>
  );
}

/** On a phone: the three panes, one tap away each. */
function PaneBar() {
  const pane = useEditor((state) => state.pane);
  const hasFile = useEditor((state) => state.file !== undefined);
  const actions = useEditorActions();
  const panes: { id: Pane; label: string }[] = [
    { id: 'pages', label: T.panePages },
    { id: 'edit', label: T.paneEdit },
    { id: 'preview', label: T.panePreview },
  ];
  return (
    <nav className="edit-panes" aria-label={T.panes}>
      {panes.map(({ id, label }) => (
        <button key={id} type="button" aria-current={pane === id ? 'page' : undefined} disabled={id !== 'pages' && !hasFile} onClick={() => actions.setPane(id)}>
          {label}
        </button>
      ))}
    </nav>
  );
}
