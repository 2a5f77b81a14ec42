import { z } from 'zod';
import { ZAdminLectureSchema } from './admin-courses.ts';

/**
 * Resumable lecture video uploads (`/api/admin/lectures/{lectureId}/video/uploads`, `/api/admin/video-uploads/{uploadId}`):
 * a video of up to LECTURE_VIDEO_MAX_MB is sent in chunks of `chunkSize` bytes, each its own short request, so an
 * upload survives an ordinary connection (REQUEST_TIMEOUT_SECONDS applies per chunk) and resumes from the server's
 * `received` after a network error. The request that brings the last byte points the lecture at the video.
 */

/** 8 MiB: a chunk takes seconds on an ordinary link. VIDEO_UPLOAD_CHUNK_KB changes it (tests use small ones). */
export const VIDEO_UPLOAD_CHUNK_BYTES_DEFAULT = 8 * 1024 * 1024;

export const VIDEO_UPLOAD_MESSAGES = {
  uploadMissing:
    'This upload was not found (it was cancelled, finished long ago or is not yours). Start again.',
  sizeInvalid: 'The video size must be a whole number of bytes, at least 1.',
  fileNameInvalid: 'The file name must be 1 to 255 characters.',
  rangeMissing: 'Send each chunk with a Content-Range header: bytes start-end/total.',
  rangeInvalid: (size: number, chunkSize: number) =>
    `Each chunk covers the next ${chunkSize} bytes of the ${size}-byte video (the last one the rest), as Content-Range says.`,
  outOfOrder: (received: number) =>
    `The server has the first ${received} bytes of this video; send the chunk that starts there.`,
  bodyMismatch: 'The chunk has a different number of bytes than its Content-Range says.',
  finishing: 'This upload is being finished by another request. Check again in a moment.',
} as const;

export const ZStartVideoUploadRequestSchema = z.object({
  /** The whole video's size in bytes (up to LECTURE_VIDEO_MAX_MB; larger is 413). */
  size: z
    .number({ message: VIDEO_UPLOAD_MESSAGES.sizeInvalid })
    .int(VIDEO_UPLOAD_MESSAGES.sizeInvalid)
    .min(1, VIDEO_UPLOAD_MESSAGES.sizeInvalid)
    .max(Number.MAX_SAFE_INTEGER, VIDEO_UPLOAD_MESSAGES.sizeInvalid),
  /** For the audit trail and the console; the stored file gets a name of our own. */
  fileName: z
    .string({ message: VIDEO_UPLOAD_MESSAGES.fileNameInvalid })
    .trim()
    .min(1, VIDEO_UPLOAD_MESSAGES.fileNameInvalid)
    .max(255, VIDEO_UPLOAD_MESSAGES.fileNameInvalid),
});
export type StartVideoUploadRequest = z.infer<typeof ZStartVideoUploadRequestSchema>;

export const ZVideoUploadParamsSchema = z.object({
  uploadId: z.uuid({ message: VIDEO_UPLOAD_MESSAGES.uploadMissing }),
});

export const ZVideoUploadSchema = z.object({
  uploadId: z.string(),
  lectureId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** Every chunk but the last has exactly this many bytes. */
  chunkSize: z.number().int(),
  /** Bytes stored so far, always a whole number of chunks: the next chunk starts here. */
  received: z.number().int(),
  /** The lecture plays this video now (its transcode is queued). */
  completed: z.boolean(),
});
export type VideoUpload = z.infer<typeof ZVideoUploadSchema>;

/** An upload as the API answers it; a completed one also carries the lecture as it is now (its new video). */
export const ZVideoUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZVideoUploadSchema.extend({ lecture: ZAdminLectureSchema.optional() }),
});
export type VideoUploadResponse = z.infer<typeof ZVideoUploadResponseSchema>;

/**
 * 409: the chunk does not start at `received` (or another request is finishing the upload); without `received`
 * when the lecture cannot take the video (its course was deleted: restore it and send the last chunk again).
 */
export const ZVideoUploadConflictSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  received: z.number().int().optional(),
});

/** `bytes start-end/total` (inclusive end), as the chunk PUT's Content-Range header says. */
export function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d{1,16})-(\d{1,16})\/(\d{1,16})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (end < start || end >= total) return undefined;
  return { start, end, total };
}
