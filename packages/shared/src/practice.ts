import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { MOCK_SECTION_KINDS, ZMockCodingProblemResultSchema } from './mock-coding.ts';
import {
  ATTEMPT_ENDINGS,
  ATTEMPT_STATUSES,
  INTEGRITY_EVENTS,
  imitatesStaff,
  LEADERBOARD_NAME_IMITATES,
  LEADERBOARD_NAME_MAX,
  PRACTICE_TOPICS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
} from './practice-constants.ts';
import { text } from './text.ts';

/**
 * Placement practice (one question at a time, spaced repetition) and mock tests (timed sections the server
 * owns). Before an attempt is submitted no payload carries an answer key or an explanation: questions go out
 * as `ZQuestionViewSchema`; the key only in answers to practice answers and in results.
 */

export * from './practice-constants.ts';

const uuid = (message: string) => z.uuid({ message });
const topic = z.enum(PRACTICE_TOPICS, { message: 'Choose a topic from the list.' });
const difficulty = z.enum(QUESTION_DIFFICULTIES, { message: 'Difficulty must be easy, medium or hard.' });
const subtopic = text({ label: 'Subtopic' }).trim().min(1, 'Subtopic is required').max(80);
const optionIndexes = z
  .array(z.number().int().min(0).max(5), { message: 'Choose options from the list.' })
  .max(6)
  .refine((list) => new Set(list).size === list.length, 'Choose each option once.');
const numericValue = z
  .number({ message: 'Enter a number.' })
  .finite('Enter a number.')
  .min(-1e12, 'That number is too large.')
  .max(1e12, 'That number is too large.');
const ok = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** A question as a learner sees it while answering: no key, no explanation. */
export const ZQuestionViewSchema = z.object({
  id: z.string(),
  topic,
  subtopic: z.string(),
  difficulty,
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type QuestionView = z.infer<typeof ZQuestionViewSchema>;

// ── Practice ──────────────────────────────────────────────────────────────────────────────────────

/** How far a learner is in one subtopic (all zero for visitors). */
const ZProgressCountsSchema = z.object({
  questionCount: z.number().int(),
  /** Questions answered at least once. */
  seen: z.number().int(),
  /** Last answer right and remembered for a week or more (FSRS stability). */
  mastered: z.number().int(),
  /** Waiting for review now. */
  due: z.number().int(),
  /** Right answers over all answers, 0–100; null before the first answer. */
  accuracy: z.number().nullable(),
});

export const ZPracticeTopicSchema = ZProgressCountsSchema.extend({
  topic,
  label: z.string(),
  /** Only a placement programme opens it, and the viewer holds none of those (a visitor: true). */
  locked: z.boolean(),
  /** The programmes on sale that open the topic (empty for a free topic): the way in from a locked one. */
  programmes: z.array(z.object({ id: z.string(), title: z.string() })),
  subtopics: z.array(ZProgressCountsSchema.extend({ name: z.string() })),
});
export type PracticeTopicSummary = z.infer<typeof ZPracticeTopicSchema>;
export const ZPracticeTopicsResponseSchema = ok(z.object({ topics: z.array(ZPracticeTopicSchema) }));

export const ZPracticeNextRequestSchema = z.object({
  topic,
  subtopic: subtopic.optional(),
  difficulty: difficulty.optional(),
});
export type PracticeNextRequest = z.infer<typeof ZPracticeNextRequestSchema>;

export const ZPracticeNextResponseSchema = ok(
  z.object({
    /** null when the learner has answered everything in the selection and nothing is due. */
    question: ZQuestionViewSchema.nullable(),
    /** A question answered before, back for review (wrong or shaky last time, or due). */
    review: z.boolean(),
    /** Reviews waiting now in this selection. */
    dueCount: z.number().int(),
    /** With no question: when the next review falls due, if any. */
    nextDueAt: z.string().nullable(),
  }),
);
export type PracticeNext = z.infer<typeof ZPracticeNextResponseSchema>['data'];

export const ZPracticeAnswerRequestSchema = z.object({
  questionId: uuid('Question not found'),
  /** Option indexes for single and multiple choice. */
  selected: optionIndexes.optional(),
  /** The number for a numeric question. */
  value: numericValue.optional(),
  /** "I guessed": a right answer the learner was not sure of comes back sooner. */
  unsure: z.boolean().optional(),
});
export type PracticeAnswerRequest = z.infer<typeof ZPracticeAnswerRequestSchema>;

export const ZPracticeAnswerResponseSchema = ok(
  z.object({
    correct: z.boolean(),
    correctOptions: z.array(z.number().int()),
    numericAnswer: z.number().nullable(),
    explanation: z.string(),
    /** When the question comes back. */
    nextReviewAt: z.string(),
  }),
);
export type PracticeAnswer = z.infer<typeof ZPracticeAnswerResponseSchema>['data'];

// ── Mock tests ────────────────────────────────────────────────────────────────────────────────────

const sectionKind = z.enum(MOCK_SECTION_KINDS);

export const ZMockTestSectionSchema = z.object({
  title: z.string(),
  topic,
  /** A coding section counts its problems in `questionCount`. */
  kind: sectionKind,
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
});

export const ZMockTestSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The test's own instructions, a point a line (may be empty), read before starting. */
  instructions: z.string(),
  sections: z.array(ZMockTestSectionSchema),
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
  marksPerQuestion: z.number(),
  /** Marks taken off for a wrong answer (0.25 = a quarter mark); unanswered questions cost nothing. */
  negativeMarks: z.number(),
  maxAttempts: z.number().int(),
  /** Free to every logged-in learner, or needs the course below. */
  free: z.boolean(),
  /** What opens the test: a course, or a placement programme (`kind`), whose page differs. */
  requiredCourse: z
    .object({ id: z.string(), title: z.string(), kind: z.enum(['course', 'programme']) })
    .nullable(),
  /** For a logged-in learner: attempts started, the one in progress and whether they may start one. */
  attemptsUsed: z.number().int(),
  inProgressAttemptId: z.string().nullable(),
  lastResultAttemptId: z.string().nullable(),
  locked: z.boolean(),
});
export type MockTest = z.infer<typeof ZMockTestSchema>;
export const ZMockTestsResponseSchema = ok(z.object({ tests: z.array(ZMockTestSchema) }));

export const ZMockTestParamsSchema = z.object({ testId: uuid('Mock test not found') });
export const ZAttemptParamsSchema = z.object({ attemptId: uuid('Attempt not found') });

const ZAttemptSectionSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  /** A coding section's problems come from GET /api/attempts/:attemptId/coding, not in `questions`. */
  kind: sectionKind,
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
  state: z.enum(['done', 'current', 'upcoming']),
  /** The current section's end (ISO) and the seconds left at `serverNow`. */
  endsAt: z.string().nullable(),
  remainingSeconds: z.number().int().nullable(),
  answered: z.number().int(),
  /** Questions marked for review, as saved: a section left behind keeps its count. */
  marked: z.number().int(),
});

/** A question's stem and options in one language, options in the attempt's order (the same in every language). */
const ZQuestionVersionViewSchema = z.object({ prompt: z.string(), options: z.array(z.string()) });

export const ZAttemptQuestionSchema = ZQuestionViewSchema.omit({ topic: true, difficulty: true }).extend({
  number: z.number().int(),
  sectionIndex: z.number().int(),
  selected: z.array(z.number().int()),
  value: z.number().nullable(),
  markedForReview: z.boolean(),
  /**
   * Only for a question written in more than one language: each language's stem and options (English included),
   * so the screen switches a question's language without asking the server, and an answer (option indexes) means
   * the same in either. `prompt` and `options` above are in the request's language.
   */
  versions: z.partialRecord(z.enum(LOCALES), ZQuestionVersionViewSchema).optional(),
});
export type AttemptQuestion = z.infer<typeof ZAttemptQuestionSchema>;

export const ZAttemptSchema = z.object({
  id: z.string(),
  testId: z.string(),
  title: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  serverNow: z.string(),
  startedAt: z.string(),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  currentSection: z.number().int().nullable(),
  sections: z.array(ZAttemptSectionSchema),
  /** The current section's questions, options in this attempt's order; empty once submitted. */
  questions: z.array(ZAttemptQuestionSchema),
  tabSwitches: z.number().int(),
  fullscreenExits: z.number().int(),
});
export type Attempt = z.infer<typeof ZAttemptSchema>;
export const ZAttemptResponseSchema = ok(ZAttemptSchema);
export const ZStartAttemptResponseSchema = ok(ZAttemptSchema.extend({ resumed: z.boolean() }));

export const ZAttemptAnswerRequestSchema = z.object({
  questionId: uuid('Question not found'),
  /** Option indexes as shown in this attempt; [] clears the answer. */
  selected: optionIndexes.optional(),
  /** null clears a numeric answer. */
  value: numericValue.nullable().optional(),
  markedForReview: z.boolean().optional(),
  /** Seconds spent on the question since the last save (added up; capped by the section's length). */
  timeSpentSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
});
export type AttemptAnswerRequest = z.infer<typeof ZAttemptAnswerRequestSchema>;
export const ZAttemptAnswerResponseSchema = ok(
  z.object({ question: ZAttemptQuestionSchema, remainingSeconds: z.number().int() }),
);

/** The section the learner is leaving (as shown to them): a repeat, or one that arrives after it ended, moves nothing. */
export const ZNextSectionRequestSchema = z
  .object({ fromSection: z.number({ message: 'Section must be a number.' }).int().min(0).max(50).optional() })
  // Fastify hands a request without a body over as null.
  .nullish();
export type NextSectionRequest = z.infer<typeof ZNextSectionRequestSchema>;

export const ZAttemptEventRequestSchema = z.object({
  kind: z.enum(INTEGRITY_EVENTS, { message: 'Kind must be tab-switch or fullscreen-exit.' }),
});
export const ZAttemptEventResponseSchema = ok(
  z.object({ tabSwitches: z.number().int(), fullscreenExits: z.number().int() }),
);

const ZSectionResultSchema = z.object({
  title: z.string(),
  kind: sectionKind,
  /** A coding section's problems with the marks each earned; empty for a section of questions. */
  problems: z.array(ZMockCodingProblemResultSchema),
  score: z.number(),
  maxScore: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  /** Right over answered, 0–100; null when nothing was answered. */
  accuracy: z.number().nullable(),
  timeSpentSeconds: z.number().int(),
  averageSecondsPerQuestion: z.number().nullable(),
});

const ZReviewQuestionSchema = ZAttemptQuestionSchema.extend({
  topic,
  subtopic: z.string(),
  correctOptions: z.array(z.number().int()),
  numericAnswer: z.number().nullable(),
  explanation: z.string(),
  /** As in the attempt, with each language's explanation: the review shows a question in either. */
  versions: z
    .partialRecord(z.enum(LOCALES), ZQuestionVersionViewSchema.extend({ explanation: z.string() }))
    .optional(),
  outcome: z.enum(['correct', 'wrong', 'unanswered']),
  marks: z.number(),
  timeSpentSeconds: z.number().int(),
});

export const ZAttemptResultSchema = z.object({
  attemptId: z.string(),
  testId: z.string(),
  title: z.string(),
  endedBy: z.enum(ATTEMPT_ENDINGS),
  startedAt: z.string(),
  submittedAt: z.string(),
  score: z.number(),
  maxScore: z.number(),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  /**
   * Share of learners scoring the same or less, 0–100 (ties share a percentile), counting each learner's first
   * attempt of the test, and only if it answered at least one question. null until `attemptsCompared` reaches
   * PERCENTILE_MIN_ATTEMPTS: a percentile among a handful of learners says nothing.
   */
  percentile: z.number().nullable(),
  /** The first attempts counted (also below the threshold: "you are one of n"). */
  attemptsCompared: z.number().int(),
  sections: z.array(ZSectionResultSchema),
  /** A counted coding submission is still being judged: `score` grows once it is (the page asks again). */
  codingPending: z.boolean(),
  weakestSubtopics: z.array(
    z.object({
      topic,
      subtopic: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      accuracy: z.number(),
      practicePath: z.string(),
    }),
  ),
  tabSwitches: z.number().int(),
  fullscreenExits: z.number().int(),
  /**
   * The solutions review (key, explanations) opens once the learner has no attempts left, or when the test's
   * cooling-off after this attempt ends; until then `review` is empty.
   */
  solutionsAvailable: z.boolean(),
  /** While the review is closed: when the cooling-off ends and it opens. */
  solutionsAvailableAt: z.string().nullable(),
  review: z.array(ZReviewQuestionSchema),
});
export type AttemptResult = z.infer<typeof ZAttemptResultSchema>;
export const ZAttemptResultResponseSchema = ok(ZAttemptResultSchema);

export const ZLeaderboardRequestSchema = z.object({
  /** The name to show, or null to leave the leaderboard. */
  displayName: text({ label: 'Display name' })
    .trim()
    .min(2, 'Display name must be at least 2 characters.')
    .max(LEADERBOARD_NAME_MAX, `Display name must be at most ${LEADERBOARD_NAME_MAX} characters.`)
    .refine((name) => !imitatesStaff(name), LEADERBOARD_NAME_IMITATES)
    .nullable(),
});
const ZLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** The chosen name, or ANONYMOUS_LEARNER when an admin hid it. */
  displayName: z.string(),
  score: z.number(),
  submittedAt: z.string(),
  mine: z.boolean(),
});
export const ZLeaderboardResponseSchema = ok(
  z.object({
    /** The top entries. */
    entries: z.array(ZLeaderboardEntrySchema),
    /**
     * The caller's own entry, ranked by the same query as `entries` (also when below the top): the one place a
     * result page learns whether, where and under what name the learner is shown. null when not shown.
     */
    mine: ZLeaderboardEntrySchema.extend({
      /** The name the learner chose (`displayName` says "Anonymous learner" when an admin hid it). */
      chosenName: z.string(),
    }).nullable(),
  }),
);
