import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { seedPage } from './app/page-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { BOOT_ELEMENT_ID } from './app/routes.ts';
import { preloadBlocks } from './blocks/registry.tsx';
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
  seedPage(queryClient, boot.page);
  if (boot.queries) hydrate(queryClient, boot.queries);
  await preloadBlocks(boot.page.blocks.map((b) => b.type));
  const app = (
    <BrowserRouter>
      <App shell={boot.shell} queryClient={queryClient} />
    </BrowserRouter>
  );
  if (container.hasChildNodes()) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
