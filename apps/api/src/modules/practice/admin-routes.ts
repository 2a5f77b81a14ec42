import { ADMIN_COURSE_MESSAGES, UPLOAD_FIELDS } from '@pathshala/shared/admin-courses';
import {
  ZAdminAttemptParamsSchema,
  ZAdminAttemptResponseSchema,
  ZAdminAttemptsQuerySchema,
  ZAdminAttemptsResponseSchema,
  ZAdminMockTestParamsSchema,
  ZAdminMockTestResponseSchema,
  ZAdminMockTestsResponseSchema,
  ZAdminQuestionParamsSchema,
  ZAdminQuestionResponseSchema,
  ZAdminQuestionsQuerySchema,
  ZAdminQuestionsResponseSchema,
  ZCreateMockTestRequestSchema,
  ZLeaderboardNameModerationRequestSchema,
  ZMockTestSectionsRequestSchema,
  ZQuestionImportRequestSchema,
  ZQuestionImportResponseSchema,
  ZQuestionInputSchema,
  ZUpdateMockTestRequestSchema,
  ZUpdateQuestionRequestSchema,
} from '@pathshala/shared/admin-practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_IMAGE_UPLOAD, IMAGE_MAX_WIDTH, normaliseImage } from '../../lib/catalogue-images.ts';
import { page } from '../../lib/paging.ts';
import { storedAssetPaths } from '../../plugins/asset-urls.ts';
import { beforeReading, readSingleUpload, refuseOversizeUpload } from '../../plugins/uploads.ts';
import * as admin from './admin-service.ts';

/** The question bank and mock tests in the admin console (admins only: plugins/staff-access.ts). */
export const practiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { assetBaseUrl } = app.config;
  const tags = ['admin'];
  /**
   * The console sends back the image address it was shown, which answers make absolute (ASSET_BASE_URL): stored
   * as our own path again before the schema checks it, so today's asset host is not pinned into the bank.
   */
  const ownImagePaths = async (request: { body: unknown }) => {
    if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      request.body = storedAssetPaths(request.body, assetBaseUrl);
    }
  };

  app.get(
    '/api/admin/questions',
    {
      schema: {
        tags,
        summary:
          'The question bank with keys, paged; search prompt, key or subtopic; filter topic, difficulty, kind',
        querystring: ZAdminQuestionsQuerySchema,
        response: { 200: ZAdminQuestionsResponseSchema },
      },
    },
    async (request) => {
      const { items, total } = await admin.listQuestions(db, request.query);
      return page(items, total, request.query);
    },
  );

  app.post(
    '/api/admin/questions',
    {
      preValidation: ownImagePaths,
      schema: {
        tags,
        summary: 'Adds a question (single, multiple or numeric) with its key and explanation',
        body: ZQuestionInputSchema,
        response: { 200: ZAdminQuestionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Question added',
      data: await admin.createQuestion(db, request, request.body),
    }),
  );

  app.put(
    '/api/admin/questions/:questionId',
    {
      preValidation: ownImagePaths,
      schema: {
        tags,
        summary: 'Edits a question (the whole question), archives or restores it',
        params: ZAdminQuestionParamsSchema,
        body: ZUpdateQuestionRequestSchema,
        response: { 200: ZAdminQuestionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Question saved',
      data: await admin.updateQuestion(db, request, request.params.questionId, request.body),
    }),
  );

  app.put(
    '/api/admin/questions/:questionId/image',
    {
      onRequest: refuseOversizeUpload(CATALOGUE_IMAGE_UPLOAD),
      schema: {
        tags,
        summary:
          'Uploads the question\'s figure (multipart field "image"; JPEG, PNG or WebP, re-encoded as WebP, at most 1600 px wide)',
        consumes: ['multipart/form-data'],
        params: ZAdminQuestionParamsSchema,
        response: { 200: ZAdminQuestionResponseSchema },
      },
    },
    async (request, reply) => {
      const { questionId } = request.params;
      // Only whether it exists, before the upload is read: the swap locks it.
      await beforeReading(reply, () => admin.questionExists(db, questionId));
      const upload = await readSingleUpload(request, reply, {
        field: UPLOAD_FIELDS.image,
        ...CATALOGUE_IMAGE_UPLOAD,
        missingMessage: ADMIN_COURSE_MESSAGES.fileMissing(UPLOAD_FIELDS.image),
      });
      const image = await normaliseImage(upload, { maxWidth: IMAGE_MAX_WIDTH.cover });
      return {
        success: true as const,
        message: 'Image saved',
        data: await admin.replaceQuestionImage(db, app.storage, request, questionId, image),
      };
    },
  );

  app.delete(
    '/api/admin/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Archives a question: out of practice and new attempts, still in past results',
        params: ZAdminQuestionParamsSchema,
        response: { 200: ZAdminQuestionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Question archived',
      data: await admin.archiveQuestion(db, request, request.params.questionId),
    }),
  );

  app.post(
    '/api/admin/questions/import',
    {
      schema: {
        tags,
        summary: 'Imports questions from JSON or CSV: a dry run reports; a real run writes all or nothing',
        body: ZQuestionImportRequestSchema,
        response: { 200: ZQuestionImportResponseSchema },
      },
    },
    async (request) => {
      const report = await admin.importQuestions(db, request, request.body);
      const message = report.dryRun
        ? 'Dry run: nothing was written'
        : report.errors.length > 0
          ? 'Nothing was written: fix the rows with errors first'
          : `${report.written} question${report.written === 1 ? '' : 's'} written`;
      return { success: true as const, message, data: report };
    },
  );

  app.get(
    '/api/admin/mock-tests',
    {
      schema: {
        tags,
        summary: 'Mock tests with access, attempts, submissions and average score',
        response: { 200: ZAdminMockTestsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { items: await admin.listAdminMockTests(db) } }),
  );

  app.post(
    '/api/admin/mock-tests',
    {
      schema: {
        tags,
        summary:
          'Adds a mock test (title, description, sections of questions or coding problems, marking); it starts hidden and free',
        body: ZCreateMockTestRequestSchema,
        response: { 200: ZAdminMockTestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Mock test added',
      data: await admin.createMockTest(db, request, request.body),
    }),
  );

  app.patch(
    '/api/admin/mock-tests/:testId',
    {
      schema: {
        tags,
        summary:
          'Sets the course a test needs (null: free), its attempts per learner, the cooling-off before solutions open and whether it is published',
        params: ZAdminMockTestParamsSchema,
        body: ZUpdateMockTestRequestSchema,
        response: { 200: ZAdminMockTestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Mock test saved',
      data: await admin.updateMockTest(db, request, request.params.testId, request.body),
    }),
  );

  app.put(
    '/api/admin/mock-tests/:testId/sections',
    {
      schema: {
        tags,
        summary:
          "Replaces a test's sections (name, topic, length, and questions by key or coding problems by id) and marking; 409 once it has attempts",
        params: ZAdminMockTestParamsSchema,
        body: ZMockTestSectionsRequestSchema,
        response: { 200: ZAdminMockTestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Sections saved',
      data: await admin.replaceMockTestSections(db, request, request.params.testId, request.body),
    }),
  );

  app.get(
    '/api/admin/mock-tests/:testId/attempts',
    {
      schema: {
        tags,
        summary: "A test's attempts with learner, score, how each ended and tab switches / fullscreen exits",
        params: ZAdminMockTestParamsSchema,
        querystring: ZAdminAttemptsQuerySchema,
        response: { 200: ZAdminAttemptsResponseSchema },
      },
    },
    async (request) => {
      const { items, total } = await admin.listAttempts(db, request.params.testId, request.query);
      return page(items, total, request.query);
    },
  );

  app.put(
    '/api/admin/mock-tests/:testId/attempts/:attemptId/leaderboard-name',
    {
      schema: {
        tags,
        summary:
          "Hides an attempt's leaderboard name (shown as an anonymous learner) or shows it again: { hidden }",
        params: ZAdminAttemptParamsSchema,
        body: ZLeaderboardNameModerationRequestSchema,
        response: { 200: ZAdminAttemptResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.hidden ? 'Name hidden from the leaderboard' : 'Name shown on the leaderboard',
      data: await admin.moderateLeaderboardName(
        db,
        request,
        request.params.testId,
        request.params.attemptId,
        request.body,
      ),
    }),
  );
};
