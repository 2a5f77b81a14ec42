import type { AdminChapter, AdminLecture } from '@pathshala/shared/admin-courses';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useCreateLecture } from '../api/create-lecture';
import { useDeleteChapter } from '../api/delete-chapter';
import { useRenameChapter } from '../api/rename-chapter';
import type { MoveDirection } from '../hooks/use-move-focus';
import { schemaProblem } from '../utils/schema-problem';
import { ConfirmDialog } from './confirm-dialog';
import { PencilIcon, PlusIcon, TrashIcon } from './console-icons';
import { LectureItem } from './lecture-item';
import { dangerButton, MoveButtons } from './list-item-controls';
import { problemMessage } from './notice';

interface ChapterCardProps {
  courseId: string;
  chapter: AdminChapter;
  index: number;
  chapters: readonly AdminChapter[];
  readOnly: boolean;
  onMove: (direction: MoveDirection) => void;
  onMoveLecture: (lecture: AdminLecture, direction: MoveDirection) => void;
  onMoveLectureTo: (lecture: AdminLecture, chapterId: string) => Promise<void>;
  /** After the chapter is deleted: where the focus goes, since its card is gone. */
  onDeleted: () => void;
}

/** One chapter: its name (renamed in place), its place among the chapters, its lectures and a form to add one. */
export function ChapterCard({
  courseId,
  chapter,
  index,
  chapters,
  readOnly,
  onMove,
  onMoveLecture,
  onMoveLectureTo,
  onDeleted,
}: ChapterCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteChapter();
  const empty = chapter.lectures.length === 0;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl bg-white ring-1 ring-slate-200"
      data-testid="chapter"
    >
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-start sm:justify-between">
        {renaming ? (
          <RenameChapterForm
            courseId={courseId}
            chapter={chapter}
            onDone={() => {
              setRenaming(false);
              requestAnimationFrame(() => heading.current?.focus());
            }}
          />
        ) : (
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Chapter {index + 1}</p>
            <h3
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="mt-0.5 text-lg font-bold break-words text-slate-900"
            >
              {chapter.name}
            </h3>
            <p className="text-sm text-slate-500">
              {chapter.lectures.length} {chapter.lectures.length === 1 ? 'lecture' : 'lectures'}
              {chapter.lectures.length > 0 && chapter.duration ? ` · ${chapter.duration}` : ''}
            </p>
          </div>
        )}
        {readOnly || renaming ? null : (
          <div className="flex shrink-0 flex-wrap gap-1.5">
            <MoveButtons
              id={chapter.id}
              name={`chapter ${chapter.name}`}
              index={index}
              count={chapters.length}
              onMove={onMove}
            />
            <Button
              variant="outline"
              size="sm"
              aria-label={`Rename chapter ${chapter.name}`}
              className="max-sm:w-9 max-sm:px-0"
              onClick={() => setRenaming(true)}
            >
              <PencilIcon className="size-4" />
              <span className="max-sm:sr-only">Rename</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={cn(dangerButton, 'max-sm:w-9 max-sm:px-0')}
              aria-label={`Delete chapter ${chapter.name}`}
              onClick={() => {
                remove.reset();
                setConfirmDelete(true);
              }}
            >
              <TrashIcon className="size-4" />
              <span className="max-sm:sr-only">Delete</span>
            </Button>
          </div>
        )}
      </div>

      {empty ? (
        <p className="px-4 py-5 text-sm text-slate-600">No lectures in this chapter yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={`Lectures of ${chapter.name}`}>
          {chapter.lectures.map((lecture, position) => (
            <LectureItem
              key={lecture.id}
              courseId={courseId}
              lecture={lecture}
              position={position}
              count={chapter.lectures.length}
              chapters={chapters}
              readOnly={readOnly}
              onMove={(direction) => onMoveLecture(lecture, direction)}
              onMoveTo={(chapterId) => onMoveLectureTo(lecture, chapterId)}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ol>
      )}

      {readOnly ? null : <AddLectureForm courseId={courseId} chapter={chapter} />}

      <ConfirmDialog
        open={confirmDelete}
        title={empty ? `Delete chapter ${chapter.name}?` : 'This chapter has lectures'}
        confirmLabel={empty ? 'Delete chapter' : 'OK'}
        tone={empty ? 'danger' : 'primary'}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (!empty) {
            setConfirmDelete(false);
            return;
          }
          remove.mutate(
            { courseId, chapterId: chapter.id },
            {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success(`Chapter ${chapter.name} deleted`);
                requestAnimationFrame(onDeleted);
              },
            },
          );
        }}
      >
        {empty
          ? 'The chapter goes from the course page at once. This cannot be undone.'
          : `Move or delete its ${chapter.lectures.length === 1 ? 'lecture' : `${chapter.lectures.length} lectures`} first: only an empty chapter can be deleted.`}
      </ConfirmDialog>
    </li>
  );
}

function RenameChapterForm({
  courseId,
  chapter,
  onDone,
}: {
  courseId: string;
  chapter: AdminChapter;
  onDone: () => void;
}) {
  const rename = useRenameChapter();
  const [name, setName] = useState(chapter.name);
  const [error, setError] = useState<string>();
  // Focused on opening by a call, not `autoFocus`: the attribute is honoured on a page's first load only, and
  // the field appears after a click on Rename.
  const nameField = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => nameField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === chapter.name) {
      onDone();
      return;
    }
    const problem = await schemaProblem((schemas) => schemas.ZChapterRequestSchema, { name });
    if (problem) {
      setError(problem);
      return;
    }
    rename.mutate(
      { courseId, chapterId: chapter.id, name: name.trim() },
      {
        onSuccess: () => {
          toast.success('Chapter renamed');
          onDone();
        },
        onError: (failure) => setError(problemMessage(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Rename chapter ${chapter.name}`}
      className="flex w-full flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Input
        label="Chapter name"
        value={name}
        maxLength={150}
        ref={nameField}
        containerClassName="min-w-0 flex-1"
        className="h-11"
        error={error}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" size="sm" className="h-11" loading={rename.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" className="h-11" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddLectureForm({ courseId, chapter }: { courseId: string; chapter: AdminChapter }) {
  const create = useCreateLecture();
  const [title, setTitle] = useState('');
  const [free, setFree] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await schemaProblem((schemas) => schemas.ZCreateLectureRequestSchema, { title, free });
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    create.mutate(
      { courseId, chapterId: chapter.id, title: title.trim(), free },
      {
        onSuccess: (lecture) => {
          setTitle('');
          setFree(false);
          toast.success(`Lecture ${lecture.title} added`);
        },
        onError: (failure) => setError(problemMessage(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Add a lecture to ${chapter.name}`}
      className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/70 p-4 lg:flex-row lg:items-start"
    >
      <Input
        label="New lecture title"
        value={title}
        maxLength={200}
        placeholder="e.g. Installing Python"
        containerClassName="min-w-0 flex-1"
        className="h-11"
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 lg:mt-9">
        <Checkbox label="Free preview" checked={free} onChange={(event) => setFree(event.target.checked)} />
      </div>
      <Button type="submit" variant="outline" loading={create.isPending} className="self-start lg:mt-7">
        <PlusIcon className="size-4" />
        Add lecture
      </Button>
    </form>
  );
}
