import { type AuditEntry, ZAuditResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type AuditParams = ListParams<'createdAt'> & {
  action?: string;
  objectType?: string;
  objectId?: string;
  actorId?: string;
  from?: string;
  to?: string;
};

export async function getAuditEntries(params: AuditParams): Promise<Page<AuditEntry>> {
  const response = await api.get(`/api/admin/audit${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAuditResponseSchema : undefined,
  });
  return response.data;
}

export const auditEntriesQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: ['admin', 'audit', params],
    queryFn: () => getAuditEntries(params),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(params: AuditParams) {
  return useQuery(auditEntriesQueryOptions(params));
}
