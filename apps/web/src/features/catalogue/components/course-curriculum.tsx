import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChapterOutline, LectureOutline } from '@pathshala/shared/catalogue';
import { groupIndian } from '@pathshala/shared/indian-digits';
import { lazy, Suspense, useState } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { PlayCircleIcon } from '@/components/ui/course-icons';
import { LockIcon } from '@/components/ui/icons';

// The dialog and its video are only needed once a preview is opened: keep them out of the page chunk.
const LecturePreviewDialog = lazy(() => import('./lecture-preview-dialog'));

/** The lessons of a chapter, and how long they run. */
function ChapterSummary({ chapter }: { chapter: ChapterOutline }) {
  const lessons = chapter.lectures.length;
  return (
    <span className="text-sm font-normal text-slate-500">
      <Plural value={lessons} one={`${lessons} lesson`} other={`${lessons} lessons`} />
      {chapter.duration ? ` · ${chapter.duration}` : ''}
    </span>
  );
}

function LectureRow({ lecture, onPreview }: { lecture: LectureOutline; onPreview: () => void }) {
  const { t } = useLingui();
  const { title } = lecture;
  const canPreview = lecture.free && !lecture.locked && lecture.videoUrl !== undefined;
  return (
    <li
      data-testid="lecture-row"
      data-locked={canPreview ? 'false' : 'true'}
      className="flex items-center gap-3 py-3 sm:gap-4"
    >
      {canPreview ? (
        <PlayCircleIcon className="size-5 shrink-0 text-brand-600" />
      ) : (
        <LockIcon className="size-5 shrink-0 text-slate-400" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span className="min-w-0 flex-1 text-slate-800" data-testid="lecture-title">
          {lecture.title}
        </span>
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm text-slate-500 tabular-nums">{lecture.duration}</span>
          {canPreview ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onPreview}
              aria-label={t`Preview: ${title}`}
              data-testid="lecture-preview-button"
            >
              <Trans>Preview</Trans>
            </Button>
          ) : (
            <span className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-slate-100 px-3 text-sm font-medium text-slate-600">
              <LockIcon className="size-4" />
              <Trans>Locked</Trans>
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** Chapters as expandable rows with their lessons; free lectures open a preview popup. */
export function CourseCurriculum({ chapters }: { chapters: readonly ChapterOutline[] }) {
  const [preview, setPreview] = useState<LectureOutline | null>(null);
  const lectureCount = chapters.reduce((total, chapter) => total + chapter.lectures.length, 0);

  if (chapters.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>The curriculum will be published soon.</Trans>
      </p>
    );
  }

  const chapterCount = chapters.length;
  const chaptersText = groupIndian(chapterCount);
  const lecturesText = groupIndian(lectureCount);

  return (
    <div className="-mx-4 flex flex-col gap-4 md:mx-0" data-testid="curriculum">
      <p className="px-4 text-sm text-slate-600 md:px-0">
        <Plural value={chapterCount} one={`${chaptersText} chapter`} other={`${chaptersText} chapters`} /> ·{' '}
        <Plural value={lectureCount} one={`${lecturesText} lecture`} other={`${lecturesText} lectures`} />
      </p>
      <Accordion
        type="multiple"
        defaultOpen={chapters[0] ? [chapters[0]._id] : []}
        headingLevel={3}
        items={chapters.map((chapter) => ({
          id: chapter._id,
          title: (
            <span className="flex flex-col gap-0.5" data-testid="chapter-title">
              <span>{chapter.name}</span>
              <ChapterSummary chapter={chapter} />
            </span>
          ),
          content: (
            <ul className="divide-y divide-slate-100">
              {chapter.lectures.map((lecture) => (
                <LectureRow key={lecture.id} lecture={lecture} onPreview={() => setPreview(lecture)} />
              ))}
            </ul>
          ),
        }))}
      />
      <Suspense fallback={null}>
        {preview ? <LecturePreviewDialog lecture={preview} onClose={() => setPreview(null)} /> : null}
      </Suspense>
    </div>
  );
}
