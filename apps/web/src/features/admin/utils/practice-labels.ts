import {
  type AttemptStatus,
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  type QuestionDifficulty,
  type QuestionKind,
} from '@pathshala/shared/practice-constants';
import type { Tone } from './labels';

export const TOPIC_OPTIONS = PRACTICE_TOPICS.map((topic) => ({
  value: topic,
  label: PRACTICE_TOPIC_LABELS[topic],
}));

export const DIFFICULTY_LABEL: Record<QuestionDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const DIFFICULTY_TONE: Record<QuestionDifficulty, Tone> = {
  easy: 'green',
  medium: 'amber',
  hard: 'red',
};

export const DIFFICULTY_OPTIONS = QUESTION_DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: DIFFICULTY_LABEL[difficulty],
}));

export const KIND_LABEL: Record<QuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  numeric: 'Numeric',
};

export const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }));

export const ATTEMPT_STATUS_LABEL: Record<AttemptStatus, string> = {
  in_progress: 'In progress',
  submitted: 'Submitted',
};

/** How a submitted attempt ended: the learner submitted it, or the server did at its deadline. */
export const ATTEMPT_ENDING_LABEL: Record<'submitted' | 'time-up', string> = {
  submitted: 'By the learner',
  'time-up': 'Time up',
};

/** The option letters learners see (A–F) and the CSV's `correct` column names. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const decimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A score or a mark: '12.75', '-0.5'. */
export const formatMarks = (marks: number) => decimals.format(marks);

/** A length of time: '60 min', '1.5 min', or '42 s' under a minute. */
export const formatDuration = (seconds: number) =>
  seconds < 60 ? `${Math.round(seconds)} s` : `${decimals.format(seconds / 60)} min`;
