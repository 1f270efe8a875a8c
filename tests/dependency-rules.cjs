/**
 * The import rules of the code (dependency-cruiser), checked by `npm test` (tests/unit/architecture.test.ts):
 * no cycles; code that runs in the browser never reaches Node-side code; ui/ knows no block and no app
 * module; a block imports no other block.
 */
const NODE_SIDE = '^src/(config|server|cli|build|dev|airtable|bench|studio/(?!client/))';
const BROWSER_SIDE = '^src/(entry-client\\.tsx|boot\\.ts|app/|ui/|shell/|forms/|industry/|catalogue/|data/|model/|search/(?!push\\.ts)|blocks/(?!.+/resolve\\.ts$))';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be loaded, tested or split on their own.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      severity: 'error',
      comment: 'Code shipped to the browser must not import the config pipeline, the server, the CLIs or Node built-ins.',
      from: { path: BROWSER_SIDE },
      to: { path: [NODE_SIDE] },
    },
    {
      name: 'browser-code-uses-no-node-builtins',
      severity: 'error',
      from: { path: BROWSER_SIDE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'editor-page-code-stays-in-the-browser',
      severity: 'error',
      comment: "The browser editor's page (src/editor/client/) and the studio's pages (src/studio/client/) run in the browser: no Node built-ins, no config pipeline, no server.",
      from: { path: '^src/(editor|studio)/client/' },
      to: { path: [NODE_SIDE], pathNot: '^src/(editor|studio)/client/' },
    },
    {
      name: 'editor-page-code-uses-no-node-builtins',
      severity: 'error',
      from: { path: '^src/(editor|studio)/client/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-knows-no-block-and-no-app',
      severity: 'error',
      comment: 'ui/ holds shared parts; the app and the blocks use them, never the other way round.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(blocks|app)/' },
    },
    {
      name: 'a-block-imports-no-other-block',
      severity: 'error',
      comment: 'A block folder is the whole block: share code through ui/, industry/, search/ or model/.',
      from: { path: '^src/blocks/([^/]+)/' },
      to: { path: '^src/blocks/', pathNot: '^src/blocks/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.css$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
