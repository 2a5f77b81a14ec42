/** Placement practice: the topics, difficulties and marking rules both sides share (zod-free for the web bundle). */

export const PRACTICE_TOPICS = [
  'quantitative-aptitude',
  'logical-reasoning',
  'verbal-ability',
  'dsa',
  'hr-round',
] as const;
export type PracticeTopic = (typeof PRACTICE_TOPICS)[number];

export const PRACTICE_TOPIC_LABELS: Record<PracticeTopic, string> = {
  'quantitative-aptitude': 'Quantitative aptitude',
  'logical-reasoning': 'Logical reasoning',
  'verbal-ability': 'Verbal ability',
  dsa: 'Data structures and algorithms',
  'hr-round': 'HR round',
};

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const QUESTION_KINDS = ['single', 'multiple', 'numeric'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** How an attempt ended: the learner submitted it, or its time ran out (the server submits it then). */
export const ATTEMPT_ENDINGS = ['submitted', 'time-up'] as const;

export const INTEGRITY_EVENTS = ['tab-switch', 'fullscreen-exit'] as const;
export type IntegrityEvent = (typeof INTEGRITY_EVENTS)[number];

export const LEADERBOARD_NAME_MAX = 40;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;

export const practicePath = (topic: string, subtopic?: string) =>
  `/practice?topic=${encodeURIComponent(topic)}${subtopic ? `&subtopic=${encodeURIComponent(subtopic)}` : ''}`;
