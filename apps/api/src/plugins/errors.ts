import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseInputProblem,
  describeDatabaseError,
  isDatabaseUnavailable,
} from './database-errors.ts';

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
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

/** Messages for errors Node's HTTP parser raises before Fastify sees a request (and for bare statuses). */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'This request could not be understood.',
  408: 'The request took too long to arrive. Please try again.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};

/**
 * Answers a request that broke before routing (headers too large, malformed HTTP, a timeout while it arrived)
 * in the API's envelope, then closes the connection: the socket's state is unknown.
 */
export function answerBrokenRequest(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG' // not raised by today's llhttp, kept for older parsers
          ? 414
          : 400;
  const body = JSON.stringify({ success: false, message: CLIENT_ERROR_MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export const SHUTTING_DOWN_MESSAGE = 'Pathshala is restarting. Please try again in a moment.';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A request that reaches a draining server is told to retry, in the envelope; the socket closes after it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('SERVICE_UNAVAILABLE', SHUTTING_DOWN_MESSAGE));
  });

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
    const inputProblem = databaseInputProblem(error);
    if (inputProblem) {
      request.log.warn({ err: describeDatabaseError(error) }, 'database refused a value from the request');
      return reply.code(400).send({ success: false, message: inputProblem });
    }
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ success: false, message: GENERIC_SERVER_MESSAGE });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) carry safe messages.
    return reply
      .code(status)
      .send({ success: false, message: error.message || CLIENT_ERROR_MESSAGES[status] || 'Bad request' });
  });
});
