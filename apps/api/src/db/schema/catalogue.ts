import type { CourseTranslations, FaqTranslations } from '@pathshala/shared/translations';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Created and updated times, shared by the catalogue's tables and the reviews'. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const instructors = pgTable('instructors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  designation: text('designation').notNull().default(''),
  description: text('description').notNull().default(''),
  profilePhoto: text('profile_photo').notNull().default(''),
  ...timestamps,
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    /** 'published' or 'coming soon' (the spec's one known non-default value). */
    status: text('status').notNull().default('published'),
    /**
     * 'course', or 'programme': a placement programme sold like a course (same cart, coupons, orders, invoices and
     * refunds) whose enrolment unlocks its mock tests, practice topics, courses and live sessions. Programmes stay
     * out of the course catalogue; the placement page sells them.
     */
    kind: text('kind', { enum: ['course', 'programme'] })
      .notNull()
      .default('course'),
    thumbnail: text('thumbnail').notNull().default(''),
    coverPhoto: text('cover_photo').notNull().default(''),
    /** Average star rating of the course's reviews, one decimal; 0 when it has none (kept by review writes). */
    review: real('review').notNull().default(0),
    /** How many reviews the rating averages; the UI shows no stars when 0. */
    reviewCount: integer('review_count').notNull().default(0),
    description: jsonb('description').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    realPricePaise: integer('real_price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    /**
     * When the sale price ends. Null: the discounted price is a standing one (no hours-left text). Set: the page
     * counts the real hours left, and from this moment the course sells at its real price.
     */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    detailDescription: text('detail_description').notNull().default(''),
    /** Suggested pace ("4 weeks"), as the admin wrote it; the video length is summed from the lectures. */
    duration: text('duration').notNull().default(''),
    /** Who the course is for: 'Beginner', 'Intermediate' or 'Advanced'. */
    level: text('level').notNull().default('Beginner'),
    overview: text('overview').notNull().default(''),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    /** Denormalised count of lectures, kept by the content writes so lists need no join. */
    totalLecture: integer('total_lecture').notNull().default(0),
    /** Design image of the course's certificate. */
    certificateImage: text('certificate_image'),
    /** Its texts in other languages (title, highlights, description, overview, what you'll learn), by locale. */
    translations: jsonb('translations').$type<CourseTranslations>().notNull().default(sql`'{}'::jsonb`),
    /**
     * Text the search reads: title, subject, description points and instructor name, kept by the writes
     * (the instructor lives in another table, so a generated column cannot hold it).
     */
    searchText: text('search_text').notNull().default(''),
    /** Stored so ranking does not re-parse the text of every match; the title weighs most. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${courses.title}), 'A') || setweight(to_tsvector('english', ${courses.searchText}), 'B')`,
      ),
    /**
     * When the course went live; null while it is a draft (the admin console creates drafts). Learners see a
     * course only when this is set and `deletedAt` is not. Defaults to now, so courses written outside the
     * console (demo data, seeds, tests) are live as before.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** Soft delete: hidden from every public read; its learners keep it in My Learnings. Restorable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('courses_subject_idx').on(table.subject),
    index('courses_status_created_idx').on(table.status, table.createdAt),
    index('courses_instructor_idx').on(table.instructorId),
    index('courses_search_fts_idx').using('gin', table.searchVector),
    index('courses_title_trgm_idx').using('gist', sql`lower(${table.title}) gist_trgm_ops`),
  ],
);

/**
 * The courses a placement programme includes: its learners are enrolled in each (an enrolment whose
 * `programme_id` names the programme) for as long as they hold the programme.
 */
export const programmeCourses = pgTable(
  'programme_courses',
  {
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.programmeId, table.courseId] }),
    index('programme_courses_course_idx').on(table.courseId),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    duration: text('duration').notNull().default(''),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('chapters_course_position_uq').on(table.courseId, table.position)],
);

export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Display length, "mm:ss". */
    duration: text('duration').notNull().default(''),
    /** The video's real length, read from the file; completion is measured against it when known. */
    durationSeconds: real('duration_seconds'),
    free: boolean('free').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Storage key of the video; never a public URL (media is served through signed URLs). */
    videoKey: text('video_key'),
    /** Storage key of the notes PDF. */
    notesKey: text('notes_key'),
    /** Storage key of the WebVTT captions of the video. */
    captionsKey: text('captions_key'),
    /**
     * Adaptive streaming, once a transcode has finished: the storage prefix of its HLS files (`master.m3u8`,
     * `<rendition>/index.m3u8` and segments, `poster.jpg`, `thumbnails.vtt` with its sprite). A new upload keeps
     * serving the previous prefix until its own transcode is ready; null = progressive MP4 only.
     */
    hlsPrefix: text('hls_prefix'),
    hlsRenditions: jsonb('hls_renditions').$type<{ name: string; height: number; bandwidth: number }[]>(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('lectures_chapter_position_uq').on(table.chapterId, table.position)],
);

export const courseFaqs = pgTable(
  'course_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The question and answer in other languages, by locale. */
    translations: jsonb('translations').$type<FaqTranslations>().notNull().default(sql`'{}'::jsonb`),
    position: integer('position').notNull(),
  },
  (table) => [index('course_faqs_course_idx').on(table.courseId, table.position)],
);

export const roadmapSteps = pgTable(
  'roadmap_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('roadmap_steps_course_position_uq').on(table.courseId, table.position)],
);
