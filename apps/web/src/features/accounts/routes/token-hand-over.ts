import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { toast } from '@/lib/toast';

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
      // Loaded only when a hand-over code is present: it brings the accounts schemas (and zod) with it.
      const { signInWithToken } = await import('../api/exchange-token');
      await signInWithToken(queryClient, token);
    } catch {
      toast.error(msg`Sign-in link expired. Please log in again.`);
    }
    return redirect(HAND_OVER_DESTINATION);
  };
