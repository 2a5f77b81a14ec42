import type { CodingLanguage } from '@pathshala/shared/coding-constants';

/** Query keys of coding practice; lists a visitor can see are keyed by learner too (solved marks). */
export const codingKeys = {
  all: ['coding'] as const,
  problems: (userId: string | null, topic: string, difficulty: string) =>
    [...codingKeys.all, 'problems', userId ?? 'visitor', topic, difficulty] as const,
  problem: (slug: string, userId: string | null) =>
    [...codingKeys.all, 'problem', slug, userId ?? 'visitor'] as const,
  draft: (slug: string, language: CodingLanguage) => [...codingKeys.all, 'draft', slug, language] as const,
  submission: (id: string) => [...codingKeys.all, 'submission', id] as const,
  progress: (userId: string) => [...codingKeys.all, 'progress', userId] as const,
  history: (userId: string, page: number) => [...codingKeys.all, 'history', userId, page] as const,
  reviews: (userId: string) => [...codingKeys.all, 'reviews', userId] as const,
};
