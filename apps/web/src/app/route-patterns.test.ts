import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import committed from './route-patterns.json';
import { siteRoutes } from './site-routes';

// The server answers 404 (still with the app shell) for a path that no page of the tables matches, so
// crawlers and link checkers see unknown pages as missing. It reads this committed list, copied into
// the build by vite.config.ts; this test keeps it equal to the tables.
const fromTables = [...siteRoutes, ...adminRoutes]
  .map((route) => route.path)
  .filter((p): p is string => typeof p === 'string' && !p.endsWith('*'));

describe('route patterns for the server', () => {
  it('lists exactly the pages of the site and admin tables, catch-alls left out', () => {
    if (process.env.WRITE_ROUTE_PATTERNS) {
      fs.writeFileSync(
        path.join(__dirname, 'route-patterns.json'),
        `${JSON.stringify({ patterns: fromTables }, null, 2)}\n`,
      );
    }
    expect(
      committed.patterns,
      'route-patterns.json is stale: run `WRITE_ROUTE_PATTERNS=1 npx vitest run --project web apps/web/src/app/route-patterns.test.ts`',
    ).toEqual(fromTables);
  });

  it('uses only segments the server understands: literals and `:param`', () => {
    for (const pattern of committed.patterns)
      expect(pattern, pattern).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
    expect(committed.patterns).toContain('/sach/:id/:slug');
    expect(committed.patterns).toContain('/admin/users/:id/edit');
  });
});
