import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReleaseDir, switchRelease } from '../prerender/releases.ts';
import { copySite } from '../paths.ts';
import { createSiteServer } from '../server/site-server.ts';
import { buildSite } from '../studio/builds.ts';
import { Drafts } from '../studio/drafts.ts';
import { Publisher } from '../studio/publish.ts';

/**
 * `npm run bench:publish` (after `npm run build`): how long a publish in the studio takes until the
 * public server answers with the new page, on a copy of this site in a temporary git repository.
 * Goal: ≤ 20 s on a 2-core machine.
 */
const root = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
const repo = path.join(root, 'repo');
mkdirSync(repo);
copySite(repo);
const person = { name: 'bench', email: 'bench@example.com' };
const env = { ...process.env, GIT_AUTHOR_NAME: person.name, GIT_AUTHOR_EMAIL: person.email, GIT_COMMITTER_NAME: person.name, GIT_COMMITTER_EMAIL: person.email };
for (const args of [['init', '-q', '-b', 'main'], ['add', '-A'], ['commit', '-q', '-m', 'The site']]) execFileSync('git', args, { cwd: repo, env });

const siteLink = path.join(root, 'site');
const first = newReleaseDir(siteLink);
const initial = await buildSite(repo, first);
if (!initial.ok) throw new Error(initial.output);
switchRelease(siteLink, first);
const server = createSiteServer({ dir: siteLink });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about`;

const drafts = new Drafts({ repo, dataDir: path.join(root, 'data') });
const publisher = new Publisher({ drafts, repo, siteLink, dataDir: path.join(root, 'data'), liveBranch: () => drafts.liveBranch() });
const runs: number[] = [];
for (let run = 1; run <= 3; run++) {
  const draft = await drafts.create(`Bench ${run}`, person);
  const file = 'pages/about.yaml';
  const current = drafts.read(draft.id, file)!;
  const title = `About us, version ${run}`;
  await drafts.save(draft.id, [{ path: file, text: current.text.replace(/^title: .*$/m, `title: ${title}`), baseHash: current.hash }], person);
  await drafts.requestReview(draft.id, person);
  const started = performance.now();
  const outcome = await publisher.publish(draft.id, person);
  if (!outcome.ok) throw new Error(outcome.message);
  while (!(await (await fetch(pageUrl)).text()).includes(`<title>${title}`)) await new Promise((resolve) => setTimeout(resolve, 50));
  runs.push((performance.now() - started) / 1000);
  console.log(`publish ${run}: live after ${runs.at(-1)!.toFixed(1)} s`);
}
server.close();
rmSync(root, { recursive: true, force: true });
const median = [...runs].sort((a, b) => a - b)[1];
console.log(`publish-to-live (median of 3): ${median.toFixed(1)} s (goal ≤ 20 s)${median > 20 ? '  ✗ over the goal' : ''}`);
