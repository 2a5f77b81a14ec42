import { z } from 'zod';
import { pagedQuery, pageOf } from './admin.ts';
import { CODING_DIFFICULTIES } from './coding.ts';
import {
  ATTEMPT_ENDINGS,
  ATTEMPT_STATUSES,
  MOCK_PROBLEM_MARKS,
  MOCK_SECTION_POOL_MAX,
  MOCK_SECTION_PROBLEMS_MAX,
  MOCK_SECTION_QUESTIONS_MAX,
  MOCK_SECTION_SECONDS,
  MOCK_SECTIONS_MAX,
  PRACTICE_TOPICS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  SOLUTIONS_COOLING_OFF_HOURS,
} from './practice-constants.ts';
import { text } from './text.ts';
import {
  questionVersionsProblem,
  ZMockTestTranslationsSchema,
  ZQuestionTranslationsSchema,
} from './translations.ts';

/**
 * The admin console's question bank and mock tests: questions with their key (create, edit, archive, bulk
 * import with a dry run) and each test's attempts with their integrity counts.
 */

export const QUESTION_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{2,79}$/;
export const QUESTION_IMPORT_MAX_CHARS = 900_000;
export const QUESTION_IMPORT_MAX_ROWS = 2000;
/** The CSV import's columns, in order (a header row naming them is required). */
export const QUESTION_CSV_COLUMNS = [
  'key',
  'topic',
  'subtopic',
  'difficulty',
  'kind',
  'prompt',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'correct',
  'numeric_answer',
  'numeric_tolerance',
  'explanation',
  'image_url',
] as const;

export {
  MOCK_POOL_FACTOR,
  MOCK_PROBLEM_MARKS,
  MOCK_SECTION_POOL_MAX,
  MOCK_SECTION_PROBLEMS_MAX,
  MOCK_SECTION_QUESTIONS_MAX,
  MOCK_SECTION_SECONDS,
  MOCK_SECTIONS_LOCKED,
  MOCK_SECTIONS_MAX,
  mockPoolWarning,
  SOLUTIONS_COOLING_OFF_HOURS,
} from './practice-constants.ts';

const uuid = (message: string) => z.uuid({ message });
const required = (label: string, max: number, multiline = false) =>
  text({ label, multiline, message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The rules every question keeps, however it arrives: form, JSON or CSV. */
export function questionProblem(question: {
  kind: string;
  options: string[];
  correct: number[];
  numericAnswer: number | null;
}): string | undefined {
  if (question.kind === 'numeric') {
    if (question.options.length > 0) return 'A numeric question has no options.';
    if (question.numericAnswer === null) return 'A numeric question needs its answer.';
    return undefined;
  }
  if (question.options.length < QUESTION_OPTIONS_MIN || question.options.length > QUESTION_OPTIONS_MAX) {
    return `Give ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options.`;
  }
  if (
    new Set(question.options.map((option) => option.trim().toLowerCase())).size !== question.options.length
  ) {
    return 'Options must differ from each other.';
  }
  if (question.correct.some((index) => index < 0 || index >= question.options.length)) {
    return 'The correct answer must be one of the options.';
  }
  if (new Set(question.correct).size !== question.correct.length) return 'Name each correct option once.';
  if (question.kind === 'single' && question.correct.length !== 1) {
    return 'A single-choice question has exactly one correct option.';
  }
  if (question.kind === 'multiple' && question.correct.length < 1) {
    return 'A multiple-choice question needs at least one correct option.';
  }
  return undefined;
}

const questionFields = z.object({
  key: z
    .string({ message: 'Key must be text.' })
    .trim()
    .regex(QUESTION_KEY_PATTERN, 'Key takes 3 to 80 lower-case letters, digits, dots, dashes or underscores.')
    .optional(),
  topic: z.enum(PRACTICE_TOPICS, { message: 'Choose a topic from the list.' }),
  subtopic: required('Subtopic', 80),
  difficulty: z.enum(QUESTION_DIFFICULTIES, { message: 'Difficulty must be easy, medium or hard.' }),
  kind: z.enum(QUESTION_KINDS, { message: 'Kind must be single, multiple or numeric.' }),
  prompt: required('Question', 4000, true),
  options: z
    .array(required('Option', 500), { message: 'Options must be a list.' })
    .max(QUESTION_OPTIONS_MAX)
    .default([]),
  correct: z
    .array(
      // Out-of-range indexes are the question rules' concern: they name the problem in words.
      z.number({ message: 'Correct options are option numbers.' }).int('Correct options are option numbers.'),
      { message: 'Correct options must be a list.' },
    )
    .max(QUESTION_OPTIONS_MAX)
    .default([]),
  numericAnswer: z
    .number({ message: 'Answer must be a number.' })
    .finite()
    .min(-1e12)
    .max(1e12)
    .nullable()
    .default(null),
  numericTolerance: z
    .number({ message: 'Tolerance must be a number.' })
    .min(0, 'Tolerance must be 0 or more.')
    .max(1e6)
    .default(0),
  explanation: required('Explanation', 4000, true),
  imageUrl: text({ label: 'Image' })
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^(https:\/\/|\/)[^\s]*$/.test(value),
      'Image must be an https:// address or a path.',
    )
    .nullable()
    .default(null),
  /**
   * The question in other languages, each whole (stem, as many options in the same order, explanation). Left out,
   * an edit or an import keeps the versions the question has.
   */
  translations: ZQuestionTranslationsSchema.optional(),
});

/** The question rules, then its versions beside its options. */
function checkQuestion(
  question: z.infer<typeof questionFields> | Omit<z.infer<typeof questionFields>, 'key'>,
  context: z.RefinementCtx,
) {
  const problem = questionProblem(question);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['correct'] });
  const versions = questionVersionsProblem(
    question.kind === 'numeric' ? [] : question.options,
    question.translations,
  );
  if (versions) context.addIssue({ code: 'custom', message: versions, path: ['translations'] });
}

export const ZQuestionInputSchema = questionFields.superRefine(checkQuestion);
export type QuestionInput = z.infer<typeof ZQuestionInputSchema>;

/** An edit sends the whole question again (its rules tie the fields together); archived restores or archives. */
export const ZUpdateQuestionRequestSchema = questionFields
  .omit({ key: true })
  .extend({ archived: z.boolean().optional() })
  .superRefine(checkQuestion);
export type UpdateQuestionRequest = z.infer<typeof ZUpdateQuestionRequestSchema>;

export const ZAdminQuestionSchema = z.object({
  id: z.string(),
  key: z.string(),
  topic: z.enum(PRACTICE_TOPICS),
  subtopic: z.string(),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.number().int()),
  numericAnswer: z.number().nullable(),
  numericTolerance: z.number(),
  explanation: z.string(),
  translations: ZQuestionTranslationsSchema,
  imageUrl: z.string().nullable(),
  archived: z.boolean(),
  /** Mock tests that ask it (an archived question leaves practice and new attempts, not old results). */
  usedInTests: z.number().int(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof ZAdminQuestionSchema>;

export const ZAdminQuestionsQuerySchema = pagedQuery(['updatedAt', 'subtopic', 'key'] as const).extend({
  topic: z.enum(PRACTICE_TOPICS, { message: 'Choose a topic from the list.' }).optional(),
  difficulty: z
    .enum(QUESTION_DIFFICULTIES, { message: 'Difficulty must be easy, medium or hard.' })
    .optional(),
  kind: z.enum(QUESTION_KINDS, { message: 'Kind must be single, multiple or numeric.' }).optional(),
  archived: z.enum(['true', 'false'], { message: 'Archived must be true or false.' }).optional(),
});
export type AdminQuestionsQuery = z.infer<typeof ZAdminQuestionsQuerySchema>;
export const ZAdminQuestionsResponseSchema = pageOf(ZAdminQuestionSchema);
export const ZAdminQuestionParamsSchema = z.object({ questionId: uuid('Question not found') });
export const ZAdminQuestionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminQuestionSchema,
});

export const ZQuestionImportRequestSchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'Format must be json or csv.' }),
  /** The file's text: a JSON array of questions, or a CSV with the QUESTION_CSV_COLUMNS header. */
  content: z
    .string({ message: 'Paste or choose a file of questions.' })
    .max(QUESTION_IMPORT_MAX_CHARS, `The file must be at most ${QUESTION_IMPORT_MAX_CHARS} characters.`)
    .refine((value) => value.trim() !== '', 'Paste or choose a file of questions.'),
  /** True (the default): report only. False: write, all or nothing (nothing at all if any row is invalid). */
  dryRun: z.boolean({ message: 'Dry run must be true or false.' }).default(true),
});
export type QuestionImportRequest = z.infer<typeof ZQuestionImportRequestSchema>;

export const ZQuestionImportReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  /** Keys new to the bank, keys whose question changes, keys already exactly so. */
  create: z.array(z.string()),
  update: z.array(z.string()),
  unchanged: z.array(z.string()),
  errors: z.array(z.object({ row: z.number().int(), key: z.string().nullable(), message: z.string() })),
  /** Rows written (0 on a dry run or when any row is invalid). */
  written: z.number().int(),
});
export type QuestionImportReport = z.infer<typeof ZQuestionImportReportSchema>;
export const ZQuestionImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZQuestionImportReportSchema,
});

/** The test editor's answers about coding sections, beside the schema's own messages. */
export const MOCK_EDITOR_MESSAGES = {
  noProblems: 'Give the coding section at least one problem.',
  tooManyProblems: `A coding section has at most ${MOCK_SECTION_PROBLEMS_MAX} problems.`,
  problemId: 'Choose problems from the coding bank.',
  problemTwice: 'This problem is in the test twice: each problem can be in it once.',
  sectionKind: 'A section holds questions or coding problems.',
  unknownProblems: (ids: string) => `No coding problem has the id ${ids}.`,
  unpublishedProblems: (titles: string) => `Only published problems can be in a test: ${titles}.`,
} as const;

/** A section as the console edits it: its pool of questions named by their keys, and how many an attempt draws. */
export const ZAdminMockQuestionSectionSchema = z.object({
  kind: z.literal('questions'),
  title: z.string(),
  topic: z.enum(PRACTICE_TOPICS),
  durationSeconds: z.number().int(),
  questionKeys: z.array(z.string()),
  questionCount: z.number().int(),
});

/** A coding problem as a section shows it; only `id` is sent back. */
export const ZAdminMockProblemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.enum(CODING_DIFFICULTIES),
  /** An unpublished problem stays listed (a save then asks to publish it or take it out). */
  published: z.boolean(),
});
export type AdminMockProblem = z.infer<typeof ZAdminMockProblemSchema>;

/** A coding section: problems from the coding bank in the order every attempt meets them, each worth `marksPerProblem`. */
export const ZAdminMockCodingSectionSchema = z.object({
  kind: z.literal('coding'),
  title: z.string(),
  topic: z.enum(PRACTICE_TOPICS),
  durationSeconds: z.number().int(),
  problems: z.array(ZAdminMockProblemSchema),
  marksPerProblem: z.number(),
});

export const ZAdminMockSectionSchema = z.discriminatedUnion('kind', [
  ZAdminMockQuestionSectionSchema,
  ZAdminMockCodingSectionSchema,
]);
export type AdminMockSection = z.infer<typeof ZAdminMockSectionSchema>;

export const ZAdminMockTestSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  /** Title, description, instructions and section names in other languages. */
  translations: ZMockTestTranslationsSchema,
  published: z.boolean(),
  /** Questions in one attempt, drawn from a pool of `poolSize`. */
  questionCount: z.number().int(),
  poolSize: z.number().int(),
  /** Coding problems in one attempt (every attempt meets all of its coding sections' problems). */
  problemCount: z.number().int(),
  /** Set when the pool is smaller than MOCK_POOL_FACTOR × the test, so retakes repeat questions. */
  poolWarning: z.string().nullable(),
  solutionsCoolingOffHours: z.number().int(),
  durationSeconds: z.number().int(),
  sections: z.array(ZAdminMockSectionSchema),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  maxAttempts: z.number().int(),
  requiredCourse: z.object({ id: z.string(), title: z.string() }).nullable(),
  attempts: z.number().int(),
  submitted: z.number().int(),
  averageScore: z.number().nullable(),
});
export type AdminMockTest = z.infer<typeof ZAdminMockTestSchema>;
export const ZAdminMockTestsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(ZAdminMockTestSchema) }),
});
export const ZAdminMockTestParamsSchema = z.object({ testId: uuid('Mock test not found') });

export const ZUpdateMockTestRequestSchema = z
  .object({
    /** The course a learner needs for this test; null makes it free to every logged-in learner. */
    requiredCourseId: uuid('Course not found').nullable(),
    maxAttempts: z.number().int().min(1, 'Allow at least 1 attempt.').max(50, 'Allow at most 50 attempts.'),
    published: z.boolean(),
    /** Hours after an attempt before its solutions open while the learner has attempts left (0: at once). */
    solutionsCoolingOffHours: z
      .number({ message: 'Cooling-off must be a number of hours.' })
      .int('Cooling-off must be a whole number of hours.')
      .min(0, 'Cooling-off must be 0 hours or more.')
      .max(
        SOLUTIONS_COOLING_OFF_HOURS.max,
        `Cooling-off must be at most ${SOLUTIONS_COOLING_OFF_HOURS.max} hours (30 days).`,
      ),
    /** What a learner reads before starting, a point a line. */
    instructions: text({ label: 'Instructions', multiline: true })
      .trim()
      .max(4000, 'Instructions must be at most 4000 characters.'),
    /** Title, description, instructions and section names in other languages, all at once. */
    translations: ZMockTestTranslationsSchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type UpdateMockTestRequest = z.infer<typeof ZUpdateMockTestRequestSchema>;

const marks = (label: string, min: number, max = 10) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .refine((value) => Number.isInteger(value * 100), `${label} takes at most two decimals.`);

const sectionFields = {
  title: required('Section name', 80),
  topic: z.enum(PRACTICE_TOPICS, { message: 'Choose a topic from the list.' }),
  durationSeconds: z
    .number({ message: 'Duration must be a number of minutes.' })
    .int('Duration must be whole seconds.')
    .min(MOCK_SECTION_SECONDS.min, 'A section lasts at least 1 minute.')
    .max(MOCK_SECTION_SECONDS.max, 'A section lasts at most 3 hours.'),
};

/** A section of questions: `kind` may be left out (the editor's first kind of section). */
const questionSectionRequest = z.object({
  kind: z.literal('questions').default('questions'),
  ...sectionFields,
  questionKeys: z
    .array(z.string().trim().min(1), { message: 'Questions must be a list of keys.' })
    .min(1, 'Give the section at least one question.')
    .max(MOCK_SECTION_POOL_MAX, `A section's pool has at most ${MOCK_SECTION_POOL_MAX} questions.`),
  questionCount: z
    .number({ message: 'Questions per attempt must be a number.' })
    .int('Questions per attempt must be a whole number.')
    .min(1, 'An attempt asks at least 1 question of a section.')
    .max(
      MOCK_SECTION_QUESTIONS_MAX,
      `An attempt asks at most ${MOCK_SECTION_QUESTIONS_MAX} questions of a section.`,
    )
    .optional(),
});

/**
 * A coding section: published problems of the coding bank, by id, in the order every attempt meets them. Each
 * earns `marksPerProblem` times the share of its hidden tests the counted submission passes.
 */
const codingSectionRequest = z.object({
  kind: z.literal('coding'),
  ...sectionFields,
  topic: sectionFields.topic.default('dsa'),
  problems: z
    .array(z.object({ id: z.uuid({ message: MOCK_EDITOR_MESSAGES.problemId }) }), {
      message: 'Problems must be a list.',
    })
    .min(1, MOCK_EDITOR_MESSAGES.noProblems)
    .max(MOCK_SECTION_PROBLEMS_MAX, MOCK_EDITOR_MESSAGES.tooManyProblems),
  marksPerProblem: marks('Marks per problem', MOCK_PROBLEM_MARKS.min, MOCK_PROBLEM_MARKS.max).default(
    MOCK_PROBLEM_MARKS.default,
  ),
});

/**
 * A test's sections and marking, all at once (only while nobody has taken it: 409 after). A section holds
 * questions or coding problems. A question section's pool names questions by key, each once in the test
 * (archived ones are refused); an attempt draws `questionCount` of them (all when left out). A coding section
 * names published coding problems, each once in the test.
 */
export const ZMockTestSectionsRequestSchema = z.object({
  sections: z
    .array(
      z.discriminatedUnion('kind', [questionSectionRequest, codingSectionRequest], {
        message: MOCK_EDITOR_MESSAGES.sectionKind,
      }),
      { message: 'Sections must be a list.' },
    )
    .min(1, 'A test needs at least one section.')
    .max(MOCK_SECTIONS_MAX, `A test has at most ${MOCK_SECTIONS_MAX} sections.`)
    .superRefine((sections, context) => {
      const seen = new Set<string>();
      const seenProblems = new Set<string>();
      sections.forEach((section, index) => {
        if (section.kind === 'coding') {
          section.problems.forEach((problem, position) => {
            if (seenProblems.has(problem.id)) {
              context.addIssue({
                code: 'custom',
                message: MOCK_EDITOR_MESSAGES.problemTwice,
                path: [index, 'problems', position],
              });
            }
            seenProblems.add(problem.id);
          });
          return;
        }
        if (section.questionCount !== undefined && section.questionCount > section.questionKeys.length) {
          context.addIssue({
            code: 'custom',
            message: `An attempt cannot ask more questions (${section.questionCount}) than the section's pool holds (${section.questionKeys.length}).`,
            path: [index, 'questionCount'],
          });
        }
        for (const key of section.questionKeys) {
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              message: `Question ${key} is in the test twice.`,
              path: [index, 'questionKeys'],
            });
            return;
          }
          seen.add(key);
        }
      });
    }),
  /** Marks of a right answer to a question, and off a wrong one (coding sections carry their own marks). */
  marksPerQuestion: marks('Marks per question', 0.25),
  negativeMarks: marks('Negative marks', 0),
});

export type MockTestSectionsRequest = z.input<typeof ZMockTestSectionsRequestSchema>;
export type MockTestSections = z.infer<typeof ZMockTestSectionsRequestSchema>;

/** A new test: its title, what learners read about it, and its sections and marking. It starts hidden and free. */
export const ZCreateMockTestRequestSchema = ZMockTestSectionsRequestSchema.extend({
  title: required('Title', 120),
  description: text({ label: 'Description', multiline: true })
    .trim()
    .max(1000, 'Description must be at most 1000 characters.')
    .default(''),
});
export type CreateMockTestRequest = z.input<typeof ZCreateMockTestRequestSchema>;
export type NewMockTest = z.infer<typeof ZCreateMockTestRequestSchema>;

export const ZAdminMockTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminMockTestSchema,
});

export const ZAdminAttemptsQuerySchema = pagedQuery(['startedAt', 'score', 'tabSwitches'] as const).extend({
  status: z.enum(ATTEMPT_STATUSES, { message: 'Status must be in_progress or submitted.' }).optional(),
});
export type AdminAttemptsQuery = z.infer<typeof ZAdminAttemptsQuerySchema>;
export const ZAdminAttemptSchema = z.object({
  id: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(ATTEMPT_STATUSES),
  endedBy: z.enum(ATTEMPT_ENDINGS).nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  tabSwitches: z.number().int(),
  fullscreenExits: z.number().int(),
  /** The name the learner chose for the leaderboard; hidden ones show there as ANONYMOUS_LEARNER. */
  leaderboardName: z.string().nullable(),
  leaderboardNameHidden: z.boolean(),
});
export type AdminAttempt = z.infer<typeof ZAdminAttemptSchema>;
export const ZAdminAttemptsResponseSchema = pageOf(ZAdminAttemptSchema);

export const ZAdminAttemptParamsSchema = z.object({
  testId: uuid('Mock test not found'),
  attemptId: uuid('Attempt not found'),
});
/** Hides a leaderboard name (shown as ANONYMOUS_LEARNER) or shows it again. */
export const ZLeaderboardNameModerationRequestSchema = z.object({
  hidden: z.boolean({ message: 'Hidden must be true or false.' }),
});
export type LeaderboardNameModerationRequest = z.infer<typeof ZLeaderboardNameModerationRequestSchema>;
export const ZAdminAttemptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminAttemptSchema,
});
