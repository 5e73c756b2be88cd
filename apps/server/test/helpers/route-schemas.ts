import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

export type CollectedRoute = {
  method: string;
  url: string;
  body: z.ZodType | undefined;
  /** The route's options as registered, with what later onRoute hooks added (access, isBackOffice). */
  options: RouteOptions;
};

/** Records every route as it is registered; call before the app's routes are added (i.e. in extend). */
export function collectRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        body: route.schema?.body as z.ZodType | undefined,
        options: route,
      });
    }
  });
  return routes;
}

/** True when an object schema refuses keys it does not declare (z.strictObject). */
export function isStrictObject(schema: z.ZodType): boolean {
  const def = (
    schema as unknown as { _zod: { def: { type: string; catchall?: { _zod: { def: { type: string } } } } } }
  )._zod.def;
  if (def.type !== 'object') return true; // Non-object bodies (arrays, files) have no unknown keys to refuse.
  return def.catchall?._zod.def.type === 'never';
}
