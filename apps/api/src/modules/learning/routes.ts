import {
  ZCertificateRequestSchema,
  ZCourseIdRequestSchema,
  ZGetCertificateResponseSchema,
} from '@pathshala/shared/catalogue';
import {
  ZCertificateResponseSchema,
  ZChapterDetailsResponseSchema,
  ZChapterIdRequestSchema,
  ZLectureIdRequestSchema,
  ZLectureResponseSchema,
  ZMyLearningsResponseSchema,
  ZNeighbourLectureResponseSchema,
  ZNotesAccessResponseSchema,
  ZNotesRemovedResponseSchema,
  ZProgressRequestSchema,
  ZProgressResponseSchema,
  ZPurchasedCourseDetailsResponseSchema,
} from '@pathshala/shared/learning';
import { text } from '@pathshala/shared/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, getCurrentSession, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { sendStoredMedia } from '../../plugins/media.ts';
import type { MediaSigner } from '../../plugins/media-signing.ts';
import { findUserById } from '../accounts/repository.ts';
import { transcodeOutputPrefix } from '../media/transcode-queue.ts';
import * as certificates from './certificates.ts';
import { contentTypeOf, HLS_FILE, HLS_VERSION, signedTextFile } from './hls.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['learning'];
const EXPIRED_LINK = 'This link has expired. Please reload the lecture.';
const MEDIA_TYPES = {
  video: 'video/mp4',
  notes: 'application/pdf',
  captions: 'text/vtt; charset=utf-8',
} as const;

export const learningRoutes: FastifyPluginAsyncZod<{ signer: MediaSigner }> = async (app, { signer }) => {
  const { db, storage, learnerCache, publicCache } = app;
  // A learner's own reads are served from memory while the database's change notifications flow: progress,
  // enrollment, notes access or catalogue changes drop them (see plugins/change-follower.ts).
  // A course's chapters and lectures are the same for every learner: read once, kept with the public reads
  // ('catalogue:' keys, dropped on any catalogue change), so a learner's first read of a course is one
  // statement of their own. A course launch builds hundreds of those at once (docs/performance.md).
  const curriculumOf: service.CurriculumOf = (courseId) =>
    publicCache.value(`catalogue:curriculum:${courseId}`, () =>
      repository.listCourseCurriculum(db, courseId),
    );

  app.get(
    '/api/mylearnings/users/getCourseDetails',
    { preHandler: requireUser, schema: { tags, response: { 200: ZMyLearningsResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      return learnerCache.send(request, reply, `user:${user.id}:learnings`, async () => {
        const rows = await repository.listEnrolledCourses(db, user.id);
        return {
          success: true as const,
          data: {
            course: rows.map((row) => ({
              id: row.enrollmentId,
              courseId: row.courseId,
              title: row.title,
              kind: row.kind,
              thumbnail: row.thumbnail,
              instructor: row.instructor ?? '',
              progress: row.completedCount,
              totalLessons: row.totalLessons,
              live: row.live,
            })),
          },
        };
      });
    },
  );

  const purchasedDetails = { tags, response: { 200: ZPurchasedCourseDetailsResponseSchema } };
  app.post(
    '/api/courses/getPurchasedCourseDetails',
    { preHandler: requireUser, schema: { ...purchasedDetails, body: ZCourseIdRequestSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const { courseId } = request.body;
      return learnerCache.send(request, reply, `user:${user.id}:purchased:${courseId}`, async () => ({
        success: true as const,
        data: { details: await service.purchasedCourseDetails(db, curriculumOf, signer, user, courseId) },
      }));
    },
  );

  app.post(
    '/api/chapters/getChapterDetails',
    {
      preHandler: requireUser,
      schema: { tags, body: ZChapterIdRequestSchema, response: { 200: ZChapterDetailsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: {
        chapter: await service.learnerChapter(
          db,
          curriculumOf,
          signer,
          currentUser(request),
          request.body.chapterId,
        ),
      },
    }),
  );

  app.post(
    '/api/lectures/getLectureDetails',
    {
      preHandler: requireUser,
      schema: { tags, body: ZLectureIdRequestSchema, response: { 200: ZLectureResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { lectureId } = request.body;
      const { sessionId } = request.currentSession ?? { sessionId: '' };
      // Per session: its stream links only play in the session they were signed for.
      return learnerCache.send(
        request,
        reply,
        `user:${user.id}:lecture:${lectureId}:${sessionId}`,
        async () => {
          const row = await service.lectureFor(db, user, lectureId);
          return {
            success: true as const,
            data: { currentLecture: service.currentLecture(signer, user, row, sessionId) },
          };
        },
      );
    },
  );
  const neighbourSchema = {
    tags,
    body: ZLectureIdRequestSchema,
    response: { 200: ZNeighbourLectureResponseSchema },
  };
  app.post(
    '/api/lectures/getNextLecture',
    { preHandler: requireUser, schema: { ...neighbourSchema, summary: "The next lecture's id" } },
    async (request) => ({
      success: true as const,
      data: await service.neighbourLecture(
        db,
        curriculumOf,
        currentUser(request),
        request.body.lectureId,
        'next',
      ),
    }),
  );
  app.post(
    '/api/lectures/getPreLecture',
    { preHandler: requireUser, schema: { ...neighbourSchema, summary: "The previous lecture's id" } },
    async (request) => ({
      success: true as const,
      data: await service.neighbourLecture(
        db,
        curriculumOf,
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
        response: { 200: ZProgressResponseSchema },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await service.recordProgress(db, currentUser(request), request.body),
      };
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
        data: { notesLink: signer.url('notes', row.lecture.id, user.id) },
      };
    },
  );

  app.post(
    '/api/access/removeaccess',
    {
      preHandler: requireUser,
      schema: { tags, body: ZLectureIdRequestSchema, response: { 200: ZNotesRemovedResponseSchema } },
    },
    async (request) => {
      await repository.removeNotes(db, currentUser(request).id, request.body.lectureId);
      return { success: true as const, message: 'Notes access removed' };
    },
  );

  // ── Certificates ───────────────────────────────────────────────────────────────────────────────
  const ZCertificateParamsSchema = z.object({
    id: text().regex(/^PS-[A-Z2-9]{10}$/, 'Certificate not found'),
  });
  async function certificateById(id: string) {
    const row = await certificates.findCertificate(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Certificate not found');
    return { row, certificate: certificates.toCertificate(row, app.config.publicUrl) };
  }

  app.get(
    '/api/certificates/:id',
    {
      schema: {
        tags,
        summary: 'Public verification of a certificate',
        params: ZCertificateParamsSchema,
        response: { 200: ZCertificateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { certificate: (await certificateById(request.params.id)).certificate },
    }),
  );

  app.get(
    '/api/certificates/sample/:courseId/image.svg',
    {
      schema: {
        tags,
        summary: "A sample of the course's certificate, as a learner gets it on completion",
        params: z.object({ courseId: z.uuid({ message: 'Course not found' }) }),
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const [design, facts, lectureCount] = await Promise.all([
        repository.findCertificateDesign(db, courseId),
        certificates.certificateFacts(db, courseId),
        repository.countCourseLectures(db, courseId),
      ]);
      if (!design || !facts) {
        throw new AppError(
          'NOT_FOUND',
          design === null ? 'This course has no certificate yet' : 'Course not found',
        );
      }
      const svg = await certificates.certificateSvg(
        {
          id: 'SAMPLE',
          learnerName: certificates.SAMPLE_LEARNER_NAME,
          courseTitle: facts.title,
          instructorName: facts.instructorName,
          totalSeconds: facts.totalSeconds,
          lectureCount,
          issuedAt: null,
        },
        null,
      );
      return reply
        .type('image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(svg);
    },
  );

  app.get(
    '/api/certificates/:id/image.svg',
    { schema: { tags, params: ZCertificateParamsSchema } },
    async (request, reply) => {
      const { row, certificate } = await certificateById(request.params.id);
      return reply
        .type('image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(await certificates.certificateSvg(row, certificate.verifyUrl));
    },
  );

  app.get(
    '/api/certificates/:id/pdf',
    { schema: { tags, params: ZCertificateParamsSchema } },
    async (request, reply) => {
      const { row, certificate } = await certificateById(request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="pathshala-certificate-${row.id}.pdf"`)
        .send(await certificates.certificatePdf(row, certificate.verifyUrl));
    },
  );

  app.post(
    '/api/certificate/getCertificate',
    {
      schema: {
        tags,
        summary: "The learner's certificate image for a course, else the course's certificate design",
        body: ZCertificateRequestSchema,
        response: { 200: ZGetCertificateResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      const own = session
        ? await certificates.findLearnerCertificate(db, session.user.id, request.body.id)
        : undefined;
      if (own) {
        const certificate = certificates.toCertificate(own, app.config.publicUrl);
        return {
          success: true as const,
          data: {
            certificateImage: {
              certificateImage: certificate.imageUrl,
              alt: `Certificate of completion: ${certificate.courseTitle}, awarded to ${certificate.learnerName}`,
            },
          },
        };
      }
      const design = await repository.findCertificateDesign(db, request.body.id);
      if (!design)
        throw new AppError(
          'NOT_FOUND',
          design === undefined ? 'Course not found' : 'This course has no certificate yet',
        );
      return {
        success: true as const,
        data: {
          // The sample is drawn by the same code as a real certificate, so the page shows what you get.
          certificateImage: {
            certificateImage: `/api/certificates/sample/${request.body.id}/image.svg`,
            alt: `Sample certificate of ${design.title}`,
          },
        },
      };
    },
  );

  app.get(
    '/api/media/lectures/:lectureId/:kind',
    {
      schema: {
        tags,
        summary:
          'Signed, short-lived lecture video, captions or notes (HTTP Range supported; the URL is the credential)',
        params: z.object({
          lectureId: z.uuid({ message: 'Not found' }),
          kind: z.enum(['video', 'notes', 'captions']),
        }),
        querystring: z.object({
          u: z.uuid({ message: EXPIRED_LINK }),
          e: z.coerce.number().int(),
          s: text().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { lectureId, kind } = request.params;
      const { u: userId, e: expires, s: signature } = request.query;
      if (!signer.isValid(kind, lectureId, userId, expires, signature)) {
        throw new AppError('FORBIDDEN', EXPIRED_LINK);
      }
      // A browser signed in as someone else is not the learner this link was made for.
      const session = await getCurrentSession(request, reply);
      if (session && session.user.id !== userId) throw new AppError('FORBIDDEN', EXPIRED_LINK);
      const user = session?.user ?? (await findUserById(db, userId));
      if (!user) throw new AppError('FORBIDDEN', EXPIRED_LINK);
      // Access is checked again on every request: a refund takes effect at once, even for live links.
      const row = await service.lectureFor(db, user, lectureId);
      const key = {
        video: row.lecture.videoKey,
        notes: row.lecture.notesKey,
        captions: row.lecture.captionsKey,
      }[kind];
      if (!key) throw new AppError('NOT_FOUND', 'Not found');
      // With object storage the browser fetches straight from it (Range and all) through a presigned URL.
      if (storage.presignedUrl) {
        return reply
          .header('cache-control', 'private, no-store')
          .redirect(await storage.presignedUrl(key, 600));
      }
      return sendStoredMedia(request, reply, storage, key, MEDIA_TYPES[kind]);
    },
  );

  app.get(
    '/api/media/lectures/:lectureId/hls/:version/*',
    {
      schema: {
        tags,
        summary:
          "A transcoded lecture's HLS file (playlists, segments, poster, seek thumbnails), signed for the learner's session",
        params: z.object({
          lectureId: z.uuid({ message: 'Not found' }),
          version: z.string().regex(HLS_VERSION, 'Not found'),
          '*': z.string().regex(HLS_FILE, 'Not found'),
        }),
        querystring: z.object({
          u: z.uuid({ message: EXPIRED_LINK }),
          e: z.coerce.number().int(),
          s: text().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { lectureId, version, '*': file } = request.params;
      const { u: userId, e: expires, s: signature } = request.query;
      // Bound to the session it was made for: another browser, or the same learner signed in elsewhere, is refused.
      const session = await getCurrentSession(request, reply);
      if (
        !session ||
        session.user.id !== userId ||
        !signer.hls.isValid(lectureId, `${version}/${file}`, userId, session.sessionId, expires, signature)
      ) {
        throw new AppError('FORBIDDEN', EXPIRED_LINK);
      }
      // Access is checked on every file, segments included: a refund stops the stream at the next segment.
      const { lecture } = await service.lectureFor(db, session.user, lectureId);
      const prefix = transcodeOutputPrefix(lectureId, version);
      if ((await storage.size(`${prefix}/${file}`)) === null) {
        // The stream was replaced (or dropped) and its files deleted: like an expired link, so the player asks
        // for fresh links and carries on with what the lecture plays now.
        if (lecture.hlsPrefix !== prefix) throw new AppError('FORBIDDEN', EXPIRED_LINK);
        throw new AppError('NOT_FOUND', 'Not found');
      }
      if (file.endsWith('.m3u8') || file.endsWith('.vtt')) {
        const signing = {
          signer,
          storage,
          lectureId,
          hlsPrefix: prefix,
          userId,
          sessionId: session.sessionId,
          now: Date.now(),
        };
        return reply
          .header('content-type', contentTypeOf(file))
          .header('cache-control', 'private, no-store')
          .send(await signedTextFile(signing, file));
      }
      if (storage.presignedUrl) {
        return reply
          .header('cache-control', 'private, no-store')
          .redirect(await storage.presignedUrl(`${prefix}/${file}`, 600));
      }
      reply.header('cache-control', 'private, max-age=600');
      return sendStoredMedia(request, reply, storage, `${prefix}/${file}`, contentTypeOf(file));
    },
  );
};
