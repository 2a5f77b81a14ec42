/**
 * A request part's check that remembers what it accepted. A query string is read by a pure parse (strings in,
 * coerced and defaulted values out), and the catalogue's pages are asked for with the same few query strings
 * over and over: validating `{}` against the catalogue page's eight keys cost its cached answer about a fifth of
 * its CPU under load (docs/performance.md). A query string accepted once is accepted again without
 * running the schema; what the schema refused is checked every time, so every refusal keeps its own message.
 *
 * The value handed back is shared by every request with the same query string, so it is frozen: a handler that
 * tried to change `request.query` would throw, instead of changing another request's.
 */

/** Inputs longer than this (as JSON) are checked every time and never kept: the memory holds short keys only. */
const REMEMBERED_KEY_MAX = 512;
/** Distinct inputs kept per check; at the limit the oldest kept goes first (Map keeps insertion order). */
const REMEMBERED_ENTRIES_MAX = 256;

/** A plain `{ value }` answer: not a refusal, and not a promise or boolean that a check may also return. */
function isAccepted(result: unknown): boolean {
  if (result === null || typeof result !== 'object' || 'then' in result) return false;
  return !('error' in result && result.error);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function rememberingAccepted<R>(
  check: (data: unknown) => R,
  { keyMax = REMEMBERED_KEY_MAX, entriesMax = REMEMBERED_ENTRIES_MAX } = {},
): (data: unknown) => R {
  const accepted = new Map<string, R>();
  return (data) => {
    const key = JSON.stringify(data);
    if (key === undefined || key.length > keyMax) return check(data);
    const known = accepted.get(key);
    if (known !== undefined) return known;
    const result = check(data);
    if (!isAccepted(result)) return result;
    // Oldest first, not all at once: varied queries cannot grow the memory, nor empty it of the common ones.
    if (accepted.size >= entriesMax) accepted.delete(accepted.keys().next().value as string);
    accepted.set(key, deepFreeze(result));
    return result;
  };
}
