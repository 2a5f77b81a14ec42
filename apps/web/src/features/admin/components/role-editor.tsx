import { USER_ROLES, type UserRole } from '@pathshala/shared/accounts-constants';
import type { AdminUser } from '@pathshala/shared/admin';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useSetUserRole } from '../api/set-user-role';
import { ROLE_LABEL } from '../utils/labels';
import { InstructorProfileSelect } from './instructor-profile-select';
import { Notice, problemMessage } from './notice';

const ROLE_HINT: Record<UserRole, string> = {
  learner: 'Buys courses and learns. Every new account is a learner.',
  instructor: 'Sees the courses of one instructor profile, their learners and revenue, and edits their text.',
  admin: 'Runs the platform: this console, every course, coupons and orders.',
};

interface RoleEditorProps {
  user: AdminUser;
  /** Why the role cannot be changed here, if it cannot (one's own account, a closed account). */
  lockedBecause?: string;
}

/**
 * Learner, instructor (with the instructor profile the account teaches as) or admin, checked with the API's own
 * schema. The server's refusals (409: a profile linked to another account, one's own role) show under the form.
 */
export function RoleEditor({ user, lockedBecause }: RoleEditorProps) {
  const setRole = useSetUserRole();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm({
    resolver: lazyZodResolver(async () => (await import('./form-schemas')).ZSetUserRoleRequestSchema),
    defaultValues: { role: user.role, instructorId: user.instructorId },
  });
  const role = watch('role');

  // The page shows the saved role by remounting this form, so the outcome is told from the promise, which
  // settles whether or not this component is still there (a mutate() callback would not run).
  const save = handleSubmit(async (change) => {
    setRole.reset();
    try {
      await setRole.mutateAsync({ userId: user.id, change });
      toast.success('Role saved');
    } catch (error) {
      toast.error(problemMessage(error));
    }
  });

  return (
    <form noValidate aria-label="Role" onSubmit={save} className="flex flex-col gap-5">
      {lockedBecause ? <Notice tone="warning">{lockedBecause}</Notice> : null}
      <fieldset disabled={Boolean(lockedBecause)} className="flex flex-col gap-5">
        <legend className="sr-only">Role</legend>
        <div className="grid gap-3 lg:grid-cols-3">
          {USER_ROLES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 has-[:focus-visible]:outline-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
                role === value ? 'bg-brand-50 ring-brand-300' : 'ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...register('role')}
              />
              <span>
                <span className="block font-semibold text-slate-900">{ROLE_LABEL[value]}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{ROLE_HINT[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {role === 'instructor' ? (
          <InstructorProfileSelect
            user={user}
            error={errors.instructorId?.message}
            {...register('instructorId', {
              // Gone with the field: a learner or an admin has no profile.
              shouldUnregister: true,
              setValueAs: (value: string | null) => value || null,
            })}
          />
        ) : null}
        {errors.role?.message ? (
          <p className="text-sm font-medium text-red-700">{errors.role.message}</p>
        ) : null}
        {setRole.isError ? <Notice tone="error">{problemMessage(setRole.error)}</Notice> : null}
        <div>
          <Button type="submit" loading={setRole.isPending} disabled={!isDirty}>
            Save role
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
