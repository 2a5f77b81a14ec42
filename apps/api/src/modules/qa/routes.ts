import {
  QA_MESSAGES,
  ZAnswerRequestSchema,
  ZAskQuestionRequestSchema,
  ZHideRequestSchema,
  ZQaAnswerParamsSchema,
  ZQaAnswerResponseSchema,
  ZQaCourseParamsSchema,
  ZQaInboxResponseSchema,
  ZQaListQuerySchema,
  ZQaListResponseSchema,
  ZQaMessageResponseSchema,
  ZQaModerationResponseSchema,
  ZQaPageQuerySchema,
  ZQaPostParamsSchema,
  ZQaQuestionParamsSchema,
  ZQaQuestionResponseSchema,
  ZQaSimilarQuerySchema,
  ZQaSimilarResponseSchema,
  ZQaThreadResponseSchema,
  ZQaToggleResponseSchema,
  ZReportRequestSchema,
} from '@pathshala/shared/qa';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, getCurrentSession } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * Lecture Q&A: a course's learners and staff ask, answer, upvote and follow under `/api/courses/:courseId/questions`
 * and `/api/questions/…`; the instructor's inbox under `/api/instructor/`, the moderation queue under `/api/admin/`.
 * Who may read or write is decided per course by the service (a free lecture's questions are public to read).
 */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['qa'];
  const viewer = async (request: FastifyRequest, reply: FastifyReply) => {
    // The answer depends on who asks: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    return (await getCurrentSession(request, reply))?.user;
  };

  app.get(
    '/api/courses/:courseId/questions',
    {
      schema: {
        tags,
        summary: "A course's questions (one lecture's with lectureId), searched and filtered, pinned first",
        params: ZQaCourseParamsSchema,
        querystring: ZQaListQuerySchema,
        response: { 200: ZQaListResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await service.listForCourse(
        db,
        await viewer(request, reply),
        request.params.courseId,
        request.query,
      ),
    }),
  );

  app.get(
    '/api/courses/:courseId/questions/similar',
    {
      schema: {
        tags,
        summary: "The course's questions with a title close to a draft title (typos too), closest first",
        params: ZQaCourseParamsSchema,
        querystring: ZQaSimilarQuerySchema,
        response: { 200: ZQaSimilarResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: {
        questions: await service.similar(
          db,
          await viewer(request, reply),
          request.params.courseId,
          request.query.title,
        ),
      },
    }),
  );

  app.post(
    '/api/courses/:courseId/questions',
    {
      schema: {
        tags,
        summary: 'Ask a question on a lecture of the course (optionally at a moment of its video)',
        params: ZQaCourseParamsSchema,
        body: ZAskQuestionRequestSchema,
        response: { 201: ZQaQuestionResponseSchema },
      },
    },
    async (request, reply) => {
      const question = await service.ask(
        db,
        await viewer(request, reply),
        request.params.courseId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: QA_MESSAGES.asked, data: question });
    },
  );

  app.get(
    '/api/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'A question with its answers (the accepted one first)',
        params: ZQaQuestionParamsSchema,
        response: { 200: ZQaThreadResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await service.thread(db, await viewer(request, reply), request.params.questionId),
    }),
  );

  app.post(
    '/api/questions/:questionId/answers',
    {
      schema: {
        tags,
        summary: 'Answer a question',
        params: ZQaQuestionParamsSchema,
        body: ZAnswerRequestSchema,
        response: { 201: ZQaAnswerResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.answer(
        db,
        await viewer(request, reply),
        request.params.questionId,
        request.body.body,
      );
      return reply.code(201).send({ success: true, message: QA_MESSAGES.answered, data: answer });
    },
  );

  const toggle = (
    url: string,
    summary: string,
    params: typeof ZQaQuestionParamsSchema | typeof ZQaAnswerParamsSchema,
    run: (request: FastifyRequest, reply: FastifyReply) => Promise<{ on: boolean; count: number }>,
  ) =>
    app.post(
      url,
      { schema: { tags, summary, params, response: { 200: ZQaToggleResponseSchema } } },
      async (request, reply) => ({ success: true as const, data: await run(request, reply) }),
    );
  const questionIdOf = (request: FastifyRequest) => (request.params as { questionId: string }).questionId;
  const answerIdOf = (request: FastifyRequest) => (request.params as { answerId: string }).answerId;

  toggle(
    '/api/questions/:questionId/upvote',
    'Upvote a question, or take the upvote back',
    ZQaQuestionParamsSchema,
    async (request, reply) =>
      service.upvote(db, await viewer(request, reply), 'question', questionIdOf(request)),
  );
  toggle(
    '/api/answers/:answerId/upvote',
    'Upvote an answer, or take the upvote back',
    ZQaAnswerParamsSchema,
    async (request, reply) => service.upvote(db, await viewer(request, reply), 'answer', answerIdOf(request)),
  );
  toggle(
    '/api/questions/:questionId/follow',
    'Follow a question (hear of its answers), or stop',
    ZQaQuestionParamsSchema,
    async (request, reply) => service.toggleFollow(db, await viewer(request, reply), questionIdOf(request)),
  );
  toggle(
    '/api/questions/:questionId/pin',
    "Pin a question to the top of its lecture's list, or unpin it (the course's instructor, admins)",
    ZQaQuestionParamsSchema,
    async (request, reply) => service.pin(db, await viewer(request, reply), questionIdOf(request)),
  );
  toggle(
    '/api/answers/:answerId/accept',
    "Mark an answer as the accepted one, or take the mark off (the course's instructor, admins)",
    ZQaAnswerParamsSchema,
    async (request, reply) => service.accept(db, await viewer(request, reply), answerIdOf(request)),
  );

  app.post(
    '/api/qa/:kind/:postId/report',
    {
      schema: {
        tags,
        summary: 'Report a question or an answer to the moderators',
        params: ZQaPostParamsSchema,
        body: ZReportRequestSchema,
        response: { 201: ZQaMessageResponseSchema },
      },
    },
    async (request, reply) => {
      await service.report(
        db,
        await viewer(request, reply),
        request.params.kind,
        request.params.postId,
        request.body.reason,
      );
      return reply.code(201).send({ success: true, message: QA_MESSAGES.reported });
    },
  );

  app.get(
    '/api/instructor/questions',
    {
      schema: {
        tags,
        summary:
          'Unanswered questions of the courses the caller teaches (every course for admins), oldest first',
        querystring: ZQaPageQuerySchema,
        response: { 200: ZQaInboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: await service.inbox(db, currentUser(request), request.query.page, 20),
      };
    },
  );

  app.get(
    '/api/admin/qa/reports',
    {
      schema: {
        tags,
        summary: 'The moderation queue: posts with open reports, the most reported first',
        querystring: ZQaPageQuerySchema,
        response: { 200: ZQaModerationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.moderationQueue(db, request.query.page, 20),
    }),
  );

  app.post(
    '/api/admin/qa/:kind/:postId/hide',
    {
      schema: {
        tags,
        summary: 'Hide a reported post from everyone but admins (its reports are settled)',
        params: ZQaPostParamsSchema,
        body: ZHideRequestSchema,
        response: { 200: ZQaMessageResponseSchema },
      },
    },
    async (request) => {
      const { kind, postId } = request.params;
      await service.moderate(db, request, currentUser(request), kind, postId, true, request.body.reason);
      return { success: true as const, message: QA_MESSAGES.hidden };
    },
  );

  app.post(
    '/api/admin/qa/:kind/:postId/restore',
    {
      schema: {
        tags,
        summary: 'Show a hidden post again, or dismiss the reports of a visible one',
        params: ZQaPostParamsSchema,
        response: { 200: ZQaMessageResponseSchema },
      },
    },
    async (request) => {
      const { kind, postId } = request.params;
      await service.moderate(db, request, currentUser(request), kind, postId, false, '');
      return { success: true as const, message: QA_MESSAGES.restored };
    },
  );
};
