import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, ensureSite, serveBuiltSite, SERVER_DIR, SITE_DIR } from '../helpers/bundles.ts';

/** The browser editor (src/editor/) exists on the dev server only: nothing of it is built or served in production. */
ensureSite();

const EDITOR_MARKS = ['edit-token', '/_edit', 'codemirror', 'cm-editor', 'New guardrail video', 'Edit the site'];

describe('the browser editor is not part of the production site', () => {
  it.each([
    ['the client bundles', CLIENT_DIR],
    ['the server bundle', SERVER_DIR],
    ['the prerendered site', SITE_DIR],
  ])('%s hold no editor code or text', (_name, dir) => {
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(js|mjs|css|html|json)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return EDITOR_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`);
    });
    expect(found).toEqual([]);
  });

  describe('the production server', () => {
    const site = serveBuiltSite();

    it.each(['/_edit', '/_edit/', '/_edit/api/files', '/_edit/api/file?path=site.config.yaml', '/_edit/api/context'])('GET %s answers 404', async (route) => {
      expect((await fetch(site.url() + route)).status).toBe(404);
    });

    // the production server takes no write but the forms' (405 for any other POST, as for every path)
    it.each(['/_edit/api/check', '/_edit/api/save'])('POST %s is refused', async (route) => {
      const answer = await fetch(site.url() + route, { method: 'POST', body: JSON.stringify({ path: 'pages/about.yaml', text: 'x', hash: null }) });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    });
  });
});
