import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test's server on a free loopback port; its origin. The server never closes a connection kept
 * alive (the client, fetch, closes its idle ones itself): a test that holds its thread for a few seconds (a
 * synchronous ffmpeg or site load, a busy machine) would otherwise send its next request on a connection the
 * server is closing at that moment, and read ECONNRESET.
 */
export async function listenForTests(server: Server): Promise<string> {
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
