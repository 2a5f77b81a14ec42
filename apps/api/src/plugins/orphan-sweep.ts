import type { Storage } from './storage.ts';

/** An upload writes its file a moment before a row points at it: younger files are left alone. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Deletes stored files under `prefix` (matching `keyPattern`) that no row points to and that are older than an
 * hour: left behind by a crash between writing a file and committing its row, or by a failed deletion.
 * `referenced` answers which of a batch of keys rows still use. Returns how many files it deleted.
 */
export async function sweepOrphanFiles(
  storage: Storage,
  options: { prefix: string; keyPattern: RegExp; referenced: (keys: string[]) => Promise<Set<string>> },
  now = new Date(),
) {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const referenced = await options.referenced(batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list(options.prefix)) {
    if (!options.keyPattern.test(file.key) || file.modifiedAt.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= SWEEP_BATCH) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return removed;
}
