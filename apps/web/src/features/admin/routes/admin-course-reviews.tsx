import { useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsolePageHeader } from '../components/console-page-header';
import { CourseReviewList } from '../components/course-review-list';

const VISIBILITIES = [
  ['all', 'All'],
  ['visible', 'Shown'],
  ['hidden', 'Hidden'],
] as const;

/** /admin/reviews: every course review; hiding one (with a reason) takes it off the course page and its rating. */
export function AdminCourseReviewsRoute() {
  useDocumentTitle('Course reviews · Admin');
  const [visibility, setVisibility] = useState<string>('all');
  return (
    <>
      <ConsolePageHeader
        title="Course reviews"
        intro="Learners' reviews of courses, newest first. A hidden review leaves the course page and its rating; the audit log records who hid it and why."
      />
      <label className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        Show
        <select
          value={visibility}
          onChange={(event) => setVisibility(event.target.value)}
          className="rounded-lg border border-slate-300 px-2 py-1"
        >
          {VISIBILITIES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <CourseReviewList key={visibility} console="admin" visibility={visibility} />
    </>
  );
}
