import { ZRejudgeCodingProblemResponseSchema } from '@pathshala/shared/admin-coding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Queues every submission of the problem to be judged again; answers how many. */
export async function rejudgeCodingProblem(problemId: string) {
  const response = await api.post(
    `/api/admin/coding/problems/${encodeURIComponent(problemId)}/rejudge`,
    undefined,
    {
      schema: import.meta.env.DEV ? ZRejudgeCodingProblemResponseSchema : undefined,
    },
  );
  return { queued: response.data.queued, message: response.message };
}

export function useRejudgeCodingProblem() {
  return useMutation({ mutationFn: rejudgeCodingProblem });
}
