import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file boots its own database (a PGlite instance or a PostgreSQL database): that takes seconds.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    pool: 'forks',
  },
});
