import type { Plugin } from 'vite';

/**
 * The registry names each block's build-time hook (src/blocks/<type>/resolve.ts) for the config
 * pipeline, which runs in Node. The bundles get an empty module in its place: nothing of it ships.
 */
export function buildTimeHooksStayInNode(): Plugin {
  const EMPTY = '\0build-time-hook';
  return {
    name: 'build-time-hooks-stay-in-node',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]src[\\/]blocks[\\/]registry\.tsx$/.test(importer) && /\/resolve\.ts$/.test(source)) return EMPTY;
      return undefined;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : undefined;
    },
  };
}
