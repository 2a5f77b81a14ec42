import { type AuditEntry, ZAuditResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type AuditParams = ListParams<'createdAt'> & {
  action?: string;
  objectType?: string;
  objectId?: string;
  actorId?: string;
  from?: string;
  to?: string;
};

export const getAuditEntries = (params: AuditParams): Promise<Page<AuditEntry>> =>
  fetchPage('/api/admin/audit', params, import.meta.env.DEV ? ZAuditResponseSchema : undefined);

export const auditEntriesQueryOptions = (params: AuditParams) =>
  pageQueryOptions(['admin', 'audit'], params, getAuditEntries);

export function useAuditEntries(params: AuditParams) {
  return useQuery(auditEntriesQueryOptions(params));
}
