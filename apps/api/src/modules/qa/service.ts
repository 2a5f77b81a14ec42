import {
  FORMER_LEARNER,
  QA_MESSAGES,
  QA_POSTS_PER_MINUTE,
  QA_SIMILAR_LIMIT,
  type QaAnswer,
  type QaAuthor,
  type QaFilter,
  type QaPostKind,
  type QaQuestion,
  type QaReportedPost,
} from '@pathshala/shared/qa';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { isStaffOf } from '../live/service.ts';
import { notify } from '../notifications/service.ts';
import * as repository from './repository.ts';

type Course = NonNullable<Awaited<ReturnType<typeof repository.findCourse>>>;

export interface QaAccess {
  course: Course;
  staff: boolean;
  learner: boolean;
  /** Learners and staff ask and answer; a visitor of a free lecture only reads. */
  canPost: boolean;
}

/**
 * Who may read and write a course's Q&A: its active learners and its staff (the course's instructor, admins).
 * A free (preview) lecture's questions are open to read for anyone, as the lecture itself is. A visitor asking
 * for more is told to log in (401), an account that is not a learner is refused (403).
 */
export async function accessOf(
  db: Database,
  user: UserRow | undefined,
  courseId: string,
  lecture?: { free: boolean },
): Promise<QaAccess> {
  const course = await repository.findCourse(db, courseId);
  const staff = course !== undefined && isStaffOf(user, course);
  if (!course || (!staff && (course.deletedAt || !course.public)))
    throw new AppError('NOT_FOUND', QA_MESSAGES.courseNotFound);
  const learner = !staff && user !== undefined && (await repository.isActiveLearner(db, user.id, course.id));
  const canPost = staff || learner;
  if (!canPost && !lecture?.free) {
    if (!user) throw new AppError('UNAUTHORIZED', QA_MESSAGES.loginToRead);
    throw new AppError('FORBIDDEN', QA_MESSAGES.notLearner);
  }
  return { course, staff, learner, canPost };
}

function assertMayPost(user: UserRow | undefined, access: QaAccess): asserts user is UserRow {
  if (!user) throw new AppError('UNAUTHORIZED', QA_MESSAGES.loginToPost);
  if (!access.canPost) throw new AppError('FORBIDDEN', QA_MESSAGES.notLearner);
}

async function lectureOf(db: Database, courseId: string, lectureId: string) {
  const lecture = await repository.findLecture(db, lectureId);
  if (!lecture || lecture.courseId !== courseId) throw new AppError('NOT_FOUND', QA_MESSAGES.lectureNotFound);
  return lecture;
}

function authorOf(
  row: { authorName: string; authorClosed: boolean; authorRole: string; authorInstructorId: string | null },
  authorId: string,
  courseInstructorId: string | null,
): QaAuthor {
  const staff =
    row.authorRole === 'admin' ||
    (row.authorRole === 'instructor' &&
      row.authorInstructorId !== null &&
      row.authorInstructorId === courseInstructorId);
  if (row.authorClosed) return { id: null, name: FORMER_LEARNER, staff: false };
  return { id: authorId, name: row.authorName, staff };
}

export function toQuestion(row: repository.QuestionWithDetails, viewerId: string | null): QaQuestion {
  const { question } = row;
  return {
    id: question.id,
    courseId: question.courseId,
    lectureId: question.lectureId,
    lectureTitle: row.lectureTitle,
    author: authorOf(row, question.authorId, row.courseInstructorId),
    title: question.title,
    body: question.body,
    at: question.atSeconds,
    pinned: question.pinned,
    answerCount: row.answerCount,
    accepted: row.accepted,
    upvotes: row.upvotes,
    upvoted: row.upvoted,
    following: row.following,
    mine: viewerId !== null && question.authorId === viewerId,
    hidden: question.hiddenAt !== null,
    createdAt: question.createdAt.toISOString(),
  };
}

function toAnswer(
  row: repository.AnswerWithDetails,
  viewerId: string | null,
  courseInstructorId: string | null,
): QaAnswer {
  const { answer } = row;
  return {
    id: answer.id,
    questionId: answer.questionId,
    author: authorOf(row, answer.authorId, courseInstructorId),
    body: answer.body,
    accepted: answer.accepted,
    upvotes: row.upvotes,
    upvoted: row.upvoted,
    mine: viewerId !== null && answer.authorId === viewerId,
    hidden: answer.hiddenAt !== null,
    createdAt: answer.createdAt.toISOString(),
  };
}

export interface ListInput {
  lectureId?: string;
  q?: string;
  filter: QaFilter;
  page: number;
  pageSize: number;
}

export async function listForCourse(
  db: Database,
  user: UserRow | undefined,
  courseId: string,
  input: ListInput,
) {
  const lecture = input.lectureId ? await lectureOf(db, courseId, input.lectureId) : undefined;
  const access = await accessOf(db, user, courseId, lecture);
  const viewerId = user?.id ?? null;
  const { rows, total } = await repository.listQuestions(
    db,
    viewerId,
    {
      courseId: access.course.id,
      lectureId: lecture?.id,
      q: input.q || undefined,
      unanswered: input.filter === 'unanswered',
      // A visitor has no questions of their own nor follows: the filters find nothing.
      authorId: input.filter === 'mine' ? (viewerId ?? '00000000-0000-0000-0000-000000000000') : undefined,
      followerId:
        input.filter === 'following' ? (viewerId ?? '00000000-0000-0000-0000-000000000000') : undefined,
      includeHidden: user?.role === 'admin',
    },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return {
    items: rows.map((row) => toQuestion(row, viewerId)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    canPost: access.canPost,
    staff: access.staff,
  };
}

export async function similar(db: Database, user: UserRow | undefined, courseId: string, title: string) {
  await accessOf(db, user, courseId);
  return repository.similarQuestions(db, courseId, title, QA_SIMILAR_LIMIT);
}

/** The question, if the caller may read it (hidden ones only for admins), and the caller's access. */
async function questionFor(db: Database, user: UserRow | undefined, questionId: string) {
  const row = await repository.findQuestion(db, user?.id ?? null, questionId);
  if (!row || (row.question.hiddenAt && user?.role !== 'admin'))
    throw new AppError('NOT_FOUND', QA_MESSAGES.questionNotFound);
  const lecture = await repository.findLecture(db, row.question.lectureId);
  const access = await accessOf(db, user, row.question.courseId, lecture);
  return { row, access };
}

export async function thread(db: Database, user: UserRow | undefined, questionId: string) {
  const { row, access } = await questionFor(db, user, questionId);
  const viewerId = user?.id ?? null;
  const answers = await repository.listAnswers(db, viewerId, questionId, user?.role === 'admin');
  return {
    question: toQuestion(row, viewerId),
    answers: answers.map((answer) => toAnswer(answer, viewerId, row.courseInstructorId)),
    canPost: access.canPost,
    staff: access.staff,
  };
}

async function assertUnderPostLimit(db: Database, user: UserRow, now: Date) {
  const recent = await repository.postsSince(db, user.id, new Date(now.getTime() - 60_000));
  if (recent >= QA_POSTS_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS', QA_MESSAGES.tooFast);
}

export async function ask(
  db: Database,
  user: UserRow | undefined,
  courseId: string,
  input: { lectureId: string; title: string; body: string; at?: number | null },
  now = new Date(),
) {
  const lecture = await lectureOf(db, courseId, input.lectureId);
  const access = await accessOf(db, user, courseId, lecture);
  assertMayPost(user, access);
  await assertUnderPostLimit(db, user, now);
  const { id } = await db.transaction(async (tx) => {
    const row = await repository.insertQuestion(tx, {
      courseId,
      lectureId: lecture.id,
      authorId: user.id,
      title: input.title,
      body: input.body,
      atSeconds: input.at ?? null,
    });
    // The asker hears of answers through the question; following it too keeps one list of who to tell.
    await repository.follow(tx, user.id, row.id);
    return row;
  });
  const row = await repository.findQuestion(db, user.id, id);
  if (!row) throw new Error('question vanished');
  return toQuestion(row, user.id);
}

export async function answer(
  db: Database,
  user: UserRow | undefined,
  questionId: string,
  body: string,
  now = new Date(),
) {
  const { row, access } = await questionFor(db, user, questionId);
  assertMayPost(user, access);
  await assertUnderPostLimit(db, user, now);
  const { id } = await db.transaction(async (tx) => {
    const inserted = await repository.insertAnswer(tx, {
      questionId,
      authorId: user.id,
      body,
    });
    await notify(tx, {
      userIds: await recipientsOfAnswer(tx, inserted.id),
      kind: 'questionAnswered',
      params: { course: row.courseTitle },
      link: `/courses/${row.question.courseId}/questions`,
      dedupeKey: `answer:${inserted.id}`,
    });
    return inserted;
  });
  const [created] = (await repository.listAnswers(db, user.id, questionId, true)).filter(
    (answerRow) => answerRow.answer.id === id,
  );
  if (!created) throw new Error('answer vanished');
  return toAnswer(created, user.id, row.courseInstructorId);
}

/**
 * Who to tell about a new answer: the asker and the question's followers, open accounts only, once each, without
 * the answer's author. The answer path calls it in the answer's transaction.
 */
export async function recipientsOfAnswer(db: Pick<Database, 'select'>, answerId: string): Promise<string[]> {
  const created = await repository.findAnswer(db, answerId);
  if (!created) return [];
  const ids = await repository.askerAndFollowers(db, created.questionId);
  return [...new Set(ids)].filter((id) => id !== created.authorId);
}

async function answerFor(db: Database, user: UserRow | undefined, answerId: string) {
  const found = await repository.findAnswer(db, answerId);
  if (!found || (found.hiddenAt && user?.role !== 'admin'))
    throw new AppError('NOT_FOUND', QA_MESSAGES.answerNotFound);
  const { row, access } = await questionFor(db, user, found.questionId);
  return { answer: found, question: row, access };
}

export async function upvote(db: Database, user: UserRow | undefined, kind: QaPostKind, postId: string) {
  const { access } =
    kind === 'question' ? await questionFor(db, user, postId) : await answerFor(db, user, postId);
  assertMayPost(user, access);
  return repository.toggleUpvote(db, user.id, kind, postId);
}

export async function toggleFollow(db: Database, user: UserRow | undefined, questionId: string) {
  const { access } = await questionFor(db, user, questionId);
  assertMayPost(user, access);
  return repository.toggleFollow(db, user.id, questionId);
}

function assertStaff(access: QaAccess) {
  if (!access.staff) throw new AppError('FORBIDDEN', QA_MESSAGES.notStaff);
}

export async function pin(db: Database, user: UserRow | undefined, questionId: string) {
  const { row, access } = await questionFor(db, user, questionId);
  assertMayPost(user, access);
  assertStaff(access);
  const pinned = !row.question.pinned;
  await repository.setPinned(db, questionId, pinned);
  return { on: pinned, count: pinned ? 1 : 0 };
}

export async function accept(db: Database, user: UserRow | undefined, answerId: string) {
  const { answer: found, access } = await answerFor(db, user, answerId);
  assertMayPost(user, access);
  assertStaff(access);
  const accepted = !found.accepted;
  await repository.setAccepted(db, found, accepted);
  return { on: accepted, count: accepted ? 1 : 0 };
}

export async function report(
  db: Database,
  user: UserRow | undefined,
  kind: QaPostKind,
  postId: string,
  reason: string,
) {
  if (!user) throw new AppError('UNAUTHORIZED', QA_MESSAGES.loginToPost);
  // Any reader may report what they can see (a free lecture's visitors log in first).
  if (kind === 'question') await questionFor(db, user, postId);
  else await answerFor(db, user, postId);
  await repository.insertReport(db, { userId: user.id, postKind: kind, postId, reason });
}

/**
 * The admins' queue: posts with open reports, with their reports. A fixed number of queries whatever the page
 * size: the page of posts and its total, then their reports, answers and questions, each in one query.
 */
export async function moderationQueue(db: Database, page: number, pageSize: number) {
  const { rows, total } = await repository.reportedPosts(db, pageSize, (page - 1) * pageSize);
  const answerIds = rows.filter((row) => row.postKind === 'answer').map((row) => row.postId);
  const [reports, answers] = await Promise.all([
    repository.openReportsOfPosts(db, rows),
    repository.findAnswersWithAuthors(db, answerIds),
  ]);
  const answersById = new Map(answers.map((row) => [row.answer.id, row]));
  const questionIds = new Set([
    ...rows.filter((row) => row.postKind === 'question').map((row) => row.postId),
    ...answers.map((row) => row.answer.questionId),
  ]);
  const questionsById = new Map(
    (await repository.findQuestions(db, [...questionIds])).map((row) => [row.question.id, row]),
  );
  const items: QaReportedPost[] = [];
  for (const { postKind, postId } of rows) {
    const detail = postKind === 'answer' ? answersById.get(postId) : undefined;
    const question = questionsById.get(detail ? detail.answer.questionId : postId);
    if (!question || (postKind === 'answer' && !detail)) continue;
    const q = question.question;
    const by = detail ?? question;
    items.push({
      kind: postKind,
      id: postId,
      courseId: q.courseId,
      courseTitle: question.courseTitle,
      questionId: q.id,
      title: q.title,
      body: detail ? detail.answer.body : q.body,
      authorName: by.authorClosed ? FORMER_LEARNER : by.authorName,
      hidden: (detail ? detail.answer.hiddenAt : q.hiddenAt) !== null,
      hiddenReason: (detail ? detail.answer.hiddenReason : q.hiddenReason) ?? null,
      reports: reports
        .filter((entry) => entry.postKind === postKind && entry.postId === postId)
        .map((entry) => ({ reason: entry.reason, createdAt: entry.createdAt.toISOString() })),
    });
  }
  return { items, total, page, pageSize };
}

/** Hides or restores a post (admins); either way its open reports are settled. Audited. */
export async function moderate(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  kind: QaPostKind,
  postId: string,
  hide: boolean,
  reason: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const found = await repository.setHidden(
      tx,
      kind,
      postId,
      hide
        ? { hiddenAt: now, hiddenBy: admin.id, hiddenReason: reason || null }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    );
    if (!found)
      throw new AppError(
        'NOT_FOUND',
        kind === 'question' ? QA_MESSAGES.questionNotFound : QA_MESSAGES.answerNotFound,
      );
    await repository.resolveReports(tx, kind, postId, now);
    await recordAudit(tx, request, {
      action: hide ? `qa-${kind}.hide` : `qa-${kind}.restore`,
      objectType: `qa-${kind}`,
      objectId: postId,
      after: hide ? { hidden: true, reason } : { hidden: false },
    });
  });
}

/** The instructor's inbox: unanswered visible questions of the courses they teach (every course for admins). */
export async function inbox(db: Database, user: UserRow, page: number, pageSize: number) {
  const courseIds =
    user.role === 'admin'
      ? undefined
      : user.instructorId
        ? await repository.coursesTaughtBy(db, user.instructorId)
        : [];
  if (courseIds && courseIds.length === 0) return { items: [], total: 0, page, pageSize };
  const { rows, total } = await repository.listQuestions(
    db,
    user.id,
    { courseIds, unanswered: true, includeHidden: false },
    { limit: pageSize, offset: (page - 1) * pageSize, oldestFirst: true },
  );
  return {
    items: rows.map((row) => ({ ...toQuestion(row, user.id), courseTitle: row.courseTitle })),
    total,
    page,
    pageSize,
  };
}
