import { Trans, useLingui } from '@lingui/react/macro';
import type { ShowcaseCourse } from '@pathshala/shared/projects';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { CodeIcon } from '@/components/ui/course-icons';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { subjectName } from '@/features/catalogue/subjects';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProjectShowcase } from '../api/get-project-showcase';

function CourseProjects({ course }: { course: ShowcaseCourse }) {
  const { i18n } = useLingui();
  const { title } = course;
  const href = paths.course(course.title, course.id);
  return (
    <li
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
      data-testid="showcase-course"
    >
      <div className="flex items-center gap-4">
        <img
          src={course.thumbnail}
          alt=""
          width={112}
          height={63}
          loading="lazy"
          className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-28"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {subjectName(i18n, course.subject)}
          </p>
          <h2 className="text-lg leading-snug font-bold">
            <Link
              to={href}
              className="text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
              data-testid="showcase-course-link"
            >
              {course.title}
            </Link>
          </h2>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {course.projects.map((project) => (
          <li
            key={project.id}
            className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70"
            data-testid="showcase-project"
          >
            <CodeIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold text-slate-900">{project.title}</h3>
              <p className="text-sm text-slate-600">{project.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
      <ButtonLink to={href} variant="outline" size="sm" className="self-start">
        <Trans>
          View the course<span className="sr-only"> {title}</span>
        </Trans>
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </li>
  );
}

/**
 * The 'Industry Projects' service: the courses whose learners build and submit real projects, each project with
 * the opening of its brief. The brief itself, the rubric and submitting are the enrolled learners'.
 */
export function IndustryProjectsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Industry Projects`);
  const showcase = useProjectShowcase();

  useEffect(() => {
    if (showcase.error) console.warn('Could not load the projects:', showcase.error);
  }, [showcase.error]);

  let content: React.ReactNode;
  if (showcase.isPending) {
    content = (
      <div role="status" aria-label={t`Loading the projects`} className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-72 w-full rounded-card" />
        ))}
      </div>
    );
  } else if (showcase.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          <Trans>We could not load the projects.</Trans>
        </p>
        <Button variant="outline" onClick={() => void showcase.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (showcase.data.length === 0) {
    content = (
      <div
        className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-slate-200/70"
        data-testid="showcase-empty"
      >
        <h2 className="text-title font-bold">
          <Trans>Projects are on their way</Trans>
        </h2>
        <p className="max-w-md text-slate-600">
          <Trans>Courses list their hands-on projects here as they add them.</Trans>
        </p>
        <ButtonLink to={paths.courses}>
          <Trans>Browse courses</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <ul className="grid items-start gap-6 lg:grid-cols-2" aria-label={t`Courses with projects`}>
        {showcase.data.map((course) => (
          <CourseProjects key={course.id} course={course} />
        ))}
      </ul>
    );
  }

  return (
    <div className="bg-slate-50" data-testid="industry-projects-page">
      <PageHeader
        eyebrow={t`Build real work`}
        title={t`Industry Projects`}
        intro={t`Briefs modelled on real business problems. Enrol in a course to get the full brief and rubric, submit your work, and have it reviewed by the course's instructor.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{content}</div>
    </div>
  );
}
