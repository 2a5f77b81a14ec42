import { type PracticeTopicSummary, ZPracticeTopicsResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { practiceKeys } from './practice-keys';

/** Topics with their subtopics and, for a learner, how far they are (all zero for a visitor). */
export async function getPracticeTopics(): Promise<PracticeTopicSummary[]> {
  const response = await api.get('/api/practice/topics', {
    schema: import.meta.env.DEV ? ZPracticeTopicsResponseSchema : undefined,
  });
  return response.data.topics;
}

export const practiceTopicsQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: practiceKeys.topics(userId), queryFn: getPracticeTopics, staleTime: 0 });

/** Waits for the session check, so a learner never sees a visitor's zeros first. */
export function usePracticeTopics() {
  const { user, isPending } = useUser();
  return useQuery({ ...practiceTopicsQueryOptions(user?.id ?? null), enabled: !isPending });
}
