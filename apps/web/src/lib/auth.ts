import { useLingui } from '@lingui/react';
import type { User } from '@pathshala/shared/accounts';
import { ACCOUNT_MESSAGES, SIGNED_IN_HINT_COOKIE } from '@pathshala/shared/accounts-constants';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { api } from './api-client';
import './auth-texts';
import { translateText } from './i18n';

/**
 * The session as the whole app sees it: the shared header, the route guards and every feature read the
 * signed-in learner from one query, so a login or logout anywhere updates all of them at once.
 */

const hasSignedInHint = () =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/**
 * Spec §4: logged in when fetching the current user succeeds (2xx), logged out when it fails (401 for a
 * visitor). A browser without the server's "signed in" hint cookie has no session, so it is not asked.
 */
export async function getUser(): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    // The schema (and zod) load only for a browser that has a session: a visitor's first load skips both.
    const { ZUserResponseSchema } = await import('@pathshala/shared/accounts');
    const response = await api.get('/api/user/getUser', {
      schema: import.meta.env.DEV ? ZUserResponseSchema : undefined,
    });
    return response.data.user;
  } catch {
    return null;
  }
}

export const userQueryKey = ['user'] as const;

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    retry: false,
    staleTime: 5 * 60_000,
  });

/**
 * `user` is null for a visitor; `isPending` while the first check runs. `knownUser()` and `signedIn()` answer once the check has:
 * a page drawn before its scripts (ADR 017, 020) offers its buttons while the check is still on its way, and a
 * learner who clicks Buy Now then must not be taken for a visitor.
 */
export function useUser() {
  const queryClient = useQueryClient();
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  const knownUser = async (): Promise<User | null> => {
    try {
      return await queryClient.ensureQueryData(userQueryOptions());
    } catch {
      return null;
    }
  };
  const signedIn = async () => (await knownUser()) !== null;
  return { user, isLoggedIn: user !== null, isPending: query.isPending, knownUser, signedIn };
}

/** Puts a freshly signed-in (or updated) learner into the session query, winning over a check in flight. */
export async function setSessionUser(queryClient: QueryClient, user: User | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: userQueryKey });
  queryClient.setQueryData(userQueryKey, user);
}

/** Route guard for protected screens: a visitor is sent to / (spec §2). */
export const requireUserLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    // A hand-over code is being exchanged by the parent loader, which redirects on its own.
    if (new URL(request.url).searchParams.has('token')) return null;
    const user = await queryClient.ensureQueryData(userQueryOptions());
    return user ? null : redirect(paths.home);
  };

/** Route guard for /login and /signup: a signed-in learner is sent to / (spec §2). */
export const redirectIfLoggedInLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    if (new URL(request.url).searchParams.has('token')) return null;
    const user = await queryClient.ensureQueryData(userQueryOptions());
    return user ? redirect(paths.home) : null;
  };

export async function logout(): Promise<void> {
  await api.post('/api/user/logout');
}

interface LogoutOptions {
  /** Replace the current history entry on the way to / (the /logout screen should not be returned to). */
  replace?: boolean;
  /** Runs once everything is done, e.g. to close the mobile drawer. */
  onDone?: () => void;
}

/**
 * Spec §4/§8: logout sets logged-out, toasts the outcome and always goes to /.
 * The header's logout icon and the /logout screen share this one way of doing it.
 */
export function useLogout() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: logout });

  const logOut = async ({ replace = false, onDone }: LogoutOptions = {}) => {
    try {
      await mutation.mutateAsync();
      await setSessionUser(queryClient, null);
      // Anything cached for the learner (cart, enrollments…) must not outlive the session.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      toast.success(translateText(i18n, ACCOUNT_MESSAGES.loggedOut));
    } catch {
      // The session may or may not have ended; ask the server rather than guess.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      toast.error(translateText(i18n, ACCOUNT_MESSAGES.logoutFailed));
    }
    navigate(paths.home, { replace });
    onDone?.();
  };

  return { logOut, isPending: mutation.isPending };
}
