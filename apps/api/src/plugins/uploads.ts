import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadLimits {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/** Busboy's words for a body that ends before its closing boundary, said plainly. */
export const UPLOAD_CUT_OFF_MESSAGE = 'The upload was cut off before it finished. Please try again.';

/** Room for the multipart framing around the file: boundaries, part headers, a few small fields. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * A 413 that also closes the connection once answered. Without `Connection: close`, Node reads the rest of the
 * body (up to the declared gigabytes) to keep the connection alive; with it, the socket is destroyed instead.
 */
function tooLarge(reply: FastifyReply, message: string) {
  reply.header('connection', 'close');
  return new AppError('PAYLOAD_TOO_LARGE', message);
}

/**
 * onRequest hook of an upload route: a body whose declared Content-Length is already over the limit is refused
 * before a byte of it is read (a chunked body is cut off by `readSingleUpload` when it passes the limit).
 */
export function refuseOversizeUpload(limits: Pick<UploadLimits, 'maxBytes' | 'tooLargeMessage'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limits.maxBytes + MULTIPART_FRAMING_BYTES) throw tooLarge(reply, limits.tooLargeMessage);
  };
}

/**
 * Reads the one expected file of a multipart request into memory, enforcing the size limit while the bytes
 * arrive (the rest of an oversized upload is never buffered).
 */
export async function readSingleUpload(request: FastifyRequest, reply: FastifyReply, limits: UploadLimits) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    const message = (error as Error).message;
    throw new AppError(
      'BAD_REQUEST',
      /unexpected end/i.test(message) ? UPLOAD_CUT_OFF_MESSAGE : message || limits.missingMessage,
    );
  }
  if (!part || part.fieldname !== limits.field) throw new AppError('BAD_REQUEST', limits.missingMessage);
  // Not `part.toBuffer()`: past the limit, busboy drops the bytes but still reads the body to its end before
  // the file stream ends. Destroying the stream at the limit stops the reading; the 413 then closes the socket.
  const file = part.file;
  let overLimit = false;
  file.once('limit', () => {
    overLimit = true;
    file.destroy();
  });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk);
  } catch {
    if (overLimit) throw tooLarge(reply, limits.tooLargeMessage);
    // The file's bytes come from the client alone: a stream that breaks off is the client's 400, not our 500.
    throw new AppError('BAD_REQUEST', UPLOAD_CUT_OFF_MESSAGE);
  }
  if (overLimit || file.truncated) throw tooLarge(reply, limits.tooLargeMessage);
  return Buffer.concat(chunks);
}

/** The image type by its first bytes, whatever the file name or the declared type say. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface FormUpload {
  /** The text fields, each once (a repeated field keeps its first value). */
  fields: Record<string, string>;
  file?: { bytes: Buffer; filename: string; mimetype: string };
}

const FORM_FIELD_MAX_BYTES = 16 * 1024;
const FORM_MAX_FIELDS = 30;

/**
 * Reads a multipart form: its text fields and at most one file in `limits.field`, the file's size enforced while
 * its bytes arrive (413 at the limit, and nothing of it kept). Other file fields are drained and ignored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: Omit<UploadLimits, 'missingMessage'>,
): Promise<FormUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: FormUpload['file'];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: 2,
        fields: FORM_MAX_FIELDS,
        fieldSize: FORM_FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
        }
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== limits.field || file) {
        part.file.resume();
        continue;
      }
      const stream = part.file;
      let overLimit = false;
      stream.once('limit', () => {
        overLimit = true;
        stream.destroy();
      });
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk);
      } catch {
        if (overLimit) throw tooLarge(reply, limits.tooLargeMessage);
        throw new AppError('BAD_REQUEST', UPLOAD_CUT_OFF_MESSAGE);
      }
      if (overLimit || stream.truncated) throw tooLarge(reply, limits.tooLargeMessage);
      const bytes = Buffer.concat(chunks);
      // A file input left empty still sends a part with no name and no bytes.
      if (bytes.length > 0 || part.filename)
        file = { bytes, filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = (error as Error).message;
    if (/limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.');
    throw new AppError('BAD_REQUEST', /unexpected end/i.test(message) ? UPLOAD_CUT_OFF_MESSAGE : message);
  }
  return { fields, ...(file ? { file } : {}) };
}

/** A refusal before the upload was read closes the connection, so Node does not read the body to its end. */
export async function beforeReading(reply: FastifyReply, check: () => Promise<unknown>) {
  try {
    await check();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}
