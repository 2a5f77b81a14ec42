import {
  ZOutboxEmailParamsSchema,
  ZOutboxEmailResponseSchema,
  ZOutboxMessageResponseSchema,
  ZOutboxQuerySchema,
  ZOutboxResponseSchema,
} from '@pathshala/shared/admin-people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import { findOutboxEmail, listOutbox, requeueEmail, toOutboxRow } from './outbox.ts';

const EMAIL_NOT_FOUND = 'E-mail not found';

/** Admins read the outbox: what was sent, what waits (no SMTP server configured) and what failed, and why. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary:
          'The outbox, latest first, 50 a page, without bodies; filter by status, q: part of the address or subject',
        querystring: ZOutboxQuerySchema,
        response: { 200: ZOutboxResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { emails, total } = await listOutbox(app.db, query);
      return {
        success: true as const,
        data: { emails, total, page: query.page, pageSize: query.pageSize },
      };
    },
  );

  app.get(
    '/api/admin/outbox/:emailId',
    {
      schema: {
        tags,
        summary: 'One e-mail of the outbox with its text, rendered when opened (the list carries none)',
        params: ZOutboxEmailParamsSchema,
        response: { 200: ZOutboxMessageResponseSchema },
      },
    },
    async (request) => {
      const email = await findOutboxEmail(app.db, app.config.publicUrl, request.params.emailId);
      if (!email) throw new AppError('NOT_FOUND', EMAIL_NOT_FOUND);
      return { success: true as const, data: email };
    },
  );

  app.post(
    '/api/admin/outbox/:emailId/resend',
    {
      schema: {
        tags,
        summary: 'Send a sent or failed e-mail again: back to pending, attempts from zero, a new Message-ID',
        params: ZOutboxEmailParamsSchema,
        response: { 200: ZOutboxEmailResponseSchema },
      },
    },
    async (request) => {
      const { emailId } = request.params;
      const after = await app.db.transaction(async (tx) => {
        const change = await requeueEmail(tx, emailId);
        if (!change.before) throw new AppError('NOT_FOUND', EMAIL_NOT_FOUND);
        if (!change.after) throw new AppError('CONFLICT', 'This e-mail is still waiting to be sent.');
        const state = (row: typeof change.after) => ({
          status: row.status,
          attempts: row.attempts,
          resends: row.resends,
          lastError: row.lastError,
          sentAt: row.sentAt?.toISOString() ?? null,
        });
        await recordAudit(tx, request, {
          action: 'email.resend',
          objectType: 'email',
          objectId: emailId,
          before: state(change.before),
          after: state(change.after),
        });
        return change.after;
      });
      app.outbox.nudge();
      return {
        success: true as const,
        message: 'The e-mail will be sent again',
        data: toOutboxRow(after),
      };
    },
  );
};
