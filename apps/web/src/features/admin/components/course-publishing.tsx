import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import type { LectureNotReady, LectureNotReadyReason } from '@pathshala/shared/admin-courses-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { type CourseStateChange, lecturesNotReadyOf, useSetCourseState } from '../api/set-course-state';
import { formatDateTime } from '../utils/format';
import { ConfirmDialog } from './confirm-dialog';
import { dangerButton } from './list-item-controls';
import { Notice } from './notice';

interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  done: string;
}

function confirmationOf(change: CourseStateChange, course: AdminCourseDetail): Confirmation {
  switch (change) {
    case 'publish':
      return {
        title: 'Publish this course?',
        body: course.comingSoon
          ? 'Learners will find it in the catalogue and search, marked coming soon: not for sale until you put it on sale.'
          : 'Learners will find it in the catalogue and search, and can buy it at once.',
        confirmLabel: 'Publish',
        tone: 'primary',
        done: 'Course published',
      };
    case 'unpublish':
      return {
        title: 'Unpublish this course?',
        body: 'It becomes a draft: gone from the catalogue, search and checkout. Learners who bought it keep it.',
        confirmLabel: 'Unpublish',
        tone: 'danger',
        done: 'Course unpublished',
      };
    case 'delete':
      return {
        title: 'Delete this course?',
        body: 'It disappears from every public page and takes no changes until it is restored. Learners who bought it keep it; its orders and invoices stay.',
        confirmLabel: 'Delete course',
        tone: 'danger',
        done: 'Course deleted',
      };
    case 'restore':
      return {
        title: 'Restore this course?',
        body: course.publishedAt
          ? 'It comes back published, as it was before it was deleted: learners find it again at once.'
          : 'It comes back as a draft, as it was before it was deleted.',
        confirmLabel: 'Restore',
        tone: 'primary',
        done: 'Course restored',
      };
    case 'comingSoon':
      return {
        title: 'Mark this course coming soon?',
        body: 'It stays listed but cannot be bought until you put it on sale again.',
        confirmLabel: 'Mark coming soon',
        tone: 'primary',
        done: 'Course marked coming soon',
      };
    case 'onSale':
      return {
        title: 'Put this course on sale?',
        body:
          course.state === 'published'
            ? 'Learners can buy it at once.'
            : 'Learners can buy it once it is published.',
        confirmLabel: 'Put on sale',
        tone: 'primary',
        done: 'Course on sale',
      };
  }
}

const NOT_READY_LABELS: Record<LectureNotReadyReason, string> = {
  noVideo: 'No video uploaded',
  transcoding: 'Video still being prepared (plays as the uploaded MP4 until then)',
  transcodeFailed: 'Video preparation failed',
};

/** The lectures a publish was refused for, under their chapters, in curriculum order. */
function LecturesNotReadyList({ lectures }: { lectures: LectureNotReady[] }) {
  const chapters: { id: string; name: string; lectures: LectureNotReady[] }[] = [];
  for (const lecture of lectures) {
    const last = chapters.at(-1);
    if (last?.id === lecture.chapterId) last.lectures.push(lecture);
    else chapters.push({ id: lecture.chapterId, name: lecture.chapter, lectures: [lecture] });
  }
  return (
    <div
      className="mt-4 max-h-[50dvh] overflow-y-auto rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200"
      data-testid="lectures-not-ready"
    >
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-label={chapter.name} className="not-first:mt-3">
          <h3 className="text-sm font-semibold text-amber-950">{chapter.name}</h3>
          <ul className="mt-1 flex flex-col gap-1.5 text-sm">
            {chapter.lectures.map((lecture) => (
              <li key={lecture.lectureId}>
                <span className="font-medium text-slate-900">{lecture.title}</span>
                <span className="block text-amber-900">
                  {NOT_READY_LABELS[lecture.reason]}
                  {lecture.detail ? `: ${lecture.detail}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Where the course stands for learners and the moves from there, each confirmed first: publish, unpublish,
 * coming soon or on sale, delete and restore.
 */
export function CoursePublishing({ course }: { course: AdminCourseDetail }) {
  const setState = useSetCourseState();
  const [asking, setAsking] = useState<CourseStateChange | null>(null);
  // The server refused to publish until these lectures are acknowledged; the dialog now lists them.
  const notReady = asking === 'publish' ? lecturesNotReadyOf(setState.error) : null;
  const confirmation = asking ? confirmationOf(asking, course) : null;
  const nothingToPublish = course.totalLecture === 0 && !course.comingSoon;

  const ask = (change: CourseStateChange) => {
    setState.reset();
    setAsking(change);
  };

  const confirm = () => {
    if (!asking || !confirmation) return;
    setState.mutate(
      { courseId: course.id, change: asking, publishAnyway: notReady !== null },
      {
        onSuccess: () => {
          toast.success(confirmation.done);
          setAsking(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {course.state === 'deleted' ? (
        <Notice
          tone="warning"
          title={`Deleted${course.deletedAt ? ` on ${formatDateTime(course.deletedAt)}` : ''}`}
        >
          Hidden from every public page, and locked: restore it to change anything.
        </Notice>
      ) : null}
      <p className="text-slate-700" data-testid="course-state-text">
        {course.state === 'draft'
          ? 'Draft: only staff can see it. Learners cannot find, open or buy it.'
          : course.state === 'published'
            ? course.comingSoon
              ? 'Published as coming soon: listed in the catalogue, not for sale yet.'
              : `Published${course.publishedAt ? ` on ${formatDateTime(course.publishedAt)}` : ''}: in the catalogue and on sale.`
            : course.publishedAt
              ? 'It was published before it was deleted; a restore publishes it again.'
              : 'It was a draft before it was deleted.'}
      </p>
      {course.state === 'draft' && nothingToPublish ? (
        <p className="text-sm text-amber-800">
          Add at least one lecture before publishing, or mark the course coming soon.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {course.state === 'draft' ? (
          <Button onClick={() => ask('publish')} disabled={nothingToPublish}>
            Publish
          </Button>
        ) : null}
        {course.state === 'published' ? (
          <Link
            to={paths.course(course.title, course.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            View on the site
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </Link>
        ) : null}
        {course.state === 'published' ? (
          <Button variant="outline" onClick={() => ask('unpublish')}>
            Unpublish
          </Button>
        ) : null}
        {course.state !== 'deleted' ? (
          <Button variant="outline" onClick={() => ask(course.comingSoon ? 'onSale' : 'comingSoon')}>
            {course.comingSoon ? 'Put on sale' : 'Mark coming soon'}
          </Button>
        ) : null}
        {course.state !== 'deleted' ? (
          <Button variant="ghost" className={dangerButton} onClick={() => ask('delete')}>
            Delete course
          </Button>
        ) : (
          <Button onClick={() => ask('restore')}>Restore</Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={notReady ? 'Publish with lectures not ready?' : (confirmation?.title ?? '')}
        confirmLabel={notReady ? 'Publish anyway' : (confirmation?.confirmLabel ?? '')}
        tone={confirmation?.tone}
        busy={setState.isPending}
        error={notReady ? undefined : setState.error}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {notReady ? (
          <>
            <p>
              {notReady.length === 1
                ? 'Learners who open this lecture will not find a video ready yet:'
                : `Learners who open these ${notReady.length} lectures will not find a video ready yet:`}
            </p>
            <LecturesNotReadyList lectures={notReady} />
          </>
        ) : (
          confirmation?.body
        )}
      </ConfirmDialog>
    </div>
  );
}
