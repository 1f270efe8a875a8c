import { spawn, spawnSync } from 'node:child_process';
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
 * output is printed after the other steps'. Starved there, a unit test may take minutes: the step runs
 * without any time limit (NO_TEST_CLOCK: no test, hook or wait is timed), is given normal priority once the
 * other steps are over, and only a hang is ended, by a watchdog UNIT_HANG_MINUTES after that. The browser
 * tests run on the built site, so a failed build stops the run; failed unit or integration tests do not stop
 * the browser tests, so one run reports every failure. Ends with the ten slowest integration and browser
 * tests, the slowest unit test files, and one line `N passed, N failed`.
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
/**
 * Alone at normal priority the unit tests take under three minutes on two cores (309 CPU-seconds; with a core
 * kept busy by other work, about five): still running this long after the other steps have ended, a test hangs.
 */
const UNIT_HANG_MINUTES = 30;
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
const unitProcess = spawn(unitStep.command, { shell: true, stdio: ['ignore', unitOutput, unitOutput], env: { ...env, NO_TEST_CLOCK: '1' }, detached: true });
// Where Linux groups processes by session (autogroup), this session of its own shares the CPU evenly with the
// run's: nice orders processes within a session only. Left so on purpose: a starved Vitest fails its own
// 60–90 s limits on starting a worker (a CPU-dependent verdict), which a share of the CPU keeps far off.
const unitEnded = new Promise<{ status: number | null; ms: number }>((resolve) => unitProcess.on('exit', (status) => resolve({ status, ms: Date.now() - unitStarted })));
// a group of its own (so that its priority can be raised as one), which a Ctrl-C of this run must end too
const endUnitTests = () => {
  if (unitProcess.pid !== undefined && unitProcess.exitCode === null) process.kill(-unitProcess.pid, 'SIGKILL');
};
process.on('exit', endUnitTests);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

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

// the other steps are over: the unit tests get the machine at normal priority (raising a priority needs
// root; otherwise they keep the lowest, alone on the machine now), and a watchdog ends a hang
let unitHung = false;
if (unitProcess.pid !== undefined && unitProcess.exitCode === null) {
  spawnSync('renice', ['-n', '0', '-g', String(unitProcess.pid)], { stdio: 'ignore', timeout: 10_000 });
}
const watchdog = setTimeout(() => {
  unitHung = true;
  endUnitTests();
}, UNIT_HANG_MINUTES * 60_000);
const unit = await unitEnded;
clearTimeout(watchdog);
closeSync(unitOutput);
console.log(`\n▶ ${unitStep.title} (started with the typecheck):\n`);
console.log(readFileSync(UNIT_LOG, 'utf8'));
console.log(`  ${unitStep.title}: ${unit.status === 0 ? 'done' : 'FAILED'} in ${seconds(unit.ms)}, beside the other steps`);
if (unitHung) console.log(`  ${unitStep.title}: still running ${UNIT_HANG_MINUTES} minutes after the other steps ended, at normal priority: a test hangs (the log above ends where it was)`);
if (unit.status !== 0) failedSteps.push(unitStep);

const tests = [...readVitest(UNIT_REPORT), ...readVitest(INTEGRATION_REPORT), ...readPlaywright(BROWSER_REPORT)];
const passed = tests.filter((t) => t.status === 'passed').length;
const failed = tests.filter((t) => t.status === 'failed');
// a unit test's time, taken at a low priority beside the other steps, says little about its cost
console.log('\nThe ten slowest integration and browser tests (`npm run test:quick` times the unit tests alone):');
const timed = tests.filter((test) => test.report !== UNIT_REPORT);
for (const test of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(test.ms).padStart(7)}  ${test.name}`);
// a file whose time grew far beyond its time alone (npm run test:quick) is one that starves beside the others
console.log('\nThe five slowest unit test files (at the lowest priority, beside the other steps):');
for (const file of readVitestFiles(UNIT_REPORT).sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${seconds(file.ms).padStart(7)}  ${file.name} (${file.tests} tests)`);
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
function run(command: string, stdio: 'inherit'): Promise<number | null> {
  return new Promise((resolve) => spawn(command, { shell: true, stdio, env }).on('exit', (status) => resolve(status)));
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The test files of a Vitest JSON report, each with its time from its start to its end. */
function readVitestFiles(file: string): { name: string; ms: number; tests: number }[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] };
  return report.testResults.map((suite) => ({ name: path.relative(process.cwd(), suite.name), ms: suite.endTime - suite.startTime, tests: suite.assertionResults.length }));
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
