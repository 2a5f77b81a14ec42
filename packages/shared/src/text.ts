import { z } from 'zod';

/**
 * Characters no field of Pathshala accepts: C0 controls except tab, line feed and carriage return (NUL among
 * them, which PostgreSQL cannot store), DEL, and lone UTF-16 surrogates (not text at all). The API checks every
 * request part a route has a schema for (body, query string, path parameters) before the schema runs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

/** Whether any string in the value (keys included, at any depth) carries a character we refuse. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key) || containsControlCharacters(item, depth + 1)) return true;
  }
  return false;
}

const TABS_AND_LINE_BREAKS = /[\t\n\r]/;

/**
 * The string of every request schema (browser forms and API routes alike): refuses the characters above with
 * a message naming the field, and — unless the field is multi-line, like a bio — tabs and line breaks inside
 * it (a name, a code or an e-mail is one line; at its ends they are left for `.trim()`).
 */
export function text(options: { label?: string; multiline?: boolean; message?: string } = {}) {
  const label = options.label ?? 'Text';
  return z
    .string(options.message === undefined ? undefined : { message: options.message })
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters.`)
    .refine(
      (value) => options.multiline === true || !TABS_AND_LINE_BREAKS.test(value.trim()),
      `${label} must be one line, without tabs.`,
    );
}
