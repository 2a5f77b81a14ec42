import { ZNewsletterSubscribersResponseSchema } from '@pathshala/shared/admin-people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type NewsletterSubscriber = z.infer<
  typeof ZNewsletterSubscribersResponseSchema
>['data']['items'][number];
export type SubscribersSort = 'createdAt' | 'name' | 'email';
export type SubscribersParams = ListParams<SubscribersSort>;

/** Open accounts subscribed to the newsletter; `q` finds a name or an e-mail. */
export async function getNewsletterSubscribers(
  params: SubscribersParams,
): Promise<Page<NewsletterSubscriber>> {
  const response = await api.get(`/api/admin/newsletter/subscribers${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZNewsletterSubscribersResponseSchema : undefined,
  });
  return response.data;
}

export const newsletterSubscribersQueryOptions = (params: SubscribersParams) =>
  queryOptions({
    queryKey: ['admin', 'newsletter-subscribers', params],
    queryFn: () => getNewsletterSubscribers(params),
    placeholderData: keepPreviousData,
  });

export function useNewsletterSubscribers(params: SubscribersParams) {
  return useQuery(newsletterSubscribersQueryOptions(params));
}

/** Every subscriber matching the search as a CSV attachment (oldest first). */
export const subscribersExportUrl = (q: string | undefined) =>
  `${env.API_URL}/api/admin/newsletter/subscribers/export${toQueryString({ q })}`;
