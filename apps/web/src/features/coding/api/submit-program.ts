import { type CodingSubmitRequest, ZCodingSubmitResponseSchema } from '@pathshala/shared/coding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Queues the program to be judged on the hidden tests; answers its id and queue position. */
export async function submitProgram(request: CodingSubmitRequest) {
  const response = await api.post('/api/coding/submissions', request, {
    schema: import.meta.env.DEV ? ZCodingSubmitResponseSchema : undefined,
  });
  return response.data.submission;
}

export function useSubmitProgram() {
  return useMutation({ mutationFn: submitProgram });
}
