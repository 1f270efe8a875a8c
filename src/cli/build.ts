import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

/**
 * `npm run build`: builds the bundles (npm run build:bundles) and prerenders (npm run prerender) at the same
 * time, one core each: the prerender loads and checks the site's YAML while the bundles are built, and reads
 * them once they are (so the site is loaded once, not once to check it and again to prerender it). The check
 * is shown as it runs; the bundles' output is held back until the check is over, so that a problem in the
 * YAML is read alone, and stops the build at once. Every step has a time limit (a hung step ends the build
 * with a message).
 */
const STEP_LIMIT_MINUTES = 30;

interface Step {
  title: string;
  args: string[];
  /** Shown as it runs, rather than held back until the steps before it are over. */
  live: boolean;
  /** Started with an IPC channel, to exchange messages with the build. */
  ipc?: boolean;
}

interface Ended {
  code: number;
  output: string;
}

interface Running {
  ended: Promise<Ended>;
  /** The messages the step sent, in order. */
  messages: unknown[];
  onMessage: (listener: () => void) => void;
  send: (message: string) => void;
}

const tsx = (script: string, args: string[] = []): string[] => [process.execPath, '--import', 'tsx', path.join(PROJECT_ROOT, script), ...args];
const bundles: Step = { title: 'npm run build:bundles', args: ['npm', 'run', '--silent', 'build:bundles'], live: false };
// what follows `npm run build --` is the prerender's, as when the build was the commands in a row
const prerender: Step = { title: 'npm run prerender', args: tsx('src/cli/prerender.ts', ['--wait-for-bundles', ...process.argv.slice(2)]), live: true, ipc: true };

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

function run(step: Step): Running {
  const [command, ...args] = step.args;
  const output = step.live ? 'inherit' : 'pipe';
  // a group of its own: a build stopped (a failed check, a time limit, Ctrl-C) stops vite and the prerender's threads too
  const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', output, output, ...(step.ipc ? ['ipc' as const] : [])], detached: true });
  running.add(child.pid!);
  let held = '';
  child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()));
  const messages: unknown[] = [];
  const listeners: (() => void)[] = [];
  child.on('message', (message) => {
    messages.push(message);
    for (const listener of listeners) listener();
  });
  const limit = setTimeout(() => {
    console.error(`${step.title} ran for ${STEP_LIMIT_MINUTES} minutes without ending: stopped. Run it alone to see where it hangs.`);
    process.kill(-child.pid!, 'SIGKILL');
  }, STEP_LIMIT_MINUTES * 60_000);
  const ended = new Promise<Ended>((resolve) => {
    child.on('error', (error) => {
      clearTimeout(limit);
      running.delete(child.pid!);
      resolve({ code: 1, output: `${step.title} could not start: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child.pid!);
      resolve({ code: code ?? (signal ? 1 : 0), output: held });
    });
  });
  return { ended, messages, onMessage: (listener) => listeners.push(listener), send: (message) => child.send(message) };
}

/** Resolves when `step` has sent `message`. */
function said(step: Running, message: string): Promise<void> {
  return new Promise((resolve) => {
    if (step.messages.includes(message)) resolve();
    step.onMessage(() => step.messages.includes(message) && resolve());
  });
}

const bundling = run(bundles);
const prerendering = run(prerender);
// the check is over when the prerender says so; it ends before that on a problem in the YAML (said by it, live)
const checked = await Promise.race([said(prerendering, 'checked').then(() => true), prerendering.ended.then(() => false)]);
if (!checked) {
  const { code, output } = await prerendering.ended;
  process.stderr.write(output);
  process.exit(code || 1);
}
const first = await Promise.race([bundling.ended.then(() => bundles), prerendering.ended.then(() => prerender)]);
if (first === prerender) {
  console.error(`${prerender.title} ended before the bundles were built (above): nothing was prerendered.`);
  process.exit((await prerendering.ended).code || 1);
}
const built = await bundling.ended;
process.stdout.write(built.output);
if (built.code !== 0) {
  console.error(`${bundles.title} failed (above): nothing was prerendered.`);
  process.exit(built.code);
}
prerendering.send('bundles-ready');
const prerendered = await prerendering.ended;
process.exit(prerendered.code);
