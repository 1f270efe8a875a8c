import { useEffect, useMemo, useRef } from 'react';
import { BrowserRouter, Link, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { draftApi } from '../../../studio/contract.ts';
import { editorApi } from '../app/api.ts';
import { EditorScreen } from '../editor/EditorScreen.tsx';
import { AccountsPage } from './AccountsPage.tsx';
import { DraftsPage } from './DraftsPage.tsx';
import { HistoryPage } from './HistoryPage.tsx';
import { Loading, Page } from './Page.tsx';
import { T, useDrafts } from './queries.ts';
import { ReviewPage } from './ReviewPage.tsx';
import { StudioBar } from './StudioBar.tsx';

/**
 * The studio (`npm run studio`, under /studio/): the drafts, a draft's review, the published history, the
 * accounts, and the editor on one draft, each page below the studio's bar, in an app that is exactly the window
 * (the bar at the top, the page scrolling in its own pane). The base ends with a slash: the drafts are at
 * /studio/, as the server, the sign-in and the old links have them.
 */
export function StudioApp() {
  atStudioRoot(); // before the router reads the address
  return (
    // a move to another page is drawn at once, with what moved it (a discarded draft leaves the answers as its editor goes)
    <BrowserRouter basename="/studio/" useTransitions={false}>
      <Routes>
        <Route path="/drafts/:draft" element={<DraftEditorPage />} />
        <Route element={<StudioLayout />}>
          <Route index element={<DraftsPage />} />
          <Route path="/history" element={<HistoryPage />} />
          <Route path="/accounts" element={<AccountsPage />} />
          <Route path="/review/:draft" element={<ReviewPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

/** /studio (the server answers it too) is the drafts' page, at its own address /studio/ (nothing to do on any other). */
function atStudioRoot() {
  if (location.pathname === '/studio') history.replaceState(history.state, '', `/studio/${location.search}${location.hash}`);
}

/** The bar, then the page in its scrolling pane (back at its top on each new page). */
function StudioLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    main.current?.scrollTo?.({ top: 0 });
  }, [pathname]);
  return (
    <div className="studio-app">
      <StudioBar />
      <main className="studio-main" ref={main}>
        <Outlet />
      </main>
    </div>
  );
}

/** The editor on one open draft, below the bar with the draft's state and actions. */
function DraftEditorPage() {
  const { draft: id = '' } = useParams();
  const drafts = useDrafts();
  const api = useMemo(() => editorApi(draftApi(id)), [id]);
  const draft = drafts.data?.drafts.find((d) => d.id === id);
  useEffect(() => {
    document.body.classList.add('studio-editing');
    return () => {
      document.body.classList.remove('studio-editing');
      delete document.body.dataset.ready; // the editor says when it is ready; the next page says it again
    };
  }, []);
  if (!draft)
    return (
      <div className="studio-app">
        <StudioBar />
        <main className="studio-main">
          {drafts.data ? (
            <DraftGone />
          ) : drafts.error ? (
            <Page title={T.notFoundTitle} ready>
              <p role="alert">{drafts.error.message}</p>
            </Page>
          ) : (
            <Loading />
          )}
        </main>
      </div>
    );
  return (
    <div className="studio-app">
      <StudioBar draft={draft} />
      <div className="studio-editor">
        <EditorScreen key={id} api={api} title={T.draftPageTitle(draft.title)} embedded />
      </div>
    </div>
  );
}

function DraftGone() {
  return (
    <Page title={T.notFoundTitle} ready>
      <p>{T.draftGone}</p>
      <Link to="/">{T.backToDrafts}</Link>
    </Page>
  );
}

function NotFoundPage() {
  return (
    <Page title={T.notFoundTitle} ready>
      <p>{T.notFound}</p>
      <Link to="/">{T.backToDrafts}</Link>
    </Page>
  );
}
