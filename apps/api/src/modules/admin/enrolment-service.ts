import {
  type AdminEnrolment,
  BULK_ENROLMENT_MAX_ROWS,
  type BulkEnrolmentReport,
  type BulkEnrolmentRequest,
} from '@pathshala/shared/admin-people';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { certificates } from '../../db/schema/learning.ts';
import { parseCsv } from '../../lib/csv.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { syncProgrammeCourses } from '../programmes/course-access.ts';

export const ENROLMENT_MESSAGES = {
  userMissing: 'User not found',
  courseMissing: 'Course not found',
  enrolmentMissing: 'Enrolment not found',
  closedAccount: 'Reinstate this account before enrolling it.',
  bought: 'This course was bought; refund the order to end the access.',
  withProgramme: 'This course comes with a programme the learner holds; end the programme to end the access.',
  badCsv: 'The CSV has a quote that is never closed.',
  noRows: 'The CSV has no e-mails.',
  tooManyRows: `At most ${BULK_ENROLMENT_MAX_ROWS} e-mails at a time.`,
} as const;

type EnrolmentRow = typeof enrollments.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminEnrolment(row: EnrolmentRow): AdminEnrolment {
  return {
    userId: row.userId,
    courseId: row.courseId,
    status: row.status,
    source: row.orderId ? 'order' : row.programmeId ? 'programme' : 'manual',
    programmeId: row.programmeId,
    orderId: row.orderId,
    grantedBy: row.orderId || row.programmeId ? null : row.grantedBy,
    grantedAt: row.orderId || row.programmeId ? null : iso(row.grantedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function courseTitle(db: Database, courseId: string) {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('NOT_FOUND', ENROLMENT_MESSAGES.courseMissing);
  return course.title;
}

async function findEnrolment(db: Database, userId: string, courseId: string, lock = false) {
  const query = db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Enrols the learners in the course without an order, recorded as granted by the caller now. A revoked
 * enrolment (a refund, an earlier revoke) becomes active again as a manual one; an active one is left as it
 * is. Answers the enrolments that changed. One statement, so two grants at once cannot both insert.
 */
async function upsertManualEnrolments(db: Transaction, adminId: string, courseId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const grantedAt = new Date();
  const changed = await db
    .insert(enrollments)
    .values(userIds.map((userId) => ({ userId, courseId, grantedBy: adminId, grantedAt })))
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: { status: 'active', orderId: null, programmeId: null, grantedBy: adminId, grantedAt },
      setWhere: sql`${enrollments.status} = 'revoked'`,
    })
    .returning();
  // A granted programme opens the courses it includes.
  await syncProgrammeCourses(db, { userIds: changed.map((row) => row.userId) });
  return changed;
}

/** Grants the course to the learner; granting what they already have changes nothing (idempotent). */
export async function grantEnrolment(
  db: Database,
  request: FastifyRequest,
  userId: string,
  courseId: string,
  note?: string,
) {
  const admin = currentUser(request);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_FOUND', ENROLMENT_MESSAGES.userMissing);
    if (user.closedAt) throw new AppError('CONFLICT', ENROLMENT_MESSAGES.closedAccount);
    await courseTitle(tx, courseId);
    const before = await findEnrolment(tx, userId, courseId);
    const [changed] = await upsertManualEnrolments(tx, admin.id, courseId, [userId]);
    if (changed) {
      await recordAudit(tx, request, {
        action: 'enrolment.grant',
        objectType: 'enrolment',
        objectId: changed.id,
        before: before ? toAdminEnrolment(before) : null,
        after: { ...toAdminEnrolment(changed), ...(note ? { note } : {}) },
      });
      return { enrolment: toAdminEnrolment(changed), changed: true };
    }
    const current = await findEnrolment(tx, userId, courseId);
    if (!current) throw new AppError('NOT_FOUND', ENROLMENT_MESSAGES.enrolmentMissing);
    return { enrolment: toAdminEnrolment(current), changed: false };
  });
}

/**
 * Ends a manual enrolment (and the certificate of that course, as a refund does). A bought one is ended by
 * refunding its order, which also pays the learner back; revoking a revoked one changes nothing.
 */
export async function revokeEnrolment(
  db: Database,
  request: FastifyRequest,
  userId: string,
  courseId: string,
  note?: string,
) {
  return db.transaction(async (tx) => {
    const before = await findEnrolment(tx, userId, courseId, true);
    if (!before) throw new AppError('NOT_FOUND', ENROLMENT_MESSAGES.enrolmentMissing);
    if (before.status === 'revoked') return { enrolment: toAdminEnrolment(before), changed: false };
    if (before.orderId) throw new AppError('CONFLICT', ENROLMENT_MESSAGES.bought);
    if (before.programmeId) throw new AppError('CONFLICT', ENROLMENT_MESSAGES.withProgramme);
    const [after] = await tx
      .update(enrollments)
      .set({ status: 'revoked' })
      .where(eq(enrollments.id, before.id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', ENROLMENT_MESSAGES.enrolmentMissing);
    await tx
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(certificates.userId, userId),
          eq(certificates.courseId, courseId),
          isNull(certificates.revokedAt),
        ),
      );
    // A revoked programme takes the courses that came with it.
    await syncProgrammeCourses(tx, { userIds: [userId] });
    await recordAudit(tx, request, {
      action: 'enrolment.revoke',
      objectType: 'enrolment',
      objectId: before.id,
      before: toAdminEnrolment(before),
      after: { ...toAdminEnrolment(after), ...(note ? { note } : {}) },
    });
    return { enrolment: toAdminEnrolment(after), changed: true };
  });
}

// ── Bulk enrolment from a CSV of e-mails ────────────────────────────────────────────────────────

const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'e-mail address', 'mail']);
const isEmail = (value: string) => value.length <= 254 && z.email().safeParse(value).success;

interface CsvEmail {
  /** The CSV record's number, 1 for the first line (a header included), as a spreadsheet numbers rows. */
  row: number;
  value: string;
}

/**
 * The e-mails of the CSV: the column headed e-mail (any case) when the first row names one, otherwise the first
 * column of every row. Blank rows are left out.
 */
export function emailsOfCsv(csv: string): CsvEmail[] {
  const records = parseCsv(csv);
  if (!records) throw new AppError('BAD_REQUEST', ENROLMENT_MESSAGES.badCsv);
  const headerColumn = (records[0] ?? []).findIndex((cell) => EMAIL_HEADERS.has(cell.trim().toLowerCase()));
  const column = Math.max(0, headerColumn);
  const emails: CsvEmail[] = [];
  records.forEach((record, index) => {
    if (index === 0 && headerColumn >= 0) return;
    const value = (record[column] ?? '').trim();
    if (value === '' && record.every((cell) => cell.trim() === '')) return;
    emails.push({ row: index + 1, value });
  });
  if (emails.length === 0) throw new AppError('BAD_REQUEST', ENROLMENT_MESSAGES.noRows);
  if (emails.length > BULK_ENROLMENT_MAX_ROWS)
    throw new AppError('BAD_REQUEST', ENROLMENT_MESSAGES.tooManyRows);
  return emails;
}

/** What a run would do with each row, read from the database as it is now (inside the run's transaction). */
export async function bulkEnrolmentReport(
  db: Database,
  courseId: string,
  emails: CsvEmail[],
): Promise<BulkEnrolmentReport> {
  const title = await courseTitle(db, courseId);
  const report: BulkEnrolmentReport = {
    courseId,
    courseTitle: title,
    rows: emails.length,
    enrol: [],
    alreadyEnrolled: [],
    noAccount: [],
    malformed: [],
    duplicate: [],
  };
  const firstRowOf = new Map<string, number>();
  const candidates: { row: number; email: string }[] = [];
  for (const { row, value } of emails) {
    const email = value.toLowerCase();
    if (!isEmail(email)) {
      report.malformed.push({ row, value });
      continue;
    }
    const firstRow = firstRowOf.get(email);
    if (firstRow !== undefined) {
      report.duplicate.push({ row, email, firstRow });
      continue;
    }
    firstRowOf.set(email, row);
    candidates.push({ row, email });
  }
  const accounts = new Map<string, { id: string; name: string }>();
  const enrolled = new Set<string>();
  // In slices: one statement's parameters stay well under PostgreSQL's limit.
  for (let start = 0; start < candidates.length; start += 1000) {
    const slice = candidates.slice(start, start + 1000).map((candidate) => candidate.email);
    const found = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.email, slice), isNull(users.closedAt)));
    for (const account of found) accounts.set(account.email, account);
    const ids = found.map((account) => account.id);
    if (ids.length === 0) continue;
    const active = await db
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.courseId, courseId),
          inArray(enrollments.userId, ids),
          eq(enrollments.status, 'active'),
        ),
      );
    for (const row of active) enrolled.add(row.userId);
  }
  for (const { row, email } of candidates) {
    const account = accounts.get(email);
    if (!account) {
      report.noAccount.push({ row, email });
      continue;
    }
    const learner = { row, email, userId: account.id, name: account.name };
    (enrolled.has(account.id) ? report.alreadyEnrolled : report.enrol).push(learner);
  }
  return report;
}

export const invalidRows = (report: BulkEnrolmentReport) =>
  report.noAccount.length + report.malformed.length + report.duplicate.length;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Why a real run was refused, counted; the row-by-row report is the dry run's (the same CSV gives the same
 * report), since every error of the API is `{ success: false, message }`.
 */
export function refusalMessage(report: BulkEnrolmentReport) {
  const reasons = [
    report.noAccount.length > 0 &&
      plural(report.noAccount.length, 'without an account', 'without an account'),
    report.malformed.length > 0 &&
      plural(report.malformed.length, 'not an e-mail address', 'not e-mail addresses'),
    report.duplicate.length > 0 && plural(report.duplicate.length, 'repeated', 'repeated'),
  ].filter(Boolean);
  return `Nothing was enrolled: ${plural(invalidRows(report), 'row is', 'rows are')} invalid (${reasons.join(', ')}). Run a dry run to see which, fix them or enrol the valid rows only.`;
}

/**
 * A dry run reports and writes nothing. A real run is one transaction: the report is made again inside it, and
 * if any row is invalid (no open account, not an e-mail, a repeat) the whole run is refused with that report,
 * unless `skipInvalid` says to enrol the valid rows only. Already enrolled learners are left as they are.
 */
export async function bulkEnrol(db: Database, request: FastifyRequest, input: BulkEnrolmentRequest) {
  const emails = emailsOfCsv(input.csv);
  if (input.dryRun) {
    return { dryRun: true, enrolled: 0, report: await bulkEnrolmentReport(db, input.courseId, emails) };
  }
  const admin = currentUser(request);
  return db.transaction(async (tx) => {
    const report = await bulkEnrolmentReport(tx, input.courseId, emails);
    if (invalidRows(report) > 0 && !input.skipInvalid) throw new AppError('CONFLICT', refusalMessage(report));
    const activeBefore = await activeEnrolments(tx, input.courseId);
    const granted: EnrolmentRow[] = [];
    for (let start = 0; start < report.enrol.length; start += 1000) {
      const slice = report.enrol.slice(start, start + 1000).map((learner) => learner.userId);
      granted.push(...(await upsertManualEnrolments(tx, admin.id, input.courseId, slice)));
    }
    if (granted.length > 0) {
      await recordAudit(tx, request, {
        action: 'enrolment.bulk',
        objectType: 'course',
        objectId: input.courseId,
        before: { activeEnrolments: activeBefore },
        after: {
          activeEnrolments: await activeEnrolments(tx, input.courseId),
          granted: granted.map((row) => row.userId),
          skippedInvalidRows: invalidRows(report),
          alreadyEnrolled: report.alreadyEnrolled.length,
          ...(input.note ? { note: input.note } : {}),
        },
      });
    }
    return { dryRun: false, enrolled: granted.length, report };
  });
}

async function activeEnrolments(db: Database, courseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active')));
  return row?.n ?? 0;
}
