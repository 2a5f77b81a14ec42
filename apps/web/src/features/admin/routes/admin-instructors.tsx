import type { AdminInstructor } from '@pathshala/shared/admin-courses';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type InstructorsParams, useInstructors } from '../api/get-instructors';
import { useInstructorSaved } from '../api/update-instructor';
import { Badge } from '../components/badge';
import { PlusIcon } from '../components/console-icons';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FormFallback } from '../components/form-fallback';
import { InstructorPhoto } from '../components/instructor-photo';
import { Notice } from '../components/notice';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDate } from '../utils/format';

// The form (and the form library) loads when an instructor is first opened; pointing at a button starts it early.
const loadInstructorForm = () => import('../components/instructor-form');
const InstructorForm = lazy(() =>
  loadInstructorForm().then((module) => ({ default: module.InstructorForm })),
);
const InstructorPhotoUpload = lazy(() =>
  loadInstructorForm().then((module) => ({ default: module.InstructorPhotoUpload })),
);

const TABLE = {
  sorts: ['name', 'createdAt'],
  ascendingFirst: ['name'],
  defaultOrder: 'asc',
} as const;

type Editing = { kind: 'new' } | { kind: 'edit'; instructor: AdminInstructor; justCreated: boolean } | null;

/** /admin/instructors: the profiles courses name as their teacher; create one, edit it, upload its photo. */
export function AdminInstructorsRoute() {
  useDocumentTitle('Instructors');
  const table = useTableState(TABLE);
  const instructors = useInstructors(table.params as InstructorsParams);
  const saved = useInstructorSaved();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const columns: readonly Column<AdminInstructor, InstructorsParams['sort']>[] = [
    {
      id: 'name',
      header: 'Instructor',
      sort: 'name',
      rowHeader: true,
      className: 'min-w-64',
      cell: (instructor) => (
        <span className="flex items-center gap-3">
          <InstructorPhoto instructor={instructor} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold text-slate-900">{instructor.name}</span>
            <span className="text-xs font-normal text-slate-500">{instructor.designation || '—'}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit instructor ${instructor.name}`}
            onPointerEnter={loadInstructorForm}
            onFocus={loadInstructorForm}
            onClick={() => setEditing({ kind: 'edit', instructor, justCreated: false })}
          >
            Edit
          </Button>
        </span>
      ),
    },
    {
      id: 'courses',
      header: 'Courses',
      numeric: true,
      cell: (instructor) => formatCount(instructor.courseCount),
    },
    {
      id: 'account',
      header: 'Account',
      className: 'min-w-48',
      cell: (instructor) =>
        instructor.account ? (
          <span className="flex flex-col">
            <Link
              to={consolePaths.user(instructor.account.id)}
              className="font-medium text-brand-800 hover:underline"
            >
              {instructor.account.name}
            </Link>
            <span className="text-xs break-all text-slate-500">{instructor.account.email}</span>
          </span>
        ) : (
          <Badge tone="slate">Not linked</Badge>
        ),
    },
    {
      id: 'created',
      header: 'Added',
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (instructor) => <time dateTime={instructor.createdAt}>{formatDate(instructor.createdAt)}</time>,
    },
  ];

  const current = editing?.kind === 'edit' ? editing.instructor : undefined;

  return (
    <ConsoleListPage
      title="Instructors"
      intro="The profiles a course names as its teacher. Link one to an account from that user's role."
      actions={
        <Button
          onClick={() => setEditing({ kind: 'new' })}
          onPointerEnter={loadInstructorForm}
          onFocus={loadInstructorForm}
        >
          <PlusIcon className="size-4" />
          New instructor
        </Button>
      }
      table={table}
      search={{ label: 'Search instructors', placeholder: 'Name or designation' }}
      noun="instructors"
      query={instructors}
      columns={columns}
      rowKey={(instructor) => instructor.id}
      empty={{ filtered: 'No instructors match this search.', none: 'There are no instructors yet.' }}
      minWidthClassName="min-w-[46rem]"
      data-testid="instructors-table"
    >
      <Dialog
        open={editing !== null}
        onClose={close}
        title={current ? `Edit instructor ${current.name}` : 'New instructor'}
        size="wide"
      >
        {editing ? (
          <div className="flex flex-col gap-6">
            {editing.kind === 'edit' && editing.justCreated ? (
              <Notice tone="info">Instructor created. Add a photo, or close when done.</Notice>
            ) : null}
            {current ? (
              <Suspense fallback={null}>
                <InstructorPhotoUpload
                  instructor={current}
                  onDone={(instructor) => {
                    setEditing({ kind: 'edit', instructor, justCreated: false });
                    void saved();
                  }}
                />
              </Suspense>
            ) : null}
            <Suspense fallback={<FormFallback fields={3} />}>
              <InstructorForm
                key={current?.id ?? 'new'}
                instructor={current}
                onSaved={(instructor, created) =>
                  created ? setEditing({ kind: 'edit', instructor, justCreated: true }) : close()
                }
                onCancel={close}
              />
            </Suspense>
          </div>
        ) : null}
      </Dialog>
    </ConsoleListPage>
  );
}
