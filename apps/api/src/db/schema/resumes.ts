import type { Resume } from '@pathshala/shared/resume';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A learner's résumé from the builder: one per learner, kept as the form saved it (checked by ZResumeSchema). */
export const resumes = pgTable('resumes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Resume>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
