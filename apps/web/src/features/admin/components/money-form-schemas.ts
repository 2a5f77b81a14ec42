/**
 * The shared schemas the refund, accept-payment, grant and bulk enrolment forms check with, loaded by a form's
 * first check (lazyZodResolver), in a module of their own for the reason given in form-schemas.ts.
 */
export { ZAcceptHeldPaymentRequestSchema, ZRefundOrderRequestSchema } from '@pathshala/shared/admin';
export { ZBulkEnrolmentRequestSchema } from '@pathshala/shared/admin-people';
export { ZGrantCourseFormSchema } from './grant-form-schema';
