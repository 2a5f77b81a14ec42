import {
  type ApplicationDetail,
  type BulkApplicationStatusRequest,
  type ScheduleInterviewRequest,
  ZApplicationResponseSchema,
  ZBulkApplicationStatusResponseSchema,
} from '@pathshala/shared/admin-people';
import type { ApplicationKind } from '@pathshala/shared/admin-people-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationQueryKey } from './get-application';

export interface BulkMoveResult {
  moved: { kind: ApplicationKind; id: string }[];
  failed: { kind: ApplicationKind; id: string; message: string }[];
}

/** Moves several applications to one status; the server checks and audits each, and lists what did not move. */
export function useMoveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkApplicationStatusRequest): Promise<BulkMoveResult> =>
      (
        await api.post('/api/admin/applications/status', input, {
          schema: import.meta.env.DEV ? ZBulkApplicationStatusResponseSchema : undefined,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Schedules or moves the interview; the application goes to interview and the applicant gets the invitation. */
export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      applicationId,
      ...body
    }: ScheduleInterviewRequest & {
      kind: ApplicationKind;
      applicationId: string;
    }): Promise<ApplicationDetail> =>
      (
        await api.put(
          `/api/admin/applications/${encodeURIComponent(kind)}/${encodeURIComponent(applicationId)}/interview`,
          body,
          { schema: import.meta.env.DEV ? ZApplicationResponseSchema : undefined },
        )
      ).data,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryKey(application.kind, application.id), application);
      return queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== 'application',
      });
    },
  });
}
