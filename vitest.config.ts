import { defineConfig } from 'vitest/config';

// One run covers every suite; each workspace keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/e2e'],
  },
});
