import { EventEmitter } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import * as DataSource from '../../src/config/sources/data-source.ts';
import * as LoadSite from '../../src/config/site/load-site.ts';
import { createSiteState, watchSiteFiles, type Pipeline } from '../../src/dev/site-plugin.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/** The dev server's watcher of the site's files (src/dev/site-plugin.ts), with a watcher whose events the test sends. */
let site: ReturnType<typeof siteCopy> | undefined;
let stopWatching: (() => void) | undefined;
// the watching stops before its folder goes: a second look at a file still to come would find it gone and report it
afterEach(() => {
  stopWatching?.();
  site?.remove();
});

async function watching(root: string) {
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const sent: { type: string; event?: string; err?: { message: string } }[] = [];
  const ws = { send: (payload: (typeof sent)[number]) => sent.push(payload), on: () => undefined };
  const state = createSiteState(root);
  await state.start({ ...LoadSite, ...DataSource } as Pipeline);
  stopWatching = watchSiteFiles({ watcher, ws } as unknown as Parameters<typeof watchSiteFiles>[0], root, state).stop;
  return { watcher, sent, state };
}

it('a save read half-way (the file emptied, its text not yet written) is read again once written, though the watcher reported one change', async () => {
  site = siteCopy();
  const file = path.join(site.root, 'pages/about.yaml');
  const text = readFileSync(file, 'utf8');
  const { watcher, sent, state } = await watching(site.root);

  writeFileSync(file, '');
  watcher.emit('change', file);
  await expect.poll(() => sent.at(-1)?.err?.message ?? '').toContain('pages/about.yaml:1:1 this file is empty');

  // the text arrives; the watcher, still within its throttle, says nothing
  writeFileSync(file, text.replace('type: page-header', 'type: page-headr'));
  await expect.poll(() => sent.at(-1)?.err?.message ?? '').toContain('pages/about.yaml:5:11 unknown block type "page-headr"');
  expect(state.problems().map((p) => p.code)).toEqual(['unknown-type']);

  writeFileSync(file, text);
  watcher.emit('change', file);
  // fixed: the site's pages are told to show the files again (the editor's page, holding what is typed, is not reloaded)
  await expect.poll(() => sent.at(-1)).toEqual({ type: 'custom', event: 'site-config:changed' });
  expect(state.problems()).toEqual([]);
});
