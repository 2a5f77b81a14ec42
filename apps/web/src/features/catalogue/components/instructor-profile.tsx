import { Trans } from '@lingui/react/macro';
import type { Instructor } from '@pathshala/shared/catalogue';
import { useState } from 'react';
import { UserIcon } from '@/components/ui/icons';

/** Name, designation, description and photo of a course's instructor. */
export function InstructorProfile({ instructor }: { instructor: Instructor | null }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  if (!instructor) {
    return (
      <p className="text-slate-600">
        <Trans>The instructor will be announced soon.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start" data-testid="instructor">
      {instructor.profilePhoto && !photoFailed ? (
        <img
          src={instructor.profilePhoto}
          alt={instructor.name}
          width={128}
          height={128}
          loading="lazy"
          decoding="async"
          onError={() => setPhotoFailed(true)}
          className="size-28 shrink-0 rounded-2xl bg-brand-50 object-cover ring-1 ring-slate-200 sm:size-32"
        />
      ) : (
        <span className="grid size-28 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 sm:size-32">
          <UserIcon className="size-12" />
        </span>
      )}
      <div className="flex flex-col gap-2">
        <p className="text-xl font-bold text-slate-900" data-testid="instructor-name">
          {instructor.name}
        </p>
        <p className="font-medium text-brand-700">{instructor.designation}</p>
        <p className="leading-relaxed text-slate-600">{instructor.description}</p>
      </div>
    </div>
  );
}
