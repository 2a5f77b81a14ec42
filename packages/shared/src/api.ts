import { z } from 'zod';

/** Every error the API answers has this body (spec: `{ success: false, message }`). */
export const ZErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZHealthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.literal('up') }),
});
