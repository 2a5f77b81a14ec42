import { type Position, ZGetInternshipsResponseSchema } from '@pathshala/shared/engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The open positions of the careers page (the server calls them internships). */
export async function getPositions(): Promise<Position[]> {
  const response = await api.get('/api/internships/getInternships', {
    schema: import.meta.env.DEV ? ZGetInternshipsResponseSchema : undefined,
  });
  return response.data.internships;
}

export const getPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['positions'],
    queryFn: getPositions,
  });

export function usePositions() {
  return useQuery(getPositionsQueryOptions());
}
