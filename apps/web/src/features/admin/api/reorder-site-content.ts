import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteContentItem, SiteContentType } from '../utils/site-content-types';
import { siteContentQueryKey } from './get-site-content';

interface ReorderSiteContentInput {
  type: SiteContentType;
  /** Every item of the type once, first shown first. */
  ids: string[];
}

/** 409 '…have changed; reload and try again.' when the list on screen is not the stored one. */
export async function reorderSiteContent({ type, ids }: ReorderSiteContentInput): Promise<void> {
  await api.put(`/api/admin/${type}/order`, { ids });
}

const REORDER_KEY = ['admin', 'reorder-site-content'] as const;

/**
 * The new order shows at once; a refused one puts the stored order back. Moves run one after another (a quick
 * second move must not reach the server before the first), and the list is read again after the last one.
 */
export function useReorderSiteContent(type: SiteContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: `reorder-${type}` },
    mutationFn: reorderSiteContent,
    onMutate: async ({ type, ids }) => {
      const key = siteContentQueryKey(type);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SiteContentItem[]>(key);
      if (before) {
        const byId = new Map(before.map((item) => [item.id, item]));
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((item) => item !== undefined),
        );
      }
      return { before };
    },
    onError: (_error, { type }, context) => {
      if (context?.before) queryClient.setQueryData(siteContentQueryKey(type), context.before);
    },
    onSettled: (_result, _error, { type }) => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: siteContentQueryKey(type) });
    },
  });
}
