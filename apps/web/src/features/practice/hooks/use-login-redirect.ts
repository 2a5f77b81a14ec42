import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
// The API's messages these pages show, declared for the catalogues.
import '../texts';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export const PRACTICE_LOGIN_MESSAGE = msg`Please log in to continue practising.`;

/**
 * A call answered 401 (the session ran out while the page was open): the session query is cleared, so the
 * login screen's guard does not bounce back, and the learner returns here after logging in.
 */
export function useLoginRedirect() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await setSessionUser(queryClient, null);
    navigate(paths.login, { state: { message: i18n._(PRACTICE_LOGIN_MESSAGE), from: location } });
  }, [navigate, location, queryClient, i18n]);
}

/** The server's own message for a failed call (in the reader's language once declared), or a general one. */
export const errorMessage = (i18n: I18n, error: unknown, fallback?: string) =>
  error instanceof ApiError
    ? translateText(i18n, error.message)
    : (fallback ?? i18n._(msg`Something went wrong. Please try again.`));
