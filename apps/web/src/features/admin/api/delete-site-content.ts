import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteContentItem, SiteContentType } from '../utils/site-content-types';
import { siteContentQueryKey } from './get-site-content';

interface DeleteSiteContentInput {
  type: SiteContentType;
  id: string;
}

/** 409 for a position that career applications name (close it instead). */
export async function deleteSiteContent({ type, id }: DeleteSiteContentInput): Promise<void> {
  await api.delete(`/api/admin/${type}/${encodeURIComponent(id)}`);
}

export function useDeleteSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSiteContent,
    onSuccess: (_nothing, { type, id }) => {
      queryClient.setQueryData<SiteContentItem[]>(siteContentQueryKey(type), (items) =>
        items?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
