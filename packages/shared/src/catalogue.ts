import { z } from 'zod';

export const ZInstructorSchema = z.object({
  name: z.string(),
  designation: z.string(),
  description: z.string(),
  profilePhoto: z.string(),
});
export type Instructor = z.infer<typeof ZInstructorSchema>;

/** One course as the catalogue lists it. Prices are rupees at the API edge (stored as paise). */
export const ZCourseSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  status: z.string().nullable(),
  thumbnail: z.string(),
  coverPhoto: z.string(),
  review: z.number().int(),
  description: z.array(z.string()),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  /** What the learner pays: the discounted price, else the real price. */
  price: z.number(),
  duration: z.string(),
  totalLecture: z.number().int(),
  students: z.number().int(),
  instructor: ZInstructorSchema.nullable(),
});
export type CourseSummary = z.infer<typeof ZCourseSummarySchema>;

export const ZGetCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCourseSummarySchema),
});
export type GetCoursesResponse = z.infer<typeof ZGetCoursesResponseSchema>;
