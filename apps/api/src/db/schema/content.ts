import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const mentors = pgTable(
  'mentors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Empty when missing; the API falls back to the company page (spec §3). */
    linkedIn: text('linked_in').notNull().default(''),
    profilePhoto: text('profile_photo').notNull().default(''),
    coverPhoto: text('cover_photo').notNull().default(''),
    /** Shown order, first 0 (the console's reorder sets it; a new one goes last). */
    position: integer('position').notNull().default(0),
    createdAt,
  },
  (table) => [index('mentors_position_idx').on(table.position)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverPhoto: text('cover_photo').notNull().default(''),
    /** Sort order; services without one go last (spec §3). */
    index: integer('sort_index'),
    createdAt,
  },
  (table) => [index('services_sort_idx').on(table.index, table.createdAt)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message'),
    name: text('name'),
    designation: text('designation'),
    profilePhoto: text('profile_photo'),
    /** Shown order, first 0 (the console's reorder sets it; a new one goes last). */
    position: integer('position').notNull().default(0),
    createdAt,
  },
  (table) => [index('testimonials_position_idx').on(table.position)],
);

export const collaborators = pgTable(
  'collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    website: text('website').notNull().default(''),
    /** Shown order, first 0 (the console's reorder sets it; a new one goes last). */
    position: integer('position').notNull().default(0),
    createdAt,
  },
  (table) => [index('collaborators_position_idx').on(table.position)],
);

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    alt: text('alt').notNull().default(''),
    /** The banner's words, drawn as real text over the artwork (readable at any width, translatable). */
    headline: text('headline').notNull().default(''),
    subline: text('subline').notNull().default(''),
    /** Label of the banner's call to action, e.g. 'Explore courses'; null for none. */
    ctaLabel: text('cta_label'),
    link: text('link'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('banners_position_idx').on(table.position)],
);

export interface PlacementItem {
  text: string;
  realPricePaise?: number;
  pricePaise?: number;
}

export const placementCourses = pgTable(
  'placement_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    coverPhoto: text('cover_photo').notNull().default(''),
    description: jsonb('description').$type<PlacementItem[]>().notNull(),
    realPricePaise: integer('real_price_paise').notNull().default(0),
    discountedPricePaise: integer('discounted_price_paise'),
    pricePaise: integer('price_paise').notNull().default(0),
    review: integer('review').notNull().default(0),
    level: text('level').notNull().default('Beginner'),
    instructorName: text('instructor_name').notNull().default(''),
    /** 'coming soon' keeps the spec's 'Coming soon!!!' button; otherwise a card with a programme links to it. */
    status: text('status').notNull().default('published'),
    /** The programme this card sells (a course of kind 'programme'); null: nothing to buy yet. */
    programmeId: uuid('programme_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Shown order, first 0 (the console's reorder sets it; a new one goes last). */
    position: integer('position').notNull().default(0),
    createdAt,
  },
  (table) => [
    index('placement_courses_position_idx').on(table.position),
    index('placement_courses_search_trgm_idx').using(
      'gin',
      sql`lower(${table.title} || ' ' || ${table.subject}) gin_trgm_ops`,
    ),
  ],
);
