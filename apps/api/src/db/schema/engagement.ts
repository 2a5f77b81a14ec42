import { APPLICATION_KINDS, APPLICATION_STATUSES, INTERVIEW_MODES } from '@pathshala/shared/admin-people';
import { POSITION_KINDS, WORK_MODES } from '@pathshala/shared/jobs-board-constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** Set when an admin marked the message handled (answered, or nothing to do), and by whom. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Positions on the jobs and internships board (spec §3 "Internship position"): the careers page lists them all, the
 * internships page its internships (docs/jobs-board.md).
 */
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
    /** The internship form's listing id (the spec's 12 are 1–12): the form sends it, this row answers to it. */
    listingId: integer('listing_id'),
    kind: text('kind', { enum: POSITION_KINDS }).notNull().default('job'),
    /** The company or team the position is in. */
    team: text('team').notNull().default(''),
    workMode: text('work_mode', { enum: WORK_MODES }).notNull().default('Hybrid'),
    city: text('city').notNull().default(''),
    /** Internships: how many months it lasts. */
    durationMonths: integer('duration_months'),
    /** Paise: a stipend per month (internships) or a CTC per annum (jobs). */
    payMinPaise: bigint('pay_min_paise', { mode: 'number' }),
    payMaxPaise: bigint('pay_max_paise', { mode: 'number' }),
    /** Years of study ('1' … '5+') and programmes it is open to; empty: all. */
    eligibleYears: text('eligible_years').array().notNull().default(sql`'{}'::text[]`),
    eligibleProgrammes: text('eligible_programmes').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** The last day in India applications are taken; it leaves the board after 23:59:59 IST that day. */
    deadline: date('deadline', { mode: 'string' }),
    openings: integer('openings'),
    createdAt,
  },
  (table) => [
    index('positions_open_idx').on(table.open, table.position),
    uniqueIndex('positions_listing_id_idx').on(table.listingId),
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
    /** The hiring pipeline (checkApplicationMove): forward through the open steps, then offered, rejected or withdrawn. */
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('career_applications_created_idx').on(table.createdAt),
    index('career_applications_status_idx').on(table.status, table.createdAt),
  ],
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
    /** The hiring pipeline (checkApplicationMove): forward through the open steps, then offered, rejected or withdrawn. */
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('internship_applications_created_idx').on(table.createdAt),
    index('internship_applications_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Admins' notes on an application, append-only (never edited or deleted), with the author kept by e-mail too so
 * a note outlives its author's account. `applicationId` points into the table `kind` names.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    applicationId: uuid('application_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt,
  },
  (table) => [
    index('application_notes_application_idx').on(table.kind, table.applicationId, table.createdAt),
  ],
);

/** Every status an application moved to, for the applicant's own history ("My applications"). */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    applicationId: uuid('application_id').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    createdAt,
  },
  (table) => [index('application_status_changes_idx').on(table.kind, table.applicationId, table.createdAt)],
);

/**
 * The interview of an application (at most one): when, how long, and how (a video call's link, the phone number
 * we call, or the address). Rescheduling updates the row and raises `sequence`, so the calendar invitation (UID
 * stable per application) replaces the earlier one.
 */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    applicationId: uuid('application_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: INTERVIEW_MODES }).notNull(),
    /** The video call's link, the phone number, or the on-site address. */
    location: text('location').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('application_interviews_application_uq').on(table.kind, table.applicationId)],
);
