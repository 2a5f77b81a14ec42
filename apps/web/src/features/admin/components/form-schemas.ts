/**
 * The shared schemas the console's forms check with, loaded by a form's first check (lazyZodResolver). Imported
 * from this module rather than from '@pathshala/shared/admin' directly: that module is also named (for
 * development-only response checks) by the pages' API calls, and the bundler then folded it, zod included,
 * into the chunk every console page loads first.
 */
export {
  couponRuleProblem,
  ZCreateCouponRequestSchema,
  ZInstructorCourseUpdateRequestSchema,
  ZSetUserRoleRequestSchema,
  ZUpdateCouponRequestSchema,
} from '@pathshala/shared/admin';
