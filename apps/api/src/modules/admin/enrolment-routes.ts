import {
  ZAdminEnrolmentResponseSchema,
  ZBulkEnrolmentRequestSchema,
  ZBulkEnrolmentResponseSchema,
  ZEnrolmentParamsSchema,
  ZGrantEnrolmentRequestSchema,
  ZRevokeEnrolmentRequestSchema,
} from '@pathshala/shared/admin-people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './enrolment-service.ts';

/**
 * Manual enrolment: an admin grants a course without an order (a scholarship, a partner batch, a support case),
 * revokes such a grant, or enrols a CSV of e-mails at once (dry run first). Admins only (staff-access.ts).
 */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  // The learner's own reads are kept in memory on this instance; drop them now (the database's change
  // notification tells the other instances).
  const forgetLearner = (userId: string) => app.learnerCache.invalidateLocal(`user:${userId}`);

  app.put(
    '/api/admin/users/:userId/courses/:courseId',
    {
      schema: {
        tags,
        summary:
          'Grant a course to a learner without an order (idempotent: an active enrolment stays as it is)',
        params: ZEnrolmentParamsSchema,
        body: ZGrantEnrolmentRequestSchema,
        response: { 200: ZAdminEnrolmentResponseSchema },
      },
    },
    async (request) => {
      const { userId, courseId } = request.params;
      const data = await service.grantEnrolment(db, request, userId, courseId, request.body.note);
      forgetLearner(userId);
      return { success: true as const, message: data.changed ? 'Course granted' : 'Already enrolled', data };
    },
  );

  app.delete(
    '/api/admin/users/:userId/courses/:courseId',
    {
      schema: {
        tags,
        summary: "Revoke a learner's manual enrolment (a bought one ends with a refund of its order)",
        params: ZEnrolmentParamsSchema,
        body: ZRevokeEnrolmentRequestSchema,
        response: { 200: ZAdminEnrolmentResponseSchema },
      },
    },
    async (request) => {
      const { userId, courseId } = request.params;
      const data = await service.revokeEnrolment(db, request, userId, courseId, request.body.note);
      forgetLearner(userId);
      return { success: true as const, message: data.changed ? 'Access revoked' : 'Already revoked', data };
    },
  );

  app.post(
    '/api/admin/enrolments/bulk',
    {
      // 5000 e-mails of CSV text fit well under this.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary:
          'Enrol a CSV of e-mails in one course: a dry run (default) reports row by row; a real run is all or nothing (409 naming the invalid rows) unless skipInvalid',
        body: ZBulkEnrolmentRequestSchema,
        response: { 200: ZBulkEnrolmentResponseSchema },
      },
    },
    async (request) => {
      const result = await service.bulkEnrol(db, request, request.body);
      if (!result.dryRun) for (const learner of result.report.enrol) forgetLearner(learner.userId);
      const message = result.dryRun
        ? `Dry run: ${result.report.enrol.length} would be enrolled`
        : `${result.enrolled} enrolled`;
      return { success: true as const, message, data: result };
    },
  );
};
