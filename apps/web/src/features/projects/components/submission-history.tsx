import { formatDate } from '@pathshala/shared/dates';
import type { LearnerProject } from '@pathshala/shared/projects';
import { ProjectStatus, RubricTable } from '@/components/project-status';
import { onApiOrigin } from '@/utils/api-url';

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every attempt, newest first, with its scores and the instructor's feedback once reviewed. */
export function SubmissionHistory({ project }: { project: LearnerProject }) {
  if (project.submissions.length === 0)
    return <p className="text-slate-600">You have not submitted anything yet.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {project.submissions.map((submission) => (
        <li
          key={submission.id}
          className="rounded-xl border border-slate-200 p-4"
          data-testid="project-attempt"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">
              Attempt {submission.attempt}
              <span className="ml-2 text-sm font-normal text-slate-500">
                sent {formatDate(submission.submittedAt)}
              </span>
            </p>
            <ProjectStatus status={submission.status} />
          </div>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {submission.repoUrl ? (
              <li className="break-all">
                Repository:{' '}
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
                File:{' '}
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
                <p className="text-sm font-semibold text-slate-900">Feedback from your instructor</p>
                <p className="mt-1 whitespace-pre-line text-slate-700" data-testid="project-feedback">
                  {submission.feedback}
                </p>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
