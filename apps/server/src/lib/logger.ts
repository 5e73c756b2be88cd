import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RawRequestDefaultExpression,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';

type LineSink = { write(line: string): void };

/**
 * Structured JSON logs, or with `format: 'pretty'` short human lines on stdout (see `prettyStream`).
 * A given stream (tests read it) always gets JSON. Credentials never reach a log line: authorization and
 * cookie headers, and any password or token field in a logged object, are censored by path.
 */
export function loggerOptions(
  level: string,
  stream?: LineSink,
  format: 'pretty' | 'json' = 'json',
): FastifyServerOptions['logger'] {
  const destination = stream ?? (format === 'pretty' ? prettyStream(process.stdout) : undefined);
  return {
    level,
    ...(destination ? { stream: destination } : {}),
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
    serializers: { req: requestForLog },
  };
}

/**
 * Query parameters that are credentials: a guest's order-page key travels in its URL
 * (`/api/orders/{id}/view?key=…`), so a request line must not carry it.
 */
const SECRET_QUERY_PARAMS = /([?&](?:key)=)[^&#]*/gi;

/** The URL as logs show it: credentials in the query replaced by `[redacted]`. */
export function urlForLog(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY_PARAMS, '$1[redacted]') : url;
}

/** Fastify's request serializer, with `urlForLog`. */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: urlForLog(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed id set by a proxy (so one id follows a request across hops), else makes one. */
export function requestId(req: RawRequestDefaultExpression): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the compact request line already shows. */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err', 'v']);

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * One pino JSON line as a human reads it: `12:03:04 GET /api/home 200 4ms` for a request (see
 * `OneLinePerRequest`), `12:03:04 WARN could not remove a replaced book file file=x.pdf` otherwise, with an
 * error's message and stack below it. Redaction has already happened when pino wrote the JSON.
 */
export function formatPrettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = clock(entry.time);
  const level = typeof entry.level === 'number' ? entry.level : 30;
  if (entry.msg === 'request' && typeof entry.method === 'string' && typeof entry.url === 'string') {
    const mark = level >= 40 ? ` ${LEVEL_NAMES[level] ?? level}` : '';
    return `${time}${mark} ${entry.method} ${entry.url} ${entry.statusCode} ${entry.ms}ms\n`;
  }
  const name = level === 30 ? '' : ` ${LEVEL_NAMES[level] ?? level}`;
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => ` ${key}=${fieldValue(value)}`)
    .join('');
  let text = `${time}${name} ${entry.msg ?? ''}${fields}\n`;
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err && typeof err === 'object') {
    const detail = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    text += `${detail.replace(/^/gm, '    ')}\n`;
  }
  return text;
}

/** A pino destination writing `formatPrettyLine` of each line to `out`. */
export function prettyStream(out: LineSink): LineSink {
  return { write: (line) => out.write(formatPrettyLine(line)) };
}

/**
 * With pretty logs Fastify's two lines per request (incoming, completed) become one, written at debug,
 * so `npm start` at the default info level shows only start-up, warnings and errors. A request that
 * ended in an error keeps Fastify's error line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.debug(
      {
        method: request.method,
        url: urlForLog(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger, made when it first writes a line. Fastify gives every request a pino child
 * bound to its id; making one stringifies the bindings and sets up serializers and redaction (2.7 %
 * of a cached read's time in the profile, bench/README.md), although at the usual levels most
 * requests write nothing (`npm start` logs requests at debug, the bench and production at warn or
 * info). A line at an enabled level makes the real child first, so every line written still carries
 * the request id; a disabled level costs a level check.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
  #write(level: Level, args: LogArgs) {
    const logger = this.#child ?? (this.parent.isLevelEnabled(level) ? this.#real() : undefined);
    (logger?.[level] as ((...a: LogArgs) => void) | undefined)?.(...args);
  }

  get level(): LevelWithSilentOrString {
    return this.#child ? this.#child.level : this.parent.level;
  }
  set level(level: LevelWithSilentOrString) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return this.#child ? (this.#child as Logger).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
  fatal(...args: LogArgs) {
    this.#write('fatal', args);
  }
  error(...args: LogArgs) {
    this.#write('error', args);
  }
  warn(...args: LogArgs) {
    this.#write('warn', args);
  }
  info(...args: LogArgs) {
    this.#write('info', args);
  }
  debug(...args: LogArgs) {
    this.#write('debug', args);
  }
  trace(...args: LogArgs) {
    this.#write('trace', args);
  }
  silent() {}
}

/**
 * Fastify's `childLoggerFactory`: a lazy request logger (above). A route with its own log level or
 * serializers gets pino's child at once (none here today).
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options);
  // Fastify's logger is pino's (`loggerOptions`), which has `isLevelEnabled`.
  return new LazyRequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
