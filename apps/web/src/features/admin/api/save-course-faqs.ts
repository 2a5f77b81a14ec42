import {
  type AdminCourseDetail,
  type FaqsRequest,
  ZAdminCourseResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeCourse } from './course-cache';

/** The whole list of FAQs, in order, replaces the course's. */
export async function saveCourseFaqs({
  courseId,
  faqs,
}: {
  courseId: string;
  faqs: FaqsRequest['faqs'];
}): Promise<AdminCourseDetail> {
  const response = await api.put(
    `/api/admin/courses/${encodeURIComponent(courseId)}/faqs`,
    { faqs },
    { schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined },
  );
  return response.data;
}

export function useSaveCourseFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseFaqs,
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
