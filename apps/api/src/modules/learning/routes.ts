import { ZCourseIdRequestSchema } from '@pathshala/shared/catalogue';
import {
  ZChapterDetailsResponseSchema,
  ZChapterIdRequestSchema,
  ZLectureIdRequestSchema,
  ZLectureResponseSchema,
  ZMyLearningsResponseSchema,
  ZNotesAccessResponseSchema,
  ZProgressRequestSchema,
  ZPurchasedCourseDetailsResponseSchema,
} from '@pathshala/shared/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { sendStoredMedia } from '../../plugins/media.ts';
import type { MediaSigner } from '../../plugins/media-signing.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['learning'];

export const learningRoutes: FastifyPluginAsyncZod<{ signer: MediaSigner }> = async (app, { signer }) => {
  const { db, storage } = app;

  app.get(
    '/api/mylearnings/users/getCourseDetails',
    { preHandler: requireUser, schema: { tags, response: { 200: ZMyLearningsResponseSchema } } },
    async (request) => {
      const rows = await repository.listEnrolledCourses(db, currentUser(request).id);
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.enrollmentId,
          courseId: row.courseId,
          title: row.title,
          thumbnail: row.thumbnail,
          instructor: row.instructor ?? '',
          progress: row.completedCount,
          totalLessons: row.totalLessons,
        })),
      };
    },
  );

  const purchasedDetails = { tags, response: { 200: ZPurchasedCourseDetailsResponseSchema } };
  app.post(
    '/api/courses/getPurchasedCourseDetails',
    { preHandler: requireUser, schema: { ...purchasedDetails, body: ZCourseIdRequestSchema } },
    async (request) => ({
      success: true as const,
      details: await service.purchasedCourseDetails(db, currentUser(request), request.body.courseId),
    }),
  );
  app.get(
    '/api/user/getPurchasedCourseById/:id',
    {
      preHandler: requireUser,
      schema: { ...purchasedDetails, params: z.object({ id: z.uuid({ message: 'Course not found' }) }) },
    },
    async (request) => ({
      success: true as const,
      details: await service.purchasedCourseDetails(db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/chapters/getChapterDetails',
    {
      preHandler: requireUser,
      schema: { tags, body: ZChapterIdRequestSchema, response: { 200: ZChapterDetailsResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const chapter = await repository.findChapter(db, request.body.chapterId);
      if (!chapter) throw new AppError('NOT_FOUND', 'Chapter not found');
      await service.assertCourseAccess(db, user, chapter.courseId);
      const chapters = service.toChapters(await repository.listCourseLectures(db, chapter.courseId, user.id));
      const found = chapters.find((candidate) => candidate._id === chapter.id);
      if (!found) throw new AppError('NOT_FOUND', 'Chapter not found');
      return { success: true as const, chapter: found };
    },
  );

  const lectureSchema = { tags, body: ZLectureIdRequestSchema, response: { 200: ZLectureResponseSchema } };
  app.post(
    '/api/lectures/getLectureDetails',
    { preHandler: requireUser, schema: lectureSchema },
    async (request) => {
      const user = currentUser(request);
      const row = await service.lectureFor(db, user, request.body.lectureId);
      return { success: true as const, currentLecture: await service.currentLecture(db, signer, user, row) };
    },
  );
  app.post(
    '/api/lectures/getNextLecture',
    { preHandler: requireUser, schema: lectureSchema },
    async (request) => ({
      success: true as const,
      currentLecture: await service.neighbourLecture(
        db,
        signer,
        currentUser(request),
        request.body.lectureId,
        'next',
      ),
    }),
  );
  app.post(
    '/api/lectures/getPreLecture',
    { preHandler: requireUser, schema: lectureSchema },
    async (request) => ({
      success: true as const,
      currentLecture: await service.neighbourLecture(
        db,
        signer,
        currentUser(request),
        request.body.lectureId,
        'previous',
      ),
    }),
  );

  app.post(
    '/api/lectures/progress',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Player position report (every ~10 s, on pause and leave)',
        body: ZProgressRequestSchema,
      },
    },
    async (request) => {
      const result = await service.recordProgress(db, currentUser(request), request.body);
      return { success: true as const, lecture: result.lecture, course: result.course };
    },
  );

  app.post(
    '/api/access/grantaccess',
    {
      preHandler: requireUser,
      schema: { tags, body: ZLectureIdRequestSchema, response: { 200: ZNotesAccessResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await service.lectureFor(db, user, request.body.lectureId);
      if (!row.lecture.notesKey) throw new AppError('NOT_FOUND', 'This lecture has no notes');
      await repository.grantNotes(db, user.id, row.lecture.id);
      return {
        success: true as const,
        message: 'Notes unlocked',
        notesLink: signer.url('notes', row.lecture.id, user.id),
      };
    },
  );

  app.post(
    '/api/access/removeaccess',
    {
      preHandler: requireUser,
      schema: { tags, body: ZLectureIdRequestSchema, response: { 200: ZNotesAccessResponseSchema } },
    },
    async (request) => {
      await repository.removeNotes(db, currentUser(request).id, request.body.lectureId);
      return { success: true as const, message: 'Notes access removed', notesLink: null };
    },
  );

  app.get(
    '/api/media/lectures/:lectureId/:kind',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Signed, short-lived lecture video or notes (HTTP Range supported)',
        params: z.object({ lectureId: z.uuid({ message: 'Not found' }), kind: z.enum(['video', 'notes']) }),
        querystring: z.object({ e: z.coerce.number().int(), s: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { lectureId, kind } = request.params;
      if (!signer.isValid(kind, lectureId, user.id, request.query.e, request.query.s)) {
        throw new AppError('FORBIDDEN', 'This link has expired. Please reload the lecture.');
      }
      // Access is checked again on every request: a refund takes effect at once, even for live links.
      const row = await service.lectureFor(db, user, lectureId);
      if (kind === 'notes' && !(await repository.hasNotesAccess(db, user.id, lectureId))) {
        throw new AppError('FORBIDDEN', 'Please use Get Notes first.');
      }
      const key = kind === 'video' ? row.lecture.videoKey : row.lecture.notesKey;
      if (!key) throw new AppError('NOT_FOUND', 'Not found');
      return sendStoredMedia(
        request,
        reply,
        storage,
        key,
        kind === 'video' ? 'video/mp4' : 'application/pdf',
      );
    },
  );
};
