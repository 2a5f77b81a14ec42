import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';

// The form library comes with the form, after the page has painted.
const CourseForm = lazy(() =>
  import('../components/course-form').then((module) => ({ default: module.CourseForm })),
);

/** /admin/courses/new: a new course's details; it is saved as a draft and opens in the editor. */
export function AdminCourseNewRoute() {
  useDocumentTitle('New course');
  const navigate = useNavigate();
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.courses, label: 'Courses' }]}
        title="New course"
        intro="It is saved as a draft: add chapters, lectures and media next, then publish it."
      />
      <SectionCard title="Details">
        <Suspense fallback={<FormFallback fields={6} />}>
          <CourseForm
            onCreated={(course) => navigate(consolePaths.course(course.id))}
            onCancel={() => navigate(consolePaths.courses)}
          />
        </Suspense>
      </SectionCard>
    </>
  );
}
