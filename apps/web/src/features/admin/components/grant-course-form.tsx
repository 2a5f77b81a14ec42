import type { AdminUser } from '@pathshala/shared/admin';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useGrantEnrolment } from '../api/grant-enrolment';
import { CoursePicker } from './course-picker';
import { Notice, problemMessage } from './notice';

const resolver = lazyZodResolver(async () => (await import('./money-form-schemas')).ZGrantCourseFormSchema);

interface GrantCourseFormProps {
  user: AdminUser;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A course for this learner without an order (a scholarship, a partner batch, a support case). Granting one
 * they already have changes nothing; a revoked one becomes active again.
 */
export function GrantCourseForm({ user, onDone, onCancel }: GrantCourseFormProps) {
  const grant = useGrantEnrolment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { courseId: '', note: '' } });

  const submit = handleSubmit(async ({ courseId, note }) => {
    grant.reset();
    try {
      const result = await grant.mutateAsync({ userId: user.id, courseId, note: note || undefined });
      toast.success(
        result.changed ? 'Course granted' : `${user.name} already has this course; nothing changed`,
      );
      onDone();
    } catch {
      // Shown under the form.
    }
  });

  return (
    <form noValidate aria-label="Grant a course" onSubmit={submit} className="flex flex-col gap-5">
      <CoursePicker
        label="Course"
        hint="Drafts are listed too: a learner can be let in before the course is published."
        error={errors.courseId?.message}
        {...register('courseId')}
      />
      <Input
        label="Note"
        maxLength={300}
        autoComplete="off"
        hint="Optional: why, for the audit log (a scholarship, a partner batch)."
        error={errors.note?.message}
        {...register('note')}
      />
      {grant.isError ? <Notice tone="error">{problemMessage(grant.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={grant.isPending}>
          Grant course
        </Button>
      </div>
    </form>
  );
}
