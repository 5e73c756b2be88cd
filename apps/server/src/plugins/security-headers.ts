import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** What a probe answer carries besides the security headers. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for these options, computed once: @fastify/helmet rebuilds its middleware
 * (and re-parses the CSP directives) on every request, a few percent of a small answer's time in the
 * profile (bench/README.md). Without nonces the headers are the same for every answer.
 */
async function securityHeadersFor(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!NOT_SECURITY_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  return headers;
}

/**
 * Security headers on every answer, above all the Content-Security-Policy of the web app. Scripts
 * come from the site only, with no 'unsafe-eval' (the web app configures zod not to probe for it).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = await securityHeadersFor({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design and KaTeX set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // The API and Socket.IO (/tracking) are on this origin; 'self' covers its ws:/wss: too in
          // current browsers (CSP Level 3). A bare `ws:`/`wss:` would let a script talk to any host.
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          // Live lessons and trailers are embedded players from video platforms.
          frameSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Plain-HTTP installs (a LAN address) would break if sub-resources were forced to https.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
