import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildTimeHooksStayInNode } from './src/dev/build-time-hooks.ts';

/**
 * The studio's browser code (`npm run build:studio`, run by `npm run studio` and the tests), bundled into
 * dist/studio with fixed names the studio server links to: the React app of the editor and the studio
 * (src/editor/client/main.tsx, with its stylesheet editor.css) and the editor's preview frame
 * (src/editor/preview/main.tsx: the site's application drawn again as the page is typed, with its stylesheet
 * preview.css).
 */
export default defineConfig({
  root: 'src',
  publicDir: false,
  // served by the studio at /studio/assets/ (src/studio/routes/pages-and-previews.ts): the chunks are found there
  base: '/studio/assets/',
  logLevel: 'warn',
  plugins: [react(), buildTimeHooksStayInNode()],
  build: {
    outDir: '../dist/studio',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { editor: 'src/editor/client/main.tsx', preview: 'src/editor/preview/main.tsx' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: (asset: { names?: string[] }) => (['editor.css', 'preview.css'].includes(asset.names?.[0] ?? '') ? '[name][extname]' : 'chunks/[name]-[hash][extname]') },
    },
  },
});
