/**
 * A key made once per refund form: sent with every attempt of that refund, so a double click or a retry after
 * a lost answer returns the first refund instead of making a second one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the console may be opened over plain HTTP on a local network.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
