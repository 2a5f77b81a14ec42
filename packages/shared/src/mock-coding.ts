import { z } from 'zod';
import {
  CODING_MESSAGES,
  SOURCE_MAX_BYTES,
  SUBMISSION_STATUSES,
  ZCodingLanguageSchema,
  ZCodingProblemResponseSchema,
} from './coding.ts';
import { VERDICTS } from './coding-constants.ts';
import { text } from './text.ts';

/**
 * Coding sections of mock tests: the problems of the section the attempt is in, with the submission that counts
 * for each (the last one before the section's deadline), and a submission through the coding judge's queue.
 * Marks: a problem's marks times the share of its hidden tests passed.
 */

export const MOCK_SECTION_KINDS = ['questions', 'coding'] as const;
export type MockSectionKind = (typeof MOCK_SECTION_KINDS)[number];

export const MOCK_CODING_MESSAGES = {
  notCoding: 'The current section has no coding problems.',
  problemMissing: 'Problem not found in this section',
} as const;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
const ok = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

const submissionStatus = z.enum(SUBMISSION_STATUSES);

/** The submission that counts for a problem; `marks` is null until it is judged. */
export const ZMockCodingAnswerSchema = z.object({
  submissionId: z.string(),
  language: ZCodingLanguageSchema,
  source: z.string(),
  status: submissionStatus,
  verdict: z.enum(VERDICTS).nullable(),
  passed: z.number().int(),
  testCount: z.number().int(),
  marks: z.number().nullable(),
  submittedAt: z.string(),
});
export type MockCodingAnswer = z.infer<typeof ZMockCodingAnswerSchema>;

const problemView = ZCodingProblemResponseSchema.shape.data.shape.problem.omit({ solved: true });

export const ZMockCodingProblemSchema = problemView.extend({
  maxMarks: z.number(),
  answer: ZMockCodingAnswerSchema.nullable(),
});
export type MockCodingProblem = z.infer<typeof ZMockCodingProblemSchema>;

export const ZMockCodingSectionResponseSchema = ok(
  z.object({
    sectionIndex: z.number().int(),
    endsAt: z.string().nullable(),
    remainingSeconds: z.number().int(),
    problems: z.array(ZMockCodingProblemSchema),
  }),
);
export type MockCodingSection = z.infer<typeof ZMockCodingSectionResponseSchema>['data'];

export const ZMockCodingSubmitRequestSchema = z.object({
  problemId: z.uuid({ message: MOCK_CODING_MESSAGES.problemMissing }),
  language: ZCodingLanguageSchema,
  source: text({ label: 'Code', multiline: true })
    .refine((value) => value.trim().length > 0, CODING_MESSAGES.sourceEmpty)
    .refine((value) => utf8Bytes(value) <= SOURCE_MAX_BYTES, CODING_MESSAGES.sourceTooLarge),
});
export type MockCodingSubmitRequest = z.infer<typeof ZMockCodingSubmitRequestSchema>;

export const ZMockCodingSubmitResponseSchema = ok(
  z.object({
    submission: z.object({
      _id: z.string(),
      id: z.string(),
      status: submissionStatus,
      position: z.number().int().nullable(),
    }),
    remainingSeconds: z.number().int(),
  }),
);

/** A coding problem in a result: marks earned (null while its last submission is being judged). */
export const ZMockCodingProblemResultSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  slug: z.string(),
  maxMarks: z.number(),
  marks: z.number().nullable(),
  passed: z.number().int(),
  testCount: z.number().int(),
  status: submissionStatus.nullable(),
  verdict: z.enum(VERDICTS).nullable(),
  language: ZCodingLanguageSchema.nullable(),
});
export type MockCodingProblemResult = z.infer<typeof ZMockCodingProblemResultSchema>;
