import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom.ts';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadBlocks } from './app/block-code.ts';
import { createQueryClient } from './app/query-client.ts';
import { BOOT_ELEMENT_ID } from './app/routes.ts';
import type { BootData } from './model/types.ts';
import { playPrerenderedIntros } from './ui/session-intro.ts';

/** The theme is permanently dark; the preference is also stored, as the product has always done. */
const THEME_KEY = 'theme';
const THEME = 'dark';

async function start() {
  document.documentElement.classList.add(THEME);
  try {
    localStorage.setItem(THEME_KEY, THEME);
  } catch {
    /* storage may be disabled; the dark marker on <html> is what matters */
  }
  const bootElement = document.getElementById(BOOT_ELEMENT_ID);
  const container = document.getElementById('root');
  if (!bootElement || !container) return; // the dev server shows configuration problems instead of a page
  playPrerenderedIntros(container);
  const boot = JSON.parse(bootElement.textContent ?? '') as BootData;
  const queryClient = createQueryClient();
  if (boot.queries) hydrate(queryClient, boot.queries);
  const prerendered = container.hasChildNodes(); // not under the dev server, which renders in the browser
  // hydrating, only the blocks that hydrate at load; the others load their code when their moment comes
  const firstPage = prerendered ? { page: boot.page, hydration: boot.hydration } : { page: boot.page };
  await preloadBlocks(boot.page.blocks.filter((_, i) => !prerendered || boot.hydration[i] === 'load').map((b) => b.type));
  const app = (
    <BrowserRouter>
      <App shell={boot.shell} queryClient={queryClient} firstPage={firstPage} />
    </BrowserRouter>
  );
  if (prerendered) {
    // a transition: hydration yields to the visitor's input, and the blocks left as HTML stay so
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration problem:', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
