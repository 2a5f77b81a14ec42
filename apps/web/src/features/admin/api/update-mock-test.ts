import {
  type AdminMockTest,
  type UpdateMockTestRequest,
  ZAdminMockTestResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface UpdateMockTestInput {
  testId: string;
  patch: UpdateMockTestRequest;
}

/** The course a test needs (null: free to every learner), its attempts per learner, whether it is published. */
export async function updateMockTest({ testId, patch }: UpdateMockTestInput): Promise<AdminMockTest> {
  const response = await apiRequest(`/api/admin/mock-tests/${encodeURIComponent(testId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZAdminMockTestResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateMockTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMockTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
