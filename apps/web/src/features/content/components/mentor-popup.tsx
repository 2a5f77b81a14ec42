import type { Mentor } from '@pathshala/shared/content';
import { lazy, Suspense, useState } from 'react';

const MentorDialog = lazy(async () => ({ default: (await import('./mentor-dialog')).MentorDialog }));

interface MentorPopupProps {
  mentor: Mentor | null;
  onClose: () => void;
}

/** The mentor popup, its code loaded with the first mentor a visitor selects (the home page's budget). */
export function MentorPopup({ mentor, onClose }: MentorPopupProps) {
  const [opened, setOpened] = useState(false);
  if (mentor && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MentorDialog mentor={mentor} onClose={onClose} />
    </Suspense>
  );
}
