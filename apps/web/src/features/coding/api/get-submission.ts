import { type CodingSubmission, ZCodingSubmissionResponseSchema } from '@pathshala/shared/coding';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codingKeys } from './coding-keys';

/** How often the page asks while a submission waits or is judged. */
const POLL_MS = 1000;

export async function getSubmission(id: string): Promise<CodingSubmission & { source: string }> {
  const response = await api.get(`/api/coding/submissions/${id}`, {
    schema: import.meta.env.DEV ? ZCodingSubmissionResponseSchema : undefined,
  });
  return response.data.submission;
}

/** The submission, asked again every second until it is judged or failed (verdicts appear as they arrive). */
export function useSubmission(id: string | null) {
  return useQuery({
    queryKey: codingKeys.submission(id ?? ''),
    queryFn: () => getSubmission(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'judged' || status === 'failed' ? false : POLL_MS;
    },
  });
}
