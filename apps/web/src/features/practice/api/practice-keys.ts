import type { PracticeNextRequest } from '@pathshala/shared/practice';

/**
 * Query keys of placement practice and mock tests. Everything sits under ['practice'], so a logout (which
 * invalidates every query but the session) refreshes it; lists a visitor can see are keyed by learner too.
 */
export const practiceKeys = {
  all: ['practice'] as const,
  topics: (userId: string | null) => [...practiceKeys.all, 'topics', userId ?? 'visitor'] as const,
  next: (userId: string, selection: PracticeNextRequest, round: number) =>
    [
      ...practiceKeys.all,
      'next',
      userId,
      selection.topic,
      selection.subtopic ?? '',
      selection.difficulty ?? '',
      round,
    ] as const,
  mockTests: (userId: string | null) => [...practiceKeys.all, 'mock-tests', userId ?? 'visitor'] as const,
  attempt: (attemptId: string) => [...practiceKeys.all, 'attempt', attemptId] as const,
  codingSection: (attemptId: string, section: number) =>
    [...practiceKeys.all, 'attempt', attemptId, 'coding', section] as const,
  result: (attemptId: string) => [...practiceKeys.all, 'result', attemptId] as const,
  leaderboard: (testId: string) => [...practiceKeys.all, 'leaderboard', testId] as const,
  codingReviews: (userId: string) => [...practiceKeys.all, 'coding-reviews', userId] as const,
};

/** Every change to one attempt (answers, events, moving on, submitting) runs in this order, one at a time. */
export const attemptMutationScope = (attemptId: string) => ({ id: `mock-attempt-${attemptId}` });
export const attemptMutationKey = (attemptId: string) => [...practiceKeys.attempt(attemptId), 'change'];
