import {
  type AdminCourseDetail,
  type CreateCourseRequest,
  ZAdminCourseResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeCourse } from './course-cache';

/** 201 with the new course, a draft: hidden from learners until it is published. */
export async function createCourse(course: CreateCourseRequest): Promise<AdminCourseDetail> {
  const response = await api.post('/api/admin/courses', course, {
    schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined,
  });
  return response.data;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
