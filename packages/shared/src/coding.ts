import { z } from 'zod';
import { CODING_DIFFICULTIES, CODING_LANGUAGES, VERDICTS } from './coding-constants.ts';

export { CODING_DIFFICULTIES, type CodingDifficulty } from './coding-constants.ts';

import { text } from './text.ts';

/**
 * Coding practice: problems, runs, judged submissions and drafts. No answer carries a hidden test's input,
 * expected output or the program's output on it: hidden tests go out as a verdict, a time and a memory only.
 */

export const SUBMISSION_STATUSES = ['queued', 'running', 'judged', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The largest program the judge takes, in bytes of UTF-8 (a long competitive solution is under 20 KB). */
export const SOURCE_MAX_BYTES = 64 * 1024;
/** The largest custom input of a run, in bytes of UTF-8. */
export const CUSTOM_INPUT_MAX_BYTES = 64 * 1024;
/** A request body holding a program at its largest, escaped as JSON (every character may double). */
export const CODING_BODY_LIMIT = 4 * SOURCE_MAX_BYTES;

export const CODING_MESSAGES = {
  problemMissing: 'Problem not found',
  submissionMissing: 'Submission not found',
  sourceEmpty: 'Write some code first.',
  sourceTooLarge: 'Code must be at most 64 KB.',
  inputTooLarge: 'Custom input must be at most 64 KB.',
  language: 'Choose C++17, Java 17, Python 3 or JavaScript.',
  judgeBusy: 'The judge is busy. Please try again in a moment.',
  judgeStopped: 'The judge stopped before finishing this submission. Please submit again.',
} as const;

/** "C++17 is not available on this server": a language whose compiler or sandbox is missing here. */
export const languageUnavailableMessage = (label: string, reason?: string) =>
  `${label} is not available on this server${reason ? ` (${reason})` : ''}.`;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
const uuid = (message: string) => z.uuid({ message });
const ok = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const ZCodingLanguageSchema = z.enum(CODING_LANGUAGES, { message: CODING_MESSAGES.language });
const difficulty = z.enum(CODING_DIFFICULTIES, { message: 'Difficulty must be easy, medium or hard.' });
const source = text({ label: 'Code', multiline: true })
  .refine((value) => value.trim().length > 0, CODING_MESSAGES.sourceEmpty)
  .refine((value) => utf8Bytes(value) <= SOURCE_MAX_BYTES, CODING_MESSAGES.sourceTooLarge);
const draftSource = text({ label: 'Code', multiline: true }).refine(
  (value) => utf8Bytes(value) <= SOURCE_MAX_BYTES,
  CODING_MESSAGES.sourceTooLarge,
);
/** A problem by its id or its slug (the web app's addresses use the slug). */
const problemRef = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, CODING_MESSAGES.problemMissing);

// ── Problems ──────────────────────────────────────────────────────────────────────────────────────

export const ZCodingProblemsQuerySchema = z.object({
  topic: text({ label: 'Topic' }).trim().max(60).optional(),
  difficulty: difficulty.optional(),
});
export type CodingProblemsQuery = z.infer<typeof ZCodingProblemsQuerySchema>;

export const ZCodingProblemParamsSchema = z.object({ problemId: problemRef });

const ZCodingProblemSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty,
  topics: z.array(z.string()),
  askedIn: z.array(z.string()),
  /** The learner has an accepted submission (false for visitors). */
  solved: z.boolean(),
});
export type CodingProblemSummary = z.infer<typeof ZCodingProblemSummarySchema>;

export const ZCodingProblemsResponseSchema = ok(
  z.object({ problems: z.array(ZCodingProblemSummarySchema), topics: z.array(z.string()) }),
);

const ZSampleTestSchema = z.object({ input: z.string(), expected: z.string() });

const ZCodingCheckerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens') }),
  z.object({ kind: z.literal('float'), tolerance: z.number() }),
  z.object({ kind: z.literal('custom'), name: z.string() }),
]);

const ZLanguageAvailabilitySchema = z.object({
  language: ZCodingLanguageSchema,
  available: z.boolean(),
  reason: z.string().optional(),
});

export const ZCodingProblemResponseSchema = ok(
  z.object({
    problem: ZCodingProblemSummarySchema.extend({
      /** Markdown with $math$. */
      statement: z.string(),
      timeLimitMs: z.number().int(),
      memoryLimitMb: z.number().int(),
      samples: z.array(ZSampleTestSchema),
      /** How many hidden tests a submission is judged on (their contents are never sent). */
      hiddenTestCount: z.number().int(),
      languages: z.array(ZLanguageAvailabilitySchema),
      /** How outputs are compared (coding-output.ts): the browser's Run compares samples the judge's way. */
      checker: ZCodingCheckerSchema,
    }),
  }),
);
export type CodingProblem = z.infer<typeof ZCodingProblemResponseSchema>['data']['problem'];

// ── Runs ──────────────────────────────────────────────────────────────────────────────────────────

export const ZCodingRunRequestSchema = z.object({
  problemId: problemRef,
  language: ZCodingLanguageSchema,
  source,
  /** Runs this input instead of the samples; the output comes back as it is, nothing compared. */
  customInput: text({ label: 'Custom input', multiline: true })
    .refine((value) => utf8Bytes(value) <= CUSTOM_INPUT_MAX_BYTES, CODING_MESSAGES.inputTooLarge)
    .optional(),
});
export type CodingRunRequest = z.infer<typeof ZCodingRunRequestSchema>;

const verdict = z.enum(VERDICTS);

const ZRunTestSchema = z.object({
  /** Absent for custom input (nothing to compare with). */
  verdict: verdict.nullable(),
  timeMs: z.number(),
  memoryKb: z.number(),
  input: z.string(),
  expected: z.string().nullable(),
  stdout: z.string().nullable(),
  stderr: z.string().nullable(),
});
export type CodingRunTest = z.infer<typeof ZRunTestSchema>;

export const ZCodingRunResponseSchema = ok(
  z.object({
    run: z.object({ compileError: z.string().nullable(), tests: z.array(ZRunTestSchema) }),
  }),
);
export type CodingRun = z.infer<typeof ZCodingRunResponseSchema>['data']['run'];

// ── Submissions ───────────────────────────────────────────────────────────────────────────────────

export const ZCodingSubmitRequestSchema = z.object({
  problemId: problemRef,
  language: ZCodingLanguageSchema,
  source,
});
export type CodingSubmitRequest = z.infer<typeof ZCodingSubmitRequestSchema>;

export const ZCodingSubmissionParamsSchema = z.object({
  submissionId: uuid(CODING_MESSAGES.submissionMissing),
});

/** A hidden test's outcome: a verdict, a time and a memory; never its input, expected or actual output. */
const ZJudgedTestSchema = z.object({ verdict, timeMs: z.number(), memoryKb: z.number() });
export type CodingJudgedTest = z.infer<typeof ZJudgedTestSchema>;

const ZCodingSubmissionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  problemId: z.string(),
  language: ZCodingLanguageSchema,
  status: z.enum(SUBMISSION_STATUSES),
  /** 1 for the next to be judged; null once judging started. */
  position: z.number().int().nullable(),
  /** The submission's verdict: its first failing test's, or accepted; null until judged. */
  verdict: verdict.nullable(),
  compileError: z.string().nullable(),
  /** Why judging failed (status failed). */
  failure: z.string().nullable(),
  testCount: z.number().int(),
  passed: z.number().int(),
  /** Judged tests so far, in order. */
  tests: z.array(ZJudgedTestSchema),
  createdAt: z.string(),
  judgedAt: z.string().nullable(),
});
export type CodingSubmission = z.infer<typeof ZCodingSubmissionSchema>;

export const ZCodingSubmitResponseSchema = ok(
  z.object({
    submission: z.object({
      _id: z.string(),
      id: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      position: z.number().int().nullable(),
    }),
  }),
);

export const ZCodingSubmissionResponseSchema = ok(
  z.object({ submission: ZCodingSubmissionSchema.extend({ source: z.string() }) }),
);

// ── Drafts ────────────────────────────────────────────────────────────────────────────────────────

export const ZCodingDraftParamsSchema = z.object({ problemId: problemRef, language: ZCodingLanguageSchema });
export const ZCodingDraftRequestSchema = z.object({ source: draftSource });
export const ZCodingDraftResponseSchema = ok(
  z.object({ draft: z.object({ source: z.string(), updatedAt: z.string() }).nullable() }),
);
export type CodingDraft = NonNullable<z.infer<typeof ZCodingDraftResponseSchema>['data']['draft']>;
