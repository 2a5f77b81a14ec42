import {
  ADMIN_CODING_MESSAGES,
  CODING_TESTS_FIELD,
  CODING_TESTS_ZIP_MAX_BYTES,
  parseSampleNumbers,
  ZAdminCodingMessageResponseSchema,
  ZAdminCodingProblemParamsSchema,
  ZAdminCodingProblemResponseSchema,
  ZAdminCodingProblemsQuerySchema,
  ZAdminCodingProblemsResponseSchema,
  ZCodingSampleNumbersSchema,
  ZCodingSamplesRequestSchema,
  ZCreateCodingProblemRequestSchema,
  ZGenerateCodingTestsFieldsSchema,
  ZRejudgeCodingProblemResponseSchema,
  ZUpdateCodingProblemRequestSchema,
} from '@pathshala/shared/admin-coding';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { page } from '../../lib/paging.ts';
import { AppError } from '../../plugins/errors.ts';
import { beforeReading, readMultipartForm, refuseOversizeUpload } from '../../plugins/uploads.ts';
import * as admin from './admin-service.ts';
import { readTestsZip } from './tests-zip.ts';

const ZIP_UPLOAD = {
  maxBytes: CODING_TESTS_ZIP_MAX_BYTES,
  tooLargeMessage: ADMIN_CODING_MESSAGES.zipTooLarge,
};

/** A form field checked by its shared schema: the message of its first problem answers 400. */
function field<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid form.');
  return parsed.data;
}

/**
 * Coding problems in the admin console (docs/coding-api.md, "Admin console"): admins only, by the path
 * (plugins/staff-access.ts); every write audited in its own transaction. Tests arrive as a zip (N.in/N.out) or
 * as inputs with a reference solution the judge runs; after tests change, rejudging queues every submission.
 */
export const codingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const base = '/api/admin/coding/problems';

  /** The zip of a tests upload and its text fields; the problem is looked up before a byte is read. */
  async function readTestsUpload(request: FastifyRequest, reply: FastifyReply, problemId: string) {
    await beforeReading(reply, () => admin.problemExists(db, problemId));
    const form = await readMultipartForm(request, reply, { field: CODING_TESTS_FIELD, ...ZIP_UPLOAD });
    if (!form.file || form.file.bytes.length === 0) {
      throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.zipMissing);
    }
    return { zip: form.file.bytes, fields: form.fields };
  }

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'Coding problems, drafts and published, paged; search title or slug; filter difficulty, state',
        querystring: ZAdminCodingProblemsQuerySchema,
        response: { 200: ZAdminCodingProblemsResponseSchema },
      },
    },
    async (request) => {
      const { items, total } = await admin.listProblems(db, request.query);
      return page(items, total, request.query);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates a coding problem as a draft (learners see it once it has tests and is published)',
        body: ZCreateCodingProblemRequestSchema,
        response: { 201: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request, reply) => {
      const problem = await admin.createProblem(db, request, request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Problem created as a draft', data: { problem } });
    },
  );

  app.get(
    `${base}/:problemId`,
    {
      schema: {
        tags,
        summary:
          'A problem with its statement, limits, checker and tests (sizes and the first lines of each)',
        params: ZAdminCodingProblemParamsSchema,
        response: { 200: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { problem: await admin.problemDetail(db, request.params.problemId) },
    }),
  );

  app.patch(
    `${base}/:problemId`,
    {
      schema: {
        tags,
        summary: 'Changes any field of a problem (lists are replaced whole)',
        params: ZAdminCodingProblemParamsSchema,
        body: ZUpdateCodingProblemRequestSchema,
        response: { 200: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Problem saved',
      data: { problem: await admin.updateProblem(db, request, request.params.problemId, request.body) },
    }),
  );

  app.delete(
    `${base}/:problemId`,
    {
      schema: {
        tags,
        summary: 'Deletes a problem nobody has submitted to (409 otherwise: unpublish it instead)',
        params: ZAdminCodingProblemParamsSchema,
        response: { 200: ZAdminCodingMessageResponseSchema },
      },
    },
    async (request) => {
      await admin.deleteProblem(db, request, request.params.problemId);
      return { success: true as const, message: 'Problem deleted' };
    },
  );

  for (const [verb, published, done, already] of [
    ['publish', true, 'Problem published', 'Problem was already published'],
    ['unpublish', false, 'Problem unpublished', 'Problem was already a draft'],
  ] as const) {
    app.post(
      `${base}/:problemId/${verb}`,
      {
        schema: {
          tags,
          summary: published
            ? 'Publishes a problem to learners (it needs tests)'
            : 'Takes a problem down; submissions and drafts are kept',
          params: ZAdminCodingProblemParamsSchema,
          response: { 200: ZAdminCodingProblemResponseSchema },
        },
      },
      async (request) => {
        const { changed, problem } = await admin.setPublished(
          db,
          request,
          request.params.problemId,
          published,
        );
        return { success: true as const, message: changed ? done : already, data: { problem } };
      },
    );
  }

  app.put(
    `${base}/:problemId/tests`,
    {
      onRequest: refuseOversizeUpload(ZIP_UPLOAD),
      schema: {
        tags,
        summary:
          'Replaces the tests with a zip of N.in/N.out pairs (multipart field "tests"; "samples": numbers shown to learners, e.g. "1, 2")',
        consumes: ['multipart/form-data'],
        params: ZAdminCodingProblemParamsSchema,
        response: { 200: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request, reply) => {
      const { zip, fields } = await readTestsUpload(request, reply, request.params.problemId);
      const samples = field(ZCodingSampleNumbersSchema, parseSampleNumbers(fields.samples));
      const tests = await readTestsZip(zip);
      const problem = await admin.replaceTests(
        db,
        request,
        request.params.problemId,
        tests.map(({ input, expected }) => ({ input, expected: expected ?? '' })),
        samples,
        'zip',
      );
      return { success: true as const, message: `${tests.length} tests saved`, data: { problem } };
    },
  );

  app.post(
    `${base}/:problemId/tests/generate`,
    {
      onRequest: refuseOversizeUpload(ZIP_UPLOAD),
      schema: {
        tags,
        summary:
          'Replaces the tests with the outputs of a reference solution run by the judge on a zip of N.in files (fields "language", "source", "samples")',
        consumes: ['multipart/form-data'],
        params: ZAdminCodingProblemParamsSchema,
        response: { 200: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request, reply) => {
      const { zip, fields } = await readTestsUpload(request, reply, request.params.problemId);
      const { language, source, samples } = field(ZGenerateCodingTestsFieldsSchema, {
        language: fields.language,
        source: fields.source ?? '',
        samples: parseSampleNumbers(fields.samples),
      });
      const inputs = await readTestsZip(zip, { inputsOnly: true });
      const tests = await admin.referenceOutputs(
        db,
        app.judge,
        request.params.problemId,
        inputs,
        language,
        source,
      );
      const problem = await admin.replaceTests(
        db,
        request,
        request.params.problemId,
        tests,
        samples,
        'reference',
      );
      return { success: true as const, message: `${tests.length} tests generated`, data: { problem } };
    },
  );

  app.put(
    `${base}/:problemId/samples`,
    {
      schema: {
        tags,
        summary: 'Chooses which tests learners see as samples (every test is judged either way)',
        params: ZAdminCodingProblemParamsSchema,
        body: ZCodingSamplesRequestSchema,
        response: { 200: ZAdminCodingProblemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Samples saved',
      data: {
        problem: await admin.chooseSamples(db, request, request.params.problemId, request.body.samples),
      },
    }),
  );

  app.post(
    `${base}/:problemId/rejudge`,
    {
      schema: {
        tags,
        summary: "Queues every submission of the problem to be judged again on today's tests",
        params: ZAdminCodingProblemParamsSchema,
        response: { 200: ZRejudgeCodingProblemResponseSchema },
      },
    },
    async (request) => {
      const queued = await admin.rejudgeProblem(db, request, request.params.problemId);
      app.codingJudge.nudge();
      return {
        success: true as const,
        message:
          queued === 1
            ? '1 submission queued to be judged again'
            : `${queued} submissions queued to be judged again`,
        data: { queued },
      };
    },
  );
};
