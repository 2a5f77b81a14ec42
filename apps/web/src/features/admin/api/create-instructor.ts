import {
  type AdminInstructor,
  type CreateInstructorRequest,
  ZAdminInstructorResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 201 with the profile; a photo is uploaded to it next. */
export async function createInstructor(instructor: CreateInstructorRequest): Promise<AdminInstructor> {
  const response = await api.post('/api/admin/instructors', instructor, {
    schema: import.meta.env.DEV ? ZAdminInstructorResponseSchema : undefined,
  });
  return response.data;
}

export function useCreateInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstructor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
    },
  });
}
