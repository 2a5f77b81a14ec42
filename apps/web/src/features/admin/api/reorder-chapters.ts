import { putCurriculumOrder, useCurriculumReorder, withChapters } from './course-cache';

interface ReorderChaptersInput {
  courseId: string;
  /** Every chapter of the course, once each, in the new order. */
  chapterIds: string[];
}

export const reorderChapters = ({ courseId, chapterIds }: ReorderChaptersInput) =>
  putCurriculumOrder(`/api/admin/courses/${encodeURIComponent(courseId)}/chapters/order`, { chapterIds });

export function useReorderChapters() {
  return useCurriculumReorder(reorderChapters, (course, { chapterIds }) => {
    const byId = new Map(course.chapters.map((chapter) => [chapter.id, chapter]));
    return withChapters(
      course,
      chapterIds.flatMap((id) => byId.get(id) ?? []),
    );
  });
}
