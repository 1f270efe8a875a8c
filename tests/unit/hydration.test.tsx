// @vitest-environment jsdom
import { languageDataUrl } from '../../src/runtime/queries.ts';
import { hydrate } from '@tanstack/react-query';
import { act, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { preloadBlocks } from '../../src/app/block-code.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { render } from '../../src/entry-server.tsx';
import { WAIT } from '../helpers/wait.ts';

/**
 * Hydrates the prerendered HTML of every shipped page as the browser does on a first visit (boot data
 * only, blocks hydrating by need) with React's development build, which reports any difference between
 * server and client render as a console error. jsdom has no IntersectionObserver, so every block that
 * hydrates at all hydrates at once, fetching its run-time data (served here from the built model).
 */
const { model } = loadSite(PROJECT_ROOT);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('hydration of the prerendered pages', () => {
  it.each(model!.pages.map((p) => p.route))('%s hydrates by need without a warning, and what never hydrates stays as prerendered', async (route) => {
    const page = model!.pages.find((p) => p.route === route)!;
    // a page in another language: its shell, and its language's data files (/_data/fr/…), as the build and the browser read them
    const shell = (page.lang && model!.shells?.[page.lang]) || model!.shell;
    const { html, boot } = await render(route, { shell, page }, (url) => model!.data[languageDataUrl(url, page.lang)]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const staticHtml = [...container.querySelectorAll('[data-block]')].filter((_, i) => boot.hydration[i] === 'never').map((el) => el.innerHTML);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json(model!.data[url]);
    });
    const problems = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');

    const queryClient = createQueryClient();
    if (boot.queries) hydrate(queryClient, boot.queries);
    await preloadBlocks(boot.page.blocks.filter((_, i) => boot.hydration[i] === 'load').map((b) => b.type));
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <MemoryRouter initialEntries={[route]}>
            <App shell={shell} queryClient={queryClient} firstPage={{ page: boot.page, hydration: boot.hydration }} />
          </MemoryRouter>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
    });
    const wrappers = [...container.querySelectorAll('[data-block]')];
    const hydrating = wrappers.filter((_, i) => !['never', 'load'].includes(boot.hydration[i]));
    // each block's code loads as a module first (slow on a busy machine): a state to wait for, not a time
    await vi.waitFor(() => expect(hydrating.filter((el) => el.getAttribute('data-hydrated') !== 'true')).toEqual([]), { ...WAIT, interval: 50 });

    expect(recoverable).toEqual([]);
    expect(problems.mock.calls).toEqual([]);
    expect(warnings.mock.calls).toEqual([]);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(wrappers.filter((_, i) => boot.hydration[i] === 'never').map((el) => el.innerHTML)).toEqual(staticHtml);
    expect(fetched.filter((url) => url.startsWith('/_data/pages/'))).toEqual([]); // the page itself is in the HTML
    act(() => root?.unmount());
  });
});
