import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every write made through the admin and instructor consoles: who, what, when, and the object before and after.
 * Written in the transaction of the change it describes, so an entry exists exactly when the change does.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only when the acting account was later erased; `actorEmail` keeps who it was at the time. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. 'coupon.create', 'user.role', 'order.refund'. */
    action: text('action').notNull(),
    /** The kind of object and its id, e.g. 'coupon' and the coupon's id. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.createdAt),
    index('audit_entries_object_idx').on(table.objectType, table.objectId, table.createdAt),
    index('audit_entries_actor_idx').on(table.actorId, table.createdAt),
  ],
);
