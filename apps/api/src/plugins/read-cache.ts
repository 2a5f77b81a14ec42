/**
 * A small in-process cache for data read far more often than it is written (catalogue, home page content).
 * Entries live for `ttlMs`; a write on this instance clears its entries at once, other instances see the
 * change when their entry expires, so staleness is bounded by the TTL. Concurrent misses share one load.
 */
export function createReadCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { expiresAt: now + ttlMs, value });
      // Bounded: the oldest entry goes first (Map keeps insertion order), so varied keys cannot grow it forever.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failed load is not cached: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache<T> = ReturnType<typeof createReadCache<T>>;
