/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": a lost or
 * refused connection, a stalled query given up by its timeout, a server shutting down. They answer 503, so
 * clients retry, and never pass for something else (a 401, a 404).
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions, shutdown, cannot connect now, statement cancelled by a timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection refused',
  'PGlite is closed',
  'Cannot use a pool after calling end on the pool',
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Pathshala is temporarily unavailable. Please try again in a minute.';

/** Whether the error, or any error it wraps (Drizzle wraps the driver's), is the database being unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * What may be logged of a database error: the driver's own code and words. Drizzle's wrapper puts the SQL and
 * its parameters (password hashes, e-mails) in its message, so the wrapper's message is never used.
 */
export function describeDatabaseError(error: unknown): { message: string; code?: string } {
  let deepest = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; deepest?.cause && depth < 5; depth += 1) {
    deepest = deepest.cause as typeof deepest;
  }
  const message = typeof deepest?.message === 'string' ? deepest.message : 'database error';
  return {
    message: message.startsWith('Failed query:') ? 'database query failed' : message,
    ...(typeof deepest?.code === 'string' ? { code: deepest.code } : {}),
  };
}
