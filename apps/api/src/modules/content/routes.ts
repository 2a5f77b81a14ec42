import {
  type Banner,
  type Collaborator,
  type Mentor,
  type Service,
  type Testimonial,
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
import { requireAdmin } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { createReadCache } from '../../plugins/read-cache.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['content'];
// Home page content: read on every visit, edited rarely.
const CONTENT_CACHE_TTL_MS = 60_000;

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const mentorList = createReadCache<Mentor[]>(CONTENT_CACHE_TTL_MS);
  const serviceList = createReadCache<Service[]>(CONTENT_CACHE_TTL_MS);
  const testimonialList = createReadCache<Testimonial[]>(CONTENT_CACHE_TTL_MS);
  const collaboratorList = createReadCache<Collaborator[]>(CONTENT_CACHE_TTL_MS);
  const bannerList = createReadCache<Banner[]>(CONTENT_CACHE_TTL_MS);

  app.get(
    '/api/mentors/getMentors',
    { schema: { tags, response: { 200: ZGetMentorsResponseSchema } } },
    async () => ({
      success: true as const,
      data: await mentorList.get('all', async () => (await repository.listMentors(db)).map(service.toMentor)),
    }),
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
    async (request) => {
      const mentor = await repository.findMentor(db, request.params.mentorId);
      if (!mentor) throw new AppError('NOT_FOUND', 'Mentor not found');
      return { success: true as const, data: service.toMentor(mentor) };
    },
  );

  app.post(
    '/api/mentor/createMentor',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        body: ZCreateMentorRequestSchema,
        response: { 201: ZGetMentorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await repository.insertMentor(db, {
        ...request.body,
        email: request.body.email.toLowerCase(),
      });
      if (!created) throw new AppError('SERVICE_UNAVAILABLE', 'Mentor not saved');
      mentorList.clear();
      return reply.code(201).send({ success: true, data: service.toMentor(created) });
    },
  );

  app.get(
    '/api/services/getServices',
    { schema: { tags, response: { 200: ZGetServicesResponseSchema } } },
    async () => ({
      success: true as const,
      data: await serviceList.get('all', async () =>
        (await repository.listServices(db)).map(service.toService),
      ),
    }),
  );

  app.post(
    '/api/services/createService',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        body: ZCreateServiceRequestSchema,
        response: { 201: ZGetServiceResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await repository.insertService(db, {
        ...request.body,
        index: request.body.index ?? null,
      });
      if (!created) throw new AppError('SERVICE_UNAVAILABLE', 'Service not saved');
      serviceList.clear();
      return reply.code(201).send({ success: true, data: service.toService(created) });
    },
  );

  app.get(
    '/api/testimonials/getAllTestimonials',
    { schema: { tags, response: { 200: ZGetTestimonialsResponseSchema } } },
    async () => ({
      success: true as const,
      data: {
        testimonials: await testimonialList.get('all', async () =>
          (await repository.listTestimonials(db)).map(service.toTestimonial),
        ),
      },
    }),
  );

  app.get(
    '/api/collaborators/getCollaborators',
    { schema: { tags, response: { 200: ZGetCollaboratorsResponseSchema } } },
    async () => ({
      success: true as const,
      data: await collaboratorList.get('all', async () =>
        (await repository.listCollaborators(db)).map(service.toCollaborator),
      ),
    }),
  );

  app.get(
    '/api/banner/getAllBannerImages',
    { schema: { tags, response: { 200: ZGetBannersResponseSchema } } },
    async () => ({
      success: true as const,
      data: {
        banners: await bannerList.get('all', async () =>
          (await repository.listBanners(db)).map(service.toBanner),
        ),
      },
    }),
  );
};
