import { ZNewsletterSubscribersResponseSchema } from '@pathshala/shared/admin-people';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { env } from '@/config/env';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';
import { fetchPage, pageQueryOptions } from './list-page';

export type NewsletterSubscriber = z.infer<
  typeof ZNewsletterSubscribersResponseSchema
>['data']['items'][number];
export type SubscribersSort = 'createdAt' | 'name' | 'email';
export type SubscribersParams = ListParams<SubscribersSort>;

/** Open accounts subscribed to the newsletter; `q` finds a name or an e-mail. */
export const getNewsletterSubscribers = (params: SubscribersParams): Promise<Page<NewsletterSubscriber>> =>
  fetchPage(
    '/api/admin/newsletter/subscribers',
    params,
    import.meta.env.DEV ? ZNewsletterSubscribersResponseSchema : undefined,
  );

export const newsletterSubscribersQueryOptions = (params: SubscribersParams) =>
  pageQueryOptions(['admin', 'newsletter-subscribers'], params, getNewsletterSubscribers);

export function useNewsletterSubscribers(params: SubscribersParams) {
  return useQuery(newsletterSubscribersQueryOptions(params));
}

/** Every subscriber matching the search as a CSV attachment (oldest first). */
export const subscribersExportUrl = (q: string | undefined) =>
  `${env.API_URL}/api/admin/newsletter/subscribers/export${toQueryString({ q })}`;
