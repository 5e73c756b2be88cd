import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer, above all the Content-Security-Policy of the web app. Scripts
 * come from the site only, with no 'unsafe-eval' (the web app configures zod not to probe for it).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
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
  },
  { name: 'security-headers' },
);
