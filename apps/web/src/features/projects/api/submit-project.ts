import { type Submission, ZSubmissionResponseSchema } from '@pathshala/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './get-project';

interface SubmitProjectInput {
  projectId: string;
  repoUrl: string;
  file: File | null;
}

/** One attempt: a repository link and/or a PDF or ZIP, sent as a multipart form. */
export async function submitProject({ projectId, repoUrl, file }: SubmitProjectInput): Promise<Submission> {
  const form = new FormData();
  form.append('repoUrl', repoUrl.trim());
  if (file) form.append('file', file);
  const response = await api.post(`/api/projects/${encodeURIComponent(projectId)}/submissions`, form, {
    schema: import.meta.env.DEV ? ZSubmissionResponseSchema : undefined,
  });
  return response.data.submission;
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: (_submission, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['learning', 'projects'] }),
      ]),
  });
}
