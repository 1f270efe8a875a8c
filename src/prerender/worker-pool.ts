import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Runs tasks: in worker threads, or in this thread when one would do. */
export interface TaskRunner<Task, Result> {
  run(task: Task): Promise<Result>;
  /** How many threads it started. */
  readonly threads: number;
  close(): Promise<void>;
}

export function inThisThread<Task, Result>(handle: (task: Task) => Promise<Result>): TaskRunner<Task, Result> {
  return { run: handle, threads: 0, close: async () => {} };
}

interface Pending<Task, Result> {
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * Up to `size` worker threads running `workerFile` (TypeScript) with `workerData`, started as the
 * tasks come: a build whose pages all come from the cache starts none. Each thread runs one task at a
 * time; tasks wait in order of arrival.
 */
export function inWorkerThreads<Task, Result>(workerFile: URL, workerData: unknown, size: number): TaskRunner<Task, Result> {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Pending<Task, Result>[] = [];
  const running = new Map<Worker, Pending<Task, Result>>();

  const dispatch = () => {
    while (queue.length > 0 && (idle.length > 0 || all.length < size)) {
      const worker = idle.pop() ?? start();
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage(job.task);
    }
  };
  const start = () => {
    const worker = new Worker(typeScriptEntry(workerFile), { eval: true, workerData });
    worker.on('message', ({ result, error }: { result?: Result; error?: string }) => {
      const job = running.get(worker)!;
      running.delete(worker);
      idle.push(worker);
      if (error !== undefined) job.reject(new Error(error));
      else job.resolve(result as Result);
      dispatch();
    });
    worker.on('error', (error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
      all.splice(all.indexOf(worker), 1);
      dispatch();
    });
    all.push(worker);
    return worker;
  };

  return {
    run: (task) =>
      new Promise<Result>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        dispatch();
      }),
    get threads() {
      return all.length;
    },
    close: async () => {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

/**
 * A worker's code that registers tsx, then imports the TypeScript file. On Node 20 a worker started
 * on a .ts file fails even with tsx in its execArgv (the hooks are not in place for its entry).
 */
export function typeScriptEntry(file: URL): string {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(tsxPackage.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
}
