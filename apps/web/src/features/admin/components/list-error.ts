import type { FieldError, Merge } from 'react-hook-form';

/** A list's own message ('at most 30 lines'), else the first line's ('Line 3: must not be empty.'). */
export function listError(
  error: Merge<FieldError, (FieldError | undefined)[]> | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (Array.isArray(error)) {
    const index = error.findIndex((line) => line?.message);
    if (index >= 0) return `Line ${index + 1}: ${error[index]?.message}`;
  }
  return undefined;
}
