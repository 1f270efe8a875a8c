import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureFfmpeg } from './ensure-ffmpeg.ts';
import { ensureGit } from './ensure-git.ts';
import { ensurePostgres } from './ensure-postgres.ts';

/**
 * `npm test`: everything, in the order a failure is cheapest to find (after making sure Chromium
 * and PostgreSQL's server programs and git are there, installing them with apt when root):
 * typecheck → build (validates the YAML, then bundles and prerenders) → integration tests → browser
 * tests. The unit tests (pure code: no process, no build, no clock they race) run beside all of
 * them from the start, at a low priority: they take the moments the other steps leave a core idle
 * (waiting for a server, a browser, a child process), so they add little to the run's time; their
 * output is printed after the other steps'. The browser tests run on the built site, so a failed build stops
 * the run; failed unit or integration tests do not stop the browser tests, so one run reports every
 * failure. Ends with the ten slowest integration and browser tests and one line `N passed, N failed`.
 */
const REPORTS = path.join(import.meta.dirname, '..', 'dist', 'test-reports');
const UNIT_REPORT = path.join(REPORTS, 'unit.json');
const INTEGRATION_REPORT = path.join(REPORTS, 'integration.json');
const BROWSER_REPORT = path.join(REPORTS, 'browser.json');
/** The unit tests' output, printed after the other steps' (they run beside them). */
const UNIT_LOG = path.join(REPORTS, 'unit.log');

interface Step {
  title: string;
  command: string;
  /** A failure here leaves nothing for the later steps to test. */
  stopsTheRun: boolean;
  /** The step's JSON report of its tests, read for the summary. */
  report?: string;
}

const vitest = (project: string, report: string) => `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${report}`;
const unitStep: Step = { title: 'Unit tests', command: `nice -n 19 ${vitest('unit', UNIT_REPORT)}`, stopsTheRun: false, report: UNIT_REPORT };
const steps: Step[] = [
  { title: 'Typecheck', command: 'npm run typecheck', stopsTheRun: true },
  { title: 'Validate the YAML, build and prerender the site, build the studio', command: 'npm run build && npm run build:studio', stopsTheRun: true },
  { title: 'Integration tests', command: vitest('integration', INTEGRATION_REPORT), stopsTheRun: false, report: INTEGRATION_REPORT },
  { title: 'Browser tests (Playwright + Chromium)', command: 'npm run test:browser', stopsTheRun: false, report: BROWSER_REPORT },
];

let chromePath: string;
try {
  chromePath = ensureChromium();
  ensurePostgres(); // the lead-store tests start a throw-away cluster (tests/helpers/postgres.ts)
  ensureGit(); // the studio's drafts are git branches (tests/helpers/site-repo.ts)
  ensureFfmpeg(); // validate reads videos with ffprobe; the media tests make real video files
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const started = Date.now();
// the tests' dozen builds compress at brotli 5: quality 11 would be more than half of each build
const env = { SITE_BROTLI_QUALITY: '5', ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_JSON_OUTPUT_NAME: BROWSER_REPORT };
const failedSteps: Step[] = [];

console.log(`\n▶ ${unitStep.title}, beside the steps below at a low priority (their output follows theirs): ${unitStep.command}`);
const unitOutput = openSync(UNIT_LOG, 'w');
const unitStarted = Date.now();
const unitEnded = run(unitStep.command, ['ignore', unitOutput, unitOutput]).then((status) => ({ status, ms: Date.now() - unitStarted }));

for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.title}: ${step.command}`);
  const status = await run(step.command, 'inherit');
  console.log(`  ${step.title}: ${status === 0 ? 'done' : 'FAILED'} in ${seconds(Date.now() - stepStarted)}`);
  if (status !== 0) {
    failedSteps.push(step);
    if (step.stopsTheRun) break;
  }
}

const unit = await unitEnded;
closeSync(unitOutput);
console.log(`\n▶ ${unitStep.title} (started with the typecheck):\n`);
console.log(readFileSync(UNIT_LOG, 'utf8'));
console.log(`  ${unitStep.title}: ${unit.status === 0 ? 'done' : 'FAILED'} in ${seconds(unit.ms)}, beside the other steps`);
if (unit.status !== 0) failedSteps.push(unitStep);

const tests = [...readVitest(UNIT_REPORT), ...readVitest(INTEGRATION_REPORT), ...readPlaywright(BROWSER_REPORT)];
const passed = tests.filter((t) => t.status === 'passed').length;
const failed = tests.filter((t) => t.status === 'failed');
// a unit test's time, taken at a low priority beside the other steps, says little about its cost
console.log('\nThe ten slowest integration and browser tests (`npm run test:quick` times the unit tests alone):');
const timed = tests.filter((test) => test.report !== UNIT_REPORT);
for (const test of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(test.ms).padStart(7)}  ${test.name}`);
if (failed.length > 0) {
  console.log('\nFailed:');
  for (const test of failed) console.log(`  ✗ ${test.name}`);
}
// a step that failed without a failed test in its report (a build error, a crashed runner) is named here
const unexplained = failedSteps.filter((step) => !step.report || !tests.some((t) => t.status === 'failed' && t.report === step.report));
if (unexplained.length > 0) console.log(`\nFailed steps: ${unexplained.map((step) => step.title).join(', ')}`);
console.log(`\n${passed} passed, ${failed.length} failed (${seconds(Date.now() - started)})`);
process.exit(failedSteps.length > 0 ? 1 : 0);

interface TestResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  report: string;
}

/** Runs a command in a shell (not blocking this process: the unit tests' end is seen when it comes); its exit status. */
function run(command: string, stdio: 'inherit' | ['ignore', number, number]): Promise<number | null> {
  return new Promise((resolve) => spawn(command, { shell: true, stdio, env }).on('exit', (status) => resolve(status)));
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Vitest's JSON report (Jest's format). */
function readVitest(file: string): TestResult[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string; duration?: number }[] }[];
  };
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), suite.name)} › ${test.fullName}`,
      status: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      ms: test.duration ?? 0,
      report: file,
    })),
  );
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; tests: { results: { status: string; duration: number }[]; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report: a test passes when its last try passed. */
function readPlaywright(file: string): TestResult[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const collect = (suite: PlaywrightSuite, trail: string[]): TestResult[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((test) => {
        const last = test.results[test.results.length - 1];
        const status: TestResult['status'] = test.status === 'skipped' ? 'skipped' : last?.status === 'passed' ? 'passed' : 'failed';
        return { name: `tests/browser/${[...trail, spec.title].join(' › ')}`, status, ms: last?.duration ?? 0, report: file };
      }),
    ),
    ...(suite.suites ?? []).flatMap((child) => collect(child, [...trail, child.title])),
  ];
  return report.suites.flatMap((suite) => collect(suite, [suite.title]));
}
