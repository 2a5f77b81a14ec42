import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './outbox.ts';

const ZOutboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    emails: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        status: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
  }),
});

/** Admins read the outbox: what was sent, what waits (no SMTP server configured) and what failed, and why. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest 50 e-mails of the outbox',
        response: { 200: ZOutboxResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { emails: await listOutbox(app.db, app.config.publicUrl) },
    }),
  );
};
