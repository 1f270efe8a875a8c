import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { BOOT_ELEMENT_ID } from '../app/routes.ts';
import { CHANGED_INDUSTRY_FILE, makeScaledSite, withOneTextChanged, withoutLanguages } from '../bench/scale.ts';
import { siteLanguages } from '../config/languages/languages.ts';
import { createSiteMemo, loadSite } from '../config/site/load-site.ts';
import { formatReport, sortProblems } from '../config/messages/problems.ts';
import { PROJECT_ROOT, SITE_FILE } from '../paths.ts';
import { SEARCH_DATA_URL, type SearchData } from '../search/data.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run bench:scale` (USAGE): how build, check and edit times grow with the site. For each N (industry pages in all; 12 is today's site), a copy of the site with
 * N industry pages (src/bench/scale.ts) is validated, prerendered, prerendered again after one industry file
 * changed, and checked as the dev server's editor checks it after a keystroke; then the sizes of some outputs.
 * The bundles do not depend on the site root (vite.config.ts: the prerender copies the site's public/), so they
 * are built once, with the project's site, and used for every N. With --without-languages, each N is measured
 * twice: as the site is, and in its default language only (no `languages` list, no translation file: the site
 * before it had others), its row marked "en only".
 */
const USAGE = 'npm run bench:scale [-- --pages 12,100,500] [--json FILE] [--keep] [--reuse-bundles] [--without-languages]';
const { values } = commandLine(
  {
    options: {
      pages: { type: 'string', default: '12,100' },
      json: { type: 'string' },
      keep: { type: 'boolean', default: false },
      'reuse-bundles': { type: 'boolean', default: false },
      'without-languages': { type: 'boolean', default: false },
    },
  },
  USAGE,
);
const counts = values.pages.split(',').map((n) => Number(n.trim()));
if (counts.some((n) => !Number.isInteger(n) || n < 12)) {
  console.error(`--pages ${values.pages}: give whole numbers of industry pages, each at least 12 (today's site), for example --pages 12,100,500`);
  process.exit(2);
}

interface ChildRun {
  ms: number;
  /** The child's CPU time, user and system (microseconds in resourceUsage). */
  cpuMs: number;
  /** The child's peak resident memory in bytes. */
  peakBytes: number;
  output: string;
}

interface Row {
  industryPages: number;
  /** false: the copy in its default language only (--without-languages). */
  languages: boolean;
  pages: number;
  useCases: number;
  /** With the videos' facts cached, as every run after the first. */
  validateMs: number;
  /** Its CPU time, user and system. */
  validateCpuMs: number;
  /** The first run, which probes the hero videos. */
  firstValidateMs: number;
  validatePeakBytes: number;
  prerenderMs: number;
  prerenderCpuMs: number;
  prerenderPeakBytes: number;
  perPageMs: number;
  rebuildMs: number;
  editorCheckMs: number;
  /** The dev server's model after that text is saved. */
  devReloadMs: number;
  sizes: OutputSizes;
}

interface OutputSizes {
  aboutHtml: number;
  aboutHtmlGzip: number;
  aboutBootData: number;
  industryHtml: number;
  industryHtmlGzip: number;
  searchDataGzip: number;
  totalBytes: number;
  files: number;
}

/**
 * Peak memory of a child: node's own maximum resident set size (getrusage ru_maxrss, in kilobytes on Linux),
 * written by the child as it exits, through this preloaded module, with its CPU time (on a shared machine, a
 * steadier figure than wall time). It holds for exits by process.exit too and, unlike polling
 * /proc/PID/status, misses no peak between two polls; `/usr/bin/time` is not on every machine. The child is
 * node itself with tsx as a loader, not the tsx command, which would run the script in a grandchild.
 */
const USAGE_HOOK = `data:text/javascript,${encodeURIComponent("import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify(process.resourceUsage())));")}`;

function runScript(script: string, args: string[], siteRoot: string): Promise<ChildRun> {
  const usageFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-scale-usage-')), 'usage.json');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', USAGE_HOOK, script, ...args], {
    cwd: PROJECT_ROOT,
    timeout: 30 * 60_000,
    // the copy's own caches (parsed YAML, rendered pages, compressed files): its first runs start cold, as on a new machine
    env: { ...process.env, SITE_ROOT: siteRoot, BENCH_USAGE_FILE: usageFile, SITE_CONFIG_CACHE: path.join(siteRoot, '.cache/yaml'), SITE_PAGE_CACHE: path.join(siteRoot, '.cache/pages') },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      const usage = existsSync(usageFile) ? (JSON.parse(readFileSync(usageFile, 'utf8')) as NodeJS.ResourceUsage) : undefined;
      rmSync(path.dirname(usageFile), { recursive: true, force: true });
      const peakBytes = usage ? usage.maxRSS * 1024 : NaN;
      const cpuMs = usage ? (usage.userCPUTime + usage.systemCPUTime) / 1000 : NaN;
      if (code === 0) resolve({ ms, cpuMs, peakBytes, output });
      else reject(new Error(`${script} ${args.join(' ')} failed (${signal ? `stopped by ${signal} after ${Math.round(ms / 1000)} s` : `exit ${code}`}) on ${siteRoot}:\n${output}`));
    });
  });
}

/** The client and server bundles, built once for every N; the time it takes, undefined when --reuse-bundles finds them. */
function buildBundles(): number | undefined {
  const built = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'].every((f) => existsSync(path.join(PROJECT_ROOT, f)));
  if (values['reuse-bundles'] && built) return undefined;
  progress('building the bundles (npm run build:bundles)');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build:bundles'], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 30 * 60_000 });
  if (result.status !== 0) throw new Error(`npm run build:bundles failed:\n${result.stdout}${result.stderr}`);
  return performance.now() - started;
}

/**
 * What the browser editor's check costs after a keystroke, as the dev server makes it (createSiteState in
 * src/dev/site-plugin.ts): loadSite with the unsaved text of one industry file as an overlay and the memo of
 * the last load, problems only; each of the 3 keystrokes types a new text (median). Then what the dev server
 * does once that text is saved: the whole model again, with the memo. In this process.
 */
function editorCheck(root: string): { ms: number; reloadMs: number; pages: number } {
  const memo = createSiteMemo();
  const first = loadSite(root, { memo });
  if (!first.model) throw new Error(`the copy has problems:\n${formatReport(first.problems)}`);
  const text = readFileSync(path.join(root, CHANGED_INDUSTRY_FILE), 'utf8');
  const typed = (n: number) => ({ [CHANGED_INDUSTRY_FILE]: withOneTextChanged(text).replace(/\n$/, `\n# keystroke ${n}\n`) });
  const times = [0, 1, 2].map((n) => {
    const started = performance.now();
    const problems = sortProblems(loadSite(root, { overlay: typed(n), memo, problemsOnly: true }).problems);
    if (problems.length > 0) throw new Error(`the edited file has problems:\n${formatReport(problems)}`);
    return performance.now() - started;
  });
  const started = performance.now();
  const saved = loadSite(root, { overlay: typed(2), memo });
  const reloadMs = performance.now() - started;
  if (!saved.model) throw new Error(`the saved file has problems:\n${formatReport(saved.problems)}`);
  return { ms: times.sort((a, b) => a - b)[1], reloadMs, pages: first.model.pages.length };
}

function outputSizes(out: string): OutputSizes {
  const read = (relative: string) => readFileSync(path.join(out, relative));
  const about = read('about/index.html');
  const industry = read(`${CHANGED_INDUSTRY_FILE.replace(/^pages\/industries\/|\.yaml$/g, '')}/index.html`);
  const boot = about.toString('utf8').match(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">([\\s\\S]*?)</script>`))?.[1] ?? '';
  const files = (readdirSync(out, { recursive: true }) as string[]).map((f) => path.join(out, f)).filter((f) => statSync(f).isFile());
  return {
    aboutHtml: about.length,
    aboutHtmlGzip: gzipSync(about, { level: 9 }).length,
    aboutBootData: Buffer.byteLength(boot),
    industryHtml: industry.length,
    industryHtmlGzip: gzipSync(industry, { level: 9 }).length,
    searchDataGzip: gzipSync(read(SEARCH_DATA_URL.slice(1)), { level: 9 }).length,
    totalBytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
    files: files.length,
  };
}

/** Everything measured for a site of `industryPages` industry pages (in its default language only unless `languages`), in a copy removed afterwards unless --keep. */
async function measure(industryPages: number, languages = true): Promise<Row> {
  progress(`${industryPages} industry pages${languages ? '' : ', default language only'}: making the copy`);
  const root = makeScaledSite(industryPages);
  if (!languages) withoutLanguages(root);
  const out = path.join(root, 'out');
  try {
    progress(`${industryPages}: npm run validate, twice`);
    // the first run parses every file (the copy's parse cache is empty) and probes the hero videos with ffprobe
    // (a fixed cost: that cache is by path, and the copy is new); the second reads the parse cache
    const firstValidate = await runScript('src/cli/validate.ts', [], root);
    const validate = await runScript('src/cli/validate.ts', [], root);
    progress(`${industryPages}: prerender`);
    // as in npm run build, where the prerender's load is the first: it reads every file without a parse cache
    rmSync(path.join(root, '.cache/yaml'), { recursive: true, force: true });
    const prerender = await runScript('src/cli/prerender.ts', ['--out', out], root);
    const sizes = outputSizes(out);
    const useCases = (JSON.parse(readFileSync(path.join(out, SEARCH_DATA_URL.slice(1)), 'utf8')) as SearchData).useCases.length;
    progress(`${industryPages}: the editor's check`);
    const check = editorCheck(root);
    progress(`${industryPages}: prerender again after ${CHANGED_INDUSTRY_FILE} changed`);
    const changed = path.join(root, CHANGED_INDUSTRY_FILE);
    writeFileSync(changed, withOneTextChanged(readFileSync(changed, 'utf8')));
    const rebuild = await runScript('src/cli/prerender.ts', ['--out', out], root);
    return {
      industryPages,
      languages,
      pages: check.pages,
      useCases,
      validateMs: validate.ms,
      validateCpuMs: validate.cpuMs,
      firstValidateMs: firstValidate.ms,
      validatePeakBytes: validate.peakBytes,
      prerenderMs: prerender.ms,
      prerenderCpuMs: prerender.cpuMs,
      prerenderPeakBytes: prerender.peakBytes,
      perPageMs: prerender.ms / check.pages,
      rebuildMs: rebuild.ms,
      editorCheckMs: check.ms,
      devReloadMs: check.reloadMs,
      sizes,
    };
  } finally {
    if (values.keep) progress(`kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

const progress = (message: string) => console.error(`… ${message}`);
const seconds = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(1)} s`);
const bytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);

/** A row's industry pages, and "en only" (the default language's code) for a copy without its other languages. */
const label = (r: Row) => (r.languages ? `${r.industryPages}` : `${r.industryPages} (${defaultLanguage} only)`);
const defaultLanguage = siteLanguages(parse(readFileSync(path.join(PROJECT_ROOT, SITE_FILE), 'utf8')))[0].code;

function printTables(rows: Row[], bundlesMs: number | undefined): void {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const bundles = bundlesMs === undefined ? 'bundles reused from dist/ (not in the build column)' : `bundles built once in ${seconds(bundlesMs)}`;
  console.log(`# npm run bench:scale, ${date} UTC, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}; ${bundles}\n`);
  console.log('| industry pages | pages | use cases | validate (first run) | prerender (CPU) | per page | peak memory | build ≈ the longer of bundles and a first load (side by side) + the rest of the prerender | rebuild, 1 file changed | editor check (median of 3) | dev server after a save |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    // npm run build prerenders beside the bundles: its load (a first one, which the first validate measures) overlaps them
    const build = Math.max(r.firstValidateMs, bundlesMs ?? 0) + r.prerenderMs - r.firstValidateMs;
    console.log(`| ${label(r)} | ${r.pages} | ${r.useCases} | ${seconds(r.validateMs)} (${seconds(r.firstValidateMs)}) | ${seconds(r.prerenderMs)} (${seconds(r.prerenderCpuMs)}) | ${Math.round(r.perPageMs)} ms | ${bytes(r.prerenderPeakBytes)} | ${seconds(build)} | ${seconds(r.rebuildMs)} | ${Math.round(r.editorCheckMs)} ms | ${Math.round(r.devReloadMs)} ms |`);
  }
  console.log('\n| industry pages | /about HTML | gzip | /about boot data | /banking HTML | gzip | search data gzip | output (files) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const s = r.sizes;
    console.log(`| ${label(r)} | ${bytes(s.aboutHtml)} | ${bytes(s.aboutHtmlGzip)} | ${bytes(s.aboutBootData)} | ${bytes(s.industryHtml)} | ${bytes(s.industryHtmlGzip)} | ${bytes(s.searchDataGzip)} | ${bytes(s.totalBytes)} (${s.files}) |`);
  }
}

const bundlesMs = buildBundles();
const rows: Row[] = [];
for (const count of counts) {
  rows.push(await measure(count));
  if (values['without-languages']) rows.push(await measure(count, false));
}
printTables(rows, bundlesMs);
if (values.json) writeFileSync(values.json, `${JSON.stringify({ date: new Date().toISOString(), cores: availableParallelism(), loadAverage: loadavg(), bundlesMs, rows }, null, 2)}\n`);
