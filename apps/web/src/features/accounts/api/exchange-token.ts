import { type User, ZUserDataResponseSchema } from '@pathshala/shared/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

/** Trades a one-time hand-over code (spec §4 `?token=`) for the session cookie. */
export async function exchangeToken(token: string): Promise<User> {
  const response = await api.post(
    '/api/auth/exchange',
    { token },
    { schema: import.meta.env.DEV ? ZUserDataResponseSchema : undefined },
  );
  return response.data;
}

/** Exchanges the code and signs the learner in app-wide. Used by loaders, hence no hook. */
export async function signInWithToken(queryClient: QueryClient, token: string): Promise<User> {
  const user = await exchangeToken(token);
  await setSessionUser(queryClient, user);
  return user;
}
