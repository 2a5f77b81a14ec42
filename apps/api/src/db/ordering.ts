import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import type { banners, collaborators, mentors, placementCourses, testimonials } from './schema/content.ts';
import type { positions } from './schema/engagement.ts';

/** `case id when … then 0 when … then 1 … end`: the shown position of each id, set in one statement. */
export const positionOf = (column: AnyPgColumn, ids: string[]) =>
  sql<number>`case ${column} ${sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  )} end`;
/** The types the console orders by a `position` column (services keep the spec's `index`). */
export type OrderedTable =
  | typeof banners
  | typeof positions
  | typeof mentors
  | typeof testimonials
  | typeof collaborators
  | typeof placementCourses;
/** Where a new item of an ordered type goes: last. */
export const nextPosition = async (db: Database, table: OrderedTable) =>
  (await db.select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` }).from(table))[0]
    ?.next ?? 0;
