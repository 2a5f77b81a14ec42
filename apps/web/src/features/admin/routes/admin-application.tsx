import type { ApplicationDetail } from '@pathshala/shared/admin-people';
import {
  APPLICATION_KINDS,
  type ApplicationKind,
  type ApplicationStatus,
} from '@pathshala/shared/admin-people-constants';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { resumeDownloadUrl, useApplication } from '../api/get-application';
import { useSetApplicationStatus } from '../api/set-application-status';
import { Badge } from '../components/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { DownloadLink } from '../components/download-link';
import { FormFallback } from '../components/form-fallback';
import { InterviewDialog } from '../components/interview-dialog';
import { isNotFound, LoadError, problemMessage } from '../components/notice';
import { DetailList, SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatDateTime } from '../utils/format';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_MOVE_LABEL,
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_TONE,
  formatBytes,
  yearLabel,
} from '../utils/people-labels';
import type { ConsolePageProps } from './staff-console';

// The form library comes with the note form, after the page has painted.
const ApplicationNoteForm = lazy(() =>
  import('../components/application-note-form').then((module) => ({ default: module.ApplicationNoteForm })),
);

const notGiven = <span className="text-slate-500">Not given</span>;

/** A link the applicant typed: opened in a new tab, and only if it is a web address. */
function ApplicantLink({ url }: { url: string }) {
  if (url === '') return notGiven;
  if (!/^https?:\/\//i.test(url)) return <span className="break-all">{url}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-start gap-1 font-medium break-all text-brand-800 hover:underline"
    >
      {url}
      <ExternalLinkIcon className="mt-0.5 size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function ApplicantDetails({ application }: { application: ApplicationDetail }) {
  const internship = application.kind === 'internship';
  const items: [string, ReactNode][] = [
    [
      'E-mail',
      <a
        key="email"
        href={`mailto:${application.email}`}
        className="break-all text-brand-800 hover:underline"
      >
        {application.email}
      </a>,
    ],
    [
      internship ? 'Phone number' : 'Contact no',
      <a key="phone" href={`tel:+91${application.phone}`} className="text-brand-800 hover:underline">
        {application.phone}
      </a>,
    ],
    [internship ? 'College/University' : 'College name', application.college || notGiven],
  ];
  if (internship) items.push(['Program/Course', application.program || notGiven]);
  items.push([internship ? 'Year of study' : 'Year/Experienced', yearLabel(application.year)]);
  if (internship) {
    items.push(['LinkedIn', <ApplicantLink key="linkedin" url={application.linkedinUrl} />]);
    items.push(['Portfolio', <ApplicantLink key="portfolio" url={application.portfolioUrl} />]);
  } else {
    items.push(['GitHub', <ApplicantLink key="github" url={application.github} />]);
  }
  items.push([
    'Account',
    application.userId ? (
      <Link
        key="account"
        to={consolePaths.user(application.userId)}
        className="text-brand-800 hover:underline"
      >
        Sent while signed in: open the account
      </Link>
    ) : (
      'Sent without signing in'
    ),
  ]);
  return <DetailList items={items} />;
}

const INTERVIEW_MODE_WORDS = { video: 'Video call', phone: 'Phone', onsite: 'On site' } as const;

function StatusActions({ application }: { application: ApplicationDetail }) {
  const setStatus = useSetApplicationStatus();
  const [confirmOffer, setConfirmOffer] = useState(false);
  const [moving, setMoving] = useState<ApplicationStatus | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const open = !['offered', 'rejected', 'withdrawn'].includes(application.status);
  const forward = application.nextStatuses.filter((status) => status !== 'offered' && status !== 'rejected');
  const final = application.nextStatuses.filter((status) => status === 'offered' || status === 'rejected');
  const moveButton = (status: ApplicationStatus) => (
    <Button
      key={status}
      variant={status === 'rejected' ? 'outline' : 'primary'}
      size="sm"
      className={
        status === 'rejected' ? 'border-red-200 text-red-800 hover:border-red-300 hover:bg-red-50' : undefined
      }
      loading={moving === status}
      disabled={moving !== null}
      onClick={() => (status === 'offered' ? setConfirmOffer(true) : move(status))}
    >
      {APPLICATION_MOVE_LABEL[status]}
    </Button>
  );

  const move = (status: ApplicationStatus) => {
    setMoving(status);
    setStatus
      .mutateAsync({ kind: application.kind, applicationId: application.id, status })
      .then(
        () => toast.success(`Moved to ${APPLICATION_STATUS_LABEL[status]}`),
        (error: unknown) => toast.error(problemMessage(error)),
      )
      .finally(() => {
        setMoving(null);
        setConfirmOffer(false);
      });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={APPLICATION_STATUS_TONE[application.status]} className="px-3 py-1 text-sm">
          {APPLICATION_STATUS_LABEL[application.status]}
        </Badge>
        <span className="text-sm text-slate-600">
          {application.statusChangedAt
            ? `since ${formatDateTime(application.statusChangedAt)}`
            : 'not looked at yet'}
        </span>
      </div>
      {application.interview ? (
        <p className="text-sm text-slate-700" data-testid="application-interview">
          Interview {formatDateTime(application.interview.startsAt)} IST ·{' '}
          {application.interview.durationMinutes} min · {INTERVIEW_MODE_WORDS[application.interview.mode]}:{' '}
          <span className="break-all">{application.interview.location}</span>
        </p>
      ) : null}
      {!open ? (
        <p className="text-sm text-slate-600">This application is closed: it does not move any more.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {forward.map(moveButton)}
          <Button variant="primary" size="sm" disabled={moving !== null} onClick={() => setScheduling(true)}>
            {application.status === 'interview' ? 'Move interview' : 'Schedule interview'}
          </Button>
          {final.map(moveButton)}
        </div>
      )}
      <InterviewDialog
        key={scheduling ? 'open' : 'closed'}
        application={scheduling ? application : null}
        onClose={() => setScheduling(false)}
      />
      <ConfirmDialog
        open={confirmOffer}
        title="Make an offer?"
        confirmLabel="Make the offer"
        tone="primary"
        busy={moving === 'offered'}
        onConfirm={() => move('offered')}
        onCancel={() => setConfirmOffer(false)}
      >
        An offer is final: {application.name}'s application will not move again after this.
      </ConfirmDialog>
    </div>
  );
}

function Notes({ application }: { application: ApplicationDetail }) {
  return (
    <div className="flex flex-col gap-5">
      {application.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="application-notes">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200/70">
              <p className="text-sm whitespace-pre-line break-words text-slate-900">{note.body}</p>
              <p className="mt-2 text-xs text-slate-500">
                <span className="break-all">{note.authorEmail}</span> ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Suspense fallback={<FormFallback fields={1} />}>
        <ApplicationNoteForm kind={application.kind} applicationId={application.id} />
      </Suspense>
    </div>
  );
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const kindLabel = APPLICATION_KIND_LABEL[application.kind];
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.applications, label: 'Applications' }]}
        title={application.name}
        intro={`${kindLabel} application · received ${formatDateTime(application.createdAt)}`}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* The status comes first: on a phone it is the first thing in reach. */}
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard title="Status" data-testid="application-status">
            <StatusActions application={application} />
          </SectionCard>
          <SectionCard title={application.kind === 'internship' ? 'Internships chosen' : 'Position'}>
            <ul className="flex flex-wrap gap-2">
              {application.positions.map((position) => (
                <li
                  key={position}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-100"
                >
                  {position}
                </li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard title="Applicant">
            <ApplicantDetails application={application} />
          </SectionCard>
          {application.kind === 'internship' ? (
            <SectionCard title="Why this internship">
              <p className="whitespace-pre-line break-words text-slate-800">
                {application.motivation || 'Not given'}
              </p>
            </SectionCard>
          ) : null}
          <SectionCard title="Résumé">
            {application.resumeUrl ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">
                  Sent with the application
                  {application.resumeBytes === null ? '' : ` · ${formatBytes(application.resumeBytes)}`}
                </p>
                <DownloadLink href={resumeDownloadUrl(application.resumeUrl)} data-testid="resume-download">
                  Download résumé
                </DownloadLink>
              </div>
            ) : (
              <p className="text-sm text-slate-600">No résumé was sent with this application.</p>
            )}
          </SectionCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard title="Notes" data-testid="application-notes-section">
            <Notes application={application} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

/** /admin/applications/:kind/:applicationId: what the applicant sent, the résumé, the status workflow and notes. */
export function AdminApplicationRoute({ params }: ConsolePageProps) {
  const kind = params.kind as ApplicationKind;
  const applicationId = params.applicationId ?? '';
  const knownKind = APPLICATION_KINDS.includes(kind);
  const wellFormed = knownKind && /^[0-9a-f-]{36}$/i.test(applicationId);
  const detail = useApplication(kind, applicationId, wellFormed);
  useDocumentTitle(detail.data ? `${detail.data.name} · Applications` : 'Application');

  if (!wellFormed || (detail.isError && isNotFound(detail.error))) {
    return <ConsoleNotFound home={consolePaths.applications} what="application" />;
  }
  if (detail.isError) {
    return <LoadError error={detail.error} onRetry={() => detail.refetch()} what="this application" />;
  }
  if (!detail.data) {
    return (
      <div role="status" aria-label="Loading application" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-9 w-64" />
        <div className="mt-4 grid gap-6 xl:grid-cols-[3fr_2fr]">
          <Skeleton className="h-72 w-full rounded-card" />
          <Skeleton className="h-48 w-full rounded-card" />
        </div>
      </div>
    );
  }
  return <ApplicationView application={detail.data} />;
}
