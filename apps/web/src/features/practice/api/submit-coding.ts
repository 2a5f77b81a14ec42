import { type MockCodingSubmitRequest, ZMockCodingSubmitResponseSchema } from '@pathshala/shared/mock-coding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptMutationKey } from './practice-keys';

/** Queues code for a problem of the current coding section; it becomes the submission that counts. */
export async function submitCoding(attemptId: string, request: MockCodingSubmitRequest) {
  const response = await api.post(
    `/api/attempts/${encodeURIComponent(attemptId)}/coding-submissions`,
    request,
    { schema: import.meta.env.DEV ? ZMockCodingSubmitResponseSchema : undefined },
  );
  return response.data;
}

export function useSubmitCoding(attemptId: string) {
  return useMutation({
    // Time up waits for it like for a saved answer: the server decides whether it was in time.
    mutationKey: attemptMutationKey(attemptId),
    mutationFn: (request: MockCodingSubmitRequest) => submitCoding(attemptId, request),
  });
}
