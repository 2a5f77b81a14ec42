import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/meta.ts';

/**
 * A random secret made once and kept in the database, so every instance and every restart shares it
 * without anyone having to configure one (the simulated gateway, media URL signing).
 */
export async function loadOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`secret ${key} could not be stored`);
  return String(row.value);
}
