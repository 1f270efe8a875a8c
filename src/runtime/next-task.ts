/**
 * Resolves in a new task, so the browser can paint and answer input in between: long work is cut into
 * pieces this way. A message, not a timer (the tests drive timers with Playwright's clock).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
