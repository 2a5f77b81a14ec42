import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditEntries } from '../db/schema/audit.ts';
import { currentUser } from './auth.ts';

export interface AuditedChange {
  /** What was done, '<object>.<verb>': 'coupon.create', 'user.role', 'course.update'. */
  action: string;
  objectType: string;
  objectId: string;
  /** The object before and after the change, as the console shows it (no secrets: no password hashes). */
  before?: unknown;
  after?: unknown;
}

/** Writes the audit entry of a console write; pass the change's transaction so both land or neither does. */
export async function recordAudit(db: Database, request: FastifyRequest, change: AuditedChange) {
  const actor = currentUser(request);
  await db.insert(auditEntries).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: change.action,
    objectType: change.objectType,
    objectId: change.objectId,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: String(request.id),
  });
}
