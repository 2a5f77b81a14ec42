import {
  ZLinkPlacementProgrammeRequestSchema,
  ZLinkPlacementProgrammeResponseSchema,
  ZPlacementCardParamsSchema,
  ZProgrammeContentsResponseSchema,
  ZProgrammeParamsSchema,
  ZProgrammeResponseSchema,
  ZProgrammesQuerySchema,
  ZProgrammesResponseSchema,
  ZUpdateProgrammeContentsRequestSchema,
} from '@pathshala/shared/programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentSession } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * Placement programmes (docs/api.md, "Placement programmes"): the programme page's read, and the console's
 * choice of what a programme opens and which placement card sells it. A programme itself is created and edited
 * as a course of kind 'programme' (`/api/admin/courses`); buying goes through the cart and orders as any course.
 */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['programmes'];

  app.get(
    '/api/programmes',
    {
      schema: {
        tags,
        summary: 'The placement programmes on sale, or those named by id (a wishlist), as cards show them',
        querystring: ZProgrammesQuerySchema,
        response: { 200: ZProgrammesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { programmes: await service.programmeSummaries(db, request.query.id) },
    }),
  );

  app.get(
    '/api/programmes/:programmeId',
    {
      schema: {
        tags,
        summary:
          "A placement programme's page: price, its mock tests, practice topics and live sessions, and whether the viewer owns it",
        params: ZProgrammeParamsSchema,
        response: { 200: ZProgrammeResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getCurrentSession(request, reply);
      // Whether the viewer owns it is theirs alone.
      reply.headers({ 'cache-control': 'private, no-store' });
      return {
        success: true as const,
        data: {
          programme: await service.programmeDetails(db, request.params.programmeId, session?.user.id),
        },
      };
    },
  );

  app.get(
    '/api/admin/programmes/:programmeId/contents',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mock tests and practice topics a programme opens',
        params: ZProgrammeParamsSchema,
        response: { 200: ZProgrammeContentsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.programmeContents(db, request.params.programmeId),
    }),
  );

  app.put(
    '/api/admin/programmes/:programmeId/contents',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sets the mock tests (their required course becomes the programme) and practice topics a programme opens',
        params: ZProgrammeParamsSchema,
        body: ZUpdateProgrammeContentsRequestSchema,
        response: { 200: ZProgrammeContentsResponseSchema },
      },
    },
    async (request) => {
      const data = await service.setProgrammeContents(db, request, request.params.programmeId, request.body);
      await app.publicCache.invalidate('catalogue:placement');
      return { success: true as const, message: 'Programme contents saved', data };
    },
  );

  app.put(
    '/api/admin/placement-courses/:placementCourseId/programme',
    {
      schema: {
        tags: ['admin'],
        summary: "Links a placement card to the programme it sells, or unlinks it ('Coming soon!!!' again)",
        params: ZPlacementCardParamsSchema,
        body: ZLinkPlacementProgrammeRequestSchema,
        response: { 200: ZLinkPlacementProgrammeResponseSchema },
      },
    },
    async (request) => {
      const card = await service.linkPlacementCard(
        db,
        request,
        request.params.placementCourseId,
        request.body.programmeId,
      );
      await Promise.all([
        app.publicCache.invalidate('catalogue:placement'),
        app.publicCache.invalidate('catalogue:search:'),
      ]);
      return {
        success: true as const,
        message: 'Placement course saved',
        data: { id: card.id, programmeId: card.programmeId, status: card.status },
      };
    },
  );
};
