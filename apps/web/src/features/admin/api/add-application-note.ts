import {
  type ApplicationDetail,
  type ApplicationNote,
  ZApplicationNoteResponseSchema,
} from '@pathshala/shared/admin-people';
import type { ApplicationKind } from '@pathshala/shared/admin-people-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationQueryKey } from './get-application';

interface AddApplicationNoteInput {
  kind: ApplicationKind;
  applicationId: string;
  body: string;
}

/** 201 with the note, its author and time. Notes are append-only. */
export async function addApplicationNote({
  kind,
  applicationId,
  body,
}: AddApplicationNoteInput): Promise<ApplicationNote> {
  const response = await api.post(
    `/api/admin/applications/${encodeURIComponent(kind)}/${encodeURIComponent(applicationId)}/notes`,
    { body },
    { schema: import.meta.env.DEV ? ZApplicationNoteResponseSchema : undefined },
  );
  return response.data;
}

export function useAddApplicationNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApplicationNote,
    onSuccess: (note, { kind, applicationId }) => {
      queryClient.setQueryData<ApplicationDetail>(applicationQueryKey(kind, applicationId), (detail) =>
        detail ? { ...detail, notes: [...detail.notes, note] } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: applicationQueryKey(kind, applicationId) });
    },
  });
}
