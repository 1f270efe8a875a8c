// @vitest-environment jsdom
import { hydrate } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { seedPage } from '../../src/app/page-data.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { preloadBlocks } from '../../src/blocks/registry.tsx';
import { loadSite, PROJECT_ROOT } from '../../src/config/load-site.ts';
import { render } from '../../src/entry-server.tsx';

/**
 * Hydrates the prerendered HTML of every shipped page with React's development build,
 * which reports any difference between server and client render as a console error.
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
  document.body.innerHTML = '';
});

describe('hydration of the prerendered pages', () => {
  it.each(model!.pages.map((p) => p.route))('%s hydrates without a warning', async (route) => {
    const page = model!.pages.find((p) => p.route === route)!;
    const boot = { shell: model!.shell, page };
    const container = document.createElement('div');
    const rendered = await render(route, boot, (url) => model!.data[url]);
    container.innerHTML = rendered.html;
    document.body.append(container);
    const problems = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');

    await preloadBlocks(page.blocks.map((b) => b.type));
    const queryClient = createQueryClient();
    seedPage(queryClient, page);
    hydrate(queryClient, rendered.queries);
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[route]}>
          <App shell={model!.shell} queryClient={queryClient} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(problems.mock.calls).toEqual([]);
    expect(warnings.mock.calls).toEqual([]);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    act(() => root?.unmount());
  });
});
