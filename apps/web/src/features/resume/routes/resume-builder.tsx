import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuthConfig } from '@/features/accounts/api/get-auth-config';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { useResume } from '../api/resume';
import { ResumeBuilder } from '../components/resume-builder';

/**
 * /resume: the résumé builder, for a signed-in learner; a visitor is sent to sign in (`returnTo`) and comes back.
 * A site that names an outside builder (RESUME_BUILDER_URL) forwards there instead, so the header's entry, in
 * every page's first load, needs no configuration of its own.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Create Resume`);
  const location = useLocation();
  const { data: config } = useAuthConfig();
  const outside = config?.resumeBuilderUrl ?? null;
  useEffect(() => {
    if (outside) window.location.replace(outside);
  }, [outside]);
  const { user, isPending } = useUser();
  const { data: state, isError, refetch } = useResume(Boolean(user) && config !== undefined && !outside);
  if (!config || outside) return <div className="min-h-[60vh]" aria-busy="true" />;
  if (!isPending && !user) {
    const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` });
    return <Navigate to={`${paths.login}?${returnTo}`} replace />;
  }
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <header className="mb-6 flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Résumé builder</Trans>
          </h1>
          <p className="max-w-2xl text-slate-600">
            <Trans>
              Fill in the sections; the preview follows as you type and your résumé saves itself. Download it
              as a one-page PDF that applicant tracking systems read well.
            </Trans>
          </p>
        </header>
        {state ? (
          <ResumeBuilder state={state} />
        ) : isError ? (
          <div role="alert" className="rounded-card bg-white p-6 text-slate-700 shadow-card">
            <Trans>Your résumé could not be loaded.</Trans>{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => refetch()}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]" aria-busy="true">
            <Skeleton className="h-96" />
            <Skeleton className="aspect-[210/297]" />
          </div>
        )}
      </div>
    </div>
  );
}
