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
const PRELOADS_PER_TASK = 4;
const CONTENT_PAINT = 'first-contentful-paint';

/**
 * Waits for the first paint of the page's content (first-contentful-paint): the browser's first paint of
 * all can be the background alone, long before the text and the first screen's image, and code requested
 * then competes with that image.
 */
function afterFirstPaint(start: () => void): void {
  const nothingToPaint = !document.getElementById('root')?.hasChildNodes(); // the dev server renders in the browser
  if (nothingToPaint || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  // (buffered: a paint before this script ran is reported too)
  const observer = new PerformanceObserver((list) => list.getEntriesByName(CONTENT_PAINT).length > 0 && once());
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, LATEST_START_MS);
}

void afterFirstInteraction(); // starts watching for the visitor's first input

// `npm run dev` only (nothing of it in the built site): the site's files changed, the page shows them
// (src/dev/site-plugin.ts); the editor's page and its preview, which follow what is typed, are not reloaded
if (import.meta.hot) import.meta.hot.on('site-config:changed', () => location.reload());

afterFirstPaint(async () => {
  const modules = document.querySelector(MODULE_LIST)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
  for (const [index, href] of modules.entries()) {
    // a few requests a task: starting one costs the main thread about a millisecond on a slow phone, and a
    // dozen in one task would be the page's longest
    if (index % PRELOADS_PER_TASK === 0) await nextTask();
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  // React DOM, the largest module, is evaluated in a task of its own, the application in the next
  await import('./app/react-dom.ts');
  await nextTask();
  await import('./entry-client.tsx');
});
