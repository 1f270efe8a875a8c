import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';

const run = promisify(execFile);
const CRUISER = path.join(PROJECT_ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const RULES = path.join(PROJECT_ROOT, 'tests/dependency-rules.cjs');

/** dependency-cruiser over src/ of `root` with the project's rules: its report, and whether it passed. */
async function cruise(root: string): Promise<{ ok: boolean; report: string }> {
  try {
    const { stdout } = await run(process.execPath, [CRUISER, 'src/**/*.{ts,tsx}', '--config', RULES, '--output-type', 'err'], { cwd: root });
    return { ok: true, report: stdout };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string };
    return { ok: false, report: `${failure.stdout}${failure.stderr}` };
  }
}

describe('the import rules (tests/dependency-rules.cjs)', () => {
  it('hold for src/: no cycle, browser code reaches no Node-side code, ui/ knows no block or app, blocks and the shell know no app, blocks import no other block', async () => {
    const { ok, report } = await cruise(PROJECT_ROOT);
    expect(report).toContain('no dependency violations found');
    expect(ok).toBe(true);
  });

  it('catch each kind of violation', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
    try {
      cpSync(path.join(PROJECT_ROOT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
      const files: Record<string, string> = {
        'src/blocks/first/index.tsx': "import { second } from '../second/index.tsx';\nexport const first = second;\n",
        'src/blocks/second/index.tsx': "export const second = 2;\n",
        'src/ui/Widget.tsx': "import { page } from '../app/page.ts';\nexport const widget = page;\n",
        'src/app/page.ts': "import { widget } from '../ui/Widget.tsx';\nexport const page = 1;\nexport const again = widget;\n",
        'src/shell/Footer.tsx': "import { readFileSync } from 'node:fs';\nimport { load } from '../config/load.ts';\nexport const footer = [readFileSync, load];\n",
        'src/config/load.ts': 'export const load = 1;\n',
        'src/editor/client/page.ts': "import { readFileSync } from 'node:fs';\nimport { load } from '../../config/load.ts';\nexport const page = [readFileSync, load];\n",
        'src/studio/server.ts': "import { plugin } from '../dev/site-plugin.ts';\nexport const server = plugin;\n",
        'src/dev/site-plugin.ts': 'export const plugin = 1;\n',
        'src/airtable/read.ts': "import { source } from '../config/sources/airtable.ts';\nexport const read = source;\n",
        'src/config/sources/airtable.ts': 'export const source = 1;\n',
        'src/shell/NavBar.tsx': "import { page } from '../app/page.ts';\nexport const navBar = page;\n",
        'src/interface/words.ts': "import { load } from '../config/load.ts';\nexport const words = load;\n",
        'src/config/check.ts': "import { page } from '../editor/client/page.ts';\nexport const check = page;\n",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      const { ok, report } = await cruise(root);
      expect(ok).toBe(false);
      for (const rule of ['a-block-imports-no-other-block', 'ui-knows-no-block-and-no-app', 'no-cycles', 'browser-code-stays-in-the-browser', 'browser-code-uses-no-node-builtins', 'editor-page-code-stays-in-the-browser', 'editor-page-code-uses-no-node-builtins', 'servers-know-nothing-of-the-dev-server', 'the-airtable-client-knows-no-content-source', 'blocks-and-the-shell-know-no-app', 'imports-go-down-to-the-interface-language', 'servers-and-config-import-nothing-of-the-pages']) {
        expect(report).toContain(rule);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the contracts between the servers and their pages', () => {
  it.each(['src/editor/contract.ts', 'src/studio/contract.ts'])('%s imports and re-exports types only: a page that imports it bundles no server code', (file) => {
    const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    const statements = [...text.matchAll(/^(import|export)\b[^;]*?\bfrom\s+'[^']+';/gms)].map((m) => m[0].replace(/\s+/g, ' '));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => !/^(import|export) type\b/.test(statement))).toEqual([]);
  });
});

describe('the editor server reads and writes only through SiteFiles (src/editor/server/site-files.ts)', () => {
  it('SiteFiles has no folder to reach past it, and no code of the editor server or the studio uses one', () => {
    const iface = readFileSync(path.join(PROJECT_ROOT, 'src/editor/server/site-files.ts'), 'utf8');
    expect(iface).not.toMatch(/^\s*(readonly\s+)?root\??:/m);
    const sources = ['src/editor/server', 'src/studio'].flatMap((dir) =>
      (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    );
    expect(sources).toContain('src/editor/server/api.ts');
    const uses = sources.flatMap((file) =>
      readFileSync(path.join(PROJECT_ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bfiles\.root\b/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(uses).toEqual([]);
  });
});
