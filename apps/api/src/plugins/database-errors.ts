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
  const code = typeof deepest?.code === 'string' ? deepest.code : undefined;
  return {
    // PostgreSQL quotes the offending value in a data exception's message (class 22): keep only the code.
    message: message.startsWith('Failed query:')
      ? 'database query failed'
      : code?.startsWith('22')
        ? 'the database refused a value (data exception)'
        : message,
    ...(code ? { code } : {}),
  };
}

/**
 * PostgreSQL's "data exception" answers to a value the client sent (class 22: a byte sequence it cannot store,
 * text where a number or id belongs, a value too long or out of range). They are the client's 400, with a
 * plain message, never a 500 — whatever route the value slipped through.
 */
const INPUT_PROBLEMS: Record<string, string> = {
  '22021': 'The request contains characters we cannot store.',
  '22P05': 'The request contains characters we cannot store.',
  '22P02': 'The request contains a value in the wrong format.',
  '22001': 'A value in the request is too long.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
};

export function databaseInputProblem(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code in INPUT_PROBLEMS) return INPUT_PROBLEMS[code];
    current = cause;
  }
  return undefined;
}
