import { putCurriculumOrder, useCurriculumReorder, withChapters } from './course-cache';

interface ReorderLecturesInput {
  courseId: string;
  chapterId: string;
  /** The chapter's new list: all its lectures, plus any lecture of another chapter that moves here. */
  lectureIds: string[];
}

export const reorderLectures = ({ chapterId, lectureIds }: ReorderLecturesInput) =>
  putCurriculumOrder(`/api/admin/chapters/${encodeURIComponent(chapterId)}/lectures/order`, { lectureIds });

/** A move within a chapter or into another: a lecture taken from another chapter leaves it there too. */
export function useReorderLectures() {
  return useCurriculumReorder(reorderLectures, (course, { chapterId, lectureIds }) => {
    const lectures = new Map(
      course.chapters.flatMap((chapter) => chapter.lectures).map((lecture) => [lecture.id, lecture]),
    );
    const moving = new Set(lectureIds);
    return withChapters(
      course,
      course.chapters.map((chapter) =>
        chapter.id === chapterId
          ? {
              ...chapter,
              lectures: lectureIds.flatMap((id) => {
                const lecture = lectures.get(id);
                return lecture ? [{ ...lecture, chapterId }] : [];
              }),
            }
          : { ...chapter, lectures: chapter.lectures.filter((lecture) => !moving.has(lecture.id)) },
      ),
    );
  });
}
