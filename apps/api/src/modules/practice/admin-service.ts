import { randomUUID } from 'node:crypto';
import {
  type AdminAttemptsQuery,
  type AdminMockProblem,
  type AdminMockSection,
  type AdminMockTest,
  type AdminQuestion,
  type AdminQuestionsQuery,
  type LeaderboardNameModerationRequest,
  MOCK_EDITOR_MESSAGES,
  MOCK_SECTIONS_LOCKED,
  type MockTestSections,
  mockPoolWarning,
  type NewMockTest,
  QUESTION_CSV_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionImportReport,
  type QuestionImportRequest,
  type QuestionInput,
  type UpdateMockTestRequest,
  type UpdateQuestionRequest,
  ZQuestionInputSchema,
} from '@pathshala/shared/admin-practice';
import { compactTranslations, type QuestionTranslations } from '@pathshala/shared/translations';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { codingProblems } from '../../db/schema/coding.ts';
import { type MockSection, mockAttempts, mockTests, questions } from '../../db/schema/practice.ts';
import { replaceImage } from '../../lib/catalogue-images.ts';
import { parseCsv } from '../../lib/csv.ts';
import { pageWindow } from '../../lib/paging.ts';
import { containing } from '../../lib/search-filters.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { isCodingSection, marksPerProblem, problemsOf } from './mock-coding-marks.ts';
import { ATTEMPT_NOT_FOUND, drawnFrom, TEST_NOT_FOUND } from './mock-service.ts';
import { QUESTION_NOT_FOUND, type QuestionRow } from './questions.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
    translations: row.translations,
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
  // Left out: the versions the question has stay (an import or an older client does not erase them).
  ...(input.translations !== undefined
    ? { translations: input.kind === 'numeric' ? numericVersions(input.translations) : input.translations }
    : {}),
});

/** A numeric question's versions have no options, whatever was sent beside them. */
const numericVersions = (translations: QuestionTranslations) =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, version]) => [locale, { ...version, options: [] }]),
  ) as QuestionTranslations;

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

/** JSON with object keys in one order: the database keeps a jsonb object's keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

const sameQuestion = (stored: QuestionRow, input: QuestionInput) => {
  const fields = storedFields(input);
  return (
    (Object.keys(fields) as (keyof typeof fields)[]).every(
      (name) => canonical(stored[name]) === canonical(fields[name]),
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
  const problemIds = [...new Set(rows.flatMap(({ test }) => test.sections.flatMap(problemsOf)))];
  const problemOf = new Map<string, AdminMockProblem>();
  if (problemIds.length > 0) {
    const found = await db
      .select({
        id: codingProblems.id,
        slug: codingProblems.slug,
        title: codingProblems.title,
        difficulty: codingProblems.difficulty,
        published: codingProblems.published,
      })
      .from(codingProblems)
      .where(inArray(codingProblems.id, problemIds));
    for (const problem of found) problemOf.set(problem.id, problem);
  }
  return rows.map(({ test, courseTitle, attempts, submitted, averageScore }) => {
    const questionSections = test.sections.filter((section) => !isCodingSection(section));
    const questionCount = questionSections.reduce((sum, section) => sum + drawnFrom(section), 0);
    const poolSize = questionSections.reduce((sum, section) => sum + section.questionIds.length, 0);
    return {
      id: test.id,
      slug: test.slug,
      title: test.title,
      description: test.description,
      instructions: test.instructions,
      translations: test.translations,
      published: test.published,
      questionCount,
      poolSize,
      problemCount: test.sections.reduce((sum, section) => sum + problemsOf(section).length, 0),
      poolWarning: mockPoolWarning(poolSize, questionCount),
      solutionsCoolingOffHours: test.solutionsCoolingOffHours,
      durationSeconds: test.sections.reduce((sum, section) => sum + section.durationSeconds, 0),
      sections: test.sections.map((section): AdminMockSection => {
        const common = {
          title: section.title,
          topic: section.topic as AdminMockSection['topic'],
          durationSeconds: section.durationSeconds,
        };
        if (isCodingSection(section)) {
          return {
            kind: 'coding',
            ...common,
            // A problem deleted from the bank has left the section (attempts meet only those that exist).
            problems: problemsOf(section).flatMap((id) => {
              const problem = problemOf.get(id);
              return problem ? [problem] : [];
            }),
            marksPerProblem: marksPerProblem(section),
          };
        }
        return {
          kind: 'questions',
          ...common,
          questionKeys: section.questionIds.flatMap((id) => {
            const key = keyOf.get(id);
            return key ? [key] : [];
          }),
          questionCount: drawnFrom(section),
        };
      }),
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
    const { translations, ...fields } = patch;
    await tx
      .update(mockTests)
      .set({
        ...fields,
        ...(translations !== undefined ? { translations: compactTranslations(translations) } : {}),
      })
      .where(eq(mockTests.id, testId));
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
 * The sections as stored, from the editor's: question keys become ids (each must exist and be live), coding
 * problems must exist and be published. Refuses (400) naming what is wrong.
 */
async function storedSections(tx: Transaction, body: MockTestSections): Promise<MockSection[]> {
  const keys = body.sections.flatMap((section) => (section.kind === 'coding' ? [] : section.questionKeys));
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
  const problemIds = body.sections.flatMap((section) =>
    section.kind === 'coding' ? section.problems.map((problem) => problem.id) : [],
  );
  const problems =
    problemIds.length === 0
      ? []
      : await tx
          .select({ id: codingProblems.id, title: codingProblems.title, published: codingProblems.published })
          .from(codingProblems)
          .where(inArray(codingProblems.id, problemIds));
  const problemOf = new Map(problems.map((problem) => [problem.id, problem]));
  const missing = problemIds.filter((id) => !problemOf.has(id));
  if (missing.length > 0)
    throw new AppError('BAD_REQUEST', MOCK_EDITOR_MESSAGES.unknownProblems(listed(missing)));
  const drafts = problems.filter((problem) => !problem.published).map((problem) => problem.title);
  if (drafts.length > 0)
    throw new AppError('BAD_REQUEST', MOCK_EDITOR_MESSAGES.unpublishedProblems(listed(drafts)));
  return body.sections.map((section) =>
    section.kind === 'coding'
      ? {
          title: section.title,
          topic: section.topic,
          durationSeconds: section.durationSeconds,
          kind: 'coding' as const,
          questionIds: [],
          codingProblemIds: section.problems.map((problem) => problem.id),
          marksPerProblem: section.marksPerProblem,
        }
      : {
          title: section.title,
          topic: section.topic,
          durationSeconds: section.durationSeconds,
          questionIds: section.questionKeys.map((key) => found.get(key)?.id ?? ''),
          // Stored only when an attempt asks fewer than the whole pool.
          ...(section.questionCount !== undefined && section.questionCount < section.questionKeys.length
            ? { questionCount: section.questionCount }
            : {}),
        },
  );
}

/** Turns a title into a slug no other test has: "TCS NQT Mock" → "tcs-nqt-mock", then "tcs-nqt-mock-2"… */
async function freeSlug(tx: Transaction, title: string) {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'mock-test';
  const taken = new Set(
    (
      await tx
        .select({ slug: mockTests.slug })
        .from(mockTests)
        .where(or(eq(mockTests.slug, base), ilike(mockTests.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/**
 * A new test with its sections and marking. It starts hidden (learners see it once the admin publishes it), free,
 * with the usual attempts and cooling-off, after every other test in the list.
 */
export async function createMockTest(db: Database, request: FastifyRequest, body: NewMockTest) {
  const testId = await db.transaction(async (tx) => {
    const sections = await storedSections(tx, body);
    const [last] = await tx.select({ position: max(mockTests.position) }).from(mockTests);
    const [created] = await tx
      .insert(mockTests)
      .values({
        slug: await freeSlug(tx, body.title),
        title: body.title,
        description: body.description,
        sections,
        marksPerQuestion: body.marksPerQuestion,
        negativeMarks: body.negativeMarks,
        published: false,
        position: (last?.position ?? 0) + 1,
      })
      // Another admin's test with the same title, saved a moment earlier, took the slug.
      .onConflictDoNothing({ target: mockTests.slug })
      .returning();
    if (!created)
      throw new AppError('CONFLICT', 'Another test was just saved with this title. Please save again.');
    await recordAudit(tx, request, {
      action: 'mock_test.create',
      objectType: 'mock_test',
      objectId: created.id,
      after: {
        slug: created.slug,
        title: created.title,
        description: created.description,
        sections,
        marksPerQuestion: created.marksPerQuestion,
        negativeMarks: created.negativeMarks,
        published: created.published,
      },
    });
    return created.id;
  });
  const [test] = await adminMockTests(db, testId);
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  return test;
}

/**
 * Replaces a test's sections (questions or coding problems) and marking while nobody has taken it. Once a test
 * has attempts it refuses (409): results are scored with the test's marking and sections when they are read, and
 * a coding answer is filed under its section, so a change would rescore or orphan them.
 */
export async function replaceMockTestSections(
  db: Database,
  request: FastifyRequest,
  testId: string,
  body: MockTestSections,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mockTests).where(eq(mockTests.id, testId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
    // A start holds the test's row FOR SHARE until its attempt is in: counted here, or it waits for this change.
    const [taken] = await tx.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.testId, testId));
    if ((taken?.n ?? 0) > 0) throw new AppError('CONFLICT', MOCK_SECTIONS_LOCKED);
    const sections = await storedSections(tx, body);
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
