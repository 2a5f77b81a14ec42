import {
  type AdminContactMessage,
  ZAdminContactMessagesResponseSchema,
} from '@pathshala/shared/admin-people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type ContactMessagesSort = 'createdAt' | 'fullName';
export type ContactMessagesParams = ListParams<ContactMessagesSort> & { handled?: 'true' | 'false' };

/** Contact form messages; `q` finds a name, an e-mail or words of the message. */
export async function getContactMessages(params: ContactMessagesParams): Promise<Page<AdminContactMessage>> {
  const response = await api.get(`/api/admin/contact-messages${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminContactMessagesResponseSchema : undefined,
  });
  return response.data;
}

export const contactMessagesQueryOptions = (params: ContactMessagesParams) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', params],
    queryFn: () => getContactMessages(params),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: ContactMessagesParams) {
  return useQuery(contactMessagesQueryOptions(params));
}
