import {
  ZAttemptAnswerRequestSchema,
  ZAttemptAnswerResponseSchema,
  ZAttemptEventRequestSchema,
  ZAttemptEventResponseSchema,
  ZAttemptParamsSchema,
  ZAttemptResponseSchema,
  ZAttemptResultResponseSchema,
  ZLeaderboardRequestSchema,
  ZLeaderboardResponseSchema,
  ZMockTestParamsSchema,
  ZMockTestsResponseSchema,
  ZNextSectionRequestSchema,
  ZPracticeAnswerRequestSchema,
  ZPracticeAnswerResponseSchema,
  ZPracticeNextRequestSchema,
  ZPracticeNextResponseSchema,
  ZPracticeTopicsResponseSchema,
  ZStartAttemptResponseSchema,
} from '@pathshala/shared/practice';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser, getCurrentSession, requireUser } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import * as mocks from './mock-service.ts';
import * as practice from './practice-service.ts';

/**
 * Placement practice and mock tests (docs/practice-api.md). Topics, the test list and leaderboards are open to
 * visitors (with no progress of their own); everything that answers, starts or reads an attempt needs a login.
 */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['practice'];
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/practice/topics',
    {
      schema: {
        tags,
        summary:
          'Topics and subtopics with question counts and, for a learner, seen, mastered, due and accuracy',
        response: { 200: ZPracticeTopicsResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      reply.headers(noStore);
      return {
        success: true as const,
        data: { topics: await practice.topicSummaries(db, session?.user.id) },
      };
    },
  );

  app.post(
    '/api/practice/next',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The next question of a topic: a review that is due first, else a new one (no key in it)',
        body: ZPracticeNextRequestSchema,
        response: { 200: ZPracticeNextResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await practice.nextQuestion(
        db,
        currentUser(request).id,
        request.body,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.post(
    '/api/practice/answer',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Checks an answer, schedules the question again (FSRS) and answers with the key and explanation',
        body: ZPracticeAnswerRequestSchema,
        response: { 200: ZPracticeAnswerResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await practice.answerQuestion(
        db,
        currentUser(request).id,
        request.body,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.get(
    '/api/mock-tests',
    {
      schema: {
        tags,
        summary: 'Published mock tests with sections and marking; for a learner, attempts used and access',
        response: { 200: ZMockTestsResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      reply.headers(noStore);
      return {
        success: true as const,
        data: {
          tests: await mocks.listMockTests(
            db,
            session?.user,
            app.config.mockTestTimeScale,
            await requestLocale(request, reply),
          ),
        },
      };
    },
  );

  app.post(
    '/api/mock-tests/:testId/attempts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Starts an attempt, or resumes the one in progress at its remaining time',
        params: ZMockTestParamsSchema,
        response: { 200: ZStartAttemptResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await mocks.startAttempt(
        db,
        currentUser(request),
        request.params.testId,
        app.config.mockTestTimeScale,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.get(
    '/api/mock-tests/:testId/leaderboard',
    {
      schema: {
        tags,
        summary: "The test's top learners who chose to be shown, each with their best attempt",
        params: ZMockTestParamsSchema,
        response: { 200: ZLeaderboardResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      reply.headers(noStore);
      return {
        success: true as const,
        data: await mocks.leaderboard(db, request.params.testId, session?.user.id),
      };
    },
  );

  app.get(
    '/api/attempts/:attemptId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The attempt now: sections with the current one's time left, and its questions without the key",
        params: ZAttemptParamsSchema,
        response: { 200: ZAttemptResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        data: await mocks.getAttempt(
          db,
          currentUser(request),
          request.params.attemptId,
          await requestLocale(request, reply),
        ),
      };
    },
  );

  app.post(
    '/api/attempts/:attemptId/answers',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Saves an answer or a review mark in the current section; refused after its deadline',
        params: ZAttemptParamsSchema,
        body: ZAttemptAnswerRequestSchema,
        response: { 200: ZAttemptAnswerResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await mocks.saveAnswer(
        db,
        currentUser(request),
        request.params.attemptId,
        request.body,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.post(
    '/api/attempts/:attemptId/next-section',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Ends the current section early and starts the next (after the last one the test is submitted)',
        params: ZAttemptParamsSchema,
        body: ZNextSectionRequestSchema,
        response: { 200: ZAttemptResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await mocks.nextSection(
        db,
        currentUser(request),
        request.params.attemptId,
        request.body?.fromSection,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.post(
    '/api/attempts/:attemptId/events',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Counts a tab switch or a fullscreen exit during the attempt (shown on the result and to admins)',
        params: ZAttemptParamsSchema,
        body: ZAttemptEventRequestSchema,
        response: { 200: ZAttemptEventResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await mocks.recordIntegrityEvent(
        db,
        currentUser(request),
        request.params.attemptId,
        request.body.kind,
      ),
    }),
  );

  app.post(
    '/api/attempts/:attemptId/submit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Submits the attempt once (repeats answer the same result) and answers the result',
        params: ZAttemptParamsSchema,
        response: { 200: ZAttemptResultResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      message: 'Test submitted',
      data: await mocks.submitAttempt(
        db,
        currentUser(request),
        request.params.attemptId,
        await requestLocale(request, reply),
      ),
    }),
  );

  app.get(
    '/api/attempts/:attemptId/result',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Score, sections, percentile, weakest subtopics and the solutions review of a submitted attempt',
        params: ZAttemptParamsSchema,
        response: { 200: ZAttemptResultResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        data: await mocks.attemptResult(
          db,
          currentUser(request),
          request.params.attemptId,
          await requestLocale(request, reply),
        ),
      };
    },
  );

  app.put(
    '/api/attempts/:attemptId/leaderboard',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Shows the learner on the attempt's test leaderboard under a chosen name, or hides them (null)",
        params: ZAttemptParamsSchema,
        body: ZLeaderboardRequestSchema,
        response: { 200: ZLeaderboardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.displayName ? 'You are on the leaderboard' : 'You are off the leaderboard',
      data: await mocks.setLeaderboardName(
        db,
        currentUser(request),
        request.params.attemptId,
        request.body.displayName,
      ),
    }),
  );
};

/**
 * Submits attempts that ran out of time with nobody watching, every second on every instance: a result is out
 * within about a second of its deadline. Nothing due costs one query on a partial index.
 */
export function scheduleAttemptSweeper(app: FastifyInstance, everyMs = 1000) {
  let running = false;
  const run = async () => {
    if (running) return 0;
    running = true;
    try {
      const closed = await mocks.submitExpiredAttempts(app.db);
      if (closed > 0) app.log.info({ closed }, 'submitted mock attempts whose time ran out');
      return closed;
    } catch (error) {
      app.log.warn({ err: describeDatabaseError(error) }, 'expired attempt sweep failed; will retry');
      return 0;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return run;
}
