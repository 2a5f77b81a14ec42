import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCourseKey } from './course-cache';

/** Queues the lecture's video for transcoding again (after a failure, or to redo it); 409 while one runs. */
export async function retranscodeLecture(lectureId: string) {
  await api.post(`/api/admin/lectures/${encodeURIComponent(lectureId)}/transcode`);
}

export function useRetranscodeLecture(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retranscodeLecture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCourseKey(courseId) }),
  });
}
