import { type AuthConfigResponse, ZAuthConfigResponseSchema } from '@pathshala/shared/accounts';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@pathshala/shared/accounts-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

export type AuthConfig = AuthConfigResponse['data'];

const NOTHING_CONFIGURED: AuthConfig = {
  google: false,
  linkedin: false,
  github: false,
  quizServiceUrl: null,
  resumeBuilderUrl: null,
};

/** Which sign-in options exist; an unreachable answer means "none", so the social buttons stay hidden. */
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

/** The configured social sign-ins, in button order. */
export function useSocialProviders(): SignInProvider[] {
  const { data: config } = useAuthConfig();
  return config ? SIGN_IN_PROVIDERS.filter((provider) => config[provider]) : [];
}

/**
 * The browser redirect that starts a social sign-in: `redirect` tells the API which screen it began on,
 * `returnTo` (a same-site path, checked again by the API) where to come back to.
 */
export function socialSignInUrl(
  provider: SignInProvider,
  redirect: 'login' | 'signup',
  returnTo?: string | null,
): string {
  const query = new URLSearchParams({ redirect, ...(returnTo ? { returnTo } : {}) });
  return `${env.API_URL}/api/auth/${provider}?${query}`;
}
