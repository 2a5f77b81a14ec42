import { useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCourseReviews } from '../api/course-reviews';
import { ConsolePageHeader } from '../components/console-page-header';
import { CourseReviewList } from '../components/course-review-list';

const VISIBILITIES = [
  ['all', 'All'],
  ['visible', 'Shown'],
  ['hidden', 'Hidden'],
  ['reported', 'Reported'],
] as const;

/** /admin/reviews: every course review; hiding one (with a reason) takes it off the course page and its rating. */
export function AdminCourseReviewsRoute() {
  useDocumentTitle('Course reviews · Admin');
  const [visibility, setVisibility] = useState<string>('all');
  // The first page of every review (the list's own cache) carries how many are reported.
  const reported = useCourseReviews('admin', 1, 'all').data?.reported ?? 0;
  return (
    <>
      <ConsolePageHeader
        title="Course reviews"
        intro="Learners' reviews of courses, newest first. A hidden review leaves the course page and its rating; the audit log records who hid it and why. Hiding or restoring a reported review settles its reports."
      />
      {reported > 0 && visibility !== 'reported' ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {reported === 1 ? '1 review is' : `${reported} reviews are`} reported by learners.{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => setVisibility('reported')}
          >
            Show reported
          </button>
        </p>
      ) : null}
      <label className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        Show
        <select
          value={visibility}
          onChange={(event) => setVisibility(event.target.value)}
          className="rounded-lg border border-slate-300 px-2 py-1"
        >
          {VISIBILITIES.map(([value, label]) => (
            <option key={value} value={value}>
              {value === 'reported' ? `${label} (${reported})` : label}
            </option>
          ))}
        </select>
      </label>
      <CourseReviewList key={visibility} console="admin" visibility={visibility} />
    </>
  );
}
