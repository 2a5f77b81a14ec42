import type { AdminChapter, AdminLecture } from '@pathshala/shared/admin-courses';
import * as Collapsible from '@radix-ui/react-collapsible';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useDeleteLecture } from '../api/delete-lecture';
import { useUpdateLecture } from '../api/update-lecture';
import type { MoveDirection } from '../hooks/use-move-focus';
import { schemaProblem } from '../utils/schema-problem';
import { Badge } from './badge';
import { ConfirmDialog } from './confirm-dialog';
import { FileTextIcon, FilmIcon, PencilIcon, TrashIcon } from './console-icons';
import { LectureMedia } from './lecture-media';
import { dangerButton, iconButton, MoveButtons } from './list-item-controls';
import { problemMessage } from './notice';

interface LectureItemProps {
  courseId: string;
  lecture: AdminLecture;
  position: number;
  count: number;
  chapters: readonly AdminChapter[];
  readOnly: boolean;
  onMove: (direction: MoveDirection) => void;
  onMoveTo: (chapterId: string) => Promise<void>;
  /** After the lecture is deleted: where the focus goes, since its row is gone. */
  onDeleted: () => void;
}

/** A lecture's row: title, free or paid, its files; move, edit, delete, and its video and notes uploads. */
export function LectureItem({
  courseId,
  lecture,
  position,
  count,
  chapters,
  readOnly,
  onMove,
  onMoveTo,
  onDeleted,
}: LectureItemProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A new lecture opens its uploads: its video is the next thing to add.
  const [mediaOpen, setMediaOpen] = useState(!lecture.hasVideo);
  const remove = useDeleteLecture();

  return (
    <Collapsible.Root open={mediaOpen} onOpenChange={setMediaOpen} asChild>
      <li className="flex flex-col gap-3 p-4" data-testid="lecture" data-lecture-id={lecture.id}>
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-600 tabular-nums"
            >
              {position + 1}
            </span>
            <div className="min-w-0">
              <h4
                tabIndex={-1}
                data-lecture-heading={lecture.id}
                className="font-semibold break-words text-slate-900"
              >
                <span className="sr-only">Lecture {position + 1}: </span>
                <span data-testid="lecture-title">{lecture.title}</span>
              </h4>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
                {lecture.free ? <Badge tone="blue">Free preview</Badge> : <Badge tone="slate">Paid</Badge>}
                <span className="inline-flex items-center gap-1">
                  <FilmIcon className="size-4 text-slate-400" />
                  {lecture.hasVideo ? (
                    <span data-testid="lecture-video">Video {lecture.duration}</span>
                  ) : (
                    <span className="font-medium text-amber-800" data-testid="lecture-video">
                      No video yet
                    </span>
                  )}
                </span>
                <span className="inline-flex items-center gap-1">
                  <FileTextIcon className="size-4 text-slate-400" />
                  {lecture.hasNotes ? 'Notes' : 'No notes'}
                </span>
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-1.5 sm:pl-10 md:pl-0">
            {readOnly ? null : (
              <>
                <MoveButtons
                  id={lecture.id}
                  name={`lecture ${lecture.title}`}
                  index={position}
                  count={count}
                  onMove={onMove}
                />
                <Button
                  variant="outline"
                  size="sm"
                  ref={editButton}
                  aria-label={`Edit lecture ${lecture.title}`}
                  className="max-sm:w-9 max-sm:px-0"
                  aria-expanded={editing}
                  onClick={() => setEditing((open) => !open)}
                >
                  <PencilIcon className="size-4" />
                  <span className="max-sm:sr-only">Edit</span>
                </Button>
              </>
            )}
            <Collapsible.Trigger asChild>
              <Button variant="outline" size="sm" aria-label={`Files of ${lecture.title}: video and notes`}>
                Files
                <ChevronDownIcon className={cn('size-4 transition-transform', mediaOpen && 'rotate-180')} />
              </Button>
            </Collapsible.Trigger>
            {readOnly ? null : (
              <Button
                variant="ghost"
                size="sm"
                className={cn(iconButton, dangerButton)}
                aria-label={`Delete lecture ${lecture.title}`}
                onClick={() => {
                  remove.reset();
                  setConfirmDelete(true);
                }}
              >
                <TrashIcon className="size-4" />
              </Button>
            )}
          </div>
        </div>

        {editing ? (
          <EditLectureForm
            courseId={courseId}
            lecture={lecture}
            chapters={chapters}
            onMoveTo={onMoveTo}
            onDone={() => {
              setEditing(false);
              requestAnimationFrame(() => editButton.current?.focus());
            }}
          />
        ) : null}

        {/* Hidden, not unmounted: an upload keeps going while the panel is closed. */}
        <Collapsible.Content forceMount hidden={!mediaOpen}>
          <LectureMedia courseId={courseId} lecture={lecture} readOnly={readOnly} />
        </Collapsible.Content>

        <ConfirmDialog
          open={confirmDelete}
          title={`Delete lecture ${lecture.title}?`}
          confirmLabel="Delete lecture"
          tone="danger"
          busy={remove.isPending}
          error={remove.error}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(
              { courseId, lectureId: lecture.id },
              {
                onSuccess: () => {
                  setConfirmDelete(false);
                  toast.success(`Lecture ${lecture.title} deleted`);
                  requestAnimationFrame(onDeleted);
                },
              },
            )
          }
        >
          Its video and notes are deleted with it, and learners' progress on it. This cannot be undone.
        </ConfirmDialog>
      </li>
    </Collapsible.Root>
  );
}

function EditLectureForm({
  courseId,
  lecture,
  chapters,
  onMoveTo,
  onDone,
}: {
  courseId: string;
  lecture: AdminLecture;
  chapters: readonly AdminChapter[];
  onMoveTo: (chapterId: string) => Promise<void>;
  onDone: () => void;
}) {
  const update = useUpdateLecture();
  const [title, setTitle] = useState(lecture.title);
  const [free, setFree] = useState(lecture.free);
  const [chapterId, setChapterId] = useState(lecture.chapterId);
  const [error, setError] = useState<string>();
  const [moving, setMoving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const patch = {
      ...(title.trim() !== lecture.title ? { title } : {}),
      ...(free !== lecture.free ? { free } : {}),
    };
    try {
      if (Object.keys(patch).length > 0) {
        const problem = await schemaProblem((schemas) => schemas.ZCreateLectureRequestSchema, {
          title,
          free,
        });
        if (problem) {
          setError(problem);
          return;
        }
        await update.mutateAsync({
          courseId,
          lectureId: lecture.id,
          patch: { ...patch, title: title.trim() },
        });
      }
      if (chapterId !== lecture.chapterId) {
        setMoving(true);
        await onMoveTo(chapterId);
      }
      toast.success('Lecture saved');
      onDone();
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setMoving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Edit lecture ${lecture.title}`}
      className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 md:ml-10"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label="Lecture title"
          value={title}
          maxLength={200}
          className="h-11"
          error={error}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Select
          label="Chapter"
          hint={chapterId === lecture.chapterId ? undefined : 'It moves to the end of this chapter.'}
          className="h-11"
          value={chapterId}
          options={chapters.map((chapter, index) => ({
            value: chapter.id,
            label: `${index + 1}. ${chapter.name}`,
          }))}
          onChange={(event) => setChapterId(event.target.value)}
        />
      </div>
      <Checkbox
        label="Free preview"
        hint="Plays for every visitor on the course page, bought or not."
        checked={free}
        onChange={(event) => setFree(event.target.checked)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={update.isPending || moving}>
          Save lecture
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
