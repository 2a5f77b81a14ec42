import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { signInWithToken } from '../api/exchange-token';
import { getAuthConfigQueryOptions } from '../api/get-auth-config';
import { setQuizToken } from '../api/set-quiz-token';
import { safeDestination } from '../utils/auth-navigation';

const DEFAULT_REDIRECT = 'courses';

/**
 * `redirect` names a page of this site without its leading slash ('course/x?resume=buy-now'); anything that
 * would leave the site ('/evil.example' → '//evil.example', a backslash, a scheme) goes to / instead.
 */
function redirectPath(redirectParam: string | null): string {
  return safeDestination(`/${redirectParam ?? DEFAULT_REDIRECT}`) ?? paths.home;
}

/**
 * Spec §4 /oauth-success?token=&redirect=: the code is exchanged for our session, then handed to the quiz
 * service when one is configured; success goes to /{redirect} (with the action the learner was taking),
 * anything else to / without a message (spec §8).
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
      if (quizServiceUrl) await setQuizToken(quizServiceUrl, token);
      return redirect(redirectPath(params.get('redirect')));
    } catch {
      return redirect(paths.home);
    }
  };

/** Only seen for a moment while the loader works after an in-app navigation. */
export function OAuthSuccessRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Signing you in`);
  return (
    <section className="grid min-h-[50vh] place-items-center px-4 py-16">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="text-3xl text-brand-700" />
        <h1 className="text-2xl font-bold">
          <Trans>Signing you in…</Trans>
        </h1>
      </div>
    </section>
  );
}
