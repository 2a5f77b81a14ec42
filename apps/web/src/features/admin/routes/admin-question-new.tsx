import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { consolePaths } from '../utils/console-paths';

// The editor (and the schema checks it loads) comes after the page has painted.
const QuestionForm = lazy(() =>
  import('../components/question-form').then((module) => ({ default: module.QuestionForm })),
);

/** /admin/practice/questions/new: a question for the bank; once added it opens in its editor. */
export function AdminQuestionNewRoute() {
  useDocumentTitle('New question');
  const navigate = useNavigate();
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.questions, label: 'Questions' }]}
        title="New question"
        intro="It joins practice at once, for its topic and subtopic. Mock tests ask the questions chosen for them."
      />
      <Suspense fallback={<FormFallback fields={6} />}>
        <QuestionForm
          onSaved={(question) => navigate(consolePaths.question(question.key), { replace: true })}
        />
      </Suspense>
    </>
  );
}
