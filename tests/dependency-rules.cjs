/**
 * The import rules of the code (dependency-cruiser), checked by `npm test` (tests/integration/architecture.test.ts):
 * no cycles; code that runs in the browser never reaches Node-side code; the editor's and the studio's
 * pages reach the server side through their contracts only, which carry nothing but types
 * (tests/integration/architecture.test.ts checks that: TypeScript 7 has no API for dependency-cruiser to tell
 * a type-only import); ui/ knows no block and no app module; a block imports no other block; the
 * servers import nothing of the dev server; the Airtable client imports nothing of the content sources.
 */
const NODE_SIDE = '^src/(config|server|cli|prerender|dev|http|airtable|bench|editor/server|studio/(?!texts\\.ts$|draft-states\\.ts$))';
const BROWSER_SIDE = '^src/(entry-client\\.tsx|boot\\.ts|app/|ui/|shell/|forms/|industry/|catalogue/|runtime/|model/|search/(?!push\\.ts)|blocks/(?!.+/resolve\\.ts$))';
/** The app of the editor and the studio, and the editor's preview frame: browser code beside the servers it talks to. */
const PAGE_CODE = '^src/editor/(client|preview)/';
/** What those pages share with their servers at run time, as well as in types: plain modules of their own. */
const SHARED_WITH_PAGES = '^src/(interface/|editor/(client|form|preview)/|editor/contract\\.ts$|studio/(texts\\.ts$|draft-states\\.ts$|contract\\.ts$))';

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
      comment: "The app of the editor and the studio (src/editor/client/) and the editor's preview frame (src/editor/preview/) run in the browser: no config pipeline, no server, nothing Node-side but the types of their contracts.",
      from: { path: PAGE_CODE },
      to: { path: [NODE_SIDE, '^src/(editor|studio)/'], pathNot: SHARED_WITH_PAGES },
    },
    {
      name: 'editor-page-code-uses-no-node-builtins',
      severity: 'error',
      from: { path: PAGE_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'servers-know-nothing-of-the-dev-server',
      severity: 'error',
      comment: 'The studio and the production server run without Vite: nothing of src/dev/ (the Vite plugin) may reach them.',
      from: { path: '^src/(studio|server|editor|http)/' },
      to: { path: '^src/dev/' },
    },
    {
      name: 'ui-knows-no-block-and-no-app',
      severity: 'error',
      comment: 'ui/ holds shared parts; the app and the blocks use them, never the other way round.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(blocks|app)/' },
    },
    {
      name: 'blocks-and-the-shell-know-no-app',
      severity: 'error',
      comment: 'The app (src/app/) renders the shell and the blocks; what they share with it (routes, hydration) lives below, in model/ or ui/.',
      from: { path: '^src/(blocks|shell)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'imports-go-down-to-the-interface-language',
      severity: 'error',
      comment:
        'The language of the editor and the studio (src/interface/) is below every layer that speaks it: it imports none of them, so that http/, config/, the servers and the pages all take it from below.',
      from: { path: '^src/interface/' },
      to: { path: '^src/(?!interface/)' },
    },
    {
      name: 'servers-and-config-import-nothing-of-the-pages',
      severity: 'error',
      comment:
        "The servers, the config pipeline and http/ sit below the editor's and the studio's pages (src/editor/client/, src/editor/preview/): what both need (the form's model and words, the interface language) lives in src/editor/form/ or src/interface/.",
      from: { path: '^src/(http|config|server|prerender|cli|airtable|studio|editor/server|editor/form)/' },
      // the source marks' format: written by the servers into the preview's texts, read by the preview frame
      to: { path: '^src/editor/(client|preview)/', pathNot: '^src/editor/preview/source-marks\\.ts$' },
    },
    {
      name: 'the-airtable-client-knows-no-content-source',
      severity: 'error',
      comment:
        'src/airtable/ is the client of Airtable (reading a base, its records shaped like the YAML files); the content source built on it is src/config/sources/airtable.ts. The client imports nothing of the sources, so that the two never need each other.',
      from: { path: '^src/airtable/' },
      to: { path: '^src/config/sources/' },
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
