import type { AdminCourseSummary } from '@pathshala/shared/admin-courses';
import { COURSE_STATES } from '@pathshala/shared/admin-courses-constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type AdminCoursesParams, useAdminCourses } from '../api/get-admin-courses';
import { PlusIcon } from '../components/console-icons';
import { ConsoleListPage } from '../components/console-list-page';
import { CourseStateBadges } from '../components/course-state-badges';
import { CourseThumbnail } from '../components/course-thumbnail';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { COURSE_STATE_LABEL } from '../utils/course-labels';
import { formatCount, inr } from '../utils/format';

const STATE_FILTERS = [...COURSE_STATES, 'all'] as const;

const TABLE = {
  sorts: ['updatedAt', 'createdAt', 'title'],
  ascendingFirst: ['title'],
  filters: { state: STATE_FILTERS },
} as const;

const STATE_OPTIONS = [
  ...COURSE_STATES.map((state) => ({ value: state, label: COURSE_STATE_LABEL[state] })),
  { value: 'all', label: 'All, deleted too' },
];

function Price({ course }: { course: AdminCourseSummary }) {
  if (course.discountedPrice === null) {
    return <span className="font-semibold text-slate-900">{inr(course.realPrice)}</span>;
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900">{inr(course.discountedPrice)}</span>
      <span className="text-xs text-slate-500">
        <span className="sr-only">Full price </span>
        <s>{inr(course.realPrice)}</s>
      </span>
    </span>
  );
}

const COLUMNS: readonly Column<AdminCourseSummary, AdminCoursesParams['sort']>[] = [
  {
    id: 'title',
    header: 'Course',
    sort: 'title',
    rowHeader: true,
    className: 'min-w-72',
    cell: (course) => (
      <span className="flex items-start gap-3">
        <CourseThumbnail src={course.thumbnail} />
        <span className="flex min-w-0 flex-col gap-1">
          <Link
            to={consolePaths.course(course.id)}
            className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {course.title}
          </Link>
          <span className="text-xs font-normal text-slate-500">{course.subject}</span>
        </span>
      </span>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (course) => <CourseStateBadges state={course.state} comingSoon={course.comingSoon} />,
  },
  {
    id: 'price',
    header: 'Price',
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (course) => <Price course={course} />,
  },
  {
    id: 'lectures',
    header: 'Lectures',
    numeric: true,
    cell: (course) => formatCount(course.totalLecture),
  },
  {
    id: 'instructor',
    header: 'Instructor',
    className: 'min-w-32',
    cell: (course) => course.instructor?.name ?? <span className="text-slate-500">None</span>,
  },
  {
    id: 'updated',
    header: 'Last change',
    sort: 'updatedAt',
    cell: (course) => <DateTime iso={course.updatedAt} />,
  },
];

/** /admin/courses: every course in any state, searched by title or subject; a new one starts as a draft. */
export function AdminCoursesRoute() {
  useDocumentTitle('Courses');
  const table = useTableState(TABLE);
  const courses = useAdminCourses(table.params as AdminCoursesParams);

  return (
    <ConsoleListPage
      title="Courses"
      intro="Drafts stay hidden from learners until they are published. A deleted course can be restored."
      actions={
        <ButtonLink to={consolePaths.newCourse}>
          <PlusIcon className="size-4" />
          New course
        </ButtonLink>
      }
      table={table}
      search={{ label: 'Search courses', placeholder: 'Title or subject' }}
      filters={
        <FilterSelect
          label="State"
          allLabel="Drafts and published"
          {...table.filterProps('state')}
          options={STATE_OPTIONS}
        />
      }
      noun="courses"
      query={courses}
      columns={COLUMNS}
      rowKey={(course) => course.id}
      empty={{
        filtered: 'No courses match this search.',
        none: (
          <>
            There are no courses yet.{' '}
            <Link to={consolePaths.newCourse} className="font-semibold text-brand-700 hover:underline">
              Create the first one
            </Link>
            .
          </>
        ),
      }}
      minWidthClassName="min-w-[54rem]"
      data-testid="courses-table"
    />
  );
}
