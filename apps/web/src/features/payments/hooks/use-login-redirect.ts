import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { type ResumeAction, returnPathResuming } from '@/lib/resume-action';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Sends the learner to /login with 'Please login to buy the course.' and a way back here. Used for a
 * visitor's Buy Now and when a session expires mid-way (an API call answered 401): the session query is
 * cleared first, or the login screen's guard would still see the old learner and bounce to /. `resume` names
 * the action to finish on coming back, whether the learner logs in, registers or uses a provider.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ sessionExpired = false, resume }: { sessionExpired?: boolean; resume?: ResumeAction } = {}) => {
      if (sessionExpired) await setSessionUser(queryClient, null);
      const from = resume ? returnPathResuming(location, resume) : location;
      navigate(paths.login, { state: { message: COMMERCE_MESSAGES.buyLoginRequired, from } });
    },
    [navigate, location, queryClient],
  );
}
