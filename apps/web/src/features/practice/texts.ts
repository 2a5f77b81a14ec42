import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CODING_MESSAGES } from '@pathshala/shared/coding';
import { VERDICT_LABELS, type Verdict } from '@pathshala/shared/coding-constants';
import type { MOCK_CODING_MESSAGES } from '@pathshala/shared/mock-coding';
import type { QuestionDifficulty } from '@pathshala/shared/practice-constants';
import { declareTexts, translateText } from '@/lib/i18n';
import { TOPIC_TEXTS } from './topics';

/**
 * Texts that reach practice and mock test pages in English from the shared package or the API: topic names
 * (topics.ts), the judge's verdicts, the leaderboard name's rules and the API's refusals. Each is the exact English
 * it mirrors (texts.test.tsx checks them).
 */
export { TOPIC_TEXTS, topicName } from './topics';

export const VERDICT_TEXTS: Record<Verdict, MessageDescriptor> = {
  accepted: msg({
    message: 'Accepted',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
  wrongAnswer: msg({
    message: 'Wrong Answer',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
  timeLimitExceeded: msg({
    message: 'Time Limit Exceeded',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
  memoryLimitExceeded: msg({
    message: 'Memory Limit Exceeded',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
  runtimeError: msg({
    message: 'Runtime Error',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
  compilationError: msg({
    message: 'Compilation Error',
    comment: 'Judge verdict: keep the English term, as Indian coding platforms show it.',
  }),
};

/** A coding section's submissions answer with the coding API's refusals. */
export const CODING_MESSAGE_TEXTS: Record<keyof typeof CODING_MESSAGES, MessageDescriptor> = {
  problemMissing: msg`Problem not found`,
  submissionMissing: msg`Submission not found`,
  sourceEmpty: msg`Write some code first.`,
  sourceTooLarge: msg`Code must be at most 64 KB.`,
  inputTooLarge: msg`Custom input must be at most 64 KB.`,
  language: msg`Choose C++17, Java 17, Python 3 or JavaScript.`,
  judgeBusy: msg`The judge is busy. Please try again in a moment.`,
  judgeStopped: msg`The judge stopped before finishing this submission. Please submit again.`,
};

export const MOCK_CODING_MESSAGE_TEXTS: Record<
  Exclude<keyof typeof MOCK_CODING_MESSAGES, 'sectionsKept'>,
  MessageDescriptor
> = {
  notCoding: msg`The current section has no coding problems.`,
  problemMissing: msg`Problem not found in this section`,
};

/** What the leaderboard name form says under its field (the shared schema's messages) and what the board shows. */
export const LEADERBOARD_TEXTS = {
  tooShort: msg`Display name must be at least 2 characters.`,
  tooLong: msg`Display name must be at most 40 characters.`,
  imitates: msg`Choose another name: a leaderboard name cannot look like Pathshala's or its staff's (admin, support, team and the like).`,
  controlCharacters: msg`Display name must not contain control characters.`,
  oneLine: msg`Display name must be one line, without tabs.`,
  anonymous: msg`Anonymous learner`,
} as const;

/** The practice zod schemas' message for a topic that is not in the list (the page also shows it itself). */
export const TOPIC_UNKNOWN_TEXT = msg`Choose a topic from the list.`;

/**
 * The API's own refusals and confirmations on practice and mock test calls, written in the API's modules
 * rather than the shared package (texts.test.tsx finds each in the API's source).
 */
export const API_TEXTS = {
  'modules/practice/mock-service.ts': [
    msg`Mock test not found`,
    msg`Attempt not found`,
    msg`Time is up for this test. It has been submitted with your saved answers.`,
    msg`This section's time is over. Its answers are locked.`,
    msg`This section has not started yet.`,
    msg`This attempt has been submitted.`,
    msg`Submit the test to see your result.`,
  ],
  'modules/practice/questions.ts': [
    msg`Question not found`,
    msg`This question is in a mock test you are taking. Its answer shows once you submit the test.`,
  ],
  'modules/practice/routes.ts': [msg`You are on the leaderboard`, msg`You are off the leaderboard`],
  'modules/practice/programme-access.ts': [
    msg`This topic comes with a placement programme that is not on sale now.`,
  ],
} as const;

declareTexts([
  ...Object.values(TOPIC_TEXTS),
  ...Object.values(VERDICT_TEXTS),
  ...Object.values(CODING_MESSAGE_TEXTS),
  ...Object.values(MOCK_CODING_MESSAGE_TEXTS),
  ...Object.values(LEADERBOARD_TEXTS),
  TOPIC_UNKNOWN_TEXT,
  ...Object.values(API_TEXTS).flat(),
]);

/** A judge's verdict as the reader's language writes it (the English term: see VERDICT_TEXTS). */
export const verdictLabel = (i18n: I18n, verdict: Verdict) => translateText(i18n, VERDICT_LABELS[verdict]);

/** A question's difficulty, lower case as the pages have always written it (their style capitalises it). */
export const DIFFICULTY_NAMES: Record<QuestionDifficulty, MessageDescriptor> = {
  easy: msg`easy`,
  medium: msg`medium`,
  hard: msg`hard`,
};
