import { z } from 'zod';
import { POSITION_CATEGORIES } from './engagement-constants.ts';
import { ELIGIBLE_YEARS, POSITION_KINDS, PROGRAMMES, WORK_MODES } from './jobs-board-constants.ts';

// Kinds, eligibility and deadlines live in a module without zod, so the pages can use them without it (ADR 010).
export * from './jobs-board-constants.ts';

const oneOf = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { message: `${name} must be one of: ${values.join(', ')}.` });

/** A programme as typed in an address: matched without regard to case ('b.tech' is B.Tech). */
const programme = z
  .string()
  .trim()
  .transform((value, context) => {
    const found = PROGRAMMES.find((known) => known.toLowerCase() === value.toLowerCase());
    if (!found) {
      context.addIssue({ code: 'custom', message: `Programme must be one of: ${PROGRAMMES.join(', ')}.` });
      return z.NEVER;
    }
    return found;
  });

/**
 * GET /api/positions: the board's filters, each optional; an empty parameter (a cleared select in a shared
 * address) filters nothing.
 */
export const ZPositionListQuerySchema = z.object({
  kind: z.preprocess((value) => (value === '' ? undefined : value), oneOf(POSITION_KINDS, 'Kind').optional()),
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    oneOf(POSITION_CATEGORIES, 'Category').optional(),
  ),
  location: z.preprocess(
    (value) => (value === '' ? undefined : value),
    oneOf(WORK_MODES, 'Location').optional(),
  ),
  year: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(ELIGIBLE_YEARS as [string, ...string[]], {
        message: `Year must be one of: ${ELIGIBLE_YEARS.join(', ')}.`,
      })
      .optional(),
  ),
  programme: z.preprocess((value) => (value === '' ? undefined : value), programme.optional()),
});
export type PositionListQuery = z.infer<typeof ZPositionListQuerySchema>;

/** A rupee range: a stipend per month (internships) or a CTC per annum (jobs); either end may be missing. */
export const ZPayRangeSchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});

/** A position on the board, as the careers and internships pages draw it. */
export const ZBoardPositionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The internship form's listing id (1–12 for the spec's listings), when the form offers this position. */
  listingId: z.number().int().nullable(),
  title: z.string(),
  team: z.string(),
  kind: z.enum(POSITION_KINDS),
  category: z.enum(POSITION_CATEGORIES),
  location: z.enum(WORK_MODES),
  city: z.string(),
  durationMonths: z.number().int().nullable(),
  /** Rupees per month for an internship, per annum for a job. */
  pay: ZPayRangeSchema,
  eligibleYears: z.array(z.string()),
  eligibleProgrammes: z.array(z.string()),
  skills: z.array(z.string()),
  /** The last day (in India) applications are taken, YYYY-MM-DD; null: no deadline. */
  deadline: z.string().nullable(),
  openings: z.number().int().nullable(),
  detailedDescription: z.string(),
});
export type BoardPosition = z.infer<typeof ZBoardPositionSchema>;

export const ZPositionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ positions: z.array(ZBoardPositionSchema) }),
});
export type PositionListResponse = z.infer<typeof ZPositionListResponseSchema>;

export const ZPositionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ position: ZBoardPositionSchema }),
});

export const ZPositionParamsSchema = z.object({ id: z.uuid({ message: 'Position not found' }) });
