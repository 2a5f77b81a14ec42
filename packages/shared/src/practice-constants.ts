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

/** A mock test's sections as the console edits them (admin-practice.ts checks them). */
export const MOCK_SECTIONS_MAX = 8;
export const MOCK_SECTION_QUESTIONS_MAX = 200;
/** A section lasts 1 minute to 3 hours. */
export const MOCK_SECTION_SECONDS = { min: 60, max: 3 * 60 * 60 } as const;
export const MOCK_SECTIONS_LOCKED =
  'Learners have taken this test, so its sections and marking stay as they were: every attempt is scored by the rules it was taken under.';

export const practicePath = (topic: string, subtopic?: string) =>
  `/practice?topic=${encodeURIComponent(topic)}${subtopic ? `&subtopic=${encodeURIComponent(subtopic)}` : ''}`;
