import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

export type ByteRange = { start: number; end: number };

/**
 * Parses a single `Range: bytes=…` header against a file size (RFC 9110 §14.1.2). Returns null when the
 * header is absent or not a single byte range (then the whole file is sent), 'unsatisfiable' when it
 * asks for bytes past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored file with HTTP Range support (206, 416), private caching and no type sniffing. */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  contentType: string,
) {
  const size = await storage.size(key);
  if (size === null) throw new AppError('NOT_FOUND', 'File not found');
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=600')
    .header('x-content-type-options', 'nosniff')
    .type(contentType);
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: 'The requested range lies outside this file.' });
  }
  if (range === null) {
    return reply.header('content-length', size).send(storage.read(key));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.read(key, range));
}
