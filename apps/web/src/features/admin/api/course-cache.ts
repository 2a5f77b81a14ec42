import {
  type AdminChapter,
  type AdminCourseDetail,
  type AdminLecture,
  ZAdminChaptersResponseSchema,
} from '@pathshala/shared/admin-courses';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

/** Sends a new order of chapters or of a chapter's lectures; the server answers with every chapter. */
export async function putCurriculumOrder(
  path: string,
  order: Record<string, string[]>,
): Promise<AdminChapter[]> {
  const response = await api.put(path, order, {
    schema: import.meta.env.DEV ? ZAdminChaptersResponseSchema : undefined,
  });
  return response.data;
}

/** Each course's latest reorder, so that an earlier move's answer, arriving after it, is not drawn again. */
const latestReorder = new Map<string, number>();
let reorders = 0;

/**
 * A reorder of the curriculum: the new order shows at once and is put back if the server refuses it (e.g.
 * another admin added a chapter meanwhile). The server answers every chapter of the course, which then
 * replaces the guess, unless a later move is on screen already (its own answer follows).
 */
export function useCurriculumReorder<Input extends { courseId: string }>(
  mutationFn: (input: Input) => Promise<AdminChapter[]>,
  reorder: (course: AdminCourseDetail, input: Input) => AdminCourseDetail,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // One at a time, in the order the moves were made: each sends the order the move before it produced.
    scope: { id: 'curriculum-order' },
    onMutate: async (input) => {
      const key = adminCourseKey(input.courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      reorders += 1;
      latestReorder.set(input.courseId, reorders);
      updateStoredCourse(queryClient, input.courseId, (course) => reorder(course, input));
      return { before, reorder: reorders };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.before && latestReorder.get(courseId) === context.reorder) {
        queryClient.setQueryData(adminCourseKey(courseId), context.before);
      }
      void queryClient.invalidateQueries({ queryKey: adminCourseKey(courseId) });
    },
    onSuccess: (chapters, { courseId }, context) => {
      if (latestReorder.get(courseId) === context.reorder) {
        updateStoredCourse(queryClient, courseId, (course) => withChapters(course, chapters));
      }
      afterCourseWrite(queryClient);
    },
  });
}
