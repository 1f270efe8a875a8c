/**
 * How long a test waits for a state (`vi.waitFor`, `expect.poll`). `npm test` runs the unit tests at the
 * lowest priority beside the other steps (tests/run-all.ts), where a test may get a few percent of a core for
 * minutes: there it sets NO_TEST_CLOCK, and no wait, test or hook has a time limit that starving can reach (a
 * hang is ended by run-all's watchdog instead). Elsewhere a state is waited for up to a minute.
 */
export const NO_TEST_CLOCK = process.env.NO_TEST_CLOCK === '1';
/** The longest a timer can be set for: never reached. */
const NEVER = 2_147_483_647;
export const WAIT_MS = NO_TEST_CLOCK ? NEVER : 60_000;
/** The options of a `vi.waitFor` that waits for a state. */
export const WAIT = { timeout: WAIT_MS } as const;
