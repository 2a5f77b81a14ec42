import { indiaDay } from '@pathshala/shared/dates';
import {
  CAREER_RESUME,
  ENGAGEMENT_MESSAGES,
  INTERNSHIP_LISTINGS,
  INTERNSHIP_RESUME,
  USE_BUILDER_RESUME_FIELD,
  ZCareerApplicationSchema,
  ZContactRequestSchema,
  ZGetInternshipsResponseSchema,
  ZInternshipApplicationSchema,
  ZNewsletterStatusResponseSchema,
  ZNewsletterToggleResponseSchema,
  ZSubmittedResponseSchema,
} from '@pathshala/shared/engagement';
import {
  ZPositionListQuerySchema,
  ZPositionListResponseSchema,
  ZPositionParamsSchema,
  ZPositionResponseSchema,
} from '@pathshala/shared/jobs-board';
import { RESUME_MESSAGES } from '@pathshala/shared/resume-constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser, getCurrentSession, requireLogin } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { readMultipartForm, refuseOversizeUpload } from '../../plugins/uploads.ts';
import { accountEmailLocale, enqueueEmail, queuedToSince, recipientLocale } from '../email/outbox.ts';
import * as repository from './repository.ts';
import { checkDocument, type DocumentKind } from './resume.ts';
import * as service from './service.ts';

const tags = ['engagement'];

/** The first §5 message of a failed form, as the browser form shows it. */
function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid form');
  return result.data;
}

/** The career form's résumé: the builder's copy when asked for, else the uploaded file (required, checked). */
async function careerResume(
  file: { bytes: Buffer; filename: string } | undefined,
  fromBuilder: { bytes: Buffer; kind: DocumentKind } | null,
) {
  if (fromBuilder) return fromBuilder;
  if (!file) throw new AppError('BAD_REQUEST', CAREER_RESUME.messages.required);
  return {
    bytes: file.bytes,
    kind: await checkDocument(file, CAREER_RESUME.kinds, CAREER_RESUME.messages.type),
  };
}

async function signedInUserId(request: FastifyRequest, reply: Parameters<typeof getCurrentSession>[1]) {
  return (await getCurrentSession(request, reply))?.user.id ?? null;
}

export interface EngagementOptions {
  /** The PDF of a learner's saved résumé from the builder, made now; null when they saved none (app.ts wires it). */
  builderResumePdf?: (userId: string) => Promise<Buffer | null>;
}

export const engagementRoutes: FastifyPluginAsyncZod<EngagementOptions> = async (app, options) => {
  const { db, storage } = app;

  /**
   * `useBuilderResume=true` in an application: the signed-in learner's saved résumé, printed at this moment, is
   * attached in place of an uploaded file (a frozen copy: later edits in the builder do not change it).
   */
  async function builderResume(
    request: FastifyRequest,
    reply: Parameters<typeof getCurrentSession>[1],
    fields: Record<string, string>,
  ) {
    if (fields[USE_BUILDER_RESUME_FIELD] !== 'true') return null;
    const userId = await signedInUserId(request, reply);
    if (!userId) throw new AppError('UNAUTHORIZED', RESUME_MESSAGES.loginToAttach);
    const pdf = (await options.builderResumePdf?.(userId)) ?? null;
    if (!pdf) throw new AppError('BAD_REQUEST', RESUME_MESSAGES.notSaved);
    return { bytes: pdf, kind: 'pdf' as const };
  }
  const newsletterLogin = requireLogin(ENGAGEMENT_MESSAGES.newsletterLogin);
  // Forms are public: a few submissions a minute per address is plenty for a person, and stops a flood.
  const FORM_RATE_LIMIT = { max: app.config.rateLimits.formsPerMinute, timeWindow: '1 minute' };
  const CONTACT_ACKNOWLEDGEMENT_EVERY_MS = 24 * 60 * 60_000;

  app.post(
    '/api/contactUs/bookAppointment',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The contact form',
        body: ZContactRequestSchema,
        response: { 201: ZSubmittedResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = await requestLocale(request, reply);
      const { id } = await db.transaction(async (tx) => {
        const row = await repository.insertContactMessage(tx, request.body);
        // Anyone can type any address here: it gets one acknowledgement a day, whatever is submitted.
        const since = new Date(Date.now() - CONTACT_ACKNOWLEDGEMENT_EVERY_MS);
        const { email } = request.body;
        if (!(await queuedToSince(tx, 'contactAcknowledgement', email, since)))
          await enqueueEmail(
            tx,
            'contactAcknowledgement',
            email,
            {},
            await recipientLocale(tx, email, locale),
          );
        return row;
      });
      app.outbox.nudge();
      return reply
        .code(201)
        .send({ success: true, message: ENGAGEMENT_MESSAGES.contactSuccess, data: { id } });
    },
  );

  app.get(
    '/api/internships/getInternships',
    {
      schema: {
        tags,
        summary: 'Open positions (careers page)',
        response: { 200: ZGetInternshipsResponseSchema },
      },
    },
    async (request, reply) =>
      // Kept per day in India: a deadline passes at midnight IST, and the next day's answer is a new entry.
      app.publicCache.send(request, reply, `engagement:positions:${indiaDay(Date.now())}`, async () => ({
        success: true as const,
        data: { internships: (await repository.listOpenPositions(db)).map(service.toPosition) },
      })),
  );

  app.get(
    '/api/positions',
    {
      schema: {
        tags,
        summary:
          'The jobs and internships board: open positions before their deadline, filtered by kind, category, location, year of study and programme',
        querystring: ZPositionListQuerySchema,
        response: { 200: ZPositionListResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, category, location, year, programme } = request.query;
      const key = [kind, category, location, year, programme].map((part) => part ?? '').join('|');
      return app.publicCache.send(
        request,
        reply,
        `engagement:positions:${indiaDay(Date.now())}:board:${key}`,
        async () => ({
          success: true as const,
          data: {
            positions: (await repository.listBoardPositions(db, request.query)).map(service.toBoardPosition),
          },
        }),
      );
    },
  );

  app.get(
    '/api/positions/:id',
    {
      schema: {
        tags,
        summary: 'One position on the board (404 once it is closed or past its deadline)',
        params: ZPositionParamsSchema,
        response: { 200: ZPositionResponseSchema },
      },
    },
    async (request) => {
      const row = await repository.listedPosition(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Position not found');
      return { success: true as const, data: { position: service.toBoardPosition(row) } };
    },
  );

  app.post(
    '/api/internship/apply',
    {
      onRequest: refuseOversizeUpload({
        maxBytes: CAREER_RESUME.maxBytes,
        tooLargeMessage: CAREER_RESUME.messages.size,
      }),
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Career application (multipart: name, email, mobileNo, college, year, github, position, resume)',
        consumes: ['multipart/form-data'],
        response: { 201: ZSubmittedResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, reply, {
        field: 'resume',
        maxBytes: CAREER_RESUME.maxBytes,
        tooLargeMessage: CAREER_RESUME.messages.size,
      });
      const application = parseForm(ZCareerApplicationSchema, form.fields);
      const resume = await careerResume(form.file, await builderResume(request, reply, form.fields));
      const userId = await signedInUserId(request, reply);
      const locale = await requestLocale(request, reply);
      const { id } = await service.storeWithResume(
        storage,
        resume,
        (resumeKey) =>
          db.transaction(async (tx) => {
            const row = await repository.insertCareerApplication(tx, {
              ...application,
              resumeKey: resumeKey ?? '',
              resumeType: resume.kind,
              resumeBytes: resume.bytes.length,
              userId,
            });
            await enqueueEmail(
              tx,
              'careerApplicationReceived',
              application.email,
              { name: application.name, position: application.position },
              await recipientLocale(tx, application.email, locale),
            );
            return row;
          }),
        request.log,
      );
      app.outbox.nudge();
      return reply
        .code(201)
        .send({ success: true, message: ENGAGEMENT_MESSAGES.careerSubmitted, data: { id } });
    },
  );

  app.post(
    '/api/internshipapplication/applyforinternship',
    {
      onRequest: refuseOversizeUpload({
        maxBytes: INTERNSHIP_RESUME.maxBytes,
        tooLargeMessage: INTERNSHIP_RESUME.messages.size,
      }),
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Multi-internship application (multipart; internshipSelection as comma-joined listing ids)',
        consumes: ['multipart/form-data'],
        response: { 201: ZSubmittedResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, reply, {
        field: 'resume',
        maxBytes: INTERNSHIP_RESUME.maxBytes,
        tooLargeMessage: INTERNSHIP_RESUME.messages.size,
      });
      const {
        internships,
        consent: _consent,
        ...application
      } = parseForm(ZInternshipApplicationSchema, form.fields);
      const fromBuilder = await builderResume(request, reply, form.fields);
      const resume =
        fromBuilder ??
        (form.file
          ? {
              bytes: form.file.bytes,
              kind: await checkDocument(form.file, INTERNSHIP_RESUME.kinds, INTERNSHIP_RESUME.messages.type),
            }
          : undefined);
      const userId = await signedInUserId(request, reply);
      const locale = await requestLocale(request, reply);
      const { id } = await service.storeWithResume(
        storage,
        resume,
        (resumeKey) =>
          db.transaction(async (tx) => {
            const row = await repository.insertInternshipApplication(tx, {
              ...application,
              internships,
              resumeKey,
              resumeBytes: resume?.bytes.length ?? null,
              userId,
            });
            await enqueueEmail(
              tx,
              'internshipApplicationReceived',
              application.email,
              {
                name: application.fullName,
                internships: INTERNSHIP_LISTINGS.filter((listing) => internships.includes(listing.id)).map(
                  (listing) => listing.title,
                ),
              },
              await recipientLocale(tx, application.email, locale),
            );
            return row;
          }),
        request.log,
      );
      app.outbox.nudge();
      return reply
        .code(201)
        .send({ success: true, message: 'Application submitted successfully', data: { id } });
    },
  );

  // ── Newsletter (the learner's flag) ──────────────────────────────────────────────────────────
  app.get(
    '/api/user/getNewsLetterStatus',
    { preHandler: newsletterLogin, schema: { tags, response: { 200: ZNewsletterStatusResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { newsLetterStatus: { newsletterSubscribe: currentUser(request).newsletterSubscribe } },
    }),
  );

  app.route({
    // The spec toggles with GET; our web app uses POST (a state change).
    method: ['GET', 'POST'],
    url: '/api/user/updateNewsLetter',
    preHandler: newsletterLogin,
    schema: {
      tags,
      summary: 'Toggles the newsletter subscription',
      response: { 200: ZNewsletterToggleResponseSchema },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const subscribed = await db.transaction(async (tx) => {
        const now = await repository.toggleNewsletter(tx, user.id);
        if (now)
          await enqueueEmail(
            tx,
            'newsletterWelcome',
            user.email,
            { name: user.name },
            accountEmailLocale(user.language),
          );
        return now;
      });
      if (subscribed === undefined) throw new AppError('NOT_FOUND', 'Account not found.');
      if (subscribed) app.outbox.nudge();
      return {
        success: true as const,
        message: subscribed ? 'Subscribed to the newsletter' : 'Unsubscribed from the newsletter',
        data: { newsletterSubscribe: subscribed },
      };
    },
  });
};
