import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathshala/shared/dates';
import { isLocale } from '@pathshala/shared/locales';
import type { LearnerProject } from '@pathshala/shared/projects';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { MarkdownText } from '@/components/markdown';
import { ProjectStatus, RubricTable } from '@/components/project-status';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useProject } from '../api/get-project';
import { SubmissionForm } from '../components/submission-form';
import { SubmissionHistory } from '../components/submission-history';

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
      data-testid={testId}
      aria-label={title}
    >
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function ProjectPage({ project }: { project: LearnerProject }) {
  const { t, i18n } = useLingui();
  // Why no new attempt can be sent now, in the learner's words.
  const closedReason =
    project.status === 'passed'
      ? t`You passed this project. Well done!`
      : t`Your work is with your instructor. You will get an e-mail when it has been reviewed.`;
  const due = formatDate(project.dueAt, {
    month: 'long',
    locale: isLocale(i18n.locale) ? i18n.locale : undefined,
  });
  const dueDate = new Date(project.dueAt);
  const overdue = project.status !== 'passed' && dueDate.getTime() < Date.now();
  const nextAttempt = (project.submissions[0]?.attempt ?? 0) + 1;
  return (
    <>
      <PageHeader
        eyebrow={project.courseTitle}
        title={project.title}
        intro={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <ProjectStatus status={project.status} />
            <span>
              <Trans>
                Due <time dateTime={project.dueAt}>{due}</time>
              </Trans>
              {overdue ? (
                <span className="ml-1 font-semibold text-red-700">
                  <Trans>(overdue)</Trans>
                </span>
              ) : null}
            </span>
          </span>
        }
        actions={
          <ButtonLink
            to={paths.viewLectures(project.courseTitle)}
            state={{ courseId: project.courseId }}
            variant="outline"
            size="sm"
          >
            <Trans>Back to the lectures</Trans>
          </ButtonLink>
        }
      />
      {/* On a phone: brief, rubric, the form, then the attempts; from lg the rubric and form sit beside them. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:px-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Card title={t`Brief`} testId="project-brief">
            <MarkdownText>{project.brief}</MarkdownText>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card title={t`Rubric`}>
            <RubricTable rubric={project.rubric} />
          </Card>
          <Card title={nextAttempt > 1 ? t`Submit again` : t`Submit your work`}>
            {project.canSubmit ? (
              <SubmissionForm projectId={project.id} attempt={nextAttempt} />
            ) : (
              <p className="text-slate-700" data-testid="project-closed">
                {closedReason}
              </p>
            )}
          </Card>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <Card title={t`Your attempts`}>
            <SubmissionHistory project={project} />
          </Card>
        </div>
      </div>
    </>
  );
}

/** /projects/:projectId: a project of a course the learner is enrolled in. */
export function ProjectRoute() {
  const { t } = useLingui();
  const projectId = useParams().projectId ?? '';
  const project = useProject(projectId);
  const title = project.data?.title;
  useDocumentTitle(title ? t`${title} · Project` : t`Project`);

  if (project.isPending) {
    return (
      <div
        className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:px-6 lg:px-8"
        role="status"
        aria-label={t`Loading project`}
      >
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-96 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
        <h1 className="text-2xl font-extrabold text-slate-900">
          {missing ? t`Project not found` : t`This project could not be loaded`}
        </h1>
        <p className="text-slate-600">
          {missing
            ? t`Projects open to the learners of their course.`
            : t`Please check your connection and try again.`}
        </p>
        <ButtonLink to={paths.myLearnings} variant="outline">
          <Trans>My Learnings</Trans>
        </ButtonLink>
      </div>
    );
  }
  return <ProjectPage project={project.data} />;
}
