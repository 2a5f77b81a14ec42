import {
  TRANSCODE_MESSAGES,
  ZLectureTranscodeResponseSchema,
  ZRetryTranscodeResponseSchema,
  ZTranscodeLectureParamsSchema,
} from '@pathshala/shared/admin-media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lectureTranscodeState, retryTranscode } from './transcode-queue.ts';

/**
 * Admins follow a lecture's transcode (progress, failures in words they can act on) and run it again. Admins only:
 * the path says so (plugins/staff-access.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/lectures/:lectureId/transcode',
    {
      schema: {
        tags,
        summary:
          "The lecture's latest transcode (status, progress, last error, attempts) and whether learners get its adaptive stream",
        params: ZTranscodeLectureParamsSchema,
        response: { 200: ZLectureTranscodeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lectureTranscodeState(app.db, request.params.lectureId),
    }),
  );

  app.post(
    '/api/admin/lectures/:lectureId/transcode',
    {
      schema: {
        tags,
        summary:
          "Transcode the lecture's video again (after a failure, or to redo it); 409 while a transcode is queued or running",
        params: ZTranscodeLectureParamsSchema,
        response: { 200: ZRetryTranscodeResponseSchema },
      },
    },
    async (request) => {
      const data = await retryTranscode(app.db, request, request.params.lectureId);
      app.transcoder.nudge();
      return { success: true as const, message: TRANSCODE_MESSAGES.queued, data };
    },
  );
};
