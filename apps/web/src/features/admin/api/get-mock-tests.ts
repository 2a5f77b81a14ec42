import { type AdminMockTest, ZAdminMockTestsResponseSchema } from '@pathshala/shared/admin-practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every mock test (a handful, not paged) with its access, attempts, submissions and average score. */
export async function getMockTests(): Promise<AdminMockTest[]> {
  const response = await api.get('/api/admin/mock-tests', {
    schema: import.meta.env.DEV ? ZAdminMockTestsResponseSchema : undefined,
  });
  return response.data.items;
}

export const mockTestsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'mock-tests'], queryFn: getMockTests });

export function useMockTests() {
  return useQuery(mockTestsQueryOptions());
}
