import type { AdminInstructor } from '@pathshala/shared/admin-courses';
import { UserIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

/** The profile's photo in a circle, or a placeholder before one is uploaded. */
export function InstructorPhoto({
  instructor,
  className,
}: {
  instructor: Pick<AdminInstructor, 'name' | 'profilePhoto'>;
  /** Its size, e.g. 'size-14'; 40 px by default. */
  className?: string;
}) {
  return instructor.profilePhoto ? (
    <img
      src={instructor.profilePhoto}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', className ?? 'size-10')}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-slate-100 text-slate-400',
        className ?? 'size-10',
      )}
    >
      <UserIcon className="size-1/2" />
    </span>
  );
}
