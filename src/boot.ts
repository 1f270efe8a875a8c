/**
 * The page's only script tag. Once the browser has painted the prerendered HTML, it fetches the
 * application's code and the code of the blocks that hydrate at load, all in parallel (the page lists
 * them in <meta name="app-modules">), and starts the application. Fetched or evaluated earlier, that
 * code would compete with the HTML and hold the first paint back on a slow phone.
 */
import { nextTask } from './runtime/next-task.ts';
// the holder of early presses; already run by the page's inline copy, except where a page has none (the dev server)
import './ui/early-input-holder.js';
import { afterFirstInteraction } from './ui/interaction.ts';

const MODULE_LIST = 'meta[name="app-modules"]';
/** Should the browser never report a paint, the application starts anyway after this long. */
const LATEST_START_MS = 3000;

function afterFirstPaint(start: () => void): void {
  const nothingToPaint = !document.getElementById('root')?.hasChildNodes(); // the dev server renders in the browser
  const painted = performance.getEntriesByType('paint').length > 0;
  if (nothingToPaint || painted || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver(once);
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, LATEST_START_MS);
}

void afterFirstInteraction(); // starts watching for the visitor's first input

// `npm run dev` only (nothing of it in the built site): the site's files changed, the page shows them
// (src/dev/site-plugin.ts); the editor's page and its preview, which follow what is typed, are not reloaded
if (import.meta.hot) import.meta.hot.on('site-config:changed', () => location.reload());

afterFirstPaint(async () => {
  for (const href of document.querySelector(MODULE_LIST)?.getAttribute('content')?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // React DOM, the largest module, is evaluated in a task of its own, the application in the next
  await import('./app/react-dom.ts');
  await nextTask();
  await import('./entry-client.tsx');
});
