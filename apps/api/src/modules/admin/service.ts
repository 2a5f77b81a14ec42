import type {
  AdminCoupon,
  AdminUser,
  AuditEntry,
  CreateCouponRequest,
  InstructorCourse,
  InstructorCourseUpdateRequest,
  SetUserRoleRequest,
  UpdateCouponRequest,
} from '@pathshala/shared/admin';
import { couponRuleProblem } from '@pathshala/shared/admin';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { auditEntries } from '../../db/schema/audit.ts';
import { instructors } from '../../db/schema/catalogue.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { courseSearchText, paiseToRupees } from '../catalogue/service.ts';
import { holdStart } from '../commerce/service.ts';
import * as repository from './repository.ts';

const eqId = (id: string) => eq(instructors.id, id);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminUser(row: repository.AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobileNo: row.mobileNo,
    role: row.role,
    instructorId: row.instructorId,
    closedAt: iso(row.closedAt),
    erasedAt: iso(row.erasedAt),
    createdAt: row.createdAt.toISOString(),
    activeEnrollments: row.activeEnrollments,
  };
}

type AdminCouponRow = NonNullable<Awaited<ReturnType<typeof repository.findAdminCoupon>>>;

export function toAdminCoupon({ coupon, courseTitle, heldCount }: AdminCouponRow): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'flat' ? paiseToRupees(coupon.value) : coupon.value,
    courseId: coupon.courseId,
    courseTitle,
    validFrom: coupon.validFrom.toISOString(),
    validTo: iso(coupon.validTo),
    maxUses: coupon.maxUses,
    maxUsesPerUser: coupon.maxUsesPerUser,
    active: coupon.active,
    usedCount: coupon.usedCount,
    heldCount,
    createdAt: coupon.createdAt.toISOString(),
  };
}

export function toAuditEntry(row: typeof auditEntries.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}

type InstructorCourseRow = NonNullable<Awaited<ReturnType<typeof repository.findInstructorCourse>>>;

export function toInstructorCourse(row: InstructorCourseRow): InstructorCourse {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    status: row.status,
    instructorName: row.instructorName,
    activeEnrollments: row.activeEnrollments,
    revenue: paiseToRupees(Number(row.revenuePaise)),
    averageCompletion: Math.round(Number(row.averageCompletion) * 10) / 10,
  };
}

// ── Roles ───────────────────────────────────────────────────────────────────────────────────────

export const ROLE_MESSAGES = {
  ownRole: 'You cannot change your own role; ask another admin.',
  instructorTaken: 'This instructor profile is already linked to another account.',
  instructorMissing: 'Instructor not found',
  closedAccount: 'Reinstate this account before changing its role.',
  userMissing: 'User not found',
} as const;

/**
 * Grants or takes away a role. An admin cannot change their own (so the last admin cannot lock everyone out by
 * mistake); an instructor account is linked to exactly one instructor profile, and a profile to one account.
 */
export async function setUserRole(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  userId: string,
  change: SetUserRoleRequest,
) {
  if (userId === actor.id) throw new AppError('CONFLICT', ROLE_MESSAGES.ownRole);
  return db.transaction(async (tx) => {
    const user = await repository.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', ROLE_MESSAGES.userMissing);
    if (user.closedAt) throw new AppError('CONFLICT', ROLE_MESSAGES.closedAccount);
    const instructorId = change.role === 'instructor' ? (change.instructorId ?? null) : null;
    if (instructorId) {
      const [profile] = await tx.select({ id: instructors.id }).from(instructors).where(eqId(instructorId));
      if (!profile) throw new AppError('NOT_FOUND', ROLE_MESSAGES.instructorMissing);
      const holder = await repository.findUserOfInstructor(tx, instructorId);
      if (holder && holder.id !== userId) throw new AppError('CONFLICT', ROLE_MESSAGES.instructorTaken);
    }
    const before = { role: user.role, instructorId: user.instructorId };
    const after = { role: change.role, instructorId };
    if (before.role !== after.role || before.instructorId !== after.instructorId) {
      await repository.setUserRole(tx, userId, change.role, instructorId);
      await recordAudit(tx, request, {
        action: 'user.role',
        objectType: 'user',
        objectId: userId,
        before,
        after,
      });
    }
    const updated = await repository.findAdminUser(tx, userId);
    if (!updated) throw new AppError('NOT_FOUND', ROLE_MESSAGES.userMissing);
    return updated;
  });
}

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────────

export const COUPON_MESSAGES = {
  codeTaken: 'A coupon with this code already exists.',
  missing: 'Coupon not found',
  courseMissing: 'Please choose a valid course',
  lowerThanUsed: 'Max uses cannot be lower than the uses so far.',
} as const;

const rupeesOrPercent = (kind: 'percent' | 'flat', value: number) =>
  kind === 'flat' ? Math.round(value * 100) : value;

export async function createCoupon(db: Database, request: FastifyRequest, input: CreateCouponRequest) {
  return db.transaction(async (tx) => {
    if (input.courseId && !(await repository.courseExists(tx, input.courseId))) {
      throw new AppError('NOT_FOUND', COUPON_MESSAGES.courseMissing);
    }
    const created = await repository.insertCoupon(tx, {
      code: input.code,
      kind: input.kind,
      value: rupeesOrPercent(input.kind, input.value),
      courseId: input.courseId,
      ...(input.validFrom ? { validFrom: new Date(input.validFrom) } : {}),
      validTo: input.validTo ? new Date(input.validTo) : null,
      maxUses: input.maxUses,
      maxUsesPerUser: input.maxUsesPerUser,
      active: input.active,
    });
    if (!created) throw new AppError('CONFLICT', COUPON_MESSAGES.codeTaken);
    const row = await repository.findAdminCoupon(tx, created.id, holdStart());
    if (!row) throw new AppError('NOT_FOUND', COUPON_MESSAGES.missing);
    const coupon = toAdminCoupon(row);
    await recordAudit(tx, request, {
      action: 'coupon.create',
      objectType: 'coupon',
      objectId: coupon.id,
      after: coupon,
    });
    return coupon;
  });
}

export async function updateCoupon(
  db: Database,
  request: FastifyRequest,
  couponId: string,
  patch: UpdateCouponRequest,
) {
  return db.transaction(async (tx) => {
    // Locked, so a checkout's use and this edit (a lower limit, say) are judged one after the other.
    const stored = await repository.lockCoupon(tx, couponId);
    if (!stored) throw new AppError('NOT_FOUND', COUPON_MESSAGES.missing);
    const beforeRow = await repository.findAdminCoupon(tx, couponId, holdStart());
    if (!beforeRow) throw new AppError('NOT_FOUND', COUPON_MESSAGES.missing);
    const before = toAdminCoupon(beforeRow);
    const kind = patch.kind ?? stored.kind;
    const merged = {
      kind,
      value: patch.value ?? (patch.kind && patch.kind !== stored.kind ? undefined : before.value),
      validFrom: patch.validFrom ?? before.validFrom,
      validTo: patch.validTo === undefined ? before.validTo : patch.validTo,
    };
    if (merged.value === undefined) throw new AppError('BAD_REQUEST', 'Give the value for the new kind.');
    const problem = couponRuleProblem(merged);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    if (patch.maxUses != null && patch.maxUses < stored.usedCount) {
      throw new AppError('CONFLICT', COUPON_MESSAGES.lowerThanUsed);
    }
    if (patch.courseId && !(await repository.courseExists(tx, patch.courseId))) {
      throw new AppError('NOT_FOUND', COUPON_MESSAGES.courseMissing);
    }
    await repository.updateCoupon(tx, couponId, {
      kind,
      value: rupeesOrPercent(kind, merged.value),
      ...(patch.courseId !== undefined ? { courseId: patch.courseId } : {}),
      ...(patch.validFrom !== undefined ? { validFrom: new Date(patch.validFrom) } : {}),
      ...(patch.validTo !== undefined ? { validTo: patch.validTo ? new Date(patch.validTo) : null } : {}),
      ...(patch.maxUses !== undefined ? { maxUses: patch.maxUses } : {}),
      ...(patch.maxUsesPerUser !== undefined ? { maxUsesPerUser: patch.maxUsesPerUser } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
    });
    const afterRow = await repository.findAdminCoupon(tx, couponId, holdStart());
    if (!afterRow) throw new AppError('NOT_FOUND', COUPON_MESSAGES.missing);
    const after = toAdminCoupon(afterRow);
    await recordAudit(tx, request, {
      action: 'coupon.update',
      objectType: 'coupon',
      objectId: couponId,
      before,
      after,
    });
    return after;
  });
}

// ── Instructor view ─────────────────────────────────────────────────────────────────────────────

export const COURSE_NOT_FOUND = 'Course not found';

/** Whose courses the caller sees: an admin every course (undefined); an instructor only their own. */
export function taughtBy(user: UserRow): string | undefined {
  if (user.role === 'admin') return undefined;
  // An instructor account not linked to a profile teaches nothing (never "everything").
  return user.instructorId ?? '00000000-0000-0000-0000-000000000000';
}

/**
 * The course, if the caller may see it. Another instructor's course answers exactly like a missing one, so
 * guessing ids tells nothing.
 */
export async function courseOfCaller(db: Database, user: UserRow, courseId: string) {
  const course = await repository.findInstructorCourse(db, courseId);
  const scope = taughtBy(user);
  if (!course || (scope !== undefined && course.instructorId !== scope)) {
    throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
  }
  return course;
}

export async function updateTaughtCourse(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  courseId: string,
  patch: InstructorCourseUpdateRequest,
) {
  return db.transaction(async (tx) => {
    const stored = await repository.lockCourse(tx, courseId);
    const scope = taughtBy(user);
    if (!stored || stored.deletedAt || (scope !== undefined && stored.instructorId !== scope)) {
      throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    }
    const before = Object.fromEntries(
      Object.keys(patch).map((key) => [key, stored[key as keyof typeof patch]]),
    );
    const next = { ...stored, ...patch };
    const [instructor] = stored.instructorId
      ? await tx.select({ name: instructors.name }).from(instructors).where(eqId(stored.instructorId))
      : [];
    await repository.updateCourse(tx, courseId, {
      ...patch,
      searchText: courseSearchText(next, instructor?.name),
    });
    await recordAudit(tx, request, {
      action: 'course.update',
      objectType: 'course',
      objectId: courseId,
      before,
      after: patch,
    });
    const updated = await repository.findInstructorCourse(tx, courseId);
    if (!updated) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    return updated;
  });
}
