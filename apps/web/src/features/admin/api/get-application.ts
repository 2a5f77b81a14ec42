import { type ApplicationDetail, ZApplicationDetailResponseSchema } from '@pathshala/shared/admin-people';
import type { ApplicationKind } from '@pathshala/shared/admin-people-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

export const applicationQueryKey = (kind: string, applicationId: string) =>
  ['admin', 'application', kind, applicationId] as const;

/** Every field of its form, the résumé's address, the statuses it may move to and its notes. */
export async function getApplication(
  kind: ApplicationKind,
  applicationId: string,
): Promise<ApplicationDetail> {
  const response = await api.get(
    `/api/admin/applications/${encodeURIComponent(kind)}/${encodeURIComponent(applicationId)}`,
    { schema: import.meta.env.DEV ? ZApplicationDetailResponseSchema : undefined },
  );
  return response.data;
}

export const applicationQueryOptions = (kind: ApplicationKind, applicationId: string) =>
  queryOptions({
    queryKey: applicationQueryKey(kind, applicationId),
    queryFn: () => getApplication(kind, applicationId),
  });

/** `enabled: false` for an address that cannot name an application (the page shows 'not found' at once). */
export function useApplication(kind: ApplicationKind, applicationId: string, enabled = true) {
  return useQuery({ ...applicationQueryOptions(kind, applicationId), enabled });
}

/** The résumé as an attachment (the API's `resumeUrl`), on the API's origin. */
export const resumeDownloadUrl = (resumeUrl: string) => `${env.API_URL}${resumeUrl}`;
