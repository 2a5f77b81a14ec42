import { ApiError } from '@/lib/api-client';

/** Declared in ../texts, so it is shown in the reader's language. */
const FALLBACK = 'Something went wrong. Please try again.';

/** A failure whose message is written for the learner (e.g. spec §8 'User account creation failed'). */
export class AccountError extends Error {
  override name = 'AccountError';
}

/** The text to show for a failed call: the server's own message, ours, or a generic one (never a stack). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof AccountError) return error.message;
  return FALLBACK;
}
