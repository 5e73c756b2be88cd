import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import { APP_LOADER_CSP_SOURCE } from '../lib/app-loader';

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
 * The headers a JSON answer carries instead of the page set (`jsonAnswerHeaders`). Why a JSON answer
 * needs less: a browser never renders JSON as a document that runs scripts, loads sub-resources or
 * opens windows, so the page CSP's sources, COOP, Origin-Agent-Cluster, DNS-prefetch control and the
 * legacy IE/Flash headers have nothing to govern there; they were ~1 KB on every API answer (CSP
 * first), measurable on the hottest reads (bench/README.md). What still matters is kept:
 * - `nosniff`: the JSON is never sniffed into HTML or a script (the defence that counts for an API);
 * - a CSP of `default-src 'none'; frame-ancestors 'none'`: should someone open an answer as a
 *   document, nothing in it loads or runs, and no site can frame it;
 * - `X-Frame-Options: DENY` for browsers older than `frame-ancestors`;
 * - `Cross-Origin-Resource-Policy: same-origin`: other sites cannot pull the answers into their
 *   process with `no-cors` requests (Spectre-style reads), as before;
 * - HSTS (over HTTPS) and `Referrer-Policy` as on pages (HSTS is learnt from any answer; the referrer
 *   policy also governs the redirect of an answer).
 * Only answers whose Content-Type is JSON get this set; everything else (pages, the API docs, files,
 * sitemaps, bodiless answers) keeps the full page set.
 */
export function jsonAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    ...(pageHeaders['strict-transport-security']
      ? { 'strict-transport-security': pageHeaders['strict-transport-security'] }
      : {}),
    'referrer-policy': pageHeaders['referrer-policy'] ?? 'no-referrer',
  };
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Security headers for every answer, by its Content-Type: the Content-Security-Policy of the web app on
 * pages and anything not JSON, a minimal safe set on JSON answers (`jsonAnswerHeaders`). Scripts come
 * from the site only, with no 'unsafe-eval' (the web app configures zod not to probe for it). app.ts
 * sets them when the answer leaves (its one onSend hook for what every answer carries), once the type
 * is known. The one header a route may set itself is a stricter Content-Security-Policy for what it
 * serves (uploaded files are sandboxed, the payment QR image loads nothing): that policy is kept.
 */
export async function createSecurityHeaders(): Promise<(reply: FastifyReply) => Record<string, string>> {
  const pageHeaders = await securityHeadersFor({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the loader that starts the app on a rendered page (lib/app-loader.ts).
        scriptSrc: ["'self'", APP_LOADER_CSP_SOURCE],
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
  const secure = headerSets(pageHeaders);
  const { 'strict-transport-security': _hsts, ...pageHeadersOverHttp } = pageHeaders;
  const overHttp = headerSets(pageHeadersOverHttp);
  return (reply) => {
    // HSTS only where the request came over HTTPS (behind a proxy: `TRUST_PROXY`, as for the `Secure`
    // cookie): RFC 6797 §7.2 forbids it on plain HTTP, where browsers ignore it anyway.
    const sets = reply.request.protocol === 'https' ? secure : overHttp;
    if (isJson(reply.getHeader('content-type'))) return sets.json;
    // Static files set theirs on the raw response, routes on the reply.
    const ownPolicy =
      reply.hasHeader('content-security-policy') || reply.raw.hasHeader('content-security-policy');
    return ownPolicy ? sets.pageBesidesPolicy : sets.page;
  };
}

/** The three sets an answer may get, from the page set: JSON's, the page's, the page's without its CSP. */
function headerSets(page: Record<string, string>) {
  const { 'content-security-policy': _pagePolicy, ...pageBesidesPolicy } = page;
  return { json: jsonAnswerHeaders(page), page, pageBesidesPolicy };
}
