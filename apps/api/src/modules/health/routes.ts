import { ZHealthResponseSchema } from '@pathshala/shared/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { AppError } from '../../plugins/errors.ts';

// Under a second end to end, so a load balancer's 1 s probe always gets an answer.
const HEALTH_TIMEOUT_MS = 800;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponseSchema },
      },
    },
    async (request) => {
      // Answers within a second whatever the database does: a stall is reported, not waited out.
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
          HEALTH_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), timedOut]);
      } catch (error) {
        request.log.warn({ err: describeDatabaseError(error) }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      } finally {
        clearTimeout(timer);
      }
      return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
    },
  );
};
