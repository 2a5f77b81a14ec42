import type { AdminQuestion } from '@pathshala/shared/admin-practice';
import { PRACTICE_TOPIC_LABELS } from '@pathshala/shared/practice-constants';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useArchiveQuestion } from '../api/archive-question';
import { useQuestion } from '../api/get-question';
import { useUpdateQuestion } from '../api/update-question';
import { Badge } from '../components/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { isNotFound, LoadError, problemMessage } from '../components/notice';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDateTime } from '../utils/format';
import type { ConsolePageProps } from './staff-console';

// The editor (and the schema checks it loads) comes after the page has painted.
const QuestionForm = lazy(() =>
  import('../components/question-form').then((module) => ({ default: module.QuestionForm })),
);

const tests = (count: number) => `${formatCount(count)} mock ${count === 1 ? 'test' : 'tests'}`;

/** Archive (asked first: it leaves practice at once) or restore; an edit in the form is kept either way. */
function ArchiveControl({ question }: { question: AdminQuestion }) {
  const archive = useArchiveQuestion();
  const restore = useUpdateQuestion();
  const [confirming, setConfirming] = useState(false);

  if (question.archived) {
    const {
      id,
      key: _key,
      archived: _archived,
      usedInTests: _used,
      updatedAt: _updated,
      ...stored
    } = question;
    return (
      <Button
        variant="outline"
        loading={restore.isPending}
        onClick={() =>
          restore.mutateAsync({ questionId: id, question: { ...stored, archived: false } }).then(
            () => toast.success('Question restored: back in practice'),
            (error: unknown) => toast.error(problemMessage(error)),
          )
        }
      >
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-800 hover:bg-red-50 hover:text-red-900"
        onClick={() => {
          archive.reset();
          setConfirming(true);
        }}
      >
        Archive
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Archive this question?"
        confirmLabel="Archive question"
        busy={archive.isPending}
        error={archive.error}
        onConfirm={() =>
          archive.mutateAsync(question.id).then(
            () => {
              setConfirming(false);
              toast.success('Question archived');
            },
            () => undefined,
          )
        }
        onCancel={() => setConfirming(false)}
      >
        It leaves practice and new attempts at once
        {question.usedInTests > 0 ? `, including the ${tests(question.usedInTests)} that ask it` : ''}. Past
        results keep it, and you can restore it here.
      </ConfirmDialog>
    </>
  );
}

/** /admin/practice/questions/:key/edit: one question of the bank, to edit, archive or restore. */
export function AdminQuestionRoute({ params }: ConsolePageProps) {
  const key = params.key ?? '';
  const question = useQuestion(key);
  useDocumentTitle(`${key} · Questions`);

  if (isNotFound(question.error)) return <ConsoleNotFound home={consolePaths.questions} what="question" />;
  if (question.isError && !question.data) {
    return <LoadError error={question.error} onRetry={() => question.refetch()} what="this question" />;
  }
  const loaded = question.data;
  if (!loaded) {
    return (
      <div role="status" aria-label="Loading question" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="mt-4 h-96 w-full rounded-card" />
      </div>
    );
  }
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.questions, label: 'Questions' }]}
        title={<span className="font-mono text-xl md:text-2xl">{loaded.key}</span>}
        intro={
          <>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {loaded.archived ? <Badge tone="slate">Archived</Badge> : <Badge tone="green">In use</Badge>}
              <span>{PRACTICE_TOPIC_LABELS[loaded.topic]},</span>
              <span>in {tests(loaded.usedInTests)}</span>
            </span>
            <span className="mt-1 block text-sm">Last change {formatDateTime(loaded.updatedAt)}</span>
          </>
        }
        actions={<ArchiveControl question={loaded} />}
      />
      {loaded.archived ? (
        <p className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          Archived: learners no longer meet this question. Saving an edit keeps it archived.
        </p>
      ) : null}
      <Suspense fallback={<FormFallback fields={6} />}>
        <QuestionForm key={loaded.id} question={loaded} />
      </Suspense>
    </>
  );
}
