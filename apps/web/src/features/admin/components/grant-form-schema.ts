import { ZGrantEnrolmentRequestSchema } from '@pathshala/shared/admin-people';
import { z } from 'zod';

/** The grant's body (an optional note) and the course it is for, which travels in the address. */
export const ZGrantCourseFormSchema = ZGrantEnrolmentRequestSchema.out.extend({
  courseId: z.uuid({ message: 'Choose a course to grant.' }),
});
