import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Messages from the contact form (spec §2 Contact). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Open positions on the careers page (spec §3 "Internship position"). */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    detailedDescription: text('detailed_description').notNull().default(''),
    /** Closed positions stay for the applications that name them, but are no longer listed. */
    open: boolean('open').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt,
  },
  (table) => [
    index('positions_open_idx').on(table.open, table.position),
    index('positions_search_trgm_idx').using(
      'gin',
      sql`lower(${table.title} || ' ' || ${table.category} || ' ' || ${table.detailedDescription}) gin_trgm_ops`,
    ),
  ],
);

/** Applications from the career form (/internship/:title). The résumé is in storage under `resumeKey`. */
export const careerApplications = pgTable(
  'career_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull(),
    college: text('college').notNull(),
    year: text('year').notNull(),
    github: text('github').notNull().default(''),
    position: text('position').notNull(),
    resumeKey: text('resume_key').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [index('career_applications_created_idx').on(table.createdAt)],
);

/** Applications from the multi-internship form (/internships); chosen listing ids from the spec's 12. */
export const internshipApplications = pgTable(
  'internship_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    university: text('university').notNull(),
    program: text('program').notNull(),
    yearOfStudy: text('year_of_study').notNull(),
    internships: integer('internships').array().notNull(),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    portfolioUrl: text('portfolio_url').notNull().default(''),
    motivation: text('motivation').notNull(),
    resumeKey: text('resume_key'),
    resumeBytes: integer('resume_bytes'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [index('internship_applications_created_idx').on(table.createdAt)],
);
