import { lazy, Suspense } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { type CourseLearner, type LearnersParams, useCourseLearners } from '../api/get-course-learners';
import { useCourseText } from '../api/get-course-text';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { CourseStatus } from '../components/course-status';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { SearchBox } from '../components/filters';
import { FormFallback } from '../components/form-fallback';
import { isNotFound, LoadError } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { SectionCard } from '../components/section-card';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDate } from '../utils/format';
import type { ConsolePageProps } from './staff-console';

const LiveSessionsSection = lazy(() =>
  import('../components/live-sessions-section').then((module) => ({ default: module.LiveSessionsSection })),
);

// The form library comes with the form, after the learners' table has painted.
const CourseEditForm = lazy(() =>
  import('../components/course-edit-form').then((module) => ({ default: module.CourseEditForm })),
);
const CourseProjectsEditor = lazy(() =>
  import('../components/course-projects-editor').then((module) => ({ default: module.CourseProjectsEditor })),
);

const TABLE = {
  sorts: ['enrolledAt', 'progress', 'name'],
  ascendingFirst: ['name'],
} as const;

const COLUMNS: readonly Column<CourseLearner, LearnersParams['sort']>[] = [
  { id: 'name', header: 'Learner', sort: 'name', rowHeader: true, cell: (learner) => learner.name },
  {
    id: 'enrolled',
    header: 'Enrolled',
    sort: 'enrolledAt',
    className: 'whitespace-nowrap',
    cell: (learner) => <time dateTime={learner.enrolledAt}>{formatDate(learner.enrolledAt)}</time>,
  },
  {
    id: 'progress',
    header: 'Progress',
    sort: 'progress',
    cell: (learner) => (
      <ProgressBar
        caption="count"
        completed={learner.completedLectures}
        total={learner.totalLectures}
        label={`${learner.name}'s progress`}
      />
    ),
  },
  {
    id: 'activity',
    header: 'Last activity',
    className: 'whitespace-nowrap',
    cell: (learner) =>
      learner.lastActivityAt ? (
        <DateTime iso={learner.lastActivityAt} />
      ) : (
        <span className="text-slate-500">Not started</span>
      ),
  },
];

/**
 * /instructor/courses/:courseId: the course's learners and how far each has got, and its text to edit. Another
 * instructor's course is 'not found', as the API answers.
 */
export function InstructorCourseRoute({ params }: ConsolePageProps) {
  const courseId = params.courseId ?? '';
  const { user } = useUser();
  const table = useTableState(TABLE);
  const learners = useCourseLearners(courseId, table.params as LearnersParams);
  const course = useCourseText(courseId);
  useDocumentTitle(course.data ? `${course.data.title} · Instructor view` : 'Course');

  if (isNotFound(learners.error) || isNotFound(course.error) || !/^[0-9a-f-]{36}$/i.test(courseId)) {
    return <ConsoleNotFound home={consolePaths.instructor} what="course" />;
  }
  // The course text (a public call) waits for the learners (the instructor call), which says whose course it is.
  const text = learners.data || learners.isError ? course.data : undefined;
  const crumbs = [
    { to: consolePaths.instructor, label: user?.role === 'admin' ? 'All courses' : 'My courses' },
  ];

  return (
    <>
      {text ? (
        <ConsolePageHeader
          crumbs={crumbs}
          title={text.title}
          intro={
            <span className="flex flex-wrap items-center gap-2">
              <span>{text.subject}</span>
              {text.status ? <CourseStatus status={text.status} /> : null}
            </span>
          }
        />
      ) : (
        <div role="status" aria-label="Loading course" className="mb-6 flex flex-col gap-3">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-9 w-80 max-w-full" />
        </div>
      )}
      <div className="flex flex-col gap-6">
        <SectionCard
          title="Learners"
          intro={
            learners.data
              ? `${formatCount(learners.data.total)} enrolled now. Progress counts completed lectures.`
              : 'Progress counts completed lectures.'
          }
          data-testid="course-learners"
        >
          <div className="mb-4 max-w-md">
            <SearchBox
              label="Search learners"
              placeholder="Name"
              value={table.state.q}
              onSearch={table.setSearch}
            />
          </div>
          <PagedTable
            caption="Learners"
            noun="learners"
            query={learners}
            table={table}
            columns={COLUMNS}
            rowKey={(learner) => learner.userId}
            empty={table.state.q ? 'No learner matches this name.' : 'No learner is enrolled yet.'}
            minWidthClassName="min-w-[40rem]"
          />
        </SectionCard>

        <SectionCard
          title="Projects"
          intro="Hands-on projects with a brief, a rubric and a due date. Learners submit; you review them under Project reviews."
        >
          {learners.data ? (
            <Suspense fallback={<FormFallback fields={2} />}>
              <CourseProjectsEditor courseId={courseId} />
            </Suspense>
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </SectionCard>

        <SectionCard
          title="Course text"
          intro="What learners read on the course page. Prices and publishing stay with the admins."
        >
          {course.isError ? (
            <LoadError error={course.error} onRetry={() => course.refetch()} what="the course" />
          ) : text ? (
            <Suspense fallback={<FormFallback fields={4} />}>
              <CourseEditForm key={courseId} courseId={courseId} course={text} />
            </Suspense>
          ) : (
            <div className="flex flex-col gap-4" aria-hidden="true">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
        </SectionCard>
        {learners.data ? (
          <Suspense fallback={null}>
            <LiveSessionsSection courseId={courseId} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
