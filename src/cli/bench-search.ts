import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadSite, PROJECT_ROOT } from '../config/load-site.ts';
import { formatReport } from '../config/problems.ts';
import { industryUrls } from '../industry/data.ts';
import type { IndustryData, UseCase } from '../industry/model.ts';
import { searchDocumentsOfModel } from '../search/documents.ts';
import { createEmbeddedEngine, type SearchDocument } from '../search/embedded.ts';

/**
 * `npm run bench:search`: the embedded engine on a synthetic set of 10,000 use cases made from the
 * shipped ones: index build time, keystroke latency (every prefix of a fixed list of queries, search
 * and suggestions together, as the page runs them), and what the browser downloads for the data.
 */
const SIZE = Number(process.env.BENCH_USE_CASES ?? 10_000);
const QUERIES = ['predictive maintenance', 'maintanance', 'forcasting', 'invoice matching', 'fraud detection', 'tenant screening', 'crop yield', 'churn', 'document ai', 'customer support agent'];
const VARIANTS = ['for field teams', 'for head office', 'for regional branches', 'for night shifts', 'for new markets', 'for partners', 'for auditors', 'for small sites'];

const { model, problems } = loadSite(PROJECT_ROOT);
if (!model) {
  console.error(formatReport(problems));
  process.exit(1);
}
const shipped = searchDocumentsOfModel(model.shell.industries, model.data);

/** Every shipped use case again and again, each copy with its own title, mixed description and technologies. */
function synthetic(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const base = shipped[i % shipped.length];
    const other = shipped[(i * 7 + 3) % shipped.length];
    const copy = Math.floor(i / shipped.length);
    const technologyObjects = [...new Map([...(base.useCase.technologyObjects ?? []), ...(other.useCase.technologyObjects ?? []).slice(0, 1)].map((t) => [t.id, t])).values()];
    const useCase: UseCase = {
      ...base.useCase,
      id: `${base.useCase.id}-${copy}`,
      title: copy === 0 ? base.useCase.title : `${base.useCase.title} ${VARIANTS[copy % VARIANTS.length]}`,
      description: `${base.useCase.description} ${other.useCase.advantage}`,
      technology: technologyObjects.map((t) => t.id),
      technologyObjects,
    };
    return { ...base, id: `${base.industry.slug}/${useCase.id}`, useCase };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const docs = synthetic(SIZE);
const buildStarted = performance.now();
const engine = await createEmbeddedEngine(docs);
const buildMs = performance.now() - buildStarted;

const latencies: number[] = [];
for (const query of QUERIES) {
  for (let end = 1; end <= query.length; end++) {
    const typed = query.slice(0, end);
    const started = performance.now();
    await engine.search(typed, 0, 20);
    await engine.suggest(typed, 5);
    latencies.push(performance.now() - started);
  }
}
latencies.sort((a, b) => a - b);

// the data files of the search page hold every use case with its categories, as the build writes them
const byIndustry = new Map<string, UseCase[]>();
for (const doc of docs) byIndustry.set(doc.industry.slug, [...(byIndustry.get(doc.industry.slug) ?? []), doc.useCase]);
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const [slug, useCases] of byIndustry) {
  const file: IndustryData = { ...(model.data[industryUrls.all(slug)] as IndustryData), useCases };
  const json = Buffer.from(JSON.stringify(file));
  raw += json.length;
  gzip += gzipSync(json, { level: 9 }).length;
  brotli += brotliCompressSync(json).length;
}
const perThousand = (bytes: number, count = docs.length) => kb((bytes / count) * 1000);

// what the search page really downloads today: each industry's data files and the technologies
const shippedFiles = [industryUrls.technologies, ...model.shell.industries.flatMap((i) => (i.stages === 1 ? [industryUrls.all(i.slug)] : [industryUrls.categories(i.slug), industryUrls.useCases(i.slug)]))];
const shippedBytes = { raw: 0, gzip: 0, brotli: 0 };
for (const url of shippedFiles) {
  const json = Buffer.from(JSON.stringify(model.data[url]));
  shippedBytes.raw += json.length;
  shippedBytes.gzip += gzipSync(json, { level: 9 }).length;
  shippedBytes.brotli += brotliCompressSync(json).length;
}

const searchCode = (() => {
  const dir = path.join(PROJECT_ROOT, 'dist/site/_app');
  if (!existsSync(dir)) return 'run npm run build to measure';
  const files = readdirSync(dir).filter((f) => /^(embedded|block-use-case-search)-.*\.js$/.test(f));
  return `${kb(files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0))} gzip (${files.join(', ')})`;
})();

console.log(`Embedded search benchmark: ${docs.length} synthetic use cases from the ${shipped.length} shipped ones (Node ${process.version})`);
console.log(`  index build        ${ms(buildMs)} (in chunks of 250, the page stays responsive)`);
console.log(`  keystroke latency  p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies[latencies.length - 1])} over ${latencies.length} keystrokes (search 20 + 5 suggestions)`);
console.log(`  data per 1,000     ${perThousand(raw)} JSON, ${perThousand(gzip)} gzip, ${perThousand(brotli)} brotli (synthetic copies compress better than real text)`);
console.log(`  shipped data       ${kb(shippedBytes.gzip)} gzip for ${shipped.length} use cases in ${shippedFiles.length} files: ${perThousand(shippedBytes.raw, shipped.length)} JSON, ${perThousand(shippedBytes.gzip, shipped.length)} gzip, ${perThousand(shippedBytes.brotli, shipped.length)} brotli per 1,000`);
console.log(`  search code        ${searchCode}`);
