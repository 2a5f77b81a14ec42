import { ZAdminCoursesResponseSchema } from '@pathshala/shared/admin-courses';
import { ZLinkPlacementProgrammeResponseSchema } from '@pathshala/shared/programmes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { toQueryString } from '../utils/query-string';

/** The placement programmes a card may sell (a few: one page of them). */
async function getProgrammeChoices() {
  const response = await api.get(
    `/api/admin/courses${toQueryString({ page: 1, pageSize: 100, sort: 'title', order: 'asc', kind: 'programme' })}`,
    { schema: import.meta.env.DEV ? ZAdminCoursesResponseSchema : undefined },
  );
  return response.data.items.map((programme) => ({
    value: programme.id,
    label: programme.state === 'draft' ? `${programme.title} (draft)` : programme.title,
  }));
}

export function useProgrammeChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'programme-choices'],
      queryFn: getProgrammeChoices,
      staleTime: 60_000,
    }),
  );
}

/** Points a placement card at the programme it sells; null: it sells nothing ('Coming soon!!!'). */
export async function linkPlacementProgramme({
  cardId,
  programmeId,
}: {
  cardId: string;
  programmeId: string | null;
}) {
  const response = await apiRequest(`/api/admin/placement-courses/${encodeURIComponent(cardId)}/programme`, {
    method: 'PUT',
    body: { programmeId },
    schema: import.meta.env.DEV ? ZLinkPlacementProgrammeResponseSchema : undefined,
  });
  return response.data;
}

export function useLinkPlacementProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPlacementProgramme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
