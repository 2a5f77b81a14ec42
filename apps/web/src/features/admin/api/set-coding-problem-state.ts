import { ZAdminCodingProblemResponseSchema } from '@pathshala/shared/admin-coding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codingProblemKey, storeCodingProblem } from './get-coding-problem';

export async function setCodingProblemPublished({
  problemId,
  published,
}: {
  problemId: string;
  published: boolean;
}) {
  const response = await api.post(
    `/api/admin/coding/problems/${encodeURIComponent(problemId)}/${published ? 'publish' : 'unpublish'}`,
    undefined,
    { schema: import.meta.env.DEV ? ZAdminCodingProblemResponseSchema : undefined },
  );
  return { problem: response.data.problem, message: response.message ?? '' };
}

export function useSetCodingProblemPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCodingProblemPublished,
    onSuccess: ({ problem }) => storeCodingProblem(queryClient, problem),
  });
}

/** Refused (409) once anyone has submitted to it. */
export const deleteCodingProblem = (problemId: string) =>
  api.delete(`/api/admin/coding/problems/${encodeURIComponent(problemId)}`);

export function useDeleteCodingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCodingProblem,
    onSuccess: (_answer, problemId) => {
      queryClient.removeQueries({ queryKey: codingProblemKey(problemId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'coding-problems'] });
    },
  });
}
