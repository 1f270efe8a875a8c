// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { createQueryClient } from '../../src/app/query-client.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import type { PageBlock } from '../../src/model/schema-types.generated.ts';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';
import { stubMatchMedia } from '../helpers/match-media.ts';
import { WAIT } from '../helpers/wait.ts';

describe('each block renders inside its own error boundary', () => {
  it('a block that throws is replaced by the message from YAML; the blocks around it still render', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    stubMatchMedia();
    const { model } = loadSite(FIXTURE_SITE);
    const about = model!.pages.find((p) => p.route === '/about')!;
    // a stats block without its items (data the schema would refuse) throws when it renders
    const broken = { type: 'stats' } as PageBlock;
    const page = { ...about, blocks: [about.blocks[0], broken, about.blocks[1]] };
    const queryClient = createQueryClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the boundary report the error
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter initialEntries={['/about']}>
          <App shell={model!.shell} queryClient={queryClient} firstPage={{ page }} />
        </MemoryRouter>,
      );
    });
    await vi.waitFor(() => {
      expect(container.querySelector('.block-failure')?.textContent).toBe(model!.shell.messages.blockError);
      expect(container.querySelector('h1')?.textContent).toBe('About fixture heading');
      expect(container.textContent).toContain('Fixture section');
    }, { ...WAIT, interval: 50 });
  });
});
