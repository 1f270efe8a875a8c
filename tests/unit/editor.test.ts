import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { checkPath, editableFilesAt, hashOf, saveEditable } from '../../src/editor/server/files.ts';
import { createEditor } from '../../src/editor/server/dev-host.ts';
import { isLoopbackHost, listensOnLoopback, MAX_BODY_BYTES } from '../../src/http/http.ts';
import { dereferencedSchema, previewRouteFor } from '../../src/editor/server/site-facts.ts';
import type { EditorFacts } from '../../src/editor/contract.ts';
import { lucideIcon } from '../../src/config/sources/icons.ts';
import type { IconData } from '../../src/model/values.ts';
import { pathAt } from '../../src/editor/client/yaml-path.ts';
import { insertionPoint, snippetYaml } from '../../src/editor/client/templates.ts';
import viteConfig from '../../vite.config.ts';
import { siteCopy } from '../helpers/site-copy.ts';
import { listenForTests } from '../helpers/listen.ts';

/** The browser editor's server side (src/editor/): what it reads, checks and writes, and what it refuses. */

describe('loadSite with an overlay: unsaved text is checked with the rest of the site, as npm run validate checks files', () => {
  const site = siteCopy();
  afterAll(site.remove);

  it('reports the overlaid text’s problems, cross-file ones too, and leaves the files on disk alone', () => {
    const file = 'pages/about.yaml';
    const onDisk = readFileSync(path.join(site.root, file), 'utf8');
    const text = onDisk.replace('type: page-header', 'type: page-headr');
    const { problems } = loadSite(site.root, { overlay: { [file]: text } });
    expect(problems.map(formatProblem)).toContain('pages/about.yaml:5:11 unknown block type "page-headr"; did you mean "page-header"?');
    expect(readFileSync(path.join(site.root, file), 'utf8')).toBe(onDisk);
    expect(loadSite(site.root).problems).toEqual([]);
  });

  it('reads a new file that exists only in the overlay, and finds a link to a page that does not exist', () => {
    const { problems } = loadSite(site.root, { overlay: { 'pages/new.yaml': 'route: /new\ntitle: New\ndescription: A new page.\nblocks:\n  - type: page-header\n    title: New\n    actions:\n      - label: Go\n        to: /nowhere\n' } });
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code}`)).toEqual(['pages/new.yaml:9:13 link-to-missing-page']);
  });
});

describe('which paths the editor touches', () => {
  const site = siteCopy();
  const outside = path.join(tmpdir(), `outside-${process.pid}.yaml`);
  beforeAll(() => {
    writeFileSync(outside, 'secret: 1\n');
    symlinkSync(outside, path.join(site.root, 'pages/link-out.yaml'));
    symlinkSync(mkdtempSync(path.join(tmpdir(), 'outside-')), path.join(site.root, 'content/dir-out'));
  });
  afterAll(site.remove);

  it.each(['site.config.yaml', 'pages/about.yaml', 'pages/industries/new.yaml', 'content/technologies.yaml', 'content/catalogue/new.tsv', 'public/assets/images/new.webp', 'public/assets/videos/new/clip.MP4'])('%s: allowed', (file) => {
    expect(checkPath(site.root, file).ok).toBe(true);
  });

  it.each([
    ['../outside.yaml', '".."'],
    ['pages/../../outside.yaml', '".."'],
    ['pages/./about.yaml', '".."'],
    ['/etc/passwd', 'relative'],
    ['pages\\about.yaml', 'relative'],
    ['package.json', 'only site.config.yaml'],
    ['src/app/App.tsx', 'only site.config.yaml'],
    ['public/robots.txt', 'only site.config.yaml'],
    ['pages/about.js', 'only site.config.yaml'],
    ['public/favicon.svg', 'images or videos under public/assets/'],
    ['public/assets/images/notes.txt', 'only site.config.yaml'],
    ['public/assets/photo.html', 'only site.config.yaml'],
    ['pages/link-out.yaml', 'out of the project'],
    ['content/dir-out/anything.yaml', 'out of the project'],
  ])('%s: refused (%s)', (file, reason) => {
    const checked = checkPath(site.root, file);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.message).toContain(reason);
  });
});

describe('saving', () => {
  const site = siteCopy();
  afterAll(site.remove);

  it('writes through a temporary file and a rename, leaving no temporary file', () => {
    const abs = path.join(site.root, 'pages/about.yaml');
    const before = readFileSync(abs, 'utf8');
    expect(saveEditable(abs, `${before}# edited\n`, hashOf(before))).toEqual({ ok: true, hash: hashOf(`${before}# edited\n`) });
    expect(readFileSync(abs, 'utf8')).toBe(`${before}# edited\n`);
    expect(readdirSync(path.dirname(abs)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to overwrite a file changed on disk since it was opened, and answers with the file on disk', () => {
    const abs = path.join(site.root, 'pages/home.yaml');
    const opened = readFileSync(abs, 'utf8');
    writeFileSync(abs, `${opened}# changed by someone else\n`);
    const result = saveEditable(abs, 'mine', hashOf(opened));
    expect(result).toEqual({ ok: false, conflict: true, disk: { text: `${opened}# changed by someone else\n`, hash: hashOf(`${opened}# changed by someone else\n`) } });
    expect(readFileSync(abs, 'utf8')).toBe(`${opened}# changed by someone else\n`);
  });

  it('creates a new file only when none exists there yet', () => {
    const abs = path.join(site.root, 'content/catalogue/new-list.yaml');
    expect(saveEditable(abs, 'category: New\nrows: []\n', null).ok).toBe(true);
    expect(saveEditable(abs, 'again', null).ok).toBe(false);
  });
});

describe('the editor over HTTP: token, origin, host, size and path checks', () => {
  const site = siteCopy();
  const token = 'a'.repeat(48);
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const editor = createEditor({ root: site.root, schemasDir: SCHEMAS_DIR, check: (overlay) => loadSite(site.root, { overlay }).problems, iconNames: () => ['rocket'], icon: lucideIcon, token });
    server = createServer((req, res) => editor.middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
    await listenForTests(server);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    site.remove();
  });
  const post = (route: string, body: unknown, headers: Record<string, string> = { 'x-edit-token': token }) =>
    fetch(`${base}/_edit/api/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('the page carries the token and may not be framed by another page', async () => {
    const page = await fetch(`${base}/_edit`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<meta name="edit-token" content="${token}">`);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('gives the ids of each collection with the names people know them by, and an icon\'s drawing for the form\'s preview', async () => {
    const headers = { 'x-edit-token': token };
    const facts = (await (await fetch(`${base}/_edit/api/context`, { headers })).json()) as EditorFacts;
    expect(facts.icons).toEqual(['rocket']);
    expect(facts.collections.technologies).toContain('llm');
    expect(facts.labels.technologies.llm).toBe('Large Language Models');
    const icon = (await (await fetch(`${base}/_edit/api/icon?name=shield-check`, { headers })).json()) as { icon: IconData | null };
    expect(icon.icon?.mode).toBe('stroke');
    expect(icon.icon?.elements.length).toBeGreaterThan(0);
    const unknown = (await (await fetch(`${base}/_edit/api/icon?name=shield-chekc`, { headers })).json()) as { icon: IconData | null };
    expect(unknown.icon).toBeNull();
  });

  it('checks unsaved text and saves it', async () => {
    const text = readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8');
    const checked = await post('check', { path: 'pages/about.yaml', text: `${text}\tbroken: 1\n` });
    expect(checked.status).toBe(200);
    const { problems } = (await checked.json()) as { problems: { code: string; line: number }[] };
    expect(problems.map((p) => p.code)).toContain('yaml-tab-indent');
    const saved = await post('save', { path: 'pages/about.yaml', text: `${text}# saved\n`, hash: hashOf(text) });
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8')).toBe(`${text}# saved\n`);
    const stale = await post('save', { path: 'pages/about.yaml', text: 'x', hash: hashOf(text) });
    expect(stale.status).toBe(409);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { 'x-edit-token': 'b'.repeat(48) }],
    ['another origin', { 'x-edit-token': token, origin: 'http://evil.example' }],
    ['a cross-site fetch', { 'x-edit-token': token, 'sec-fetch-site': 'cross-site' }],
  ])('a write with %s is refused and writes nothing', async (_case, headers) => {
    const before = readFileSync(path.join(site.root, 'pages/home.yaml'), 'utf8');
    const answer = await post('save', { path: 'pages/home.yaml', text: 'x', hash: hashOf(before) }, headers as Record<string, string>);
    expect(answer.status).toBe(403);
    expect(readFileSync(path.join(site.root, 'pages/home.yaml'), 'utf8')).toBe(before);
  });

  it('a request for another host name (DNS rebinding) is refused', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      const req = request(`${base}/_edit/api/files`, { headers: { host: 'evil.example', 'x-edit-token': token } }, (res) => resolve(res.statusCode ?? 0));
      req.end();
    });
    expect(status).toBe(403);
  });

  describe('with a link out of the site in pages/', () => {
    beforeAll(() => symlinkSync(mkdtempSync(path.join(tmpdir(), 'outside-')), path.join(site.root, 'pages/out')));
    afterAll(() => rmSync(path.join(site.root, 'pages/out')));

    it.each(['../escape.yaml', 'pages/../../escape.yaml', 'pages/out/escape.yaml', 'package.json', '/tmp/escape.yaml'])('saving %s is refused', async (file) => {
      const answer = await post('save', { path: file, text: 'x', hash: null });
      expect(answer.status).toBe(403);
      expect(existsSync(path.join(tmpdir(), 'escape.yaml'))).toBe(false);
    });

    it('a check names the link, and reads nothing through it', async () => {
      const text = readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8');
      const { problems } = (await (await post('check', { path: 'pages/about.yaml', text })).json()) as { problems: { file: string; code: string }[] };
      expect(problems.map((p) => [p.file, p.code])).toEqual([['pages/out', 'symbolic-link']]);
    });
  });

  it.each([
    ['a text that is not text', { path: 'pages/about.yaml', text: 42, hash: null }, 'text', "The file's text must be text."],
    ['no path', { text: 'x', hash: null }, 'path', "The file's name is missing."],
    ['a hash that is no hash', { path: 'pages/about.yaml', text: 'x', hash: 'abc' }, 'hash', 'The hash of the text the editor opened must match pattern "^[0-9a-f]{64}$".'],
    ['a field the contract does not have', { path: 'pages/about.yaml', text: 'x', hash: null, mode: 'force' }, 'mode', 'The request has a field "mode" it should not have.'],
  ])('a save with %s is answered 400 naming the field, and writes nothing', async (_case, body, field, error) => {
    const before = readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8');
    const answer = await post('save', body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field, error });
    expect(readFileSync(path.join(site.root, 'pages/about.yaml'), 'utf8')).toBe(before);
  });

  it('a body over 1 MB is refused', async () => {
    const answer = await post('save', { path: 'pages/big.yaml', text: 'x'.repeat(MAX_BODY_BYTES), hash: null });
    expect(answer.status).toBe(413);
    expect(existsSync(path.join(site.root, 'pages/big.yaml'))).toBe(false);
  });
});

describe('the dev server listens on loopback only', () => {
  it('vite.config.ts sets server.host to 127.0.0.1, and the editor is off on any other host', async () => {
    const config = typeof viteConfig === 'function' ? await viteConfig({ command: 'serve', mode: 'development' }) : viteConfig;
    expect(config.server?.host).toBe('127.0.0.1');
    for (const address of [undefined, '127.0.0.1', '127.0.1.1', 'localhost', '::1']) expect(listensOnLoopback(address)).toBe(true);
    for (const address of [true, '0.0.0.0', '::', '192.168.1.10']) expect(listensOnLoopback(address)).toBe(false);
  });

  it('one host rule for every request: a loopback name with its port, nothing else', () => {
    for (const host of ['127.0.0.1', '127.0.0.1:5173', '127.1.2.3:80', 'localhost:4500', '[::1]:5173']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0:5173', '', '[::]:5173', '127.0.0.1:99999']) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('what the editor knows of the site', () => {
  it('the preview of a content file is a page that uses it', () => {
    const root = editableFilesAt(path.resolve(SCHEMAS_DIR, '..'));
    expect(previewRouteFor(root, 'content/guardrail-videos.yaml')).toBe('/noblackbox');
    expect(previewRouteFor(root, 'content/catalogue/hr.yaml')).toBe('/ai-use-cases');
    expect(previewRouteFor(root, 'pages/industries/banking.yaml')).toBe('/banking');
    expect(previewRouteFor(root, 'content/technologies.yaml')).toMatch(/^\/[a-z-]+$/);
  });

  it('a dereferenced schema has no $ref left and keeps the descriptions beside a $ref', () => {
    const schema = dereferencedSchema(SCHEMAS_DIR, 'page.schema.json')!;
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    const industry = (schema.properties as Record<string, { description: string; properties: Record<string, { description: string }> }>).industry;
    expect(industry.description).toContain('Only on industry pages');
    expect(industry.properties.name.description).toContain('Name of the industry');
  });

  it('finds the path of a position from indentation, in text being typed', () => {
    const lines = ['industry:', '  useCases:', '    - id: a', '      technologies: [r', '  categories:', '  - id: b', '    na'];
    expect(pathAt(lines, 3, 6)).toEqual([{ key: 'industry' }, { key: 'useCases' }, { item: 2 }]);
    expect(pathAt(lines, 6, 4)).toEqual([{ key: 'industry' }, { key: 'categories' }, { item: 5 }]);
    expect(pathAt(['- id: a', '  ti'], 1, 2)).toEqual([{ item: 0 }]);
    expect(pathAt(['blocks:', '- type: hero', '  '], 2, 2)).toEqual([{ key: 'blocks' }, { item: 1 }]);
  });

  it('each template’s snippet is YAML that goes at the end of its list', () => {
    const schema = dereferencedSchema(SCHEMAS_DIR, 'collections/guardrail-videos.schema.json')! as { items: { defaultSnippets: { body: unknown }[] } };
    const item = snippetYaml(schema.items.defaultSnippets[0].body, 0, true).join('\n');
    expect(item).toBe('- id: ${1:}\n  title: ${2:}\n  description: ${3:}\n  category: ${4:}\n  icon: ${5:shield-check}\n  duration: "${6:1:00}"');
    const page = readFileSync(path.resolve(SCHEMAS_DIR, '../pages/industries/banking.yaml'), 'utf8');
    const point = insertionPoint(page, ['industry', 'useCases'])!;
    expect(point.indent).toBe(4);
    const inserted = page.slice(0, point.offset) + '    - id: new-one\n' + page.slice(point.offset);
    const useCases = (parse(inserted) as { industry: { useCases: { id: string }[] } }).industry.useCases;
    expect(useCases.at(-1)!.id).toBe('new-one');
    expect(insertionPoint('- id: a\n  title: b\n', [])).toEqual({ offset: 19, indent: 0 });
  });
});

describe('the templates, filled in, make files the site accepts', () => {
  const root = path.resolve(SCHEMAS_DIR, '..');
  /** Each empty field takes "same" (so the use case's category is the category's id), the others their default. */
  const filled = (body: unknown, indent = 0, item = false) => `${snippetYaml(body, indent, item).join('\n').replace(/\$\{\d+:([^}]*)\}/g, (_, d: string) => d || 'same')}\n`;
  const snippet = (file: string, at: (s: Record<string, any>) => { label: string; body: unknown }[]) => at(dereferencedSchema(SCHEMAS_DIR, file)!);

  it('a new industry page', () => {
    const body = snippet('page.schema.json', (s) => s.defaultSnippets).find((x) => x.label === 'industry page')!.body;
    const { problems } = loadSite(root, { overlay: { 'pages/industries/new-industry.yaml': filled(body) } });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('a new guardrail video, demo video and use case at the end of their lists', () => {
    const overlay: Record<string, string> = {};
    for (const [file, schema, at, keys] of [
      ['content/guardrail-videos.yaml', 'collections/guardrail-videos.schema.json', (s: any) => s.items.defaultSnippets, []],
      ['content/demo-videos.yaml', 'collections/demo-videos.schema.json', (s: any) => s.items.defaultSnippets, []],
      ['pages/industries/banking.yaml', 'page.schema.json', (s: any) => s.properties.industry.properties.useCases.items.defaultSnippets, ['industry', 'useCases']],
    ] as const) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const point = insertionPoint(text, [...keys])!;
      const item = filled(snippet(schema, at)[0].body, point.indent, true).replace(/categories: same/, () => `categories: ${(parse(text) as { industry?: { categories: { id: string }[] } }).industry?.categories[0].id}`);
      overlay[file] = text.slice(0, point.offset) + item + text.slice(point.offset);
    }
    const { problems } = loadSite(root, { overlay });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
