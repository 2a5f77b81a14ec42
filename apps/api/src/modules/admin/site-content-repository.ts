import { SITE_CONTENT_MAX_ITEMS } from '@pathshala/shared/admin-site-content';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { nextPosition, type OrderedTable, positionOf } from '../../db/ordering.ts';
import {
  banners,
  collaborators,
  mentors,
  placementCourses,
  services,
  testimonials,
} from '../../db/schema/content.ts';
import { careerApplications, positions } from '../../db/schema/engagement.ts';
import { placementOrder } from '../catalogue/repository.ts';

/**
 * The queries of each site content type, in one shape, so the routes treat every type alike: list (in the
 * order the site shows them), find (locked, inside a write), insert, update, delete, count and a new order.
 */
export interface SiteContentStore<Row, Insert, Patch> {
  list(db: Database): Promise<Row[]>;
  lock(db: Database, id: string): Promise<Row | undefined>;
  insert(db: Database, values: Insert): Promise<Row | undefined>;
  update(db: Database, id: string, patch: Patch): Promise<Row | undefined>;
  remove(db: Database, id: string): Promise<void>;
  count(db: Database): Promise<number>;
  /** The ids in their shown order become positions 0, 1, 2, ... */
  reorder(db: Database, ids: string[]): Promise<void>;
}

const first = <Row>(rows: Row[]) => rows[0];
const countOf = async (db: Database, table: PgTable) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
/** The ids in their shown order become positions 0, 1, 2, ... */
const reorderBy = (table: OrderedTable) => async (db: Database, ids: string[]) => {
  await db
    .update(table)
    .set({ position: positionOf(table.id, ids) })
    .where(inArray(table.id, ids));
};

export const placementStore: SiteContentStore<
  typeof placementCourses.$inferSelect,
  typeof placementCourses.$inferInsert,
  Partial<typeof placementCourses.$inferInsert>
> = {
  list: (db) =>
    db
      .select()
      .from(placementCourses)
      .orderBy(...placementOrder)
      .limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) =>
    first(await db.select().from(placementCourses).where(eq(placementCourses.id, id)).for('update')),
  // A new one goes last (of its group: coming-soon courses stay after the others).
  insert: async (db, values) =>
    first(
      await db
        .insert(placementCourses)
        .values({ ...values, position: await nextPosition(db, placementCourses) })
        .returning(),
    ),
  update: async (db, id, patch) =>
    first(await db.update(placementCourses).set(patch).where(eq(placementCourses.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(placementCourses).where(eq(placementCourses.id, id));
  },
  count: (db) => countOf(db, placementCourses),
  reorder: reorderBy(placementCourses),
};

export const mentorStore: SiteContentStore<
  typeof mentors.$inferSelect,
  typeof mentors.$inferInsert,
  Partial<typeof mentors.$inferInsert>
> = {
  list: (db) =>
    db.select().from(mentors).orderBy(asc(mentors.position), asc(mentors.id)).limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) => first(await db.select().from(mentors).where(eq(mentors.id, id)).for('update')),
  insert: async (db, values) => first(await db.insert(mentors).values(values).returning()),
  update: async (db, id, patch) =>
    first(await db.update(mentors).set(patch).where(eq(mentors.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(mentors).where(eq(mentors.id, id));
  },
  count: (db) => countOf(db, mentors),
  reorder: reorderBy(mentors),
};

export const serviceStore: SiteContentStore<
  typeof services.$inferSelect,
  typeof services.$inferInsert,
  Partial<typeof services.$inferInsert>
> = {
  list: (db) =>
    db
      .select()
      .from(services)
      .orderBy(sql`${services.index} asc nulls last`, asc(services.createdAt))
      .limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) => first(await db.select().from(services).where(eq(services.id, id)).for('update')),
  insert: async (db, values) => first(await db.insert(services).values(values).returning()),
  update: async (db, id, patch) =>
    first(await db.update(services).set(patch).where(eq(services.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(services).where(eq(services.id, id));
  },
  count: (db) => countOf(db, services),
  reorder: async (db, ids) => {
    await db
      .update(services)
      .set({ index: positionOf(services.id, ids) })
      .where(inArray(services.id, ids));
  },
};

export const testimonialStore: SiteContentStore<
  typeof testimonials.$inferSelect,
  typeof testimonials.$inferInsert,
  Partial<typeof testimonials.$inferInsert>
> = {
  list: (db) =>
    db
      .select()
      .from(testimonials)
      .orderBy(asc(testimonials.position), asc(testimonials.id))
      .limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) =>
    first(await db.select().from(testimonials).where(eq(testimonials.id, id)).for('update')),
  insert: async (db, values) =>
    first(
      await db
        .insert(testimonials)
        .values({ ...values, position: await nextPosition(db, testimonials) })
        .returning(),
    ),
  update: async (db, id, patch) =>
    first(await db.update(testimonials).set(patch).where(eq(testimonials.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(testimonials).where(eq(testimonials.id, id));
  },
  count: (db) => countOf(db, testimonials),
  reorder: reorderBy(testimonials),
};

export const bannerStore: SiteContentStore<
  typeof banners.$inferSelect,
  typeof banners.$inferInsert,
  Partial<typeof banners.$inferInsert>
> = {
  list: (db) =>
    db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)).limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) => first(await db.select().from(banners).where(eq(banners.id, id)).for('update')),
  // A new banner goes last.
  insert: async (db, values) =>
    first(
      await db
        .insert(banners)
        .values({ ...values, position: await nextPosition(db, banners) })
        .returning(),
    ),
  update: async (db, id, patch) =>
    first(await db.update(banners).set(patch).where(eq(banners.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(banners).where(eq(banners.id, id));
  },
  count: (db) => countOf(db, banners),
  reorder: reorderBy(banners),
};

export const collaboratorStore: SiteContentStore<
  typeof collaborators.$inferSelect,
  typeof collaborators.$inferInsert,
  Partial<typeof collaborators.$inferInsert>
> = {
  list: (db) =>
    db
      .select()
      .from(collaborators)
      .orderBy(asc(collaborators.position), asc(collaborators.id))
      .limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) =>
    first(await db.select().from(collaborators).where(eq(collaborators.id, id)).for('update')),
  insert: async (db, values) =>
    first(
      await db
        .insert(collaborators)
        .values({ ...values, position: await nextPosition(db, collaborators) })
        .returning(),
    ),
  update: async (db, id, patch) =>
    first(await db.update(collaborators).set(patch).where(eq(collaborators.id, id)).returning()),
  remove: async (db, id) => {
    await db.delete(collaborators).where(eq(collaborators.id, id));
  },
  count: (db) => countOf(db, collaborators),
  reorder: reorderBy(collaborators),
};

/** A position with the number of career applications naming its title. */
const positionColumns = {
  position: positions,
  applications: sql<number>`(select count(*) from ${careerApplications} where lower(${careerApplications.position}) = lower(${positions.title}))::int`,
};
export type PositionRow = { position: typeof positions.$inferSelect; applications: number };
const positionById = async (db: Database, id: string) =>
  first(await db.select(positionColumns).from(positions).where(eq(positions.id, id)));

export const positionStore: SiteContentStore<
  PositionRow,
  typeof positions.$inferInsert,
  Partial<typeof positions.$inferInsert>
> = {
  list: (db) =>
    db
      .select(positionColumns)
      .from(positions)
      .orderBy(asc(positions.position), asc(positions.createdAt))
      .limit(SITE_CONTENT_MAX_ITEMS),
  lock: async (db, id) => {
    await db.select({ id: positions.id }).from(positions).where(eq(positions.id, id)).for('update');
    return positionById(db, id);
  },
  // A new position goes last.
  insert: async (db, values) => {
    const created = first(
      await db
        .insert(positions)
        .values({ ...values, position: await nextPosition(db, positions) })
        .returning({ id: positions.id }),
    );
    return created && positionById(db, created.id);
  },
  update: async (db, id, patch) => {
    await db.update(positions).set(patch).where(eq(positions.id, id));
    return positionById(db, id);
  },
  remove: async (db, id) => {
    await db.delete(positions).where(eq(positions.id, id));
  },
  count: (db) => countOf(db, positions),
  reorder: reorderBy(positions),
};
