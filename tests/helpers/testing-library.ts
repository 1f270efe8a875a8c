import { configure } from '@testing-library/react';
import { WAIT_MS } from './wait.ts';

/**
 * Testing Library waits for a state (`findBy…`, `waitFor`) one second by default: a duration that a busy machine,
 * or the unit tests' lowest priority in npm test, can outlast. Here it waits as every other wait of the tests does.
 */
configure({ asyncUtilTimeout: WAIT_MS });
