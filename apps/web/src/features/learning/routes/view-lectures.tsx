import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { END_OF_LECTURES, NO_PREVIOUS_LECTURE } from '@pathshala/shared/learning-constants';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, ChevronDownIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import {
  getNeighbourLecture,
  learningKeys,
  lectureQueryOptions,
  myProjectsQueryOptions,
  type PurchasedCourseDetails,
  purchasedCourseQueryOptions,
} from '../api/learning';
import { CertificateReadyCard } from '../components/certificate-ready-card';
import type { ViewLecturesState } from '../components/enrolled-course-card';
import { SidebarIcon, VideoPlaceholder } from '../components/learning-icons';
import { LectureBreadcrumb } from '../components/lecture-breadcrumb';
import { LecturePlayer } from '../components/lecture-player';
import { LectureSidebar } from '../components/lecture-sidebar';
import { NotesBlock } from '../components/notes-block';
import { isSupportedRate } from '../hooks/use-progress-reporter';
import '../texts';
import { lectureOrder, startLectureId } from '../utils/lecture-order';
import type { ViewLecturesLoaderData, ViewLecturesProblem } from './view-lectures-loader';

const CourseProjects = lazy(() =>
  import('../components/course-projects').then((module) => ({ default: module.CourseProjects })),
);

const QaPanel = lazy(() =>
  import('@/features/qa/components/qa-panel').then((module) => ({ default: module.QaPanel })),
);
const LectureViewerLiveSessions = lazy(() =>
  import('@/features/live/components/course-live-sessions').then((module) => ({
    default: module.LectureViewerLiveSessions,
  })),
);

export { viewLecturesLoader } from './view-lectures-loader';

export const LECTURE_MESSAGES = {
  endOfLectures: msg`You have reached the end of the lectures`,
  firstLecture: msg`This is the first lecture`,
} as const;

const SEEK_STEP_SECONDS = 5;

function courseIdFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'courseId' in state) {
    const { courseId } = state as Partial<ViewLecturesState>;
    if (typeof courseId === 'string' && courseId !== '') return courseId;
  }
  return null;
}

/** Focus in a form field (or a control that uses the key itself): leave the key alone. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // The player's seek bar (a range) takes the player's keys; an open menu (quality) takes them all.
  if (
    target.isContentEditable ||
    target.closest('input:not([type="range"]), textarea, select, [role="menu"]')
  ) {
    return true;
  }
  return key === ' ' && target.closest('button, a, summary, [role="button"]') !== null;
}

const problemText: Record<ViewLecturesProblem, { title: MessageDescriptor; body: MessageDescriptor }> = {
  'not-found': {
    title: msg`Course not found`,
    body: msg`We couldn't find this course among your enrolled courses.`,
  },
  'not-enrolled': {
    title: msg`You're not enrolled in this course`,
    body: msg`Buy the course to watch its lectures.`,
  },
  failed: { title: msg`Could not load the course`, body: msg`Please check your connection and try again.` },
};

function ProblemState({ problem }: { problem: ViewLecturesProblem }) {
  const { i18n } = useLingui();
  const text = problemText[problem];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{i18n._(text.title)}</h1>
      <p className="text-slate-600">{i18n._(text.body)}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-4">
        {problem === 'failed' ? (
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        <ButtonLink to={paths.myLearnings} variant={problem === 'failed' ? 'outline' : 'primary'}>
          <Trans>My Learnings</Trans>
        </ButtonLink>
        {problem === 'not-enrolled' ? (
          <ButtonLink to={paths.courses} variant="outline">
            <Trans>View Courses</Trans>
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

export function ViewLecturesRoute() {
  const { t } = useLingui();
  const loaderData = useLoaderData() as ViewLecturesLoaderData;
  const location = useLocation();
  // The card's navigation state wins: two courses could share a title.
  const courseId = courseIdFromState(location.state) ?? loaderData.courseId;
  useDocumentTitle(loaderData.title || t`Lectures`);

  if (!courseId) return <ProblemState problem={loaderData.problem ?? 'not-found'} />;
  return <CourseViewer key={courseId} courseId={courseId} />;
}

function CourseViewer({ courseId }: { courseId: string }) {
  const course = useQuery(purchasedCourseQueryOptions(courseId));
  if (course.isPending) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="aspect-video w-full rounded-card" />
      </div>
    );
  }
  if (course.isError) {
    const status = (course.error as { status?: number }).status;
    return (
      <ProblemState problem={status === 403 ? 'not-enrolled' : status === 404 ? 'not-found' : 'failed'} />
    );
  }
  return <LectureViewer details={course.data} />;
}

const DESKTOP_QUERY = '(min-width: 1024px)';

/** A lecture named in the navigation state ("Watch recording" of a live session), if it is one of the course's. */
function lectureFromState(state: unknown, details: PurchasedCourseDetails): string | null {
  const lectureId =
    typeof state === 'object' && state !== null && 'lectureId' in state
      ? (state as { lectureId: unknown }).lectureId
      : null;
  const known = details.chapters.some((chapter) =>
    chapter.lectures.some((lecture) => lecture.id === lectureId),
  );
  return known ? (lectureId as string) : null;
}

function LectureViewer({ details }: { details: PurchasedCourseDetails }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const location = useLocation();
  const sidebarId = useId();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // The Q&A panel reads the moment a question is about and jumps the video to a question's moment.
  const player = useMemo(
    () => ({
      currentTime: () => videoRef.current?.currentTime ?? 0,
      seek: (seconds: number) => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = seconds;
        video.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      },
    }),
    [],
  );
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    lectureFromState(location.state, details),
  );
  // "Watch recording" on this page navigates here again with another lecture in the state.
  const lectureInState = lectureFromState(location.state, details);
  useEffect(() => {
    if (lectureInState) setSelectedId(lectureInState);
  }, [lectureInState]);
  const lectureId = selectedId ?? startLectureId(details);
  // Open beside the video on desktop; on a phone it sits above the video, collapsed.
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  const [playbackRate, setPlaybackRate] = useState(() =>
    isSupportedRate(details.playbackRate) ? details.playbackRate : 1,
  );
  const [navigating, setNavigating] = useState<'next' | 'previous' | null>(null);

  const lecture = useQuery({ ...lectureQueryOptions(lectureId ?? ''), enabled: lectureId !== null });
  const order = lectureOrder(details.chapters);
  const index = order.findIndex((item) => item.id === lectureId);
  const isFirst = index <= 0;
  const isLast = index === -1 || index === order.length - 1;
  const isComplete = details.totalLessons > 0 && details.progress >= details.totalLessons;
  const certificateId = details.certificateId;
  const projects = useQuery(myProjectsQueryOptions(details.courseId));

  const select = useCallback((id: string) => {
    setSelectedId(id);
    // On a phone the list sits above the video: scroll the chosen lecture's video into view.
    if (!window.matchMedia(DESKTOP_QUERY).matches) {
      document.getElementById('lecture-frame')?.scrollIntoView({ block: 'start' });
    }
  }, []);

  const go = useCallback(
    async (direction: 'next' | 'previous') => {
      if (!lectureId || navigating) return;
      // Spec §4: navigation stops at the markers; at a known end, say so without asking the server.
      const endOfLectures = i18n._(LECTURE_MESSAGES.endOfLectures);
      const firstLecture = i18n._(LECTURE_MESSAGES.firstLecture);
      if (direction === 'next' && isLast) return void toast.info(endOfLectures);
      if (direction === 'previous' && isFirst) return void toast.info(firstLecture);
      setNavigating(direction);
      try {
        const answer = await getNeighbourLecture(direction, lectureId);
        if (answer === END_OF_LECTURES) toast.info(endOfLectures);
        else if (answer === NO_PREVIOUS_LECTURE) toast.info(firstLecture);
        else {
          // Load the lecture before showing it, so the switch happens with its video ready.
          await queryClient.ensureQueryData(lectureQueryOptions(answer));
          setSelectedId(answer);
        }
      } catch (error) {
        toast.error(
          error instanceof Error ? translateText(i18n, error.message) : t`Could not open the lecture.`,
        );
      } finally {
        setNavigating(null);
      }
    },
    [lectureId, navigating, isFirst, isLast, queryClient, i18n, t],
  );

  const changeRate = useCallback(
    (rate: number) => {
      setPlaybackRate(rate);
      queryClient.setQueryData<PurchasedCourseDetails>(learningKeys.course(details.courseId), (current) =>
        current ? { ...current, playbackRate: rate } : current,
      );
    },
    [queryClient, details.courseId],
  );

  // Keyboard: Space play/pause, ←/→ seek 5 s, N/P next/previous lecture — unless typing in a field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (ownsKey(event.target, event.key)) return;
      const video = videoRef.current;
      switch (event.key) {
        case ' ':
          if (!video) return;
          event.preventDefault();
          if (video.paused) void video.play().catch(() => undefined);
          else video.pause();
          return;
        case 'ArrowLeft':
        case 'ArrowRight': {
          if (!video || !Number.isFinite(video.duration)) return;
          event.preventDefault();
          const step = event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
          video.currentTime = Math.min(Math.max(video.currentTime + step, 0), video.duration);
          return;
        }
        case 'n':
        case 'N':
          event.preventDefault();
          void go('next');
          return;
        case 'p':
        case 'P':
          event.preventDefault();
          void go('previous');
          return;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go]);

  const current = lecture.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-col gap-4">
        <LectureBreadcrumb courseTitle={details.title} />
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {details.title}
            </h1>
            <ProgressBar
              completed={details.progress}
              total={details.totalLessons}
              label={t`Course progress`}
              className="max-w-sm"
            />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button
              variant="outline"
              onClick={() => void go('previous')}
              disabled={isFirst}
              loading={navigating === 'previous'}
              aria-keyshortcuts="P"
              title={isFirst ? i18n._(LECTURE_MESSAGES.firstLecture) : t`Previous lecture (P)`}
            >
              <ArrowLeftIcon className="size-4" />
              <Trans>Previous</Trans>
            </Button>
            <Button
              onClick={() => void go('next')}
              disabled={isLast}
              loading={navigating === 'next'}
              aria-keyshortcuts="N"
              title={isLast ? i18n._(LECTURE_MESSAGES.endOfLectures) : t`Next lecture (N)`}
            >
              <Trans>Next</Trans>
              <ArrowRightIcon className="size-4" />
            </Button>
          </div>
        </div>
      </div>

      {isComplete ? (
        <CertificateReadyCard
          certificateId={certificateId}
          projectsLeft={projects.data?.filter((project) => project.status !== 'passed').length ?? 0}
        />
      ) : null}

      <div
        className={cn(
          'grid grid-cols-1 items-start gap-6',
          sidebarOpen ? 'lg:grid-cols-[20rem_minmax(0,1fr)]' : 'lg:grid-cols-[auto_minmax(0,1fr)]',
        )}
      >
        <Collapsible.Root open={sidebarOpen} onOpenChange={setSidebarOpen} asChild>
          <aside
            aria-label={t`Course content`}
            className="overflow-hidden rounded-card border border-slate-200 bg-white lg:sticky lg:top-24"
          >
            <Collapsible.Trigger
              className={cn(
                'flex w-full items-center gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                sidebarOpen && 'border-b border-slate-200',
              )}
            >
              <SidebarIcon className="size-5 shrink-0 text-brand-700" />
              <span className={cn('flex-1', !sidebarOpen && 'lg:sr-only')}>
                {sidebarOpen ? t`Hide course content` : t`Show course content`}
              </span>
              <ChevronDownIcon
                className={cn(
                  'size-4 shrink-0 text-slate-500 transition-transform lg:hidden',
                  sidebarOpen && 'rotate-180',
                )}
              />
            </Collapsible.Trigger>
            {/* Kept while hidden, so the chapters opened in it stay open. */}
            <Collapsible.Content
              forceMount
              hidden={!sidebarOpen}
              className="max-h-[60vh] overflow-y-auto lg:max-h-[calc(100dvh-12rem)]"
            >
              <LectureSidebar
                id={sidebarId}
                chapters={details.chapters}
                currentLectureId={lectureId}
                onSelect={select}
              />
            </Collapsible.Content>
          </aside>
        </Collapsible.Root>

        <div className="flex min-w-0 flex-col gap-6">
          <section
            id="lecture-frame"
            aria-labelledby="lecture-title"
            className="scroll-mt-24 overflow-hidden rounded-card border border-slate-800 bg-slate-950 shadow-card"
          >
            <div className="flex items-start justify-between gap-4 px-4 py-3">
              <h2 id="lecture-title" className="min-w-0 text-base font-semibold text-white sm:text-lg">
                {current?.title ?? (lectureId ? t`Loading lecture…` : t`No lecture`)}
              </h2>
              {current?.completed ? (
                <span className="shrink-0 rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-semibold text-emerald-300">
                  <Trans>Completed</Trans>
                </span>
              ) : null}
            </div>
            {!lectureId ? (
              <VideoPlaceholder message={t`This course has no lectures yet.`} />
            ) : lecture.isPending ? (
              <div
                className="flex aspect-video w-full items-center justify-center bg-slate-900"
                aria-busy="true"
              >
                <span className="sr-only">
                  <Trans>Loading lecture…</Trans>
                </span>
                <Skeleton className="size-16 rounded-full bg-slate-700" />
              </div>
            ) : lecture.isError || !current ? (
              <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-slate-900 p-6 text-center">
                <p role="alert" className="text-slate-200">
                  {lecture.error?.message
                    ? translateText(i18n, lecture.error.message)
                    : t`Could not load this lecture.`}
                </p>
                <Button variant="secondary" onClick={() => void lecture.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            ) : (
              <LecturePlayer
                key={current.id}
                lecture={current}
                courseId={details.courseId}
                playbackRate={playbackRate}
                onPlaybackRateChange={changeRate}
                videoRef={videoRef}
              />
            )}
          </section>
          <p className="hidden text-xs text-slate-500 md:block">
            <Trans>
              Shortcuts: <kbd className="font-sans font-semibold">Space</kbd> play/pause ·{' '}
              <kbd className="font-sans font-semibold">←</kbd>/
              <kbd className="font-sans font-semibold">→</kbd> seek 5 s ·{' '}
              <kbd className="font-sans font-semibold">N</kbd>/
              <kbd className="font-sans font-semibold">P</kbd> next/previous lecture
            </Trans>
          </p>
          {current ? <NotesBlock lecture={current} /> : null}
          {lectureId ? (
            <Suspense fallback={null}>
              <QaPanel courseId={details.courseId} lectureId={lectureId} player={player} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <LectureViewerLiveSessions courseId={details.courseId} />
          </Suspense>
          <Suspense fallback={null}>
            <CourseProjects courseId={details.courseId} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
