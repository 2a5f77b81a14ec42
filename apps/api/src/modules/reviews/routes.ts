import {
  REVIEW_MESSAGES,
  ZConsoleReviewResponseSchema,
  ZConsoleReviewsQuerySchema,
  ZConsoleReviewsResponseSchema,
  ZMyReviewResponseSchema,
  ZOwnReviewResponseSchema,
  ZReviewCourseParamsSchema,
  ZReviewDeletedResponseSchema,
  ZReviewHideInputSchema,
  ZReviewIdParamsSchema,
  ZReviewInputSchema,
  ZReviewReplyInputSchema,
  ZReviewReportedResponseSchema,
  ZReviewReportInputSchema,
} from '@pathshala/shared/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/paging.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** Review writes an hour, counted per account after the login check. */
const perAccount = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.currentSession?.user.id ?? request.ip,
  },
});

export interface ReviewRoutesOptions {
  /**
   * Called after an instructor replies to a learner's review, with the reviewer's account: where a notification
   * to them is raised, once notifications exist.
   */
  onReplied?: (reviewerId: string, reviewId: string) => Promise<unknown>;
}

/**
 * Course reviews (docs/api.md, "Course reviews"). Learners who bought a course and watched a lecture write one
 * each; the course's instructor (or an admin) replies once (`/api/instructor/...`); an admin hides or restores
 * (`/api/admin/...`). The public list is the catalogue's `GET /api/reviews/getReviewById/{id}`. Every write
 * recomputes the course's rating in its transaction and clears the catalogue's public cache.
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, options) => {
  const { db } = app;
  const tags = ['reviews'];
  const changed = () => app.publicCache.invalidate('catalogue:');

  // ── Learners ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/courses/:courseId/my-review',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The learner's review of the course, and whether they may write one (and if not, why)",
        params: ZReviewCourseParamsSchema,
        response: { 200: ZMyReviewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: await service.myReview(db, currentUser(request), request.params.courseId),
      };
    },
  );

  app.post(
    '/api/courses/:courseId/reviews',
    {
      preHandler: requireUser,
      config: perAccount(20),
      schema: {
        tags,
        summary:
          'Review a course: for learners enrolled in it who have watched a lecture; one each (409 for a second)',
        params: ZReviewCourseParamsSchema,
        body: ZReviewInputSchema,
        response: { 201: ZOwnReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await service.createReview(
        db,
        currentUser(request),
        request.params.courseId,
        request.body,
      );
      await changed();
      return reply.code(201).send({
        success: true,
        message: REVIEW_MESSAGES.created,
        data: { review: service.toOwnReview(review) },
      });
    },
  );

  app.put(
    '/api/reviews/:reviewId',
    {
      preHandler: requireUser,
      config: perAccount(20),
      schema: {
        tags,
        summary: "Edit one's own review (rating and comment)",
        params: ZReviewIdParamsSchema,
        body: ZReviewInputSchema,
        response: { 200: ZOwnReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await service.updateReview(
        db,
        currentUser(request),
        request.params.reviewId,
        request.body,
      );
      await changed();
      return {
        success: true as const,
        message: REVIEW_MESSAGES.updated,
        data: { review: service.toOwnReview(review) },
      };
    },
  );

  app.delete(
    '/api/reviews/:reviewId',
    {
      preHandler: requireUser,
      config: perAccount(20),
      schema: {
        tags,
        summary: "Delete one's own review",
        params: ZReviewIdParamsSchema,
        response: { 200: ZReviewDeletedResponseSchema },
      },
    },
    async (request) => {
      await service.deleteReview(db, currentUser(request), request.params.reviewId);
      await changed();
      return { success: true as const, message: REVIEW_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/reviews/:reviewId/report',
    {
      preHandler: requireUser,
      config: perAccount(20),
      schema: {
        tags,
        summary:
          "Report someone else's review to the moderators, with a reason: once per account (a second report changes nothing)",
        params: ZReviewIdParamsSchema,
        body: ZReviewReportInputSchema,
        response: { 200: ZReviewReportedResponseSchema, 201: ZReviewReportedResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await service.reportReview(
        db,
        currentUser(request),
        request.params.reviewId,
        request.body.reason,
      );
      return created
        ? reply.code(201).send({ success: true, message: REVIEW_MESSAGES.reported })
        : reply.code(200).send({ success: true, message: REVIEW_MESSAGES.alreadyReported });
    },
  );

  // ── The course's instructor or an admin ───────────────────────────────────────────────────────────
  app.get(
    '/api/instructor/reviews',
    {
      schema: {
        tags: ['instructor'],
        summary: "Reviews of the caller's courses (every course for an admin), newest first",
        querystring: ZConsoleReviewsQuerySchema,
        response: { 200: ZConsoleReviewsResponseSchema },
      },
    },
    async (request) => {
      const { items, total, reported } = await service.consoleReviews(
        db,
        currentUser(request),
        request.query,
      );
      const answer = page(items, total, request.query);
      return { ...answer, data: { ...answer.data, reported } };
    },
  );

  app.post(
    '/api/instructor/reviews/:reviewId/reply',
    {
      config: perAccount(100),
      schema: {
        tags: ['instructor'],
        summary: "Reply to a review of one's course, once (409 for a second reply)",
        params: ZReviewIdParamsSchema,
        body: ZReviewReplyInputSchema,
        response: { 200: ZConsoleReviewResponseSchema },
      },
    },
    async (request) => {
      const { review, reviewerId } = await service.replyToReview(
        db,
        request,
        currentUser(request),
        request.params.reviewId,
        request.body.reply,
      );
      await changed();
      if (reviewerId && options.onReplied) await options.onReplied(reviewerId, review.id);
      return { success: true as const, message: REVIEW_MESSAGES.replied, data: { review } };
    },
  );

  // ── Admins ───────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every course review, hidden ones included, newest first, with its open reports; `visibility=reported`: reported ones, the most reported first',
        querystring: ZConsoleReviewsQuerySchema,
        response: { 200: ZConsoleReviewsResponseSchema },
      },
    },
    async (request) => {
      const { items, total, reported } = await service.consoleReviews(
        db,
        currentUser(request),
        request.query,
      );
      const answer = page(items, total, request.query);
      return { ...answer, data: { ...answer.data, reported } };
    },
  );

  app.post(
    '/api/admin/reviews/:reviewId/hide',
    {
      config: perAccount(200),
      schema: {
        tags: ['admin'],
        summary: 'Hide a review from the course page and its rating, with a reason (audited)',
        params: ZReviewIdParamsSchema,
        body: ZReviewHideInputSchema,
        response: { 200: ZConsoleReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await service.setReviewHidden(
        db,
        request,
        currentUser(request),
        request.params.reviewId,
        {
          reason: request.body.reason,
        },
      );
      await changed();
      return { success: true as const, message: REVIEW_MESSAGES.hidden, data: { review } };
    },
  );

  app.post(
    '/api/admin/reviews/:reviewId/restore',
    {
      config: perAccount(200),
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden review again (audited)',
        params: ZReviewIdParamsSchema,
        response: { 200: ZConsoleReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await service.setReviewHidden(
        db,
        request,
        currentUser(request),
        request.params.reviewId,
        null,
      );
      await changed();
      return { success: true as const, message: REVIEW_MESSAGES.restored, data: { review } };
    },
  );
};
