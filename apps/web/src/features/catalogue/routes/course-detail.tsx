import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetails } from '@pathshala/shared/catalogue';
import { CATALOGUE_CATEGORIES } from '@pathshala/shared/constants';
import {
  ALL_PROGRAM_CATEGORY,
  CATALOGUE_QUERY_KEYS,
  matchesCategory,
} from '@pathshala/shared/course-filters';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { MarkdownText } from '@/components/markdown';
import { ButtonLink } from '@/components/ui/button';
import { CalendarIcon, ClockIcon, LayersIcon, UsersIcon, VideoIcon } from '@/components/ui/course-icons';
import { CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { RatingSummary } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useCourseDetails } from '../api/get-course-details';
import { getReviewsQueryOptions } from '../api/get-reviews';
import { getRoadmapQueryOptions } from '../api/get-roadmap';
import { CoursePurchasePanel } from '../components/course-purchase-panel';
import { CourseSections } from '../components/course-sections';
import { InstructorProfile } from '../components/instructor-profile';
import { subjectName } from '../subjects';
import { isComingSoon } from '../utils/course-status';
import { studentCount } from '../utils/student-count';

// Far below the purchase panel: the roadmap and the certificate section load after the page's own code.
const CourseRoadmap = lazy(() =>
  import('../components/course-roadmap').then((module) => ({ default: module.CourseRoadmap })),
);
const CertificateSection = lazy(() =>
  import('../components/certificate-section').then((module) => ({ default: module.CertificateSection })),
);

const CourseLiveSessions = lazy(() =>
  import('@/features/live/components/course-live-sessions').then((module) => ({
    default: module.CourseLiveSessions,
  })),
);

/** `/course` is reached with `{ courseId }` in navigation state (spec §2); `/course/:title/:id` carries it. */
function useCourseId(): string | null {
  const { id } = useParams();
  const location = useLocation();
  if (id) return id;
  const state: unknown = location.state;
  if (
    typeof state === 'object' &&
    state !== null &&
    'courseId' in state &&
    typeof state.courseId === 'string'
  ) {
    return state.courseId;
  }
  return null;
}

/** The catalogue tab a subject belongs to, for the breadcrumb link. */
function catalogueLinkFor(subject: string): string {
  const category = CATALOGUE_CATEGORIES.find(
    (label) => label !== ALL_PROGRAM_CATEGORY && matchesCategory(subject, label),
  );
  return category
    ? `${paths.courses}?${new URLSearchParams({ [CATALOGUE_QUERY_KEYS.category]: category })}`
    : paths.courses;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span className="text-accent-300">{icon}</span>
      {children}
    </li>
  );
}

function CourseHero({ course }: { course: CourseDetails }) {
  const { t, i18n } = useLingui();
  const { duration, pace, moduleCount, totalLecture } = course;
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-100">
          <li>
            <Link to={paths.courses} className="hover:text-white hover:underline">
              <Trans>All Programs</Trans>
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            <Link
              to={catalogueLinkFor(course.subject)}
              className="hover:text-white hover:underline"
              data-testid="breadcrumb-subject"
            >
              {subjectName(i18n, course.subject)}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-extrabold tracking-tight text-white md:text-headline">{course.title}</h1>
      {/* Markdown drawn by the server with the page; its code hydrates it after the page's own (no shift). */}
      <div className="max-w-3xl text-lg text-brand-100" data-testid="course-description">
        <MarkdownText tone="dark">{course.detailDescription}</MarkdownText>
      </div>
      {isComingSoon(course) ? null : <RatingSummary rating={course} tone="dark" />}
      {/* Two fixed columns on a phone: how many facts fit a line must not change when the web font arrives. */}
      <ul
        className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm font-medium whitespace-nowrap text-white sm:flex sm:flex-wrap"
        data-testid="course-facts"
      >
        {course.duration ? (
          <Fact icon={<ClockIcon className="size-5" />}>
            <span data-testid="course-video-length">
              <Trans>{duration} of video</Trans>
            </span>
          </Fact>
        ) : null}
        {course.pace ? (
          <Fact icon={<CalendarIcon className="size-5" />}>
            <span data-testid="course-pace">
              <Trans>Pace: {pace}</Trans>
            </span>
          </Fact>
        ) : null}
        {course.students > 0 ? (
          <Fact icon={<UsersIcon className="size-5" />}>
            <span data-testid="course-students">{studentCount(i18n, course.students)}</span>
          </Fact>
        ) : null}
        <Fact icon={<LayersIcon className="size-5" />}>
          <Trans>{moduleCount} Modules</Trans>
        </Fact>
        <Fact icon={<VideoIcon className="size-5" />}>
          <Trans>{totalLecture} Lectures</Trans>
        </Fact>
      </ul>
    </div>
  );
}

function WhatYouWillLearn({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="learn-heading"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
      data-testid="what-you-will-learn"
    >
      <h2 id="learn-heading" className="text-title font-bold">
        <Trans>What you'll learn</Trans>
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the course`}>
      <div className="bg-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-48 bg-white/20" />
          <Skeleton className="h-10 w-3/4 max-w-xl bg-white/20" />
          <Skeleton className="h-5 w-full max-w-2xl bg-white/20" />
          <Skeleton className="h-5 w-2/3 max-w-xl bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-48 w-full rounded-card" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full rounded-card" />
        </div>
        <Skeleton className="h-[32rem] w-full rounded-card" />
      </div>
    </div>
  );
}

/**
 * The page of a course. On a server-drawn one (ADR 020) the sections below the purchase panel are Suspense
 * boundaries, which React hydrates separately: the tabs or accordion, the roadmap, the certificate and the
 * instructor.
 */
function CourseDetailPage({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const details = useCourseDetails(courseId);
  useDocumentTitle(details.data?.title ?? t`Course details`);

  // Start the roadmap and reviews with the details rather than when their sections mount.
  useEffect(() => {
    void queryClient.prefetchQuery(getRoadmapQueryOptions(courseId));
    void queryClient.prefetchQuery(getReviewsQueryOptions(courseId));
  }, [queryClient, courseId]);

  useEffect(() => {
    // Spec §8: a failed load is only logged; the page keeps saying 'Loading...'.
    if (details.error) console.warn('Could not load the course:', details.error);
  }, [details.error]);

  if (details.isPending) return <CourseDetailSkeleton />;
  if (details.isError) {
    // A course that does not exist is a dead end worth saying so; any other failure keeps the spec's 'Loading...'.
    const missing =
      details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 400);
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-24 text-center">
        {missing ? (
          <div data-testid="course-not-found">
            <h1 className="text-3xl font-extrabold tracking-tight">
              <Trans>Course not found</Trans>
            </h1>
            <p className="mt-3 text-lg text-slate-600">
              <Trans>
                This course does not exist or is no longer offered. Have a look at the catalogue instead.
              </Trans>
            </p>
          </div>
        ) : (
          <p role="status" className="text-lg text-slate-500">
            <Trans>Loading...</Trans>
          </p>
        )}
        <ButtonLink to={paths.courses} variant="outline">
          <Trans>Browse all courses</Trans>
        </ButtonLink>
      </div>
    );
  }

  const course = details.data;
  return (
    <article data-testid="course-detail">
      <div className="relative overflow-hidden bg-brand-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-16 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <div className="lg:max-w-[calc(100%-26rem)]">
            <CourseHero course={course} />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <aside aria-label={t`Buy this course`} className="lg:col-start-2 lg:row-start-1 lg:-mt-72">
          <div className="lg:sticky lg:top-24">
            <CoursePurchasePanel course={course} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <WhatYouWillLearn items={course.whatYouWillLearn} />
          <Suspense fallback={null}>
            <CourseLiveSessions courseId={course.id} />
          </Suspense>
          <Suspense fallback={null}>
            <CourseSections course={course} />
          </Suspense>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pt-6 pb-16 sm:px-6 md:gap-24 lg:px-8">
        <Suspense fallback={null}>
          <CourseRoadmap courseId={course.id} />
        </Suspense>
        <Suspense fallback={null}>
          <CertificateSection title={course.title} certificateImage={course.certificateImage} />
        </Suspense>
        <Suspense fallback={null}>
          <InstructorSection instructor={course.instructor} />
        </Suspense>
      </div>
    </article>
  );
}

function InstructorSection({ instructor }: { instructor: CourseDetails['instructor'] }) {
  return (
    <section
      aria-labelledby="instructor-heading"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-10"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <Trans>Instructor</Trans>
      </p>
      <h2 id="instructor-heading" className="mt-2 mb-6 text-3xl font-extrabold tracking-tight">
        <Trans>Meet your instructor</Trans>
      </h2>
      <InstructorProfile instructor={instructor} />
    </section>
  );
}

/** /course without a course in navigation state, e.g. after a reload. */
function ChooseCourse() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a course`);
  return (
    <PageHeader
      eyebrow={t`All Programs`}
      title={t`Choose a course`}
      intro={t`Pick a program from the catalogue to see its curriculum, instructor, reviews and price.`}
      actions={
        <ButtonLink to={paths.courses}>
          <Trans>Browse all courses</Trans>
        </ButtonLink>
      }
    />
  );
}

/** /course/:title/:id and /course (spec §2 "Course detail"). */
export function CourseDetailRoute() {
  const courseId = useCourseId();
  return courseId ? <CourseDetailPage key={courseId} courseId={courseId} /> : <ChooseCourse />;
}
