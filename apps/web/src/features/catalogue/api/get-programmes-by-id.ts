import {
  PROGRAMMES_BY_ID_MAX,
  type ProgrammeSummary,
  ZProgrammesResponseSchema,
} from '@pathshala/shared/programmes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Named programmes (a wishlist's): the catalogue leaves programmes out, so they are asked for apart. */
export async function getProgrammesById(ids: readonly string[], signal?: AbortSignal) {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += PROGRAMMES_BY_ID_MAX) {
    chunks.push(ids.slice(start, start + PROGRAMMES_BY_ID_MAX));
  }
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const query = new URLSearchParams();
      for (const id of chunk) query.append('id', id);
      const response = await api.get(`/api/programmes?${query}`, {
        schema: import.meta.env.DEV ? ZProgrammesResponseSchema : undefined,
        signal,
      });
      return response.data.programmes;
    }),
  );
  return pages.flat();
}

export const programmesByIdQueryOptions = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions<ProgrammeSummary[]>({
    queryKey: ['programmes', 'by-id', sorted],
    queryFn: ({ signal }) => (sorted.length === 0 ? [] : getProgrammesById(sorted, signal)),
    placeholderData: keepPreviousData,
  });
};

/** The programmes on sale among these ids; any other id is simply absent. */
export function useProgrammesById(ids: readonly string[] | undefined) {
  return useQuery({ ...programmesByIdQueryOptions(ids ?? []), enabled: ids !== undefined });
}
