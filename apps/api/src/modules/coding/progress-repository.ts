import type { CodingHistoryQuery } from '@pathshala/shared/coding-progress';
import { INDIA_TIME_ZONE } from '@pathshala/shared/dates';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codingGiveUps, codingProblems, codingSubmissions } from '../../db/schema/coding.ts';

const problemBrief = {
  id: codingProblems.id,
  slug: codingProblems.slug,
  title: codingProblems.title,
  difficulty: codingProblems.difficulty,
};

/** Published problems with their topics, and for each whether the learner solved or only attempted it. */
export async function problemStandings(db: Database, userId: string) {
  return db
    .select({
      id: codingProblems.id,
      difficulty: codingProblems.difficulty,
      topics: codingProblems.topics,
      solved: sql<boolean>`coalesce(bool_or(${codingSubmissions.verdict} = 'accepted'), false)`,
      submitted: sql<boolean>`count(${codingSubmissions.id}) > 0`,
    })
    .from(codingProblems)
    .leftJoin(
      codingSubmissions,
      and(eq(codingSubmissions.problemId, codingProblems.id), eq(codingSubmissions.userId, userId)),
    )
    .where(eq(codingProblems.published, true))
    .groupBy(codingProblems.id);
}

/** The India days (YYYY-MM-DD) with at least one submission of the learner, in no order. */
export async function activeDays(db: Database, userId: string) {
  const day = sql<string>`((${codingSubmissions.createdAt} at time zone ${INDIA_TIME_ZONE})::date)::text`;
  const rows = await db
    .selectDistinct({ day })
    .from(codingSubmissions)
    .where(eq(codingSubmissions.userId, userId));
  return rows.map((row) => row.day);
}

export async function submissionCount(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(codingSubmissions)
    .where(eq(codingSubmissions.userId, userId));
  return row?.n ?? 0;
}

/** A page of the learner's submissions, newest first, without their code. */
export async function historyPage(
  db: Database,
  userId: string,
  query: CodingHistoryQuery,
  problemId: string | undefined,
) {
  const where = and(
    eq(codingSubmissions.userId, userId),
    problemId ? eq(codingSubmissions.problemId, problemId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: codingSubmissions.id,
        problem: problemBrief,
        language: codingSubmissions.language,
        status: codingSubmissions.status,
        verdict: codingSubmissions.verdict,
        results: codingSubmissions.results,
        testCount: codingSubmissions.testCount,
        createdAt: codingSubmissions.createdAt,
        judgedAt: codingSubmissions.judgedAt,
      })
      .from(codingSubmissions)
      .innerJoin(codingProblems, eq(codingProblems.id, codingSubmissions.problemId))
      .where(where)
      .orderBy(desc(codingSubmissions.createdAt), desc(codingSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(codingSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What moves the learner's review schedule: judged submissions' verdicts and give-ups. */
export async function reviewEvents(db: Database, userId: string) {
  const [judged, givenUp] = await Promise.all([
    db
      .select({
        problemId: codingSubmissions.problemId,
        at: codingSubmissions.createdAt,
        verdict: codingSubmissions.verdict,
      })
      .from(codingSubmissions)
      .where(and(eq(codingSubmissions.userId, userId), eq(codingSubmissions.status, 'judged'))),
    db
      .select({ problemId: codingGiveUps.problemId, at: codingGiveUps.createdAt })
      .from(codingGiveUps)
      .where(eq(codingGiveUps.userId, userId)),
  ]);
  return [
    ...judged.map((row) => ({
      problemId: row.problemId,
      at: row.at,
      outcome: row.verdict === 'accepted' ? ('accepted' as const) : ('missed' as const),
    })),
    ...givenUp.map((row) => ({ ...row, outcome: 'gaveUp' as const })),
  ];
}

/** The published problems among these ids (an unpublished one leaves review with the bank). */
export async function publishedBriefs(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(problemBrief)
    .from(codingProblems)
    .where(and(inArray(codingProblems.id, ids), eq(codingProblems.published, true)));
}

export async function recordGiveUp(db: Database, userId: string, problemId: string, at: Date) {
  await db.insert(codingGiveUps).values({ userId, problemId, createdAt: at });
}
