import {
  type AdminContactMessage,
  ZAdminContactMessagesResponseSchema,
} from '@pathshala/shared/admin-people';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type ContactMessagesSort = 'createdAt' | 'fullName';
export type ContactMessagesParams = ListParams<ContactMessagesSort> & { handled?: 'true' | 'false' };

/** Contact form messages; `q` finds a name, an e-mail or words of the message. */
export const getContactMessages = (params: ContactMessagesParams): Promise<Page<AdminContactMessage>> =>
  fetchPage(
    '/api/admin/contact-messages',
    params,
    import.meta.env.DEV ? ZAdminContactMessagesResponseSchema : undefined,
  );

export const contactMessagesQueryOptions = (params: ContactMessagesParams) =>
  pageQueryOptions(['admin', 'contact-messages'], params, getContactMessages);

export function useContactMessages(params: ContactMessagesParams) {
  return useQuery(contactMessagesQueryOptions(params));
}
