import type { QaPostKind } from '@pathshala/shared/qa-constants';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chapters, courses, lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { qaAnswers, qaFollows, qaQuestions, qaReports, qaUpvotes } from '../../db/schema/qa.ts';
import { courseIsPublic } from '../catalogue/repository.ts';

type Reader = Pick<Database, 'select'>;
export type QuestionRow = typeof qaQuestions.$inferSelect;
export type AnswerRow = typeof qaAnswers.$inferSelect;

export async function findCourse(db: Reader, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      public: sql<boolean>`${courseIsPublic}`,
      deletedAt: courses.deletedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

export async function findLecture(db: Reader, lectureId: string) {
  const [row] = await db
    .select({ id: lectures.id, title: lectures.title, free: lectures.free, courseId: chapters.courseId })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(eq(lectures.id, lectureId));
  return row;
}

export async function isActiveLearner(db: Reader, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, 'active'),
      ),
    );
  return row !== undefined;
}

const author = {
  authorName: users.name,
  authorClosed: sql<boolean>`${users.closedAt} is not null`,
  authorRole: users.role,
  authorInstructorId: users.instructorId,
};

const visibleAnswers = (questionId: SQL | typeof qaQuestions.id) =>
  sql`select 1 from ${qaAnswers} where ${qaAnswers.questionId} = ${questionId} and ${qaAnswers.hiddenAt} is null`;

const upvotesOf = (kind: QaPostKind, id: SQL | typeof qaQuestions.id | typeof qaAnswers.id) =>
  sql<number>`(select count(*)::int from ${qaUpvotes} where ${qaUpvotes.postKind} = ${kind} and ${qaUpvotes.postId} = ${id})`;
const upvotedBy = (
  kind: QaPostKind,
  id: typeof qaQuestions.id | typeof qaAnswers.id,
  viewerId: string | null,
) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${qaUpvotes} where ${qaUpvotes.postKind} = ${kind} and ${qaUpvotes.postId} = ${id} and ${qaUpvotes.userId} = ${viewerId})`;

function questionColumns(viewerId: string | null) {
  return {
    question: qaQuestions,
    lectureTitle: lectures.title,
    courseTitle: courses.title,
    courseInstructorId: courses.instructorId,
    ...author,
    answerCount: sql<number>`(select count(*)::int from (${visibleAnswers(qaQuestions.id)}) as answers)`,
    accepted: sql<boolean>`exists (${visibleAnswers(qaQuestions.id)} and ${qaAnswers.accepted})`,
    upvotes: upvotesOf('question', qaQuestions.id),
    upvoted: upvotedBy('question', qaQuestions.id, viewerId),
    following:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${qaFollows} where ${qaFollows.questionId} = ${qaQuestions.id} and ${qaFollows.userId} = ${viewerId})`,
  };
}
export type QuestionWithDetails = Awaited<ReturnType<typeof selectQuestions>>[number];

function selectQuestions(db: Reader, viewerId: string | null) {
  return db
    .select(questionColumns(viewerId))
    .from(qaQuestions)
    .innerJoin(lectures, eq(lectures.id, qaQuestions.lectureId))
    .innerJoin(courses, eq(courses.id, qaQuestions.courseId))
    .innerJoin(users, eq(users.id, qaQuestions.authorId));
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');
const searchText = sql`lower(${qaQuestions.title} || ' ' || ${qaQuestions.body})`;

export interface QuestionFilter {
  courseId?: string;
  courseIds?: string[];
  lectureId?: string;
  q?: string;
  unanswered?: boolean;
  authorId?: string;
  followerId?: string;
  includeHidden: boolean;
}

function whereOf(filter: QuestionFilter) {
  const conditions: SQL[] = [];
  if (filter.courseId) conditions.push(eq(qaQuestions.courseId, filter.courseId));
  if (filter.courseIds) conditions.push(inArray(qaQuestions.courseId, filter.courseIds));
  if (filter.lectureId) conditions.push(eq(qaQuestions.lectureId, filter.lectureId));
  if (!filter.includeHidden) conditions.push(isNull(qaQuestions.hiddenAt));
  if (filter.unanswered) conditions.push(sql`not exists (${visibleAnswers(qaQuestions.id)})`);
  if (filter.authorId) conditions.push(eq(qaQuestions.authorId, filter.authorId));
  if (filter.followerId)
    conditions.push(
      sql`exists (select 1 from ${qaFollows} where ${qaFollows.questionId} = ${qaQuestions.id} and ${qaFollows.userId} = ${filter.followerId})`,
    );
  if (filter.q) {
    const needle = filter.q.toLowerCase();
    conditions.push(sql`(${searchText} like ${`%${escapeLike(needle)}%`} or ${searchText} % ${needle})`);
  }
  return and(...conditions);
}

export async function listQuestions(
  db: Reader,
  viewerId: string | null,
  filter: QuestionFilter,
  paging: { limit: number; offset: number; oldestFirst?: boolean },
) {
  const where = whereOf(filter);
  const order = paging.oldestFirst
    ? [asc(qaQuestions.createdAt), asc(qaQuestions.id)]
    : [desc(qaQuestions.pinned), desc(qaQuestions.createdAt), desc(qaQuestions.id)];
  const [rows, [total]] = await Promise.all([
    selectQuestions(db, viewerId)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(qaQuestions).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findQuestion(db: Reader, viewerId: string | null, questionId: string) {
  const [row] = await selectQuestions(db, viewerId).where(eq(qaQuestions.id, questionId));
  return row;
}

export function listAnswers(db: Reader, viewerId: string | null, questionId: string, includeHidden: boolean) {
  return db
    .select({
      answer: qaAnswers,
      ...author,
      upvotes: upvotesOf('answer', qaAnswers.id),
      upvoted: upvotedBy('answer', qaAnswers.id, viewerId),
    })
    .from(qaAnswers)
    .innerJoin(users, eq(users.id, qaAnswers.authorId))
    .where(and(eq(qaAnswers.questionId, questionId), includeHidden ? undefined : isNull(qaAnswers.hiddenAt)))
    .orderBy(desc(qaAnswers.accepted), asc(qaAnswers.createdAt), asc(qaAnswers.id));
}
export type AnswerWithDetails = Awaited<ReturnType<typeof listAnswers>>[number];

export async function findAnswer(db: Reader, answerId: string) {
  const [row] = await db.select().from(qaAnswers).where(eq(qaAnswers.id, answerId));
  return row;
}

/** The course's visible questions whose title is close to a draft title (trigram similarity), closest first. */
export function similarQuestions(db: Reader, courseId: string, title: string, limit: number) {
  const needle = title.toLowerCase();
  const titleText = sql`lower(${qaQuestions.title})`;
  return db
    .select({
      id: qaQuestions.id,
      title: qaQuestions.title,
      answerCount: sql<number>`(select count(*)::int from (${visibleAnswers(qaQuestions.id)}) as answers)`,
    })
    .from(qaQuestions)
    .where(
      and(
        eq(qaQuestions.courseId, courseId),
        isNull(qaQuestions.hiddenAt),
        sql`(${titleText} % ${needle} or ${titleText} like ${`%${escapeLike(needle)}%`})`,
      ),
    )
    .orderBy(sql`similarity(${titleText}, ${needle}) desc`, desc(qaQuestions.createdAt))
    .limit(limit);
}

/** Questions and answers the account posted since the instant (the per-minute limit). */
export async function postsSince(db: Reader, userId: string, since: Date) {
  const [questions] = await db
    .select({ n: count() })
    .from(qaQuestions)
    .where(and(eq(qaQuestions.authorId, userId), gt(qaQuestions.createdAt, since)));
  const [answers] = await db
    .select({ n: count() })
    .from(qaAnswers)
    .where(and(eq(qaAnswers.authorId, userId), gt(qaAnswers.createdAt, since)));
  return (questions?.n ?? 0) + (answers?.n ?? 0);
}

export async function insertQuestion(db: Database, values: typeof qaQuestions.$inferInsert) {
  const [row] = await db.insert(qaQuestions).values(values).returning({ id: qaQuestions.id });
  if (!row) throw new Error('question not inserted');
  return row;
}

export async function insertAnswer(db: Pick<Database, 'insert'>, values: typeof qaAnswers.$inferInsert) {
  const [row] = await db.insert(qaAnswers).values(values).returning({ id: qaAnswers.id });
  if (!row) throw new Error('answer not inserted');
  return row;
}

export async function follow(db: Database, userId: string, questionId: string) {
  await db.insert(qaFollows).values({ userId, questionId }).onConflictDoNothing();
}

/** Flips the account's upvote on the post; answers whether it is now on and the post's count. */
export async function toggleUpvote(db: Database, userId: string, postKind: QaPostKind, postId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(qaUpvotes)
      .where(
        and(eq(qaUpvotes.userId, userId), eq(qaUpvotes.postKind, postKind), eq(qaUpvotes.postId, postId)),
      )
      .returning({ postId: qaUpvotes.postId });
    if (removed.length === 0)
      await tx.insert(qaUpvotes).values({ userId, postKind, postId }).onConflictDoNothing();
    const [total] = await tx
      .select({ n: count() })
      .from(qaUpvotes)
      .where(and(eq(qaUpvotes.postKind, postKind), eq(qaUpvotes.postId, postId)));
    return { on: removed.length === 0, count: total?.n ?? 0 };
  });
}

export async function toggleFollow(db: Database, userId: string, questionId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(qaFollows)
      .where(and(eq(qaFollows.userId, userId), eq(qaFollows.questionId, questionId)))
      .returning({ questionId: qaFollows.questionId });
    if (removed.length === 0) await tx.insert(qaFollows).values({ userId, questionId }).onConflictDoNothing();
    const [total] = await tx
      .select({ n: count() })
      .from(qaFollows)
      .where(eq(qaFollows.questionId, questionId));
    return { on: removed.length === 0, count: total?.n ?? 0 };
  });
}

export async function setPinned(db: Database, questionId: string, pinned: boolean) {
  await db.update(qaQuestions).set({ pinned }).where(eq(qaQuestions.id, questionId));
}

/** One accepted answer per question: accepting one takes the mark off the others. */
export async function setAccepted(db: Database, answer: AnswerRow, accepted: boolean) {
  await db.transaction(async (tx) => {
    if (accepted)
      await tx
        .update(qaAnswers)
        .set({ accepted: false })
        .where(and(eq(qaAnswers.questionId, answer.questionId), ne(qaAnswers.id, answer.id)));
    await tx.update(qaAnswers).set({ accepted }).where(eq(qaAnswers.id, answer.id));
  });
}

export async function insertReport(
  db: Database,
  values: { userId: string; postKind: QaPostKind; postId: string; reason: string },
) {
  // A second report of the same post by the same account updates its reason and opens it again.
  await db
    .insert(qaReports)
    .values(values)
    .onConflictDoUpdate({
      target: [qaReports.userId, qaReports.postKind, qaReports.postId],
      set: { reason: values.reason, resolvedAt: null, createdAt: new Date() },
    });
}

export async function resolveReports(db: Database, postKind: QaPostKind, postId: string, now: Date) {
  await db
    .update(qaReports)
    .set({ resolvedAt: now })
    .where(and(eq(qaReports.postKind, postKind), eq(qaReports.postId, postId), isNull(qaReports.resolvedAt)));
}

export async function setHidden(
  db: Database,
  postKind: QaPostKind,
  postId: string,
  state: { hiddenAt: Date | null; hiddenBy: string | null; hiddenReason: string | null },
) {
  const table = postKind === 'question' ? qaQuestions : qaAnswers;
  const [row] = await db.update(table).set(state).where(eq(table.id, postId)).returning({ id: table.id });
  return row !== undefined;
}

/** Posts with open reports (hidden ones too, until restored), the most reported first. */
export async function reportedPosts(db: Reader, limit: number, offset: number) {
  const open = db
    .select({
      postKind: qaReports.postKind,
      postId: qaReports.postId,
      reports: sql<number>`count(*)::int`.as('reports'),
      firstAt: sql<Date>`min(${qaReports.createdAt})`.as('first_at'),
    })
    .from(qaReports)
    .where(isNull(qaReports.resolvedAt))
    .groupBy(qaReports.postKind, qaReports.postId)
    .as('open');
  const [rows, [total]] = await Promise.all([
    db
      .select({ postKind: open.postKind, postId: open.postId })
      .from(open)
      .orderBy(desc(open.reports), asc(open.firstAt))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct (${qaReports.postKind}, ${qaReports.postId}))::int` })
      .from(qaReports)
      .where(isNull(qaReports.resolvedAt)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The open reports of the posts, oldest first: one query however many posts. */
export function openReportsOfPosts(db: Reader, posts: { postKind: QaPostKind; postId: string }[]) {
  if (posts.length === 0) return Promise.resolve([]);
  return db
    .select({
      postKind: qaReports.postKind,
      postId: qaReports.postId,
      reason: qaReports.reason,
      createdAt: qaReports.createdAt,
    })
    .from(qaReports)
    .where(
      and(
        isNull(qaReports.resolvedAt),
        inArray(
          qaReports.postId,
          posts.map((post) => post.postId),
        ),
      ),
    )
    .orderBy(asc(qaReports.createdAt), asc(qaReports.id));
}

/** The questions, hidden ones too, with their details: one query however many. */
export function findQuestions(db: Reader, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return selectQuestions(db, null).where(inArray(qaQuestions.id, questionIds));
}

/** The answers, hidden ones too, with their authors: one query however many. */
export function findAnswersWithAuthors(db: Reader, answerIds: string[]) {
  if (answerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ answer: qaAnswers, ...author })
    .from(qaAnswers)
    .innerJoin(users, eq(users.id, qaAnswers.authorId))
    .where(inArray(qaAnswers.id, answerIds));
}

/** The asker and the followers of a question, open accounts only. */
export async function askerAndFollowers(db: Reader, questionId: string) {
  const [asker] = await db
    .select({ id: users.id })
    .from(qaQuestions)
    .innerJoin(users, eq(users.id, qaQuestions.authorId))
    .where(and(eq(qaQuestions.id, questionId), isNull(users.closedAt)));
  const followers = await db
    .select({ id: users.id })
    .from(qaFollows)
    .innerJoin(users, eq(users.id, qaFollows.userId))
    .where(and(eq(qaFollows.questionId, questionId), isNull(users.closedAt)));
  return [...(asker ? [asker.id] : []), ...followers.map((row) => row.id)];
}

/** The courses an instructor profile teaches. */
export async function coursesTaughtBy(db: Reader, instructorId: string) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.instructorId, instructorId), isNull(courses.deletedAt)));
  return rows.map((row) => row.id);
}
