import { ZOutboxResponseSchema } from '@pathshala/shared/admin-people';
import type { OutboxStatus } from '@pathshala/shared/admin-people-constants';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';
import { pageQueryOptions } from './list-page';

export type OutboxEmail = z.infer<typeof ZOutboxResponseSchema>['data']['emails'][number];
export type OutboxParams = ListParams<'createdAt'> & { status?: OutboxStatus };

/** A page of the outbox; `q` is part of the recipient's address. Answered as `emails`, read as a table page. */
export async function getOutbox(params: OutboxParams): Promise<Page<OutboxEmail>> {
  const response = await api.get(`/api/admin/outbox${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZOutboxResponseSchema : undefined,
  });
  const { emails, total, page, pageSize } = response.data;
  return { items: emails, total, page, pageSize };
}

export const outboxQueryOptions = (params: OutboxParams) =>
  pageQueryOptions(['admin', 'outbox'], params, getOutbox);

export function useOutbox(params: OutboxParams) {
  return useQuery(outboxQueryOptions(params));
}
