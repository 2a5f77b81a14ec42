import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { signInWithToken } from '../api/exchange-token';
import { getAuthConfigQueryOptions } from '../api/get-auth-config';
import { setQuizToken } from '../api/set-quiz-token';

const DEFAULT_REDIRECT = 'courses';

/** `redirect` names an in-app page; leading slashes are dropped so it can never point at another host. */
function redirectPath(redirectParam: string | null): string {
  const page = (redirectParam ?? DEFAULT_REDIRECT).replace(/^[/\\]+/, '');
  return `/${page || DEFAULT_REDIRECT}`;
}

/**
 * Spec §4 /oauth-success?token=&redirect=: the code is exchanged for our session, then handed to the quiz
 * service; success goes to /{redirect}, anything else to / without a message (spec §8).
 */
export const oauthSuccessLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const token = params.get('token');
    if (!token) return redirect(paths.home);
    try {
      await signInWithToken(queryClient, token);
      const { quizServiceUrl } = await queryClient.fetchQuery(getAuthConfigQueryOptions());
      if (!quizServiceUrl) return redirect(paths.home);
      await setQuizToken(quizServiceUrl, token);
      return redirect(redirectPath(params.get('redirect')));
    } catch {
      return redirect(paths.home);
    }
  };

/** Only seen for a moment while the loader works after an in-app navigation. */
export function OAuthSuccessRoute() {
  useDocumentTitle('Signing you in');
  return (
    <section className="grid min-h-[50vh] place-items-center px-4 py-16">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="text-3xl text-brand-700" />
        <h1 className="text-2xl font-bold">Signing you in…</h1>
      </div>
    </section>
  );
}
