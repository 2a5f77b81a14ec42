import { ZPublicProfileResponseSchema } from '@pathshala/shared/profiles';
import { text } from '@pathshala/shared/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

const tags = ['profiles'];

/** As the not-found handler's: enough for any reader, too few to walk through guessed handles. */
export const PUBLIC_PROFILE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/profiles/:handle',
    {
      config: { rateLimit: PUBLIC_PROFILE_RATE_LIMIT },
      schema: {
        tags,
        summary: "A learner's public profile, when the learner has made it public",
        // Checked against the handle's rules in the service: a handle that breaks them is simply not found.
        params: z.object({ handle: text({ label: 'Handle' }).max(200, 'Profile not found') }),
        response: { 200: ZPublicProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const profile = await service.publicProfile(db, request.params.handle, config.publicUrl);
      // Not kept by any cache: a learner who turns the profile off is gone at once.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { profile } };
    },
  );
};
