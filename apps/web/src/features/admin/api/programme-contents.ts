import {
  type ProgrammeContents,
  type UpdateProgrammeContentsRequest,
  ZProgrammeContentsResponseSchema,
} from '@pathshala/shared/programmes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

const contentsUrl = (programmeId: string) =>
  `/api/admin/programmes/${encodeURIComponent(programmeId)}/contents`;

/** The mock tests and practice topics a placement programme opens. */
export async function getProgrammeContents(programmeId: string): Promise<ProgrammeContents> {
  const response = await api.get(contentsUrl(programmeId), {
    schema: import.meta.env.DEV ? ZProgrammeContentsResponseSchema : undefined,
  });
  return response.data;
}

export const programmeContentsQueryOptions = (programmeId: string) =>
  queryOptions({
    queryKey: ['admin', 'programmes', programmeId, 'contents'],
    queryFn: () => getProgrammeContents(programmeId),
  });

export function useProgrammeContents(programmeId: string) {
  return useQuery(programmeContentsQueryOptions(programmeId));
}

export async function saveProgrammeContents({
  programmeId,
  contents,
}: {
  programmeId: string;
  contents: UpdateProgrammeContentsRequest;
}): Promise<ProgrammeContents> {
  const response = await apiRequest(contentsUrl(programmeId), {
    method: 'PUT',
    body: contents,
    schema: import.meta.env.DEV ? ZProgrammeContentsResponseSchema : undefined,
  });
  return response.data;
}

export function useSaveProgrammeContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgrammeContents,
    // The mock tests' access changed too. Not awaited: the form is drawn again from the new contents, and the
    // caller's own callbacks (its toast) would not run for the form that is gone.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
