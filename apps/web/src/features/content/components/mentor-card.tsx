import { Trans } from '@lingui/react/macro';
import type { Mentor } from '@pathshala/shared/content';
import type { CSSProperties } from 'react';
import { cn } from '@/utils/cn';

interface MentorCardProps {
  mentor: Mentor;
  onSelect: (mentor: Mentor) => void;
  className?: string;
  style?: CSSProperties;
}

/** Photo, name and a short bio; the whole card opens the mentor's popup. */
export function MentorCard({ mentor, onSelect, className, style }: MentorCardProps) {
  return (
    <li
      data-testid="mentor-card"
      style={style}
      className={cn(
        'group relative flex flex-col items-center rounded-card bg-white p-6 text-center shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover focus-within:shadow-card-hover',
        className,
      )}
    >
      <img
        src={mentor.profilePhoto || '/images/people/default-avatar.svg'}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        className="size-28 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
      />
      <h3 className="mt-4 text-lg font-bold">
        {/* One button covers the card: the photo, the name and the text all open the popup. */}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onSelect(mentor)}
          className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-brand-500"
        >
          {mentor.name}
        </button>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{mentor.description}</p>
      <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
        <Trans>View profile</Trans>
      </p>
    </li>
  );
}
