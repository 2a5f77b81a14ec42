import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CARD } from '../components/bulk-enrolment-report';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { consolePaths } from '../utils/console-paths';

// The form library comes with the form, after the page has painted.
const BulkEnrolmentForm = lazy(() =>
  import('../components/bulk-enrolment-form').then((module) => ({ default: module.BulkEnrolmentForm })),
);

/**
 * /admin/enrolments/bulk: a course and a CSV of e-mails; a check (the API's dry run) reports row by row, then
 * the learners are enrolled in one go, all or nothing unless the invalid rows are left out.
 */
export function AdminBulkEnrolmentRoute() {
  useDocumentTitle('Bulk enrolment');
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.users, label: 'Users' }]}
        title="Bulk enrolment"
        intro="Enrol a list of learners in one course without an order: a partner batch, a scholarship. Check the list first; nothing is written until you enrol."
      />
      <Suspense
        fallback={
          <div className={CARD}>
            <FormFallback fields={3} />
          </div>
        }
      >
        <BulkEnrolmentForm />
      </Suspense>
    </>
  );
}
