import { type CodingHistory, ZCodingHistoryResponseSchema } from '@pathshala/shared/coding-progress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { codingKeys } from './coding-keys';

export async function getCodingHistory(page: number): Promise<CodingHistory> {
  const response = await api.get(`/api/coding/history?page=${page}`, {
    schema: import.meta.env.DEV ? ZCodingHistoryResponseSchema : undefined,
  });
  return response.data;
}

/** A page of the learner's submissions, newest first; the last page stays on screen while the next loads. */
export function useCodingHistory(page: number) {
  const { user } = useUser();
  return useQuery({
    queryKey: codingKeys.history(user?.id ?? '', page),
    queryFn: () => getCodingHistory(page),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
