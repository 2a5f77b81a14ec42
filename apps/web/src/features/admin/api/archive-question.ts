import { type AdminQuestion, ZAdminQuestionResponseSchema } from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionQueryOptions } from './get-question';

/** Out of practice and new attempts; past results keep it, and it can be restored (an edit with archived: false). */
export async function archiveQuestion(questionId: string): Promise<AdminQuestion> {
  const response = await api.delete(`/api/admin/questions/${encodeURIComponent(questionId)}`, {
    schema: import.meta.env.DEV ? ZAdminQuestionResponseSchema : undefined,
  });
  return response.data;
}

export function useArchiveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveQuestion,
    onSuccess: (saved) => {
      queryClient.setQueryData(questionQueryOptions(saved.key).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
