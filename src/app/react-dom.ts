// React DOM's client, evaluated on its own by the page's first script (src/boot.ts) before the
// application: an ES module in front of its CommonJS, so the interop code stays out of that script.
export { createRoot, hydrateRoot } from 'react-dom/client';
