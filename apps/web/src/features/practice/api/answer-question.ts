import {
  type PracticeAnswer,
  type PracticeAnswerRequest,
  ZPracticeAnswerResponseSchema,
} from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

/** Checks an answer; the reply carries the key, the explanation and when the question comes back. */
export async function answerQuestion(answer: PracticeAnswerRequest): Promise<PracticeAnswer> {
  const response = await api.post('/api/practice/answer', answer, {
    schema: import.meta.env.DEV ? ZPracticeAnswerResponseSchema : undefined,
  });
  return response.data;
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    // Seen, due and accuracy changed: the topic cards are fetched again when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...practiceKeys.all, 'topics'] }),
  });
}
