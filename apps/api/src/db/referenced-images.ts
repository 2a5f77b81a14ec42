import { inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { courses, instructors } from './schema/catalogue.ts';
import {
  banners,
  collaborators,
  mentors,
  placementCourses,
  services,
  testimonials,
} from './schema/content.ts';
import { questions } from './schema/practice.ts';

/**
 * Which of these image paths a course, an instructor, an item of site content or a question still shows: an
 * uploaded image is kept while one does, whichever part of the product uploaded it.
 */
export async function referencedImages(db: Database, paths: string[]) {
  if (paths.length === 0) return new Set<string>();
  const [catalogue, siteContent, questionImages] = await Promise.all([
    referencedCatalogueImages(db, paths),
    referencedSiteContentImages(db, paths),
    db.select({ imageUrl: questions.imageUrl }).from(questions).where(inArray(questions.imageUrl, paths)),
  ]);
  return new Set([...catalogue, ...siteContent, ...questionImages.map((row) => row.imageUrl)]);
}

/** Which of these image paths a course or an instructor still shows. */
async function referencedCatalogueImages(db: Database, paths: string[]) {
  const [courseRows, instructorRows] = await Promise.all([
    db
      .select({ thumbnail: courses.thumbnail, coverPhoto: courses.coverPhoto })
      .from(courses)
      .where(or(inArray(courses.thumbnail, paths), inArray(courses.coverPhoto, paths))),
    db
      .select({ profilePhoto: instructors.profilePhoto })
      .from(instructors)
      .where(inArray(instructors.profilePhoto, paths)),
  ]);
  return new Set([
    ...courseRows.flatMap((row) => [row.thumbnail, row.coverPhoto]),
    ...instructorRows.map((row) => row.profilePhoto),
  ]);
}

/** Which of these image paths an item of site content still shows (uploads are kept while one does). */
async function referencedSiteContentImages(db: Database, paths: string[]) {
  if (paths.length === 0) return new Set<string>();
  const shown = (column: AnyPgColumn, table: PgTable) =>
    db
      .select({ path: sql<string>`${column}` })
      .from(table)
      .where(inArray(column, paths));
  const rows = await Promise.all([
    shown(mentors.profilePhoto, mentors),
    shown(mentors.coverPhoto, mentors),
    shown(services.coverPhoto, services),
    shown(testimonials.profilePhoto, testimonials),
    shown(banners.imageUrl, banners),
    shown(collaborators.logo, collaborators),
    shown(placementCourses.coverPhoto, placementCourses),
  ]);
  return new Set(rows.flat().map((row) => row.path));
}
