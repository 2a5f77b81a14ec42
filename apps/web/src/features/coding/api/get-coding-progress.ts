import { type CodingProgress, ZCodingProgressResponseSchema } from '@pathshala/shared/coding-progress';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { codingKeys } from './coding-keys';

export async function getCodingProgress(): Promise<CodingProgress> {
  const response = await api.get('/api/coding/progress', {
    schema: import.meta.env.DEV ? ZCodingProgressResponseSchema : undefined,
  });
  return response.data.progress;
}

/** Solved counts by topic and difficulty, the streak and the reviews due; asked only for a learner. */
export function useCodingProgress() {
  const { user } = useUser();
  return useQuery({
    queryKey: codingKeys.progress(user?.id ?? ''),
    queryFn: getCodingProgress,
    enabled: Boolean(user),
  });
}
