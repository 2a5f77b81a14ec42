import type { ReviewSubmission } from '@pathshala/shared/projects';
import { type FormEvent, useState } from 'react';
import { MarkdownText } from '@/components/markdown';
import { ProjectStatus, RubricTable } from '@/components/project-status';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { onApiOrigin } from '@/utils/api-url';
import { useReviewSubmission } from '../api/get-review-submission';
import { useSendReview } from '../api/review-submission';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { DateTime } from '../components/date-time';
import { isNotFound, LoadError } from '../components/notice';
import { DetailList, SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import type { ConsolePageProps } from './staff-console';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A score per rubric criterion, feedback, and the outcome: needs changes or passed. */
function ReviewForm({ submission }: { submission: ReviewSubmission }) {
  const { rubric } = submission.project;
  const [scores, setScores] = useState<string[]>(rubric.map(() => ''));
  const [feedback, setFeedback] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendReview();

  const sendAs = (status: 'needs_changes' | 'passed') => async (event?: FormEvent) => {
    event?.preventDefault();
    const numbers = scores.map((score) => (score.trim() === '' ? Number.NaN : Number(score)));
    const outOfRange = rubric.findIndex(
      (criterion, index) =>
        !Number.isInteger(numbers[index]) ||
        (numbers[index] ?? -1) < 0 ||
        (numbers[index] ?? 0) > criterion.points,
    );
    if (outOfRange >= 0) {
      const criterion = rubric[outOfRange];
      setProblem(`Score ${criterion?.criterion} from 0 to ${criterion?.points}.`);
      return;
    }
    // The shared schema (and zod with it) loads with the first review sent, not with the page.
    const { ZReviewRequestSchema } = await import('@pathshala/shared/projects');
    const parsed = ZReviewRequestSchema.safeParse({ scores: numbers, feedback, status });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the review.');
      return;
    }
    setProblem(null);
    send.mutate(
      { submissionId: submission.id, review: parsed.data },
      {
        onSuccess: () => toast.success(status === 'passed' ? 'Marked passed' : 'Sent back for changes'),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={sendAs('passed')} noValidate className="flex flex-col gap-4" aria-label="Review">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Scores</legend>
        {rubric.map((criterion, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: a rubric's order is fixed; scores follow it by index
            key={`${index}-${criterion.criterion}`}
            label={`${criterion.criterion} (0 to ${criterion.points})`}
            type="number"
            min={0}
            max={criterion.points}
            inputMode="numeric"
            value={scores[index] ?? ''}
            onChange={(event) =>
              setScores((current) => current.map((value, at) => (at === index ? event.target.value : value)))
            }
            containerClassName="max-w-sm"
          />
        ))}
      </fieldset>
      <Textarea
        label="Feedback"
        hint="The learner reads this on the project page and in the e-mail."
        rows={6}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        required
      />
      <FieldError>{problem}</FieldError>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" loading={send.isPending} onClick={() => sendAs('needs_changes')()}>
          Needs changes
        </Button>
        <Button type="submit" loading={send.isPending}>
          Passed
        </Button>
      </div>
    </form>
  );
}

/** /instructor/reviews/:submissionId: one attempt to review. Another instructor's is 'not found'. */
export function InstructorReviewRoute({ params }: ConsolePageProps) {
  const submissionId = params.submissionId ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(submissionId);
  const query = useReviewSubmission(valid ? submissionId : '');
  useDocumentTitle(query.data ? `Review ${query.data.project.title}` : 'Review');

  if (!valid || isNotFound(query.error))
    return <ConsoleNotFound home={consolePaths.reviews} what="submission" />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => query.refetch()} what="the submission" />;
  const submission = query.data;
  if (!submission) {
    return (
      <div role="status" aria-label="Loading submission" className="flex flex-col gap-3">
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.reviews, label: 'Project reviews' }]}
        title={`${submission.project.title} · ${submission.learnerName}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {submission.project.courseTitle} · attempt {submission.attempt}
            </span>
            <ProjectStatus status={submission.status} />
          </span>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard title="Submission" data-testid="review-submission">
            <DetailList
              items={[
                ['Learner', `${submission.learnerName} (${submission.learnerEmail})`],
                ['Sent', <DateTime key="sent" iso={submission.submittedAt} />],
                [
                  'Repository',
                  submission.repoUrl ? (
                    <a
                      key="repo"
                      href={submission.repoUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="break-all text-brand-700 underline"
                    >
                      {submission.repoUrl}
                    </a>
                  ) : (
                    'None'
                  ),
                ],
                [
                  'File',
                  submission.fileUrl && submission.fileName ? (
                    <a
                      key="file"
                      href={onApiOrigin(submission.fileUrl)}
                      download
                      className="break-all text-brand-700 underline"
                    >
                      {submission.fileName}
                      {submission.fileBytes ? ` (${sizeOf(submission.fileBytes)})` : ''}
                    </a>
                  ) : (
                    'None'
                  ),
                ],
              ]}
            />
          </SectionCard>
          <SectionCard title="Brief">
            <MarkdownText>{submission.project.brief}</MarkdownText>
          </SectionCard>
        </div>
        <SectionCard title="Review">
          {submission.status === 'submitted' ? (
            <ReviewForm submission={submission} />
          ) : (
            <div className="flex flex-col gap-4" data-testid="review-done">
              <RubricTable rubric={submission.project.rubric} scores={submission.scores} />
              <div>
                <p className="text-sm font-semibold text-slate-900">Feedback</p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{submission.feedback}</p>
              </div>
              {submission.reviewedAt ? (
                <p className="text-sm text-slate-500">
                  Reviewed <DateTime iso={submission.reviewedAt} />
                </p>
              ) : null}
            </div>
          )}
        </SectionCard>
      </div>
    </>
  );
}
