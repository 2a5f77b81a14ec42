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
  ['course.create', 'Course created'],
  ['course.publish', 'Course published'],
  ['course.unpublish', 'Course unpublished'],
  ['course.comingSoon', 'Coming soon changed'],
  ['course.delete', 'Course deleted'],
  ['course.restore', 'Course restored'],
  ['course.faqs', 'FAQs changed'],
  ['course.roadmap', 'Roadmap changed'],
  ['course.image', 'Course image uploaded'],
  ['chapter.create', 'Chapter added'],
  ['chapter.rename', 'Chapter renamed'],
  ['chapter.delete', 'Chapter deleted'],
  ['chapter.reorder', 'Chapters reordered'],
  ['lecture.create', 'Lecture added'],
  ['lecture.update', 'Lecture edited'],
  ['lecture.delete', 'Lecture deleted'],
  ['lecture.reorder', 'Lectures reordered'],
  ['lecture.video', 'Lecture video uploaded'],
  ['lecture.notes', 'Lecture notes uploaded'],
  ['instructor.create', 'Instructor added'],
  ['instructor.update', 'Instructor edited'],
  ['instructor.photo', 'Instructor photo uploaded'],
  ['order.refund', 'Order refunded'],
  ['enrolment.grant', 'Course granted'],
  ['enrolment.revoke', 'Course revoked'],
  ['enrolment.bulk', 'Learners enrolled in bulk'],
  ['mentor.create', 'Mentor added'],
  ['service.create', 'Service added'],
  ['application.status', 'Application moved'],
  ['application.note', 'Application note added'],
  ['contact.handled', 'Contact message marked'],
  ['email.resend', 'E-mail resent'],
  ['placement_course.create', 'Placement course added'],
  ['placement_course.update', 'Placement course edited'],
  ['placement_course.delete', 'Placement course deleted'],
  ['mentor.update', 'Mentor edited'],
  ['mentor.delete', 'Mentor deleted'],
  ['service.update', 'Service edited'],
  ['service.delete', 'Service deleted'],
  ['service.reorder', 'Services reordered'],
  ['testimonial.create', 'Testimonial added'],
  ['testimonial.update', 'Testimonial edited'],
  ['testimonial.delete', 'Testimonial deleted'],
  ['banner.create', 'Banner added'],
  ['banner.update', 'Banner edited'],
  ['banner.delete', 'Banner deleted'],
  ['banner.reorder', 'Banners reordered'],
  ['collaborator.create', 'Collaborator added'],
  ['collaborator.update', 'Collaborator edited'],
  ['collaborator.delete', 'Collaborator deleted'],
  ['position.create', 'Position added'],
  ['position.update', 'Position edited'],
  ['position.delete', 'Position deleted'],
  ['position.reorder', 'Positions reordered'],
] as const;

export const AUDIT_OBJECT_TYPES = [
  'user',
  'coupon',
  'course',
  'chapter',
  'lecture',
  'instructor',
  'order',
  'career_application',
  'internship_application',
  'contact_message',
  'email',
  'placement_course',
  'mentor',
  'service',
  'testimonial',
  'banner',
  'collaborator',
  'position',
] as const;

export const auditActionLabel = (action: string) =>
  AUDIT_ACTIONS.find(([value]) => value === action)?.[1] ?? action;
