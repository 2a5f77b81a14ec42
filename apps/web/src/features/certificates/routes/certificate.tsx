import { formatDate } from '@pathshala/shared/dates';
import { useQuery } from '@tanstack/react-query';
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

/** '2 December 2025', the day it was issued in India (the page the server drew hydrates unchanged). */
const formatIssued = (iso: string) => formatDate(iso, { month: 'long' });

/** '1.5 hours · 12 lectures'. */
function lectureSummary({ totalHours, lectureCount }: Certificate): string {
  const lectures = `${lectureCount} ${lectureCount === 1 ? 'lecture' : 'lectures'}`;
  return totalHours ? `${totalHours} · ${lectures}` : lectures;
}

function Message({ title, body }: { title: string; body: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <AwardIcon className="size-7" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">{body}</p>
      <ButtonLink to={paths.courses} variant="outline" className="mt-4">
        Explore courses
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
        <span className="text-3xl font-extrabold tracking-tight">{valid ? 'Valid' : 'Revoked'}</span>
        <span className="text-sm">
          {valid
            ? 'This certificate was issued by Pathshala and is genuine.'
            : 'Pathshala has revoked this certificate; it is no longer valid.'}
        </span>
      </div>
    </div>
  );
}

function CertificateDetails({ certificate }: { certificate: Certificate }) {
  return (
    <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 lg:py-16">
      <div className="order-2 lg:order-1">
        {certificate.imageUrl ? (
          <img
            src={certificate.imageUrl}
            alt={`Certificate of completion: ${certificate.courseTitle}, awarded to ${certificate.learnerName}`}
            className={cn(
              'w-full rounded-card border border-slate-200 bg-white shadow-card',
              certificate.status === 'revoked' && 'opacity-60 grayscale',
            )}
          />
        ) : (
          <div className="flex aspect-[1.414] w-full items-center justify-center rounded-card border border-dashed border-slate-300 bg-slate-50 text-slate-500">
            Certificate image unavailable
          </div>
        )}
      </div>
      <div className="order-1 flex flex-col gap-6 lg:order-2">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Certificate verification
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{certificate.learnerName}</h1>
        </div>
        <StatusBadge status={certificate.status} />
        <dl className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 text-sm">
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Awarded to</dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-learner">
              {certificate.learnerName}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Course</dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-course">
              {certificate.courseTitle}
            </dd>
          </div>
          {certificate.instructorName ? (
            <div className="flex flex-col gap-1">
              <dt className="text-slate-500">Instructor</dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-instructor">
                {certificate.instructorName}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Course length</dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-hours">
              {lectureSummary(certificate)}
            </dd>
          </div>
          {certificate.projectTitles.length > 0 ? (
            <div className="flex flex-col gap-1">
              <dt className="text-slate-500">Projects passed</dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-projects">
                {certificate.projectTitles.join(', ')}
              </dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Issued on</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={certificate.issuedAt}>{formatIssued(certificate.issuedAt)}</time>
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-slate-500">Certificate ID</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{certificate.id}</dd>
          </div>
        </dl>
        {certificate.status === 'valid' ? (
          <div className="flex flex-wrap gap-3">
            {certificate.pdfUrl ? (
              <a href={certificate.pdfUrl} download className={buttonClasses({ variant: 'primary' })}>
                Download PDF
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
                Add to LinkedIn
                <ExternalLinkIcon className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
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
  const { id = '' } = useParams();
  const query = useQuery({ ...certificateQueryOptions(id), enabled: id !== '' });
  useDocumentTitle(query.data ? `Certificate: ${query.data.courseTitle}` : 'Certificate verification');

  if (query.isPending && id !== '') {
    return (
      <div
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8 lg:py-16"
        aria-busy="true"
      >
        <span className="sr-only">Loading certificate…</span>
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
      title="Certificate not found"
      body="We couldn't find a certificate with this ID. Please check the link you were given."
    />
  ) : (
    <Message title="Could not check the certificate" body="Please check your connection and try again." />
  );
}
