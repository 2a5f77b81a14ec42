import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SiteContentItem, SiteContentType } from '../utils/site-content-types';
import { siteContentQueryKey } from './get-site-content';

interface UpdateSiteContentInput {
  type: SiteContentType;
  id: string;
  /** Only the fields that change; a field left out keeps its value. */
  patch: Record<string, unknown>;
}

/** The item as saved; 400 'Nothing to change.' for an empty patch, 404 once another admin deleted it. */
export async function updateSiteContent({
  type,
  id,
  patch,
}: UpdateSiteContentInput): Promise<SiteContentItem> {
  const response = await apiRequest<{ data: SiteContentItem }>(
    `/api/admin/${type}/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: patch },
  );
  return response.data;
}

export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteContent,
    onSuccess: (saved, { type }) => {
      queryClient.setQueryData<SiteContentItem[]>(siteContentQueryKey(type), (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
