import { useState } from 'react';
import { Link } from 'react-router';
import { ProjectStatus } from '@/components/project-status';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReviewQueue } from '../api/get-review-queue';
import { ConsolePageHeader } from '../components/console-page-header';
import { DateTime } from '../components/date-time';
import { LoadError } from '../components/notice';
import { SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatCount } from '../utils/format';

/** /instructor/reviews: project attempts waiting for review in the caller's courses, oldest first. */
export function InstructorReviewsRoute() {
  useDocumentTitle('Project reviews · Instructor view');
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;

  return (
    <>
      <ConsolePageHeader
        title="Project reviews"
        intro="Attempts waiting for your review, the oldest first. The learner is e-mailed your scores and feedback."
      />
      <SectionCard
        title="Waiting for review"
        intro={queue.data ? `${formatCount(queue.data.total)} waiting` : undefined}
        data-testid="review-queue"
      >
        {queue.isError ? (
          <LoadError error={queue.error} onRetry={() => queue.refetch()} what="the queue" />
        ) : !queue.data ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading the queue">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : queue.data.items.length === 0 ? (
          <p className="text-slate-600">
            Nothing is waiting. New attempts appear here as learners submit them.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {queue.data.items.map((submission) => (
              <li
                key={submission.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {submission.project.title}
                    <span className="font-normal text-slate-600"> · {submission.learnerName}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {submission.project.courseTitle} · attempt {submission.attempt} · sent{' '}
                    <DateTime iso={submission.submittedAt} />
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <ProjectStatus status={submission.status} />
                  <Link to={consolePaths.review(submission.id)} className={buttonClasses({ size: 'sm' })}>
                    Review
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        )}
        {pages > 1 ? (
          <div className="mt-4 flex items-center gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </SectionCard>
    </>
  );
}
