import { type ProgrammeDetails, ZProgrammeResponseSchema } from '@pathshala/shared/programmes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

export async function getProgramme(programmeId: string): Promise<ProgrammeDetails> {
  const response = await api.get(`/api/programmes/${encodeURIComponent(programmeId)}`, {
    schema: import.meta.env.DEV ? ZProgrammeResponseSchema : undefined,
  });
  return response.data.programme;
}

/** Keyed by viewer: whether the programme is owned is theirs alone. */
export const getProgrammeQueryOptions = (programmeId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['programmes', programmeId, userId ?? 'visitor'],
    queryFn: () => getProgramme(programmeId),
  });

export function useProgramme(programmeId: string) {
  const { user } = useUser();
  return useQuery(getProgrammeQueryOptions(programmeId, user?.id ?? null));
}
