import { type BoardPosition, ZPositionListResponseSchema } from '@pathshala/shared/jobs-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type BoardFilters, boardQueryString } from '../utils/board-filters';

/** The board's open positions that match the filters (GET /api/positions). */
export async function getBoardPositions(filters: BoardFilters): Promise<BoardPosition[]> {
  const response = await api.get(`/api/positions${boardQueryString(filters)}`, {
    schema: import.meta.env.DEV ? ZPositionListResponseSchema : undefined,
  });
  return (response as { data: { positions: BoardPosition[] } }).data.positions;
}

export const boardPositionsQueryOptions = (filters: BoardFilters) =>
  queryOptions({
    queryKey: ['positions', 'board', filters],
    queryFn: () => getBoardPositions(filters),
  });

export function useBoardPositions(filters: BoardFilters) {
  // The last list stays on screen while a new filter's list loads.
  return useQuery({ ...boardPositionsQueryOptions(filters), placeholderData: (previous) => previous });
}
