import { type ApplicationSummary, ZAdminApplicationsResponseSchema } from '@pathshala/shared/admin-people';
import type { ApplicationKind, ApplicationStatus } from '@pathshala/shared/admin-people-constants';
import { useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';
import { fetchPage, pageQueryOptions } from './list-page';

export type ApplicationsSort = 'createdAt' | 'name' | 'status';

/** The inbox's filters, shared by the paged list and the CSV export. */
export interface ApplicationFilters {
  q?: string;
  kind?: ApplicationKind;
  status?: ApplicationStatus;
  /** A position's or an internship listing's title, any case. */
  position?: string;
  /** India-time days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}
export type ApplicationsParams = ListParams<ApplicationsSort> & ApplicationFilters;

/** Career and internship applications in one list. */
export const getApplications = (params: ApplicationsParams): Promise<Page<ApplicationSummary>> =>
  fetchPage(
    '/api/admin/applications',
    params,
    import.meta.env.DEV ? ZAdminApplicationsResponseSchema : undefined,
  );

export const applicationsQueryOptions = (params: ApplicationsParams) =>
  pageQueryOptions(['admin', 'applications'], params, getApplications);

export function useApplications(params: ApplicationsParams) {
  return useQuery(applicationsQueryOptions(params));
}

/** The filtered list as a CSV attachment (latest first), downloaded by the browser with the session's cookie. */
export function applicationsExportUrl({ q, kind, status, position, from, to }: ApplicationFilters): string {
  return `${env.API_URL}/api/admin/applications/export${toQueryString({ q, kind, status, position, from, to })}`;
}
