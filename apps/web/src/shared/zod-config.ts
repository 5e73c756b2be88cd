/*
 * The site's CSP allows scripts from 'self' only, without 'unsafe-eval'. Zod compiles a fast parser
 * for object schemas with `new Function` when it may, and probes for that the first time an object
 * schema is built: the probe's refused eval is reported as a CSP violation on every page that loads a
 * form. Forms parse small objects, where the interpreted parser is as good, so zod runs "jitless".
 *
 * This must run before any contract module builds a schema, so main.tsx imports it first. It writes
 * the global that `z.config()` writes to (zod shares it between copies of itself on a page) instead
 * of calling `z.config()`, which would move zod's core into every visitor's first load;
 * zod-config.test.ts checks that zod still reads this global.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

// A module, so main.tsx can import it for its effect.
export {};
