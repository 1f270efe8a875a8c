import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

/**
 * `npm run build`: checks the site's YAML (npm run validate) and builds the bundles (npm run build:bundles)
 * at the same time, one core each, then prerenders (npm run prerender). The check is shown as it runs; the
 * bundles' output is held back until the check is over, so that a problem in the YAML is read alone, and
 * stops the build at once. Every step has a time limit (a hung step ends the build with a message).
 */
const STEP_LIMIT_MINUTES = 30;

interface Step {
  title: string;
  args: string[];
  /** Shown as it runs, rather than held back until the steps before it are over. */
  live: boolean;
}

interface Ended {
  code: number;
  output: string;
}

const tsx = (script: string, args: string[] = []): string[] => [process.execPath, '--import', 'tsx', path.join(PROJECT_ROOT, script), ...args];
const validate: Step = { title: 'npm run validate', args: tsx('src/cli/validate.ts'), live: true };
const bundles: Step = { title: 'npm run build:bundles', args: ['npm', 'run', '--silent', 'build:bundles'], live: false };
// what follows `npm run build --` is the prerender's, as when the build was the three commands in a row
const prerender: Step = { title: 'npm run prerender', args: tsx('src/cli/prerender.ts', process.argv.slice(2)), live: true };

const running = new Set<number>();
const stopAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function run(step: Step): Promise<Ended> {
  const [command, ...args] = step.args;
  // a group of its own: a build stopped (a failed check, a time limit, Ctrl-C) stops vite and the prerender's threads too
  const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', step.live ? 'inherit' : 'pipe', step.live ? 'inherit' : 'pipe'], detached: true });
  running.add(child.pid!);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const limit = setTimeout(() => {
    console.error(`${step.title} ran for ${STEP_LIMIT_MINUTES} minutes without ending: stopped. Run it alone to see where it hangs.`);
    process.kill(-child.pid!, 'SIGKILL');
  }, STEP_LIMIT_MINUTES * 60_000);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      clearTimeout(limit);
      running.delete(child.pid!);
      resolve({ code: 1, output: `${step.title} could not start: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child.pid!);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const bundled = run(bundles);
const checked = await run(validate);
if (checked.code !== 0) process.exit(checked.code);
const built = await bundled;
process.stdout.write(built.output);
if (built.code !== 0) {
  console.error(`${bundles.title} failed (above): nothing was prerendered.`);
  process.exit(built.code);
}
const prerendered = await run(prerender);
process.exit(prerendered.code);
