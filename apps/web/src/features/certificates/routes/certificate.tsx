import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { AwardIcon } from '@/components/ui/course-icons';
import { AlertTriangleIcon, CheckIcon, ExternalLinkIcon, LinkedInIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { type Certificate, certificateQueryOptions } from '../api/get-certificate';
import { courseLength, issuedOn } from '../utils/format';

/** '1.5 hours · 12 lectures'. */
function lectureSummary(i18n: I18n, { totalHours, lectureCount }: Certificate): string {
  const lectures = i18n._(msg({ message: plural(lectureCount, { one: '# lecture', other: '# lectures' }) }));
  return totalHours ? `${courseLength(i18n, totalHours)} · ${lectures}` : lectures;
}

function Message({ title, body }: { title: ReactNode; body: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <AwardIcon className="size-7" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">{body}</p>
      <ButtonLink to={paths.courses} variant="outline" className="mt-4">
        <Trans>Explore courses</Trans>
      </ButtonLink>
    </div>
  );
}

function StatusBadge({ status }: { status: Certificate['status'] }) {
  const valid = status === 'valid';
  return (
    <div
      data-testid="certificate-status"
      className={cn(
        'flex items-center gap-3 rounded-card border px-5 py-4',
        valid ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full text-white',
          valid ? 'bg-emerald-600' : 'bg-red-600',
        )}
      >
        {valid ? <CheckIcon className="size-7" /> : <AlertTriangleIcon className="size-6" />}
      </span>
      <div className="flex flex-col">
        <span className="text-3xl font-extrabold tracking-tight">
          {valid ? <Trans>Valid</Trans> : <Trans>Revoked</Trans>}
        </span>
        <span className="text-sm">
          {valid ? (
            <Trans>This certificate was issued by Pathshala and is genuine.</Trans>
          ) : (
            <Trans>Pathshala has revoked this certificate; it is no longer valid.</Trans>
          )}
        </span>
      </div>
    </div>
  );
}

function CertificateDetails({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useLingui();
  const { courseTitle, learnerName } = certificate;
  return (
    <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 lg:py-16">
      <div className="order-2 lg:order-1">
        {certificate.imageUrl ? (
          <img
            src={certificate.imageUrl}
            alt={t`Certificate of completion: ${courseTitle}, awarded to ${learnerName}`}
            className={cn(
              'w-full rounded-card border border-slate-200 bg-white shadow-card',
              certificate.status === 'revoked' && 'opacity-60 grayscale',
            )}
          />
        ) : (
          <div className="flex aspect-[1.414] w-full items-center justify-center rounded-card border border-dashed border-slate-300 bg-slate-50 text-slate-500">
            <Trans>Certificate image unavailable</Trans>
          </div>
        )}
      </div>
      <div className="order-1 flex flex-col gap-6 lg:order-2">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Certificate verification</Trans>
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{certificate.learnerName}</h1>
        </div>
        <StatusBadge status={certificate.status} />
        <dl className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 text-sm">
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">
              <Trans>Awarded to</Trans>
            </dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-learner">
              {certificate.learnerName}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">
              <Trans>Course</Trans>
            </dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-course">
              {certificate.courseTitle}
            </dd>
          </div>
          {certificate.instructorName ? (
            <div className="flex flex-col gap-1">
              <dt className="text-slate-500">
                <Trans>Instructor</Trans>
              </dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-instructor">
                {certificate.instructorName}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">
              <Trans>Course length</Trans>
            </dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-hours">
              {lectureSummary(i18n, certificate)}
            </dd>
          </div>
          {certificate.projectTitles.length > 0 ? (
            <div className="flex flex-col gap-1">
              <dt className="text-slate-500">
                <Trans>Projects passed</Trans>
              </dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-projects">
                {certificate.projectTitles.join(', ')}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">
              <Trans>Issued on</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={certificate.issuedAt}>{issuedOn(i18n, certificate.issuedAt)}</time>
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">
              <Trans>Certificate ID</Trans>
            </dt>
            <dd className="font-mono text-xs break-all text-slate-700">{certificate.id}</dd>
          </div>
        </dl>
        {certificate.status === 'valid' ? (
          <div className="flex flex-wrap gap-3">
            {certificate.pdfUrl ? (
              <a href={certificate.pdfUrl} download className={buttonClasses({ variant: 'primary' })}>
                <Trans>Download PDF</Trans>
              </a>
            ) : null}
            {certificate.linkedInUrl ? (
              <a
                href={certificate.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline' })}
              >
                <LinkedInIcon className="size-5 text-[#0a66c2]" />
                <Trans>Add to LinkedIn</Trans>
                <ExternalLinkIcon className="size-4" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Public page anyone (an employer, say) can open to check a Pathshala certificate. */
export function CertificateRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useQuery({ ...certificateQueryOptions(id), enabled: id !== '' });
  const courseTitle = query.data?.courseTitle;
  useDocumentTitle(courseTitle !== undefined ? t`Certificate: ${courseTitle}` : t`Certificate verification`);

  if (query.isPending && id !== '') {
    return (
      <div
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8 lg:py-16"
        aria-busy="true"
      >
        <span className="sr-only">
          <Trans>Loading certificate…</Trans>
        </span>
        <Skeleton className="aspect-[1.414] w-full rounded-card" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-20 w-full rounded-card" />
          <Skeleton className="h-40 w-full rounded-card" />
        </div>
      </div>
    );
  }
  if (query.data) return <CertificateDetails certificate={query.data} />;
  const notFound = id === '' || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
  return notFound ? (
    <Message
      title={<Trans>Certificate not found</Trans>}
      body={<Trans>We couldn't find a certificate with this ID. Please check the link you were given.</Trans>}
    />
  ) : (
    <Message
      title={<Trans>Could not check the certificate</Trans>}
      body={<Trans>Please check your connection and try again.</Trans>}
    />
  );
}
