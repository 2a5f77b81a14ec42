import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nextPosition } from '../../db/ordering.ts';
import { banners, collaborators, mentors, services, testimonials } from '../../db/schema/content.ts';

export const listMentors = (db: Database) =>
  db.select().from(mentors).orderBy(asc(mentors.position), asc(mentors.id));

export async function findMentor(db: Database, id: string) {
  const [mentor] = await db.select().from(mentors).where(eq(mentors.id, id));
  return mentor;
}

export async function insertMentor(db: Database, mentor: typeof mentors.$inferInsert) {
  // A new mentor goes last of the console's order.
  const [created] = await db
    .insert(mentors)
    .values({ ...mentor, position: await nextPosition(db, mentors) })
    .returning();
  return created;
}

/** By index; services without one go last (spec §3). */
export const listServices = (db: Database) =>
  db.select().from(services).orderBy(sql`${services.index} asc nulls last`, asc(services.createdAt));

export async function insertService(db: Database, service: typeof services.$inferInsert) {
  const [created] = await db.insert(services).values(service).returning();
  return created;
}

export const listTestimonials = (db: Database) =>
  db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));

export const listCollaborators = (db: Database) =>
  db.select().from(collaborators).orderBy(asc(collaborators.position), asc(collaborators.id));

export const listBanners = (db: Database) => db.select().from(banners).orderBy(asc(banners.position));
