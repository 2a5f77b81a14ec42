import {
  type AdminMockTest,
  type CreateMockTestRequest,
  ZAdminMockTestResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new mock test with its sections (questions or coding problems) and marking; it starts hidden and free. */
export async function createMockTest(body: CreateMockTestRequest): Promise<AdminMockTest> {
  const response = await apiRequest('/api/admin/mock-tests', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZAdminMockTestResponseSchema : undefined,
  });
  return response.data;
}

export function useCreateMockTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMockTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
