import { parentPort, workerData } from 'node:worker_threads';
import { prerenderTaskHandler, type PrerenderTask, type TaskSetup } from './prerender-tasks.ts';

/** A prerender worker thread (started by worker-pool.ts): runs the tasks it is sent, one at a time, and posts each result back. */
const handle = prerenderTaskHandler(workerData as TaskSetup);
parentPort!.on('message', async (task: PrerenderTask) => {
  try {
    parentPort!.postMessage({ result: await handle(task) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
