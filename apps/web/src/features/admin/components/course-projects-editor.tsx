import { type Project, type ProjectInput, ZProjectInputSchema } from '@pathshala/shared/projects';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useDeleteCourseProject } from '../api/delete-course-project';
import { useCourseProjects } from '../api/get-course-projects';
import { useSaveCourseProject } from '../api/save-course-project';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './notice';

interface RubricRow {
  criterion: string;
  points: string;
}

const EMPTY_RUBRIC: RubricRow[] = [{ criterion: '', points: '10' }];

/** Add or edit one project: title, brief (Markdown), due days after enrolment and the rubric. */
function ProjectForm({
  courseId,
  project,
  position,
  onDone,
}: {
  courseId: string;
  project?: Project;
  position: number;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(project?.title ?? '');
  const [brief, setBrief] = useState(project?.brief ?? '');
  const [dueDays, setDueDays] = useState(String(project?.dueDays ?? 14));
  const [rubric, setRubric] = useState<RubricRow[]>(
    project?.rubric.map((row) => ({ criterion: row.criterion, points: String(row.points) })) ?? EMPTY_RUBRIC,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCourseProject();

  const setRow = (index: number, change: Partial<RubricRow>) =>
    setRubric((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZProjectInputSchema.safeParse({
      title,
      brief,
      dueDays: Number(dueDays),
      position: project?.position ?? position,
      rubric: rubric.map((row) => ({ criterion: row.criterion, points: Number(row.points) })),
    } satisfies ProjectInput);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the project.');
      return;
    }
    setProblem(null);
    save.mutate(
      { courseId, projectId: project?.id, project: parsed.data },
      {
        onSuccess: () => {
          toast.success(project ? 'Project saved' : 'Project added');
          onDone();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={project ? `Edit ${project.title}` : 'New project'}
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50/30 p-4"
    >
      <Input label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required />
      <Textarea
        label="Brief"
        hint="Markdown: # headings, **bold**, lists, `code` and links. HTML is not shown."
        rows={8}
        value={brief}
        onChange={(event) => setBrief(event.target.value)}
        required
      />
      <Input
        label="Due (days after enrolment)"
        type="number"
        min={1}
        max={365}
        inputMode="numeric"
        value={dueDays}
        onChange={(event) => setDueDays(event.target.value)}
        containerClassName="max-w-xs"
        required
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Rubric</legend>
        {rubric.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; only the last is removed or added
          <div key={index} className="flex flex-wrap items-end gap-3">
            <Input
              label={`Criterion ${index + 1}`}
              value={row.criterion}
              onChange={(event) => setRow(index, { criterion: event.target.value })}
              containerClassName="min-w-0 flex-1 basis-56"
            />
            <Input
              label="Points"
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
              value={row.points}
              onChange={(event) => setRow(index, { points: event.target.value })}
              containerClassName="w-24"
            />
            <Button
              variant="ghost"
              size="sm"
              className="mb-1.5"
              disabled={rubric.length === 1}
              onClick={() => setRubric((rows) => rows.filter((_, at) => at !== index))}
              aria-label={`Remove criterion ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setRubric((rows) => [...rows, { criterion: '', points: '5' }])}
        >
          Add criterion
        </Button>
      </fieldset>
      <FieldError>{problem}</FieldError>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {project ? 'Save project' : 'Add project'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * A course's hands-on projects, for its instructor and the admins: the list, a form to add or edit one, delete
 * with a confirmation (its learners' attempts go with it).
 */
export function CourseProjectsEditor({ courseId }: { courseId: string }) {
  const projects = useCourseProjects(courseId);
  const remove = useDeleteCourseProject();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  if (projects.isError) {
    return <LoadError error={projects.error} onRetry={() => projects.refetch()} what="the projects" />;
  }
  const list = projects.data ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="course-projects">
      {projects.isPending ? <p className="text-slate-600">Loading projects…</p> : null}
      {!projects.isPending && list.length === 0 && editing !== 'new' ? (
        <p className="text-slate-600">
          No projects yet. Learners of a course with projects get its certificate once they pass them all.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {list.map((project) =>
          editing === project.id ? (
            <li key={project.id}>
              <ProjectForm
                courseId={courseId}
                project={project}
                position={project.position}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <li
              key={project.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{project.title}</p>
                <p className="text-sm text-slate-600">
                  Due {project.dueDays} days after enrolment · {project.rubric.length} criteria,{' '}
                  {project.rubric.reduce((sum, row) => sum + row.points, 0)} points
                  {project.waiting ? ` · ${project.waiting} waiting for review` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(project.id)}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(project)}>
                  Delete
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <ProjectForm courseId={courseId} position={list.length} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
          Add project
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this project?"
        confirmLabel="Delete project"
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { courseId, projectId: deleting.id },
            {
              onSuccess: () => {
                toast.success('Project deleted');
                setDeleting(null);
              },
            },
          )
        }
      >
        <p>
          {deleting?.title} and every learner's attempts at it are deleted. Its learners' certificates no
          longer wait for it.
        </p>
      </ConfirmDialog>
    </div>
  );
}
