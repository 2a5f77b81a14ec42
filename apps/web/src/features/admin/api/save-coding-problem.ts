import {
  type CreateCodingProblemRequest,
  type UpdateCodingProblemRequest,
  ZAdminCodingProblemResponseSchema,
} from '@pathshala/shared/admin-coding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { storeCodingProblem } from './get-coding-problem';

type SaveInput =
  | { problemId?: undefined; fields: CreateCodingProblemRequest }
  | { problemId: string; fields: UpdateCodingProblemRequest };

/** Creates a draft (no id) or changes the fields sent (an id). */
export async function saveCodingProblem({ problemId, fields }: SaveInput) {
  const options = { schema: import.meta.env.DEV ? ZAdminCodingProblemResponseSchema : undefined };
  const response = problemId
    ? await apiRequest(`/api/admin/coding/problems/${encodeURIComponent(problemId)}`, {
        ...options,
        method: 'PATCH',
        body: fields,
      })
    : await api.post('/api/admin/coding/problems', fields, options);
  return response.data.problem;
}

export function useSaveCodingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodingProblem,
    onSuccess: (problem) => storeCodingProblem(queryClient, problem),
  });
}
