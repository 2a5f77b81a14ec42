import type { AdminCodingProblem } from '@pathshala/shared/admin-coding';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useCodingProblem } from '../api/get-coding-problem';
import { useDeleteCodingProblem, useSetCodingProblemPublished } from '../api/set-coding-problem-state';
import { Badge } from '../components/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { isNotFound, LoadError, problemMessage } from '../components/notice';
import { SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDateTime } from '../utils/format';
import type { ConsolePageProps } from './staff-console';

// The form (with the Markdown and math renderer of its preview) and the tests section come after the page paints.
const CodingProblemForm = lazy(() =>
  import('../components/coding-problem-form').then((module) => ({ default: module.CodingProblemForm })),
);
const CodingTestsSection = lazy(() =>
  import('../components/coding-tests-section').then((module) => ({ default: module.CodingTestsSection })),
);

const CRUMBS = [{ to: consolePaths.codingProblems, label: 'Coding problems' }];

/** Publish or unpublish; delete, asked first and refused by the API once anyone has submitted. */
function StateControls({ problem }: { problem: AdminCodingProblem }) {
  const navigate = useNavigate();
  const setPublished = useSetCodingProblemPublished();
  const remove = useDeleteCodingProblem();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant={problem.published ? 'outline' : 'primary'}
        loading={setPublished.isPending}
        onClick={() =>
          setPublished.mutateAsync({ problemId: problem.id, published: !problem.published }).then(
            ({ message }) => toast.success(message),
            (error: unknown) => toast.error(problemMessage(error)),
          )
        }
      >
        {problem.published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button
        variant="ghost"
        className="text-red-800 hover:bg-red-50 hover:text-red-900"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this problem?"
        confirmLabel="Delete problem"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutateAsync(problem.id).then(
            () => {
              setConfirming(false);
              toast.success('Problem deleted');
              navigate(consolePaths.codingProblems);
            },
            () => undefined,
          )
        }
        onCancel={() => setConfirming(false)}
      >
        {problem.submissionCount > 0
          ? `Learners have ${formatCount(problem.submissionCount)} submissions here, so it cannot be deleted: unpublish it instead.`
          : 'Its statement and tests are deleted for good. Nobody has submitted to it yet.'}
      </ConfirmDialog>
    </>
  );
}

/** /admin/coding/problems/new: a problem's fields; it is created as a draft, then its tests are added. */
export function AdminCodingProblemNewRoute() {
  useDocumentTitle('New problem · Coding problems');
  const navigate = useNavigate();
  return (
    <>
      <ConsolePageHeader
        crumbs={CRUMBS}
        title="New problem"
        intro="Created as a draft: add its tests, then publish it."
      />
      <SectionCard title="Problem">
        <Suspense fallback={<FormFallback fields={8} />}>
          <CodingProblemForm onCreated={(created) => navigate(consolePaths.codingProblem(created.id))} />
        </Suspense>
      </SectionCard>
    </>
  );
}

/** /admin/coding/problems/:problemId: edit the problem, its tests and samples, publish, rejudge or delete. */
export function AdminCodingProblemRoute({ params }: ConsolePageProps) {
  const problemId = params.problemId ?? '';
  const problem = useCodingProblem(problemId);
  useDocumentTitle(`${problem.data?.title ?? 'Problem'} · Coding problems`);
  if (isNotFound(problem.error)) return <ConsoleNotFound home={consolePaths.codingProblems} what="problem" />;
  if (problem.isError && !problem.data) {
    return <LoadError error={problem.error} onRetry={() => problem.refetch()} what="this problem" />;
  }
  const loaded = problem.data;
  if (!loaded) {
    return (
      <div role="status" aria-label="Loading problem" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="mt-4 h-96 w-full rounded-card" />
      </div>
    );
  }
  return (
    <>
      <ConsolePageHeader
        crumbs={CRUMBS}
        title={loaded.title}
        intro={
          <>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {loaded.published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>}
              <span className="font-mono text-sm">{loaded.slug}</span>
              <span>
                {formatCount(loaded.testCount)} tests, {formatCount(loaded.submissionCount)} submissions
              </span>
            </span>
            <span className="mt-1 block text-sm">Last change {formatDateTime(loaded.updatedAt)}</span>
          </>
        }
        actions={<StateControls problem={loaded} />}
      />
      <div className="flex flex-col gap-6">
        <SectionCard title="Problem">
          <Suspense fallback={<FormFallback fields={8} />}>
            <CodingProblemForm key={loaded.id} problem={loaded} />
          </Suspense>
        </SectionCard>
        <Suspense fallback={<FormFallback fields={3} />}>
          <CodingTestsSection problem={loaded} />
        </Suspense>
      </div>
    </>
  );
}
