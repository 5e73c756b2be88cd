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
    // Files run side by side: each has its own database (a copy of the migrated PGlite image, or a
    // PostgreSQL database made from the template), data dir and Redis key prefix. Vitest's default is
    // cores − 1, a single worker on the 2-core machine; files also wait (on PostgreSQL, on argon2's
    // threads, on timers), so three keep both cores busy.
    maxWorkers: 3,
    // A project with its own worker count runs as its own group (Vitest requires it): after the browser
    // journeys and unit suites, which then never share the two cores with three server files.
    sequence: { groupOrder: 1 },
  },
});
