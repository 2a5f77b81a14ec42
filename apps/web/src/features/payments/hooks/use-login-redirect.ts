import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Sends the learner to /login with 'Please login to buy the course.' and a way back here. Used for a
 * visitor's Buy Now and when a session expires mid-way (an API call answered 401): the session query is
 * cleared first, or the login screen's guard would still see the old learner and bounce to /.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ sessionExpired = false }: { sessionExpired?: boolean } = {}) => {
      if (sessionExpired) await setSessionUser(queryClient, null);
      navigate(paths.login, { state: { message: COMMERCE_MESSAGES.buyLoginRequired, from: location } });
    },
    [navigate, location, queryClient],
  );
}
