import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SEARCH_GOALS, syntheticDocuments } from '../bench/search.ts';
import { loadSite, PROJECT_ROOT } from '../config/load-site.ts';
import { formatReport } from '../config/problems.ts';
import { createSearchCore } from '../search/core.ts';
import { SEARCH_DATA_URL, toSearchData, type SearchData } from '../search/data.ts';
import { searchDocumentsOfModel } from '../search/documents.ts';

/**
 * `npm run bench:search`: the embedded engine's core (what the search worker runs) on a synthetic set
 * of 10,000 use cases made from the shipped ones: index build time, keystroke latency (every prefix of
 * a fixed list of queries, search and suggestions together, as the page runs them), and the bytes of
 * search data the browser downloads, each against its goal.
 */
const SIZE = Number(process.env.BENCH_USE_CASES ?? 10_000);
const QUERIES = ['predictive maintenance', 'maintanance', 'forcasting', 'invoice matching', 'fraud detection', 'tenant screening', 'crop yield', 'churn', 'document ai', 'customer support agent'];

const { model, problems } = loadSite(PROJECT_ROOT);
if (!model) {
  console.error(formatReport(problems));
  process.exit(1);
}
const shippedData = model.data[SEARCH_DATA_URL] as SearchData;
const synthetic = toSearchData(syntheticDocuments(searchDocumentsOfModel(model.industries, model.data), SIZE));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** What the worker does with the data: parse the JSON, build the index. */
function build(data: SearchData) {
  const json = JSON.stringify(data);
  const started = performance.now();
  const parsed = JSON.parse(json) as SearchData;
  const parsedAt = performance.now();
  const core = createSearchCore(parsed);
  return { core, parseMs: parsedAt - started, indexMs: performance.now() - parsedAt };
}

function weigh(data: SearchData) {
  const json = Buffer.from(JSON.stringify(data));
  const count = data.useCases.length;
  const per1000 = (bytes: number) => (bytes / count) * 1000;
  return { count, raw: per1000(json.length), gzip: per1000(gzipSync(json, { level: 9 }).length), brotli: per1000(brotliCompressSync(json).length), total: gzipSync(json, { level: 9 }).length };
}

const shippedBuild = build(shippedData);
const { core, parseMs, indexMs } = build(synthetic);

const latencies: number[] = [];
for (const query of QUERIES) {
  for (let end = 1; end <= query.length; end++) {
    const typed = query.slice(0, end);
    const started = performance.now();
    core.search(typed, 0, 20);
    core.suggest(typed, 5);
    latencies.push(performance.now() - started);
  }
}
latencies.sort((a, b) => a - b);
const p95 = percentile(latencies, 95);

const bytes = { synthetic: weigh(synthetic), shipped: weigh(shippedData) };

const searchCode = (() => {
  const dir = path.join(PROJECT_ROOT, 'dist/site/_app');
  if (!existsSync(dir)) return 'run npm run build to measure';
  const files = readdirSync(dir).filter((f) => /^(embedded|worker|block-use-case-search)-.*\.js$/.test(f));
  return files.map((f) => `${f} ${kb(gzipSync(readFileSync(path.join(dir, f))).length)}`).join(', ') + ' (gzip)';
})();

console.log(`Embedded search benchmark: ${SIZE} synthetic use cases from the ${shippedData.useCases.length} shipped ones (Node ${process.version})`);
console.log(`  index build        parse ${ms(parseMs)} + index ${ms(indexMs)} for ${SIZE}; parse ${ms(shippedBuild.parseMs)} + index ${ms(shippedBuild.indexMs)} for the ${shippedData.useCases.length} shipped (in the search worker, off the main thread)`);
console.log(`  keystroke latency  p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, max ${ms(latencies[latencies.length - 1])} over ${latencies.length} keystrokes (search 20 + 5 suggestions)`);
console.log(`                     goal p95 ≤ ${SEARCH_GOALS.keystrokeP95Ms} ms at 10,000 use cases: ${SIZE === 10_000 ? verdict(p95 <= SEARCH_GOALS.keystrokeP95Ms) : `not judged (${SIZE} use cases)`}`);
for (const [name, weight] of Object.entries(bytes)) {
  console.log(
    `  data per 1,000     ${name.padEnd(9)} ${kb(weight.gzip)} gzip (${kb(weight.raw)} JSON, ${kb(weight.brotli)} brotli; ${kb(weight.total)} gzip for ${weight.count}): goal ≤ ${kb(SEARCH_GOALS.bytesPer1000)} gzip ${verdict(weight.gzip <= SEARCH_GOALS.bytesPer1000)}`,
  );
}
console.log(`  search code        ${searchCode}`);
console.log(`  main thread        goal: no task over ${SEARCH_GOALS.longTaskMs} ms while the index loads; the index is built in the worker (checked in the browser by tests/browser/search.spec.ts)`);
