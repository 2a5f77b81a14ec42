import {
  type AdminMockTest,
  type MockTestSectionsRequest,
  ZAdminMockTestResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface ReplaceMockTestSectionsInput {
  testId: string;
  body: MockTestSectionsRequest;
}

/** A test's sections (questions by key, coding problems by id) and marking, all at once; refused (409) once learners have taken it. */
export async function replaceMockTestSections({
  testId,
  body,
}: ReplaceMockTestSectionsInput): Promise<AdminMockTest> {
  const response = await apiRequest(`/api/admin/mock-tests/${encodeURIComponent(testId)}/sections`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? ZAdminMockTestResponseSchema : undefined,
  });
  return response.data;
}

export function useReplaceMockTestSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceMockTestSections,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
