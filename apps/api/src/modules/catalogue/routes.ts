import { ZGetCoursesResponseSchema } from '@pathshala/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCourses } from './repository.ts';
import { toCourseSummary } from './service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses/getCourse',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All courses for the catalogue',
        response: { 200: ZGetCoursesResponseSchema },
      },
    },
    async () => {
      const rows = await listCourses(app.db);
      return { success: true as const, data: rows.map(toCourseSummary) };
    },
  );
};
