import { ZCodingGiveUpResponseSchema } from '@pathshala/shared/coding-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codingKeys } from './coding-keys';

/** "Give up": the problem comes back in spaced review. The answer reveals nothing about its tests. */
export async function giveUp(problemSlug: string) {
  const response = await api.post(`/api/coding/problems/${problemSlug}/give-up`, undefined, {
    schema: import.meta.env.DEV ? ZCodingGiveUpResponseSchema : undefined,
  });
  return response.data.review;
}

export function useGiveUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codingKeys.all }),
  });
}
