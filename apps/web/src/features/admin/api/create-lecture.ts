import { type AdminLecture, ZAdminLectureResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withLecture } from './course-cache';

interface CreateLectureInput {
  courseId: string;
  chapterId: string;
  title: string;
  free: boolean;
}

/** 201 with the lecture, added last in its chapter; its video and notes are uploaded next. */
export async function createLecture({ chapterId, title, free }: CreateLectureInput): Promise<AdminLecture> {
  const response = await api.post(
    `/api/admin/chapters/${encodeURIComponent(chapterId)}/lectures`,
    { title, free },
    { schema: import.meta.env.DEV ? ZAdminLectureResponseSchema : undefined },
  );
  return response.data;
}

export function useCreateLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLecture,
    onSuccess: (lecture, { courseId }) => {
      updateStoredCourse(queryClient, courseId, (course) => withLecture(course, lecture));
      afterCourseWrite(queryClient);
    },
  });
}
