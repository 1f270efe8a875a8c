import { createTwoFilesPatch } from 'diff';
import { useRef, type KeyboardEvent } from 'react';
import { whenKept } from '../local-drafts.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { TranslateView } from '../translate/TranslateView.tsx';
import { FormView } from '../form/FormView.tsx';
import { deletePage, renamePage } from './page-actions.ts';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { useSiteEntries } from './queries.ts';
import { useEditor, useEditorActions, useEditorStore, type View } from './store.ts';
import { useShownView } from './shown-view.ts';
import { YamlView } from './YamlView.tsx';

/** The open page: its heading and buttons, what waits for the person (a kept copy, a conflict), its views and its problems. */
export function FileEditor() {
  const file = useEditor((state) => state.file);
  return (
    <section className="edit-main" aria-label={T.openPage}>
      <Toolbar />
      <RestoreOffer />
      <ConflictNotice />
      {file ? (
        <Views />
      ) : (
        <div className="edit-welcome">
          <p>{T.welcome}</p>
        </div>
      )}
      <ProblemsPanel />
    </section>
  );
}

function Toolbar() {
  const file = useEditor((state) => state.file);
  const status = useEditor((state) => state.status);
  const dirty = useEditor((state) => state.file !== undefined && (state.text !== state.file.saved || state.file.hash === null));
  const entries = useSiteEntries();
  const store = useEditorStore();
  const actions = useEditorActions();
  const entry = file ? entries.find((candidate) => candidate.path === file.path) : undefined;
  const heading = entry ? `${entry.title}${entry.route ? ` · ${entry.route}` : ''}` : file ? (file.newTitle ?? file.path) : T.chooseAPage;
  const page = file?.path.startsWith('pages/') ?? false;
  return (
    <div className="edit-toolbar">
      <div className="edit-heading">
        <h2 className="edit-page-title">{heading}</h2>
        <p className="edit-file-title">{file?.path ?? ''}</p>
      </div>
      <button type="button" className="edit-save" disabled={!dirty} onClick={() => void actions.save()}>
        {T.save}
      </button>
      {page && entry?.route && (
        <button type="button" onClick={() => void renamePage(store)}>
          {T.rename}
        </button>
      )}
      {page && file?.hash !== null && (
        <button type="button" className="edit-danger" onClick={() => void deletePage(store)}>
          {T.delete}
        </button>
      )}
      <p className="edit-status" role="status" data-kind={status.kind}>
        {status.text}
      </p>
    </div>
  );
}

function RestoreOffer() {
  const offer = useEditor((state) => state.restore);
  const path = useEditor((state) => state.file?.path);
  const actions = useEditorActions();
  if (!offer || !path) return null;
  const patch = offer.sameBase ? '' : createTwoFilesPatch(T.savedVersion, T.yourVersion, offer.saved, offer.copy.text, '', '', { context: 2 }).split('\n').slice(2).join('\n');
  return (
    <section className="edit-restore" aria-label={T.keptChanges}>
      <h3>{offer.sameBase ? T.keptHeading(whenKept(offer.copy.at)) : T.keptOverNewer(whenKept(offer.copy.at))}</h3>
      {!offer.sameBase && (
        <>
          <p>{T.bothKept}</p>
          <pre className="edit-diff">{patch}</pre>
        </>
      )}
      <div className="edit-dialog-actions">
        <button type="button" className="edit-save" onClick={actions.restoreKept}>
          {offer.sameBase ? T.restoreMyChanges : T.keepMyVersion}
        </button>
        <button type="button" onClick={actions.discardKept}>
          {offer.sameBase ? T.discardThem : T.keepSavedVersion}
        </button>
      </div>
    </section>
  );
}

function ConflictNotice() {
  const conflict = useEditor((state) => state.conflict);
  const path = useEditor((state) => state.file?.path);
  const actions = useEditorActions();
  if (!conflict || !path) return null;
  const patch = createTwoFilesPatch(T.conflictSaved(path), T.conflictYours(path), conflict.disk?.text ?? '', conflict.mine, '', '', { context: 2 }).split('\n').slice(2).join('\n');
  return (
    <section className="edit-conflict" aria-label={T.changedSinceOpened}>
      <h3>{T.conflictHeading}</h3>
      <p>{T.conflictText}</p>
      <pre className="edit-diff">{patch}</pre>
      <button type="button" onClick={() => void actions.openSavedVersion()}>
        {T.openSavedVersion}
      </button>
      <button type="button" onClick={actions.dismissConflict}>
        {T.keepEditingMine}
      </button>
    </section>
  );
}

/**
 * The open file's views (WAI-ARIA tabs: the arrow keys, Home and End move between them; the selected one is
 * the only one in the Tab order): the form, the YAML, and its translation on a site in several languages.
 * The YAML view stays mounted (its undo history), as does the translation (what is typed in it).
 */
function Views() {
  const file = useEditor((state) => state.file)!;
  const actions = useEditorActions();
  const { shown, translatable } = useShownView();
  const tabs: { id: View; label: string }[] = [
    { id: 'form', label: T.viewForm },
    { id: 'yaml', label: T.viewYaml },
    ...(translatable ? [{ id: 'translate' as const, label: T.viewTranslate }] : []),
  ];
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === shown);
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    actions.setView(tabs[next].id);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#edit-view-${tabs[next].id}`)?.focus());
  };
  return (
    <>
      <div className="edit-views" role="tablist" aria-label={T.viewOfTheFile} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`edit-view-${tab.id}`}
            aria-controls={`edit-view-${tab.id}-panel`}
            aria-selected={tab.id === shown}
            tabIndex={tab.id === shown ? 0 : -1}
            onClick={() => actions.setView(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="edit-editor" role="tabpanel" id="edit-view-yaml-panel" aria-labelledby="edit-view-yaml" hidden={shown !== 'yaml'}>
        <YamlView />
      </div>
      {shown === 'form' && (
        <div className="edit-form" role="tabpanel" id="edit-view-form-panel" aria-labelledby="edit-view-form">
          <FormView />
        </div>
      )}
      {translatable && (
        <div className="edit-translate-panel" role="tabpanel" id="edit-view-translate-panel" aria-labelledby="edit-view-translate" hidden={shown !== 'translate'}>
          <TranslateView key={file.path} file={file.path} visible={shown === 'translate'} />
        </div>
      )}
    </>
  );
}
