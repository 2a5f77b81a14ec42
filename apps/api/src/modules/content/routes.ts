import {
  ZCreateMentorRequestSchema,
  ZCreateServiceRequestSchema,
  ZGetBannersResponseSchema,
  ZGetCollaboratorsResponseSchema,
  ZGetMentorResponseSchema,
  ZGetMentorsResponseSchema,
  ZGetServiceResponseSchema,
  ZGetServicesResponseSchema,
  ZGetTestimonialsResponseSchema,
} from '@pathshala/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../plugins/audit.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Home page content: read on every visit, edited rarely. Answered from the public cache under 'content:';
  // a write invalidates its list on every instance.
  const cached = app.publicCache;

  app.get(
    '/api/mentors/getMentors',
    { schema: { tags, response: { 200: ZGetMentorsResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'content:mentors', async () => ({
        success: true as const,
        data: (await repository.listMentors(db)).map(service.toMentor),
      })),
  );

  app.get(
    '/api/mentor/getMentorById/:mentorId',
    {
      schema: {
        tags,
        params: z.object({ mentorId: z.uuid({ message: 'Mentor not found' }) }),
        response: { 200: ZGetMentorResponseSchema },
      },
    },
    async (request, reply) =>
      cached.send(request, reply, `content:mentors:${request.params.mentorId}`, async () => {
        const mentor = await repository.findMentor(db, request.params.mentorId);
        if (!mentor) throw new AppError('NOT_FOUND', 'Mentor not found');
        return { success: true as const, data: service.toMentor(mentor) };
      }),
  );

  app.post(
    '/api/mentor/createMentor',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        body: ZCreateMentorRequestSchema,
        response: { 201: ZGetMentorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const mentor = await repository.insertMentor(tx, {
          ...request.body,
          email: request.body.email.toLowerCase(),
        });
        if (!mentor) throw new AppError('SERVICE_UNAVAILABLE', 'Mentor not saved');
        await recordAudit(tx, request, {
          action: 'mentor.create',
          objectType: 'mentor',
          objectId: mentor.id,
          after: service.toMentor(mentor),
        });
        return mentor;
      });
      await cached.invalidate('content:mentors');
      return reply.code(201).send({ success: true, data: service.toMentor(created) });
    },
  );

  app.get(
    '/api/services/getServices',
    { schema: { tags, response: { 200: ZGetServicesResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'content:services', async () => ({
        success: true as const,
        data: (await repository.listServices(db)).map(service.toService),
      })),
  );

  app.post(
    '/api/services/createService',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        body: ZCreateServiceRequestSchema,
        response: { 201: ZGetServiceResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const saved = await repository.insertService(tx, {
          ...request.body,
          index: request.body.index ?? null,
        });
        if (!saved) throw new AppError('SERVICE_UNAVAILABLE', 'Service not saved');
        await recordAudit(tx, request, {
          action: 'service.create',
          objectType: 'service',
          objectId: saved.id,
          after: service.toService(saved),
        });
        return saved;
      });
      await cached.invalidate('content:services');
      return reply.code(201).send({ success: true, data: service.toService(created) });
    },
  );

  app.get(
    '/api/testimonials/getAllTestimonials',
    { schema: { tags, response: { 200: ZGetTestimonialsResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'content:testimonials', async () => ({
        success: true as const,
        data: { testimonials: (await repository.listTestimonials(db)).map(service.toTestimonial) },
      })),
  );

  app.get(
    '/api/collaborators/getCollaborators',
    { schema: { tags, response: { 200: ZGetCollaboratorsResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'content:collaborators', async () => ({
        success: true as const,
        data: (await repository.listCollaborators(db)).map(service.toCollaborator),
      })),
  );

  app.get(
    '/api/banner/getAllBannerImages',
    { schema: { tags, response: { 200: ZGetBannersResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'content:banners', async () => ({
        success: true as const,
        data: { banners: (await repository.listBanners(db)).map(service.toBanner) },
      })),
  );
};
