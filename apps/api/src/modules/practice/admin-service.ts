import { randomUUID } from 'node:crypto';
import {
  type AdminAttemptsQuery,
  type AdminMockSection,
  type AdminMockTest,
  type AdminQuestion,
  type AdminQuestionsQuery,
  type LeaderboardNameModerationRequest,
  MOCK_SECTIONS_LOCKED,
  type MockTestSectionsRequest,
  mockPoolWarning,
  QUESTION_CSV_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionImportReport,
  type QuestionImportRequest,
  type QuestionInput,
  type UpdateMockTestRequest,
  type UpdateQuestionRequest,
  ZQuestionInputSchema,
} from '@pathshala/shared/admin-practice';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { mockAttempts, mockTests, questions } from '../../db/schema/practice.ts';
import { replaceImage } from '../../lib/catalogue-images.ts';
import { parseCsv } from '../../lib/csv.ts';
import { pageWindow } from '../../lib/paging.ts';
import { containing } from '../../lib/search-filters.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { ATTEMPT_NOT_FOUND, drawnFrom, TEST_NOT_FOUND } from './mock-service.ts';
import { QUESTION_NOT_FOUND, type QuestionRow } from './questions.ts';

const KEY_TAKEN = 'A question with this key is already in the bank.';
const direction = (order: 'asc' | 'desc', column: SQL | Parameters<typeof asc>[0]) =>
  order === 'asc' ? asc(column) : desc(column);

/**
 * How many tests ask the question: its id inside any section's questionIds. Columns are named with their tables:
 * a one-table select writes them bare, and a bare "id" in this subquery would be the test's own.
 */
const usedInTests = sql<number>`(select count(*) from ${mockTests} where exists (select 1 from jsonb_array_elements(${mockTests}.${sql.identifier('sections')}) as section where section->'questionIds' ? ${questions}.${sql.identifier('id')}::text))::int`;

export function toAdminQuestion(row: QuestionRow, used: number): AdminQuestion {
  return {
    id: row.id,
    key: row.key,
    topic: row.topic as AdminQuestion['topic'],
    subtopic: row.subtopic,
    difficulty: row.difficulty as AdminQuestion['difficulty'],
    kind: row.kind as AdminQuestion['kind'],
    prompt: row.prompt,
    options: row.options,
    correct: row.correct,
    numericAnswer: row.numericAnswer,
    numericTolerance: row.numericTolerance,
    explanation: row.explanation,
    imageUrl: row.imageUrl,
    archived: row.archivedAt !== null,
    usedInTests: used,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listQuestions(db: Database, query: AdminQuestionsQuery) {
  const where = and(
    query.q
      ? or(
          ilike(questions.prompt, containing(query.q)),
          ilike(questions.key, containing(query.q)),
          ilike(questions.subtopic, containing(query.q)),
        )
      : undefined,
    query.topic ? eq(questions.topic, query.topic) : undefined,
    query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
    query.kind ? eq(questions.kind, query.kind) : undefined,
    query.archived === 'true' ? isNotNull(questions.archivedAt) : undefined,
    query.archived === 'false' ? isNull(questions.archivedAt) : undefined,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ question: questions, used: usedInTests })
      .from(questions)
      .where(where)
      .orderBy(direction(query.order, questions[query.sort]), asc(questions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { items: rows.map((row) => toAdminQuestion(row.question, row.used)), total: total?.n ?? 0 };
}

async function questionWithUse(db: Database, id: string) {
  const [row] = await db
    .select({ question: questions, used: usedInTests })
    .from(questions)
    .where(eq(questions.id, id));
  if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  return toAdminQuestion(row.question, row.used);
}

const storedFields = (input: Omit<QuestionInput, 'key'>) => ({
  topic: input.topic,
  subtopic: input.subtopic,
  difficulty: input.difficulty,
  kind: input.kind,
  prompt: input.prompt,
  options: input.kind === 'numeric' ? [] : input.options,
  correct: input.kind === 'numeric' ? [] : [...input.correct].sort((a, b) => a - b),
  numericAnswer: input.kind === 'numeric' ? input.numericAnswer : null,
  numericTolerance: input.kind === 'numeric' ? input.numericTolerance : 0,
  explanation: input.explanation,
  imageUrl: input.imageUrl || null,
});

export async function createQuestion(db: Database, request: FastifyRequest, input: QuestionInput) {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(questions)
      .values({ key: input.key ?? `admin.${randomUUID().slice(0, 13)}`, ...storedFields(input) })
      .onConflictDoNothing({ target: questions.key })
      .returning();
    if (!created) throw new AppError('CONFLICT', KEY_TAKEN);
    await recordAudit(tx, request, {
      action: 'question.create',
      objectType: 'question',
      objectId: created.id,
      after: toAdminQuestion(created, 0),
    });
    return created.id;
  });
  return questionWithUse(db, id);
}

/** An edit; `archived` archives (leaves practice and new attempts) or restores. Old results keep the question. */
export async function updateQuestion(
  db: Database,
  request: FastifyRequest,
  id: string,
  input: UpdateQuestionRequest,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    const archivedAt =
      input.archived === undefined
        ? before.archivedAt
        : input.archived
          ? (before.archivedAt ?? new Date())
          : null;
    const [after] = await tx
      .update(questions)
      .set({ ...storedFields(input), archivedAt, updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    await recordAudit(tx, request, {
      action: 'question.update',
      objectType: 'question',
      objectId: id,
      before: toAdminQuestion(before, 0),
      after: after && toAdminQuestion(after, 0),
    });
  });
  return questionWithUse(db, id);
}

export async function archiveQuestion(db: Database, request: FastifyRequest, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    if (before.archivedAt) return;
    await tx
      .update(questions)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(eq(questions.id, id));
    await recordAudit(tx, request, {
      action: 'question.archive',
      objectType: 'question',
      objectId: id,
      before: { archived: false },
      after: { archived: true },
    });
  });
  return questionWithUse(db, id);
}

/** Refuses a missing question (404) before its upload is read. */
export async function questionExists(db: Database, id: string) {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  if (!row) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
}

/**
 * Points the question at a normalised uploaded image (stored through Storage like the catalogue's images); the
 * image it replaced is deleted when it was ours and nothing else shows it. Archived questions take one too: old
 * results still show them.
 */
export async function replaceQuestionImage(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  id: string,
  image: Buffer,
) {
  await replaceImage(db, storage, request.log, image, (imageUrl) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
      await tx.update(questions).set({ imageUrl, updatedAt: new Date() }).where(eq(questions.id, id));
      await recordAudit(tx, request, {
        action: 'question.image',
        objectType: 'question',
        objectId: id,
        before: { imageUrl: before.imageUrl },
        after: { imageUrl },
      });
      return { replaced: before.imageUrl, result: undefined };
    }),
  );
  return questionWithUse(db, id);
}

// ── Bulk import ───────────────────────────────────────────────────────────────────────────────────

interface ImportRow {
  row: number;
  raw: unknown;
}

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** CSV rows as question objects: options from option_a..option_f, `correct` as letters ("B" or "A;C"). */
function csvRows(content: string): ImportRow[] | string {
  const table = parseCsv(content);
  if (!table) return 'The CSV has a quote that is never closed.';
  const [header, ...body] = table.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = QUESTION_CSV_COLUMNS.filter(
    (column) => !['option_e', 'option_f', 'image_url'].includes(column) && !names.includes(column),
  );
  if (missing.length > 0) return `The CSV header lacks: ${missing.join(', ')}.`;
  return body.map((cells, index) => {
    const cell = (name: string) => (cells[names.indexOf(name)] ?? '').trim();
    const options = LETTERS.map((letter) => cell(`option_${letter}`)).filter((option) => option !== '');
    const correct = cell('correct')
      .split(/[;,\s]+/)
      .filter(Boolean)
      .map((letter) => LETTERS.indexOf(letter.toLowerCase()));
    const numeric = cell('numeric_answer');
    const tolerance = cell('numeric_tolerance');
    return {
      row: index + 2,
      raw: {
        key: cell('key') || undefined,
        topic: cell('topic'),
        subtopic: cell('subtopic'),
        difficulty: cell('difficulty'),
        kind: cell('kind'),
        prompt: cell('prompt'),
        options,
        correct,
        numericAnswer: numeric === '' ? null : Number(numeric),
        numericTolerance: tolerance === '' ? 0 : Number(tolerance),
        explanation: cell('explanation'),
        imageUrl: cell('image_url') || null,
      },
    };
  });
}

function jsonRows(content: string): ImportRow[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return 'The file is not valid JSON.';
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown })?.questions;
  if (!Array.isArray(list)) return 'The JSON must be an array of questions (or { "questions": [...] }).';
  return list.map((raw, index) => ({ row: index + 1, raw }));
}

const sameQuestion = (stored: QuestionRow, input: QuestionInput) => {
  const fields = storedFields(input);
  return (
    (Object.keys(fields) as (keyof typeof fields)[]).every(
      (name) => JSON.stringify(stored[name]) === JSON.stringify(fields[name]),
    ) && stored.archivedAt === null
  );
};

/**
 * Checks every row and reports what would be created, changed or left as it is. A real run writes all rows
 * in one transaction, and nothing at all if any row is invalid.
 */
export async function importQuestions(db: Database, request: FastifyRequest, body: QuestionImportRequest) {
  const rows = body.format === 'csv' ? csvRows(body.content) : jsonRows(body.content);
  if (typeof rows === 'string') throw new AppError('BAD_REQUEST', rows);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', 'The file has no questions.');
  if (rows.length > QUESTION_IMPORT_MAX_ROWS) {
    throw new AppError('BAD_REQUEST', `At most ${QUESTION_IMPORT_MAX_ROWS} questions at a time.`);
  }
  const report: QuestionImportReport = {
    dryRun: body.dryRun,
    rows: rows.length,
    create: [],
    update: [],
    unchanged: [],
    errors: [],
    written: 0,
  };
  const valid: { row: number; input: QuestionInput & { key: string } }[] = [];
  const firstRowOfKey = new Map<string, number>();
  for (const { row, raw } of rows) {
    const parsed = ZQuestionInputSchema.safeParse(raw);
    const key =
      typeof (raw as { key?: unknown })?.key === 'string' ? String((raw as { key: string }).key) : null;
    if (!parsed.success) {
      report.errors.push({ row, key, message: parsed.error.issues[0]?.message ?? 'Invalid question.' });
      continue;
    }
    if (!parsed.data.key) {
      report.errors.push({
        row,
        key: null,
        message: 'Each imported question needs a key (so a second import updates it).',
      });
      continue;
    }
    const earlier = firstRowOfKey.get(parsed.data.key);
    if (earlier !== undefined) {
      report.errors.push({
        row,
        key: parsed.data.key,
        message: `The key is used again (first in row ${earlier}).`,
      });
      continue;
    }
    firstRowOfKey.set(parsed.data.key, row);
    valid.push({ row, input: { ...parsed.data, key: parsed.data.key } });
  }

  const write = !body.dryRun && report.errors.length === 0;
  await db.transaction(async (tx) => {
    const keys = valid.map((entry) => entry.input.key);
    const existing = new Map<string, QuestionRow>();
    for (let start = 0; start < keys.length; start += 500) {
      const batch = keys.slice(start, start + 500);
      const stored = await tx
        .select()
        .from(questions)
        .where(inArray(questions.key, batch))
        .for(write ? 'update' : 'share');
      for (const question of stored) existing.set(question.key, question);
    }
    for (const { input } of valid) {
      const stored = existing.get(input.key);
      if (!stored) report.create.push(input.key);
      else if (sameQuestion(stored, input)) report.unchanged.push(input.key);
      else report.update.push(input.key);
    }
    if (!write) return;
    const now = new Date();
    for (const { input } of valid) {
      const stored = existing.get(input.key);
      if (stored && sameQuestion(stored, input)) continue;
      const fields = { ...storedFields(input), archivedAt: null, updatedAt: now };
      await tx
        .insert(questions)
        .values({ key: input.key, ...fields })
        .onConflictDoUpdate({ target: questions.key, set: fields });
      report.written += 1;
    }
    await recordAudit(tx, request, {
      action: 'question.import',
      objectType: 'question',
      objectId: 'import',
      after: { format: body.format, created: report.create, updated: report.update },
    });
  });
  return report;
}

// ── Mock tests ────────────────────────────────────────────────────────────────────────────────────

async function adminMockTests(db: Database, testId?: string): Promise<AdminMockTest[]> {
  const rows = await db
    .select({
      test: mockTests,
      courseTitle: courses.title,
      attempts: sql<number>`(select count(*) from ${mockAttempts} where ${mockAttempts.testId} = ${mockTests.id})::int`,
      submitted: sql<number>`(select count(*) from ${mockAttempts} where ${mockAttempts.testId} = ${mockTests.id} and ${mockAttempts.status} = 'submitted')::int`,
      averageScore: sql<
        number | null
      >`(select round(avg(${mockAttempts.score})::numeric, 2)::float8 from ${mockAttempts} where ${mockAttempts.testId} = ${mockTests.id} and ${mockAttempts.status} = 'submitted')`,
    })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.requiredCourseId))
    .where(testId ? eq(mockTests.id, testId) : undefined)
    .orderBy(asc(mockTests.position), asc(mockTests.title));
  const ids = [
    ...new Set(rows.flatMap(({ test }) => test.sections.flatMap((section) => section.questionIds))),
  ];
  const keyOf = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const batch = ids.slice(start, start + 1000);
    const found = await db
      .select({ id: questions.id, key: questions.key })
      .from(questions)
      .where(inArray(questions.id, batch));
    for (const row of found) keyOf.set(row.id, row.key);
  }
  return rows.map(({ test, courseTitle, attempts, submitted, averageScore }) => {
    const questionCount = test.sections.reduce((sum, section) => sum + drawnFrom(section), 0);
    const poolSize = test.sections.reduce((sum, section) => sum + section.questionIds.length, 0);
    return {
      id: test.id,
      slug: test.slug,
      title: test.title,
      published: test.published,
      questionCount,
      poolSize,
      poolWarning: mockPoolWarning(poolSize, questionCount),
      solutionsCoolingOffHours: test.solutionsCoolingOffHours,
      durationSeconds: test.sections.reduce((sum, section) => sum + section.durationSeconds, 0),
      sections: test.sections.map((section) => ({
        title: section.title,
        topic: section.topic as AdminMockSection['topic'],
        durationSeconds: section.durationSeconds,
        questionKeys: section.questionIds.flatMap((id) => {
          const key = keyOf.get(id);
          return key ? [key] : [];
        }),
        questionCount: drawnFrom(section),
      })),
      marksPerQuestion: test.marksPerQuestion,
      negativeMarks: test.negativeMarks,
      maxAttempts: test.maxAttempts,
      requiredCourse: test.requiredCourseId ? { id: test.requiredCourseId, title: courseTitle ?? '' } : null,
      attempts,
      submitted,
      averageScore,
    };
  });
}

export const listAdminMockTests = (db: Database) => adminMockTests(db);

export async function updateMockTest(
  db: Database,
  request: FastifyRequest,
  testId: string,
  patch: UpdateMockTestRequest,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mockTests).where(eq(mockTests.id, testId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
    if (patch.requiredCourseId) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, patch.requiredCourseId));
      if (!course) throw new AppError('NOT_FOUND', 'Course not found');
    }
    await tx.update(mockTests).set(patch).where(eq(mockTests.id, testId));
    await recordAudit(tx, request, {
      action: 'mock_test.update',
      objectType: 'mock_test',
      objectId: testId,
      before: Object.fromEntries(
        Object.keys(patch).map((name) => [name, before[name as keyof typeof patch]]),
      ),
      after: patch,
    });
  });
  const [test] = await adminMockTests(db, testId);
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  return test;
}

/**
 * Replaces a test's sections and marking while nobody has taken it. Once a test has attempts it refuses (409):
 * results are scored with the test's marking and sections when they are read, so a change would rescore them.
 */
export async function replaceMockTestSections(
  db: Database,
  request: FastifyRequest,
  testId: string,
  body: MockTestSectionsRequest,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mockTests).where(eq(mockTests.id, testId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
    // A start holds the test's row FOR SHARE until its attempt is in: counted here, or it waits for this change.
    const [taken] = await tx.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.testId, testId));
    if ((taken?.n ?? 0) > 0) throw new AppError('CONFLICT', MOCK_SECTIONS_LOCKED);
    const keys = body.sections.flatMap((section) => section.questionKeys);
    const found = new Map<string, QuestionRow>();
    for (let start = 0; start < keys.length; start += 500) {
      const batch = keys.slice(start, start + 500);
      for (const row of await tx.select().from(questions).where(inArray(questions.key, batch))) {
        found.set(row.key, row);
      }
    }
    const unknown = keys.filter((key) => !found.has(key));
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', `No question has the key ${listed(unknown)}.`);
    }
    const archived = keys.filter((key) => found.get(key)?.archivedAt);
    if (archived.length > 0) {
      throw new AppError('BAD_REQUEST', `Archived questions cannot be in a test: ${listed(archived)}.`);
    }
    const sections = body.sections.map((section) => ({
      title: section.title,
      topic: section.topic,
      durationSeconds: section.durationSeconds,
      questionIds: section.questionKeys.map((key) => found.get(key)?.id ?? ''),
      // Stored only when an attempt asks fewer than the whole pool.
      ...(section.questionCount !== undefined && section.questionCount < section.questionKeys.length
        ? { questionCount: section.questionCount }
        : {}),
    }));
    await tx
      .update(mockTests)
      .set({ sections, marksPerQuestion: body.marksPerQuestion, negativeMarks: body.negativeMarks })
      .where(eq(mockTests.id, testId));
    await recordAudit(tx, request, {
      action: 'mock_test.sections',
      objectType: 'mock_test',
      objectId: testId,
      before: {
        sections: before.sections,
        marksPerQuestion: before.marksPerQuestion,
        negativeMarks: before.negativeMarks,
      },
      after: { sections, marksPerQuestion: body.marksPerQuestion, negativeMarks: body.negativeMarks },
    });
  });
  const [test] = await adminMockTests(db, testId);
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  return test;
}

const listed = (keys: string[]) =>
  keys.length > 5 ? `${keys.slice(0, 5).join(', ')} and ${keys.length - 5} more` : keys.join(', ');

const attemptSort = {
  startedAt: mockAttempts.startedAt,
  score: mockAttempts.score,
  tabSwitches: sql`${mockAttempts.tabSwitches} + ${mockAttempts.fullscreenExits}`,
};

/** A test's attempts with their learners and integrity counts (tab switches, fullscreen exits). */
export async function listAttempts(db: Database, testId: string, query: AdminAttemptsQuery) {
  const [test] = await db.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.id, testId));
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  const where = and(
    eq(mockAttempts.testId, testId),
    query.status ? eq(mockAttempts.status, query.status) : undefined,
    query.q ? or(ilike(users.name, containing(query.q)), ilike(users.email, containing(query.q))) : undefined,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: mockAttempts, learner: { id: users.id, name: users.name, email: users.email } })
      .from(mockAttempts)
      .innerJoin(users, eq(users.id, mockAttempts.userId))
      .where(where)
      .orderBy(direction(query.order, attemptSort[query.sort]), asc(mockAttempts.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(mockAttempts)
      .innerJoin(users, eq(users.id, mockAttempts.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ attempt, learner }) => toAdminAttempt(attempt, learner)),
    total: total?.n ?? 0,
  };
}

function toAdminAttempt(
  attempt: typeof mockAttempts.$inferSelect,
  learner: { id: string; name: string; email: string },
) {
  return {
    id: attempt.id,
    learner,
    status: attempt.status as 'in_progress' | 'submitted',
    endedBy: attempt.endedBy as 'submitted' | 'time-up' | null,
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    score: attempt.score,
    tabSwitches: attempt.tabSwitches,
    fullscreenExits: attempt.fullscreenExits,
    leaderboardName: attempt.leaderboardName,
    leaderboardNameHidden: attempt.leaderboardNameHidden,
  };
}

/** Hides an attempt's leaderboard name (the board shows an anonymous learner) or shows it again. */
export async function moderateLeaderboardName(
  db: Database,
  request: FastifyRequest,
  testId: string,
  attemptId: string,
  { hidden }: LeaderboardNameModerationRequest,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(mockAttempts)
      .where(and(eq(mockAttempts.id, attemptId), eq(mockAttempts.testId, testId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    const [after] = await tx
      .update(mockAttempts)
      .set({ leaderboardNameHidden: hidden })
      .where(eq(mockAttempts.id, attemptId))
      .returning();
    await recordAudit(tx, request, {
      action: 'mock_attempt.leaderboard_name',
      objectType: 'mock_attempt',
      objectId: attemptId,
      before: { leaderboardName: before.leaderboardName, hidden: before.leaderboardNameHidden },
      after: { leaderboardName: before.leaderboardName, hidden },
    });
    const [learner] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, before.userId));
    return toAdminAttempt(after ?? before, learner ?? { id: before.userId, name: '', email: '' });
  });
}
