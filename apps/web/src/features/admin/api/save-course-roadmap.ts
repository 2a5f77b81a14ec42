import {
  type AdminCourseDetail,
  type RoadmapRequest,
  ZAdminCourseResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeCourse } from './course-cache';

/** The whole roadmap, in order, replaces the course's. */
export async function saveCourseRoadmap({
  courseId,
  steps,
}: {
  courseId: string;
  steps: RoadmapRequest['steps'];
}): Promise<AdminCourseDetail> {
  const response = await api.put(
    `/api/admin/courses/${encodeURIComponent(courseId)}/roadmap`,
    { steps },
    { schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined },
  );
  return response.data;
}

export function useSaveCourseRoadmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseRoadmap,
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
