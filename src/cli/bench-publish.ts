import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CHANGED_INDUSTRY_FILE, INDUSTRIES_DIR, makeScaledSite, withOneTextChanged } from '../bench/scale.ts';
import { formatReport, type Problem } from '../config/messages/problems.ts';
import { copySite, PROJECT_ROOT } from '../paths.ts';
import { newReleaseDir, switchRelease } from '../prerender/releases.ts';
import { buildSite } from '../studio/builds.ts';
import { createStudio } from '../studio/server.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run bench:publish` (USAGE; after `npm run build`): the studio at work, measured
 * through its HTTP API on a copy of the site in a temporary git repository (with --pages, a copy with that many
 * industry pages in all, made as `npm run bench:scale` makes them; without, today's site):
 *  - a keystroke's check (POST …/check of one industry page with a new text), median of 5 after a warm-up check;
 *  - what another signed-in person waits for the drafts list (and for a sign-in) while a check runs (the first check
 *    of a new draft, the whole site loaded) and while a publish builds the site: the longest of the samples;
 *  - publish-to-live: from the publisher's click until the public server answers with the new page, median.
 * Goals (2 cores, 1,000 industry pages): check ≤ 300 ms, other requests ≤ 200 ms, publish-to-live ≤ 20 s.
 */
const USAGE = 'npm run bench:publish [-- --pages 1000] [--publishes 3] [--keep]';
const { values } = commandLine(
  {
    options: {
      pages: { type: 'string' },
      publishes: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
    },
  },
  USAGE,
);
const industryPages = values.pages === undefined ? undefined : Number(values.pages);
if (industryPages !== undefined && (!Number.isInteger(industryPages) || industryPages < 12)) {
  console.error(`--pages ${values.pages}: give a whole number of industry pages, at least 12 (today's site)`);
  process.exit(2);
}
const publishes = Number(values.publishes);
const progress = (message: string) => console.error(`… ${message}`);

const root = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
const repo = path.join(root, 'repo');
// the copy's own caches (parsed YAML, rendered pages): the project's are not filled with synthetic pages
process.env.SITE_CONFIG_CACHE ??= path.join(root, 'cache/yaml');
process.env.SITE_PAGE_CACHE ??= path.join(root, 'cache/pages');
progress(industryPages === undefined ? 'copying the site' : `making a copy of the site with ${industryPages} industry pages`);
if (industryPages === undefined) {
  mkdirSync(repo);
  copySite(repo);
} else makeScaledSite(industryPages, repo);
const pageCount = readdirSync(path.join(repo, INDUSTRIES_DIR)).filter((f) => /^[^.]+\.ya?ml$/.test(f)).length;
const person = { name: 'bench', email: 'bench@example.com' };
const env = { ...process.env, GIT_AUTHOR_NAME: person.name, GIT_AUTHOR_EMAIL: person.email, GIT_COMMITTER_NAME: person.name, GIT_COMMITTER_EMAIL: person.email };
for (const args of [['init', '-q', '-b', 'main'], ['add', '-A'], ['commit', '-q', '-m', 'The site']]) execFileSync('git', args, { cwd: repo, env, timeout: 5 * 60_000 });

progress('building the live site (every page: the page cache is empty)');
const siteLink = path.join(root, 'site');
const first = newReleaseDir(siteLink);
const initialStarted = performance.now();
const initial = await buildSite(repo, first);
if (!initial.ok) throw new Error(initial.output || `the copy has ${initial.problems.length} problems:\n${formatReport(initial.problems.slice(0, 5))}`);
progress(`built in ${((performance.now() - initialStarted) / 1000).toFixed(0)} s`);
switchRelease(siteLink, first);
// the public site in a process of its own, as in production: its first request after a switch reads the new
// release (sirv lists its files), which must not stand in the studio's answers measured here
const sitePort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const site = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/main.ts'), '--port', String(sitePort), '--dir', siteLink, '--db', path.join(root, 'leads.sqlite')], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => site.kill());
const siteUrl = `http://127.0.0.1:${sitePort}`;
for (let tries = 0; !(await fetch(siteUrl).then((r) => r.ok, () => false)); tries++) {
  if (tries > 600 || site.exitCode !== null) throw new Error('the public site server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const studio = createStudio({ repo, dataDir: path.join(root, 'data'), siteLink, clientDir: path.join(PROJECT_ROOT, 'dist/studio') });
const PASSWORD = 'bench password, long enough';
for (const [name, role] of [['editor', 'editor'], ['publisher', 'publisher'], ['watcher', 'editor']] as const) {
  await studio.accounts.add(name, { role, email: `${name}@example.com`, password: PASSWORD });
}
await new Promise<void>((resolve) => studio.server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;

interface Signed {
  cookie: string;
  csrf: string;
}
const signInRequest = (name: string) =>
  fetch(`${base}/studio/sign-in`, { method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name, password: PASSWORD }).toString() });
async function signIn(name: string): Promise<Signed> {
  const response = await signInRequest(name);
  if (response.status !== 303) throw new Error(`${name} could not sign in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const me = (await (await fetch(`${base}/studio/api/me`, { headers: { cookie } })).json()) as { csrf: string };
  return { cookie, csrf: me.csrf };
}
async function call<T>(who: Signed, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: base, cookie: who.cookie, 'x-edit-token': who.csrf, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${route}: ${response.status} ${answer.error ?? JSON.stringify(answer)}`);
  return answer;
}
const [editor, publisher, watcher] = [await signIn('editor'), await signIn('publisher'), await signIn('watcher')];
const newDraft = async (title: string) => (await call<{ draft: { id: string } }>(editor, '/studio/api/drafts', { title })).draft.id;
const check = async (id: string, text: string) => {
  const { problems } = await call<{ problems: Problem[] }>(editor, `/studio/api/drafts/${id}/check`, { path: CHANGED_INDUSTRY_FILE, text });
  if (problems.length > 0) throw new Error(`the check found problems: ${problems.map((p) => p.message).join('; ')}`);
};

interface Samples {
  list: number[];
  signIn: number[];
}

/**
 * The other person, in a thread of their own: their requests are sent and timed on another event loop, so that
 * a request thread of the studio held by synchronous work (a load, a folder removed) shows as the wait it causes.
 */
const SAMPLER = `
const { parentPort, workerData: { base, cookie, name, password } } = require('node:worker_threads');
let running = false;
let samples = { list: [], signIn: [] };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function sample() {
  for (let n = 0; running; n++) {
    const started = performance.now();
    if (n % 4 === 3) {
      const response = await fetch(base + '/studio/sign-in', { method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name, password }).toString() });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error('sign-in: ' + response.status);
      samples.signIn.push(performance.now() - started);
    } else {
      const response = await fetch(base + '/studio/api/drafts', { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error('drafts list: ' + response.status);
      samples.list.push(performance.now() - started);
    }
    await sleep(25);
  }
  parentPort.postMessage(samples);
  samples = { list: [], signIn: [] };
}
parentPort.on('message', (message) => {
  if (message === 'start') { running = true; parentPort.postMessage('started'); sample(); }
  else running = false;
});
`;
const sampler = new Worker(SAMPLER, { eval: true, workerData: { base, cookie: watcher.cookie, name: 'watcher', password: PASSWORD } });
const inbox: ((message: unknown) => void)[] = [];
sampler.on('message', (message) => inbox.shift()?.(message));
sampler.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
const nextMessage = <T>() => new Promise<T>((resolve) => inbox.push(resolve as (message: unknown) => void));

/** Another person's drafts list (and every fourth time a sign-in), asked for again and again, from the sampler thread, while `work` runs. */
async function sampleWhile<T>(work: () => Promise<T>): Promise<{ result: T; samples: Samples }> {
  const started = nextMessage<string>();
  sampler.postMessage('start');
  await started;
  const outcome = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const stopped = nextMessage<Samples>();
  sampler.postMessage('stop');
  const samples = await stopped;
  if (!outcome.ok) throw outcome.error;
  return { result: outcome.value, samples };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => (xs.length > 0 ? Math.max(...xs) : NaN);
const results: { what: string; value: number; unit: 'ms' | 's'; goal: number; note: string }[] = [];

// the others' requests with nothing running, for comparison
const idle: Samples = { list: [], signIn: [] };
for (let n = 0; n < 12; n++) {
  const started = performance.now();
  if (n % 3 === 2) {
    await (await signInRequest('watcher')).arrayBuffer();
    idle.signIn.push(performance.now() - started);
  } else {
    await call(watcher, '/studio/api/drafts');
    idle.list.push(performance.now() - started);
  }
}

// (a) a keystroke's check, and (b) the others' requests while a check loads the whole site (a new draft's first)
progress('checks');
const checked = await newDraft('Keystrokes');
const pageFile = (await call<{ text: string }>(editor, `/studio/api/drafts/${checked}/file?path=${CHANGED_INDUSTRY_FILE}`)).text;
const firstCheck = performance.now();
const cold = await sampleWhile(() => check(checked, pageFile)); // the warm-up: the draft's memo is made
const firstCheckMs = performance.now() - firstCheck;
const keystrokes: number[] = [];
for (let n = 1; n <= 5; n++) {
  const started = performance.now();
  await check(checked, withOneTextChanged(pageFile, `Keystroke ${n}.`));
  keystrokes.push(performance.now() - started);
}
results.push({ what: 'a keystroke\'s check (median of 5, after a warm-up)', value: median(keystrokes), unit: 'ms', goal: 300, note: `${keystrokes.map((ms) => Math.round(ms)).join(', ')} ms; the first check of the draft (whole site) ${Math.round(firstCheckMs)} ms` });
results.push({ what: 'drafts list while a check loads the whole site (longest)', value: max(cold.samples.list), unit: 'ms', goal: 200, note: `${cold.samples.list.length} samples, median ${Math.round(median(cold.samples.list))} ms; with nothing running, median ${Math.round(median(idle.list))} ms` });
results.push({ what: 'sign-in while a check loads the whole site (longest)', value: max(cold.samples.signIn), unit: 'ms', goal: 200, note: `${cold.samples.signIn.length} samples, median ${Math.round(median(cold.samples.signIn))} ms; with nothing running, median ${Math.round(median(idle.signIn))} ms (a password is an scrypt hash: about 100 ms of a core)` });

// (c) publish-to-live, and (b) the others' requests while the build runs
const route = /^route: (.+)$/m.exec(pageFile)![1];
const runs: number[] = [];
const duringBuild: Samples = { list: [], signIn: [] };
const longestPerPublish: number[] = [];
for (let run = 1; run <= publishes; run++) {
  progress(`publish ${run} of ${publishes}`);
  const id = await newDraft(`Bench ${run}`);
  const current = await call<{ text: string; hash: string }>(editor, `/studio/api/drafts/${id}/file?path=${CHANGED_INDUSTRY_FILE}`);
  const title = `AI in a bench, version ${run}`;
  await call(editor, `/studio/api/drafts/${id}/save`, { path: CHANGED_INDUSTRY_FILE, text: current.text.replace(/^title: .*$/m, `title: ${title}`), hash: current.hash });
  await call(editor, `/studio/api/drafts/${id}/ask-review`, {});
  const started = performance.now();
  const { result: outcome, samples } = await sampleWhile(() => call<{ ok: boolean; message?: string }>(publisher, `/studio/api/drafts/${id}/publish`, {}));
  if (!outcome.ok) throw new Error(outcome.message);
  while (!(await (await fetch(`${siteUrl}${route}`)).text()).includes(`<title>${title}`)) await new Promise((resolve) => setTimeout(resolve, 50));
  runs.push((performance.now() - started) / 1000);
  duringBuild.list.push(...samples.list);
  longestPerPublish.push(max(samples.list));
  duringBuild.signIn.push(...samples.signIn);
  progress(`live after ${runs.at(-1)!.toFixed(1)} s`);
}
results.push({ what: 'drafts list while a publish builds (longest)', value: max(duringBuild.list), unit: 'ms', goal: 200, note: `${duringBuild.list.length} samples, median ${Math.round(median(duringBuild.list))} ms; longest of each publish ${longestPerPublish.map((ms) => Math.round(ms)).join(', ')} ms (from the 3rd on, a publish removes the oldest release)` });
results.push({ what: 'sign-in while a publish builds (longest)', value: max(duringBuild.signIn), unit: 'ms', goal: 200, note: `${duringBuild.signIn.length} samples, median ${Math.round(median(duringBuild.signIn))} ms` });
results.push({ what: `publish-to-live (median of ${publishes})`, value: median(runs), unit: 's', goal: 20, note: runs.map((s) => `${s.toFixed(1)} s`).join(', ') });

await sampler.terminate();
await new Promise((resolve) => studio.server.close(resolve));
site.kill();
if (values.keep) progress(`kept ${root}`);
else rmSync(root, { recursive: true, force: true });

console.log(`\n# npm run bench:publish${values.pages ? ` -- --pages ${values.pages}` : ''}: ${pageCount} industry pages, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}\n`);
console.log('| measure | measured | goal | met | samples |');
console.log('|---|---:|---:|:---:|---|');
for (const r of results) {
  const shown = r.unit === 's' ? `${r.value.toFixed(1)} s` : `${Math.round(r.value)} ms`;
  const met = r.value <= r.goal;
  console.log(`| ${r.what} | ${shown} | ≤ ${r.goal} ${r.unit} | ${met ? 'yes' : `no (+${r.unit === 's' ? `${(r.value - r.goal).toFixed(1)} s` : `${Math.round(r.value - r.goal)} ms`})`} | ${r.note} |`);
}
