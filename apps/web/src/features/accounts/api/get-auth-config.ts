import { type AuthConfigResponse, ZAuthConfigResponseSchema } from '@pathshala/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

export type AuthConfig = AuthConfigResponse['data'];

const NOTHING_CONFIGURED: AuthConfig = { google: false, quizServiceUrl: null };

/** Which sign-in options exist; an unreachable answer means "none", so the Google buttons stay hidden. */
export async function getAuthConfig(): Promise<AuthConfig> {
  try {
    const response = await api.get('/api/auth/config', {
      schema: import.meta.env.DEV ? ZAuthConfigResponseSchema : undefined,
    });
    return response.data;
  } catch {
    return NOTHING_CONFIGURED;
  }
}

export const getAuthConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-config'],
    queryFn: getAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}

/** The browser redirect that starts Google sign-in; `redirect` tells the API which screen to come back to. */
export function googleSignInUrl(redirect: 'login' | 'signup'): string {
  return `${env.API_URL}/api/auth/google?redirect=${redirect}`;
}
