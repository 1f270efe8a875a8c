import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Keeps every core busy for a bounded time, then stops by itself, to check that `npm test`
 * stays green on a loaded machine:
 *
 *   npx tsx tests/tools/cpu-load.ts 900 & npm test
 *
 * Arguments: seconds (default 600), workers (default: one per core). Each worker spins on
 * arithmetic until its deadline; nothing is written to disk or the network.
 */
/** Runs in each worker (as plain JavaScript, so it needs no TypeScript loader). */
const spin = `
  const { until } = require('node:worker_threads').workerData;
  let sink = 0;
  while (Date.now() < until) {
    for (let i = 0; i < 1e6; i += 1) sink = (sink + Math.sqrt(i)) % 1e9;
  }
`;

const seconds = positiveNumber(process.argv[2], 600);
const workers = positiveNumber(process.argv[3], availableParallelism());
const until = Date.now() + seconds * 1000;
console.log(`cpu-load: ${workers} busy worker(s) for ${seconds} s`);
const running = Array.from({ length: workers }, () => new Worker(spin, { eval: true, workerData: { until } }));
let remaining = running.length;
for (const worker of running) {
  worker.on('exit', () => {
    remaining -= 1;
    if (remaining === 0) console.log('cpu-load: done');
  });
}
const stop = () => running.forEach((worker) => void worker.terminate());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function positiveNumber(argument: string | undefined, fallback: number): number {
  if (argument === undefined) return fallback;
  const value = Number(argument);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`cpu-load: expected a positive number, got "${argument}"`);
    process.exit(2);
  }
  return value;
}
