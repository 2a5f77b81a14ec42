/**
 * Characters no field of Pathshala accepts: C0 controls except tab, line feed and carriage return (NUL among
 * them, which PostgreSQL cannot store), DEL, and lone UTF-16 surrogates (not text at all). Checked once for
 * every request (body, query, params, headers, multipart fields) before its schema runs.
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
