import {
  ZAddApplicationNoteRequestSchema,
  ZAdminApplicationsExportQuerySchema,
  ZAdminApplicationsQuerySchema,
  ZAdminApplicationsResponseSchema,
  ZAdminContactMessageResponseSchema,
  ZAdminContactMessagesQuerySchema,
  ZAdminContactMessagesResponseSchema,
  ZApplicationDetailResponseSchema,
  ZApplicationNoteResponseSchema,
  ZApplicationParamsSchema,
  ZApplicationResponseSchema,
  ZBulkApplicationStatusRequestSchema,
  ZBulkApplicationStatusResponseSchema,
  ZContactMessageParamsSchema,
  ZMarkContactMessageRequestSchema,
  ZNewsletterSubscribersExportQuerySchema,
  ZNewsletterSubscribersQuerySchema,
  ZNewsletterSubscribersResponseSchema,
  ZScheduleInterviewRequestSchema,
  ZSetApplicationStatusRequestSchema,
} from '@pathshala/shared/admin-people';
import { indiaDay } from '@pathshala/shared/dates';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/paging.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repository from './people-repository.ts';
import * as service from './people-service.ts';

/** A CSV download: never cached anywhere (personal data), named with today's date in India. */
function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const today = indiaDay(new Date());
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="pathshala-${name}-${today}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/**
 * The console's "People": the applications inbox (career and internship forms together, with a status workflow,
 * notes and the résumé), contact messages and newsletter subscribers. Admins only (plugins/staff-access.ts).
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const tags = ['admin'];

  // ── Applications inbox ──────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags,
        summary:
          'Career and internship applications in one list, by kind, status, position and date (India time); q: name or e-mail',
        querystring: ZAdminApplicationsQuerySchema,
        response: { 200: ZAdminApplicationsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listApplications(db, request.query);
      return page(rows.map(service.toApplicationSummary), total, request.query);
    },
  );

  app.get(
    '/api/admin/applications/export',
    {
      schema: {
        tags,
        summary: 'The filtered applications as CSV (latest first, cells safe to open in a spreadsheet)',
        querystring: ZAdminApplicationsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await repository.exportApplications(db, request.query, service.EXPORT_MAX_ROWS);
      return sendCsv(reply, 'applications', service.applicationsCsv(rows));
    },
  );

  app.get(
    '/api/admin/applications/:kind/:applicationId',
    {
      schema: {
        tags,
        summary: 'An application with every field, its notes and the statuses it may move to',
        params: ZApplicationParamsSchema,
        response: { 200: ZApplicationDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.applicationDetail(db, request.params.kind, request.params.applicationId),
    }),
  );

  app.put(
    '/api/admin/applications/:kind/:applicationId/status',
    {
      schema: {
        tags,
        summary:
          'Move an application forward (new → under_review → shortlisted; interview by scheduling it) or to offered / rejected; the applicant is e-mailed',
        params: ZApplicationParamsSchema,
        body: ZSetApplicationStatusRequestSchema,
        response: { 200: ZApplicationResponseSchema },
      },
    },
    async (request) => {
      const { kind, applicationId } = request.params;
      const data = await service.moveApplication(db, request, kind, applicationId, request.body.status);
      return { success: true as const, message: 'Status saved', data };
    },
  );

  app.post(
    '/api/admin/applications/status',
    {
      schema: {
        tags,
        summary:
          'Move several applications to one status; each is checked and audited on its own, refusals are listed in failed',
        body: ZBulkApplicationStatusRequestSchema,
        response: { 200: ZBulkApplicationStatusResponseSchema },
      },
    },
    async (request) => {
      const data = await service.moveApplications(db, request, request.body);
      const message =
        data.failed.length === 0
          ? `Moved ${data.moved.length}`
          : `Moved ${data.moved.length}, ${data.failed.length} not moved`;
      return { success: true as const, message, data };
    },
  );

  app.put(
    '/api/admin/applications/:kind/:applicationId/interview',
    {
      schema: {
        tags,
        summary:
          'Schedule (or move) the interview: the application moves to interview and the applicant is e-mailed a calendar invitation',
        params: ZApplicationParamsSchema,
        body: ZScheduleInterviewRequestSchema,
        response: { 200: ZApplicationResponseSchema },
      },
    },
    async (request) => {
      const { kind, applicationId } = request.params;
      const data = await service.scheduleInterview(db, request, kind, applicationId, request.body);
      return { success: true as const, message: 'Interview scheduled', data };
    },
  );

  app.post(
    '/api/admin/applications/:kind/:applicationId/notes',
    {
      schema: {
        tags,
        summary: 'Add a note to an application (notes are kept as written, with author and time)',
        params: ZApplicationParamsSchema,
        body: ZAddApplicationNoteRequestSchema,
        response: { 201: ZApplicationNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, applicationId } = request.params;
      const note = await service.addNote(db, request, kind, applicationId, request.body.body);
      return reply.code(201).send({ success: true, message: 'Note added', data: note });
    },
  );

  app.get(
    '/api/admin/applications/:kind/:applicationId/resume',
    {
      schema: {
        tags,
        summary: "Download the application's résumé (PDF, DOC or DOCX, as an attachment)",
        params: ZApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      const resume = await service.resumeOf(db, request.params.kind, request.params.applicationId);
      const size = await storage.size(resume.key);
      if (size === null) throw new AppError('NOT_FOUND', 'The résumé file is missing.');
      return (
        reply
          .header('content-type', resume.contentType)
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="${resume.filename}"`)
          // An uploaded document is never rendered inline by our origin, nor kept by a cache.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(storage.read(resume.key))
      );
    },
  );

  // ── Contact messages ────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags,
        summary: 'Contact form messages, by handled or not and date; q: name, e-mail or words of the message',
        querystring: ZAdminContactMessagesQuerySchema,
        response: { 200: ZAdminContactMessagesResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listContactMessages(db, request.query);
      return page(rows.map(service.toContactMessage), total, request.query);
    },
  );

  app.patch(
    '/api/admin/contact-messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Mark a contact message handled (by you, now) or not handled',
        params: ZContactMessageParamsSchema,
        body: ZMarkContactMessageRequestSchema,
        response: { 200: ZAdminContactMessageResponseSchema },
      },
    },
    async (request) => {
      const data = await service.markContactMessage(
        db,
        request,
        request.params.messageId,
        request.body.handled,
      );
      return {
        success: true as const,
        message: data.handledAt ? 'Marked handled' : 'Marked not handled',
        data,
      };
    },
  );

  // ── Newsletter subscribers ──────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'Accounts subscribed to the newsletter; q: name or e-mail',
        querystring: ZNewsletterSubscribersQuerySchema,
        response: { 200: ZNewsletterSubscribersResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listSubscribers(db, request.query);
      return page(
        rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          subscribedAt: row.subscribedAt?.toISOString() ?? null,
        })),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/api/admin/newsletter/subscribers/export',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers as CSV (oldest first)',
        querystring: ZNewsletterSubscribersExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await repository.exportSubscribers(
        db,
        request.query.q,
        service.SUBSCRIBER_EXPORT_MAX_ROWS,
      );
      return sendCsv(reply, 'newsletter-subscribers', service.subscribersCsv(rows));
    },
  );
};
