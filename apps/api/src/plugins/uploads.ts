import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadLimits {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/**
 * Reads the one expected file of a multipart request into memory, enforcing the size limit while the bytes
 * arrive (the rest of an oversized upload is never buffered).
 */
export async function readSingleUpload(request: FastifyRequest, limits: UploadLimits) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw new AppError('BAD_REQUEST', (error as Error).message || limits.missingMessage);
  }
  if (!part || part.fieldname !== limits.field) throw new AppError('BAD_REQUEST', limits.missingMessage);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage);
    }
    throw error;
  }
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
