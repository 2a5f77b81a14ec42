import {
  CODING_BODY_LIMIT,
  ZCodingDraftParamsSchema,
  ZCodingDraftRequestSchema,
  ZCodingDraftResponseSchema,
  ZCodingProblemParamsSchema,
  ZCodingProblemResponseSchema,
  ZCodingProblemsQuerySchema,
  ZCodingProblemsResponseSchema,
  ZCodingRunRequestSchema,
  ZCodingRunResponseSchema,
  ZCodingSubmissionParamsSchema,
  ZCodingSubmissionResponseSchema,
  ZCodingSubmitRequestSchema,
  ZCodingSubmitResponseSchema,
} from '@pathshala/shared/coding';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, getCurrentSession, requireUser } from '../../plugins/auth.ts';
import * as coding from './service.ts';

/** Learners' calls a minute, counted per account after the login check (and before the body is judged). */
const perLearner = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.currentSession?.user.id ?? request.ip,
});

/**
 * Coding practice (docs/coding-api.md). Problems are open to visitors; runs, submissions and drafts need a
 * login. Hidden tests never leave the server: a submission answers a verdict, a time and a memory per test.
 */
export const codingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, codingJudge } = app;
  const judge = app.judge;
  const gate = coding.createRunGate(Math.max(1, config.judge.concurrency));
  const tags = ['coding'];
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/coding/problems',
    {
      schema: {
        tags,
        summary: 'Published problems, filtered by topic and difficulty; for a learner, which are solved',
        querystring: ZCodingProblemsQuerySchema,
        response: { 200: ZCodingProblemsResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      reply.headers(noStore);
      return { success: true as const, data: await coding.listProblems(db, request.query, session?.user.id) };
    },
  );

  app.get(
    '/api/coding/problems/:problemId',
    {
      schema: {
        tags,
        summary: 'A problem by id or slug: statement, limits and sample tests (hidden tests are never sent)',
        params: ZCodingProblemParamsSchema,
        response: { 200: ZCodingProblemResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      reply.headers(noStore);
      return {
        success: true as const,
        data: {
          problem: await coding.problemDetails(db, judge, request.params.problemId, session?.user.id),
        },
      };
    },
  );

  app.post(
    '/api/coding/runs',
    {
      preHandler: requireUser,
      bodyLimit: CODING_BODY_LIMIT,
      config: { rateLimit: perLearner(config.judge.runsPerMinute) },
      schema: {
        tags,
        summary:
          'Runs a program on the samples, or on custom input, and answers at once (503 when the judge is busy)',
        body: ZCodingRunRequestSchema,
        response: { 200: ZCodingRunResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { run: await coding.runProgram(db, judge, gate, request.body) },
    }),
  );

  app.post(
    '/api/coding/submissions',
    {
      preHandler: requireUser,
      bodyLimit: CODING_BODY_LIMIT,
      config: { rateLimit: perLearner(config.judge.submissionsPerMinute) },
      schema: {
        tags,
        summary: 'Queues a program to be judged on the hidden tests; answers its id and queue position',
        body: ZCodingSubmitRequestSchema,
        response: { 200: ZCodingSubmitResponseSchema },
      },
    },
    async (request) => {
      const submission = await coding.submitProgram(db, judge, currentUser(request), request.body);
      codingJudge.nudge();
      return { success: true as const, data: { submission } };
    },
  );

  app.get(
    '/api/coding/submissions/:submissionId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'A submission: status, queue position, verdicts per test as they arrive (its author and staff only)',
        params: ZCodingSubmissionParamsSchema,
        response: { 200: ZCodingSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        data: {
          submission: await coding.readSubmission(db, currentUser(request), request.params.submissionId),
        },
      };
    },
  );

  app.get(
    '/api/coding/problems/:problemId/drafts/:language',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The learner's saved code of a problem in a language, or null",
        params: ZCodingDraftParamsSchema,
        response: { 200: ZCodingDraftResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { problemId, language } = request.params;
      return {
        success: true as const,
        data: { draft: await coding.readDraft(db, currentUser(request).id, problemId, language) },
      };
    },
  );

  app.put(
    '/api/coding/problems/:problemId/drafts/:language',
    {
      preHandler: requireUser,
      bodyLimit: CODING_BODY_LIMIT,
      config: { rateLimit: perLearner(60) },
      schema: {
        tags,
        summary: "Saves the learner's code of a problem in a language (restored on any device)",
        params: ZCodingDraftParamsSchema,
        body: ZCodingDraftRequestSchema,
        response: { 200: ZCodingDraftResponseSchema },
      },
    },
    async (request) => {
      const { problemId, language } = request.params;
      return {
        success: true as const,
        data: {
          draft: await coding.writeDraft(
            db,
            currentUser(request).id,
            problemId,
            language,
            request.body.source,
          ),
        },
      };
    },
  );
};
