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
    // One file at a time: each server takes ~500 MB and a core, a browser another. Vitest also runs such a
    // project after the parallel ones, so in `npm test` these journeys never compete with the unit suites.
    fileParallelism: false,
  },
});
