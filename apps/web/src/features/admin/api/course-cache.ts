import type { AdminChapter, AdminCourseDetail, AdminLecture } from '@pathshala/shared/admin-courses';
import type { QueryClient } from '@tanstack/react-query';

/** The cache key of one course in the editor. */
export const adminCourseKey = (courseId: string) => ['admin', 'course', courseId] as const;

/**
 * After any course content write: the course tables, the audit log (every write adds an entry) and the
 * catalogue's cached reads in this browser (the course list feeds the pickers and the public pages).
 */
export function afterCourseWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
  void queryClient.invalidateQueries({ queryKey: ['courses'] });
}

/** The course the server answered replaces the one in the editor. */
export function storeCourse(queryClient: QueryClient, course: AdminCourseDetail) {
  queryClient.setQueryData(adminCourseKey(course.id), course);
  afterCourseWrite(queryClient);
}

/** Changes the course in the editor's cache, if it is there. */
export function updateStoredCourse(
  queryClient: QueryClient,
  courseId: string,
  change: (course: AdminCourseDetail) => AdminCourseDetail,
) {
  queryClient.setQueryData<AdminCourseDetail>(adminCourseKey(courseId), (course) =>
    course ? change(course) : course,
  );
}

const lectureCount = (chapters: readonly AdminChapter[]) =>
  chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0);

/** The course's chapters, as a reorder answers them (the lecture count follows). */
export function withChapters(course: AdminCourseDetail, chapters: AdminChapter[]): AdminCourseDetail {
  return { ...course, chapters, totalLecture: lectureCount(chapters) };
}

/** One lecture replaced where it stands (an edit or an upload answers the lecture). */
export function withLecture(course: AdminCourseDetail, lecture: AdminLecture): AdminCourseDetail {
  return withChapters(
    course,
    course.chapters.map((chapter) =>
      chapter.id === lecture.chapterId
        ? {
            ...chapter,
            lectures: chapter.lectures.some((item) => item.id === lecture.id)
              ? chapter.lectures.map((item) => (item.id === lecture.id ? lecture : item))
              : [...chapter.lectures, lecture],
          }
        : chapter,
    ),
  );
}
