import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CARD } from '../components/bulk-enrolment-report';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { consolePaths } from '../utils/console-paths';

const QuestionImportForm = lazy(() =>
  import('../components/question-import-form').then((module) => ({ default: module.QuestionImportForm })),
);

/**
 * /admin/practice/import: questions from a CSV or JSON file. A dry run reports row by row; the import then writes
 * every row in one go, and only a file without errors.
 */
export function AdminQuestionImportRoute() {
  useDocumentTitle('Import questions');
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.questions, label: 'Questions' }]}
        title="Import questions"
        intro="Add or update many questions from a file. Run a dry run first: nothing is written until you import, and a file with errors is not imported at all."
      />
      <Suspense
        fallback={
          <div className={CARD}>
            <FormFallback fields={3} />
          </div>
        }
      >
        <QuestionImportForm />
      </Suspense>
    </>
  );
}
