import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The signed-in learner as the header needs it. */
export interface SessionUser {
  name: string;
  email: string;
  profilePhoto: string | null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function toSessionUser(body: unknown): SessionUser | null {
  const root = asRecord(body);
  if (!root || root.success === false) return null;
  const user = asRecord(root.user) ?? asRecord(root.data) ?? root;
  const text = (key: string) => (typeof user[key] === 'string' ? (user[key] as string) : '');
  return { name: text('name'), email: text('email'), profilePhoto: text('profilePhoto') || null };
}

/** Spec §4: logged in when fetching the current user succeeds, logged out when it fails. */
async function getSessionUser(): Promise<SessionUser | null> {
  try {
    return toSessionUser(await api.get('/api/user/getUser'));
  } catch {
    return null;
  }
}

export const sessionUserQueryKey = ['session-user'] as const;

export const sessionUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionUserQueryKey,
    queryFn: getSessionUser,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** `user` is null when logged out; `isPending` while the first check runs. */
export function useSessionUser() {
  const query = useQuery(sessionUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoggedIn: user !== null, isPending: query.isPending };
}
