import type { AdminUser } from '@pathshala/shared/admin';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import type { AdminUserDetail } from '../api/get-user';
import { useGrantEnrolment } from '../api/grant-enrolment';
import { useRevokeEnrolment } from '../api/revoke-enrolment';
import type { Column } from './data-table';
import { FormFallback } from './form-fallback';
import { Notice, problemMessage } from './notice';

type UserCourse = AdminUserDetail['courses'][number];

const loadGrantForm = () => import('./grant-course-form');
const GrantCourseForm = lazy(() => loadGrantForm().then((module) => ({ default: module.GrantCourseForm })));

/** "Grant a course": opens the grant form; a closed account must be reinstated first. */
export function GrantCourseButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        size="sm"
        onPointerEnter={loadGrantForm}
        onFocus={loadGrantForm}
        onClick={() => setOpen(true)}
        disabled={Boolean(user.closedAt)}
        title={user.closedAt ? 'Reinstate this account before enrolling it.' : undefined}
      >
        Grant a course
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Grant a course"
        description={`To ${user.name}, without an order.`}
      >
        {open ? (
          <Suspense fallback={<FormFallback fields={2} />}>
            <GrantCourseForm user={user} onDone={close} onCancel={close} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * Ends the learner's access to a course after a confirmation. A bought course is refused by the server (409:
 * refund its order instead, which also pays the learner back); its message stays in the dialog.
 */
function RevokeCourseButton({ user, course }: { user: AdminUser; course: UserCourse }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeEnrolment();
  const close = () => {
    setOpen(false);
    revoke.reset();
  };
  const confirm = async () => {
    try {
      const result = await revoke.mutateAsync({ userId: user.id, courseId: course.courseId });
      toast.success(result.changed ? `${course.title} revoked` : 'Already revoked; nothing changed');
      setOpen(false);
    } catch {
      // Shown in the dialog, which stays open.
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Revoke ${course.title}`} onClick={() => setOpen(true)}>
        Revoke
      </Button>
      <Dialog open={open} onClose={close} title={`Revoke ${course.title}?`}>
        <div className="flex flex-col gap-5">
          <p className="text-slate-700">
            {user.name} loses this course at once, with its certificate if one was issued. Granting it again
            later brings the progress back.
          </p>
          <p className="text-sm text-slate-600">
            A course that was bought is ended by refunding its order instead, which also pays the learner
            back.
          </p>
          {revoke.isError ? (
            <Notice tone="error" title="Not revoked">
              {problemMessage(revoke.error)}
            </Notice>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" loading={revoke.isPending} onClick={confirm}>
              Revoke access
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** A revoked course back in one click (it becomes a manual enrolment). */
function GrantAgainButton({ user, course }: { user: AdminUser; course: UserCourse }) {
  const grant = useGrantEnrolment();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Grant ${course.title} again`}
      loading={grant.isPending}
      disabled={Boolean(user.closedAt)}
      onClick={() =>
        grant.mutateAsync({ userId: user.id, courseId: course.courseId }).then(
          () => toast.success(`${course.title} granted again`),
          (error: unknown) => toast.error(problemMessage(error)),
        )
      }
    >
      Grant again
    </Button>
  );
}

/** The courses table's last column: revoke a granted course, grant a revoked one again; a bought one is refunded. */
export function enrolmentAccessColumn(user: AdminUser): Column<UserCourse> {
  return {
    id: 'access',
    header: 'Access',
    className: 'whitespace-nowrap',
    cell: (course) =>
      course.status === 'active' && course.source === 'order' ? (
        // A bought course ends with a refund of its order (the order page), never by a revoke here.
        <span className="text-xs text-slate-500">Bought: refund the order to end it</span>
      ) : course.status === 'active' && course.source === 'programme' ? (
        // It lasts while the learner holds a programme that includes it.
        <span className="text-xs text-slate-500">With a programme: end the programme to end it</span>
      ) : course.status === 'active' ? (
        <RevokeCourseButton user={user} course={course} />
      ) : (
        <GrantAgainButton user={user} course={course} />
      ),
  };
}
