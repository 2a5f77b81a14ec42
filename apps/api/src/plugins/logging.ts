import { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { symbols as pinoSymbols, stdSerializers } from 'pino';
import { describeDatabaseError } from './database-errors.ts';

/**
 * What never reaches a log line, wherever it sits in the logged object: secrets (passwords, hashes, tokens,
 * signatures, cookies) and personal data (e-mail, mobile number). pino replaces them with "[Redacted]".
 */
const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'otp',
  'secret',
  'email',
  'mobileNo',
  'mobile',
  'phoneNumber',
  'razorpay_signature',
];

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * Errors as logged: the type, message, code and stack — but a database error's message is the driver's own
 * words only, because Drizzle's wrapper writes the SQL and every parameter (hashes, e-mails) into it, and the
 * pg client object some errors carry (host, user, backend key) is never serialised.
 */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as Record<string, unknown>;
  const looksLikeDatabase =
    error.message.startsWith('Failed query:') || 'cause' in error || 'query' in error || 'params' in error;
  const safe: Record<string, unknown> = {
    type: serialized.type,
    message: looksLikeDatabase ? describeDatabaseError(error).message : error.message,
    stack: looksLikeDatabase ? undefined : serialized.stack,
  };
  const code = (error as { code?: unknown }).code ?? describeDatabaseError(error).code;
  if (typeof code === 'string') safe.code = code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  return safe;
}

/**
 * A request address as logged: the path and the names of its query parameters, never their values — those
 * carry one-time sign-in codes (`/?token=`, `code`, `state`), signed media links (`s`) and search terms.
 */
export function addressWithoutQueryValues(url: string) {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .slice(0, 10)
    .map((pair) => (pair.split('=')[0] ?? '').slice(0, 40))
    .filter(Boolean);
  return `${url.slice(0, at)}?${names.map((name) => `${name}=…`).join('&')}`;
}

/** Fastify's own request fields, the address without its query values. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: addressWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACTED_PATHS,
    // pino's types want its own error shape back; ours is a subset of it, on purpose.
    serializers: { err: serializeError, error: serializeError, req: serializeRequest } as never,
  };
}

/**
 * Fastify's per-request child logger, bound to the request id, without pino's cost of binding it: with
 * wildcard redaction paths (ours: `*.email`, …) pino runs every binding through the redactor when the child
 * is made, 9.7 µs a request on this machine against 0.4 µs this way, paid by every request whether it logs or
 * not. The id is written into the child's bindings text as pino would write it. Fastify's bindings are only the
 * request id, which the server generated (or a proxy's, checked by `genReqId`): nothing there to redact. A
 * logger that is not pino's gets the ordinary child.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  const child = logger.child({}, options) as FastifyBaseLogger & Record<symbol, unknown>;
  const own = child[pinoSymbols.chindingsSym];
  if (typeof own !== 'string') return logger.child(bindings, options);
  let text = own;
  for (const [key, value] of Object.entries(bindings))
    text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  child[pinoSymbols.chindingsSym] = text;
  return child;
}

/**
 * Marks the server's own asks of its API while it draws a page (`web-app.ts`: a course page's details, roadmap and
 * reviews). They are part of the page's request, which is logged, so they are not logged again as requests.
 */
export const PAGE_ASK_HEADER = 'x-pathshala-page-ask';

/**
 * Whether a request is one of those asks: it carries the header and came through `app.inject`, never from a
 * socket. A client sending the header is logged as any other: nobody can hide requests from the log.
 */
export function isPageAsk(request: FastifyRequest | IncomingMessage): boolean {
  const raw = 'raw' in request ? request.raw : request;
  return raw.headers[PAGE_ASK_HEADER] === '1' && !(raw instanceof IncomingMessage);
}
