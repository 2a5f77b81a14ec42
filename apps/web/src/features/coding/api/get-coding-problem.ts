import { type CodingProblem, ZCodingProblemResponseSchema } from '@pathshala/shared/coding';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { codingKeys } from './coding-keys';

/** The statement, limits and samples (never a hidden test) and which languages this server runs. */
export async function getCodingProblem(slug: string): Promise<CodingProblem> {
  const response = await api.get(`/api/coding/problems/${encodeURIComponent(slug)}`, {
    schema: import.meta.env.DEV ? ZCodingProblemResponseSchema : undefined,
  });
  return response.data.problem;
}

export function useCodingProblem(slug: string) {
  const { user, isPending } = useUser();
  return useQuery({
    queryKey: codingKeys.problem(slug, user?.id ?? null),
    queryFn: () => getCodingProblem(slug),
    enabled: !isPending,
  });
}
