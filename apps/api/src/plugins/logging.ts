import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACTED_PATHS,
    // pino's types want its own error shape back; ours is a subset of it, on purpose.
    serializers: { err: serializeError, error: serializeError } as never,
  };
}
