import { type MockTest, ZMockTestsResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { practiceKeys } from './practice-keys';

/** Published mock tests; for a learner also attempts used, the one in progress and access. */
export async function getMockTests(): Promise<MockTest[]> {
  const response = await api.get('/api/mock-tests', {
    schema: import.meta.env.DEV ? ZMockTestsResponseSchema : undefined,
  });
  return response.data.tests;
}

export const mockTestsQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: practiceKeys.mockTests(userId), queryFn: getMockTests, staleTime: 0 });

export function useMockTests() {
  const { user, isPending } = useUser();
  return useQuery({ ...mockTestsQueryOptions(user?.id ?? null), enabled: !isPending });
}
