import { type AdminCodingProblem, ZAdminCodingProblemResponseSchema } from '@pathshala/shared/admin-coding';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const codingProblemKey = (problemId: string) => ['admin', 'coding-problem', problemId] as const;

export async function getCodingProblem(problemId: string): Promise<AdminCodingProblem> {
  const response = await api.get(`/api/admin/coding/problems/${encodeURIComponent(problemId)}`, {
    schema: import.meta.env.DEV ? ZAdminCodingProblemResponseSchema : undefined,
  });
  return response.data.problem;
}

export function useCodingProblem(problemId: string) {
  return useQuery({ queryKey: codingProblemKey(problemId), queryFn: () => getCodingProblem(problemId) });
}

/** A write answered the problem as it now is: the editor shows it, and the list is read again. */
export function storeCodingProblem(queryClient: QueryClient, problem: AdminCodingProblem) {
  queryClient.setQueryData(codingProblemKey(problem.id), problem);
  void queryClient.invalidateQueries({ queryKey: ['admin', 'coding-problems'] });
}
