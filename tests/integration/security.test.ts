import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../src/prerender/early-input-script.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { render } from '../../src/entry-server.tsx';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { securityHeaders } from '../../src/server/site-server.ts';
import { editableFilesAt } from '../../src/editor/server/files.ts';
import { uploadLimits } from '../../src/editor/server/media-checks.ts';
import { fixtureServerConfig, startServer, type RunningServer } from '../helpers/forms-server.ts';
import { siteCopy } from '../helpers/site-copy.ts';
import { ensureSite, serveBuiltSite, SITE_DIR } from '../helpers/bundles.ts';

ensureSite();
const htmlFiles = (readdirSync(SITE_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));

/** A small deterministic random generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the server’s security headers', () => {
  const site = serveBuiltSite();

  it.each(['/', '/banking', '/transform', '/no-such-page', '/sitemap.xml', '/_data/site.json'])('%s: CSP allowing no inline script but the holder (by its hash), nosniff, frame-ancestors, referrer policy', async (route) => {
    const answer = await fetch(site.url() + route);
    const csp = answer.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('docs/deployment.md tells a static host exactly these headers', () => {
    const deployment = readFileSync(path.join(PROJECT_ROOT, 'docs/deployment.md'), 'utf8');
    const block = /```\n(Content-Security-Policy:[^`]*)```/.exec(deployment)?.[1] ?? '';
    expect(block.trim().split('\n')).toEqual(Object.entries(securityHeaders()).map(([name, value]) => `${name}: ${value}`));
  });

  it('docs/deployment.md\'s nginx example for the studio takes the largest upload the studio accepts', () => {
    const deployment = readFileSync(path.join(PROJECT_ROOT, 'docs/deployment.md'), 'utf8');
    const size = /client_max_body_size (\d+)m;/.exec(deployment);
    expect(size, 'client_max_body_size in the nginx example').not.toBeNull();
    const largest = Math.max(...Object.values(uploadLimits(editableFilesAt(PROJECT_ROOT))));
    // the file and the multipart form around it (its boundaries and headers: well under a megabyte)
    expect(Number(size![1]) * 1024 * 1024).toBeGreaterThanOrEqual(largest + 64 * 1024);
  });
});

describe('the built pages', () => {
  it('run one inline script, the holder of early presses, first in <head>, allowed by the hash the server sends; the rest is JSON data', () => {
    const allowed = /script-src ([^;]*)/.exec(securityHeaders()['Content-Security-Policy'])![1].split(' ');
    for (const file of htmlFiles) {
      const html = readFileSync(path.join(SITE_DIR, file), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      const running = inline.filter(([, attributes]) => !/type="application\/json"/.test(attributes));
      expect(running.map(([, attributes]) => attributes), file).toEqual(['']);
      const hash = `'sha256-${createHash('sha256').update(running[0][2], 'utf8').digest('base64')}'`;
      expect(allowed, file).toContain(hash);
      expect(html.indexOf(running[0][0]), file).toBeLessThan(html.indexOf('<title>'));
      expect(html.indexOf(running[0][0]), file).toBeLessThan(html.indexOf('<script type="module"'));
    }
  });

  it('carry the holder within 1 KB compressed', () => {
    expect(gzipSync(EARLY_INPUT_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });

  it('carry nothing of the editor: click to edit (its bridge, its message) exists in the editor\'s previews only, 0 bytes of the public site', () => {
    const files = (readdirSync(SITE_DIR, { recursive: true }) as string[]).filter((f) => /\.(html|js|json)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const carrying = files.filter((file) => /site-editor:click|preview-bridge|data-edit-path/.test(readFileSync(path.join(SITE_DIR, file), 'utf8')));
    expect(carrying).toEqual([]);
  });

  it('open other sites only with rel="noopener noreferrer"', () => {
    let external = 0;
    for (const file of htmlFiles) {
      const html = readFileSync(path.join(SITE_DIR, file), 'utf8');
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
        if (!/href="https?:\/\//.test(tag) && !/target="_blank"/.test(tag)) continue;
        external++;
        expect(tag, file).toMatch(/rel="noopener noreferrer"/);
      }
    }
    expect(external).toBeGreaterThan(0);
  });
});

describe('text from YAML is always text', () => {
  it('a <script> or an HTML tag in a YAML text shows as written and never becomes markup', async () => {
    const site = siteCopy();
    try {
      const file = path.join(site.root, 'pages/about.yaml');
      const attack = '<script>alert("owned")</script><img src=x onerror="alert(1)">';
      const text = readFileSync(file, 'utf8');
      // in the page's description (head tags) and in a block's heading (the body)
      writeFileSync(file, text.replace(/^description: .*$/m, `description: '${attack} Fixture about'`).replace(/^(\s+)title: (.+)$/m, `$1title: '${attack}'`));
      const { model, problems } = loadSite(site.root);
      expect(problems).toEqual([]);
      const page = model!.pages.find((p) => p.route === '/about')!;
      const { html } = await render('/about', { shell: model!.shell, page }, (url) => model!.data[url]);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    } finally {
      site.remove();
    }
  });
});

describe('the form endpoint under a fuzz run', () => {
  let server: RunningServer;
  const config = fixtureServerConfig();
  beforeAll(async () => {
    config.limits.perMinute = 10_000;
    server = await startServer(config);
  });
  afterAll(() => server.close());

  it('answers every malformed, oversized, mistyped or strange body without a 5xx, and stores only valid submissions', async () => {
    const next = random(20261123);
    const pick = <T,>(items: T[]): T => items[Math.floor(next() * items.length)];
    const strings = ['', ' ', 'Ada', 'ada@example.com', 'x'.repeat(5000), '\u0000', '\ud800', '💥'.repeat(300), '<script>alert(1)</script>', "'; DROP TABLE leads; --", '{{7*7}}', '\r\n\r\n', 'Zoë 张伟 مرحبا'];
    const values = () => pick<unknown>([pick(strings), 42, -1, 1e308, true, null, [], ['a'], {}, { $gt: '' }, pick(strings).repeat(3)]);
    const fields = ['name', 'email', 'message', 'company', '_honey', '__proto__', 'constructor', 'firstName', 'booking_date', pick(strings)];
    const bodies: (() => { body: string; contentType: string })[] = [
      () => ({ body: JSON.stringify(Object.fromEntries(Array.from({ length: Math.floor(next() * 6) }, () => [pick(fields), values()]))), contentType: 'application/json' }),
      () => ({ body: JSON.stringify(values()), contentType: 'application/json' }),
      () => ({ body: '{"name": "Ada", "email": '.slice(0, Math.floor(next() * 25)), contentType: 'application/json' }),
      () => ({ body: Buffer.from(Array.from({ length: 200 }, () => Math.floor(next() * 256))).toString('latin1'), contentType: pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) }),
      () => ({ body: `{"message": "${'a'.repeat(300_000)}"}`, contentType: 'application/json' }),
      () => ({ body: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' }),
      () => ({ body: '{"__proto__": {"isAdmin": true}, "name": "Ada", "email": "ada@example.com", "message": "hello"}', contentType: 'application/json' }),
    ];
    const before = (await server.stored()).length;
    const statuses = new Map<number, number>();
    let created = 0;
    for (let i = 0; i < 300; i++) {
      const { body, contentType } = pick(bodies)();
      const form = pick(['contact', 'booking', 'contact', 'nope', '..%2F..%2Fetc']);
      const method = pick(['POST', 'POST', 'POST', 'PUT', 'GET']);
      const answer = await fetch(`${server.url}/api/forms/${form}`, { method, headers: { 'content-type': contentType }, ...(method !== 'GET' && { body }) }).catch(() => undefined);
      // a body over the size limit is refused with 413 and the connection closed before it has all
      // been sent, which the client may see as a reset rather than the answer
      const status = answer?.status ?? (Buffer.byteLength(body) > config.limits.maxBodyBytes ? 413 : 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status, `request ${i}: ${contentType} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(200);
      expect(status, `request ${i}: ${contentType} ${body.slice(0, 80)}`).toBeLessThan(500);
      if (status === 201) created++;
    }
    // still healthy: a valid submission goes through
    expect((await server.post('contact', { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Still here after the fuzz run.' })).status).toBe(201);
    const stored = (await server.stored()).slice(before);
    expect(stored).toHaveLength(created + 1);
    for (const row of stored) {
      for (const value of Object.values(row.fields)) expect(typeof value).toBe('string');
      expect(row.fields.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    }
    expect(statuses.size).toBeGreaterThan(2);
  });
});

describe('the configuration loader under random mutations of valid YAML', () => {
  it('gives a site or located problems for every mutation, never an exception', () => {
    const next = random(42);
    const files = ['site.config.yaml', 'pages/home.yaml', 'pages/about.yaml', 'pages/industries/orchards.yaml', 'content/technologies.yaml', 'content/tools.yaml'];
    const noise = [':', '-', ' ', '  ', '\t', '[', ']', '{', '}', '"', "'", '#', '&a', '*a', '!', '|', '>', '\n', '\n- ', ': x', '%', '@', '`', '?', ',', '0', 'null', '~'];
    const site = siteCopy();
    let withProblems = 0;
    try {
      const originals = new Map(files.map((f) => [f, readFileSync(path.join(site.root, f), 'utf8')]));
      for (let i = 0; i < 120; i++) {
        const file = files[Math.floor(next() * files.length)];
        let text = originals.get(file)!;
        for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
          const at = Math.floor(next() * text.length);
          const kind = Math.floor(next() * 4);
          if (kind === 0) text = text.slice(0, at) + noise[Math.floor(next() * noise.length)] + text.slice(at);
          else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 8));
          else if (kind === 2) {
            const lines = text.split('\n');
            const line = Math.floor(next() * lines.length);
            lines.splice(line, 0, lines[line]);
            text = lines.join('\n');
          } else {
            const lines = text.split('\n');
            const a = Math.floor(next() * lines.length);
            const b = Math.floor(next() * lines.length);
            [lines[a], lines[b]] = [lines[b], lines[a]];
            text = lines.join('\n');
          }
        }
        writeFileSync(path.join(site.root, file), text);
        const result = (() => {
          try {
            return loadSite(site.root);
          } catch (error) {
            throw new Error(`mutation ${i} of ${file} threw ${(error as Error).stack}\n--- file ---\n${text}`);
          }
        })();
        if (result.problems.length > 0) withProblems++;
        expect(result.model === undefined).toBe(result.problems.length > 0);
        for (const problem of result.problems) {
          expect(problem.file).toMatch(/\.(ya?ml|tsv)$/);
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.col).toBeGreaterThanOrEqual(1);
          expect(problem.message.length).toBeGreaterThan(5);
        }
        writeFileSync(path.join(site.root, file), originals.get(file)!);
      }
    } finally {
      site.remove();
    }
    expect(withProblems).toBeGreaterThan(30);
  });
});
