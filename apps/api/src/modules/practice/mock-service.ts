import { randomInt } from 'node:crypto';
import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import type {
  Attempt,
  AttemptAnswerRequest,
  AttemptQuestion,
  IntegrityEvent,
  MockTest,
  PracticeTopic,
} from '@pathshala/shared/practice';
import { ANONYMOUS_LEARNER, PERCENTILE_MIN_ATTEMPTS, practicePath } from '@pathshala/shared/practice';
import { versionIn } from '@pathshala/shared/translations';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import {
  type AttemptSlot,
  attemptAnswers,
  type MockSection,
  mockAttempts,
  mockCodingAnswers,
  mockTests,
  questions,
} from '../../db/schema/practice.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { notify } from '../notifications/service.ts';
import { moveOn, remainingSeconds, type SettledClock, settleClock } from './clock.ts';
import { isAnswered, marksFor, outcomeOf, percentileOf, roundMarks, weakestSubtopics } from './marking.ts';
import {
  codingMarksOf,
  codingResults,
  isCodingSection,
  marksPerProblem,
  problemsOf,
  settleCodingAnswers,
  settleSubmittedAttempt,
} from './mock-coding-marks.ts';
import {
  checkAnswerShape,
  QUESTION_NOT_FOUND,
  type QuestionRow,
  questionTextsIn,
  questionVersions,
  reviewedQuestionVersions,
  toQuestionView,
} from './questions.ts';

/**
 * Mock tests: timed sections the server owns. An attempt stores when its current section began and the
 * sections' lengths; every call settles the clock first (walking past deadlines already gone), so answers
 * after a deadline are refused, a reload resumes at the same remaining time, and an attempt whose time ran
 * out is submitted with the answers given so far — by the next call, or by the sweeper if nobody comes back.
 */

export const TEST_NOT_FOUND = 'Mock test not found';
export const ATTEMPT_NOT_FOUND = 'Attempt not found';
export const TIME_UP = 'Time is up for this test. It has been submitted with your saved answers.';
export const SECTION_OVER = "This section's time is over. Its answers are locked.";
export const SECTION_NOT_STARTED = 'This section has not started yet.';
export const ALREADY_SUBMITTED = 'This attempt has been submitted.';
export const SUBMIT_FIRST = 'Submit the test to see your result.';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type AttemptRow = typeof mockAttempts.$inferSelect;
type TestRow = typeof mockTests.$inferSelect;

const shuffled = <T>(items: readonly T[]) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/** A section's length as an attempt runs it: MOCK_TEST_TIME_SCALE shortens it for browser tests. */
const scaledSeconds = (seconds: number, timeScale: number) => Math.max(1, Math.round(seconds * timeScale));
/** How many of its pool an attempt asks of a section (the whole pool when the test names no number). */
export const drawnFrom = (section: MockSection) =>
  Math.min(section.questionCount ?? section.questionIds.length, section.questionIds.length);
/** What a learner meets in a section: its drawn questions, or a coding section's problems. */
const itemsIn = (section: MockSection) =>
  isCodingSection(section) ? problemsOf(section).length : drawnFrom(section);
const testQuestions = (test: TestRow) => test.sections.reduce((sum, section) => sum + itemsIn(section), 0);

/**
 * An attempt's questions of one section: a random draw from its live pool, questions the learner has not met in
 * an earlier attempt of the test first, so a retake meets different questions while the pool lasts.
 */
function drawSection(section: MockSection, live: ReadonlySet<string>, seen: ReadonlySet<string>) {
  const pool = section.questionIds.filter((id) => live.has(id));
  const fresh = shuffled(pool.filter((id) => !seen.has(id)));
  const met = shuffled(pool.filter((id) => seen.has(id)));
  return shuffled([...fresh, ...met].slice(0, Math.min(drawnFrom(section), pool.length)));
}

async function enrolledCourseIds(db: Database | Transaction, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        inArray(enrollments.courseId, courseIds),
        eq(enrollments.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.courseId));
}

/**
 * A test's title, description, instructions and section names in `locale`, field by field: its version's where it
 * has one, English otherwise.
 */
export function mockTestTextsIn(test: TestRow, locale: Locale) {
  const version = versionIn(test.translations, locale);
  return {
    title: version?.title || test.title,
    description: version?.description || test.description,
    instructions: version?.instructions || test.instructions,
    sectionTitle: (index: number, english: string) => version?.sectionTitles?.[index] || english,
  };
}

/** Published tests in their order, with what the caller has done in each and whether they may start one. */
export async function listMockTests(
  db: Database,
  user: UserRow | undefined,
  timeScale = 1,
  locale: Locale = SOURCE_LOCALE,
): Promise<MockTest[]> {
  const tests = await db
    .select({ test: mockTests, courseTitle: courses.title, courseKind: courses.kind })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.requiredCourseId))
    .where(eq(mockTests.published, true))
    .orderBy(asc(mockTests.position), asc(mockTests.title));
  const attempts = user
    ? await db
        .select({
          testId: mockAttempts.testId,
          used: sql<number>`count(*)::int`,
          open: sql<
            string | null
          >`(array_agg(${mockAttempts.id}) filter (where ${mockAttempts.status} = 'in_progress'))[1]`,
          last: sql<
            string | null
          >`(array_agg(${mockAttempts.id} order by ${mockAttempts.submittedAt} desc) filter (where ${mockAttempts.status} = 'submitted'))[1]`,
        })
        .from(mockAttempts)
        .where(eq(mockAttempts.userId, user.id))
        .groupBy(mockAttempts.testId)
    : [];
  const mine = new Map(attempts.map((row) => [row.testId, row]));
  const required = tests.flatMap(({ test }) => (test.requiredCourseId ? [test.requiredCourseId] : []));
  const enrolled = user ? await enrolledCourseIds(db, user.id, required) : new Set<string>();
  return tests.map(({ test, courseTitle, courseKind }) => {
    const texts = mockTestTextsIn(test, locale);
    // The lengths an attempt started now will have (the attempt screen counts down the same).
    const sections = test.sections.map((section, index) => ({
      title: texts.sectionTitle(index, section.title),
      topic: section.topic as PracticeTopic,
      kind: isCodingSection(section) ? ('coding' as const) : ('questions' as const),
      questionCount: itemsIn(section),
      durationSeconds: scaledSeconds(section.durationSeconds, timeScale),
    }));
    return {
      id: test.id,
      slug: test.slug,
      title: texts.title,
      description: texts.description,
      instructions: texts.instructions,
      sections,
      questionCount: testQuestions(test),
      durationSeconds: sections.reduce((sum, section) => sum + section.durationSeconds, 0),
      marksPerQuestion: test.marksPerQuestion,
      negativeMarks: test.negativeMarks,
      maxAttempts: test.maxAttempts,
      free: test.requiredCourseId === null,
      requiredCourse: test.requiredCourseId
        ? { id: test.requiredCourseId, title: courseTitle ?? '', kind: courseKind ?? 'course' }
        : null,
      attemptsUsed: mine.get(test.id)?.used ?? 0,
      inProgressAttemptId: mine.get(test.id)?.open ?? null,
      lastResultAttemptId: mine.get(test.id)?.last ?? null,
      locked: test.requiredCourseId !== null && !enrolled.has(test.requiredCourseId),
    };
  });
}

function clockOf(attempt: AttemptRow) {
  return {
    sectionSeconds: attempt.sectionSeconds,
    currentSection: attempt.currentSection,
    sectionStartedAt: attempt.sectionStartedAt,
  };
}

/**
 * Scores the attempt with the answers saved so far and closes it. Answers the attempt as it is now and what it was
 * scored from, so a result can be drawn without reading either again.
 */
async function finalize(
  tx: Transaction,
  attempt: AttemptRow,
  endedBy: 'submitted' | 'time-up',
  now: Date,
  known?: TestRow,
) {
  const test =
    known ??
    (await tx
      .select()
      .from(mockTests)
      .where(eq(mockTests.id, attempt.testId))
      .then((rows) => rows[0]));
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  const material = await attemptMaterial(tx, attempt);
  const { byId, answers } = material;
  let score = 0;
  for (const slot of attempt.slots) {
    const question = byId.get(slot.questionId);
    if (!question) continue;
    score += marksFor(question, outcomeOf(question, answers.get(slot.questionId)), test);
  }
  // Coding marks judged by now count at once; the rest are added when judged (mock-coding-marks.ts). A test
  // without a coding section has none (its sections cannot change once attempted).
  if (test.sections.some(isCodingSection)) {
    await settleCodingAnswers(tx, attempt.id, test.sections);
    score += await codingMarksOf(tx, attempt.id);
  }
  // The name the learner is shown under on the test's leaderboard, if any: their latest named attempt's.
  const named = (column: 'leaderboard_name' | 'leaderboard_name_hidden') =>
    sql`(select earlier.${sql.identifier(column)} from ${mockAttempts} as earlier where earlier.user_id = ${attempt.userId} and earlier.test_id = ${attempt.testId} and earlier.status = 'submitted' and earlier.leaderboard_name is not null order by earlier.submitted_at desc limit 1)`;
  const [closed] = await tx
    .update(mockAttempts)
    .set({
      status: 'submitted',
      endedBy,
      // Time up: the attempt ended at its deadline, not when the sweeper noticed.
      submittedAt: endedBy === 'time-up' && attempt.expiresAt < now ? attempt.expiresAt : now,
      score: roundMarks(score),
      // A learner shown on the leaderboard stays shown, with their best attempt, under the name they chose; a
      // name an admin hid stays hidden on the new attempt too.
      leaderboardName: named('leaderboard_name'),
      leaderboardNameHidden: sql`coalesce(${named('leaderboard_name_hidden')}, false)`,
    })
    .where(and(eq(mockAttempts.id, attempt.id), eq(mockAttempts.status, 'in_progress')))
    .returning();
  // Submitted or ended by the clock (the learner may have left): the result waits for them.
  if (closed) {
    await notify(tx, {
      userIds: [attempt.userId],
      kind: 'mockResult',
      params: { test: test.title, score: String(closed.score ?? 0) },
      link: `/mock-tests/attempts/${attempt.id}/result`,
      dedupeKey: `mock:${attempt.id}`,
    });
  }
  return { attempt: closed ?? attempt, material };
}

interface AttemptMaterial {
  byId: Map<string, QuestionRow>;
  answers: Map<string, AnswerRow>;
}

/** The attempt's questions, each with the answer saved for it so far, in one round trip. */
async function attemptMaterial(db: Database | Transaction, attempt: AttemptRow): Promise<AttemptMaterial> {
  const ids = attempt.slots.map((slot) => slot.questionId);
  const rows = ids.length
    ? await db
        .select({ question: questions, answer: attemptAnswers })
        .from(questions)
        .leftJoin(
          attemptAnswers,
          and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, questions.id)),
        )
        .where(inArray(questions.id, ids))
    : [];
  return {
    byId: new Map(rows.map((row) => [row.question.id, row.question])),
    answers: new Map(rows.flatMap((row) => (row.answer ? [[row.question.id, row.answer] as const] : []))),
  };
}

/** An attempt with its clock settled, and its test as it is now (for the view, without reading it again). */
type Settled = { attempt: AttemptRow; clock: SettledClock | null; test?: TestRow };

/** Stores where the attempt's clock now is: its current section, when that began, and the latest end. */
async function saveClock(tx: Transaction, attempt: AttemptRow, clock: SettledClock): Promise<Settled> {
  const [moved] = await tx
    .update(mockAttempts)
    .set({
      currentSection: clock.currentSection ?? attempt.currentSection,
      sectionStartedAt: clock.sectionStartedAt,
      expiresAt: clock.expiresAt,
    })
    .where(eq(mockAttempts.id, attempt.id))
    .returning();
  return { attempt: moved ?? attempt, clock };
}

/**
 * Refuses (403) a learner without an active enrolment in the test's course or programme: checked when an
 * attempt starts and again by every call on it, so a refund or a revoke ends a test in progress too.
 */
async function requireEnrolment(tx: Database | Transaction, userId: string, courseId: string) {
  if ((await enrolledCourseIds(tx, userId, [courseId])).size) return;
  const [course] = await tx
    .select({ title: courses.title, kind: courses.kind })
    .from(courses)
    .where(eq(courses.id, courseId));
  throw new AppError(
    'FORBIDDEN',
    `This mock test comes with the ${course?.kind === 'programme' ? 'programme' : 'course'} ${course?.title ?? ''}. Enrol in it to take the test.`,
  );
}

/**
 * Locks the learner's attempt, settles its clock (saving a section change) and submits it if its time ran out.
 * Another learner's attempt answers exactly like a missing one.
 */
export async function lockAndSettle(
  tx: Transaction,
  user: UserRow,
  attemptId: string,
  now: Date,
): Promise<Settled & { test: TestRow }> {
  const { attempt, test } = await attemptOfLearner(tx, user, attemptId, true);
  if (attempt.status !== 'in_progress') return { attempt, clock: null, test };
  const clock = settleClock(clockOf(attempt), now);
  if (clock.currentSection === null)
    return { attempt: (await finalize(tx, attempt, 'time-up', now, test)).attempt, clock: null, test };
  if (clock.currentSection !== attempt.currentSection)
    return { ...(await saveClock(tx, attempt, clock)), test };
  return { attempt, clock, test };
}

/**
 * The learner's attempt with its test, in one round trip (every save of an answer starts here, so a placement
 * day's burst meets it thousands of times a minute), locked when `lock`. Refuses an attempt of another learner as a
 * missing one, and a learner no longer enrolled in the test's course.
 */
async function attemptOfLearner(db: Database | Transaction, user: UserRow, attemptId: string, lock: boolean) {
  const query = db
    .select({
      attempt: mockAttempts,
      test: mockTests,
      enrolled: sql<boolean>`${mockTests.requiredCourseId} is null or exists (select 1 from ${enrollments} where ${enrollments.userId} = ${mockAttempts.userId} and ${enrollments.courseId} = ${mockTests.requiredCourseId} and ${enrollments.status} = 'active')`,
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
    .where(eq(mockAttempts.id, attemptId));
  const [row] = await (lock ? query.for('update', { of: mockAttempts }) : query);
  if (!row || row.attempt.userId !== user.id) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
  if (row.test.requiredCourseId && !row.enrolled)
    await requireEnrolment(db, user.id, row.test.requiredCourseId);
  return row;
}

/**
 * An attempt to read its result: a submitted one as it is, without a lock or a transaction (a placement day reads
 * thousands of results within a minute); one still running is settled first, which may submit it.
 */
async function settledForReading(db: Database, user: UserRow, attemptId: string, now: Date) {
  const row = await attemptOfLearner(db, user, attemptId, false);
  if (row.attempt.status !== 'in_progress') return { attempt: row.attempt, clock: null, test: row.test };
  return db.transaction((tx) => lockAndSettle(tx, user, attemptId, now));
}

async function buildAttemptView(
  db: Database | Transaction,
  attempt: AttemptRow,
  clock: SettledClock | null,
  now: Date,
  locale: Locale,
  known: { test?: TestRow; material?: AttemptMaterial } = {},
) {
  const test =
    known.test ??
    (await db
      .select()
      .from(mockTests)
      .where(eq(mockTests.id, attempt.testId))
      .then((rows) => rows[0]));
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  const [{ byId, answers }, codingAnswers] = await Promise.all([
    known.material ?? attemptMaterial(db, attempt),
    test.sections.some(isCodingSection) && !known.material
      ? db
          .select({ sectionIndex: mockCodingAnswers.sectionIndex })
          .from(mockCodingAnswers)
          .where(eq(mockCodingAnswers.attemptId, attempt.id))
      : Promise.resolve([]),
  ]);
  const current = clock?.currentSection ?? null;
  const numbered = attempt.slots.map((slot, index) => ({ slot, number: index + 1 }));
  const questionsNow =
    current === null
      ? []
      : numbered
          .filter(({ slot }) => slot.sectionIndex === current)
          .flatMap(({ slot, number }) => {
            const question = byId.get(slot.questionId);
            return question
              ? [attemptQuestion(question, slot, number, answers.get(slot.questionId), locale)]
              : [];
          });
  const texts = mockTestTextsIn(test, locale);
  const view: Attempt = {
    id: attempt.id,
    testId: attempt.testId,
    title: texts.title,
    status: attempt.status as Attempt['status'],
    serverNow: now.toISOString(),
    startedAt: attempt.startedAt.toISOString(),
    marksPerQuestion: test.marksPerQuestion,
    negativeMarks: test.negativeMarks,
    currentSection: current,
    sections: attempt.sectionSeconds.map((seconds, index) => {
      const slots = attempt.slots.filter((slot) => slot.sectionIndex === index);
      const answered = slots.filter((slot) => {
        const question = byId.get(slot.questionId);
        return question && isAnswered(question, answers.get(slot.questionId));
      }).length;
      const marked = slots.filter((slot) => answers.get(slot.questionId)?.markedForReview).length;
      const isCurrent = index === current;
      const section = test.sections[index];
      const coding = isCodingSection(section);
      return {
        index,
        title: texts.sectionTitle(index, section?.title ?? `Section ${index + 1}`),
        kind: coding ? ('coding' as const) : ('questions' as const),
        questionCount: coding ? problemsOf(section).length : slots.length,
        durationSeconds: seconds,
        state: current === null || index < current ? 'done' : isCurrent ? 'current' : 'upcoming',
        endsAt: isCurrent ? (clock?.sectionEndsAt?.toISOString() ?? null) : null,
        remainingSeconds: isCurrent ? remainingSeconds(clock?.sectionEndsAt ?? null, now) : null,
        // A coding problem counts as answered once something was submitted for it.
        answered: coding ? codingAnswers.filter((answer) => answer.sectionIndex === index).length : answered,
        marked,
      };
    }),
    questions: questionsNow,
    tabSwitches: attempt.tabSwitches,
    fullscreenExits: attempt.fullscreenExits,
  };
  return view;
}

type AnswerRow = typeof attemptAnswers.$inferSelect;

/**
 * A question as placed in this attempt: options in the attempt's order (in every language), the learner's answer
 * in that order, its texts in `locale` and, when it is written in more than one language, every version.
 */
function attemptQuestion(
  question: QuestionRow,
  slot: AttemptSlot,
  number: number,
  answer: AnswerRow | undefined,
  locale: Locale,
): AttemptQuestion {
  const {
    topic: _topic,
    difficulty: _difficulty,
    ...view
  } = toQuestionView(question, slot.optionOrder, locale);
  const shownIndex = (stored: number) => slot.optionOrder.indexOf(stored);
  const versions = questionVersions(question, slot.optionOrder);
  return {
    ...view,
    ...(versions ? { versions } : {}),
    number,
    sectionIndex: slot.sectionIndex,
    selected: (answer?.selected ?? [])
      .map(shownIndex)
      .filter((index) => index >= 0)
      .sort((a, b) => a - b),
    value: answer?.value ?? null,
    markedForReview: answer?.markedForReview ?? false,
  };
}

/**
 * Starts an attempt, or resumes the one in progress. Free tests need a login; others an active enrolment in
 * their course. At most `maxAttempts` per learner and test: the learner's row is locked while counting, so
 * two starts at once cannot both squeeze under the limit.
 */
export async function startAttempt(
  db: Database,
  user: UserRow,
  testId: string,
  timeScale: number,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Shared: a change of sections and marking waits until this attempt is in, and then refuses (admin-service.ts).
    const [found] = await tx
      .select({
        test: mockTests,
        enrolled: sql<boolean>`${mockTests.requiredCourseId} is null or exists (select 1 from ${enrollments} where ${enrollments.userId} = ${user.id} and ${enrollments.courseId} = ${mockTests.requiredCourseId} and ${enrollments.status} = 'active')`,
      })
      .from(mockTests)
      .where(and(eq(mockTests.id, testId), eq(mockTests.published, true)))
      .for('share');
    if (!found) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
    const { test } = found;
    if (test.requiredCourseId && !found.enrolled) await requireEnrolment(tx, user.id, test.requiredCourseId);
    // The learner's attempts of the test, read once: one still open, how many are used, which questions were met.
    const earlier = await tx
      .select({ id: mockAttempts.id, status: mockAttempts.status, slots: mockAttempts.slots })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userId, user.id), eq(mockAttempts.testId, test.id)));
    const open = earlier.find((attempt) => attempt.status === 'in_progress');
    if (open) {
      const settled = await lockAndSettle(tx, user, open.id, now);
      if (settled.attempt.status === 'in_progress') return { ...settled, material: undefined, resumed: true };
    }
    if (earlier.length >= test.maxAttempts) {
      throw new AppError(
        'CONFLICT',
        `You have used all ${test.maxAttempts} attempt${test.maxAttempts === 1 ? '' : 's'} of this test.`,
      );
    }
    const pool = test.sections.flatMap((section) => section.questionIds);
    // Whole rows: the new attempt's view is drawn from them without reading them again.
    const liveRows = pool.length
      ? await tx
          .select()
          .from(questions)
          .where(and(inArray(questions.id, pool), isNull(questions.archivedAt)))
      : [];
    const byId = new Map(liveRows.map((row) => [row.id, row]));
    const seen = new Set(earlier.flatMap((attempt) => attempt.slots.map((slot) => slot.questionId)));
    const liveIds = new Set(byId.keys());
    const slots: AttemptSlot[] = test.sections.flatMap((section, sectionIndex) =>
      drawSection(section, liveIds, seen).map((questionId) => {
        const question = byId.get(questionId);
        const optionCount = question?.kind === 'numeric' ? 0 : (question?.options.length ?? 0);
        return { questionId, sectionIndex, optionOrder: shuffled([...Array(optionCount).keys()]) };
      }),
    );
    const sectionSeconds = test.sections.map((section) => scaledSeconds(section.durationSeconds, timeScale));
    const clock = settleClock({ sectionSeconds, currentSection: 0, sectionStartedAt: now }, now);
    const [attempt] = await tx
      .insert(mockAttempts)
      .values({
        testId: test.id,
        userId: user.id,
        startedAt: now,
        sectionSeconds,
        currentSection: 0,
        sectionStartedAt: now,
        expiresAt: clock.expiresAt,
        slots,
      })
      .returning();
    if (!attempt) throw new Error('attempt insert returned nothing');
    // A new attempt has no answers yet: its view needs nothing more from the database.
    const material: AttemptMaterial = { byId, answers: new Map() };
    return { attempt, clock: clock as SettledClock | null, test, material, resumed: false };
  });
  return {
    ...(await buildAttemptView(db, outcome.attempt, outcome.clock, now, locale, outcome)),
    resumed: outcome.resumed,
  };
}

export async function getAttempt(
  db: Database,
  user: UserRow,
  attemptId: string,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const settled = await db.transaction((tx) => lockAndSettle(tx, user, attemptId, now));
  return buildAttemptView(db, settled.attempt, settled.clock, now, locale, settled);
}

/** Refusals are decided inside the transaction but thrown after it commits, so a time-up submission sticks. */
export async function withOpenAttempt<Result>(
  db: Database,
  user: UserRow,
  attemptId: string,
  now: Date,
  work: (tx: Transaction, attempt: AttemptRow, clock: SettledClock, test: TestRow) => Promise<Result>,
) {
  const outcome = await db.transaction(async (tx): Promise<{ refusal: string } | { result: Result }> => {
    const { attempt, clock, test } = await lockAndSettle(tx, user, attemptId, now);
    if (!clock) return { refusal: attempt.endedBy === 'time-up' ? TIME_UP : ALREADY_SUBMITTED };
    return { result: await work(tx, attempt, clock, test) };
  });
  if ('refusal' in outcome) throw new AppError('CONFLICT', outcome.refusal);
  return outcome.result;
}

/** Saves one answer (or its review mark) in the current section, in stored option indexes. */
export async function saveAnswer(
  db: Database,
  user: UserRow,
  attemptId: string,
  body: AttemptAnswerRequest,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const saved = await withOpenAttempt(db, user, attemptId, now, async (tx, attempt, clock) => {
    const number = attempt.slots.findIndex((slot) => slot.questionId === body.questionId);
    const slot = attempt.slots[number];
    if (!slot) return { refusal: 'NOT_FOUND' as const };
    if (slot.sectionIndex < (clock.currentSection ?? 0)) return { refusal: 'SECTION_OVER' as const };
    if (slot.sectionIndex > (clock.currentSection ?? 0)) return { refusal: 'SECTION_NOT_STARTED' as const };
    // The question and the answer saved so far, in one round trip.
    const [found] = await tx
      .select({ question: questions, existing: attemptAnswers })
      .from(questions)
      .leftJoin(
        attemptAnswers,
        and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, questions.id)),
      )
      .where(eq(questions.id, slot.questionId));
    if (!found) return { refusal: 'NOT_FOUND' as const };
    const { question, existing } = found;
    if (question.kind !== 'numeric' && body.selected?.some((shown) => shown >= slot.optionOrder.length)) {
      throw new AppError('BAD_REQUEST', 'Choose options from the list.');
    }
    const selected = body.selected
      ? body.selected.map((shown) => slot.optionOrder[shown] ?? -1)
      : (existing?.selected ?? []);
    const value = body.value === undefined ? (existing?.value ?? null) : body.value;
    checkAnswerShape(question, selected, value, true);
    const sectionSeconds = attempt.sectionSeconds[slot.sectionIndex] ?? 0;
    const values = {
      selected,
      value,
      markedForReview: body.markedForReview ?? existing?.markedForReview ?? false,
      timeSpentSeconds: Math.min(
        sectionSeconds,
        (existing?.timeSpentSeconds ?? 0) + (body.timeSpentSeconds ?? 0),
      ),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: question.id, ...values })
      .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: values })
      .returning();
    return {
      question: attemptQuestion(question, slot, number + 1, row, locale),
      remainingSeconds: remainingSeconds(clock.sectionEndsAt, now),
    };
  });
  if ('refusal' in saved) {
    if (saved.refusal === 'NOT_FOUND') throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    throw new AppError('CONFLICT', saved.refusal === 'SECTION_OVER' ? SECTION_OVER : SECTION_NOT_STARTED);
  }
  return saved;
}

/**
 * The learner is done with section `fromSection`: the next one starts now (the last one ends the test). When the
 * attempt is no longer in that section (its deadline passed while the request waited, another device moved on,
 * or this is a retry of a request that did) nothing moves: moving on again would end a section the learner never
 * asked to leave, or submit the test. Without `fromSection`, the current section ends.
 */
export async function nextSection(
  db: Database,
  user: UserRow,
  attemptId: string,
  fromSection?: number,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const settled = await withOpenAttempt(db, user, attemptId, now, async (tx, attempt, current, test) => {
    if (fromSection !== undefined && current.currentSection !== fromSection)
      return { attempt, clock: current, test };
    const clock = moveOn(clockOf(attempt), now);
    if (clock.currentSection === null)
      return { attempt: (await finalize(tx, attempt, 'submitted', now, test)).attempt, clock: null, test };
    return { ...(await saveClock(tx, attempt, clock)), test };
  });
  return buildAttemptView(db, settled.attempt, settled.clock, now, locale, settled);
}

/** Counts a tab switch or a fullscreen exit; an attempt already over keeps its counts. */
export async function recordIntegrityEvent(
  db: Database,
  user: UserRow,
  attemptId: string,
  kind: IntegrityEvent,
  now = new Date(),
) {
  const column = kind === 'tab-switch' ? mockAttempts.tabSwitches : mockAttempts.fullscreenExits;
  const attempt = await db.transaction(async (tx) => {
    const { attempt, clock } = await lockAndSettle(tx, user, attemptId, now);
    if (!clock) return attempt;
    const [counted] = await tx
      .update(mockAttempts)
      .set(
        kind === 'tab-switch' ? { tabSwitches: sql`${column} + 1` } : { fullscreenExits: sql`${column} + 1` },
      )
      .where(eq(mockAttempts.id, attempt.id))
      .returning();
    return counted ?? attempt;
  });
  return { tabSwitches: attempt.tabSwitches, fullscreenExits: attempt.fullscreenExits };
}

/** Submits once: a second submission (or fifty at once) finds it submitted and answers the same result. */
export async function submitAttempt(
  db: Database,
  user: UserRow,
  attemptId: string,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const submitted = await db.transaction(async (tx) => {
    const { attempt, clock, test } = await lockAndSettle(tx, user, attemptId, now);
    return clock ? { ...(await finalize(tx, attempt, 'submitted', now, test)), test } : undefined;
  });
  // Submitted now: the result is drawn from what was scored (a placement day submits thousands in a minute).
  return attemptResult(db, user, attemptId, locale, now, submitted);
}

/** The result in `locale`; the review carries every language of a question written in more than one. */
export async function attemptResult(
  db: Database,
  user: UserRow,
  attemptId: string,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
  scored?: { attempt: AttemptRow; test: TestRow; material: AttemptMaterial },
) {
  const settled = scored ?? (await settledForReading(db, user, attemptId, now));
  const { test } = settled;
  let { attempt } = settled;
  // Coding marks judged since the submission are added now; a test without coding sections has none.
  if (
    attempt.status === 'submitted' &&
    test.sections.some(isCodingSection) &&
    (await settleSubmittedAttempt(db, attempt.id))
  ) {
    attempt = (await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id)))[0] ?? attempt;
  }
  if (attempt.status !== 'submitted' || attempt.score === null || !attempt.submittedAt) {
    throw new AppError('CONFLICT', SUBMIT_FIRST);
  }
  const { byId, answers } = scored?.material ?? (await attemptMaterial(db, attempt));
  const [scores, solutions, coding] = await Promise.all([
    firstAttemptScores(db, test.id, user.id),
    solutionsOpen(db, user, test, attempt.submittedAt, now),
    codingResults(db, attempt.id, test.sections),
  ]);

  const review = attempt.slots.flatMap((slot, index) => {
    const question = byId.get(slot.questionId);
    if (!question) return [];
    const answer = answers.get(slot.questionId);
    const outcome = outcomeOf(question, answer);
    const shown = (stored: number) => slot.optionOrder.indexOf(stored);
    const { versions: _asked, ...asked } = attemptQuestion(question, slot, index + 1, answer, locale);
    const versions = reviewedQuestionVersions(question, slot.optionOrder);
    return [
      {
        ...asked,
        ...(versions ? { versions } : {}),
        topic: question.topic as PracticeTopic,
        subtopic: question.subtopic,
        correctOptions: question.kind === 'numeric' ? [] : question.correct.map(shown).sort((a, b) => a - b),
        numericAnswer: question.kind === 'numeric' ? question.numericAnswer : null,
        explanation: questionTextsIn(question, locale).explanation,
        outcome,
        marks: marksFor(question, outcome, test),
        timeSpentSeconds: answer?.timeSpentSeconds ?? 0,
      },
    ];
  });
  const tally = (items: typeof review) => ({
    correct: items.filter((item) => item.outcome === 'correct').length,
    wrong: items.filter((item) => item.outcome === 'wrong').length,
    unanswered: items.filter((item) => item.outcome === 'unanswered').length,
  });
  const texts = mockTestTextsIn(test, locale);
  const sections = test.sections.map((section, index) => {
    const title = texts.sectionTitle(index, section.title);
    if (isCodingSection(section)) {
      const problems = coding
        .filter((problem) => problem.sectionIndex === index)
        .map(({ sectionIndex: _s, ...problem }) => problem);
      const full = problems.filter(
        (problem) => problem.marks !== null && problem.marks >= problem.maxMarks,
      ).length;
      const attempted = problems.filter((problem) => problem.status !== null).length;
      return {
        title,
        kind: 'coding' as const,
        problems,
        score: roundMarks(problems.reduce((sum, problem) => sum + (problem.marks ?? 0), 0)),
        maxScore: problems.length * marksPerProblem(section),
        // A problem is right when every hidden test passed, wrong when something was submitted short of that.
        correct: full,
        wrong: attempted - full,
        unanswered: problems.length - attempted,
        accuracy: attempted > 0 ? Math.round((full / attempted) * 100) : null,
        timeSpentSeconds: 0,
        averageSecondsPerQuestion: null,
      };
    }
    const items = review.filter((item) => item.sectionIndex === index);
    const counts = tally(items);
    const answered = counts.correct + counts.wrong;
    const timeSpentSeconds = items.reduce((sum, item) => sum + item.timeSpentSeconds, 0);
    return {
      title,
      kind: 'questions' as const,
      problems: [],
      score: roundMarks(items.reduce((sum, item) => sum + item.marks, 0)),
      maxScore: items.length * test.marksPerQuestion,
      ...counts,
      accuracy: answered > 0 ? Math.round((counts.correct / answered) * 100) : null,
      timeSpentSeconds,
      averageSecondsPerQuestion: items.length > 0 ? Math.round(timeSpentSeconds / items.length) : null,
    };
  });
  const bySubtopic = new Map<string, { topic: string; subtopic: string; correct: number; total: number }>();
  for (const item of review) {
    const key = `${item.topic}\u0000${item.subtopic}`;
    const entry = bySubtopic.get(key) ?? { topic: item.topic, subtopic: item.subtopic, correct: 0, total: 0 };
    entry.total += 1;
    if (item.outcome === 'correct') entry.correct += 1;
    bySubtopic.set(key, entry);
  }
  return {
    attemptId: attempt.id,
    testId: test.id,
    title: texts.title,
    endedBy: (attempt.endedBy ?? 'submitted') as 'submitted' | 'time-up',
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt.toISOString(),
    score: attempt.score,
    maxScore: roundMarks(
      review.length * test.marksPerQuestion +
        test.sections.reduce(
          (sum, section) => sum + problemsOf(section).length * marksPerProblem(section),
          0,
        ),
    ),
    marksPerQuestion: test.marksPerQuestion,
    negativeMarks: test.negativeMarks,
    ...tally(review),
    // Among fewer first attempts than the threshold a percentile says nothing; the count goes out instead.
    percentile: scores.length >= PERCENTILE_MIN_ATTEMPTS ? percentileOf(attempt.score, scores) : null,
    attemptsCompared: scores.length,
    sections,
    codingPending: coding.some((problem) => problem.status !== null && problem.marks === null),
    weakestSubtopics: weakestSubtopics([...bySubtopic.values()]).map((entry) => ({
      ...entry,
      topic: entry.topic as PracticeTopic,
      practicePath: practicePath(entry.topic, entry.subtopic),
    })),
    tabSwitches: attempt.tabSwitches,
    fullscreenExits: attempt.fullscreenExits,
    solutionsAvailable: solutions.open,
    solutionsAvailableAt: solutions.opensAt,
    review: solutions.open ? review : [],
  };
}

/**
 * The scores a percentile compares with: each learner's first attempt of the test, and only one that answered
 * a question or submitted code — a retake knows the questions, and throw-away accounts' empty attempts would lift everyone else.
 * The viewer's own first attempt counts in their own result even when empty: they are one of the learners.
 */
async function firstAttemptScores(db: Database, testId: string, viewerId: string) {
  const answeredSomething = sql<boolean>`exists (select 1 from ${attemptAnswers} where ${attemptAnswers}.${sql.identifier('attempt_id')} = ${mockAttempts}.${sql.identifier('id')} and (jsonb_array_length(${attemptAnswers}.${sql.identifier('selected')}) > 0 or ${attemptAnswers}.${sql.identifier('value')} is not null)) or exists (select 1 from ${mockCodingAnswers} where ${mockCodingAnswers}.${sql.identifier('attempt_id')} = ${mockAttempts}.${sql.identifier('id')})`;
  const firsts = await db
    .selectDistinctOn([mockAttempts.userId], {
      userId: mockAttempts.userId,
      score: mockAttempts.score,
      answered: answeredSomething,
    })
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.testId, testId),
        eq(mockAttempts.status, 'submitted'),
        isNotNull(mockAttempts.score),
      ),
    )
    .orderBy(mockAttempts.userId, asc(mockAttempts.startedAt), asc(mockAttempts.id));
  return firsts.flatMap((row) => (row.answered || row.userId === viewerId ? [row.score ?? 0] : []));
}

/**
 * Whether the learner may see the key and explanations of an attempt: once they have no attempts left, or when
 * the test's cooling-off after the attempt is over — and never while another attempt of the test is running.
 */
async function solutionsOpen(db: Database, user: UserRow, test: TestRow, submittedAt: Date, now: Date) {
  const [mine] = await db
    .select({
      submitted: sql<number>`count(*) filter (where ${mockAttempts.status} = 'submitted')::int`,
      running: sql<number>`count(*) filter (where ${mockAttempts.status} = 'in_progress')::int`,
    })
    .from(mockAttempts)
    .where(and(eq(mockAttempts.userId, user.id), eq(mockAttempts.testId, test.id)));
  const opensAt = new Date(submittedAt.getTime() + test.solutionsCoolingOffHours * 3_600_000);
  const running = (mine?.running ?? 0) > 0;
  const open = !running && ((mine?.submitted ?? 0) >= test.maxAttempts || now >= opensAt);
  return { open, opensAt: open || now >= opensAt ? null : opensAt.toISOString() };
}

/**
 * Shows the learner on a test's leaderboard under a name they pick, or takes them off it (null). The choice is the
 * learner's on that test, made from any of their results: it applies to all their submitted attempts (and to later
 * ones, see `finalize`), so the board shows their best attempt and every result page tells the same. A name an
 * admin hid stays hidden (shown as an anonymous learner), also on later attempts, until an admin shows it again.
 */
export async function setLeaderboardName(
  db: Database,
  user: UserRow,
  attemptId: string,
  displayName: string | null,
) {
  const [attempt] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
  if (!attempt || attempt.userId !== user.id) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
  if (attempt.status !== 'submitted') throw new AppError('CONFLICT', SUBMIT_FIRST);
  await db
    .update(mockAttempts)
    .set({ leaderboardName: displayName })
    .where(
      and(
        eq(mockAttempts.userId, user.id),
        eq(mockAttempts.testId, attempt.testId),
        eq(mockAttempts.status, 'submitted'),
      ),
    );
  return leaderboard(db, attempt.testId, user.id);
}

const LEADERBOARD_SIZE = 20;

/**
 * Each opted-in learner's best attempt (earliest on a tie), best first; ranks shared on equal scores. One query
 * ranks everybody, so the caller's own entry (`mine`) carries the rank the board shows, also below the top.
 */
export async function leaderboard(db: Database, testId: string, userId: string | undefined) {
  const [test] = await db
    .select({ id: mockTests.id })
    .from(mockTests)
    .where(and(eq(mockTests.id, testId), eq(mockTests.published, true)));
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  const best = db
    .selectDistinctOn([mockAttempts.userId], {
      userId: mockAttempts.userId,
      name: mockAttempts.leaderboardName,
      hidden: mockAttempts.leaderboardNameHidden,
      score: mockAttempts.score,
      submittedAt: mockAttempts.submittedAt,
    })
    .from(mockAttempts)
    // A closed account leaves the leaderboard at once (its name is erased with it after 14 days).
    .innerJoin(users, and(eq(users.id, mockAttempts.userId), isNull(users.closedAt)))
    .where(
      and(
        eq(mockAttempts.testId, testId),
        eq(mockAttempts.status, 'submitted'),
        isNotNull(mockAttempts.leaderboardName),
        isNotNull(mockAttempts.score),
      ),
    )
    .orderBy(mockAttempts.userId, desc(mockAttempts.score), asc(mockAttempts.submittedAt))
    .as('best');
  const ranked = db
    .select({
      userId: best.userId,
      name: best.name,
      hidden: best.hidden,
      score: best.score,
      submittedAt: best.submittedAt,
      rank: sql<number>`rank() over (order by ${best.score} desc)`.as('rank'),
      position: sql<number>`row_number() over (order by ${best.score} desc, ${best.submittedAt} asc)`.as(
        'position',
      ),
    })
    .from(best)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(
      userId
        ? or(lte(ranked.position, LEADERBOARD_SIZE), eq(ranked.userId, userId))
        : lte(ranked.position, LEADERBOARD_SIZE),
    )
    .orderBy(asc(ranked.position));
  const entryOf = (row: (typeof rows)[number]) => ({
    rank: Number(row.rank),
    displayName: row.hidden ? ANONYMOUS_LEARNER : (row.name ?? ''),
    score: row.score ?? 0,
    submittedAt: row.submittedAt?.toISOString() ?? '',
    mine: row.userId === userId,
  });
  const own = rows.find((row) => row.userId === userId);
  return {
    entries: rows.filter((row) => Number(row.position) <= LEADERBOARD_SIZE).map(entryOf),
    mine: own ? { ...entryOf(own), chosenName: own.name ?? '' } : null,
  };
}

/** Attempts one sweep closes at once: a placement day's deadline ends hundreds together. */
const SWEEP_PARALLEL = 4;

/**
 * Submits attempts whose time ran out while nobody was watching, in batches until none is due, a few at once.
 * Another instance sweeping at the same moment skips the rows this one holds. Answers how many it closed.
 */
export async function submitExpiredAttempts(db: Database, now = new Date(), batch = 100) {
  let closed = 0;
  for (;;) {
    const due = await db
      .select({ id: mockAttempts.id })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.status, 'in_progress'), lte(mockAttempts.expiresAt, now)))
      .limit(batch);
    let closedNow = 0;
    for (let first = 0; first < due.length; first += SWEEP_PARALLEL) {
      const done = await Promise.all(
        due.slice(first, first + SWEEP_PARALLEL).map(({ id }) =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .select({ attempt: mockAttempts, test: mockTests })
              .from(mockAttempts)
              .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
              .where(and(eq(mockAttempts.id, id), eq(mockAttempts.status, 'in_progress')))
              .for('update', { of: mockAttempts, skipLocked: true });
            if (!row || settleClock(clockOf(row.attempt), now).currentSection !== null) return false;
            await finalize(tx, row.attempt, 'time-up', now, row.test);
            return true;
          }),
        ),
      );
      closedNow += done.filter(Boolean).length;
    }
    closed += closedNow;
    // A full batch of which some closed: more may be due. Rows another sweeper holds are its to close.
    if (due.length < batch || closedNow === 0) return closed;
  }
}
