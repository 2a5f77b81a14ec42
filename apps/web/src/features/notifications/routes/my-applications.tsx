import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathshala/shared/dates';
import { localeFor, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyApplications } from '../api/notifications';
import { APPLICATION_STATUS_TEXTS } from '../components/notification-text';

/** The learner's career and internship applications, each with every status it moved to. */
export function MyApplicationsRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My applications`);
  const applications = useMyApplications();
  const statusOf = (status: string) => {
    const known = APPLICATION_STATUS_TEXTS[status];
    return known ? i18n._(known) : status;
  };
  return (
    <>
      <PageHeader title={<Trans>My applications</Trans>} />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        {applications.isPending ? (
          <Skeleton className="h-24 w-full rounded-xl" />
        ) : (applications.data ?? []).length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
            <Trans>You have not applied for an internship or a job yet.</Trans>
          </p>
        ) : (
          <ul className="space-y-3" data-testid="my-applications">
            {(applications.data ?? []).map((application) => (
              <li key={application.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold break-words text-slate-900">{application.title}</h2>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700">
                    {statusOf(application.status)}
                  </span>
                </div>
                <ol className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-600">
                  {application.history.map((step) => (
                    <li key={`${step.status}-${step.at}`}>
                      <time dateTime={step.at}>
                        {formatDate(step.at, { locale: localeFor(i18n.locale) ?? SOURCE_LOCALE })}
                      </time>
                      {' · '}
                      {statusOf(step.status)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
