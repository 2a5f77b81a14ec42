import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CODING_MESSAGES } from '@pathshala/shared/coding';
import { VERDICT_LABELS, type Verdict } from '@pathshala/shared/coding-constants';
import { ApiError } from '@/lib/api-client';
import { declareTexts, translateText } from '@/lib/i18n';

/**
 * Texts the shared package (and so the API) writes in English that the coding pages show: the judge's verdicts
 * and the coding API's refusals. Each is the shared constant's exact English (texts.test.tsx checks them).
 */
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

declareTexts([...Object.values(VERDICT_TEXTS), ...Object.values(CODING_MESSAGE_TEXTS)]);

/** A verdict as the reader's language writes it. */
export const verdictLabel = (i18n: I18n, verdict: Verdict) => translateText(i18n, VERDICT_LABELS[verdict]);

/** The server's message for a failed call in the reader's language, or the fallback. */
export const failureText = (i18n: I18n, error: unknown, fallback: string) =>
  error instanceof ApiError ? translateText(i18n, error.message) : fallback;
