import type { AdminUser } from '@pathshala/shared/admin';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Select } from '@/components/ui/select';
import { useInstructorOptions } from '../api/get-instructors';
import { consolePaths } from '../utils/console-paths';

interface InstructorProfileSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  user: AdminUser;
  error?: string;
}

/**
 * The instructor profile an account teaches as: the profiles no account teaches as yet, plus the one this account
 * has now (a profile is linked to one account at most).
 */
export function InstructorProfileSelect({ user, error, ...props }: InstructorProfileSelectProps) {
  const unlinked = useInstructorOptions({ unlinked: true });
  // The current profile's name: it is linked (to this account), so the unlinked list leaves it out.
  const all = useInstructorOptions({ enabled: user.instructorId !== null });
  const current = user.instructorId
    ? (all.data?.find((option) => option.value === user.instructorId) ?? {
        value: user.instructorId,
        label: all.isPending ? 'Current profile (loading its name…)' : 'Current profile',
      })
    : undefined;
  const options = [
    ...(current ? [{ value: current.value, label: `${current.label} (current)` }] : []),
    ...(unlinked.data ?? []).filter((option) => option.value !== current?.value),
  ];
  const none = unlinked.data !== undefined && unlinked.data.length === 0;

  return (
    <Select
      label="Instructor profile"
      required
      placeholder={unlinked.isPending ? 'Loading profiles…' : 'Choose a profile'}
      options={options}
      error={
        error ??
        (unlinked.isError ? 'Could not load the instructor profiles. Reload to try again.' : undefined)
      }
      hint={
        <>
          The profile this account teaches as: it sees that profile's courses.{' '}
          {none
            ? 'Every profile is linked to an account already. '
            : 'Only profiles no account teaches as are offered. '}
          <Link to={consolePaths.instructors} className="font-semibold text-brand-700 hover:underline">
            Manage instructors
          </Link>
        </>
      }
      {...props}
    />
  );
}
