import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';

const run = promisify(execFile);

/**
 * docs/architecture.md's "Adding a block type", followed literally in a copy of the project: a schema and its line
 * in page.schema.json, `npm run schema-types`, a folder with the component, its resolved type and a
 * build-time hook, one line in the registry; tsc names the line that is missing. No file of the config
 * core is touched, yet the hook runs, a mistake in the new block is located, and the page renders
 * through the SSR bundle.
 */
describe('adding a block type is a folder and a schema, with its line in the page schema and the registry held by tsc', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'add-block-'));
  const site = path.join(project, 'site');

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(path.join(project, file), 'utf8');
    expect(text.split(from)).toHaveLength(2);
    writeFileSync(path.join(project, file), text.replace(from, to));
  };
  const tsx = (script: string) => run(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), script, site], { cwd: project });
  const typecheck = () =>
    run(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.tsbuildinfo'], { cwd: project }).then(
      () => ({ stdout: '' }),
      (error: { stdout: string }) => error,
    );
  const REGISTRY_LINE_BEFORE = "  prose: defineBlock('prose', { load: () => import('./prose/index.tsx'), hydrate: 'never' }),";
  const QUOTE_ENTRY = "  quote: defineBlock('quote', { load: () => import('./quote/index.tsx'), hydrate: 'never', resolve: () => import('./quote/resolve.ts') }),";

  beforeAll(async () => {
    for (const entry of ['src', 'schemas', 'tsconfig.json', 'vite.config.ts', 'package.json']) cpSync(path.join(PROJECT_ROOT, entry), path.join(project, entry), { recursive: true });
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    cpSync(FIXTURE_SITE, site, { recursive: true });

    write(
      'schemas/blocks/quote.schema.json',
      JSON.stringify(
        {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          title: 'quote block',
          description: 'A client quote.',
          type: 'object',
          properties: {
            type: { const: 'quote', description: 'A client quote.' },
            text: { type: 'string', minLength: 1, description: 'What the client said.' },
            author: { type: 'string', minLength: 1, description: 'Who said it.' },
          },
          required: ['type', 'text', 'author'],
          additionalProperties: false,
          defaultSnippets: [{ label: 'quote', body: { type: 'quote', text: '$1', author: '$2' } }],
        },
        null,
        2,
      ),
    );
    const pageSchema = JSON.parse(readFileSync(path.join(project, 'schemas/page.schema.json'), 'utf8'));
    pageSchema.properties.blocks.items.oneOf.push({ $ref: 'blocks/quote.schema.json' });
    write('schemas/page.schema.json', JSON.stringify(pageSchema, null, 2));
    await tsx('src/cli/schema-types.ts'); // npm run schema-types: the block's type, and the map the registry is checked against
    write(
      'src/blocks/quote/types.ts',
      `import type { QuoteBlock } from '../../model/schema-types.generated.ts';

/** The quote as the browser receives it: resolve.ts adds the page it appears on. */
export type ResolvedQuote = QuoteBlock & { citedOn: string };
`,
    );
    write(
      'src/blocks/quote/index.tsx',
      `import type { BlockProps } from '../../model/types.ts';
import type { ResolvedQuote } from './types.ts';

export default function Quote({ block }: BlockProps<ResolvedQuote>) {
  return (
    <figure className="section quote">
      <blockquote>{block.text}</blockquote>
      <figcaption>{block.author}, quoted on {block.citedOn}</figcaption>
    </figure>
  );
}
`,
    );
    write(
      'src/blocks/quote/resolve.ts',
      `import type { ResolveContext } from '../../config/site/block-resolve.ts';
import { say } from '../../config/messages/messages.ts';
import type { QuoteBlock } from '../../model/schema-types.generated.ts';
import type { ResolvedQuote } from './types.ts';

export function resolve(block: QuoteBlock, { page, problem }: ResolveContext): ResolvedQuote {
  if (block.author === block.text) problem(['author'], say('block-specific', { text: 'the author repeats the quote: write who said it' }));
  return { ...block, citedOn: page.route };
}
`,
    );
    edit('src/blocks/registry.tsx', REGISTRY_LINE_BEFORE, `${REGISTRY_LINE_BEFORE}\n${QUOTE_ENTRY}`);
    edit(
      'site/pages/about.yaml',
      'blocks:\n',
      'blocks:\n  - type: quote\n    text: They answered every question about the agent before we asked it.\n    author: Head of Operations, a fixture client\n',
    );
    write(
      'render-about.ts',
      `import { loadSite } from './src/config/site/load-site.ts';
import { formatProblem } from './src/config/messages/problems.ts';
const { model, problems } = loadSite(process.argv[2]);
if (!model) throw new Error(problems.map(formatProblem).join('\\n'));
const { render } = await import('./dist/server/entry-server.js');
const page = model.pages.find((p) => p.route === '/about')!;
const { html } = await render('/about', { shell: model.shell, page }, (url: string) => model.data[url]);
console.log(html);
`,
    );
    write(
      'validate.ts',
      `import { loadSite } from './src/config/site/load-site.ts';
import { formatProblem } from './src/config/messages/problems.ts';
console.log(loadSite(process.argv[2]).problems.map(formatProblem).join('\\n'));
`,
    );
    await run(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.config.ts', '--ssr', 'entry-server.tsx', '--logLevel', 'error'], { cwd: project });
  });

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('renders the new block with what its hook derived', async () => {
    const { stdout } = await tsx('render-about.ts');
    expect(stdout).toContain('<blockquote>They answered every question about the agent before we asked it.</blockquote>');
    expect(stdout.replaceAll('<!-- -->', '')).toContain('<figcaption>Head of Operations, a fixture client, quoted on /about</figcaption>');
  });

  it('the typecheck passes with the new block, and names it when its registry entry is missing', async () => {
    expect((await typecheck()).stdout).toBe('');
    edit('src/blocks/registry.tsx', `\n${QUOTE_ENTRY}`, '');
    try {
      expect((await typecheck()).stdout).toMatch(/src\/blocks\/registry\.tsx\(\d+,\d+\): error TS\d+: Property 'quote' is missing/);
    } finally {
      edit('src/blocks/registry.tsx', REGISTRY_LINE_BEFORE, `${REGISTRY_LINE_BEFORE}\n${QUOTE_ENTRY}`);
    }
  });

  it('the typecheck names a block schema that page.schema.json does not list', async () => {
    const pageSchema = path.join(project, 'schemas/page.schema.json');
    const listed = readFileSync(pageSchema, 'utf8');
    const schema = JSON.parse(listed);
    schema.properties.blocks.items.oneOf = schema.properties.blocks.items.oneOf.filter((option: { $ref: string }) => option.$ref !== 'blocks/quote.schema.json');
    writeFileSync(pageSchema, JSON.stringify(schema, null, 2));
    try {
      await tsx('src/cli/schema-types.ts');
      expect((await typecheck()).stdout).toMatch(/schema-types\.generated\.ts\(\d+,\d+\): error TS2344: Type '"quote"' does not satisfy the constraint 'never'/);
    } finally {
      writeFileSync(pageSchema, listed);
      await tsx('src/cli/schema-types.ts');
    }
  });

  it('the typecheck fails when a schema and the component that reads it disagree', async () => {
    const schemaFile = path.join(project, 'schemas/blocks/hero.schema.json');
    writeFileSync(schemaFile, readFileSync(schemaFile, 'utf8').replaceAll('"scrollCue"', '"scrollHint"'));
    await tsx('src/cli/schema-types.ts');
    expect((await typecheck()).stdout).toMatch(/src\/blocks\/hero\/index\.tsx\(\d+,\d+\): error TS2339: Property 'scrollCue' does not exist/);
  });

  it("reports the hook's problem on the line of the new block", async () => {
    edit('site/pages/about.yaml', '    author: Head of Operations, a fixture client\n', '    author: They answered every question about the agent before we asked it.\n');
    const { stdout } = await tsx('validate.ts');
    expect(stdout.trim()).toBe('pages/about.yaml:7:13 the author repeats the quote: write who said it');
  });
});
