import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsolePageHeader } from '../components/console-page-header';
import { CourseReviewList } from '../components/course-review-list';

/** /instructor/course-reviews: learners' reviews of the caller's courses, each answerable once in place. */
export function InstructorCourseReviewsRoute() {
  useDocumentTitle('Course reviews · Instructor view');
  return (
    <>
      <ConsolePageHeader
        title="Course reviews"
        intro="What learners say about your courses, newest first. You can reply to each review once; the reply shows under it on the course page."
      />
      <CourseReviewList console="instructor" />
    </>
  );
}
