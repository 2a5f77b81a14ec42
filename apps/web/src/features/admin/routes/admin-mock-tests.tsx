import type { AdminMockTest } from '@pathshala/shared/admin-practice';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMockTests } from '../api/get-mock-tests';
import { Badge } from '../components/badge';
import { PencilIcon, PlusIcon } from '../components/console-icons';
import { ConsolePageHeader } from '../components/console-page-header';
import { type Column, DataTable } from '../components/data-table';
import { FormFallback } from '../components/form-fallback';
import { LoadError } from '../components/notice';
import { consolePaths } from '../utils/console-paths';
import { formatCount } from '../utils/format';
import { formatDuration, formatMarks } from '../utils/practice-labels';

// The form loads when a test is first opened; pointing at a button starts it early.
const loadForm = () => import('../components/mock-test-form');
const MockTestForm = lazy(() => loadForm().then((module) => ({ default: module.MockTestForm })));
const loadSectionsForm = () => import('../components/mock-test-sections-form');
const MockTestSectionsForm = lazy(() =>
  loadSectionsForm().then((module) => ({ default: module.MockTestSectionsForm })),
);

/** /admin/practice/mock-tests: every mock test with its access and attempts; edit who may take it. */
export function AdminMockTestsRoute() {
  useDocumentTitle('Mock tests');
  const tests = useMockTests();
  const [editing, setEditing] = useState<AdminMockTest | null>(null);
  const [editingSections, setEditingSections] = useState<AdminMockTest | null>(null);
  const [adding, setAdding] = useState(false);
  const close = () => setEditing(null);
  const closeSections = () => setEditingSections(null);
  const closeNew = () => setAdding(false);

  const columns: readonly Column<AdminMockTest>[] = [
    {
      id: 'title',
      header: 'Test',
      rowHeader: true,
      className: 'min-w-64',
      // Edit sits by the title, in reach without scrolling a wide table sideways on a phone.
      cell: (test) => (
        <span className="flex items-start justify-between gap-3">
          <Link
            to={consolePaths.mockTestAttempts(test.id)}
            className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {test.title}
          </Link>
          <span className="flex shrink-0 flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit access to ${test.title}`}
              onPointerEnter={loadForm}
              onFocus={loadForm}
              onClick={() => setEditing(test)}
            >
              <PencilIcon className="size-4" />
              <span className="max-sm:sr-only">Edit</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Sections of ${test.title}`}
              onPointerEnter={loadSectionsForm}
              onFocus={loadSectionsForm}
              onClick={() => setEditingSections(test)}
            >
              Sections
            </Button>
          </span>
        </span>
      ),
    },
    {
      id: 'format',
      header: 'Questions',
      className: 'whitespace-nowrap',
      // The test's shape: its questions, the pool they are drawn from, its length, what a wrong answer costs.
      cell: (test) => (
        <span className="flex flex-col">
          <span className="text-slate-900">
            {formatCount(test.questionCount)} in {formatDuration(test.durationSeconds)}
          </span>
          {test.problemCount > 0 ? (
            <span className="text-xs font-medium text-slate-700" data-testid="mock-test-problems">
              + {formatCount(test.problemCount)} coding {test.problemCount === 1 ? 'problem' : 'problems'}
            </span>
          ) : null}
          {test.poolSize > 0 ? (
            <span className="text-xs text-slate-500" data-testid="mock-test-pool">
              From a pool of {formatCount(test.poolSize)}
            </span>
          ) : null}
          <span className="text-xs text-slate-500">
            {test.negativeMarks > 0
              ? `−${formatMarks(test.negativeMarks)} for a wrong answer`
              : 'No negative marks'}
          </span>
          {test.poolWarning ? (
            <span
              data-testid="mock-test-pool-warning"
              className="mt-1 max-w-64 text-xs font-medium whitespace-normal text-amber-900"
            >
              {test.poolWarning}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'max-attempts',
      header: 'Per learner',
      numeric: true,
      cell: (test) => (
        <span className="flex flex-col">
          <span data-testid="mock-test-max-attempts" className="font-semibold text-slate-900">
            {formatCount(test.maxAttempts)}
          </span>
          <span className="text-xs whitespace-nowrap text-slate-500">
            {test.maxAttempts === 1 ? 'attempt' : 'attempts'}
          </span>
          <span className="text-xs whitespace-nowrap text-slate-500">
            {test.solutionsCoolingOffHours === 0
              ? 'Solutions at once'
              : `Solutions after ${formatCount(test.solutionsCoolingOffHours)} h`}
          </span>
        </span>
      ),
    },
    {
      id: 'access',
      header: 'Access',
      className: 'min-w-44',
      cell: (test) => (
        <span className="flex flex-col items-start gap-1.5">
          <span className="flex flex-wrap gap-1.5">
            {test.published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Hidden</Badge>}
            {test.requiredCourse ? null : <Badge tone="blue">Free</Badge>}
          </span>
          {test.requiredCourse ? (
            <span>
              <span className="text-slate-500">Learners of </span>
              {test.requiredCourse.title}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      numeric: true,
      cell: (test) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="font-semibold text-slate-900">
            {formatCount(test.attempts)}
            <span className="font-normal text-slate-500"> · {formatCount(test.submitted)} submitted</span>
          </span>
          <span className="text-xs text-slate-500">
            {test.averageScore === null
              ? 'No average yet'
              : `Average score ${formatMarks(test.averageScore)}`}
          </span>
        </span>
      ),
    },
  ];

  return (
    <>
      <ConsolePageHeader
        title="Mock tests"
        intro="Timed tests in sections of questions from the question bank or problems from the coding bank. Open a test to see its attempts, with each learner's tab switches and fullscreen exits."
        actions={
          <Button
            onPointerEnter={loadSectionsForm}
            onFocus={loadSectionsForm}
            onClick={() => setAdding(true)}
          >
            <PlusIcon className="size-4" />
            New mock test
          </Button>
        }
      />
      {tests.isError ? (
        <LoadError error={tests.error} onRetry={() => tests.refetch()} what="mock tests" className="mb-4" />
      ) : null}
      {tests.isError && !tests.data ? null : (
        <DataTable
          caption="Mock tests"
          columns={columns}
          rows={tests.data}
          rowKey={(test) => test.id}
          empty="There are no mock tests yet."
          minWidthClassName="min-w-[56rem]"
          data-testid="mock-tests-table"
        />
      )}
      <Dialog open={editing !== null} onClose={close} title={editing ? `Access to ${editing.title}` : ''}>
        {editing ? (
          <Suspense fallback={<FormFallback fields={3} />}>
            <MockTestForm key={editing.id} test={editing} onDone={close} onCancel={close} />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog open={adding} onClose={closeNew} size="wide" title="New mock test">
        {adding ? (
          <Suspense fallback={<FormFallback fields={4} />}>
            <MockTestSectionsForm test={null} onDone={closeNew} onCancel={closeNew} />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog
        open={editingSections !== null}
        onClose={closeSections}
        size="wide"
        title={editingSections ? `Sections of ${editingSections.title}` : ''}
      >
        {editingSections ? (
          <Suspense fallback={<FormFallback fields={4} />}>
            <MockTestSectionsForm
              key={editingSections.id}
              test={editingSections}
              onDone={closeSections}
              onCancel={closeSections}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
