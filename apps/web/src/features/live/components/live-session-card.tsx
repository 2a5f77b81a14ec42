import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOIN_OPENS_MINUTES_BEFORE, type LiveSession } from '@pathshala/shared/live-constants';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { ViewLecturesState } from '@/features/learning/components/enrolled-course-card';
import { cn } from '@/utils/cn';
import { formatIstIn } from '../utils/format-ist';

const STATUS_TEXT: Record<LiveSession['status'], MessageDescriptor> = {
  scheduled: msg`Live session`,
  live: msg`Live now`,
  ended: msg`Recorded session`,
  cancelled: msg`Cancelled`,
};

interface LiveSessionCardProps {
  session: LiveSession;
  /** Names the course above the title (My Learnings lists sessions of several courses). */
  showCourse?: boolean;
  className?: string;
}

/**
 * One live session for a learner: when it is (in IST), how long, the agenda, a calendar file, and the Join
 * button while the API hands out the link (15 minutes before the start until the end); after it, the recording.
 */
export function LiveSessionCard({ session, showCourse = false, className }: LiveSessionCardProps) {
  const { t, i18n } = useLingui();
  const ended = session.status === 'ended';
  // Inside the join window (the list is asked for again each minute, so this moves on by itself).
  const startingSoon = session.status === 'scheduled' && Date.now() >= Date.parse(session.joinOpensAt);
  const label = startingSoon ? t`Starting soon` : i18n._(STATUS_TEXT[session.status]);
  const minutes = session.durationMinutes;
  const urgent = session.status === 'live' || startingSoon;
  const recordingState: ViewLecturesState & { lectureId?: string } = {
    courseId: session.courseId,
    ...(session.recordingLectureId ? { lectureId: session.recordingLectureId } : {}),
  };
  return (
    <article
      data-testid="live-session-card"
      aria-labelledby={`live-${session.id}`}
      className={cn(
        'flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <p
          className={cn(
            'flex items-center gap-1.5 text-xs font-bold tracking-wide uppercase',
            urgent ? 'text-red-700' : ended ? 'text-slate-500' : 'text-brand-700',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-2 rounded-full',
              urgent ? 'animate-pulse bg-red-600' : ended ? 'bg-slate-400' : 'bg-brand-600',
            )}
          />
          {label}
        </p>
        <h3 id={`live-${session.id}`} className="text-base font-bold text-slate-900">
          {session.title}
        </h3>
        {showCourse ? <p className="text-sm text-slate-600">{session.courseTitle}</p> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">
          <Trans>When</Trans>
        </dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={session.startsAt}>{formatIstIn(session.startsAt, i18n.locale)}</time>
        </dd>
        <dt className="text-slate-500">
          <Trans>Length</Trans>
        </dt>
        <dd className="font-medium text-slate-900">
          <Trans>{minutes} minutes</Trans>
        </dd>
      </dl>
      {session.agenda ? <p className="text-sm whitespace-pre-line text-slate-700">{session.agenda}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        {ended ? (
          session.recordingLectureId ? (
            <ButtonLink to={paths.viewLectures(session.courseTitle)} state={recordingState} size="sm">
              <Trans>Watch recording</Trans>
            </ButtonLink>
          ) : null
        ) : (
          <>
            {session.joinUrl ? (
              <a
                href={session.joinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'primary', size: 'sm' })}
              >
                <Trans>Join</Trans>
              </a>
            ) : null}
            <a
              href={`${env.API_URL}${session.calendarUrl}`}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Trans>Add to calendar</Trans>
            </a>
          </>
        )}
      </div>
      {!ended && !session.joinUrl ? (
        <p className="text-xs text-slate-500" data-testid="join-closed">
          <Trans>Join link opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start.</Trans>
        </p>
      ) : null}
    </article>
  );
}

/** A titled list of session cards; nothing at all while there are none. */
export function LiveSessionList({
  sessions,
  title: givenTitle,
  showCourse = false,
  className,
}: {
  sessions: LiveSession[] | undefined;
  /** 'Live sessions' unless given. */
  title?: string;
  showCourse?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  if (!sessions || sessions.length === 0) return null;
  const title = givenTitle ?? t`Live sessions`;
  return (
    <section aria-label={title} data-testid="live-sessions" className={cn('flex flex-col gap-3', className)}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {sessions.map((session) => (
          <LiveSessionCard key={session.id} session={session} showCourse={showCourse} />
        ))}
      </div>
    </section>
  );
}
