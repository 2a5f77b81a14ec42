import type { Resume } from '@pathshala/shared/resume';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resumes } from '../../db/schema/resumes.ts';

export async function findResume(db: Database, userId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return row;
}

/** Keeps the learner's résumé: the first save creates it, every later one replaces it. */
export async function saveResume(db: Database, userId: string, content: Resume) {
  const now = new Date();
  const [row] = await db
    .insert(resumes)
    .values({ userId, content, updatedAt: now })
    .onConflictDoUpdate({ target: resumes.userId, set: { content, updatedAt: now } })
    .returning();
  if (!row) throw new Error('résumé not saved');
  return row;
}
