import {
  type AdminQuestion,
  type QuestionInput,
  ZAdminQuestionResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A question with its key (generated when left out); 409 'A question with this key is already in the bank.' */
export async function createQuestion(question: QuestionInput): Promise<AdminQuestion> {
  const response = await api.post('/api/admin/questions', question, {
    schema: import.meta.env.DEV ? ZAdminQuestionResponseSchema : undefined,
  });
  return response.data;
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    // The bank's tables and the audit log (every write adds an entry).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
