import {
  ZCodingGiveUpParamsSchema,
  ZCodingGiveUpResponseSchema,
  ZCodingHistoryQuerySchema,
  ZCodingHistoryResponseSchema,
  ZCodingProgressResponseSchema,
  ZCodingReviewsResponseSchema,
} from '@pathshala/shared/coding-progress';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import * as progress from './progress-service.ts';

/**
 * A learner's coding progress (docs/coding-api.md): solved counts, streak, submission history and the problems
 * due for spaced review. Everything here is the caller's own; a submission's code is read from
 * GET /api/coding/submissions/{id}, which answers 404 to another learner.
 */
export const codingProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['coding'];
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/coding/progress',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Problems solved by topic and difficulty, the daily streak (India days) and reviews due',
        response: { 200: ZCodingProgressResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        data: { progress: await progress.progressOf(db, currentUser(request).id) },
      };
    },
  );

  app.get(
    '/api/coding/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The learner's submissions, newest first, a page at a time (without their code)",
        querystring: ZCodingHistoryQuerySchema,
        response: { 200: ZCodingHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        data: await progress.historyOf(db, currentUser(request).id, request.query),
      };
    },
  );

  app.get(
    '/api/coding/reviews',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Problems in spaced review (failed or given up): due ones first, then by due date',
        response: { 200: ZCodingReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, data: await progress.reviewsOf(db, currentUser(request).id) };
    },
  );

  app.post(
    '/api/coding/problems/:problemId/give-up',
    {
      preHandler: requireUser,
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => request.currentSession?.user.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Gives up on a problem: it comes back in spaced review; no test or solution is revealed',
        params: ZCodingGiveUpParamsSchema,
        response: { 200: ZCodingGiveUpResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'This problem will come back in your review list.',
      data: { review: await progress.giveUp(db, currentUser(request).id, request.params.problemId) },
    }),
  );
};
