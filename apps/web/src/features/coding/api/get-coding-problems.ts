import { type CodingProblemSummary, ZCodingProblemsResponseSchema } from '@pathshala/shared/coding';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { codingKeys } from './coding-keys';

export async function getCodingProblems(
  topic: string,
  difficulty: string,
): Promise<{ problems: CodingProblemSummary[]; topics: string[] }> {
  const query = new URLSearchParams();
  if (topic) query.set('topic', topic);
  if (difficulty) query.set('difficulty', difficulty);
  const search = query.size > 0 ? `?${query}` : '';
  const response = await api.get(`/api/coding/problems${search}`, {
    schema: import.meta.env.DEV ? ZCodingProblemsResponseSchema : undefined,
  });
  return response.data;
}

/** Waits for the session check, so a learner never sees a visitor's list (no solved marks) first. */
export function useCodingProblems(topic: string, difficulty: string) {
  const { user, isPending } = useUser();
  return useQuery({
    queryKey: codingKeys.problems(user?.id ?? null, topic, difficulty),
    queryFn: () => getCodingProblems(topic, difficulty),
    enabled: !isPending,
  });
}
