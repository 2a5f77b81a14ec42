/**
 * The marking scheme of a mock test, as pure functions: one question's marks, a percentile among attempts,
 * and the weakest subtopics. Multiple-correct questions score only when the chosen set is exactly the key
 * (no partial marks); negative marking applies to wrong choice answers, never to numeric ones or to a
 * question left unanswered.
 */

export interface KeyedQuestion {
  kind: string;
  correct: number[];
  numericAnswer: number | null;
  numericTolerance: number;
}

export interface GivenAnswer {
  selected: number[];
  value: number | null;
}

export type Outcome = 'correct' | 'wrong' | 'unanswered';

export interface Marking {
  marksPerQuestion: number;
  negativeMarks: number;
}

export function isAnswered(question: KeyedQuestion, answer: GivenAnswer | undefined): answer is GivenAnswer {
  if (!answer) return false;
  return question.kind === 'numeric' ? answer.value !== null : answer.selected.length > 0;
}

export function outcomeOf(question: KeyedQuestion, answer: GivenAnswer | undefined): Outcome {
  if (!isAnswered(question, answer)) return 'unanswered';
  if (question.kind === 'numeric') {
    const { numericAnswer } = question;
    // A hair of slack for floating point: 33.33 typed for 100/3 with a tolerance of 0.01.
    return numericAnswer !== null &&
      Math.abs((answer.value ?? Number.NaN) - numericAnswer) <= question.numericTolerance + 1e-9
      ? 'correct'
      : 'wrong';
  }
  const chosen = new Set(answer.selected);
  const exact =
    chosen.size === question.correct.length && question.correct.every((index) => chosen.has(index));
  return exact ? 'correct' : 'wrong';
}

export function marksFor(question: KeyedQuestion, outcome: Outcome, marking: Marking): number {
  if (outcome === 'correct') return marking.marksPerQuestion;
  if (outcome === 'wrong' && question.kind !== 'numeric') return -marking.negativeMarks;
  return 0;
}

/** Marks are quarters and halves: rounding to 2 decimals keeps sums of them exact for display and comparison. */
export const roundMarks = (marks: number) => Math.round(marks * 100) / 100;

/**
 * The share of attempts scoring the same as or less than `score`, 0–100, to two decimals: ties share one
 * percentile and the top score is 100 (the NTA definition Indian students know from JEE and CUET).
 */
export function percentileOf(score: number, scores: readonly number[]): number {
  if (scores.length === 0) return 100;
  const atOrBelow = scores.filter((other) => other <= score + 1e-9).length;
  return Math.round((atOrBelow / scores.length) * 10_000) / 100;
}

export interface SubtopicTally {
  topic: string;
  subtopic: string;
  correct: number;
  total: number;
}

/** Subtopics by accuracy, weakest first (ties: more questions first); only those with a wrong or skipped one. */
export function weakestSubtopics(tallies: readonly SubtopicTally[], limit = 3) {
  return tallies
    .filter((tally) => tally.correct < tally.total)
    .map((tally) => ({ ...tally, accuracy: Math.round((tally.correct / tally.total) * 100) }))
    .sort((a, b) => a.accuracy - b.accuracy || b.total - a.total || a.subtopic.localeCompare(b.subtopic))
    .slice(0, limit);
}
