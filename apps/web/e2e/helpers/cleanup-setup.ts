import { afterAll } from 'vitest';
import { cleanUpAll } from './server';

// Runs in every e2e file: servers, databases and data directories a file started outside a test (or left
// behind by a failing one) end with the file, so the next file has the machine's memory to itself.
afterAll(cleanUpAll);
