import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicLiveSession } from '@pathshala/shared/live';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon, VideoIcon } from '@/components/ui/course-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveSchedule } from '../api/get-live-schedule';
import { formatIstIn } from '../utils/format-ist';

/** The day and month of the calendar leaf, in the reader's language: one formatter per language. */
const istParts = new Map<string, Intl.DateTimeFormat>();
function istPartsIn(locale: string) {
  let format = istParts.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });
    istParts.set(locale, format);
  }
  return format;
}

/** "90 min", "1 hr", "1 hr 30 min". */
function useSessionLength() {
  const { t } = useLingui();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t`${rest} min`;
    return rest === 0
      ? t({ message: plural(hours, { one: '# hr', other: '# hr' }) })
      : t({ message: plural(hours, { one: `# hr ${rest} min`, other: `# hr ${rest} min` }) });
  };
}

function hrefOf(course: PublicLiveSession['course']) {
  return course.kind === 'programme' ? paths.programme(course.id) : paths.course(course.title, course.id);
}

function SessionCard({ session }: { session: PublicLiveSession }) {
  const { i18n } = useLingui();
  const sessionLength = useSessionLength();
  const parts = Object.fromEntries(
    istPartsIn(i18n.locale)
      .formatToParts(new Date(session.startsAt))
      .map((part) => [part.type, part.value]),
  );
  return (
    <li
      className="flex gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:gap-6 sm:p-6"
      data-testid="workshop-session"
    >
      <div
        aria-hidden="true"
        className="flex w-16 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-50 py-2 text-brand-800 ring-1 ring-brand-100 sm:w-20"
      >
        <span className="text-2xl leading-none font-extrabold tabular-nums">{parts.day}</span>
        <span className="mt-1 text-xs font-semibold tracking-wide uppercase">{parts.month}</span>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg leading-snug font-bold text-slate-900">{session.title}</h2>
        <p className="text-sm text-slate-600">
          {session.course.kind === 'programme' ? <Trans>Placement programme:</Trans> : <Trans>Course:</Trans>}{' '}
          <Link
            to={hrefOf(session.course)}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            data-testid="workshop-course-link"
          >
            {session.course.title}
          </Link>
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-slate-700">
          <li className="flex items-center gap-1.5">
            <VideoIcon className="size-4 text-brand-600" />
            <time dateTime={session.startsAt} data-testid="workshop-start">
              {formatIstIn(session.startsAt, i18n.locale)}
            </time>
          </li>
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 text-brand-600" />
            <span data-testid="workshop-length">{sessionLength(session.durationMinutes)}</span>
          </li>
        </ul>
      </div>
    </li>
  );
}

function ScheduleSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the live sessions`} className="flex flex-col gap-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-4 rounded-card bg-white p-5 ring-1 ring-slate-200/70">
          <Skeleton className="h-16 w-16 rounded-xl" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The 'Workshops & Webinars' service: live sessions to come across the courses and programmes on sale, with
 * the facts anyone may see. Joining is for the course's learners, from their course (the live module's rule).
 */
export function WorkshopsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Workshops & Webinars`);
  const schedule = useLiveSchedule();

  useEffect(() => {
    if (schedule.error) console.warn('Could not load the live sessions:', schedule.error);
  }, [schedule.error]);

  let content: React.ReactNode;
  if (schedule.isPending) content = <ScheduleSkeleton />;
  else if (schedule.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          <Trans>We could not load the live sessions.</Trans>
        </p>
        <Button variant="outline" onClick={() => void schedule.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (schedule.data.length === 0) {
    content = (
      <div
        className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-slate-200/70"
        data-testid="workshops-empty"
      >
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <VideoIcon className="size-8" />
        </span>
        <h2 className="text-title font-bold">
          <Trans>No live sessions are scheduled right now</Trans>
        </h2>
        <p className="max-w-md text-slate-600">
          <Trans>
            Instructors announce workshops and webinars here as they schedule them. Meanwhile, every course
            has recorded lectures to start with.
          </Trans>
        </p>
        <ButtonLink to={paths.courses}>
          <Trans>Browse courses</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4" aria-label={t`Live sessions to come`}>
        {schedule.data.map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
      </ul>
    );
  }

  return (
    <div className="bg-slate-50" data-testid="workshops-page">
      <PageHeader
        eyebrow={t`Live`}
        title={t`Workshops & Webinars`}
        intro={t`Live sessions with our instructors across courses and placement programmes. Times are in IST; the course's learners join from their course page when a session opens.`}
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">{content}</div>
    </div>
  );
}
