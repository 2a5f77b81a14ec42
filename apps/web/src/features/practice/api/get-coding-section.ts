import { type MockCodingSection, ZMockCodingSectionResponseSchema } from '@pathshala/shared/mock-coding';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

const JUDGING_POLL_MS = 2000;

/** The current coding section's problems, each with the submission that counts for it. */
export async function getCodingSection(attemptId: string): Promise<MockCodingSection> {
  const response = await api.get(`/api/attempts/${encodeURIComponent(attemptId)}/coding`, {
    schema: import.meta.env.DEV ? ZMockCodingSectionResponseSchema : undefined,
  });
  return response.data;
}

/**
 * Keyed by section too, so moving on never shows the last section's problems. Asked only while the section is
 * open (`active`): once its time is up or the test is being submitted the server would refuse (409).
 */
export function useCodingSection(attemptId: string, section: number, active: boolean) {
  return useQuery({
    queryKey: practiceKeys.codingSection(attemptId, section),
    queryFn: () => getCodingSection(attemptId),
    enabled: active,
    retry: false,
    // While a counted submission waits for the judge, ask again: the page shows what it earned once judged.
    refetchInterval: (query) =>
      query.state.data?.problems.some(
        (problem) => problem.answer?.status === 'queued' || problem.answer?.status === 'running',
      )
        ? JUDGING_POLL_MS
        : false,
  });
}
