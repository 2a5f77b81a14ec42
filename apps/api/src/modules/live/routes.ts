import {
  ZLiveCourseParamsSchema,
  ZLiveRecordingRequestSchema,
  ZLiveSessionParamsSchema,
  ZLiveSessionsResponseSchema,
  ZPublicLiveSessionsQuerySchema,
  ZPublicLiveSessionsResponseSchema,
  ZScheduleLiveSessionRequestSchema,
  ZStaffLiveSessionResponseSchema,
  ZStaffLiveSessionsResponseSchema,
  ZUpdateLiveSessionRequestSchema,
} from '@pathshala/shared/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, getCurrentSession, requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * Live sessions: the course's staff schedule, edit and cancel them and attach recordings under
 * `/api/instructor/` (instructors and admins, by where the routes live); learners read them and their
 * calendar files. The join link is cut from answers by service rules, never left to the page.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['live'];

  app.get(
    '/api/instructor/courses/:courseId/live-sessions',
    {
      schema: {
        tags,
        summary:
          "Every live session of a course the caller teaches (cancelled too), and the course's lectures",
        params: ZLiveCourseParamsSchema,
        response: { 200: ZStaffLiveSessionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listForStaff(db, currentUser(request), request.params.courseId, new Date()),
    }),
  );

  app.post(
    '/api/instructor/courses/:courseId/live-sessions',
    {
      schema: {
        tags,
        summary: "Schedule a live session; the course's learners get the invitation with a calendar file",
        params: ZLiveCourseParamsSchema,
        body: ZScheduleLiveSessionRequestSchema,
        response: { 201: ZStaffLiveSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await service.scheduleSession(
        db,
        request,
        currentUser(request),
        request.params.courseId,
        request.body,
      );
      app.outbox.nudge();
      return reply.code(201).send({ success: true, message: 'Live session scheduled', data: session });
    },
  );

  app.patch(
    '/api/instructor/live-sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Change a live session (a new start time sends its reminder again)',
        params: ZLiveSessionParamsSchema,
        body: ZUpdateLiveSessionRequestSchema,
        response: { 200: ZStaffLiveSessionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Live session saved',
      data: await service.updateSession(
        db,
        request,
        currentUser(request),
        request.params.sessionId,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/instructor/live-sessions/:sessionId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a live session: learners no longer see it and get no reminder',
        params: ZLiveSessionParamsSchema,
        response: { 200: ZStaffLiveSessionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Live session cancelled',
      data: await service.cancelSession(db, request, currentUser(request), request.params.sessionId),
    }),
  );

  app.put(
    '/api/instructor/live-sessions/:sessionId/recording',
    {
      schema: {
        tags,
        summary: 'Attach a lecture of the course as the recording of a session (null takes it off)',
        params: ZLiveSessionParamsSchema,
        body: ZLiveRecordingRequestSchema,
        response: { 200: ZStaffLiveSessionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.lectureId ? 'Recording attached' : 'Recording removed',
      data: await service.attachRecording(
        db,
        request,
        currentUser(request),
        request.params.sessionId,
        request.body.lectureId,
      ),
    }),
  );

  app.get(
    '/api/courses/:courseId/live-sessions',
    {
      schema: {
        tags,
        summary:
          "A course's live sessions to come and past ones with a recording; the join link only to its learners from 15 minutes before the start",
        params: ZLiveCourseParamsSchema,
        response: { 200: ZLiveSessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await getCurrentSession(request, reply);
      const sessions = await service.listForCourse(db, signedIn?.user, request.params.courseId, new Date());
      // The answer depends on who asks and on the clock: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: { sessions } };
    },
  );

  app.get(
    '/api/live-sessions/schedule',
    {
      schema: {
        tags,
        summary:
          "The public schedule ('Workshops & Webinars'): sessions to come of public courses and programmes, soonest first, without join links",
        querystring: ZPublicLiveSessionsQuerySchema,
        response: { 200: ZPublicLiveSessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const sessions = await service.publicUpcoming(db, new Date(), request.query.limit);
      // The same for everyone, but it moves with the clock: kept a minute at most.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: { sessions } };
    },
  );

  app.get(
    '/api/live-sessions/upcoming',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The live sessions to come of the learner's courses, soonest first",
        response: { 200: ZLiveSessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const sessions = await service.upcomingForLearner(db, currentUser(request), new Date());
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: { sessions } };
    },
  );

  app.get(
    '/api/live-sessions/:sessionId/calendar.ics',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A session's calendar file (RFC 5545), for the course's learners and staff",
        params: ZLiveSessionParamsSchema,
      },
    },
    async (request, reply) => {
      const calendar = await service.calendarFor(
        db,
        currentUser(request),
        request.params.sessionId,
        config.publicUrl,
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendar.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(calendar.body);
    },
  );
};
