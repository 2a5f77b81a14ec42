import type { UserRole } from '@pathshala/shared/accounts-constants';
import type { AdminOrder } from '@pathshala/shared/admin';

export type OrderStatus = AdminOrder['status'];

export const ROLE_LABEL: Record<UserRole, string> = {
  learner: 'Learner',
  instructor: 'Instructor',
  admin: 'Admin',
};

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  created: 'Checkout open',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Replaced',
  review: 'Under review',
  refunded: 'Refunded',
};

/** Chip colours: green for money in, amber for a person to look at, slate for nothing owed. */
export type Tone = 'green' | 'amber' | 'red' | 'blue' | 'slate';

export const ORDER_STATUS_TONE: Record<OrderStatus, Tone> = {
  created: 'blue',
  paid: 'green',
  failed: 'red',
  cancelled: 'slate',
  review: 'amber',
  refunded: 'slate',
};

export const ROLE_TONE: Record<UserRole, Tone> = { learner: 'slate', instructor: 'blue', admin: 'amber' };

/** The audit log's actions (docs/admin-api.md), in the console's words. */
export const AUDIT_ACTIONS = [
  ['user.role', 'Role changed'],
  ['user.reinstate', 'Account reinstated'],
  ['coupon.create', 'Coupon created'],
  ['coupon.update', 'Coupon changed'],
  ['course.update', 'Course edited'],
  ['order.refund', 'Order refunded'],
  ['mentor.create', 'Mentor added'],
  ['service.create', 'Service added'],
] as const;

export const AUDIT_OBJECT_TYPES = ['user', 'coupon', 'course', 'order', 'mentor', 'service'] as const;

export const auditActionLabel = (action: string) =>
  AUDIT_ACTIONS.find(([value]) => value === action)?.[1] ?? action;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
