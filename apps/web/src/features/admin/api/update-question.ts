import {
  type AdminQuestion,
  type UpdateQuestionRequest,
  ZAdminQuestionResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionQueryOptions } from './get-question';

interface UpdateQuestionInput {
  questionId: string;
  /** The whole question again (its rules tie the fields together); `archived` archives or restores it. */
  question: UpdateQuestionRequest;
}

export async function updateQuestion({ questionId, question }: UpdateQuestionInput): Promise<AdminQuestion> {
  const response = await api.put(`/api/admin/questions/${encodeURIComponent(questionId)}`, question, {
    schema: import.meta.env.DEV ? ZAdminQuestionResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: (saved) => {
      queryClient.setQueryData(questionQueryOptions(saved.key).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
