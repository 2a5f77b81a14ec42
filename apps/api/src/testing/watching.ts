import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { chapters, lectures } from '../db/schema/catalogue.ts';
import { lectureProgress } from '../db/schema/learning.ts';

/**
 * The learner's players have been running for a while: each of these lectures looks last reported `secondsAgo`
 * (an hour by default), so the next report may credit what a player plays in that time. The server believes
 * played time only as far as the wall clock allows; tests that report a whole lecture at once say so here.
 */
export async function watchingSince(db: Database, userId: string, lectureIds: string[], secondsAgo = 3600) {
  if (lectureIds.length === 0) return;
  const rows = await db
    .select({ lectureId: lectures.id, courseId: chapters.courseId })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(inArray(lectures.id, lectureIds));
  const updatedAt = new Date(Date.now() - secondsAgo * 1000);
  for (const row of rows) {
    await db
      .insert(lectureProgress)
      .values({ userId, lectureId: row.lectureId, courseId: row.courseId, updatedAt })
      .onConflictDoUpdate({
        target: [lectureProgress.userId, lectureProgress.lectureId],
        set: { updatedAt },
      });
  }
}
