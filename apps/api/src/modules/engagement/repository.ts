import { indiaDay } from '@pathshala/shared/dates';
import type { PositionListQuery } from '@pathshala/shared/jobs-board';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  careerApplications,
  contactMessages,
  internshipApplications,
  positions,
} from '../../db/schema/engagement.ts';

export const POSITION_SEARCH_LIMIT = 50;

/**
 * Listed on the board at `now`: open, and its deadline day in India not yet over. The query filters by the day, so
 * a position leaves the board at midnight IST without any job running.
 */
export const listedAt = (now: Date) =>
  sql`${positions.open} and (${positions.deadline} is null or ${positions.deadline} >= ${indiaDay(now)}::date)`;

export function listOpenPositions(db: Database, now = new Date()) {
  return db
    .select()
    .from(positions)
    .where(listedAt(now))
    .orderBy(asc(positions.position), asc(positions.createdAt));
}

/**
 * The board's positions that match the filters. Eligibility is `isEligible` (packages/shared) in SQL: an empty list
 * of years or programmes is open to all.
 */
export function listBoardPositions(db: Database, filters: PositionListQuery, now = new Date()) {
  const conditions: SQL[] = [listedAt(now)];
  if (filters.kind) conditions.push(eq(positions.kind, filters.kind));
  if (filters.category) conditions.push(eq(positions.category, filters.category));
  if (filters.location) conditions.push(eq(positions.workMode, filters.location));
  if (filters.year)
    conditions.push(
      sql`(cardinality(${positions.eligibleYears}) = 0 or ${filters.year} = any(${positions.eligibleYears}))`,
    );
  if (filters.programme)
    conditions.push(
      sql`(cardinality(${positions.eligibleProgrammes}) = 0 or exists (select 1 from unnest(${positions.eligibleProgrammes}) as allowed where lower(allowed) = lower(${filters.programme})))`,
    );
  return db
    .select()
    .from(positions)
    .where(and(...conditions))
    .orderBy(asc(positions.position), asc(positions.createdAt));
}

/** One position while it is on the board. */
export async function listedPosition(db: Database, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), listedAt(now)));
  return row;
}

/** Open positions whose title, category or description contain the keyword (or are close to it: typos). */
export function searchOpenPositions(db: Database, keyword: string) {
  const haystack = sql`lower(${positions.title} || ' ' || ${positions.category} || ' ' || ${positions.detailedDescription})`;
  const needle = keyword.toLowerCase();
  return db
    .select()
    .from(positions)
    .where(
      sql`${listedAt(new Date())} and (${haystack} like ${`%${needle.replace(/[\\%_]/g, '\\$&')}%`} or ${haystack} % ${needle})`,
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
