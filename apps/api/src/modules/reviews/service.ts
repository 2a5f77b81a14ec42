import {
  type ConsoleReview,
  type ConsoleReviewsQuery,
  type OwnReview,
  REVIEW_MESSAGES,
  type ReviewInput,
} from '@pathshala/shared/reviews';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { courseReviews } from '../../db/schema/reviews.ts';
import { pageWindow } from '../../lib/paging.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recomputeCourseRating } from '../catalogue/repository.ts';
import { reviewerName } from '../catalogue/service.ts';
import { notify } from '../notifications/service.ts';
import * as repository from './repository.ts';

/** The instructor profile whose courses the caller manages; undefined for an admin (every course). */
function taughtBy(user: UserRow): string | undefined {
  if (user.role === 'admin') return undefined;
  // An instructor account not linked to a profile teaches nothing (never "everything").
  return user.instructorId ?? '00000000-0000-0000-0000-000000000000';
}

export function toOwnReview(review: repository.ReviewRow): OwnReview {
  return {
    id: review.id,
    courseId: review.courseId,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    hidden: review.hiddenAt !== null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

export function toConsoleReview(
  row: repository.ConsoleReviewRow,
  reports: { reason: string; createdAt: Date }[] = [],
): ConsoleReview {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    name: reviewerName(row),
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
    reports: reports.map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Why the learner may not review the course yet, or undefined when they may. */
async function refusal(db: Database, userId: string, courseId: string) {
  if (!(await repository.isEnrolled(db, userId, courseId))) return REVIEW_MESSAGES.notEnrolled;
  if (!(await repository.hasWatchedALecture(db, userId, courseId))) return REVIEW_MESSAGES.notWatched;
  return undefined;
}

/** The learner's review of the course, and whether they may write one. */
export async function myReview(db: Database, user: UserRow, courseId: string) {
  const course = await repository.findCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.courseNotFound);
  const review = await repository.findOwnReview(db, user.id, courseId);
  if (review) return { review: toOwnReview(review), canReview: false, reason: null };
  const reason = await refusal(db, user.id, courseId);
  return { review: null, canReview: reason === undefined, reason: reason ?? null };
}

const isUniqueViolation = (error: unknown) => {
  for (let cause = error; cause instanceof Error || typeof cause === 'object'; ) {
    if (!cause) return false;
    if ((cause as { code?: string }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};

export async function createReview(db: Database, user: UserRow, courseId: string, input: ReviewInput) {
  const course = await repository.findCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.courseNotFound);
  const reason = await refusal(db, user.id, courseId);
  if (reason) throw new AppError('FORBIDDEN', reason);
  if (await repository.findOwnReview(db, user.id, courseId))
    throw new AppError('CONFLICT', REVIEW_MESSAGES.exists);
  try {
    return await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(courseReviews)
        .values({ courseId, userId: user.id, rating: input.rating, comment: input.comment })
        .returning();
      await recomputeCourseRating(tx, courseId);
      if (!review) throw new Error('review not created');
      return review;
    });
  } catch (error) {
    // Two tabs sending at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REVIEW_MESSAGES.exists);
    throw error;
  }
}

/** The caller's own review, locked for the transaction; another's answers like a missing one. */
async function ownReviewFor(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  user: UserRow,
  reviewId: string,
) {
  const review = await repository.lockReview(tx, reviewId);
  if (!review || review.userId !== user.id) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  return review;
}

export function updateReview(db: Database, user: UserRow, reviewId: string, input: ReviewInput) {
  return db.transaction(async (tx) => {
    const review = await ownReviewFor(tx, user, reviewId);
    const [updated] = await tx
      .update(courseReviews)
      .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
      .where(eq(courseReviews.id, review.id))
      .returning();
    await recomputeCourseRating(tx, review.courseId);
    if (!updated) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    return updated;
  });
}

export function deleteReview(db: Database, user: UserRow, reviewId: string) {
  return db.transaction(async (tx) => {
    const review = await ownReviewFor(tx, user, reviewId);
    await tx
      .delete(courseReviews)
      .where(and(eq(courseReviews.id, review.id), eq(courseReviews.userId, user.id)));
    await recomputeCourseRating(tx, review.courseId);
    return review;
  });
}

/** A review on a course the caller teaches (any for an admin); another course's answers like a missing one. */
async function reviewOnTaughtCourse(db: Database, user: UserRow, reviewId: string) {
  const row = await repository.findReview(db, reviewId);
  const scope = taughtBy(user);
  if (!row || (scope !== undefined && row.instructorId !== scope)) {
    throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  }
  return row.review;
}

/**
 * A console's page of reviews. Admins see each one's open reports and how many reviews are reported (the
 * "Reported" filter, most reported first); reports are the admins' to settle, so an instructor sees none.
 */
export async function consoleReviews(db: Database, user: UserRow, query: ConsoleReviewsQuery) {
  const admin = user.role === 'admin';
  if (query.visibility === 'reported' && !admin)
    throw new AppError('FORBIDDEN', REVIEW_MESSAGES.reportsForAdmins);
  const { rows, total } = await repository.listConsoleReviews(db, {
    instructorId: taughtBy(user),
    courseId: query.courseId,
    visibility: query.visibility,
    ...pageWindow({ ...query, order: 'desc' }),
  });
  if (!admin) return { items: rows.map((row) => toConsoleReview(row)), total, reported: 0 };
  const [reports, reported] = await Promise.all([
    repository.openReportsOf(
      db,
      rows.map((row) => row.id),
    ),
    repository.reportedReviewCount(db),
  ]);
  return {
    items: rows.map((row) =>
      toConsoleReview(
        row,
        reports.filter((report) => report.reviewId === row.id),
      ),
    ),
    total,
    reported,
  };
}

/**
 * A signed-in reader reports a visible review that is not their own, once: a second report by the same account
 * changes nothing (and says so). Answers whether this report was new.
 */
export async function reportReview(db: Database, user: UserRow, reviewId: string, reason: string) {
  const found = await repository.findReview(db, reviewId);
  if (!found || found.review.hiddenAt) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  if (found.review.userId === user.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReport);
  return repository.insertReport(db, { reviewId, userId: user.id, reason });
}

async function consoleReview(db: Parameters<typeof repository.findConsoleReview>[0], reviewId: string) {
  const row = await repository.findConsoleReview(db, reviewId);
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  return toConsoleReview(row);
}

/**
 * The course's instructor (or an admin) replies, once. Answers the reviewer's user id (null for a demo review)
 * beside the review, so a notification to the reviewer can be raised from here.
 */
export async function replyToReview(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  reviewId: string,
  reply: string,
) {
  await reviewOnTaughtCourse(db, user, reviewId);
  return db.transaction(async (tx) => {
    const locked = await repository.lockReview(tx, reviewId);
    if (!locked) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    if (locked.reply !== null) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
    await tx
      .update(courseReviews)
      .set({ reply, repliedAt: new Date(), repliedBy: user.id })
      .where(eq(courseReviews.id, reviewId));
    const review = await consoleReview(tx, reviewId);
    await recordAudit(tx, request, {
      action: 'review.reply',
      objectType: 'course_review',
      objectId: reviewId,
      after: { reply },
    });
    if (locked.userId)
      await notify(tx, {
        userIds: [locked.userId],
        kind: 'reviewReplied',
        params: { course: review.courseTitle },
        link: `/course/${encodeURIComponent(review.courseTitle)}/${review.courseId}`,
        dedupeKey: `review-reply:${reviewId}`,
      });
    return { review, reviewerId: locked.userId };
  });
}

/** An admin hides a review (with a reason) or restores it; the course's rating follows, and the audit says who. */
export async function setReviewHidden(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  reviewId: string,
  hide: { reason: string } | null,
) {
  return db.transaction(async (tx) => {
    const locked = await repository.lockReview(tx, reviewId);
    if (!locked) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    const before = { hiddenAt: locked.hiddenAt?.toISOString() ?? null, hiddenReason: locked.hiddenReason };
    const values = hide
      ? { hiddenAt: locked.hiddenAt ?? new Date(), hiddenReason: hide.reason, hiddenBy: user.id }
      : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
    await tx.update(courseReviews).set(values).where(eq(courseReviews.id, reviewId));
    // Either way the admin has looked: the review's open reports are settled.
    await repository.resolveReports(tx, reviewId, new Date());
    await recomputeCourseRating(tx, locked.courseId);
    const review = await consoleReview(tx, reviewId);
    await recordAudit(tx, request, {
      action: hide ? 'review.hide' : 'review.restore',
      objectType: 'course_review',
      objectId: reviewId,
      before,
      after: { hiddenAt: review.hiddenAt, hiddenReason: review.hiddenReason },
    });
    return review;
  });
}
