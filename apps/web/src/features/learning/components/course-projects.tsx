import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathshala/shared/dates';
import { isLocale } from '@pathshala/shared/locales';
import type { MyProject } from '@pathshala/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProjectStatus } from '@/components/project-status';
import { ProjectIcon } from '@/components/ui/course-icons';
import { paths } from '@/config/paths';
import { myProjectsQueryOptions } from '../api/learning';

function ProjectRow({ project, showCourse }: { project: MyProject; showCourse: boolean }) {
  const { i18n } = useLingui();
  const due = formatDate(project.dueAt, { locale: isLocale(i18n.locale) ? i18n.locale : undefined });
  return (
    <li>
      <Link
        to={paths.project(project.id)}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
      >
        <span className="flex min-w-0 items-start gap-3">
          <ProjectIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold text-slate-900">{project.title}</span>
            <span className="text-sm text-slate-600">
              {showCourse ? `${project.courseTitle} · ` : ''}
              <Trans>
                Due <time dateTime={project.dueAt}>{due}</time>
              </Trans>
            </span>
          </span>
        </span>
        <ProjectStatus status={project.status} className="self-start sm:self-center" />
      </Link>
    </li>
  );
}

/**
 * The learner's hands-on projects: of every course (My Learnings) or of one (the lecture viewer). Nothing is
 * drawn when there are none.
 */
export function CourseProjects({ courseId }: { courseId?: string }) {
  const { t } = useLingui();
  const { data: projects } = useQuery(myProjectsQueryOptions(courseId));
  if (!projects || projects.length === 0) return null;
  return (
    <section
      aria-labelledby="projects-heading"
      data-testid="learner-projects"
      className="flex flex-col gap-3"
    >
      <h2 id="projects-heading" className="text-title font-bold text-slate-900">
        {courseId ? t`Projects of this course` : t`Your projects`}
      </h2>
      <ul className="flex flex-col gap-3">
        {projects.map((project) => (
          <ProjectRow key={project.id} project={project} showCourse={!courseId} />
        ))}
      </ul>
    </section>
  );
}
