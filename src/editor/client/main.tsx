import './editor.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { editorApi } from './app/api.ts';
import { DialogHost } from './app/dialogs.tsx';
import { EditorScreen } from './editor/EditorScreen.tsx';
import { StudioApp } from './studio/StudioApp.tsx';
import { interfaceLanguage } from '../../interface/language.ts';
import { EDITOR_TEXT as T } from './texts/editor.ts';

/**
 * The editor and the studio: one React app, served by both hosts. The dev server's /_edit shows the editor
 * on the working copy; the studio's pages under /studio/ show its drafts, reviews, history and accounts, and
 * the editor on one draft (/studio/drafts/<draft>). Server data through react-query; the editor's state in
 * its store (editor/store.ts); the routes of both hosts in their tables (src/editor/contract.ts,
 * src/studio/contract.ts).
 */
document.documentElement.lang = interfaceLanguage();
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
const studio = location.pathname.startsWith('/studio');

createRoot(document.getElementById('editor-app')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {studio ? <StudioApp /> : <EditorScreen api={editorApi('/_edit/api')} title={T.editTitle} />}
      <DialogHost />
    </QueryClientProvider>
  </StrictMode>,
);
