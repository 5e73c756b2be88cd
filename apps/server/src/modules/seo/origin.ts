import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** A host header worth echoing into links: a name or address with an optional port, nothing else. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The scheme and host that absolute links (canonical URLs, social cards, the sitemap) start with:
 * PUBLIC_URL when it is set, else the address this request reached (Fastify reads X-Forwarded-Proto and
 * X-Forwarded-Host only with TRUST_PROXY). A malformed Host falls back to the configured default.
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured'>,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return host && HOST.test(host) ? `${protocol}://${host}` : config.publicUrl;
}
