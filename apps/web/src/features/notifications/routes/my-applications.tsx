import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '@pathshala/shared/dates';
import { localeFor, SOURCE_LOCALE } from '@pathshala/shared/locales';
import type { MyApplication } from '@pathshala/shared/notifications';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyApplications, useWithdrawApplication } from '../api/notifications';
import { APPLICATION_STATUS_TEXTS } from '../components/notification-text';

/** The steps an open application still has ahead, in order (the end is an offer, not selected, or withdrawn). */
const OPEN_STEPS = ['new', 'under_review', 'shortlisted', 'interview'] as const;
const FINAL = new Set(['offered', 'rejected', 'withdrawn']);

function InterviewDetails({ interview }: { interview: NonNullable<MyApplication['interview']> }) {
  const { t, i18n } = useLingui();
  const locale = localeFor(i18n.locale) ?? SOURCE_LOCALE;
  const when = formatDateTime(interview.startsAt, { weekday: true, locale });
  const how = {
    video: t`Video call`,
    phone: t`Phone call: we call you on ${interview.location}`,
    onsite: t`On site: ${interview.location}`,
  }[interview.mode];
  return (
    <div className="mt-1 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="interview-details">
      <p className="font-medium">
        <time dateTime={interview.startsAt}>{t`${when} IST`}</time>
      </p>
      <p className="break-words">
        <Trans>{interview.durationMinutes} minutes</Trans>
        {' · '}
        {how}
      </p>
      {interview.mode === 'video' ? (
        <a
          href={interview.location}
          target="_blank"
          rel="noreferrer noopener"
          className="font-semibold break-all text-brand-700 underline underline-offset-4"
        >
          <Trans>Join the video call</Trans>
        </a>
      ) : null}
    </div>
  );
}

/** One application: its steps with their dates, the steps still ahead, the interview, and withdrawing. */
function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: MyApplication;
  onWithdraw: (application: MyApplication) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeFor(i18n.locale) ?? SOURCE_LOCALE;
  const statusOf = (status: string) => {
    const known = APPLICATION_STATUS_TEXTS[status];
    return known ? i18n._(known) : status;
  };
  const reached = new Set(application.history.map((step) => step.status));
  const ahead = FINAL.has(application.status)
    ? []
    : OPEN_STEPS.slice(OPEN_STEPS.indexOf(application.status as (typeof OPEN_STEPS)[number]) + 1).filter(
        (step) => !reached.has(step),
      );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="my-application">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-words text-slate-900">{application.title}</h2>
        <span
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700"
          data-testid="application-status"
        >
          {statusOf(application.status)}
        </span>
      </div>
      <ol className="mt-3 space-y-3" aria-label={t`Steps`}>
        {application.history.map((step, index) => {
          const last = index === application.history.length - 1;
          return (
            <li key={`${step.status}-${step.at}`} className="relative flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className={`mt-1 size-3 shrink-0 rounded-full ${last ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-brand-400'}`}
              />
              <div className="min-w-0 flex-1">
                <p className={last ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                  {statusOf(step.status)}
                </p>
                <time dateTime={step.at} className="text-xs text-slate-500">
                  {formatDate(step.at, { locale })}
                </time>
                {step.status === 'interview' && last && application.interview ? (
                  <InterviewDetails interview={application.interview} />
                ) : null}
              </div>
            </li>
          );
        })}
        {ahead.map((step) => (
          <li key={step} className="flex gap-3 text-sm text-slate-400">
            <span
              aria-hidden="true"
              className="mt-1 size-3 shrink-0 rounded-full border-2 border-slate-300"
            />
            <p>{statusOf(step)}</p>
          </li>
        ))}
      </ol>
      {application.status === 'interview' &&
      application.interview &&
      application.history.at(-1)?.status !== 'interview' ? (
        <InterviewDetails interview={application.interview} />
      ) : null}
      {application.canWithdraw ? (
        <div className="mt-4 flex justify-end">
          <Button variant="outline" size="sm" onClick={() => onWithdraw(application)}>
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The learner's career and internship applications, each with its steps, the interview and a way to withdraw. */
export function MyApplicationsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`My applications`);
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState<MyApplication | null>(null);
  const close = () => {
    setConfirming(null);
    withdraw.reset();
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
              <ApplicationCard key={application.id} application={application} onWithdraw={setConfirming} />
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={confirming !== null}
        onClose={close}
        title={t`Withdraw this application?`}
        description={
          confirming
            ? t`Your application for ${confirming.title} will be closed. This cannot be undone.`
            : undefined
        }
        data-testid="withdraw-dialog"
      >
        {withdraw.isError ? (
          <p className="mb-3 text-sm text-red-700" role="alert">
            {withdraw.error instanceof Error
              ? withdraw.error.message
              : t`Something went wrong. Please try again.`}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="danger"
            loading={withdraw.isPending}
            onClick={() => {
              if (confirming) withdraw.mutate(confirming, { onSuccess: close });
            }}
          >
            <Trans>Withdraw application</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
