import { type ApplicationDetail, ZApplicationResponseSchema } from '@pathshala/shared/admin-people';
import type { ApplicationKind, ApplicationStatus } from '@pathshala/shared/admin-people-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationQueryKey } from './get-application';

interface SetApplicationStatusInput {
  kind: ApplicationKind;
  applicationId: string;
  status: ApplicationStatus;
}

/** 409 'An application cannot move from X to Y.' for a move the workflow does not allow (another admin moved it). */
export async function setApplicationStatus({
  kind,
  applicationId,
  status,
}: SetApplicationStatusInput): Promise<ApplicationDetail> {
  const response = await api.put(
    `/api/admin/applications/${encodeURIComponent(kind)}/${encodeURIComponent(applicationId)}/status`,
    { status },
    { schema: import.meta.env.DEV ? ZApplicationResponseSchema : undefined },
  );
  return response.data;
}

/** The application as saved replaces the one on screen; the inbox (and the audit log) reload. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicationStatus,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryKey(application.kind, application.id), application);
      return queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== 'application',
      });
    },
    // A 409 means the application moved under us: show where it stands now.
    onError: (_error, { kind, applicationId }) =>
      queryClient.invalidateQueries({ queryKey: applicationQueryKey(kind, applicationId) }),
  });
}
