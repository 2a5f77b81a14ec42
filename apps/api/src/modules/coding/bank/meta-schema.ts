import { z } from 'zod';

/** The topics a problem is filed under; the practice pages group progress by these. */
export const CODING_TOPICS = [
  'arrays',
  'strings',
  'hashing',
  'two-pointers',
  'sliding-window',
  'stacks-queues',
  'linked-lists',
  'trees',
  'graphs',
  'shortest-paths',
  'greedy',
  'binary-search',
  'dynamic-programming',
  'sorting',
  'math',
] as const;
export type CodingTopic = (typeof CODING_TOPICS)[number];

/** Generic hiring patterns, never a company's name: the bank claims no company as a source or partner. */
export const ASKED_IN_PATTERNS = [
  'Service-company OA',
  'Product-company OA',
  'Startup OA',
  'Campus drive round 1',
  'Hackathon qualifier',
  'Fintech OA',
  'E-commerce OA',
] as const;

export const ZCheckerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens') }),
  z.object({ kind: z.literal('float'), tolerance: z.number().positive().max(0.1) }),
  z.object({ kind: z.literal('custom'), name: z.string().regex(/^[a-z0-9-]+$/) }),
]);
export type Checker = z.infer<typeof ZCheckerSchema>;

export const ZProblemMetaSchema = z
  .object({
    title: z.string().min(3).max(80),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    topics: z.array(z.enum(CODING_TOPICS)).min(1),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
    askedIn: z.array(z.enum(ASKED_IN_PATTERNS)).min(1),
    timeLimitMs: z.number().int().min(500).max(10_000),
    memoryLimitMb: z.number().int().min(32).max(1024),
    checker: ZCheckerSchema.default({ kind: 'tokens' }),
    sampleCount: z.number().int().min(2).max(3),
  })
  .strict();
export type ProblemMeta = z.infer<typeof ZProblemMetaSchema>;
