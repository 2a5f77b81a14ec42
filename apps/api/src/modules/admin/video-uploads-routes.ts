import { ZAdminMessageResponseSchema, ZLectureParamsSchema } from '@pathshala/shared/admin-courses';
import {
  parseContentRange,
  VIDEO_UPLOAD_MESSAGES,
  type VideoUpload,
  ZStartVideoUploadRequestSchema,
  ZVideoUploadConflictSchema,
  ZVideoUploadParamsSchema,
  ZVideoUploadResponseSchema,
} from '@pathshala/shared/admin-video-uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { uploadsDirectory } from './course-media.ts';
import {
  adminLectureOf,
  cancelVideoUpload,
  ownUpload,
  receiveChunk,
  startVideoUpload,
  toVideoUpload,
  UploadConflict,
} from './video-uploads.ts';

/**
 * Resumable lecture video uploads (docs/admin-api.md, "Course content"; docs/video.md, "Uploading"): start one,
 * send its chunks (raw bytes with Content-Range), ask how far it got, cancel it. Admins only, by path; an upload
 * is seen only by the admin who started it. The single-request `PUT /api/admin/lectures/:lectureId/video` stays
 * for small files and API clients.
 */
export const videoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app;
  const tags = ['admin'];
  const temporaryUploads = uploadsDirectory(config.dataDir);
  const { videoChunkBytes, lectureVideoMaxBytes } = config.uploads;

  // A chunk is raw bytes, held in memory (one chunk: VIDEO_UPLOAD_CHUNK_KB) until it is stored.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: videoChunkBytes },
    (_request, body, done) => done(null, body),
  );

  /** A completed upload is answered with its lecture, so a client that lost the last answer learns the result. */
  const withLecture = async (upload: VideoUpload) => {
    const lecture = upload.completed ? await adminLectureOf(db, upload.lectureId) : undefined;
    return lecture ? { ...upload, lecture } : upload;
  };

  /** The video became the lecture's: learners' cached reads of the catalogue must see its new length. */
  const afterCompletion = async () => {
    await app.publicCache.invalidate('catalogue:');
    app.learnerCache.invalidateLocal('');
  };

  app.post(
    '/api/admin/lectures/:lectureId/video/uploads',
    {
      schema: {
        tags,
        summary:
          'Start a resumable video upload: the size (up to LECTURE_VIDEO_MAX_MB) and file name; answers the upload id and the chunk size',
        params: ZLectureParamsSchema,
        body: ZStartVideoUploadRequestSchema,
        response: { 201: ZVideoUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await startVideoUpload(db, request, request.params.lectureId, request.body, {
        maxBytes: lectureVideoMaxBytes,
        chunkSize: videoChunkBytes,
      });
      return reply.code(201).send({ success: true, data: upload });
    },
  );

  app.get(
    '/api/admin/video-uploads/:uploadId',
    {
      schema: {
        tags,
        summary: 'How far a resumable video upload got (the next chunk starts at `received`), to resume it',
        params: ZVideoUploadParamsSchema,
        response: { 200: ZVideoUploadResponseSchema },
      },
    },
    async (request) => {
      const upload = toVideoUpload(await ownUpload(db, request, request.params.uploadId));
      return { success: true as const, data: await withLecture(upload) };
    },
  );

  app.put(
    '/api/admin/video-uploads/:uploadId',
    {
      bodyLimit: videoChunkBytes,
      schema: {
        tags,
        summary:
          'Send the next chunk (application/octet-stream, Content-Range: bytes start-end/size; chunkSize bytes, the last the rest). 409 with `received` when it does not start there; a chunk already stored is acknowledged. The last one checks the MP4, points the lecture at it and queues its transcode',
        consumes: ['application/octet-stream'],
        params: ZVideoUploadParamsSchema,
        response: { 200: ZVideoUploadResponseSchema, 409: ZVideoUploadConflictSchema },
      },
    },
    async (request, reply) => {
      const { uploadId } = request.params;
      // Whose upload it is comes first: another caller learns nothing about it from the body's faults.
      await ownUpload(db, request, uploadId);
      const range = parseContentRange(request.headers['content-range']);
      if (!range) throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.rangeMissing);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the chunk as application/octet-stream.');
      }
      try {
        const { upload, lecture } = await receiveChunk(
          db,
          storage,
          request,
          uploadId,
          range,
          request.body,
          temporaryUploads,
        );
        if (lecture) await afterCompletion();
        return {
          success: true as const,
          ...(lecture ? { message: 'Video uploaded' } : {}),
          data: lecture ? { ...upload, lecture } : await withLecture(upload),
        };
      } catch (error) {
        if (error instanceof UploadConflict) {
          return reply.code(409).send({ success: false, message: error.message, received: error.received });
        }
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/video-uploads/:uploadId',
    {
      schema: {
        tags,
        summary:
          'Cancel a resumable video upload: its stored chunks are deleted (the lecture keeps its video)',
        params: ZVideoUploadParamsSchema,
        response: { 200: ZAdminMessageResponseSchema },
      },
    },
    async (request) => {
      const upload = await cancelVideoUpload(db, storage, request, request.params.uploadId);
      return {
        success: true as const,
        message: upload.completed ? 'Upload record removed; the lecture keeps its video' : 'Upload cancelled',
      };
    },
  );
};
