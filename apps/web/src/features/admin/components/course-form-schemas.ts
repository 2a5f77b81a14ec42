/**
 * The shared schemas the course editor's forms check with, loaded by a form's first check (lazyZodResolver). A
 * module of its own, like `form-schemas.ts`: imported from here, the schemas and zod stay out of the chunks the
 * console's pages load first (ADR 010).
 */
export {
  ZChapterRequestSchema,
  ZCreateCourseRequestSchema,
  ZCreateInstructorRequestSchema,
  ZCreateLectureRequestSchema,
  ZFaqsRequestSchema,
  ZRoadmapRequestSchema,
  ZUpdateCourseRequestSchema,
} from '@pathshala/shared/admin-courses';
