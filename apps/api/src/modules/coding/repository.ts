import type { CodingProblemsQuery } from '@pathshala/shared/coding';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codingDrafts, codingProblems, codingSubmissions, codingTests } from '../../db/schema/coding.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Published problems, easy first, with whether this learner has solved each. */
export async function listProblems(db: Database, query: CodingProblemsQuery, userId: string | undefined) {
  const [problems, solved] = await Promise.all([
    db
      .select({
        id: codingProblems.id,
        slug: codingProblems.slug,
        title: codingProblems.title,
        difficulty: codingProblems.difficulty,
        topics: codingProblems.topics,
        askedIn: codingProblems.askedIn,
      })
      .from(codingProblems)
      .where(
        and(
          eq(codingProblems.published, true),
          query.difficulty ? eq(codingProblems.difficulty, query.difficulty) : undefined,
          query.topic ? sql`${codingProblems.topics} @> ${JSON.stringify([query.topic])}::jsonb` : undefined,
        ),
      )
      .orderBy(
        sql`case ${codingProblems.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`,
        asc(codingProblems.title),
      ),
    userId ? solvedProblemIds(db, userId) : new Set<string>(),
  ]);
  return problems.map((problem) => ({ ...problem, solved: solved.has(problem.id) }));
}

/** The problems this learner has an accepted submission of. */
async function solvedProblemIds(db: Database, userId: string) {
  const rows = await db
    .selectDistinct({ problemId: codingSubmissions.problemId })
    .from(codingSubmissions)
    .where(and(eq(codingSubmissions.userId, userId), eq(codingSubmissions.verdict, 'accepted')));
  return new Set(rows.map((row) => row.problemId));
}

/** Every topic of a published problem, for the list's filter. */
export async function publishedTopics(db: Database) {
  const rows = await db
    .selectDistinct({ topic: sql<string>`jsonb_array_elements_text(${codingProblems.topics})` })
    .from(codingProblems)
    .where(eq(codingProblems.published, true))
    .orderBy(sql`1`);
  return rows.map((row) => row.topic);
}

/** A published problem by its id or slug. */
export async function findPublishedProblem(db: Database, ref: string) {
  const [problem] = await db
    .select()
    .from(codingProblems)
    .where(
      and(
        eq(codingProblems.published, true),
        UUID.test(ref) ? eq(codingProblems.id, ref) : eq(codingProblems.slug, ref),
      ),
    );
  return problem;
}

export async function sampleTests(db: Database, problemId: string) {
  return db
    .select({ input: codingTests.input, expected: codingTests.expected })
    .from(codingTests)
    .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, true)))
    .orderBy(asc(codingTests.ordinal));
}

export async function hiddenTestCount(db: Database, problemId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(codingTests)
    .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, false)));
  return row?.count ?? 0;
}

export async function findSubmission(db: Database, submissionId: string) {
  const [row] = await db.select().from(codingSubmissions).where(eq(codingSubmissions.id, submissionId));
  return row;
}

export async function findDraft(db: Database, userId: string, problemId: string, language: CodingLanguage) {
  const [row] = await db
    .select({ source: codingDrafts.source, updatedAt: codingDrafts.updatedAt })
    .from(codingDrafts)
    .where(
      and(
        eq(codingDrafts.userId, userId),
        eq(codingDrafts.problemId, problemId),
        eq(codingDrafts.language, language),
      ),
    );
  return row;
}

export async function saveDraft(
  db: Database,
  values: { userId: string; problemId: string; language: CodingLanguage; source: string },
) {
  const now = new Date();
  const [row] = await db
    .insert(codingDrafts)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [codingDrafts.userId, codingDrafts.problemId, codingDrafts.language],
      set: { source: values.source, updatedAt: now },
    })
    .returning({ source: codingDrafts.source, updatedAt: codingDrafts.updatedAt });
  if (!row) throw new Error('draft not saved');
  return row;
}

/** Whether the learner has an accepted submission of the problem. */
export async function hasSolved(db: Database, userId: string, problemId: string) {
  const [row] = await db
    .select({ id: codingSubmissions.id })
    .from(codingSubmissions)
    .where(
      and(
        eq(codingSubmissions.userId, userId),
        eq(codingSubmissions.problemId, problemId),
        eq(codingSubmissions.verdict, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
