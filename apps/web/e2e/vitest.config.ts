import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    setupFiles: ['helpers/cleanup-setup.ts'],
    // A cold PGlite start takes seconds and a browser journey several page loads.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What a journey polls for is the page catching up (a list refetched, a toast shown), not a promise
    // of the product's speed: Vitest's default of 1 s is too short for that on a day this machine runs
    // 2x slower. A product deadline (the home cache's 1 s) is asserted with its own timeout.
    expect: { poll: { timeout: 10_000 } },
    // One file at a time: each server takes ~500 MB and a core, a browser another. Vitest also runs such a
    // project after the parallel ones, so in `npm test` these journeys never compete with the unit suites.
    fileParallelism: false,
  },
});
