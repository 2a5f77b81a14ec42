import {
  ZMyApplicationParamsSchema,
  ZMyApplicationsResponseSchema,
  ZWithdrawApplicationResponseSchema,
} from '@pathshala/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { myApplications } from './my-applications.ts';
import { moveApplication, PIPELINE_MESSAGES } from './pipeline.ts';

/** The applicant's side of the hiring pipeline: their own applications, and withdrawing one. */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['engagement'];

  app.get(
    '/api/user/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The caller's career and internship applications, newest first, each with its steps, interview and whether it can be withdrawn",
        response: { 200: ZMyApplicationsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { applications: await myApplications(db, currentUser(request).id) },
    }),
  );

  app.post(
    '/api/user/applications/:kind/:applicationId/withdraw',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Withdraw one of the caller's applications (an open one: not after an offer or another final state); 404 for anyone else's",
        params: ZMyApplicationParamsSchema,
        response: { 200: ZWithdrawApplicationResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, applicationId } = request.params;
      await db.transaction((tx) =>
        moveApplication(
          tx,
          request,
          { kind, id: applicationId, to: 'withdrawn', actor: 'applicant' },
          user.id,
        ),
      );
      const [application] = await myApplications(db, user.id, { kind, id: applicationId });
      if (!application) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);
      return { success: true as const, message: 'Application withdrawn', data: { application } };
    },
  );
};
