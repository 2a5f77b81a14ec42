import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathshala/shared/dates';
import { isLocale } from '@pathshala/shared/locales';
import type { LearnerProject } from '@pathshala/shared/projects';
import { ProjectStatus, RubricTable } from '@/components/project-status';
import { onApiOrigin } from '@/utils/api-url';

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every attempt, newest first, with its scores and the instructor's feedback once reviewed. */
export function SubmissionHistory({ project }: { project: LearnerProject }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  if (project.submissions.length === 0)
    return (
      <p className="text-slate-600">
        <Trans>You have not submitted anything yet.</Trans>
      </p>
    );
  return (
    <ol className="flex flex-col gap-4">
      {project.submissions.map((submission) => {
        const { attempt } = submission;
        const sent = formatDate(submission.submittedAt, { locale });
        return (
          <li
            key={submission.id}
            className="rounded-xl border border-slate-200 p-4"
            data-testid="project-attempt"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                <Trans>Attempt {attempt}</Trans>
                <span className="ml-2 text-sm font-normal text-slate-500">
                  <Trans>sent {sent}</Trans>
                </span>
              </p>
              <ProjectStatus status={submission.status} />
            </div>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {submission.repoUrl ? (
                <li className="break-all">
                  <Trans>Repository:</Trans>{' '}
                  <a
                    href={submission.repoUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-brand-700 underline"
                  >
                    {submission.repoUrl}
                  </a>
                </li>
              ) : null}
              {submission.fileUrl && submission.fileName ? (
                <li className="break-all">
                  <Trans>File:</Trans>{' '}
                  <a href={onApiOrigin(submission.fileUrl)} className="text-brand-700 underline" download>
                    {submission.fileName}
                  </a>
                  {submission.fileBytes ? (
                    <span className="text-slate-500"> ({kilobytes(submission.fileBytes)})</span>
                  ) : null}
                </li>
              ) : null}
            </ul>
            {submission.reviewedAt ? (
              <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
                <RubricTable rubric={project.rubric} scores={submission.scores} />
                <div>
                  <p className="text-sm font-semibold text-slate-900">
                    <Trans>Feedback from your instructor</Trans>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700" data-testid="project-feedback">
                    {submission.feedback}
                  </p>
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
