import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse } from '@pathshala/shared/learning';
import { Link } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';

/** State handed to the lecture viewer, so it need not look the course up by title. */
export interface ViewLecturesState {
  courseId: string;
}

export function EnrolledCourseCard({ course }: { course: EnrolledCourse }) {
  const { t } = useLingui();
  const { title } = course;
  const state: ViewLecturesState = { courseId: course.courseId };
  // A placement programme has no lectures: its page leads to its mock tests and practice.
  const programme = course.kind === 'programme';
  const { progress, totalLessons } = course;
  return (
    <article
      data-testid="enrolled-course"
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-card-hover focus-within:shadow-card-hover"
    >
      <div className="relative aspect-video bg-slate-100">
        <img
          src={course.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {course.live ? (
          <span
            data-testid="live-badge"
            title={t`This course has a live session today or coming up`}
            className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm"
          >
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
            <Trans>LIVE</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
          <Link
            to={programme ? paths.programme(course.courseId) : paths.viewLectures(course.title)}
            state={programme ? undefined : state}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-card group-focus-within:after:ring-2 group-focus-within:after:ring-brand-600"
          >
            {course.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{course.instructor || t`Pathshala mentor`}</p>
        {programme ? (
          <p className="mt-auto text-xs font-semibold text-brand-700" data-testid="enrolled-programme">
            <Trans>Placement programme: mock tests and practice</Trans>
          </p>
        ) : (
          <div className="mt-auto flex flex-col gap-1.5">
            <ProgressBar
              completed={course.progress}
              total={course.totalLessons}
              label={t`Progress in ${title}`}
            />
            <p className="text-xs text-slate-500">
              <Trans>
                {progress} of {totalLessons} lectures completed
              </Trans>
            </p>
          </div>
        )}
      </div>
    </article>
  );
}
