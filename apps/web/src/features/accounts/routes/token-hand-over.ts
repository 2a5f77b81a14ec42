import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { signInWithToken } from '../api/exchange-token';

const HAND_OVER_DESTINATION = '/home';

/**
 * Spec §4: a visit to any page with `?token=` (the Google callback's one-time code) signs the learner in and
 * goes to /home, with the code (and any refreshToken) gone from the address bar. /oauth-success has its own.
 */
export const tokenHandOverLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get('token');
    if (!token || url.pathname.toLowerCase() === '/oauth-success') return null;
    try {
      await signInWithToken(queryClient, token);
    } catch {
      toast.error('Sign-in link expired. Please log in again.');
    }
    return redirect(HAND_OVER_DESTINATION);
  };
