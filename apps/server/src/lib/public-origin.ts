import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** One entry of ALLOWED_HOSTS: a lower-case host name (IPv6 in brackets) and, when given, its port. */
export type AllowedHost = { hostname: string; port: string | undefined };

export const DEFAULT_ALLOWED_HOSTS = 'localhost,127.0.0.1,[::1]';

/** A name or address with an optional port, nothing else (the shape of a Host header worth reading). */
const HOST = /^(?<hostname>[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/;

function splitHost(value: string): AllowedHost | undefined {
  const match = HOST.exec(value.trim().toLowerCase());
  if (!match?.groups?.hostname) return undefined;
  return { hostname: match.groups.hostname, port: match.groups.port };
}

/**
 * Parses ALLOWED_HOSTS (`localhost,127.0.0.1:5173,[::1]`): an entry without a port allows any port.
 * Returns the entries that are not host names as `invalid`, so the configuration can name them.
 */
export function parseAllowedHosts(list: string): { hosts: AllowedHost[]; invalid: string[] } {
  const hosts: AllowedHost[] = [];
  const invalid: string[] = [];
  for (const entry of list.split(',')) {
    if (entry.trim() === '') continue;
    const host = splitHost(entry);
    if (host) hosts.push(host);
    else invalid.push(entry.trim());
  }
  return { hosts, invalid };
}

export function isAllowedHost(host: string, allowed: readonly AllowedHost[]): boolean {
  const parsed = splitHost(host);
  if (!parsed) return false;
  return allowed.some(
    (entry) => entry.hostname === parsed.hostname && (entry.port === undefined || entry.port === parsed.port),
  );
}

/**
 * The scheme and host that absolute links (canonical URLs, social cards, the sitemap, robots.txt)
 * start with. PUBLIC_URL when it is set (production requires it). Without it (development), the
 * address this request reached, but only for a host in ALLOWED_HOSTS: the Host header (or
 * X-Forwarded-Host with TRUST_PROXY) is the caller's to choose, and a page or sitemap naming a forged
 * host could be kept by a shared cache and served to others. Any other host gets the default address.
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'allowedHosts'>,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const host = request.host;
  if (!host || !isAllowedHost(host, config.allowedHosts)) return config.publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}
