import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, CLIENT_ERROR_MESSAGES } from './errors.ts';
import { STAFF_AREAS } from './staff-access.ts';

/**
 * A learner's or a visitor's JSON is a form's worth. Parsing a body holds the event loop, so a megabyte each from
 * many clients at once stalls everyone: a larger body is refused (413) by its declared length, before it is read.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The consoles send long texts (a question import, a CSV of enrolments, a course's description). */
export const STAFF_BODY_LIMIT = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = CLIENT_ERROR_MESSAGES[413] as string;

export interface UploadRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that takes a multipart upload, as registered: what the upload connection test walks. */
    uploadRoutes: UploadRoute[];
  }
}

/** Whether the request came with a body (a declared length, or chunks). */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * How request bodies are taken: the size limits (the default, and the consoles' larger one), multipart uploads,
 * `Expect: 100-continue` answered only once the route's checks have passed, and the connection of a request
 * whose body was left unread closed after its answer.
 */
export const requestBodies = fp(async (app: FastifyInstance) => {
  const uploadRoutes: UploadRoute[] = [];
  app.decorate('uploadRoutes', uploadRoutes);
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && STAFF_AREAS.some(({ prefix }) => route.url.startsWith(prefix))) {
      route.bodyLimit = STAFF_BODY_LIMIT;
    }
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data')) {
      for (const method of asList(route.method)) {
        if (method !== 'HEAD') uploadRoutes.push({ method, url: route.url });
      }
    }
  });

  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });

  // Node answers `100 Continue` by itself unless 'checkContinue' is listened to; listening, the answer waits for
  // the route's own checks (the preParsing hook below), so a body that will be refused is never invited.
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (request.headers.expect?.toLowerCase() !== '100-continue' || reply.raw.headersSent) {
      return done(null, payload);
    }
    // An upload's size was checked against its own limit on request (refuseOversizeUpload); JSON's is the route's.
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!request.isMultipart() && declared > request.routeOptions.bodyLimit) {
      reply.header('connection', 'close');
      return done(new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE));
    }
    if (typeof reply.raw.writeContinue === 'function') reply.raw.writeContinue();
    done(null, payload);
  });

  // A body not read to its end (an upload refused for its field name, its type or its size, or one the route
  // never asked for) holds its connection: the parser waits behind the unread bytes, so the next request on a
  // keep-alive connection would wait until the request timeout. Closing after the answer is the bounded way out.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request) && !request.raw.readableEnded) reply.header('connection', 'close');
    done(null, payload);
  });
});
