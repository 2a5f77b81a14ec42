import { rm } from 'node:fs/promises';
import {
  ADMIN_COURSE_MESSAGES,
  LECTURE_CAPTIONS_MAX_BYTES,
  LECTURE_NOTES_MAX_BYTES,
  UPLOAD_FIELDS,
  ZAdminChapterResponseSchema,
  ZAdminChaptersResponseSchema,
  ZAdminCourseDetailResponseSchema,
  ZAdminCourseResponseSchema,
  ZAdminCoursesQuerySchema,
  ZAdminCoursesResponseSchema,
  ZAdminInstructorResponseSchema,
  ZAdminInstructorsQuerySchema,
  ZAdminInstructorsResponseSchema,
  ZAdminLectureResponseSchema,
  ZAdminMessageResponseSchema,
  ZChapterOrderRequestSchema,
  ZChapterParamsSchema,
  ZChapterRequestSchema,
  ZComingSoonRequestSchema,
  ZCourseImageParamsSchema,
  ZCourseParamsSchema,
  ZCreateCourseRequestSchema,
  ZCreateInstructorRequestSchema,
  ZCreateLectureRequestSchema,
  ZFaqsRequestSchema,
  ZInstructorParamsSchema,
  ZLectureOrderRequestSchema,
  ZLectureParamsSchema,
  ZPublishConflictSchema,
  ZPublishCourseRequestSchema,
  ZRoadmapRequestSchema,
  ZUpdateCourseRequestSchema,
  ZUpdateInstructorRequestSchema,
  ZUpdateLectureRequestSchema,
} from '@pathshala/shared/admin-courses';
import { text } from '@pathshala/shared/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_IMAGE_FILE,
  CATALOGUE_IMAGE_UPLOAD,
  catalogueImageKeyOf,
  IMAGE_MAX_WIDTH,
  normaliseImage,
  PORTRAIT_PX,
} from '../../lib/catalogue-images.ts';
import { page } from '../../lib/paging.ts';
import { AppError } from '../../plugins/errors.ts';
import { beforeReading, readSingleUpload, refuseOversizeUpload } from '../../plugins/uploads.ts';
import {
  looksLikeMp4,
  looksLikePdf,
  looksLikeWebVtt,
  receiveUploadToFile,
  type StreamedUploadLimits,
  uploadsDirectory,
} from './course-media.ts';
import * as repository from './courses-repository.ts';
import * as service from './courses-service.ts';

type LectureFile = Parameters<typeof service.replaceLectureFile>[4];
type LectureFileKind = LectureFile['kind'];

/**
 * The admin console's course content calls (docs/admin-api.md, "Course content"): courses from draft to
 * published, chapters, lectures with their video and notes, FAQs, roadmap, images and instructors. Admins only
 * (the path says so: plugins/staff-access.ts). Every write is audited in its own transaction and drops the
 * catalogue's cached reads, so learners see the change at once.
 */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app;
  const tags = ['admin'];
  const temporaryUploads = uploadsDirectory(config.dataDir);
  const videoLimits: StreamedUploadLimits = {
    field: UPLOAD_FIELDS.video,
    maxBytes: config.uploads.lectureVideoMaxBytes,
    tooLargeMessage: ADMIN_COURSE_MESSAGES.videoTooLarge(config.uploads.lectureVideoMaxBytes),
    wrongTypeMessage: ADMIN_COURSE_MESSAGES.videoWrongType,
    headBytes: 12,
    isExpectedType: looksLikeMp4,
  };
  const captionsLimits: StreamedUploadLimits = {
    field: UPLOAD_FIELDS.captions,
    maxBytes: LECTURE_CAPTIONS_MAX_BYTES,
    tooLargeMessage: ADMIN_COURSE_MESSAGES.captionsTooLarge,
    wrongTypeMessage: ADMIN_COURSE_MESSAGES.captionsWrongType,
    headBytes: 10,
    isExpectedType: looksLikeWebVtt,
  };
  const notesLimits: StreamedUploadLimits = {
    field: UPLOAD_FIELDS.notes,
    maxBytes: LECTURE_NOTES_MAX_BYTES,
    tooLargeMessage: ADMIN_COURSE_MESSAGES.notesTooLarge,
    wrongTypeMessage: ADMIN_COURSE_MESSAGES.notesWrongType,
    headBytes: 5,
    isExpectedType: looksLikePdf,
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      // The database announces the change to every instance too (migration 0013); this instance needs no wait.
      await app.publicCache.invalidate('catalogue:');
      app.learnerCache.invalidateLocal('');
    }
    return payload;
  });

  // ── Courses ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/courses',
    {
      schema: {
        tags,
        summary:
          'Courses of every state (draft, published; deleted with state=deleted or all), searched by title or subject',
        querystring: ZAdminCoursesQuerySchema,
        response: { 200: ZAdminCoursesResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listCourses(db, request.query);
      return page(
        rows.map((row) => service.toAdminCourseSummary(row.course, row.instructor)),
        total,
        request.query,
      );
    },
  );

  app.post(
    '/api/admin/courses',
    {
      schema: {
        tags,
        summary: 'Create a course as a draft (hidden from learners until published)',
        body: ZCreateCourseRequestSchema,
        response: { 201: ZAdminCourseResponseSchema },
      },
    },
    async (request, reply) => {
      const course = await service.createCourse(db, request, request.body);
      return reply.code(201).send({ success: true, message: 'Course created as a draft', data: course });
    },
  );

  app.get(
    '/api/admin/courses/:courseId',
    {
      schema: {
        tags,
        summary:
          'A course with everything the editor shows: chapters and lectures in order, FAQs, roadmap, instructor',
        params: ZCourseParamsSchema,
        response: { 200: ZAdminCourseDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.courseDetail(db, request.params.courseId),
    }),
  );

  app.patch(
    '/api/admin/courses/:courseId',
    {
      schema: {
        tags,
        summary: 'Change any field of a course (lists are replaced whole, in order; prices in rupees)',
        params: ZCourseParamsSchema,
        body: ZUpdateCourseRequestSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Course saved',
      data: await service.updateCourse(db, request, request.params.courseId, request.body),
    }),
  );

  const stateChange =
    (transition: Parameters<typeof service.changeCourseState>[3], done: string, already: string) =>
    async (request: { params: { courseId: string } } & Parameters<typeof service.changeCourseState>[1]) => {
      const { course, changed } = await service.changeCourseState(
        db,
        request,
        request.params.courseId,
        transition,
      );
      return { success: true as const, message: changed ? done : already, data: course };
    };

  app.post(
    '/api/admin/courses/:courseId/publish',
    {
      schema: {
        tags,
        summary:
          'Publish a draft: learners find it in the catalogue, search and checkout (again: no change). Lectures without a video ready (none uploaded, transcoding, transcode failed) are listed in a 409 unless `publishAnyway` is true',
        params: ZCourseParamsSchema,
        body: ZPublishCourseRequestSchema,
        response: { 200: ZAdminCourseResponseSchema, 409: ZPublishConflictSchema },
      },
    },
    async (request, reply) => {
      try {
        const { course, changed } = await service.changeCourseState(
          db,
          request,
          request.params.courseId,
          'publish',
          { publishAnyway: request.body?.publishAnyway === true },
        );
        return {
          success: true as const,
          message: changed ? 'Course published' : ADMIN_COURSE_MESSAGES.alreadyPublished,
          data: course,
        };
      } catch (error) {
        if (error instanceof service.LecturesNotReady) {
          return reply.code(409).send({ success: false, message: error.message, lectures: error.lectures });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/admin/courses/:courseId/unpublish',
    {
      schema: {
        tags,
        summary: 'Take a course back to draft: hidden from learners; those enrolled keep it',
        params: ZCourseParamsSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    stateChange('unpublish', 'Course unpublished', ADMIN_COURSE_MESSAGES.notPublished),
  );

  app.put(
    '/api/admin/courses/:courseId/coming-soon',
    {
      schema: {
        tags,
        summary: "Mark a course 'coming soon' (listed, not for sale) or on sale again",
        params: ZCourseParamsSchema,
        body: ZComingSoonRequestSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    async (request) => {
      const { comingSoon } = request.body;
      const { course } = await service.changeCourseState(
        db,
        request,
        request.params.courseId,
        comingSoon ? 'comingSoon' : 'notComingSoon',
      );
      return {
        success: true as const,
        message: comingSoon ? 'Course marked coming soon' : 'Course on sale',
        data: course,
      };
    },
  );

  app.delete(
    '/api/admin/courses/:courseId',
    {
      schema: {
        tags,
        summary: 'Delete a course (restorable): gone from every public read; enrolled learners keep it',
        params: ZCourseParamsSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    stateChange('delete', 'Course deleted', 'This course is already deleted.'),
  );

  app.post(
    '/api/admin/courses/:courseId/restore',
    {
      schema: {
        tags,
        summary: 'Restore a deleted course to the state it had (draft or published)',
        params: ZCourseParamsSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    stateChange('restore', 'Course restored', ADMIN_COURSE_MESSAGES.notDeleted),
  );

  app.put(
    '/api/admin/courses/:courseId/faqs',
    {
      schema: {
        tags,
        summary: "Replace the course's FAQs with this ordered list",
        params: ZCourseParamsSchema,
        body: ZFaqsRequestSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'FAQs saved',
      data: await service.replaceFaqs(db, request, request.params.courseId, request.body),
    }),
  );

  app.put(
    '/api/admin/courses/:courseId/roadmap',
    {
      schema: {
        tags,
        summary: "Replace the course's roadmap with this ordered list of steps",
        params: ZCourseParamsSchema,
        body: ZRoadmapRequestSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Roadmap saved',
      data: await service.replaceRoadmap(db, request, request.params.courseId, request.body),
    }),
  );

  app.put(
    '/api/admin/courses/:courseId/images/:image',
    {
      onRequest: refuseOversizeUpload(CATALOGUE_IMAGE_UPLOAD),
      schema: {
        tags,
        summary:
          'Upload the thumbnail or cover (multipart field "image"; JPEG, PNG or WebP, re-encoded as WebP and resized)',
        consumes: ['multipart/form-data'],
        params: ZCourseImageParamsSchema,
        response: { 200: ZAdminCourseResponseSchema },
      },
    },
    async (request, reply) => {
      const { courseId, image } = request.params;
      await beforeReading(reply, async () => {
        const course = await repository.findCourse(db, courseId);
        if (!course) throw new AppError('NOT_FOUND', ADMIN_COURSE_MESSAGES.courseMissing);
        if (course.deletedAt) throw new AppError('CONFLICT', ADMIN_COURSE_MESSAGES.deleted);
      });
      const upload = await readSingleUpload(request, reply, {
        field: UPLOAD_FIELDS.image,
        ...CATALOGUE_IMAGE_UPLOAD,
        missingMessage: ADMIN_COURSE_MESSAGES.fileMissing(UPLOAD_FIELDS.image),
      });
      const normalised = await normaliseImage(upload, { maxWidth: IMAGE_MAX_WIDTH[image] });
      return {
        success: true as const,
        message: image === 'thumbnail' ? 'Thumbnail saved' : 'Cover saved',
        data: await service.replaceCourseImage(db, storage, request, courseId, image, normalised),
      };
    },
  );

  // ── Chapters ────────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/api/admin/courses/:courseId/chapters',
    {
      schema: {
        tags,
        summary: 'Add a chapter at the end of the course',
        params: ZCourseParamsSchema,
        body: ZChapterRequestSchema,
        response: { 201: ZAdminChapterResponseSchema },
      },
    },
    async (request, reply) => {
      const chapter = await service.createChapter(db, request, request.params.courseId, request.body.name);
      return reply.code(201).send({ success: true, message: 'Chapter added', data: chapter });
    },
  );

  app.put(
    '/api/admin/courses/:courseId/chapters/order',
    {
      schema: {
        tags,
        summary: "Reorder the course's chapters: every chapter id, each once, in the new order",
        params: ZCourseParamsSchema,
        body: ZChapterOrderRequestSchema,
        response: { 200: ZAdminChaptersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Chapters reordered',
      data: await service.reorderChapters(db, request, request.params.courseId, request.body.chapterIds),
    }),
  );

  app.patch(
    '/api/admin/chapters/:chapterId',
    {
      schema: {
        tags,
        summary: 'Rename a chapter',
        params: ZChapterParamsSchema,
        body: ZChapterRequestSchema,
        response: { 200: ZAdminChapterResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Chapter renamed',
      data: await service.renameChapter(db, request, request.params.chapterId, request.body.name),
    }),
  );

  app.delete(
    '/api/admin/chapters/:chapterId',
    {
      schema: {
        tags,
        summary: 'Delete an empty chapter (move or delete its lectures first)',
        params: ZChapterParamsSchema,
        response: { 200: ZAdminMessageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteChapter(db, request, request.params.chapterId);
      return { success: true as const, message: 'Chapter deleted' };
    },
  );

  // ── Lectures ────────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/api/admin/chapters/:chapterId/lectures',
    {
      schema: {
        tags,
        summary: 'Add a lecture at the end of a chapter (upload its video and notes next)',
        params: ZChapterParamsSchema,
        body: ZCreateLectureRequestSchema,
        response: { 201: ZAdminLectureResponseSchema },
      },
    },
    async (request, reply) => {
      const lecture = await service.createLecture(db, request, request.params.chapterId, request.body);
      return reply.code(201).send({ success: true, message: 'Lecture added', data: lecture });
    },
  );

  app.put(
    '/api/admin/chapters/:chapterId/lectures/order',
    {
      schema: {
        tags,
        summary:
          "Reorder a chapter's lectures, or move lectures of the same course into it: the chapter's full new list",
        params: ZChapterParamsSchema,
        body: ZLectureOrderRequestSchema,
        response: { 200: ZAdminChaptersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Lectures reordered',
      data: await service.reorderLectures(db, request, request.params.chapterId, request.body.lectureIds),
    }),
  );

  app.patch(
    '/api/admin/lectures/:lectureId',
    {
      schema: {
        tags,
        summary: "Change a lecture's title or whether it is a free preview",
        params: ZLectureParamsSchema,
        body: ZUpdateLectureRequestSchema,
        response: { 200: ZAdminLectureResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Lecture saved',
      data: await service.updateLecture(db, request, request.params.lectureId, request.body),
    }),
  );

  app.delete(
    '/api/admin/lectures/:lectureId',
    {
      schema: {
        tags,
        summary: "Delete a lecture with its files (and learners' progress on it)",
        params: ZLectureParamsSchema,
        response: { 200: ZAdminMessageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteLecture(db, storage, request, request.params.lectureId);
      return { success: true as const, message: 'Lecture deleted' };
    },
  );

  /**
   * The lecture's files, one upload route per kind, differing only in these settings: each streamed to a
   * temporary file (type checked by content, size limit enforced as it arrives), then stored and pointed at by
   * the lecture (service.replaceLectureFile). Large videos also have a resumable, chunked way in
   * (video-uploads-routes.ts).
   */
  const lectureFileKinds: {
    kind: LectureFileKind;
    limits: StreamedUploadLimits;
    summary: string;
    done: string;
  }[] = [
    {
      kind: 'video',
      limits: videoLimits,
      summary:
        'Upload the lecture video in one request (multipart field "video"; MP4, checked by content; its length is read from the file). Large videos: the resumable uploads below',
      done: 'Video uploaded',
    },
    {
      kind: 'notes',
      limits: notesLimits,
      summary: 'Upload the lecture notes (multipart field "notes"; PDF, checked by content)',
      done: 'Notes uploaded',
    },
    {
      kind: 'captions',
      limits: captionsLimits,
      summary:
        'Upload the captions of the lecture video (multipart field "captions"; WebVTT, checked by content; a new video drops them)',
      done: 'Captions uploaded',
    },
  ];
  for (const { kind, limits, summary, done } of lectureFileKinds) {
    app.put(
      `/api/admin/lectures/:lectureId/${kind}`,
      {
        onRequest: refuseOversizeUpload(limits),
        schema: {
          tags,
          summary,
          consumes: ['multipart/form-data'],
          params: ZLectureParamsSchema,
          response: { 200: ZAdminLectureResponseSchema },
        },
      },
      async (request, reply) => {
        const { lectureId } = request.params;
        await beforeReading(reply, () => service.assertLectureWritable(db, lectureId));
        const upload = await receiveUploadToFile(request, reply, limits, temporaryUploads);
        try {
          const file: LectureFile =
            kind === 'video'
              ? { kind, path: upload.path, durationSeconds: await service.videoDurationSeconds(upload.path) }
              : { kind, path: upload.path };
          const lecture = await service.replaceLectureFile(
            db,
            storage,
            request,
            lectureId,
            file,
            request.log,
          );
          return { success: true as const, message: done, data: lecture };
        } finally {
          await rm(upload.path, { force: true });
        }
      },
    );
  }

  // ── Instructors ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/instructors',
    {
      schema: {
        tags,
        summary: 'Instructor profiles, searched by name or designation, with the account teaching as each',
        querystring: ZAdminInstructorsQuerySchema,
        response: { 200: ZAdminInstructorsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listInstructors(db, request.query);
      return page(rows.map(service.toAdminInstructor), total, request.query);
    },
  );

  app.post(
    '/api/admin/instructors',
    {
      schema: {
        tags,
        summary: 'Create an instructor profile',
        body: ZCreateInstructorRequestSchema,
        response: { 201: ZAdminInstructorResponseSchema },
      },
    },
    async (request, reply) => {
      const instructor = await service.createInstructor(db, request, request.body);
      return reply.code(201).send({ success: true, message: 'Instructor created', data: instructor });
    },
  );

  app.patch(
    '/api/admin/instructors/:instructorId',
    {
      schema: {
        tags,
        summary: "Change an instructor's name, designation or about text",
        params: ZInstructorParamsSchema,
        body: ZUpdateInstructorRequestSchema,
        response: { 200: ZAdminInstructorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Instructor saved',
      data: await service.updateInstructor(db, request, request.params.instructorId, request.body),
    }),
  );

  app.put(
    '/api/admin/instructors/:instructorId/photo',
    {
      onRequest: refuseOversizeUpload(CATALOGUE_IMAGE_UPLOAD),
      schema: {
        tags,
        summary: 'Upload an instructor\'s photo (multipart field "photo"; re-encoded as a square WebP)',
        consumes: ['multipart/form-data'],
        params: ZInstructorParamsSchema,
        response: { 200: ZAdminInstructorResponseSchema },
      },
    },
    async (request, reply) => {
      const { instructorId } = request.params;
      await beforeReading(reply, async () => {
        if (!(await repository.findInstructor(db, instructorId))) {
          throw new AppError('NOT_FOUND', ADMIN_COURSE_MESSAGES.instructorMissing);
        }
      });
      const upload = await readSingleUpload(request, reply, {
        field: UPLOAD_FIELDS.photo,
        ...CATALOGUE_IMAGE_UPLOAD,
        missingMessage: ADMIN_COURSE_MESSAGES.fileMissing(UPLOAD_FIELDS.photo),
      });
      const photo = await normaliseImage(upload, { square: PORTRAIT_PX });
      return {
        success: true as const,
        message: 'Photo saved',
        data: await service.replaceInstructorPhoto(db, storage, request, instructorId, photo),
      };
    },
  );

  // ── Uploaded images, public ─────────────────────────────────────────────────────────────────────
  app.get(
    '/api/catalogue-images/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An image uploaded in the admin console (courses, instructors, site content)',
        params: z.object({ file: text().regex(CATALOGUE_IMAGE_FILE, 'Image not found') }),
      },
    },
    async (request, reply) => {
      const key = catalogueImageKeyOf(request.params.file);
      if ((await storage.size(key)) === null) throw new AppError('NOT_FOUND', 'Image not found');
      // A new upload gets a new name, so a name's bytes never change.
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(storage.read(key));
    },
  );
};
