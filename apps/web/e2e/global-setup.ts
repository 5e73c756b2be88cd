import { ensureBuilt } from '../../../scripts/build.mjs';

/**
 * These journeys drive the built product (`apps/server/dist`, `apps/web/dist`), not the sources, so a
 * run of this project alone (`npx vitest run --project e2e`) must build whatever changed first.
 */
export default async function setup() {
  // Vitest sets NODE_ENV=test and the Vite child inherits it: that yields React's development build
  // (jsxDEV, ~60 KB more gzipped JS), and its stamp would then let `npm start` serve it too.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await ensureBuilt(['web', 'admin', 'server']);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
