import type { AdminChapter, AdminCourseDetail, AdminLecture } from '@pathshala/shared/admin-courses';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCreateChapter } from '../api/create-chapter';
import { useReorderChapters } from '../api/reorder-chapters';
import { useReorderLectures } from '../api/reorder-lectures';
import { type MoveDirection, moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { formatCount } from '../utils/format';
import { schemaProblem } from '../utils/schema-problem';
import { ChapterCard } from './chapter-card';
import { PlusIcon } from './console-icons';
import { problemMessage } from './notice';

const swap = <T,>(list: readonly T[], index: number, other: number): T[] => {
  const next = [...list];
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
};

interface CurriculumEditorProps {
  course: AdminCourseDetail;
  readOnly: boolean;
}

/**
 * Chapters and their lectures: add, rename, delete, and reorder with Move up / Move down buttons (keyboard
 * friendly; focus stays on the button that moved the row, and the new position is announced). A lecture can also
 * move to another chapter. Each lecture's video and notes are uploaded from its row.
 */
export function CurriculumEditor({ course, readOnly }: CurriculumEditorProps) {
  const reorderChapters = useReorderChapters();
  const reorderLectures = useReorderLectures();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const newChapterId = useId();
  const { chapters } = course;
  // The moved row's button keeps the focus through the optimistic order and the server's answer.
  const focusAfterMove = useMoveFocus(list, chapters, reorderChapters.isPending || reorderLectures.isPending);

  const failed = (error: unknown) => toast.error(problemMessage(error));

  const moveChapter = (chapter: AdminChapter, direction: MoveDirection) => {
    const index = chapters.findIndex((item) => item.id === chapter.id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= chapters.length) return;
    const ids = swap(
      chapters.map((item) => item.id),
      index,
      other,
    );
    focusAfterMove(moveButtonTarget(chapter.id, direction));
    setAnnouncement(`Chapter ${chapter.name} moved to position ${other + 1} of ${chapters.length}.`);
    reorderChapters.mutate({ courseId: course.id, chapterIds: ids }, { onError: failed });
  };

  const moveLecture = (chapter: AdminChapter, lecture: AdminLecture, direction: MoveDirection) => {
    const ids = chapter.lectures.map((item) => item.id);
    const index = ids.indexOf(lecture.id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= ids.length) return;
    focusAfterMove(moveButtonTarget(lecture.id, direction));
    setAnnouncement(
      `Lecture ${lecture.title} moved to position ${other + 1} of ${ids.length} in ${chapter.name}.`,
    );
    reorderLectures.mutate(
      { courseId: course.id, chapterId: chapter.id, lectureIds: swap(ids, index, other) },
      { onError: failed },
    );
  };

  /** To the end of another chapter; resolves once the server has it (the edit form closes then). */
  const moveLectureTo = async (lecture: AdminLecture, chapterId: string) => {
    const target = chapters.find((chapter) => chapter.id === chapterId);
    if (!target || target.id === lecture.chapterId) return;
    const heading = `[data-lecture-heading="${lecture.id}"]`;
    focusAfterMove({ selector: heading, fallback: heading });
    await reorderLectures.mutateAsync({
      courseId: course.id,
      chapterId: target.id,
      lectureIds: [...target.lectures.map((item) => item.id), lecture.id],
    });
    setAnnouncement(`Lecture ${lecture.title} moved to the end of ${target.name}.`);
  };

  const lectureCount = chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        {formatCount(chapters.length)} {chapters.length === 1 ? 'chapter' : 'chapters'} ·{' '}
        {formatCount(lectureCount)} {lectureCount === 1 ? 'lecture' : 'lectures'}. Free lectures play for
        every visitor as a preview; the rest only for learners who bought the course.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {chapters.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600">
          No chapters yet. Add the first one below, then its lectures.
        </p>
      ) : (
        <ol ref={list} className="flex flex-col gap-4" aria-label="Chapters">
          {chapters.map((chapter, index) => (
            <ChapterCard
              key={chapter.id}
              courseId={course.id}
              chapter={chapter}
              index={index}
              chapters={chapters}
              readOnly={readOnly}
              onMove={(direction) => moveChapter(chapter, direction)}
              onMoveLecture={(lecture, direction) => moveLecture(chapter, lecture, direction)}
              onMoveLectureTo={moveLectureTo}
              onDeleted={() => document.getElementById(newChapterId)?.focus()}
            />
          ))}
        </ol>
      )}
      {readOnly ? null : <AddChapterForm courseId={course.id} inputId={newChapterId} />}
    </div>
  );
}

function AddChapterForm({ courseId, inputId }: { courseId: string; inputId: string }) {
  const create = useCreateChapter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await schemaProblem((schemas) => schemas.ZChapterRequestSchema, { name });
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    create.mutate(
      { courseId, name: name.trim() },
      {
        onSuccess: (chapter) => {
          setName('');
          toast.success(`Chapter ${chapter.name} added`);
        },
        onError: (failure) => setError(problemMessage(failure)),
      },
    );
  };

  return (
    <form
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-4 sm:flex-row sm:items-start"
    >
      <h3 id={`${formId}-title`} className="sr-only">
        Add a chapter
      </h3>
      <Input
        id={inputId}
        label="New chapter name"
        value={name}
        maxLength={150}
        placeholder="e.g. Getting started"
        containerClassName="min-w-0 flex-1"
        className="h-11"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" loading={create.isPending} className="sm:mt-7">
        <PlusIcon className="size-4" />
        Add chapter
      </Button>
    </form>
  );
}
