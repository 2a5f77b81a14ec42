import { Trans, useLingui } from '@lingui/react/macro';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { myLearningsQueryOptions } from '../api/learning';
import { EnrolledCourseCard } from '../components/enrolled-course-card';
import { CarouselItem, MyLearningsCarousel } from '../components/my-learnings-carousel';

const CourseProjects = lazy(() =>
  import('../components/course-projects').then((module) => ({ default: module.CourseProjects })),
);

const UpcomingLiveSessions = lazy(() =>
  import('@/features/live/components/upcoming-live-sessions').then((module) => ({
    default: module.UpcomingLiveSessions,
  })),
);

function SkeletonCards() {
  return (
    <div
      aria-busy="true"
      aria-live="polite"
      className="flex gap-6 overflow-hidden"
      data-testid="my-learnings-loading"
    >
      <span className="sr-only">
        <Trans>Loading your courses…</Trans>
      </span>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          key={index}
          className="flex w-[min(18rem,calc(100vw-4rem))] shrink-0 flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
        >
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-6 rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <p className="text-xl font-semibold text-slate-900">
        <Trans>No Enrolled Courses</Trans>
      </p>
      <p className="max-w-md text-slate-600">
        <Trans>Courses you buy show up here, with your progress in each.</Trans>
      </p>
      <ButtonLink to={paths.courses} size="lg">
        <Trans>View Courses</Trans>
      </ButtonLink>
    </div>
  );
}

function EnrolledCourses() {
  const { t } = useLingui();
  const { data: courses, isPending, isError } = useQuery(myLearningsQueryOptions());
  if (isPending) return <SkeletonCards />;
  // Spec §2: a load error looks the same as having no courses.
  if (isError || courses.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-12">
      <MyLearningsCarousel
        label={t`Enrolled courses`}
        heading={
          <h2 className="text-title font-bold text-slate-900">
            <Trans>Your courses</Trans>
          </h2>
        }
      >
        {courses.map((course) => (
          <CarouselItem key={course.id}>
            <EnrolledCourseCard course={course} />
          </CarouselItem>
        ))}
      </MyLearningsCarousel>
      <Suspense fallback={null}>
        <CourseProjects />
      </Suspense>
    </div>
  );
}

export function MyLearningsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`My Learnings`);
  const { user, isPending } = useUser();
  return (
    <>
      <PageHeader
        eyebrow={t`My Learnings`}
        title={t`My Learnings`}
        intro={t`Pick up where you left off and track your progress in every course you're enrolled in.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {isPending ? (
          <SkeletonCards />
        ) : user ? (
          <div className="flex flex-col gap-12">
            <EnrolledCourses />
            <Suspense fallback={null}>
              <UpcomingLiveSessions enabled />
            </Suspense>
          </div>
        ) : (
          // Spec §2: a visitor is told so here, not redirected.
          <div className="flex flex-col items-center gap-6 rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-xl font-semibold text-slate-900">
              <Trans>You are not logged in</Trans>
            </p>
            <ButtonLink to={paths.login} size="lg" state={{ from: paths.myLearnings }}>
              <Trans>Login</Trans>
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}
