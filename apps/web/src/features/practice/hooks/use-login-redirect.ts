import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export const PRACTICE_LOGIN_MESSAGE = 'Please log in to continue practising.';

/**
 * A call answered 401 (the session ran out while the page was open): the session query is cleared, so the
 * login screen's guard does not bounce back, and the learner returns here after logging in.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await setSessionUser(queryClient, null);
    navigate(paths.login, { state: { message: PRACTICE_LOGIN_MESSAGE, from: location } });
  }, [navigate, location, queryClient]);
}

/** The server's own message for a failed call, or a general one. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError ? error.message : fallback;
