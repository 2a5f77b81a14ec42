import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  describeDatabaseError,
  isDatabaseUnavailable,
} from './database-errors.ts';

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** The one error type feature code throws; the handler below turns it into `{ success: false, message }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ success: false, message: first?.message ?? 'Invalid request' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: GENERIC_SERVER_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database restarts or stalls: a warning without the query, and a 503 to retry.
      request.log.warn({ err: describeDatabaseError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (error instanceof AppError && error.statusCode === 503) {
      return reply.code(503).header('retry-after', '5').send({ success: false, message: error.message });
    }
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ success: false, message: GENERIC_SERVER_MESSAGE });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) carry safe messages.
    return reply.code(status).send({ success: false, message: error.message });
  });
});
