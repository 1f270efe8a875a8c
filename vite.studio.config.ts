import { defineConfig } from 'vite';

/**
 * The studio's browser code (`npm run build:studio`, run by `npm run studio` and the tests): the YAML
 * editor of /_edit (src/editor/client/main.ts) and the studio's own pages (src/studio/client/studio.ts),
 * bundled into dist/studio with fixed names the studio server links to.
 */
export default defineConfig({
  root: 'src',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: '../dist/studio',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { editor: 'src/editor/client/main.ts', studio: 'src/studio/client/studio.ts', 'preview-bridge': 'src/editor/client/preview-bridge.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
