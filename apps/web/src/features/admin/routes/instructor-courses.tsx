import type { InstructorCourse } from '@pathshala/shared/admin';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { type InstructorCoursesParams, useInstructorCourses } from '../api/get-instructor-courses';
import { useInstructorSummary } from '../api/get-instructor-summary';
import { ConsoleListPage } from '../components/console-list-page';
import { CourseStatus } from '../components/course-status';
import type { Column } from '../components/data-table';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, inr } from '../utils/format';

const TABLE = {
  sorts: ['title', 'revenue', 'activeEnrollments'],
  ascendingFirst: ['title'],
  defaultOrder: 'asc',
} as const;

function CompletionCell({ percent }: { percent: number }) {
  return (
    <span className="flex min-w-28 items-center gap-2">
      {/* The number beside it says it; the bar is for the eye. */}
      <span aria-hidden="true" className="block h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
        <span
          className="block h-full rounded-full bg-brand-600"
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </span>
      <span className="w-12 text-right text-xs text-slate-600 tabular-nums">{percent}%</span>
    </span>
  );
}

/** Totals over every course of the list, whatever its search and page. */
function InstructorTotals({ isAdmin }: { isAdmin: boolean }) {
  const summary = useInstructorSummary();
  const figures = [
    {
      label: 'Total earnings',
      value: summary.data ? inr(summary.data.earnings) : null,
      note: 'The revenue of all these courses',
      testId: 'instructor-earnings',
    },
    {
      label: 'Learners',
      value: summary.data ? formatCount(summary.data.learners) : null,
      note: 'Enrolled now, closed accounts left out',
      testId: 'instructor-learners',
    },
    {
      label: 'Courses',
      value: summary.data ? formatCount(summary.data.courses) : null,
      note: isAdmin ? 'Every course, not deleted' : 'That you teach',
      testId: 'instructor-course-count',
    },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-busy={summary.isPending}>
      {figures.map((figure, index) => (
        <div
          key={figure.label}
          className={cn(
            'min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5',
            index === 0 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{figure.label}</dt>
          <dd
            className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums"
            data-testid={figure.testId}
          >
            {figure.value ?? (summary.isError ? '—' : <Skeleton className="h-8 w-24" />)}
          </dd>
          <dd className="mt-1 text-xs text-slate-600">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /instructor: the instructor's courses (an admin's: every course), with enrolments, revenue and completion. */
export function InstructorCoursesRoute() {
  const { user } = useUser();
  const isAdmin = user?.role === 'admin';
  useDocumentTitle(isAdmin ? 'All courses' : 'My courses');
  const table = useTableState(TABLE);
  const courses = useInstructorCourses(table.params as InstructorCoursesParams);

  const columns: Column<InstructorCourse, InstructorCoursesParams['sort']>[] = [
    {
      id: 'title',
      header: 'Course',
      sort: 'title',
      rowHeader: true,
      className: 'min-w-56',
      cell: (course) => (
        <span className="flex flex-col">
          <Link
            to={consolePaths.instructorCourse(course.id)}
            className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {course.title}
          </Link>
          <span className="text-xs font-normal text-slate-500">{course.subject}</span>
        </span>
      ),
    },
    ...(isAdmin
      ? [
          {
            id: 'instructor',
            header: 'Instructor',
            cell: (course: InstructorCourse) =>
              course.instructorName ?? <span className="text-slate-500">None</span>,
          },
        ]
      : []),
    { id: 'status', header: 'Status', cell: (course) => <CourseStatus status={course.status} /> },
    {
      id: 'enrolments',
      header: 'Active enrolments',
      sort: 'activeEnrollments',
      numeric: true,
      cell: (course) => formatCount(course.activeEnrollments),
    },
    {
      id: 'revenue',
      header: 'Revenue',
      sort: 'revenue',
      numeric: true,
      cell: (course) => inr(course.revenue),
    },
    {
      id: 'completion',
      header: 'Average completion',
      cell: (course) => <CompletionCell percent={course.averageCompletion} />,
    },
  ];

  return (
    <ConsoleListPage
      title={isAdmin ? 'All courses' : 'My courses'}
      intro="Revenue counts paid orders net of coupons, without refunded ones; total earnings add it up over all these courses. Enrolments and completion count the learners enrolled now, without closed accounts."
      summary={<InstructorTotals isAdmin={isAdmin} />}
      table={table}
      search={{ label: 'Search courses', placeholder: 'Title' }}
      noun="courses"
      query={courses}
      columns={columns}
      rowKey={(course) => course.id}
      empty={{ filtered: 'No course matches this search.', none: 'You do not teach any course yet.' }}
      minWidthClassName={isAdmin ? 'min-w-[56rem]' : 'min-w-[46rem]'}
      data-testid="instructor-courses-table"
    />
  );
}
