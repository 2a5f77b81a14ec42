import { CODING_DIFFICULTIES, CODING_MESSAGES } from '@pathshala/shared/coding';
import type {
  CodingHistory,
  CodingHistoryQuery,
  CodingProblemBrief,
  CodingProgress,
  CodingReview,
  CodingReviews,
} from '@pathshala/shared/coding-progress';
import { indiaDay } from '@pathshala/shared/dates';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import * as progress from './progress-repository.ts';
import * as repository from './repository.ts';
import { isDue, type ReviewState, replayReviews } from './review.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India day before a YYYY-MM-DD day (noon of that day in India, a day earlier). */
const dayBefore = (day: string) => indiaDay(Date.parse(`${day}T12:00:00+05:30`) - DAY_MS);

/**
 * The run of consecutive India days with a submission that ends today, or yesterday when today has none yet
 * (the day is not over), and the longest run ever.
 */
export function streakOf(days: readonly string[], now: Date) {
  const active = new Set(days);
  const today = indiaDay(now);
  const activeToday = active.has(today);
  let current = 0;
  for (let day = activeToday ? today : dayBefore(today); active.has(day); day = dayBefore(day)) current += 1;
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of [...active].sort()) {
    run = previous !== undefined && dayBefore(day) === previous ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { current, longest, activeToday, lastActiveDay: [...active].sort().at(-1) ?? null };
}

async function reviewStates(db: Database, userId: string) {
  return replayReviews(await progress.reviewEvents(db, userId));
}

export async function progressOf(db: Database, userId: string, now = new Date()): Promise<CodingProgress> {
  const [standings, days, submissions, states] = await Promise.all([
    progress.problemStandings(db, userId),
    progress.activeDays(db, userId),
    progress.submissionCount(db, userId),
    reviewStates(db, userId),
  ]);
  const byTopic = new Map<string, { solved: number; total: number }>();
  for (const problem of standings) {
    for (const topic of problem.topics) {
      const counts = byTopic.get(topic) ?? { solved: 0, total: 0 };
      counts.total += 1;
      if (problem.solved) counts.solved += 1;
      byTopic.set(topic, counts);
    }
  }
  const published = new Set(standings.map((problem) => problem.id));
  return {
    solved: standings.filter((problem) => problem.solved).length,
    total: standings.length,
    attempted: standings.filter((problem) => problem.submitted && !problem.solved).length,
    submissions,
    byDifficulty: CODING_DIFFICULTIES.map((difficulty) => {
      const ofDifficulty = standings.filter((problem) => problem.difficulty === difficulty);
      return {
        difficulty,
        solved: ofDifficulty.filter((problem) => problem.solved).length,
        total: ofDifficulty.length,
      };
    }),
    byTopic: [...byTopic]
      .map(([topic, counts]) => ({ topic, ...counts }))
      .sort((a, b) => a.topic.localeCompare(b.topic)),
    streak: streakOf(days, now),
    dueForReview: [...states.values()].filter((state) => published.has(state.problemId) && isDue(state, now))
      .length,
  };
}

export async function historyOf(
  db: Database,
  userId: string,
  query: CodingHistoryQuery,
): Promise<CodingHistory> {
  let problemId: string | undefined;
  if (query.problemId) {
    const problem = await repository.findPublishedProblem(db, query.problemId);
    if (!problem) throw new AppError('NOT_FOUND', CODING_MESSAGES.problemMissing);
    problemId = problem.id;
  }
  const { rows, total } = await progress.historyPage(db, userId, query, problemId);
  return {
    submissions: rows.map((row) => {
      const status = row.status as CodingHistory['submissions'][number]['status'];
      return {
        _id: row.id,
        id: row.id,
        problem: row.problem,
        language: row.language,
        status,
        verdict: status === 'judged' ? row.verdict : null,
        passed: row.results.filter((test) => test.verdict === 'accepted').length,
        testCount: row.testCount,
        createdAt: row.createdAt.toISOString(),
        judgedAt: row.judgedAt?.toISOString() ?? null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const reviewView = (state: ReviewState, problem: CodingProblemBrief, now: Date): CodingReview => ({
  problem,
  lastOutcome: state.lastOutcome,
  lastReviewedAt: state.lastReviewedAt.toISOString(),
  dueAt: state.card.due.toISOString(),
  due: isDue(state, now),
  lapses: state.card.lapses,
});

/** Every problem in the learner's review: due ones first (missed longest ago first), then by due date. */
export async function reviewsOf(db: Database, userId: string, now = new Date()): Promise<CodingReviews> {
  const states = await reviewStates(db, userId);
  const problems = await progress.publishedBriefs(db, [...states.keys()]);
  const reviews = problems.flatMap((problem) => {
    const state = states.get(problem.id);
    return state ? [reviewView(state, problem, now)] : [];
  });
  const order = (review: CodingReview) => (review.due ? review.lastReviewedAt : review.dueAt);
  reviews.sort((a, b) => Number(b.due) - Number(a.due) || order(a).localeCompare(order(b)));
  return { reviews, dueCount: reviews.filter((review) => review.due).length };
}

/** "Give up": the problem enters review as a miss. Nothing about its tests or a solution is answered. */
export async function giveUp(db: Database, userId: string, problemRef: string, now = new Date()) {
  const problem = await repository.findPublishedProblem(db, problemRef);
  if (!problem) throw new AppError('NOT_FOUND', CODING_MESSAGES.problemMissing);
  await progress.recordGiveUp(db, userId, problem.id, now);
  const state = (await reviewStates(db, userId)).get(problem.id);
  if (!state) throw new Error('give-up not replayed');
  const { id, slug, title, difficulty } = problem;
  return reviewView(state, { id, slug, title, difficulty }, now);
}
