import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  careerApplications,
  contactMessages,
  internshipApplications,
  positions,
} from '../../db/schema/engagement.ts';

export const POSITION_SEARCH_LIMIT = 50;

export function listOpenPositions(db: Database) {
  return db
    .select()
    .from(positions)
    .where(eq(positions.open, true))
    .orderBy(asc(positions.position), asc(positions.createdAt));
}

/** Open positions whose title, category or description contain the keyword (or are close to it: typos). */
export function searchOpenPositions(db: Database, keyword: string) {
  const haystack = sql`lower(${positions.title} || ' ' || ${positions.category} || ' ' || ${positions.detailedDescription})`;
  const needle = keyword.toLowerCase();
  return db
    .select()
    .from(positions)
    .where(
      sql`${positions.open} and (${haystack} like ${`%${needle.replace(/[\\%_]/g, '\\$&')}%`} or ${haystack} % ${needle})`,
    )
    .orderBy(sql`similarity(${haystack}, ${needle}) desc`, asc(positions.position))
    .limit(POSITION_SEARCH_LIMIT);
}

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not inserted');
  return row;
}

export async function insertCareerApplication(
  db: Database,
  application: typeof careerApplications.$inferInsert,
) {
  const [row] = await db
    .insert(careerApplications)
    .values(application)
    .returning({ id: careerApplications.id });
  if (!row) throw new Error('career application not inserted');
  return row;
}

export async function insertInternshipApplication(
  db: Database,
  application: typeof internshipApplications.$inferInsert,
) {
  const [row] = await db
    .insert(internshipApplications)
    .values(application)
    .returning({ id: internshipApplications.id });
  if (!row) throw new Error('internship application not inserted');
  return row;
}

/** Flips the learner's newsletter flag in one statement (two quick clicks toggle twice, never lose one). */
export async function toggleNewsletter(db: Database, userId: string) {
  const [row] = await db
    .update(users)
    .set({
      newsletterSubscribe: sql`not ${users.newsletterSubscribe}`,
      // The right-hand side reads the row before the update: subscribing now stamps the time.
      newsletterSubscribedAt: sql`case when ${users.newsletterSubscribe} then null else now() end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ newsletterSubscribe: users.newsletterSubscribe });
  return row?.newsletterSubscribe;
}
