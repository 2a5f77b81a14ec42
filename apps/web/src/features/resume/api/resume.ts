import type { Resume, ResumeState } from '@pathshala/shared/resume';
import type { ResumeTemplate } from '@pathshala/shared/resume-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

export const resumeQueryKey = ['resume'] as const;

/** GET /api/resume: the saved résumé, or the draft prefilled from the profile and certificates. */
export async function getResume(): Promise<ResumeState> {
  // The server checks its answer against ZResumeResponseSchema; the page does not load zod to check it again.
  return (await api.get<{ data: ResumeState }>('/api/resume')).data;
}

export const resumeQueryOptions = () => queryOptions({ queryKey: resumeQueryKey, queryFn: getResume });

export function useResume(enabled: boolean) {
  return useQuery({ ...resumeQueryOptions(), enabled });
}

/** PUT /api/resume (the autosave); the answer carries the page count the server laid out. */
export async function saveResume(resume: Resume): Promise<ResumeState> {
  return (await api.put<{ data: ResumeState }>('/api/resume', resume as unknown as Record<string, unknown>))
    .data;
}

export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResume,
    onSuccess: (state) => queryClient.setQueryData(resumeQueryKey, state),
  });
}

/** The PDF export: a plain download link (the browser sends the session cookie). */
export const resumePdfUrl = (template: ResumeTemplate) =>
  `${env.API_URL}/api/resume/pdf?template=${encodeURIComponent(template)}`;
