import { CODING_BODY_LIMIT } from '@pathshala/shared/coding';
import {
  ZMockCodingSectionResponseSchema,
  ZMockCodingSubmitRequestSchema,
  ZMockCodingSubmitResponseSchema,
} from '@pathshala/shared/mock-coding';
import { ZAttemptParamsSchema } from '@pathshala/shared/practice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { settleJudgedCodingAnswers } from './mock-coding-marks.ts';
import * as mockCoding from './mock-coding-service.ts';

/**
 * Coding sections of mock tests (docs/practice-api.md): the current section's problems and submissions that
 * the coding judge's queue judges. A submission's status is read at GET /api/coding/submissions/:submissionId.
 */
export const mockCodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, codingJudge } = app;
  const tags = ['practice'];

  app.get(
    '/api/attempts/:attemptId/coding',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The current coding section's problems (statement, samples, limits) and the submission that counts for each",
        params: ZAttemptParamsSchema,
        response: { 200: ZMockCodingSectionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return {
        success: true as const,
        data: await mockCoding.codingSection(db, app.judge, currentUser(request), request.params.attemptId),
      };
    },
  );

  app.post(
    '/api/attempts/:attemptId/coding-submissions',
    {
      preHandler: requireUser,
      bodyLimit: CODING_BODY_LIMIT,
      config: {
        rateLimit: {
          max: config.judge.submissionsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => request.currentSession?.user.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary:
          "Queues code for a problem of the current coding section; the last one before the section's deadline counts",
        params: ZAttemptParamsSchema,
        body: ZMockCodingSubmitRequestSchema,
        response: { 200: ZMockCodingSubmitResponseSchema },
      },
    },
    async (request) => {
      const data = await mockCoding.submitCoding(
        db,
        app.judge,
        currentUser(request),
        request.params.attemptId,
        request.body,
      );
      codingJudge.nudge();
      return { success: true as const, message: 'Submitted', data };
    },
  );
};

/** Adds judged coding marks to submitted attempts nobody has looked at since, every 15 seconds on every instance. */
export function scheduleCodingMarksSweeper(app: FastifyInstance, everyMs = 15_000) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await settleJudgedCodingAnswers(app.db);
    } catch (error) {
      app.log.warn({ err: describeDatabaseError(error) }, 'coding marks sweep failed; will retry');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return run;
}
