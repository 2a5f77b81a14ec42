import { type InstructorSummary, ZInstructorSummaryResponseSchema } from '@pathshala/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Earnings, courses and current learners over the instructor's courses (an admin's: every course). */
export async function getInstructorSummary(): Promise<InstructorSummary> {
  const response = await api.get('/api/instructor/summary', {
    schema: import.meta.env.DEV ? ZInstructorSummaryResponseSchema : undefined,
  });
  return response.data;
}

export const instructorSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['instructor', 'summary'], queryFn: getInstructorSummary });

export function useInstructorSummary() {
  return useQuery(instructorSummaryQueryOptions());
}
