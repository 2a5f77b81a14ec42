import {
  ZNewsletterStatusResponseSchema,
  ZNewsletterToggleResponseSchema,
} from '@pathshala/shared/engagement';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/**
 * The learner's newsletter flag (spec §4). It is learner-specific, so it is keyed per learner and outside
 * ['user']: a logout invalidates it with the rest of the learner's cache, and another learner never sees it.
 */
export const newsletterKeys = {
  all: ['engagement', 'newsletter'] as const,
  status: (userId: string) => [...newsletterKeys.all, userId] as const,
};

export async function getNewsletterStatus(): Promise<boolean> {
  const response = await api.get('/api/user/getNewsLetterStatus', {
    schema: import.meta.env.DEV ? ZNewsletterStatusResponseSchema : undefined,
  });
  return response.data.newsLetterStatus.newsletterSubscribe;
}

/** Flips the flag on the server; the answer is the new state. */
export async function toggleNewsletter(): Promise<boolean> {
  const response = await api.post('/api/user/updateNewsLetter', undefined, {
    schema: import.meta.env.DEV ? ZNewsletterToggleResponseSchema : undefined,
  });
  return response.data.newsletterSubscribe;
}

export const newsletterStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: newsletterKeys.status(userId),
    queryFn: getNewsletterStatus,
    retry: false,
  });

/** Only asked for a signed-in learner (a visitor would get a 401). */
export function useNewsletterStatus(userId: string | undefined) {
  return useQuery({ ...newsletterStatusQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

export function useToggleNewsletter(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleNewsletter,
    // A status check still in flight must not overwrite the toggle's answer.
    onMutate: async () => {
      if (userId) await queryClient.cancelQueries({ queryKey: newsletterKeys.status(userId) });
    },
    onSuccess: (subscribed) => {
      if (userId) queryClient.setQueryData(newsletterKeys.status(userId), subscribed);
    },
    onError: (error) => {
      // The session has ended: let the whole app find out it is signed out.
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    },
  });
}
