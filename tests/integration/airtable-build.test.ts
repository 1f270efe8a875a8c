import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { prerender } from '../../src/prerender/prerender.ts';
import { loadConfiguredSite } from '../../src/config/sources/data-source.ts';
import { listYaml, loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { baseFromSite } from '../helpers/airtable-base.ts';
import { BASE_ID, comparable, projectCopy, TOKEN, TOKEN_ENV, useAirtable } from '../helpers/airtable-site.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { fakeAirtable, type FakeAirtable } from '../helpers/fake-services.ts';

const run = promisify(execFile);

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile()).sort();
}

/** A site whose industry pages and technologies hold nothing but what Airtable will provide. */
function airtableOnlySite(): { root: string; remove: () => void } {
  const site = projectCopy();
  for (const file of listYaml(site.root, 'pages')) {
    const full = path.join(site.root, file);
    const doc = parseDocument(readFileSync(full, 'utf8'));
    if (!doc.hasIn(['industry', 'key'])) continue;
    for (const field of ['categories', 'useCases', 'cardTechnologies']) doc.deleteIn(['industry', field]);
    writeFileSync(full, doc.toString());
  }
  rmSync(path.join(site.root, 'content/technologies.yaml'));
  useAirtable(site.root);
  return site;
}

describe('building from Airtable, and importing it into YAML', () => {
  let fake: FakeAirtable;
  let source: { root: string; remove: () => void };
  const out = mkdtempSync(path.join(tmpdir(), 'airtable-build-'));
  const env = { ...process.env, [TOKEN_ENV]: TOKEN };

  beforeAll(async () => {
    ensureBundles();
    fake = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: baseFromSite(PROJECT_ROOT) });
    source = airtableOnlySite();
    process.env[TOKEN_ENV] = TOKEN;
  });
  afterAll(async () => {
    delete process.env[TOKEN_ENV];
    source.remove();
    rmSync(out, { recursive: true, force: true });
    await fake.close();
  });

  it('a site whose pages hold no use cases gets them all from the base', async () => {
    const result = await loadConfiguredSite(source.root, { endpointUrl: fake.url });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(comparable(result.model)).toEqual(comparable(loadSite(PROJECT_ROOT).model));
  });

  it('the built site holds no token, base id or Airtable address in any shipped file', async () => {
    const result = await prerender({ root: source.root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir: path.join(out, 'from-airtable'), airtable: { endpointUrl: fake.url }, precompress: false });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    const files = filesUnder(path.join(out, 'from-airtable'));
    expect(files).toContain('banking/index.html');
    const forbidden = [TOKEN, BASE_ID, 'api.airtable.com', fake.url, new URL(fake.url).host, TOKEN_ENV];
    const leaks = files.flatMap((file) => {
      const text = readFileSync(path.join(out, 'from-airtable', file), 'latin1');
      return forbidden.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`);
    });
    expect(leaks).toEqual([]);
    // and the use cases did come from the base
    expect(readFileSync(path.join(out, 'from-airtable/_data/industries/banking.json'), 'utf8')).toContain('Personal Loan Decision Agent');
  });

  it('npm run airtable:import writes YAML that validates and builds into the same pages', async () => {
    const imported = projectCopy();
    try {
      for (const entry of ['pages', 'content', 'site.config.yaml']) {
        rmSync(path.join(imported.root, entry), { recursive: true });
      }
      await run('cp', ['-r', ...['pages', 'content', 'site.config.yaml'].map((e) => path.join(source.root, e)), imported.root]);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/airtable-import.ts', imported.root], { cwd: PROJECT_ROOT, env: { ...env, AIRTABLE_ENDPOINT_URL: fake.url } });
      const shipped = loadSite(PROJECT_ROOT).model!;
      expect(stdout).toContain(`✓ wrote ${shipped.industries.length + 2} files from Airtable`); // the industry pages, technologies.yaml, site.config.yaml
      expect(readFileSync(path.join(imported.root, 'site.config.yaml'), 'utf8')).toMatch(/^data:\n {2}source: yaml$/m);
      // the page keeps its hand-written parts and gains the base's content
      const banking = readFileSync(path.join(imported.root, 'pages/industries/banking.yaml'), 'utf8');
      expect(banking).toContain('route: /banking');
      expect(banking).toMatch(/- id: personal-loan-decision-agent\n\s+title: Personal Loan Decision Agent/);

      const validate = await run(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', imported.root], { cwd: PROJECT_ROOT, env });
      expect(validate.stdout).toMatch(new RegExp(`✓ \\d+ files valid: ${shipped.pages.length} pages`));

      const result = await prerender({ root: imported.root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir: path.join(out, 'from-yaml'), precompress: false });
      expect(result.ok).toBe(true);
      const pages = filesUnder(path.join(out, 'from-yaml')).filter((f) => /\.(html|json)$/.test(f));
      expect(pages).toEqual(filesUnder(path.join(out, 'from-airtable')).filter((f) => /\.(html|json)$/.test(f)));
      // the build's clock: when the data was read and when the page's queries were dehydrated
      const stable = (file: string, dir: string) =>
        readFileSync(path.join(out, dir, file), 'utf8')
          .replace(/lastUpdated\\?":\\?"[^"\\]*/g, 'lastUpdated')
          .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1"');
      const different = pages.filter((file) => stable(file, 'from-yaml') !== stable(file, 'from-airtable'));
      expect(different).toEqual([]);
    } finally {
      imported.remove();
    }
  });

  it('leaves every file as it was when the base has a mistake', async () => {
    const copy = airtableOnlySite();
    const broken = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: { ...baseFromSite(PROJECT_ROOT), Technologies: [] } });
    try {
      const before = listYaml(copy.root, 'pages').map((f) => readFileSync(path.join(copy.root, f), 'utf8'));
      const failure = await run(process.execPath, ['--import', 'tsx', 'src/cli/airtable-import.ts', copy.root], { cwd: PROJECT_ROOT, env: { ...env, AIRTABLE_ENDPOINT_URL: broken.url } }).catch((e: { code: number; stderr: string }) => e);
      expect('code' in failure && failure.code).toBe(1);
      expect((failure as { stderr: string }).stderr).toMatch(/Airtable table "Technologies".*\n[\s\S]*Nothing was written\./);
      expect(listYaml(copy.root, 'pages').map((f) => readFileSync(path.join(copy.root, f), 'utf8'))).toEqual(before);
      expect(readFileSync(path.join(copy.root, 'site.config.yaml'), 'utf8')).toContain('source: airtable');
    } finally {
      copy.remove();
      await broken.close();
    }
  });
});
