import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

/**
 * Structured JSON logs. Credentials never reach a log line: authorization and cookie headers, and any
 * password or token field in a logged object, are censored by path.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.passwordHash',
        '*.accessToken',
        '*.refreshToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed id set by a proxy (so one id follows a request across hops), else makes one. */
export function requestId(req: RawRequestDefaultExpression): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
