import { Trans, useLingui } from '@lingui/react/macro';
import type { Mentor } from '@pathshala/shared/content';
import { DEFAULT_LINKEDIN_URL } from '@pathshala/shared/content-constants';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LinkedInIcon } from '@/components/ui/icons';

interface MentorDialogProps {
  /** The mentor shown; null keeps the dialog closed. */
  mentor: Mentor | null;
  onClose: () => void;
}

/** Spec §4: a selected mentor opens a popup; the Dialog locks page scrolling while it is open. */
export function MentorDialog({ mentor, onClose }: MentorDialogProps) {
  const { t } = useLingui();
  const aboutId = useId();
  const name = mentor?.name;
  return (
    <Dialog
      open={mentor !== null}
      onClose={onClose}
      title={mentor?.name ?? t`Mentor`}
      layout="bare"
      describedBy={aboutId}
      data-testid="mentor-popup"
    >
      {mentor ? (
        <article>
          {mentor.coverPhoto ? (
            <img
              src={mentor.coverPhoto}
              alt=""
              width={800}
              height={300}
              className="aspect-[8/3] w-full bg-brand-100 object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="aspect-[8/3] w-full bg-gradient-to-br from-brand-100 to-accent-100"
            />
          )}
          <div className="px-6 pb-8 sm:px-8">
            <img
              src={mentor.profilePhoto || '/images/people/default-avatar.svg'}
              alt={mentor.name}
              width={112}
              height={112}
              className="-mt-14 size-28 rounded-full bg-white object-cover ring-4 ring-white"
            />
            {/* The dialog's (visually hidden) heading already carries the name for screen readers. */}
            <p aria-hidden="true" className="mt-4 text-title font-bold text-slate-900">
              {mentor.name}
            </p>
            <p id={aboutId} className="mt-3 leading-7 whitespace-pre-line text-slate-600">
              {mentor.description}
            </p>
            <a
              href={mentor.linkedIn || DEFAULT_LINKEDIN_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' }, 'mt-6')}
            >
              <LinkedInIcon className="size-5" />
              <Trans>
                LinkedIn profile<span className="sr-only"> of {name} (opens in a new tab)</span>
              </Trans>
            </a>
          </div>
        </article>
      ) : null}
    </Dialog>
  );
}
