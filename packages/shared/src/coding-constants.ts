export const CODING_LANGUAGES = ['cpp', 'java', 'python', 'javascript'] as const;
export type CodingLanguage = (typeof CODING_LANGUAGES)[number];
export const VERDICTS = [
  'accepted',
  'wrongAnswer',
  'timeLimitExceeded',
  'memoryLimitExceeded',
  'runtimeError',
  'compilationError',
] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_LABELS: Record<Verdict, string> = {
  accepted: 'Accepted',
  wrongAnswer: 'Wrong Answer',
  timeLimitExceeded: 'Time Limit Exceeded',
  memoryLimitExceeded: 'Memory Limit Exceeded',
  runtimeError: 'Runtime Error',
  compilationError: 'Compilation Error',
};
export const LANGUAGE_LABELS: Record<CodingLanguage, string> = {
  cpp: 'C++17',
  java: 'Java 17',
  python: 'Python 3',
  javascript: 'JavaScript',
};

// zod-free, so a page that only lists difficulties does not load zod (ADR 010).
export const CODING_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type CodingDifficulty = (typeof CODING_DIFFICULTIES)[number];
